import { defineQuery, type Query } from '../../db/typed-query.js';

/**
 * The question threads' own SQL (`questions`, `question_thread_reads`; their messages are in
 * `conversations.queries.ts` with the other threads'). A question is between the member who asked
 * and the member asked, about one of the asked member's services, one of their needs, or them.
 */

/**
 * What a question is about, to ask it: the member asked and who would coach. Read models of the
 * catalogue's `services` (a service not archived), the needs' `needs` (an open one) and identity's
 * `users` (an active member: `member_is_active`, as a request's coach).
 */
export const serviceToAsk = defineQuery<[serviceId: string], { answerer_id: string; active: boolean }>(
  'questionServiceToAsk',
  `SELECT o.coach_id AS answerer_id, member_is_active(u) AS active
     FROM services o JOIN users u ON u.id = o.coach_id WHERE o.id = $1 AND o.archived_at IS NULL`,
);

export const needToAsk = defineQuery<[needId: string], { answerer_id: string; active: boolean }>(
  'questionNeedToAsk',
  `SELECT n.author_id AS answerer_id, member_is_active(u) AS active
     FROM needs n JOIN users u ON u.id = n.author_id WHERE n.id = $1 AND n.closed_at IS NULL`,
);

export const memberToAsk = defineQuery<[memberId: string], { answerer_id: string; active: boolean }>(
  'questionMemberToAsk',
  `SELECT u.id AS answerer_id, member_is_active(u) AS active FROM users u WHERE u.id = $1`,
);

/**
 * The question of these two members about this subject, made now or found (asking again reopens
 * it: `questions_one_per_subject`). `created` says which.
 */
export const openQuestion = defineQuery<
  [askerId: string, answererId: string, coachId: string, serviceId: string | null, needId: string | null],
  { id: string; created: boolean }
>(
  'openQuestion',
  `INSERT INTO questions (asker_id, answerer_id, coach_id, service_id, need_id) VALUES ($1, $2, $3, $4, $5)
   ON CONFLICT (asker_id, answerer_id, coalesce(service_id, need_id, answerer_id))
   DO UPDATE SET last_message_at = questions.last_message_at
   RETURNING id, (xmax = 0) AS created`,
);

/** The question of these two members about this subject, if there is one. */
export const questionAbout = defineQuery<
  [askerId: string, answererId: string, serviceId: string | null, needId: string | null],
  { id: string; exchange_request_id: string | null }
>(
  'questionAbout',
  `SELECT id, exchange_request_id FROM questions
    WHERE asker_id = $1 AND answerer_id = $2 AND coalesce(service_id, need_id, answerer_id) = coalesce($3::uuid, $4::uuid, $2::uuid)`,
);

/** A question as one of its two members sees it. */
export interface QuestionRow {
  id: string;
  asker_id: string;
  answerer_id: string;
  coach_id: string;
  service_id: string | null;
  need_id: string | null;
  title: string;
  asker_name: string;
  answerer_name: string;
  proposed_id: string | null;
  proposed_title: string | null;
  proposed_cost: number | null;
  exchange_request_id: string | null;
  unread: number;
  created_at: Date;
  last_message_at: Date;
  cursor_at: string;
}

/** The question's columns for the viewer `$1`: names, subject, proposal and their unread count. */
const VIEW = `
  SELECT qu.id, qu.asker_id, qu.answerer_id, qu.coach_id, qu.service_id, qu.need_id,
         coalesce(o.title, n.title, 'A question to ' || b.full_name) AS title,
         a.full_name AS asker_name, b.full_name AS answerer_name,
         po.id AS proposed_id, po.title AS proposed_title, po.energy_cost AS proposed_cost,
         qu.exchange_request_id, qu.created_at, qu.last_message_at, qu.last_message_at::text AS cursor_at,
         CASE WHEN qu.exchange_request_id IS NOT NULL THEN 0 ELSE
           (SELECT count(*)::int FROM messages m
              LEFT JOIN question_thread_reads tr ON tr.question_id = qu.id AND tr.user_id = $1
             WHERE m.question_id = qu.id AND m.sender_id <> $1
               AND (tr.last_read_at IS NULL OR m.created_at > tr.last_read_at)) END AS unread
    FROM questions qu
    JOIN users a ON a.id = qu.asker_id
    JOIN users b ON b.id = qu.answerer_id
    LEFT JOIN services o ON o.id = qu.service_id
    LEFT JOIN needs n ON n.id = qu.need_id
    LEFT JOIN services po ON po.id = qu.proposed_service_id`;

