import { defineQuery, type Query } from '../../db/typed-query.js';

/** The conversations module's SQL (`messages`, `thread_reads`). Runs through `db/typed-query.ts`. */

/**
 * Read model of the exchanges module: who the two parties of a request are and what it is about.
 * A thread belongs to its request from creation on, whatever the request's status.
 */
export const threadOf = defineQuery<
  [requestId: string],
  { id: string; requester_id: string; coach_id: string; title: string; requester_name: string; coach_name: string }
>(
  'threadOf',
  `SELECT r.id, r.requester_id, r.coach_id, o.title, rq.full_name AS requester_name, co.full_name AS coach_name
     FROM exchange_requests r
     JOIN offers o ON o.id = r.offer_id
     JOIN users rq ON rq.id = r.requester_id
     JOIN users co ON co.id = r.coach_id
    WHERE r.id = $1`,
);

/** A message as its thread shows it. */
export interface MessageRow {
  id: string;
  requestId: string;
  senderId: string;
  body: string;
  createdAt: Date;
}
const COLUMNS = `id, exchange_request_id AS "requestId", sender_id AS "senderId", body, created_at AS "createdAt"`;

export const insertMessage = defineQuery<[requestId: string, senderId: string, body: string], MessageRow>(
  'insertMessage',
  `INSERT INTO messages (exchange_request_id, sender_id, body) VALUES ($1, $2, $3) RETURNING ${COLUMNS}`,
);

/** One message of a thread, for a live event (the event carries ids only: NOTIFY payloads are small). */
export const messageInThread = defineQuery<[requestId: string, messageId: string], MessageRow>(
  'messageInThread',
  `SELECT ${COLUMNS} FROM messages WHERE exchange_request_id = $1 AND id = $2`,
);

export type MessagePageRow = MessageRow & { cursorCreated: string };
const page = (afterCursor: boolean) =>
  `SELECT ${COLUMNS}, created_at::text AS "cursorCreated" FROM messages
    WHERE exchange_request_id = $1${afterCursor ? ' AND (created_at, id) < ($3::timestamptz, $4::uuid)' : ''}
    ORDER BY created_at DESC, id DESC LIMIT $2`;

/** A page of a thread, newest first (the index `messages_request_created_idx`). */
export const messagePages: {
  first: Query<[requestId: string, limit: number], MessagePageRow>;
  after: Query<[requestId: string, limit: number, afterCreated: string, afterId: string], MessagePageRow>;
} = {
  first: defineQuery('messagePage', page(false)),
  after: defineQuery('messagePageAfter', page(true)),
};

export const messageCount = defineQuery<[requestId: string], { n: number }>(
  'messageCount',
  `SELECT count(*)::int AS n FROM messages WHERE exchange_request_id = $1`,
);

/** Messages from the other party the member has not read yet, per thread (batched for a list). */
export const unreadPerThread = defineQuery<
  [memberId: string, requestIds: readonly string[]],
  { id: string; n: number }
>(
  'unreadPerThread',
  `SELECT m.exchange_request_id AS id, count(*)::int AS n
     FROM messages m
     LEFT JOIN thread_reads tr ON tr.exchange_request_id = m.exchange_request_id AND tr.user_id = $1
    WHERE m.exchange_request_id = ANY($2::uuid[]) AND m.sender_id <> $1
      AND (tr.last_read_at IS NULL OR m.created_at > tr.last_read_at)
    GROUP BY m.exchange_request_id`,
);

/** The member has read the thread up to now. */
export const markThreadRead = defineQuery<[requestId: string, memberId: string]>(
  'markThreadRead',
  `INSERT INTO thread_reads (exchange_request_id, user_id, last_read_at) VALUES ($1, $2, now())
   ON CONFLICT (exchange_request_id, user_id) DO UPDATE SET last_read_at = GREATEST(thread_reads.last_read_at, now())`,
);

/** "My data": every message of the threads I am a party of; the other party by name only. */
export const exportMessagesOf = defineQuery<[memberId: string], Record<string, unknown>>(
  'exportMessagesOf',
  `SELECT m.id, m.exchange_request_id AS request_id, (m.sender_id = $1) AS sent_by_me, s.full_name AS sender_name, m.body, m.created_at
     FROM exchange_requests r
     JOIN messages m ON m.exchange_request_id = r.id
     JOIN users s ON s.id = m.sender_id
    WHERE r.requester_id = $1 OR r.coach_id = $1
    ORDER BY m.exchange_request_id, m.created_at, m.id`,
);
