import { componentSchemas as S } from '../components.js';
import { routes } from '../operation.js';
import { pagedList } from '../paging.js';
import { ref } from '../shapes.js';

const TAG = 'Requests, sessions and testimonials';
/** The request of a thread: its 404 also hides it from whoever is not one of its two parties. */
const threadOf = {
  id: {
    description: 'The exchange request id.',
    notFound: '`Exchange request not found`: also when the caller is not one of its two parties (admins included).',
  },
};

/** The occurrence of a thread: its 404 also hides it from whoever is not one of its members. */
const groupThreadOf = {
  id: {
    description: 'The group session id.',
    notFound:
      '`Group session not found`: also when the caller is not one of its thread’s members — its coach and the members holding a seat (admins, members who only wait or who left included).',
  },
};

/** The private thread of each exchange request and of each group session (modules/conversations). */
export const conversationPaths = routes(TAG, {
  'GET /requests/{id}/messages': {
    summary: 'Read the thread of a request',
    description:
      'Newest first, a page at a time (follow the `Link` header for older messages). Reading does not mark the thread read: `POST /requests/{id}/messages/read` does.',
    access: 'member',
    params: threadOf,
    ...pagedList({
      schema: S.MessagePage,
      description: 'A page of messages and the caller’s unread count in this thread.',
    }),
  },
  'POST /requests/{id}/messages': {
    summary: 'Write to the thread of a request',
    description:
      'Plain text, trimmed, 1–2,000 characters. At most 30 messages a minute per member. The other party gets a `message_received` notification (one unread per thread: further messages update it).',
    access: 'member',
    params: threadOf,
    body: { input: 'MessageBodyArgs' },
    ok: { status: 201, description: 'The message as saved.', schema: ref(S.Message) },
    errors: {
      400: '`Write a message before sending it` (empty once trimmed) or `A message can be at most 2,000 characters`.',
      403: 'A block between the two parties: `You blocked this member: unblock them in Settings to contact them again` or `This member does not accept questions, requests or messages from you`.',
      429: '`You can send at most 30 messages a minute. Please wait a moment.`',
    },
  },
  'POST /requests/{id}/messages/read': {
    summary: 'Mark the thread read',
    description: 'The caller’s unread count of this thread becomes 0 and its message notification is marked read.',
    access: 'member',
    params: threadOf,
    ok: { description: 'Read.', schema: ref(S.ThreadRead) },
  },
  'GET /group-sessions/{id}/thread': {
    summary: 'The thread of a group session',
    description:
      'Every group session has one thread from its scheduling on (nothing to create): its coach and the members holding a seat (booked, attended or absent) read and write it. A member who only waits does not see it; one who leaves (or whose seat is released) loses it.',
    access: 'member',
    params: groupThreadOf,
    ok: { description: 'Its members and counts.', schema: ref(S.GroupSessionThread) },
  },
  'GET /group-sessions/{id}/messages': {
    summary: 'Read the thread of a group session',
    description:
      'As a request’s thread: newest first, a page at a time; reading does not mark it read (`POST /group-sessions/{id}/messages/read` does).',
    access: 'member',
    params: groupThreadOf,
    ...pagedList({
      schema: S.MessagePage,
      description: 'A page of messages and the caller’s unread count in this thread.',
    }),
  },
  'POST /group-sessions/{id}/messages': {
    summary: 'Write to the thread of a group session',
    description:
      'Plain text, trimmed, 1–2,000 characters; at most 30 messages a minute per member (all threads). Every other member gets a `message_received` notification (one unread per thread).',
    access: 'member',
    params: groupThreadOf,
    body: { input: 'MessageBodyArgs' },
    ok: { status: 201, description: 'The message as saved.', schema: ref(S.Message) },
    errors: {
      400: '`Write a message before sending it` (empty once trimmed) or `A message can be at most 2,000 characters`.',
      429: '`You can send at most 30 messages a minute. Please wait a moment.`',
    },
  },
  'POST /group-sessions/{id}/messages/read': {
    summary: 'Mark the thread of a group session read',
    description: 'The caller’s unread count of this thread becomes 0 and its message notification is marked read.',
    access: 'member',
    params: groupThreadOf,
    ok: { description: 'Read.', schema: ref(S.ThreadRead) },
  },
});
