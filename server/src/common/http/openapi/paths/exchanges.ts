import { componentSchemas as S } from '../components.js';
import { actions, idempotencyKey, myList, routes } from '../operation.js';
import { ref } from '../shapes.js';
import { groupSessionId, requestId, sessionId } from './resources.js';

const TAG = 'Requests, sessions and testimonials';

const notParty = 'The member is not a party of it, or not the party who may do this (`detail` says which).';
/** For the routes whose body names the exchange request (`request_id`, `exchange_request_id`); path ids get it from `requestId`. */
const bodyRequestNotFound = requestId.id.notFound;

/** Requests, sessions and testimonials (modules/exchanges). */
export const exchangePaths = routes(TAG, {
  'POST /requests': {
    summary: 'Send an exchange request',
    description:
      "Holds the service's EP cost from the requester (premium members are exempt) until the coach answers. An empty message becomes 'Hi! I'd like to exchange N EP for your T service.'",
    access: 'member',
    headers: idempotencyKey(
      'Optional, 1–100 letters, digits, - or _: a retried send with the same key never holds EP twice.',
    ),
    body: { input: 'SendRequestInput' },
    ok: {
      status: 201,
      description: 'Sent (or the earlier send with this Idempotency-Key).',
      schema: ref(S.ExchangeRequest),
    },
    errors: {
      400: "A broken rule, or not enough EP: `You don't have enough Energy Points for this exchange!` with `available` and `required`.",
      403: 'The service is your own, or a block between the coach and you: `You blocked this member: unblock them in Settings to contact them again` or `This member does not accept questions, requests or messages from you`.',
      404: 'No such active service.',
      409: 'This request was already sent.',
    },
  },
  'GET /requests/received': myList('Requests I received', S.ExchangeRequest, 'Requests for my services, newest first.'),
  'GET /requests/sent': myList('Requests I sent', S.ExchangeRequest, 'My requests, newest first.'),
  'POST /requests/respond': {
    summary: 'Accept or decline a request',
    description: 'Only the coach answers a pending request. Declining releases the held EP.',
    access: 'member',
    body: { input: 'RespondToRequestInput' },
    ok: { description: 'Answered.', schema: ref(S.ExchangeRequest) },
    errors: { 403: notParty, 404: bodyRequestNotFound, 409: 'The request is no longer pending.' },
  },
  ...actions(
    '/requests/{id}',
    { access: 'member', params: requestId, answer: ref(S.ExchangeRequest), errors: { 403: notParty } },
    {
      cancel: {
        summary: 'Cancel my request',
        description: 'Only the requester cancels a pending request; the held EP come back.',
        done: 'Cancelled.',
        errors: { 409: 'The request is no longer pending.' },
      },
      complete: {
        summary: 'Mark a request complete',
        description:
          'An accepted request with a session date (or answered more than a day ago) is completed: the EP go to the coach.',
        done: 'Completed.',
        errors: {
          400: 'Not enough EP for a request that was not held.',
          409: 'The request is not accepted, or has no session date yet.',
        },
      },
    },
  ),
  'GET /requests/{id}/can-testimonial': {
    summary: 'May I write a testimonial',
    access: 'member',
    params: requestId,
    ok: { description: 'True for a completed request I have not reviewed yet.', schema: ref(S.CanTestimonial) },
    errors: { 403: notParty },
  },
  'GET /sessions': myList('My sessions', S.Session, 'Sessions where I am coach or student.'),
  'POST /sessions': {
    summary: 'Propose a session',
    description: "A date and an hourly slot of the other party's availability, for an accepted request.",
    access: 'member',
    body: { input: 'ProposeSessionInput' },
    ok: { status: 201, description: 'Proposed.', schema: ref(S.Session) },
    errors: {
      400: 'A broken rule: the date is past, or the slot is not in the availability.',
      403: notParty,
      404: bodyRequestNotFound,
      409: 'The request is not accepted.',
    },
  },
  ...actions(
    '/sessions/{id}',
    { access: 'member', params: sessionId, answer: ref(S.Session), errors: { 403: notParty } },
    {
      respond: {
        summary: 'Accept or reject a session',
        description: 'Only the party who did not propose it answers a pending session.',
        body: { input: 'RespondToSessionArgs' },
        done: 'Answered.',
        errors: { 409: 'The session is no longer pending, or the slot was booked meanwhile.' },
      },
      complete: {
        summary: 'Mark a session complete',
        done: 'Completed.',
        errors: { 409: 'The session is not accepted.' },
      },
    },
  ),
  'POST /testimonials': {
    summary: 'Write a testimonial',
    description: 'For a completed request, once per party; earns the writer 1 EP.',
    access: 'member',
    body: { input: 'TestimonialInput' },
    ok: { status: 201, description: 'Written.', schema: ref(S.Testimonial) },
    errors: {
      403: notParty,
      404: bodyRequestNotFound,
      409: 'The request is not completed, or already reviewed by me.',
    },
  },
  'POST /group-sessions/{id}/testimonial': {
    summary: 'Review a group session I attended',
    description:
      'The attendee of an attended seat reviews its coach, once per seat; earns the writer 1 EP once. Not after the seat was reversed by a dispute.',
    access: 'member',
    params: groupSessionId,
    body: { input: 'SeatTestimonialInput' },
    ok: { status: 201, description: 'Written.', schema: ref(S.Testimonial) },
    errors: {
      400: 'A broken rule of the form (rating 1–5, content 1–2000 characters).',
      403: '`Only a member who attended this group session can review it` (the coach, anyone without a seat).',
      404: '`Group session not found`.',
      409: '`You can review a group session once you attended it`, `Your seat was reversed after a dispute: it can no longer be reviewed`, `You have already written a testimonial for this group session`.',
    },
  },
  'GET /testimonials/received': myList('Testimonials about me', S.Testimonial, 'Newest first.'),
  'GET /testimonials/given': myList('Testimonials I wrote', S.Testimonial, 'Newest first.'),
});
