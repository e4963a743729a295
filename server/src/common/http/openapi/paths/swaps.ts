import { componentSchemas as S } from '../components.js';
import { actions, myList, routes, type Errors, type OperationSpec, type ParamSpec } from '../operation.js';
import { int, ref, type TSchema } from '../shapes.js';
import { cappedPageHeaders, pagedList } from '../paging.js';
import { categoryFilter, fullTextSearch, ownListingEdits } from '../listing.js';
import { needId, ringId, swapId } from './resources.js';

const TAG = 'Needs, matches and swaps';

const notYours = '`You can only change your own needs`.';

/** What a swap or a ring says of itself in its routes (proposalRoutes). */
interface ProposalSpec {
  /** In the summaries: 'swap' gives `My swaps`, `Propose a swap`, `Accept a swap`… */
  title: string;
  /** In the answers: 'ring' gives `A page of my rings.` and `This ring is no longer pending`. */
  noun: string;
  schema: TSchema;
  params: Record<string, ParamSpec>;
  listDescription: string;
  /** `input`: the class whose REST body a proposal sends (its module declares it with restInput). */
  propose: { description: string; input: string; errors: Errors };
  /** The 403 of accept, decline and withdraw: someone who may not do this to it. */
  wrongMember: string;
  accept: { description: string; done: string; errors: Errors };
  /** The descriptions of decline and withdraw (`cancel`), who may and what it undoes. */
  decline: string;
  withdraw: string;
}

/**
 * A swap and a ring are both proposals between members (modules/swaps): I list mine (a page, 20 by
 * default), propose one, read one, and while it is pending the members it was proposed to accept or
 * decline it and its proposer withdraws it. The two route sets differ only in their words, so the
 * set is written once here.
 */
function proposalRoutes(
  path: '/swaps' | '/rings',
  p: ProposalSpec,
): Record<`${'GET' | 'POST'} /${string}`, OperationSpec> {
  return {
    [`GET ${path}`]: {
      summary: `My ${p.title}s`,
      description: p.listDescription,
      access: 'member',
      ...pagedList({ arrayOf: p.schema, description: `A page of my ${p.noun}s.` }, { default: 20 }),
    },
    [`POST ${path}`]: {
      summary: `Propose a ${p.title}`,
      description: p.propose.description,
      access: 'member',
      body: { input: p.propose.input },
      ok: { status: 201, description: 'Proposed.', schema: ref(p.schema) },
      errors: p.propose.errors,
    },
    [`GET ${path}/{id}`]: {
      summary: `One ${p.title}`,
      access: 'member',
      params: p.params,
      ok: { description: `The ${p.noun} as I see it.`, schema: ref(p.schema) },
    },
    ...actions(
      `${path}/{id}`,
      {
        access: 'member',
        params: p.params,
        answer: ref(p.schema),
        errors: { 403: p.wrongMember, 409: `\`This ${p.noun} is no longer pending\`.` },
      },
      {
        accept: { summary: `Accept a ${p.title}`, ...p.accept },
        decline: { summary: `Decline a ${p.title}`, description: p.decline, done: 'Declined.' },
        cancel: { summary: `Withdraw a ${p.title}`, description: p.withdraw, done: 'Withdrawn.' },
      },
    ),
  };
}

