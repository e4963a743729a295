import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Reliability counters (docs/ledger.md "Reliability"): Browse Coaches sorts by a ranking
 * kept per member instead of computing every coach's figures per page (1.1 s a page on the large seed).
 *
 * - `reliability_counted`: what each exchange request adds to its two members' figures (due an answer,
 *   answered in time, agreed, completed), and `recount_at`, when time alone will change that (its 48 h
 *   pass unanswered, or an accepted exchange reaches 14 days open).
 * - `member_reliability`: the sums per member plus the public ratings' sum and count, and `rank`, the
 *   ranking score (a generated column, so it can never disagree with the counters), indexed for the sort.
 *
 * Kept by triggers, in the same transaction as the facts, whoever writes them (the services, the
 * one-round-trip `complete_exchange`, the expiry job, a bulk import): `reliability_recount(requests)`
 * recomputes the requests' contributions from the facts (`reliability_facts`, the same rules as
 * `reliabilityOf`) and adds the difference to the members' counters. It locks the counted rows first
 * (in id order) and reads the facts in a later statement, so two transactions on one request queue on
 * its row and the second reads what the first committed (READ COMMITTED: a new snapshot per statement).
 * Testimonials add or take their rating directly. Time passing is applied by `reliability_recount_due`,
 * which the server runs every minute (`ReliabilityService.tick`) and the check runs before comparing.
 * 14 days are written as 336 hours: a day interval follows the session's time zone across DST.
 */
