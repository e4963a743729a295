import { defineQuery, type Query } from '../../db/typed-query.js';

/**
 * The conversations module's SQL (`messages`, `thread_reads`, `group_session_thread_reads`). Runs
 * through `db/typed-query.ts`. A thread belongs to an exchange request (its two parties) or to a
 * group-session occurrence (its coach and the members holding a seat in it): the same statements,
 * one set per kind of thread (`THREADS`).
 */

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
     JOIN services o ON o.id = r.service_id
     JOIN users rq ON rq.id = r.requester_id
     JOIN users co ON co.id = r.coach_id
    WHERE r.id = $1`,
);

/** The seats whose members are in an occurrence's thread: booked, attended, absent (not waiting, not gone). */
const IN_THREAD = `('booked', 'attended', 'absent')`;

/**
 * Read model of the group sessions module (`group_sessions`, `group_session_seats`): an occurrence's
 * thread members — its coach, then the members holding a seat in it, in booking order — and its title.
 * A member who left, was released or only waits is not one of them.
 */
export const groupThreadOf = defineQuery<
  [groupSessionId: string],
  {
    id: string;
    title: string;
    coach_id: string;
    coach_name: string;
    attendees: Array<{ id: string; fullName: string }>;
  }
>(
  'groupThreadOf',
  `SELECT g.id, o.title, g.coach_id, c.full_name AS coach_name,
          coalesce((SELECT json_agg(json_build_object('id', u.id, 'fullName', u.full_name) ORDER BY s.booked_at, s.id)
                      FROM group_session_seats s JOIN users u ON u.id = s.member_id
                     WHERE s.group_session_id = g.id AND s.status IN ${IN_THREAD}), '[]'::json) AS attendees
     FROM group_sessions g
     JOIN services o ON o.id = g.service_id
     JOIN users c ON c.id = g.coach_id
    WHERE g.id = $1`,
);

/**
 * Read model of the question threads (`questions`, this module's): its two members — the coach
 * first — what it is about, and the request it became, if it did (its thread continues there).
 */
export const questionThreadOf = defineQuery<
  [questionId: string],
  {
    id: string;
    asker_id: string;
    answerer_id: string;
    coach_id: string;
    exchange_request_id: string | null;
    title: string;
    asker_name: string;
    answerer_name: string;
  }
>(
  'questionThreadOf',
  `SELECT qu.id, qu.asker_id, qu.answerer_id, qu.coach_id, qu.exchange_request_id,
          coalesce(o.title, n.title, 'A question to ' || b.full_name) AS title,
          a.full_name AS asker_name, b.full_name AS answerer_name
     FROM questions qu
     JOIN users a ON a.id = qu.asker_id
     JOIN users b ON b.id = qu.answerer_id
     LEFT JOIN services o ON o.id = qu.service_id
     LEFT JOIN needs n ON n.id = qu.need_id
    WHERE qu.id = $1`,
);

/**
 * A message as its thread shows it: in a request's thread, an occurrence's or a question's. A
 * question's messages keep `questionId` once it became a request, and get the request's id too.
 */
export interface MessageRow {
  id: string;
  requestId: string | null;
  groupSessionId: string | null;
  questionId: string | null;
  senderId: string;
  body: string;
  createdAt: Date;
}
const COLUMNS = `id, exchange_request_id AS "requestId", group_session_id AS "groupSessionId", question_id AS "questionId", sender_id AS "senderId", body, created_at AS "createdAt"`;
export type MessagePageRow = MessageRow & { cursorCreated: string };

/** The statements of one kind of thread, each taking the thread's id (the request's or the occurrence's). */
export interface ThreadStatements {
  insert: Query<[threadId: string, senderId: string, body: string], MessageRow>;
  /** One message of a thread, for a live event (the event carries ids only: NOTIFY payloads are small). */
  one: Query<[threadId: string, messageId: string], MessageRow>;
  /** A page of the thread, newest first. */
  first: Query<[threadId: string, limit: number], MessagePageRow>;
  after: Query<[threadId: string, limit: number, afterCreated: string, afterId: string], MessagePageRow>;
  count: Query<[threadId: string], { n: number }>;
  /** The member has read the thread up to now. */
  markRead: Query<[threadId: string, memberId: string], void>;
  /** The member's unread messages per thread, for a list of threads of this kind (batched). */
  unread: Query<[memberId: string, threadIds: readonly string[]], { id: string; n: number }>;
}

const page = (column: string, afterCursor: boolean) =>
  `SELECT ${COLUMNS}, created_at::text AS "cursorCreated" FROM messages
    WHERE ${column} = $1${afterCursor ? ' AND (created_at, id) < ($3::timestamptz, $4::uuid)' : ''}
    ORDER BY created_at DESC, id DESC LIMIT $2`;

// ─── A request's thread ──────────────────────────────────────────────────────────────────────────

export const insertMessage = defineQuery<[requestId: string, senderId: string, body: string], MessageRow>(
  'insertMessage',
  `INSERT INTO messages (exchange_request_id, sender_id, body) VALUES ($1, $2, $3) RETURNING ${COLUMNS}`,
);

export const messageInThread = defineQuery<[requestId: string, messageId: string], MessageRow>(
  'messageInThread',
  `SELECT ${COLUMNS} FROM messages WHERE exchange_request_id = $1 AND id = $2`,
);

/** A page of a request's thread, newest first (the index `messages_request_created_idx`). */
export const messagePages: {
  first: Query<[requestId: string, limit: number], MessagePageRow>;
  after: Query<[requestId: string, limit: number, afterCreated: string, afterId: string], MessagePageRow>;
} = {
  first: defineQuery('messagePage', page('exchange_request_id', false)),
  after: defineQuery('messagePageAfter', page('exchange_request_id', true)),
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

export const markThreadRead = defineQuery<[requestId: string, memberId: string]>(
  'markThreadRead',
  `INSERT INTO thread_reads (exchange_request_id, user_id, last_read_at) VALUES ($1, $2, now())
   ON CONFLICT (exchange_request_id, user_id) DO UPDATE SET last_read_at = GREATEST(thread_reads.last_read_at, now())`,
);

// ─── An occurrence's thread ──────────────────────────────────────────────────────────────────────

export const insertGroupMessage = defineQuery<[groupSessionId: string, senderId: string, body: string], MessageRow>(
  'insertGroupMessage',
  `INSERT INTO messages (group_session_id, sender_id, body) VALUES ($1, $2, $3) RETURNING ${COLUMNS}`,
);

export const groupMessageInThread = defineQuery<[groupSessionId: string, messageId: string], MessageRow>(
  'groupMessageInThread',
  `SELECT ${COLUMNS} FROM messages WHERE group_session_id = $1 AND id = $2`,
);

/** A page of an occurrence's thread, newest first (the index `messages_group_session_created_idx`). */
export const groupMessagePages: {
  first: Query<[groupSessionId: string, limit: number], MessagePageRow>;
  after: Query<[groupSessionId: string, limit: number, afterCreated: string, afterId: string], MessagePageRow>;
} = {
  first: defineQuery('groupMessagePage', page('group_session_id', false)),
  after: defineQuery('groupMessagePageAfter', page('group_session_id', true)),
};

export const groupMessageCount = defineQuery<[groupSessionId: string], { n: number }>(
  'groupMessageCount',
  `SELECT count(*)::int AS n FROM messages WHERE group_session_id = $1`,
);

/**
 * Messages from others the member has not read yet, per occurrence — only of the threads they are a
 * member of (an occurrence is public: anyone may ask about any of them, and is told 0).
 */
export const groupUnreadPerThread = defineQuery<
  [memberId: string, groupSessionIds: readonly string[]],
  { id: string; n: number }
>(
  'groupUnreadPerThread',
  `SELECT m.group_session_id AS id, count(*)::int AS n
     FROM messages m
     JOIN group_sessions g ON g.id = m.group_session_id
     LEFT JOIN group_session_thread_reads tr ON tr.group_session_id = m.group_session_id AND tr.user_id = $1
    WHERE m.group_session_id = ANY($2::uuid[]) AND m.sender_id <> $1
      AND (tr.last_read_at IS NULL OR m.created_at > tr.last_read_at)
      AND (g.coach_id = $1 OR EXISTS (SELECT 1 FROM group_session_seats s
                                       WHERE s.group_session_id = g.id AND s.member_id = $1 AND s.status IN ${IN_THREAD}))
    GROUP BY m.group_session_id`,
);

export const markGroupThreadRead = defineQuery<[groupSessionId: string, memberId: string]>(
  'markGroupThreadRead',
  `INSERT INTO group_session_thread_reads (group_session_id, user_id, last_read_at) VALUES ($1, $2, now())
   ON CONFLICT (group_session_id, user_id) DO UPDATE SET last_read_at = GREATEST(group_session_thread_reads.last_read_at, now())`,
);

// ─── A question's thread ─────────────────────────────────────────────────────────────────────────

/** A question's message; the question's last activity moves with it (its place in "my questions"). */
export const insertQuestionMessage = defineQuery<[questionId: string, senderId: string, body: string], MessageRow>(
  'insertQuestionMessage',
  `WITH touched AS (UPDATE questions SET last_message_at = now() WHERE id = $1)
   INSERT INTO messages (question_id, sender_id, body) VALUES ($1, $2, $3) RETURNING ${COLUMNS}`,
);

export const questionMessageInThread = defineQuery<[questionId: string, messageId: string], MessageRow>(
  'questionMessageInThread',
  `SELECT ${COLUMNS} FROM messages WHERE question_id = $1 AND id = $2`,
);

/** A page of a question's thread, newest first (the index `messages_question_created_idx`). */
export const questionMessagePages: {
  first: Query<[questionId: string, limit: number], MessagePageRow>;
  after: Query<[questionId: string, limit: number, afterCreated: string, afterId: string], MessagePageRow>;
} = {
  first: defineQuery('questionMessagePage', page('question_id', false)),
  after: defineQuery('questionMessagePageAfter', page('question_id', true)),
};

export const questionMessageCount = defineQuery<[questionId: string], { n: number }>(
  'questionMessageCount',
  `SELECT count(*)::int AS n FROM messages WHERE question_id = $1`,
);

/**
 * Messages from the other member the member has not read yet, per question — of the questions they
 * are one of the two members of, and only while the question is one (once it became a request, its
 * messages count in the request's thread).
 */
export const questionUnreadPerThread = defineQuery<
  [memberId: string, questionIds: readonly string[]],
  { id: string; n: number }
>(
  'questionUnreadPerThread',
  `SELECT m.question_id AS id, count(*)::int AS n
     FROM messages m
     JOIN questions qu ON qu.id = m.question_id
     LEFT JOIN question_thread_reads tr ON tr.question_id = m.question_id AND tr.user_id = $1
    WHERE m.question_id = ANY($2::uuid[]) AND m.sender_id <> $1 AND qu.exchange_request_id IS NULL
      AND $1 IN (qu.asker_id, qu.answerer_id)
      AND (tr.last_read_at IS NULL OR m.created_at > tr.last_read_at)
    GROUP BY m.question_id`,
);

export const markQuestionThreadRead = defineQuery<[questionId: string, memberId: string]>(
  'markQuestionThreadRead',
  `INSERT INTO question_thread_reads (question_id, user_id, last_read_at) VALUES ($1, $2, now())
   ON CONFLICT (question_id, user_id) DO UPDATE SET last_read_at = GREATEST(question_thread_reads.last_read_at, now())`,
);

/** Each kind of thread's statements. */
export const THREADS: Record<'request' | 'group' | 'question', ThreadStatements> = {
  request: {
    insert: insertMessage,
    one: messageInThread,
    first: messagePages.first,
    after: messagePages.after,
    count: messageCount,
    markRead: markThreadRead,
    unread: unreadPerThread,
  },
  group: {
    insert: insertGroupMessage,
    one: groupMessageInThread,
    first: groupMessagePages.first,
    after: groupMessagePages.after,
    count: groupMessageCount,
    markRead: markGroupThreadRead,
    unread: groupUnreadPerThread,
  },
  question: {
    insert: insertQuestionMessage,
    one: questionMessageInThread,
    first: questionMessagePages.first,
    after: questionMessagePages.after,
    count: questionMessageCount,
    markRead: markQuestionThreadRead,
    unread: questionUnreadPerThread,
  },
};

/**
 * "My data": every message of the threads I am a party or a member of (a request's, an occurrence's
 * I coach or hold a seat in, or a question I asked or was asked); the other writers by name only.
 */
export const exportMessagesOf = defineQuery<[memberId: string], Record<string, unknown>>(
  'exportMessagesOf',
  `SELECT m.id, m.exchange_request_id AS request_id, m.group_session_id, m.question_id, (m.sender_id = $1) AS sent_by_me,
          s.full_name AS sender_name, m.body, m.created_at
     FROM messages m
     JOIN users s ON s.id = m.sender_id
    WHERE m.exchange_request_id IN (SELECT r.id FROM exchange_requests r WHERE r.requester_id = $1 OR r.coach_id = $1)
       OR m.group_session_id IN (SELECT g.id FROM group_sessions g WHERE g.coach_id = $1
                                 UNION SELECT st.group_session_id FROM group_session_seats st
                                        WHERE st.member_id = $1 AND st.status IN ${IN_THREAD})
       OR m.question_id IN (SELECT qu.id FROM questions qu WHERE qu.asker_id = $1 OR qu.answerer_id = $1)
    ORDER BY m.exchange_request_id, m.group_session_id, m.question_id, m.created_at, m.id`,
);