/** Needs, matches and swaps (modules/needs, modules/swaps). */
export const swapPaths = routes(TAG, {
  'GET /needs': {
    summary: 'The Needs board',
    description:
      'Open needs (not closed, not past their last day), most relevant first when searching, else newest first; the filters combine, as on /services.',
    access: 'public',
    ...pagedList(
      { arrayOf: S.Need, description: 'A page of needs; the next one is in the `Link` header.' },
      {
        filters: {
          search: fullTextSearch('title and description'),
          category: categoryFilter,
          min_budget: {
            description: 'Only needs whose max EP covers this price.',
            schema: int({ minimum: 1, maximum: 20 }),
          },
        },
        headers: cappedPageHeaders,
      },
    ),
  },
  'GET /user/needs': myList(
    'My needs',
    S.Need,
    'My needs with their answers.',
    'My needs, open and closed, newest first (at most 100), each with the services offered for it.',
  ),
  'POST /needs': {
    summary: 'Post a need',
    description: 'Members whose services fit it get a match alert (at most one a day each).',
    access: 'member',
    body: { input: 'NeedInput' },
    ok: { status: 201, description: 'Posted.', schema: ref(S.Need) },
    errors: { 400: 'A broken rule of the need form, `Unknown category: …` or `End date must be today or later`.' },
  },
  ...ownListingEdits(
    '/needs',
    { noun: 'need', params: needId, input: 'NeedInput', schema: S.Need, notYours },
    { done: 'Deleted.', schema: S.NeedDeleted },
    { 400: 'A broken rule of the need form.' },
  ),
  'POST /needs/{id}/close': {
    summary: 'Close or reopen a need',
    description: 'A closed need leaves the board and the matches; `{"closed": false}` reopens it.',
    access: 'member',
    params: needId,
    body: { input: 'CloseNeedArgs', required: false },
    ok: { description: 'Closed (or reopened).', schema: ref(S.Need) },
    errors: { 400: '`closed must be true or false`.', 403: notYours },
  },
  'POST /needs/{id}/answers': {
    summary: 'I can help',
    description:
      "Offers one of my active services for someone else's open need; its author is notified and can request the service in one click. Answering again with the same service changes nothing; a member offers one service per need.",
    access: 'member',
    params: needId,
    body: { input: 'AnswerNeedArgs' },
    ok: { status: 201, description: 'The need (its answer_count includes mine).', schema: ref(S.Need) },
    errors: {
      400: '`service_id is required`.',
      403: '`You cannot answer your own need` or `You can only offer your own services`.',
      404: '`Need not found` or `Service not found`.',
      409: '`This need is closed` or `You already offered a service for this need`.',
    },
  },
  'GET /matches': {
    summary: 'For you',
    description:
      'Services that fit my open needs, open needs that fit my services and skills, and reciprocal swaps, best first (at most 20 of each).',
    access: 'member',
    ok: { description: 'My matches.', schema: ref(S.Matches) },
  },
  ...proposalRoutes('/swaps', {
    title: 'swap',
    noun: 'swap',
    schema: S.Swap,
    params: swapId,
    listDescription: 'Swaps I proposed or that were proposed to me, newest first.',
    propose: {
      description:
        'My service for theirs: two requests, accepted or declined together. When both are completed only the difference in cost moves (equal costs: none). When I receive the dearer service the difference is held now.',
      input: 'ProposeSwapArgs',
      errors: {
        400: "A missing id, two services of one member, or not enough EP for the difference: `You don't have enough Energy Points for this swap!` with `available` and `required`.",
        403: '`Propose a swap with one of your own services`, or a block between the two members (`You blocked this member: unblock them in Settings to contact them again` or `This member does not accept questions, requests or messages from you`).',
        404: '`Service not found`.',
        409: '`You already have an open swap of these two services`.',
      },
    },
    wrongMember: 'The wrong side of the swap (`detail` says who may).',
    accept: {
      description:
        'Only the member it was proposed to: both requests are accepted together (and the difference held when I owe it).',
      done: 'Accepted.',
      errors: { 400: "Not enough EP for the difference I owe: `You don't have enough Energy Points for this swap!`." },
    },
    decline: 'Only the member it was proposed to: both requests are declined, any hold released.',
    withdraw: 'Only the member who proposed it: both requests are cancelled, any hold released.',
  }),
  ...proposalRoutes('/rings', {
    title: 'swap ring',
    noun: 'ring',
    schema: S.Ring,
    params: ringId,
    listDescription: 'Rings I proposed or that were proposed to me, newest first.',
    propose: {
      description:
        'Three members, three services: I give mine to the owner of the second, who gives it to the owner of the third, who gives the third to me. Three requests, accepted only when both other members accept, declined for all if one declines. No EP move, whatever the prices (barter).',
      input: 'ProposeRingArgs',
      errors: {
        400: 'A missing id, or not three services of three members: `A ring needs three services of three different members`.',
        403: '`Propose a ring with one of your own services`.',
        404: '`Service not found`.',
        409: '`You already have an open ring of these three services`.',
      },
    },
    wrongMember: 'The wrong member of the ring (`detail` says who may).',
    accept: {
      description:
        'One of the two members it was proposed to; once both have, its three requests are accepted together.',
      done: 'My acceptance recorded (the ring is `accepted` once both have).',
      errors: { 409: '`This ring is no longer pending` or `You already accepted this ring`.' },
    },
    decline: 'One of the two members it was proposed to: the ring and its three requests are declined for all.',
    withdraw: 'Only the member who proposed it: the ring and its three requests are cancelled.',
  }),
});
