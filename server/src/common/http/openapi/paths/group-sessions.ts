import { componentSchemas as S } from '../components.js';
import { actions, routes } from '../operation.js';
import { arrayOf, ref } from '../shapes.js';
import { pagedList } from '../paging.js';
import { groupSessionId, serviceId } from './resources.js';

const TAG = 'Requests, sessions and testimonials';

const coachOnly = '`Only the coach can do this`.';
const closed = '`This group session is no longer open`';

/** Group sessions (modules/group-sessions): occurrences of a service with seats and a waitlist. */
export const groupSessionPaths = routes(TAG, {
  'GET /services/{id}/group-sessions': {
    summary: "A service's upcoming group sessions",
    description:
      'Scheduled and not yet started, soonest first (at most 20), with seats taken and left. Public; a signed-in caller also sees their own seat, and the coach the roster.',
    access: 'public',
    params: serviceId,
    ok: { description: 'The upcoming group sessions.', schema: arrayOf(ref(S.GroupSession)) },
  },
  'POST /services/{id}/group-sessions': {
    summary: 'Schedule a group session',
    description:
      "The service's coach, for a service whose max participants is above 1: a date and an hourly slot of their availability (their timezone), not in the past, not at the time of another of their group sessions or accepted sessions; `seats` from 1 to the service's max (its max when absent).",
    access: 'member',
    params: serviceId,
    body: { input: 'ScheduleGroupSessionInput' },
    ok: { status: 201, description: 'Scheduled.', schema: ref(S.GroupSession) },
    errors: {
      400: 'A broken rule of the form, `The date cannot be before today`, `This time slot has already passed`, `This time slot is not in your availability`, `Seats must be between 1 and N` or `Group sessions are for services with more than one participant`.',
      403: '`Only the coach of this service can schedule group sessions`.',
      409: '`You already have a group session at that time` or `You already have a session at that time`.',
    },
  },
  'GET /user/group-sessions': {
    summary: 'My group sessions',
    description:
      'As coach (`role=coach`) or as attendee (`role=attendee`, the default: a seat or a place on the waitlist), latest start first.',
    access: 'member',
    ...pagedList(
      { arrayOf: S.GroupSession, description: 'A page of my group sessions.' },
      {
        default: 20,
        filters: {
          role: {
            description: '`coach` or `attendee` (the default).',
            schema: { type: 'string', enum: ['coach', 'attendee'] },
          },
        },
      },
    ),
    errors: { 400: '`role must be coach or attendee`, a bad `limit` or cursor.' },
  },
  'GET /group-sessions/{id}': {
    summary: 'One group session',
    description: 'Public; a signed-in caller also sees their own seat, and the coach the roster.',
    access: 'public',
    params: groupSessionId,
    ok: { description: 'The group session as I see it.', schema: ref(S.GroupSession) },
  },
  'PUT /group-sessions/{id}/notes': {
    summary: "Rewrite a group session's notes",
    access: 'member',
    params: groupSessionId,
    body: { input: 'GroupSessionNotesInput' },
    ok: { description: 'Saved.', schema: ref(S.GroupSession) },
    errors: { 400: '`Notes must be at most 2000 characters long`.', 403: coachOnly, 409: `${closed}.` },
  },
  ...actions(
    '/group-sessions/{id}',
    { access: 'member', params: groupSessionId, answer: ref(S.GroupSession) },
    {
      join: {
        summary: 'Book a seat',
        description:
          "Holds the seat's cost in escrow (nothing for Premium members); when every seat is taken, joins the waitlist, last. One seat per member; nobody books their own.",
        done: 'Booked, or waitlisted (`my_status`).',
        errors: {
          400: "`You don't have enough Energy Points for this exchange!` (nothing changes).",
          403: '`You cannot book a seat in your own group session`.',
          409: `\`You already have a seat in this group session\`, \`You are already on the waitlist of this group session\`, ${closed} or \`This group session has already started\`.`,
        },
      },
      leave: {
        summary: 'Leave a group session',
        description:
          'A booked seat up to 24 hours before the start (the hold comes back; the seat goes to the first on the waitlist who can pay), or a place on the waitlist until the start.',
        done: 'Left.',
        errors: {
          404: '`You have no seat in this group session`.',
          409: `\`A seat can be left up to 24 hours before the start\`, ${closed} or \`This group session has already started\`.`,
        },
      },
      cancel: {
        summary: 'Cancel a group session',
        description:
          'Its coach: every hold released, every seat holder and waitlisted member told. A second call answers it as it is.',
        done: 'Cancelled.',
        errors: { 403: coachOnly, 409: `${closed}.` },
      },
      complete: {
        summary: 'Complete a group session',
        description:
          'Its coach, from the start time on: each member in `attended` (each with a booked seat) is paid for once, every other booked seat is absent and released, the waitlist released. A second call answers it as it is.',
        body: { input: 'CompleteGroupSessionInput' },
        done: 'Completed.',
        errors: {
          400: '`Only members with a booked seat can be marked attended` or a malformed `attended` (nothing changes).',
          403: coachOnly,
          409: `\`A group session can be completed from its start time on\` or ${closed}.`,
        },
      },
    },
  ),
});
