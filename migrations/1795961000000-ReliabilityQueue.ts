import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The reliability recount moves after the settlement's commit (docs/ledger.md "Reliability after the
 * commit"). The facts' triggers on requests, occurrences, seats and disputes no longer recount in
 * the transaction that changed the facts — 37 % of a settlement's PostgreSQL time, and a lock on
 * both members' counters until its commit — but queue what changed in `reliability_queue`
 * (`reliability_enqueue`: insert-only, no row another transaction writes) and wake the worker over
 * the event bus; `reliability_drain` applies the queue in batches, one drain at a time, each row
 * taken once and recounted against what was counted, so a request queued twice counts once. The
 * group settlement stops locking the members' counters before its items. Rows queued before this
 * migration: none (the old triggers counted at once).
 */export class ReliabilityQueue1795961000000 implements MigrationInterface {
  name = 'ReliabilityQueue1795961000000';

  async up(q: QueryRunner): Promise<void> {
    // No foreign keys: a deleted request or occurrence is queued too (its counted row must go).
    await q.query(`CREATE TABLE reliability_queue (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      request_id uuid,
      group_session_id uuid,
      CONSTRAINT reliability_queue_one_subject CHECK ((request_id IS NULL) <> (group_session_id IS NULL))
    )`);
    await q.query(`CREATE OR REPLACE FUNCTION public.complete_exchanges(p_members uuid[], p_sessions uuid[], p_requests uuid[], p_params jsonb, p_mail_by_default boolean, p_channel text, p_topic text)
 RETURNS TABLE(item integer, outcome text, notified uuid, notification_id uuid, settled_at timestamp with time zone, event_sent boolean)
 LANGUAGE plpgsql
AS $function$
      BEGIN
        -- Every row lock the items will take, first and in the order each single settlement takes
        -- them: the requests, then the coaches' wallets, each kind sorted. Taken item by item
        -- instead, the group would hold one item's wallet while waiting for the next item's, and
        -- close a cycle with a single completion between the same members — a deadlock that other
        -- transaction could lose. (The members' reliability counters are no longer locked here: the
        -- settlement only queues them, reliability_enqueue.)
        PERFORM 1 FROM exchange_requests WHERE id = ANY (p_requests) ORDER BY id FOR UPDATE;
        PERFORM 1 FROM ledger_accounts
          WHERE kind = 'wallet' AND user_id IN (SELECT coach_id FROM exchange_requests WHERE id = ANY (p_requests))
          ORDER BY id FOR UPDATE;
        FOR i IN 1 .. coalesce(cardinality(p_requests), 0) LOOP
          item := i;
          BEGIN
            SELECT c.outcome, c.notified, c.notification_id, c.settled_at, c.event_sent
              INTO outcome, notified, notification_id, settled_at, event_sent
              FROM complete_exchange(p_members[i], p_sessions[i], p_requests[i], p_params, p_mail_by_default, p_channel, p_topic) c;
          EXCEPTION WHEN OTHERS THEN
            outcome := 'failed'; notified := NULL; notification_id := NULL; settled_at := NULL; event_sent := false;
          END;
          RETURN NEXT;
        END LOOP;
      END $function$`);
    await q.query(`CREATE OR REPLACE FUNCTION public.exchange_disputes_reliability()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
      BEGIN
        IF TG_OP = 'INSERT' THEN
          PERFORM reliability_enqueue(ARRAY(SELECT request_id FROM new_disputes WHERE status = 'reversed' AND request_id IS NOT NULL),
            ARRAY(SELECT DISTINCT s.group_session_id FROM new_disputes d JOIN group_session_seats s ON s.id = d.seat_id WHERE d.status = 'reversed'));
        ELSIF TG_OP = 'DELETE' THEN
          PERFORM reliability_enqueue(ARRAY(SELECT request_id FROM old_disputes WHERE status = 'reversed' AND request_id IS NOT NULL),
            ARRAY(SELECT DISTINCT s.group_session_id FROM old_disputes d JOIN group_session_seats s ON s.id = d.seat_id WHERE d.status = 'reversed'));
        ELSE
          PERFORM reliability_enqueue(ARRAY(
            SELECT DISTINCT x FROM old_disputes o JOIN new_disputes n ON n.id = o.id, unnest(ARRAY[o.request_id, n.request_id]) x
             WHERE x IS NOT NULL AND ((o.status = 'reversed') IS DISTINCT FROM (n.status = 'reversed') OR o.request_id IS DISTINCT FROM n.request_id)),
            ARRAY(
            SELECT DISTINCT s.group_session_id FROM old_disputes o JOIN new_disputes n ON n.id = o.id
              JOIN group_session_seats s ON s.id IN (o.seat_id, n.seat_id)
             WHERE (o.status = 'reversed') IS DISTINCT FROM (n.status = 'reversed') OR o.seat_id IS DISTINCT FROM n.seat_id));
        END IF;
        RETURN NULL;
      END $function$`);
    await q.query(`CREATE OR REPLACE FUNCTION public.exchange_requests_reliability()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
      BEGIN
        IF TG_OP = 'INSERT' THEN
          PERFORM reliability_enqueue(ARRAY(SELECT id FROM new_requests), NULL);
        ELSIF TG_OP = 'DELETE' THEN
          PERFORM reliability_enqueue(ARRAY(SELECT id FROM old_requests), NULL);
        ELSE
          PERFORM reliability_enqueue(ARRAY(
            SELECT n.id FROM old_requests o JOIN new_requests n ON n.id = o.id
             WHERE (o.status, o.requested_at, o.responded_at, o.coach_id, o.requester_id)
                   IS DISTINCT FROM (n.status, n.requested_at, n.responded_at, n.coach_id, n.requester_id)), NULL);
        END IF;
        RETURN NULL;
      END $function$`);
    await q.query(`CREATE OR REPLACE FUNCTION public.group_session_seats_reliability()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
      BEGIN
        IF TG_OP = 'INSERT' THEN
          PERFORM reliability_enqueue(NULL, ARRAY(
            SELECT DISTINCT group_session_id FROM new_seats WHERE status IN ('attended', 'released')));
        ELSIF TG_OP = 'DELETE' THEN
          PERFORM reliability_enqueue(NULL, ARRAY(
            SELECT DISTINCT group_session_id FROM old_seats WHERE status IN ('attended', 'released')));
        ELSE
          PERFORM reliability_enqueue(NULL, ARRAY(
            SELECT DISTINCT unnest(ARRAY[o.group_session_id, n.group_session_id])
              FROM old_seats o JOIN new_seats n ON n.id = o.id
             WHERE (o.status, o.group_session_id, o.ended_at) IS DISTINCT FROM (n.status, n.group_session_id, n.ended_at)
               AND (o.status IN ('attended', 'released') OR n.status IN ('attended', 'released'))));
        END IF;
        RETURN NULL;
      END $function$`);
    await q.query(`CREATE OR REPLACE FUNCTION public.group_sessions_reliability()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
      BEGIN
        IF TG_OP = 'INSERT' THEN
          PERFORM reliability_enqueue(NULL, ARRAY(SELECT id FROM new_sessions WHERE status <> 'scheduled'));
        ELSIF TG_OP = 'DELETE' THEN
          PERFORM reliability_enqueue(NULL, ARRAY(SELECT id FROM old_sessions));
        ELSE
          PERFORM reliability_enqueue(NULL, ARRAY(
            SELECT n.id FROM old_sessions o JOIN new_sessions n ON n.id = o.id
             WHERE (o.status, o.coach_id, o.ended_at) IS DISTINCT FROM (n.status, n.coach_id, n.ended_at)));
        END IF;
        RETURN NULL;
      END $function$`);
    await q.query(`CREATE OR REPLACE FUNCTION public.reliability_drain(batch integer)
 RETURNS integer
 LANGUAGE plpgsql
AS $function$
      DECLARE
        taken integer;
        requests uuid[];
        occurrences uuid[];
      BEGIN
        -- One drain at a time, whichever instance: two at once could both find a new request not yet
        -- counted and count it twice. A drain that waited here then finds what the one before left.
        PERFORM pg_advisory_xact_lock(hashtext('reliability_drain'));
        -- The oldest queued rows, taken once (deleted); what they name is recounted from the facts,
        -- against what was counted before, so a request queued twice (or already counted by the
        -- minute's tick) changes the counters once.
        WITH q AS (
          DELETE FROM reliability_queue WHERE id IN (SELECT id FROM reliability_queue ORDER BY id LIMIT batch)
          RETURNING request_id, group_session_id
        )
        SELECT count(*)::int,
               coalesce(array_agg(DISTINCT request_id) FILTER (WHERE request_id IS NOT NULL), '{}'),
               coalesce(array_agg(DISTINCT group_session_id) FILTER (WHERE group_session_id IS NOT NULL), '{}')
          INTO taken, requests, occurrences FROM q;
        PERFORM reliability_recount(requests);
        PERFORM reliability_occurrence_recount(occurrences);
        RETURN taken;
      END $function$`);
    await q.query(`CREATE OR REPLACE FUNCTION public.reliability_enqueue(requests uuid[], occurrences uuid[])
 RETURNS void
 LANGUAGE plpgsql
AS $function$
      BEGIN
        -- The facts' triggers only say what must be counted again: the requests and occurrences go
        -- into the queue (insert-only, no row another transaction also writes), and the worker
        -- applies them after the commit (reliability_drain). A settlement so pays for two rows and
        -- a NOTIFY instead of the recount, which locked the members' counters until its commit.
        IF coalesce(cardinality(requests), 0) + coalesce(cardinality(occurrences), 0) = 0 THEN RETURN; END IF;
        INSERT INTO reliability_queue (request_id, group_session_id)
        SELECT r, NULL FROM unnest(requests) r UNION ALL SELECT NULL, o FROM unnest(occurrences) o;
        -- Wakes the worker of every instance at the commit, on the event bus's channel (PgEventBus);
        -- NOTIFY folds the same payload sent twice in one transaction into one.
        PERFORM publish_event('ee_events', 'RELIABILITY_QUEUED', '00000000-0000-0000-0000-000000000000', '{}'::json);
      END $function$`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP FUNCTION IF EXISTS public.reliability_enqueue(requests uuid[], occurrences uuid[])`);
    await q.query(`DROP FUNCTION IF EXISTS public.reliability_drain(batch integer)`);
    await q.query(`CREATE OR REPLACE FUNCTION public.group_sessions_reliability()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
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
      END $function$`);
    await q.query(`CREATE OR REPLACE FUNCTION public.group_session_seats_reliability()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
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
      END $function$`);
    await q.query(`CREATE OR REPLACE FUNCTION public.exchange_requests_reliability()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
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
      END $function$`);
    await q.query(`CREATE OR REPLACE FUNCTION public.exchange_disputes_reliability()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
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
      END $function$`);
    await q.query(`CREATE OR REPLACE FUNCTION public.complete_exchanges(p_members uuid[], p_sessions uuid[], p_requests uuid[], p_params jsonb, p_mail_by_default boolean, p_channel text, p_topic text)
 RETURNS TABLE(item integer, outcome text, notified uuid, notification_id uuid, settled_at timestamp with time zone, event_sent boolean)
 LANGUAGE plpgsql
AS $function$
      BEGIN
        -- Every row lock the items will take, first and in the order each single settlement takes
        -- them: the requests, then their members' reliability rows, then the coaches' wallets, each
        -- kind sorted. Taken item by item instead, the group would hold one item's reliability rows
        -- and wallet while waiting for the next item's, and close a cycle with a single completion or
        -- session change between the same members — a deadlock that other transaction could lose.
        PERFORM 1 FROM exchange_requests WHERE id = ANY (p_requests) ORDER BY id FOR UPDATE;
        PERFORM 1 FROM member_reliability
          WHERE member_id IN (SELECT coach_id FROM exchange_requests WHERE id = ANY (p_requests)
                              UNION SELECT requester_id FROM exchange_requests WHERE id = ANY (p_requests))
          ORDER BY member_id FOR UPDATE;
        PERFORM 1 FROM ledger_accounts
          WHERE kind = 'wallet' AND user_id IN (SELECT coach_id FROM exchange_requests WHERE id = ANY (p_requests))
          ORDER BY id FOR UPDATE;
        FOR i IN 1 .. coalesce(cardinality(p_requests), 0) LOOP
          item := i;
          BEGIN
            SELECT c.outcome, c.notified, c.notification_id, c.settled_at, c.event_sent
              INTO outcome, notified, notification_id, settled_at, event_sent
              FROM complete_exchange(p_members[i], p_sessions[i], p_requests[i], p_params, p_mail_by_default, p_channel, p_topic) c;
          EXCEPTION WHEN OTHERS THEN
            outcome := 'failed'; notified := NULL; notification_id := NULL; settled_at := NULL; event_sent := false;
          END;
          RETURN NEXT;
        END LOOP;
      END $function$`);
    await q.query(`DROP TABLE reliability_queue`);
  }
}
