import { componentSchemas as S } from '../components.js';
import { routes } from '../operation.js';
import { pagedList } from '../paging.js';
import { ref } from '../shapes.js';

const TAG = 'Questions';

/** A question: its 404 also hides it from whoever is not one of its two members. */
const questionOf = {
  id: {
    description: 'The question id.',
    notFound: '`Question not found`: also when the caller is not one of its two members (admins included).',
  },
};

const BLOCKED =
  '`You blocked this member: unblock them in Settings to contact them again` or `This member does not accept questions, requests or messages from you`.';

/** Questions before an exchange (modules/conversations): private threads between two members. */
export const questionPaths = routes(TAG, {
  'POST /questions': {
    summary: 'Ask a member a question',
    description:
      'Exactly one of `service_id` (its coach is asked), `need_id` (its author is asked) or `member_id` (asked from their profile), and the question as `body` (1–2,000 characters once trimmed; it is the thread’s first message, counted in the 30 messages a minute). One thread per asker, member asked and subject: asking again writes into the same thread (and, once it became a request, into the request’s). The member asked gets a `message_received` notification.',
    access: 'member',
    body: { input: 'AskQuestionInput' },
    ok: { status: 201, description: 'The question thread.', schema: ref(S.Question) },
    errors: {
      400: '`Ask about one of: a service (service_id), a need (need_id) or a member (member_id)`, `Write a message before sending it` or `A message can be at most 2,000 characters`.',
      403: `\`You cannot ask yourself a question\`, or a block: ${BLOCKED}`,
      404: '`Service not found`, `Need not found` or `Member not found`.',
      429: '`You can send at most 30 messages a minute. Please wait a moment.`',
    },
  },
  'GET /questions': {
    summary: 'My questions',
    description: 'The questions I asked or was asked, the latest activity first.',
    access: 'member',
    ...pagedList({ arrayOf: S.Question, description: 'A page of my questions.' }),
  },
  'GET /questions/{id}': {
    summary: 'One of my questions',
    access: 'member',
    params: questionOf,
    ok: { description: 'The question thread.', schema: ref(S.Question) },
  },
  'POST /questions/{id}/to-request': {
    summary: 'Turn a question into a request',
    description:
      'Two steps. Its coach (`coach_id`) proposes one of their services: `service_id`, or the question’s own service when it is about one; a message in the thread says what it costs. Then the other member confirms (`can_confirm`), optionally with `message`: the request is sent as `POST /requests` sends it (balance check, EP held for a free member, the default message when none is given), and the question’s messages continue on its thread (`request_id`; `GET /requests/{id}/messages` shows them).',
    access: 'member',
    params: questionOf,
    body: { input: 'QuestionToRequestInput', required: false },
    ok: { description: 'The question, with its proposal or the request it became.', schema: ref(S.Question) },
    errors: {
      400: '`Choose one of your services to propose`, `Message must be at most 2000 characters long`, or `Not enough Energy Points…` (the balance check of a request).',
      403: `A block: ${BLOCKED}`,
      404: '`Service not found` (not one of the coach’s services).',
      409: '`This question is already a request: its thread continues there` or `The coach has not proposed a request yet`.',
    },
  },
  'GET /questions/{id}/messages': {
    summary: 'Read the thread of a question',
    description:
      'As a request’s thread: newest first, a page at a time; reading does not mark it read. Once the question became a request, the request’s thread.',
    access: 'member',
    params: questionOf,
    ...pagedList({
      schema: S.MessagePage,
      description: 'A page of messages and the caller’s unread count in this thread.',
    }),
  },
  'POST /questions/{id}/messages': {
    summary: 'Write to the thread of a question',
    description:
      'Plain text, trimmed, 1–2,000 characters; at most 30 messages a minute per member (all threads). The other member gets a `message_received` notification (one unread per thread). Once the question became a request, the message goes to the request’s thread.',
    access: 'member',
    params: questionOf,
    body: { input: 'MessageBodyArgs' },
    ok: { status: 201, description: 'The message as saved.', schema: ref(S.Message) },
    errors: {
      400: '`Write a message before sending it` (empty once trimmed) or `A message can be at most 2,000 characters`.',
      403: `A block: ${BLOCKED}`,
      429: '`You can send at most 30 messages a minute. Please wait a moment.`',
    },
  },
  'POST /questions/{id}/messages/read': {
    summary: 'Mark the thread of a question read',
    description: 'The caller’s unread count of this thread becomes 0 and its message notification is marked read.',
    access: 'member',
    params: questionOf,
    ok: { description: 'Read.', schema: ref(S.ThreadRead) },
  },
});
