import { defineQuery } from '../../db/typed-query.js';

export interface ReliabilityRow {
  id: string;
  /** Requests received whose 48 h had passed, or that were answered. */
  due: number;
  answered_in_time: number;
  /** Exchanges agreed (accepted) that are completed, or accepted more than 14 days ago. */
  agreed: number;
  completed: number;
  rating_avg: number | null;
  ratings: number;
  rating_sum: number;
  /** Median seconds to the first answer, of what was asked in the last 90 days; null when nothing was answered. */
  median_response_seconds: number | null;
}

/**
 * Reliability of some members, computed from the facts each time: what the check holds the counters
 * (`member_reliability`, below) equal to (docs/ledger.md "Reliability"); the cards read the counters
 * (`reliabilityCounted`). Read model (documented, read-only) of the exchanges
 * module's `exchange_requests` and `testimonials` and the disputes' `exchange_disputes`:
 * - response rate: of the requests a member received as coach whose 48 h have passed (or that were
 *   answered), those accepted or declined within 48 h of being sent; a request its requester
 *   cancelled before any answer does not count;
 * - completion rate: of the exchanges they agreed to (either side), those completed, counting an
 *   accepted one against them only once it has stayed open 14 days; an exchange reversed after a
 *   dispute is not a completed one;
 * - the coach's group-session occurrences count like exchanges (read model of `group_sessions`,
 *   `group_session_seats`): one held (completed, someone attended, not reversed after a dispute) is
 *   agreed and completed; one cancelled or expired while seats were booked is agreed, not completed;
 *   one nobody booked, or that everyone missed, counts nothing;
 * - average public rating, and how many completed exchanges (either side) and held occurrences;
 * - the response time: the median time the member took to answer first what was asked of them in
 *   the last 90 days — a question (read model of conversations' `questions` and `messages`): its
 *   first message from them; a request they received as coach: accepting or declining it (a
 *   withdrawn, expired or swapped one is not counted). Unanswered ones are not counted.
 * 14 days are written as 336 hours, as in the counters' triggers (a day interval follows the session's
 * time zone across DST). Each part reads its own index: `exchange_requests_coach_idx`, `exchange_requests_requester_idx`,
 * `testimonials_public_idx`.
 */