export class ReliabilityCounters1764530000000 implements MigrationInterface {
  name = 'ReliabilityCounters1764530000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE member_reliability (
        member_id uuid PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
        due integer NOT NULL DEFAULT 0,
        answered_in_time integer NOT NULL DEFAULT 0,
        agreed integer NOT NULL DEFAULT 0,
        completed integer NOT NULL DEFAULT 0,
        rating_sum integer NOT NULL DEFAULT 0,
        rating_count integer NOT NULL DEFAULT 0,
        -- docs/ledger.md "Ranking": members with 3+ completed exchanges rank 1–2 by a weighted score;
        -- "New member"s rank 0 (after them), ties broken by member id.
        rank numeric(7, 6) GENERATED ALWAYS AS (
          CASE WHEN completed >= 3 THEN round(1
            + 0.4 * completed::numeric / greatest(agreed, completed)
            + 0.3 * CASE WHEN due > 0 THEN answered_in_time::numeric / due ELSE 0.5 END
            + 0.3 * CASE WHEN rating_count > 0 THEN (rating_sum::numeric / rating_count - 1) / 4 ELSE 0.5 END, 6)
          ELSE 0 END) STORED
      )`);
    await q.query(`CREATE INDEX member_reliability_rank_idx ON member_reliability (rank DESC, member_id DESC)`);
    // No foreign key to the request: a deleted request must still take back what it added (a cascade
    // would remove the row before the trigger reads it).
    await q.query(`
      CREATE TABLE reliability_counted (
        request_id uuid PRIMARY KEY,
        coach_id uuid NOT NULL,
        requester_id uuid NOT NULL,
        due boolean NOT NULL,
        in_time boolean NOT NULL,
        agreed boolean NOT NULL,
        completed boolean NOT NULL,
        recount_at timestamptz
      )`);
    await q.query(`CREATE INDEX reliability_counted_recount_idx ON reliability_counted (recount_at) WHERE recount_at IS NOT NULL`);

    await q.query(`
      CREATE FUNCTION reliability_facts(requests uuid[])
      RETURNS TABLE (request_id uuid, coach_id uuid, requester_id uuid, due boolean, in_time boolean, agreed boolean, completed boolean, recount_at timestamptz)
      LANGUAGE sql STABLE AS $$
        SELECT r.id, r.coach_id, r.requester_id,
               a.answerable AND (r.responded_at IS NOT NULL OR r.requested_at < now() - interval '48 hours'),
               a.answerable AND coalesce(r.responded_at <= r.requested_at + interval '48 hours', false),
               a.agreeing AND (r.status = 'completed' OR coalesce(r.responded_at < now() - interval '336 hours', false)),
               a.agreeing AND r.status = 'completed',
               CASE WHEN a.answerable AND r.responded_at IS NULL AND NOT r.requested_at < now() - interval '48 hours'
                      THEN r.requested_at + interval '48 hours'
                    WHEN a.agreeing AND r.status = 'accepted' AND NOT coalesce(r.responded_at < now() - interval '336 hours', true)
                      THEN r.responded_at + interval '336 hours' END
          FROM exchange_requests r
          CROSS JOIN LATERAL (
            -- A withdrawn request was never the coach's to answer; a reversed exchange is not a completed one.
            SELECT r.status <> 'cancelled' AS answerable,
                   r.status IN ('accepted', 'completed')
                     AND NOT EXISTS (SELECT 1 FROM exchange_disputes d WHERE d.request_id = r.id AND d.status = 'reversed') AS agreeing
          ) a
         WHERE r.id = ANY (requests)
      $$`);
    await q.query(`
      CREATE FUNCTION reliability_apply(requests uuid[]) RETURNS void LANGUAGE plpgsql AS $$
      BEGIN
        -- One statement: the facts are read once, and what was counted before is this snapshot's.
        WITH f AS MATERIALIZED (SELECT * FROM reliability_facts(requests)),
        d AS (
          SELECT coalesce(f.coach_id, o.coach_id) AS coach_id, coalesce(f.requester_id, o.requester_id) AS requester_id,
                 coalesce(f.due::int, 0) - coalesce(o.due::int, 0) AS due,
                 coalesce(f.in_time::int, 0) - coalesce(o.in_time::int, 0) AS in_time,
                 coalesce(f.agreed::int, 0) - coalesce(o.agreed::int, 0) AS agreed,
                 coalesce(f.completed::int, 0) - coalesce(o.completed::int, 0) AS completed
            FROM f FULL JOIN (SELECT * FROM reliability_counted WHERE request_id = ANY (requests)) o ON o.request_id = f.request_id
        ), per_member AS (
          SELECT member_id, sum(due)::int AS due, sum(in_time)::int AS in_time, sum(agreed)::int AS agreed, sum(completed)::int AS completed
            FROM (SELECT coach_id AS member_id, due, in_time, agreed, completed FROM d
                  UNION ALL SELECT requester_id, 0, 0, agreed, completed FROM d) x
           GROUP BY member_id
          HAVING sum(abs(due)) + sum(abs(in_time)) + sum(abs(agreed)) + sum(abs(completed)) > 0
        ), counters AS (
          INSERT INTO member_reliability AS m (member_id, due, answered_in_time, agreed, completed)
          SELECT member_id, due, in_time, agreed, completed FROM per_member ORDER BY member_id
          ON CONFLICT (member_id) DO UPDATE SET due = m.due + EXCLUDED.due, answered_in_time = m.answered_in_time + EXCLUDED.answered_in_time,
                 agreed = m.agreed + EXCLUDED.agreed, completed = m.completed + EXCLUDED.completed
          RETURNING 1
        ), gone AS (
          DELETE FROM reliability_counted WHERE request_id = ANY (requests) AND request_id NOT IN (SELECT request_id FROM f)
          RETURNING 1
        )
        INSERT INTO reliability_counted AS c SELECT * FROM f
        ON CONFLICT (request_id) DO UPDATE SET due = EXCLUDED.due, in_time = EXCLUDED.in_time, agreed = EXCLUDED.agreed,
               completed = EXCLUDED.completed, recount_at = EXCLUDED.recount_at
         WHERE (c.due, c.in_time, c.agreed, c.completed, c.recount_at) IS DISTINCT FROM (EXCLUDED.due, EXCLUDED.in_time, EXCLUDED.agreed, EXCLUDED.completed, EXCLUDED.recount_at);
      END $$`);
    await q.query(`
      CREATE FUNCTION reliability_recount(requests uuid[]) RETURNS void LANGUAGE plpgsql AS $$
      BEGIN
        IF cardinality(requests) = 0 THEN RETURN; END IF;
        PERFORM 1 FROM reliability_counted WHERE request_id = ANY (requests) ORDER BY request_id FOR UPDATE;
        PERFORM reliability_apply(requests);
      END $$`);
    // Time passing: the requests whose count changes with time alone. Rows another transaction is
    // recounting are skipped: that recount reads the facts at its own now() and applies the same change.
    await q.query(`
      CREATE FUNCTION reliability_recount_due(batch integer) RETURNS integer LANGUAGE plpgsql AS $$
      DECLARE due_now uuid[];
      BEGIN
        due_now := ARRAY(SELECT request_id FROM reliability_counted WHERE recount_at < now()
                          ORDER BY request_id LIMIT batch FOR UPDATE SKIP LOCKED);
        IF cardinality(due_now) > 0 THEN PERFORM reliability_apply(due_now); END IF;
        RETURN cardinality(due_now);
      END $$`);

    // Statement-level with transition tables: a bulk write recounts once, not once per row.
    await q.query(`
      CREATE FUNCTION exchange_requests_reliability() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP = 'INSERT' THEN
          PERFORM reliability_recount(ARRAY(SELECT id FROM new_requests));
        ELSIF TG_OP = 'DELETE' THEN
          PERFORM reliability_recount(ARRAY(SELECT id FROM old_requests));
        ELSE
          PERFORM reliability_recount(ARRAY(
            SELECT n.id FROM old_requests o JOIN new_requests n ON n.id = o.id
             WHERE (o.status, o.requested_at, o.responded_at, o.coach_id, o.requester_id)
                   IS DISTINCT FROM (n.status, n.requested_at, n.responded_at, n.coach_id, n.requester_id)));
        END IF;
        RETURN NULL;
      END $$`);
    await q.query(`CREATE TRIGGER exchange_requests_reliability_insert AFTER INSERT ON exchange_requests REFERENCING NEW TABLE AS new_requests FOR EACH STATEMENT EXECUTE FUNCTION exchange_requests_reliability()`);
    await q.query(`CREATE TRIGGER exchange_requests_reliability_delete AFTER DELETE ON exchange_requests REFERENCING OLD TABLE AS old_requests FOR EACH STATEMENT EXECUTE FUNCTION exchange_requests_reliability()`);
    await q.query(`
      CREATE TRIGGER exchange_requests_reliability_update AFTER UPDATE ON exchange_requests REFERENCING OLD TABLE AS old_requests NEW TABLE AS new_requests
      FOR EACH STATEMENT EXECUTE FUNCTION exchange_requests_reliability()`);

    await q.query(`
      CREATE FUNCTION exchange_disputes_reliability() RETURNS trigger LANGUAGE plpgsql AS $$
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
    await q.query(`CREATE TRIGGER exchange_disputes_reliability_insert AFTER INSERT ON exchange_disputes REFERENCING NEW TABLE AS new_disputes FOR EACH STATEMENT EXECUTE FUNCTION exchange_disputes_reliability()`);
    await q.query(`CREATE TRIGGER exchange_disputes_reliability_delete AFTER DELETE ON exchange_disputes REFERENCING OLD TABLE AS old_disputes FOR EACH STATEMENT EXECUTE FUNCTION exchange_disputes_reliability()`);
    await q.query(`
      CREATE TRIGGER exchange_disputes_reliability_update AFTER UPDATE ON exchange_disputes REFERENCING OLD TABLE AS old_disputes NEW TABLE AS new_disputes
      FOR EACH STATEMENT EXECUTE FUNCTION exchange_disputes_reliability()`);

    // Public ratings: no time involved, so each change adds or takes its own rating.
    // A trigger without a transition table of the other kind cannot name it: one function per event.
    await q.query(`
      CREATE FUNCTION testimonials_reliability_insert() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        INSERT INTO member_reliability AS m (member_id, rating_sum, rating_count)
        SELECT reviewee_id, sum(rating)::int, count(*)::int FROM new_testimonials WHERE is_public GROUP BY reviewee_id ORDER BY reviewee_id
        ON CONFLICT (member_id) DO UPDATE SET rating_sum = m.rating_sum + EXCLUDED.rating_sum, rating_count = m.rating_count + EXCLUDED.rating_count;
        RETURN NULL;
      END $$`);
    await q.query(`
      CREATE FUNCTION testimonials_reliability_delete() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        UPDATE member_reliability m SET rating_sum = m.rating_sum - x.s, rating_count = m.rating_count - x.n
          FROM (SELECT reviewee_id, sum(rating)::int AS s, count(*)::int AS n FROM old_testimonials WHERE is_public GROUP BY reviewee_id) x
         WHERE m.member_id = x.reviewee_id;
        RETURN NULL;
      END $$`);
    await q.query(`
      CREATE FUNCTION testimonials_reliability_update() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        INSERT INTO member_reliability AS m (member_id, rating_sum, rating_count)
        SELECT reviewee_id, sum(rating)::int, sum(n)::int FROM (
          SELECT reviewee_id, rating, 1 AS n FROM new_testimonials WHERE is_public
          UNION ALL
          SELECT reviewee_id, -rating, -1 FROM old_testimonials WHERE is_public) x
         GROUP BY reviewee_id HAVING sum(abs(rating)) > 0
         ORDER BY reviewee_id
        ON CONFLICT (member_id) DO UPDATE SET rating_sum = m.rating_sum + EXCLUDED.rating_sum, rating_count = m.rating_count + EXCLUDED.rating_count;
        RETURN NULL;
      END $$`);
    await q.query(`CREATE TRIGGER testimonials_reliability_insert AFTER INSERT ON testimonials REFERENCING NEW TABLE AS new_testimonials FOR EACH STATEMENT EXECUTE FUNCTION testimonials_reliability_insert()`);
    await q.query(`CREATE TRIGGER testimonials_reliability_delete AFTER DELETE ON testimonials REFERENCING OLD TABLE AS old_testimonials FOR EACH STATEMENT EXECUTE FUNCTION testimonials_reliability_delete()`);
    await q.query(`
      CREATE TRIGGER testimonials_reliability_update AFTER UPDATE ON testimonials REFERENCING OLD TABLE AS old_testimonials NEW TABLE AS new_testimonials
      FOR EACH STATEMENT EXECUTE FUNCTION testimonials_reliability_update()`);

    // Every member has a row, so the sort (an index scan over member_reliability) lists every coach.
    await q.query(`
      CREATE FUNCTION users_reliability_row() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        INSERT INTO member_reliability (member_id) SELECT id FROM new_users ORDER BY id ON CONFLICT (member_id) DO NOTHING;
        RETURN NULL;
      END $$`);
    await q.query(`CREATE TRIGGER users_reliability_row AFTER INSERT ON users REFERENCING NEW TABLE AS new_users FOR EACH STATEMENT EXECUTE FUNCTION users_reliability_row()`);

    // Backfill from the facts.
    await q.query(`INSERT INTO reliability_counted SELECT * FROM reliability_facts(ARRAY(SELECT id FROM exchange_requests))`);
    await q.query(`
      INSERT INTO member_reliability (member_id, due, answered_in_time, agreed, completed, rating_sum, rating_count)
      SELECT u.id, coalesce(c.due, 0), coalesce(c.in_time, 0), coalesce(c.agreed, 0), coalesce(c.completed, 0), coalesce(t.s, 0), coalesce(t.n, 0)
        FROM users u
        LEFT JOIN (
          SELECT member_id, sum(due)::int AS due, sum(in_time)::int AS in_time, sum(agreed)::int AS agreed, sum(completed)::int AS completed
            FROM (SELECT coach_id AS member_id, due::int, in_time::int, agreed::int, completed::int FROM reliability_counted
                  UNION ALL SELECT requester_id, 0, 0, agreed::int, completed::int FROM reliability_counted) x
           GROUP BY member_id) c ON c.member_id = u.id
        LEFT JOIN (SELECT reviewee_id, sum(rating)::int AS s, count(*)::int AS n FROM testimonials WHERE is_public GROUP BY reviewee_id) t
          ON t.reviewee_id = u.id`);
    await q.query(`ANALYZE member_reliability`);
    await q.query(`ANALYZE reliability_counted`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TRIGGER IF EXISTS users_reliability_row ON users`);
    await q.query(`DROP FUNCTION IF EXISTS users_reliability_row()`);
    for (const event of ['insert', 'delete', 'update']) {
      await q.query(`DROP TRIGGER IF EXISTS testimonials_reliability_${event} ON testimonials`);
      await q.query(`DROP FUNCTION IF EXISTS testimonials_reliability_${event}()`);
      await q.query(`DROP TRIGGER IF EXISTS exchange_disputes_reliability_${event} ON exchange_disputes`);
      await q.query(`DROP TRIGGER IF EXISTS exchange_requests_reliability_${event} ON exchange_requests`);
    }
    await q.query(`DROP FUNCTION IF EXISTS exchange_disputes_reliability()`);
    await q.query(`DROP FUNCTION IF EXISTS exchange_requests_reliability()`);
    await q.query(`DROP FUNCTION IF EXISTS reliability_recount_due(integer)`);
    await q.query(`DROP FUNCTION IF EXISTS reliability_recount(uuid[])`);
    await q.query(`DROP FUNCTION IF EXISTS reliability_apply(uuid[])`);
    await q.query(`DROP FUNCTION IF EXISTS reliability_facts(uuid[])`);
    await q.query(`DROP TABLE IF EXISTS reliability_counted`);
    await q.query(`DROP TABLE IF EXISTS member_reliability`);
  }
}
