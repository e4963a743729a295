import { bool, dateTime, int, nullable, obj, oneOfStrings, str, uuid } from './shapes.js';

/** The schemas of questions before an exchange and of blocking (modules/conversations, modules/blocks). */

const Question = obj(
  {
    id: uuid(),
    subject: oneOfStrings(
      ['service', 'need', 'member'] as const,
      'What it is about: a service of the member asked, a need they posted, or them (asked from their profile).',
    ),
    service_id: nullable(uuid('The service it is about.')),
    need_id: nullable(uuid('The need it is about.')),
    title: str({ description: 'The service’s or the need’s title; for a member, “A question to <name>”.' }),
    role: oneOfStrings(['asker', 'answerer'] as const, 'Whether I asked it or was asked.'),
    coach_id: uuid('Who would coach if it becomes an exchange: the member asked, or the asker of a need.'),
    other_member: obj({ id: uuid(), full_name: str() }, { description: 'The other member of the thread.' }),
    proposed_service: nullable(
      obj(
        {
          id: uuid(),
          title: str(),
          energy_cost: int({ minimum: 1, maximum: 20, description: 'What the request will hold.' }),
        },
        { description: 'The service the coach proposed to turn the question into; null until they do.' },
      ),
    ),
    request_id: nullable(
      uuid('The exchange request it became; its thread continues there (with the question’s messages).'),
    ),
    can_propose: bool('I am its coach and it has not become a request.'),
    can_confirm: bool(
      'I am the other member, the coach proposed a service and it has not become a request: confirming sends the request.',
    ),
    unread_count: int({ minimum: 0, description: 'Messages from the other member I have not marked read.' }),
    created_at: dateTime(),
    last_message_at: dateTime(),
  },
  { description: 'A private question thread between two members, before (or instead of) an exchange request.' },
);

const BlockedMember = obj(
  {
    member_id: uuid(),
    full_name: str(),
    blocked_at: dateTime(),
  },
  { description: 'A member I blocked: no questions, requests or messages between us until I unblock them.' },
);

export const questionSchemas = { Question, BlockedMember };