export const reliabilityOf = defineQuery<[memberIds: readonly string[]], ReliabilityRow>(
  'reliabilityOf',
  `WITH m AS (SELECT DISTINCT unnest($1::uuid[]) AS id),
   received AS (
     SELECT r.coach_id AS id,
            count(*) FILTER (WHERE r.responded_at IS NOT NULL OR r.requested_at < now() - interval '48 hours')::int AS due,
            count(*) FILTER (WHERE r.responded_at <= r.requested_at + interval '48 hours')::int AS answered_in_time
       FROM exchange_requests r
      -- A withdrawn request was never the coach's to answer (cancelling stamps responded_at too).
      WHERE r.coach_id = ANY($1::uuid[]) AND r.status <> 'cancelled'
      GROUP BY r.coach_id
   ), agreed AS (
     SELECT p.id,
            count(*) FILTER (WHERE p.done)::int AS completed,
            count(*) FILTER (WHERE p.done OR p.responded_at < now() - interval '336 hours')::int AS agreed
       FROM (SELECT r.coach_id AS id, r.responded_at, r.id AS request_id, r.status = 'completed' AS done
               FROM exchange_requests r WHERE r.coach_id = ANY($1::uuid[]) AND r.status IN ('accepted', 'completed')
             UNION ALL
             SELECT r.requester_id, r.responded_at, r.id, r.status = 'completed'
               FROM exchange_requests r WHERE r.requester_id = ANY($1::uuid[]) AND r.status IN ('accepted', 'completed')) p
      WHERE NOT EXISTS (SELECT 1 FROM exchange_disputes d WHERE d.request_id = p.request_id AND d.status = 'reversed')
      GROUP BY p.id
   ), occurrences AS (
     -- A coach's group-session occurrences: held (completed, someone attended and was not reversed)
     -- counts agreed and completed; let down (cancelled or expired while seats were booked, the seats
     -- that end released) counts agreed only; anything else nothing.
     SELECT g.coach_id AS id,
            count(*) FILTER (WHERE f.held)::int AS completed,
            count(*) FILTER (WHERE f.held OR f.let_down)::int AS agreed
       FROM group_sessions g
       CROSS JOIN LATERAL (
         SELECT g.status = 'completed' AND EXISTS (
                  SELECT 1 FROM group_session_seats s WHERE s.group_session_id = g.id AND s.status = 'attended'
                     AND NOT EXISTS (SELECT 1 FROM exchange_disputes d WHERE d.seat_id = s.id AND d.status = 'reversed')) AS held,
                g.status IN ('cancelled', 'expired') AND EXISTS (
                  SELECT 1 FROM group_session_seats s WHERE s.group_session_id = g.id AND s.status = 'released'
                     AND s.booked_at IS NOT NULL AND s.ended_at = g.ended_at) AS let_down
       ) f
      WHERE g.coach_id = ANY($1::uuid[]) AND g.status <> 'scheduled'
      GROUP BY g.coach_id
   ), rated AS (
     SELECT t.reviewee_id AS id, avg(t.rating)::float8 AS rating_avg, count(*)::int AS ratings, sum(t.rating)::int AS rating_sum
       FROM testimonials t WHERE t.reviewee_id = ANY($1::uuid[]) AND t.is_public GROUP BY t.reviewee_id
   ), answers AS (
     SELECT qu.answerer_id AS id, qu.created_at AS asked_at,
            (SELECT min(a.created_at) FROM messages a WHERE a.question_id = qu.id AND a.sender_id = qu.answerer_id) AS answered_at
       FROM questions qu WHERE qu.answerer_id = ANY($1::uuid[]) AND qu.created_at > now() - interval '90 days'
     UNION ALL
     SELECT r.coach_id, r.requested_at, r.responded_at
       FROM exchange_requests r
      WHERE r.coach_id = ANY($1::uuid[]) AND r.requested_at > now() - interval '90 days' AND r.swap_id IS NULL
        AND r.status IN ('accepted', 'declined', 'completed') AND r.responded_at IS NOT NULL
   ), responded AS (
     SELECT id, (percentile_cont(0.5) WITHIN GROUP (ORDER BY extract(epoch FROM answered_at - asked_at)))::float8 AS median_response_seconds
       FROM answers WHERE answered_at IS NOT NULL GROUP BY id
   )
   SELECT m.id, coalesce(rc.due, 0) AS due, coalesce(rc.answered_in_time, 0) AS answered_in_time,
          coalesce(a.agreed, 0) + coalesce(oc.agreed, 0) AS agreed, coalesce(a.completed, 0) + coalesce(oc.completed, 0) AS completed,
          rt.rating_avg, coalesce(rt.ratings, 0) AS ratings, coalesce(rt.rating_sum, 0) AS rating_sum,
          rs.median_response_seconds
     FROM m LEFT JOIN received rc ON rc.id = m.id LEFT JOIN agreed a ON a.id = m.id
     LEFT JOIN occurrences oc ON oc.id = m.id LEFT JOIN rated rt ON rt.id = m.id LEFT JOIN responded rs ON rs.id = m.id`,
);

/**
 * The same figures as `reliabilityOf`, read from the counters (what the cards show: 3 ms for a page
 * of 20 on the large seed, where `reliabilityOf` takes 11–24 ms and was most of a REST Browse Coaches
 * page). Exact to the moment, not to the minute's tick: the counted requests of these members whose
 * `recount_at` has passed (normally none, at most a minute's worth: the partial index
 * `reliability_counted_recount_idx`) are taken at what `reliability_facts` says of them now instead
 * of what they were counted at. The average is the counters' sum over their count. The facts are one
 * call with the overdue ids, not a LATERAL call per row: inlined per row, its estimate follows the
 * statistics of `recount_at`, and stale ones (after a bulk load) priced it past `jit_above_cost` —
 * 250 ms of JIT compilation for a 1 ms statement.
 */
