import { componentSchemas as S } from '../components.js';
import { input, routes } from '../operation.js';
import { pagedList } from '../paging.js';
import { ref, str } from '../shapes.js';

const TAG = 'Requests, sessions and testimonials';
/** The request of a thread: its 404 also hides it from whoever is not one of its two parties. */
const threadOf = {
  id: {
    description: 'The exchange request id.',
    notFound: '`Exchange request not found`: also when the caller is not one of its two parties (admins included).',
  },
};

/** The private thread of each exchange request (modules/conversations). */
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
    body: { schema: input({ body: str({ minLength: 1, maxLength: 2000 }) }, ['body']) },
    ok: { status: 201, description: 'The message as saved.', schema: ref(S.Message) },
    errors: {
      400: '`Write a message before sending it` (empty once trimmed) or `A message can be at most 2,000 characters`.',
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
});