/** One question, for one of its two members (anyone else: no row). */
export const questionFor = defineQuery<[viewerId: string, questionId: string], QuestionRow>(
  'questionFor',
  `${VIEW} WHERE qu.id = $2 AND $1 IN (qu.asker_id, qu.answerer_id)`,
);

/**
 * The member's questions, asked or asked of them, the latest activity first. The two sides read
 * their own index each (`questions_asker_idx`, `questions_answerer_idx`).
 */
export const myQuestions: {
  first: Query<[viewerId: string, limit: number], QuestionRow>;
  after: Query<[viewerId: string, limit: number, afterAt: string, afterId: string], QuestionRow>;
} = {
  first: defineQuery(
    'myQuestions',
    `${VIEW} WHERE qu.id IN (SELECT id FROM (
        (SELECT id FROM questions WHERE asker_id = $1 ORDER BY last_message_at DESC, id DESC LIMIT $2)
        UNION ALL
        (SELECT id FROM questions WHERE answerer_id = $1 ORDER BY last_message_at DESC, id DESC LIMIT $2)) mine)
      ORDER BY qu.last_message_at DESC, qu.id DESC LIMIT $2`,
  ),
  after: defineQuery(
    'myQuestionsAfter',
    `${VIEW} WHERE qu.id IN (SELECT id FROM (
        (SELECT id FROM questions WHERE asker_id = $1 AND (last_message_at, id) < ($3::timestamptz, $4::uuid)
          ORDER BY last_message_at DESC, id DESC LIMIT $2)
        UNION ALL
        (SELECT id FROM questions WHERE answerer_id = $1 AND (last_message_at, id) < ($3::timestamptz, $4::uuid)
          ORDER BY last_message_at DESC, id DESC LIMIT $2)) mine)
      ORDER BY qu.last_message_at DESC, qu.id DESC LIMIT $2`,
  ),
};

export const myQuestionCount = defineQuery<[viewerId: string], { n: number }>(
  'myQuestionCount',
  `SELECT ((SELECT count(*) FROM questions WHERE asker_id = $1) + (SELECT count(*) FROM questions WHERE answerer_id = $1))::int AS n`,
);

/** The question, locked for its change (a proposal, a confirmation). */
export const lockQuestion = defineQuery<
  [questionId: string],
  {
    id: string;
    asker_id: string;
    answerer_id: string;
    coach_id: string;
    service_id: string | null;
    proposed_service_id: string | null;
    exchange_request_id: string | null;
  }
>(
  'lockQuestion',
  `SELECT id, asker_id, answerer_id, coach_id, service_id, proposed_service_id, exchange_request_id
     FROM questions WHERE id = $1 FOR UPDATE`,
);

/** One of the coach's own services, not archived (read model of the catalogue's `services`). */
export const coachService = defineQuery<
  [serviceId: string, coachId: string],
  { id: string; title: string; energy_cost: number }
>(
  'questionCoachService',
  `SELECT id, title, energy_cost FROM services WHERE id = $1 AND coach_id = $2 AND archived_at IS NULL`,
);

export const proposeService = defineQuery<[questionId: string, serviceId: string]>(
  'questionProposeService',
  `UPDATE questions SET proposed_service_id = $2 WHERE id = $1`,
);

/**
 * The question became this request: its messages are the request thread's too (they keep their
 * question), and how far each member had read them carries over to the request's thread.
 */
export const linkQuestionToRequest = defineQuery<[questionId: string, requestId: string]>(
  'linkQuestionToRequest',
  `WITH linked AS (UPDATE questions SET exchange_request_id = $2 WHERE id = $1),
        moved AS (UPDATE messages SET exchange_request_id = $2 WHERE question_id = $1)
   INSERT INTO thread_reads (exchange_request_id, user_id, last_read_at)
   SELECT $2, user_id, last_read_at FROM question_thread_reads WHERE question_id = $1
   ON CONFLICT (exchange_request_id, user_id) DO UPDATE SET last_read_at = GREATEST(thread_reads.last_read_at, EXCLUDED.last_read_at)`,
);