export const reliabilityCounted = defineQuery<[memberIds: readonly string[]], ReliabilityRow>(
  'reliabilityCounted',
  `WITH m AS (SELECT DISTINCT unnest($1::uuid[]) AS id),
   overdue AS MATERIALIZED (
     SELECT * FROM reliability_counted
      WHERE recount_at < now() AND (coach_id = ANY($1::uuid[]) OR requester_id = ANY($1::uuid[]))
   ), change AS (
     SELECT c.coach_id, c.requester_id,
            coalesce(f.due::int, 0) - c.due::int AS due, coalesce(f.in_time::int, 0) - c.in_time::int AS in_time,
            coalesce(f.agreed::int, 0) - c.agreed::int AS agreed, coalesce(f.completed::int, 0) - c.completed::int AS completed
       FROM overdue c LEFT JOIN reliability_facts(ARRAY(SELECT request_id FROM overdue)) f ON f.request_id = c.request_id
   ), late AS (
     SELECT member_id, sum(due)::int AS due, sum(in_time)::int AS in_time, sum(agreed)::int AS agreed, sum(completed)::int AS completed
       FROM (SELECT coach_id AS member_id, due, in_time, agreed, completed FROM change
             UNION ALL SELECT requester_id, 0, 0, agreed, completed FROM change) x
      GROUP BY member_id
   )
   SELECT m.id, coalesce(r.due, 0) + coalesce(l.due, 0) AS due, coalesce(r.answered_in_time, 0) + coalesce(l.in_time, 0) AS answered_in_time,
          coalesce(r.agreed, 0) + coalesce(l.agreed, 0) AS agreed, coalesce(r.completed, 0) + coalesce(l.completed, 0) AS completed,
          CASE WHEN r.rating_count > 0 THEN r.rating_sum::float8 / r.rating_count END AS rating_avg,
          coalesce(r.rating_count, 0) AS ratings, coalesce(r.rating_sum, 0) AS rating_sum, fa.median_response_seconds
     FROM m LEFT JOIN member_reliability r ON r.member_id = m.id LEFT JOIN late l ON l.member_id = m.id
     LEFT JOIN LATERAL (
       -- The kept first answers (first_answers, kept by triggers) of the last 90 days: the index first_answers_member_asked_idx.
       SELECT (percentile_cont(0.5) WITHIN GROUP (ORDER BY extract(epoch FROM f.answered_at - f.asked_at)))::float8 AS median_response_seconds
         FROM first_answers f WHERE f.member_id = m.id AND f.asked_at > now() - interval '90 days') fa ON true`,
);

// Counters (migration ReliabilityCounters): kept by triggers in the facts' own transactions.

export interface CountersRow {
  id: string;
  /** False when the member has no counters row at all (the sort would not list them). */
  has_row: boolean;
  due: number;
  answered_in_time: number;
  agreed: number;
  completed: number;
  rating_sum: number;
  rating_count: number;
  median_response_seconds: number | null;
}

/**
 * A slice of members (by id, after a cursor) with their counters, for the check. Read model
 * (documented, read-only) of identity's `users`: every member must have a row.
 */
export const countersAfter = defineQuery<[afterId: string, limit: number], CountersRow>(
  'reliabilityCountersAfter',
  `SELECT u.id, m.member_id IS NOT NULL AS has_row, coalesce(m.due, 0) AS due, coalesce(m.answered_in_time, 0) AS answered_in_time,
          coalesce(m.agreed, 0) AS agreed, coalesce(m.completed, 0) AS completed,
          coalesce(m.rating_sum, 0) AS rating_sum, coalesce(m.rating_count, 0) AS rating_count, fa.median_response_seconds
     FROM users u LEFT JOIN member_reliability m ON m.member_id = u.id
     LEFT JOIN LATERAL (
       SELECT (percentile_cont(0.5) WITHIN GROUP (ORDER BY extract(epoch FROM f.answered_at - f.asked_at)))::float8 AS median_response_seconds
         FROM first_answers f WHERE f.member_id = u.id AND f.asked_at > now() - interval '90 days') fa ON true
    WHERE u.id > $1::uuid ORDER BY u.id LIMIT $2`,
);

/** Counter rows whose member is gone (cannot happen with the foreign key; the check says so if it does). */
export const orphanCounters = defineQuery<[], { n: number }>(
  'reliabilityOrphanCounters',
  `SELECT count(*)::int AS n FROM member_reliability m WHERE NOT EXISTS (SELECT 1 FROM users u WHERE u.id = m.member_id)`,
);

/** Applies time passing: up to `batch` requests whose 48 h or 14 days have passed since they were counted. */
export const recountDue = defineQuery<[batch: number], { recounted: number }>(
  'reliabilityRecountDue',
  `SELECT reliability_recount_due($1) AS recounted`,
);

/**
 * Applies up to `batch` rows of the reliability queue (what the facts' triggers queued,
 * `reliability_enqueue`): one drain at a time, each row taken once, its request or occurrence
 * recounted from the facts. Answers how many rows it took.
 */
export const drainQueue = defineQuery<[batch: number], { taken: number }>(
  'reliabilityDrainQueue',
  `SELECT reliability_drain($1) AS taken`,
);

/** Whether anything waits in the reliability queue (the worker's poll: its first row, by the primary key). */
export const queueWaiting = defineQuery<[], { waiting: boolean }>(
  'reliabilityQueueWaiting',
  `SELECT EXISTS (SELECT 1 FROM reliability_queue) AS waiting`,
);
