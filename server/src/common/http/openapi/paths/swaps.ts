import { actions, input, routes } from '../operation.js';
import { arrayOf, int, nullable, ref, str, uuid } from '../schema-kit.js';
import { cappedPageHeaders, pagedList } from '../paging.js';
import { categoryFilter, fullTextSearch, listingFields } from '../listing.js';
import { needId, ringId, swapId } from './resources.js';

const TAG = 'Needs, matches and swaps';

const needFields = input(
  {
    ...listingFields,
    max_energy: int({ minimum: 1, maximum: 20, description: 'The most EP you would spend on it.' }),
    ends_on: nullable(str({ format: 'date', description: 'The last day it is open (today or later); absent or null: open until closed.' })),
  },
  ['title', 'description', 'category', 'max_energy'],
);
const notYours = '`You can only change your own needs`.';

/** Issue 19 (modules/needs, modules/swaps). */
export const swapPaths = routes(TAG, {
  'GET /needs': {
    summary: 'The Needs board',
    description: 'Open needs (not closed, not past their last day), most relevant first when searching, else newest first; the filters combine, as on /services.',
    access: 'public',
    ...pagedList(
      { arrayOf: 'Need', description: 'A page of needs; the next one is in the `Link` header.' },
      {
        filters: {
          search: fullTextSearch('title and description'),
          category: categoryFilter,
          min_budget: { description: 'Only needs whose max EP covers this price.', schema: int({ minimum: 1, maximum: 20 }) },
        },
        headers: cappedPageHeaders,
      },
    ),
  },
  'GET /user/needs': {
    summary: 'My needs',
    description: 'My needs, open and closed, newest first (at most 100), each with the services offered for it.',
    access: 'member',
    ok: { description: 'My needs with their answers.', schema: arrayOf(ref('Need')) },
  },
  'POST /needs': {
    summary: 'Post a need',
    description: 'Members whose services fit it get a match alert (at most one a day each).',
    access: 'member',
    body: { schema: needFields },
    ok: { status: 201, description: 'Posted.', schema: ref('Need') },
    errors: { 400: 'A broken rule of the need form, `Unknown category: …` or `End date must be today or later`.' },
  },
  'PUT /needs/{id}': {
    summary: 'Change a need',
    access: 'member',
    params: needId,
    body: { schema: needFields, description: 'The same fields as POST /needs.' },
    ok: { description: 'Changed.', schema: ref('Need') },
    errors: { 400: 'A broken rule of the need form.', 403: notYours },
  },
  'POST /needs/{id}/close': {
    summary: 'Close or reopen a need',
    description: 'A closed need leaves the board and the matches; `{"closed": false}` reopens it.',
    access: 'member',
    params: needId,
    body: { schema: input({ closed: { type: 'boolean', default: true } }) },
    ok: { description: 'Closed (or reopened).', schema: ref('Need') },
    errors: { 400: '`closed must be true or false`.', 403: notYours },
  },
  'DELETE /needs/{id}': {
    summary: 'Delete a need',
    access: 'member',
    params: needId,
    ok: { description: 'Deleted.', schema: ref('NeedDeleted') },
    errors: { 403: notYours },
  },
  'POST /needs/{id}/answers': {
    summary: 'I can help',
    description: "Offers one of my active services for someone else's open need; its author is notified and can request the service in one click. Answering again with the same service changes nothing.",
    access: 'member',
    params: needId,
    body: { schema: input({ service_id: uuid() }, ['service_id']) },
    ok: { status: 201, description: 'The need (its answer_count includes mine).', schema: ref('Need') },
    errors: {
      400: '`service_id is required`.',
      403: '`You cannot answer your own need` or `You can only offer your own services`.',
      404: '`Need not found` or `Service not found`.',
      409: '`This need is closed`.',
    },
  },
  'GET /matches': {
    summary: 'For you',
    description: 'Services that fit my open needs, open needs that fit my services and skills, and reciprocal swaps, best first (at most 20 of each).',
    access: 'member',
    ok: { description: 'My matches.', schema: ref('Matches') },
  },
  'GET /swaps': {
    summary: 'My swaps',
    description: 'Swaps I proposed or that were proposed to me, newest first.',
    access: 'member',
    ...pagedList({ arrayOf: 'Swap', description: 'A page of my swaps.' }, { default: 20 }),
  },
  'POST /swaps': {
    summary: 'Propose a swap',
    description:
      'My service for theirs: two requests, accepted or declined together. When both are completed only the difference in cost moves (equal costs: none). When I receive the dearer service the difference is held now.',
    access: 'member',
    body: { schema: input({ my_service_id: uuid(), their_service_id: uuid() }, ['my_service_id', 'their_service_id']) },
    ok: { status: 201, description: 'Proposed.', schema: ref('Swap') },
    errors: {
      400: "A missing id, two services of one member, or not enough EP for the difference: `You don't have enough Energy Points for this swap!` with `available` and `required`.",
      403: '`Propose a swap with one of your own services`.',
      404: '`Service not found`.',
      409: '`You already have an open swap of these two services`.',
    },
  },
  'GET /swaps/{id}': {
    summary: 'One swap',
    access: 'member',
    params: swapId,
    ok: { description: 'The swap as I see it.', schema: ref('Swap') },
  },
  ...actions(
    '/swaps/{id}',
    { access: 'member', params: swapId, answer: ref('Swap'), errors: { 403: 'The wrong side of the swap (`detail` says who may).', 409: '`This swap is no longer pending`.' } },
    {
      accept: {
        summary: 'Accept a swap',
        description: 'Only the member it was proposed to: both requests are accepted together (and the difference held when I owe it).',
        done: 'Accepted.',
        errors: { 400: "Not enough EP for the difference I owe: `You don't have enough Energy Points for this swap!`." },
      },
      decline: { summary: 'Decline a swap', description: 'Only the member it was proposed to: both requests are declined, any hold released.', done: 'Declined.' },
      cancel: { summary: 'Withdraw a swap', description: 'Only the member who proposed it: both requests are cancelled, any hold released.', done: 'Withdrawn.' },
    },
  ),
  'GET /rings': {
    summary: 'My swap rings',
    description: 'Rings I proposed or that were proposed to me, newest first.',
    access: 'member',
    ...pagedList({ arrayOf: 'Ring', description: 'A page of my rings.' }, { default: 20 }),
  },
  'POST /rings': {
    summary: 'Propose a swap ring',
    description:
      'Three members, three services: I give mine to the owner of the second, who gives it to the owner of the third, who gives the third to me. Three requests, accepted only when both other members accept, declined for all if one declines. No EP move, whatever the prices (barter).',
    access: 'member',
    body: {
      schema: input(
        { my_service_id: uuid(), second_service_id: uuid(), third_service_id: uuid() },
        ['my_service_id', 'second_service_id', 'third_service_id'],
      ),
    },
    ok: { status: 201, description: 'Proposed.', schema: ref('Ring') },
    errors: {
      400: 'A missing id, or not three services of three members: `A ring needs three services of three different members`.',
      403: '`Propose a ring with one of your own services`.',
      404: '`Service not found`.',
      409: '`You already have an open ring of these three services`.',
    },
  },
  'GET /rings/{id}': {
    summary: 'One swap ring',
    access: 'member',
    params: ringId,
    ok: { description: 'The ring as I see it.', schema: ref('Ring') },
  },
  ...actions(
    '/rings/{id}',
    { access: 'member', params: ringId, answer: ref('Ring'), errors: { 403: 'The wrong member of the ring (`detail` says who may).', 409: '`This ring is no longer pending`.' } },
    {
      accept: {
        summary: 'Accept a swap ring',
        description: 'One of the two members it was proposed to; once both have, its three requests are accepted together.',
        done: 'My acceptance recorded (the ring is `accepted` once both have).',
        errors: { 409: '`This ring is no longer pending` or `You already accepted this ring`.' },
      },
      decline: { summary: 'Decline a swap ring', description: 'One of the two members it was proposed to: the ring and its three requests are declined for all.', done: 'Declined.' },
      cancel: { summary: 'Withdraw a swap ring', description: 'Only the member who proposed it: the ring and its three requests are cancelled.', done: 'Withdrawn.' },
    },
  ),
});
