import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Reliability counts a coach's group-session occurrences like requests (docs/ledger.md "Reliability").
 *
 * What an occurrence adds to its coach's counters (`member_reliability.agreed`, `.completed`), from the
 * facts (`reliability_occurrence_facts`, the same rules as `reliabilityOf`):
 * - *completed*: completed with at least one attended seat that was not reversed after a dispute —
 *   agreed and completed (a completion where everyone was absent, or whose every attended seat was
 *   reversed, is no completed exchange, and nobody's word was broken either: it counts neither way);
 * - *cancelled* (by its coach, or with the coach's account) *or expired* (never completed) while at
 *   least one member held a booked seat: agreed, not completed — seats released by that very end (their
 *   `ended_at` is the occurrence's). One that nobody had booked counts nothing, as a request withdrawn
 *   before any answer.
 *
 * Kept like the requests' counters: `reliability_counted_occurrences` holds each occurrence's
 * contribution; statement-level triggers on `group_sessions` (insert, delete, an update of its status,
 * coach or end), `group_session_seats` (a seat becoming or ceasing to be attended or released) and
 * `exchange_disputes` (a seat's dispute becoming or ceasing to be reversed) call
 * `reliability_occurrence_recount(ids)`, which locks the counted rows (in id order) and, in the next
 * statement, adds the difference to the coach's counters. No time passes in these rules (expiry is a
 * write), so the minute's tick has nothing to do for them. Existing occurrences are counted at the end.
 */
export class OccurrenceReliability1795907000000 implements MigrationInterface {
  name = 'OccurrenceReliability1795907000000';

  async up(q: QueryRunner): Promise<void> {
    // No foreign key: a deleted occurrence must still take back what it added.
    await q.query(`
      CREATE TABLE reliability_counted_occurrences (
        group_session_id uuid PRIMARY KEY,
        coach_id uuid NOT NULL,
        agreed boolean NOT NULL,
        completed boolean NOT NULL
      )`);
    await q.query(`
      CREATE FUNCTION reliability_occurrence_facts(occurrences uuid[])
      RETURNS TABLE (group_session_id uuid, coach_id uuid, agreed boolean, completed boolean)
      LANGUAGE sql STABLE AS $$
        SELECT g.id, g.coach_id, f.held OR f.let_down, f.held
          FROM group_sessions g
          CROSS JOIN LATERAL (
            -- Held: someone attended (a seat reversed after a dispute does not count). Let down: the
            -- seats still booked when it was cancelled or expired (released by that end).
            SELECT g.status = 'completed' AND EXISTS (
                     SELECT 1 FROM group_session_seats s WHERE s.group_session_id = g.id AND s.status = 'attended'
                        AND NOT EXISTS (SELECT 1 FROM exchange_disputes d WHERE d.seat_id = s.id AND d.status = 'reversed')) AS held,
                   g.status IN ('cancelled', 'expired') AND EXISTS (
                     SELECT 1 FROM group_session_seats s WHERE s.group_session_id = g.id AND s.status = 'released'
                        AND s.booked_at IS NOT NULL AND s.ended_at = g.ended_at) AS let_down
          ) f
         WHERE g.id = ANY (occurrences)
      $$`);
    await q.query(`
      CREATE FUNCTION reliability_occurrence_apply(occurrences uuid[]) RETURNS void LANGUAGE plpgsql
      SET plan_cache_mode = force_generic_plan AS $$
      BEGIN
        -- One statement, as reliability_apply: the facts read once, the counted rows this snapshot's.
        WITH f AS MATERIALIZED (SELECT * FROM reliability_occurrence_facts(occurrences)),
        d AS (
          SELECT coalesce(f.coach_id, o.coach_id) AS coach_id,
                 coalesce(f.agreed::int, 0) - coalesce(o.agreed::int, 0) AS agreed,
                 coalesce(f.completed::int, 0) - coalesce(o.completed::int, 0) AS completed
            FROM f FULL JOIN (SELECT * FROM reliability_counted_occurrences WHERE group_session_id = ANY (occurrences)) o
              ON o.group_session_id = f.group_session_id
        ), per_member AS (
          SELECT coach_id AS member_id, sum(agreed)::int AS agreed, sum(completed)::int AS completed
            FROM d GROUP BY coach_id
          HAVING sum(abs(agreed)) + sum(abs(completed)) > 0
        ), counters AS (
          INSERT INTO member_reliability AS m (member_id, agreed, completed)
          SELECT member_id, agreed, completed FROM per_member ORDER BY member_id
          ON CONFLICT (member_id) DO UPDATE SET agreed = m.agreed + EXCLUDED.agreed, completed = m.completed + EXCLUDED.completed
          RETURNING 1
        ), gone AS (
          DELETE FROM reliability_counted_occurrences WHERE group_session_id = ANY (occurrences)
             AND group_session_id NOT IN (SELECT group_session_id FROM f)
          RETURNING 1
        )
        INSERT INTO reliability_counted_occurrences AS c SELECT * FROM f
        ON CONFLICT (group_session_id) DO UPDATE SET coach_id = EXCLUDED.coach_id, agreed = EXCLUDED.agreed, completed = EXCLUDED.completed
         WHERE (c.coach_id, c.agreed, c.completed) IS DISTINCT FROM (EXCLUDED.coach_id, EXCLUDED.agreed, EXCLUDED.completed);
      END $$`);
    await q.query(`
      CREATE FUNCTION reliability_occurrence_recount(occurrences uuid[]) RETURNS void LANGUAGE plpgsql
      SET plan_cache_mode = force_generic_plan AS $$
      BEGIN
        IF cardinality(occurrences) = 0 THEN RETURN; END IF;
        PERFORM 1 FROM reliability_counted_occurrences WHERE group_session_id = ANY (occurrences)
          ORDER BY group_session_id FOR UPDATE;
        PERFORM reliability_occurrence_apply(occurrences);
      END $$`);

    await q.query(`
      CREATE FUNCTION group_sessions_reliability() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP = 'INSERT' THEN
          PERFORM reliability_occurrence_recount(ARRAY(SELECT id FROM new_sessions WHERE status <> 'scheduled'));
        ELSIF TG_OP = 'DELETE' THEN
          PERFORM reliability_occurrence_recount(ARRAY(SELECT id FROM old_sessions));
        ELSE
          PERFORM reliability_occurrence_recount(ARRAY(
            SELECT n.id FROM old_sessions o JOIN new_sessions n ON n.id = o.id
             WHERE (o.status, o.coach_id, o.ended_at) IS DISTINCT FROM (n.status, n.coach_id, n.ended_at)));
        END IF;
        RETURN NULL;
      END $$`);
    await q.query(`CREATE TRIGGER group_sessions_reliability_insert AFTER INSERT ON group_sessions
      REFERENCING NEW TABLE AS new_sessions FOR EACH STATEMENT EXECUTE FUNCTION group_sessions_reliability()`);
    await q.query(`CREATE TRIGGER group_sessions_reliability_update AFTER UPDATE ON group_sessions
      REFERENCING OLD TABLE AS old_sessions NEW TABLE AS new_sessions FOR EACH STATEMENT EXECUTE FUNCTION group_sessions_reliability()`);
    await q.query(`CREATE TRIGGER group_sessions_reliability_delete AFTER DELETE ON group_sessions
      REFERENCING OLD TABLE AS old_sessions FOR EACH STATEMENT EXECUTE FUNCTION group_sessions_reliability()`);

    // Only seats that are or were attended or released change an occurrence's facts: a join (booked or
    // waitlisted), a leave or a promotion recounts nothing.
    await q.query(`
      CREATE FUNCTION group_session_seats_reliability() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP = 'INSERT' THEN
          PERFORM reliability_occurrence_recount(ARRAY(
            SELECT DISTINCT group_session_id FROM new_seats WHERE status IN ('attended', 'released')));
        ELSIF TG_OP = 'DELETE' THEN
          PERFORM reliability_occurrence_recount(ARRAY(
            SELECT DISTINCT group_session_id FROM old_seats WHERE status IN ('attended', 'released')));
        ELSE
          PERFORM reliability_occurrence_recount(ARRAY(
            SELECT DISTINCT unnest(ARRAY[o.group_session_id, n.group_session_id])
              FROM old_seats o JOIN new_seats n ON n.id = o.id
             WHERE (o.status, o.group_session_id, o.ended_at) IS DISTINCT FROM (n.status, n.group_session_id, n.ended_at)
               AND (o.status IN ('attended', 'released') OR n.status IN ('attended', 'released'))));
        END IF;
        RETURN NULL;
      END $$`);
    await q.query(`CREATE TRIGGER group_session_seats_reliability_insert AFTER INSERT ON group_session_seats
      REFERENCING NEW TABLE AS new_seats FOR EACH STATEMENT EXECUTE FUNCTION group_session_seats_reliability()`);
    await q.query(`CREATE TRIGGER group_session_seats_reliability_update AFTER UPDATE ON group_session_seats
      REFERENCING OLD TABLE AS old_seats NEW TABLE AS new_seats FOR EACH STATEMENT EXECUTE FUNCTION group_session_seats_reliability()`);
    await q.query(`CREATE TRIGGER group_session_seats_reliability_delete AFTER DELETE ON group_session_seats
      REFERENCING OLD TABLE AS old_seats FOR EACH STATEMENT EXECUTE FUNCTION group_session_seats_reliability()`);

    // A dispute's reversal recounts its request, or the occurrence of its seat.
    await q.query(`
      CREATE OR REPLACE FUNCTION exchange_disputes_reliability() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP = 'INSERT' THEN
          PERFORM reliability_recount(ARRAY(SELECT request_id FROM new_disputes WHERE status = 'reversed' AND request_id IS NOT NULL));
          PERFORM reliability_occurrence_recount(ARRAY(
            SELECT DISTINCT s.group_session_id FROM new_disputes d JOIN group_session_seats s ON s.id = d.seat_id WHERE d.status = 'reversed'));
        ELSIF TG_OP = 'DELETE' THEN
          PERFORM reliability_recount(ARRAY(SELECT request_id FROM old_disputes WHERE status = 'reversed' AND request_id IS NOT NULL));
          PERFORM reliability_occurrence_recount(ARRAY(
            SELECT DISTINCT s.group_session_id FROM old_disputes d JOIN group_session_seats s ON s.id = d.seat_id WHERE d.status = 'reversed'));
        ELSE
          PERFORM reliability_recount(ARRAY(
            SELECT DISTINCT x FROM old_disputes o JOIN new_disputes n ON n.id = o.id, unnest(ARRAY[o.request_id, n.request_id]) x
             WHERE x IS NOT NULL AND ((o.status = 'reversed') IS DISTINCT FROM (n.status = 'reversed') OR o.request_id IS DISTINCT FROM n.request_id)));
          PERFORM reliability_occurrence_recount(ARRAY(
            SELECT DISTINCT s.group_session_id FROM old_disputes o JOIN new_disputes n ON n.id = o.id
              JOIN group_session_seats s ON s.id IN (o.seat_id, n.seat_id)
             WHERE (o.status = 'reversed') IS DISTINCT FROM (n.status = 'reversed') OR o.seat_id IS DISTINCT FROM n.seat_id));
        END IF;
        RETURN NULL;
      END $$`);

    // What the occurrences so far add.
    await q.query(
      `SELECT reliability_occurrence_recount(ARRAY(SELECT id FROM group_sessions WHERE status <> 'scheduled'))`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    // Take back what the occurrences added, then the objects.
    await q.query(`
      UPDATE member_reliability m SET agreed = m.agreed - x.agreed, completed = m.completed - x.completed
        FROM (SELECT coach_id, count(*) FILTER (WHERE agreed)::int AS agreed, count(*) FILTER (WHERE completed)::int AS completed
                FROM reliability_counted_occurrences GROUP BY coach_id) x
       WHERE m.member_id = x.coach_id`);
    await q.query(`
      CREATE OR REPLACE FUNCTION exchange_disputes_reliability() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP = 'INSERT' THEN
          PERFORM reliability_recount(ARRAY(SELECT request_id FROM new_disputes WHERE status = 'reversed'));
        ELSIF TG_OP = 'DELETE' THEN
          PERFORM reliability_recount(ARRAY(SELECT request_id FROM old_disputes WHERE status = 'reversed'));
        ELSE
          PERFORM reliability_recount(ARRAY(
            SELECT DISTINCT unnest(ARRAY[o.request_id, n.request_id]) FROM old_disputes o JOIN new_disputes n ON n.id = o.id
             WHERE (o.status = 'reversed') IS DISTINCT FROM (n.status = 'reversed') OR o.request_id <> n.request_id));
        END IF;
        RETURN NULL;
      END $$`);
    for (const t of ['insert', 'update', 'delete']) {
      await q.query(`DROP TRIGGER group_session_seats_reliability_${t} ON group_session_seats`);
      await q.query(`DROP TRIGGER group_sessions_reliability_${t} ON group_sessions`);
    }
    await q.query(`DROP FUNCTION group_session_seats_reliability()`);
    await q.query(`DROP FUNCTION group_sessions_reliability()`);
    await q.query(`DROP FUNCTION reliability_occurrence_recount(uuid[])`);
    await q.query(`DROP FUNCTION reliability_occurrence_apply(uuid[])`);
    await q.query(`DROP FUNCTION reliability_occurrence_facts(uuid[])`);
    await q.query(`DROP TABLE reliability_counted_occurrences`);
  }
}
