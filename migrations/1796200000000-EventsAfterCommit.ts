import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * No transaction that writes sends a NOTIFY any more; live events and wake-ups go out after the
 * commit (docs/ledger.md "Settlement", "Reliability after the commit").
 *
 * PostgreSQL serialises every transaction that has sent a NOTIFY: from its commit's start until it
 * has ended, it holds one lock shared by the whole cluster (so that the events queue in commit
 * order), and a synchronous commit waits for its WAL flush inside that lock. Such commits can never
 * share a flush. Measured on this project's 2-core machine (docs/benchmarks.md "A NOTIFY in the
 * transaction"), one-row INSERTs: 6,411 commits/s at 8 connections alone, 2,639/s with a NOTIFY in
 * each; 9,951/s and 2,428/s at 32. Every request sent, accepted, declined or completed and every
 * dispute reversed queued a reliability recount and, with it, a NOTIFY (`reliability_enqueue`), and
 * the one-statement settlement also sent its live event from inside.
 *
 * - `reliability_enqueue` only queues. The worker finds the queue from the member notifications
 *   nearly every queued change sends and from its own short poll (ReliabilityService).
 * - `complete_exchange` and `complete_exchanges` no longer take the bus's channel and topic, nor
 *   answer `event_sent`: the caller publishes the notification's event after the commit, in a
 *   statement that writes nothing and so waits for no flush. A changed argument list is a new
 *   function in PostgreSQL: the old ones are dropped.
 */
export class EventsAfterCommit1796200000000 implements MigrationInterface {
  name = 'EventsAfterCommit1796200000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE OR REPLACE FUNCTION public.reliability_enqueue(requests uuid[], occurrences uuid[])
 RETURNS void
 LANGUAGE plpgsql
AS $function$
      BEGIN
        -- The facts' triggers only say what must be counted again: the requests and occurrences go
        -- into the queue (insert-only, no row another transaction also writes), and the worker
        -- applies them after the commit (reliability_drain). No NOTIFY here: it would serialise the
        -- commits of every transaction that queues (see the migration EventsAfterCommit).
        IF coalesce(cardinality(requests), 0) + coalesce(cardinality(occurrences), 0) = 0 THEN RETURN; END IF;
        INSERT INTO reliability_queue (request_id, group_session_id)
        SELECT r, NULL FROM unnest(requests) r UNION ALL SELECT NULL, o FROM unnest(occurrences) o;
      END $function$`);
    await q.query(`DROP FUNCTION complete_exchanges(uuid[], uuid[], uuid[], jsonb, boolean, text, text)`);
    await q.query(`DROP FUNCTION complete_exchange(uuid, uuid, uuid, jsonb, boolean, text, text)`);
    await q.query(`CREATE FUNCTION public.complete_exchange(p_member uuid, p_session uuid, p_request uuid, p_params jsonb, p_mail_by_default boolean, OUT outcome text, OUT notified uuid, OUT notification_id uuid, OUT settled_at timestamp with time zone)
 RETURNS record
 LANGUAGE plpgsql
AS $function$
      BEGIN
        -- A completion from the request card in one statement and one commit: the caller's session
        -- (when given) and the settlement itself (settle_exchange, its one-statement part). The other
        -- party's live event is the caller's, after the commit.
        IF p_session IS NOT NULL AND NOT EXISTS (SELECT 1 FROM live_session_member(p_member, p_session)) THEN
          outcome := 'unauthenticated'; RETURN;
        END IF;
        SELECT s.outcome, s.notified, s.notification_id, s.settled_at
          INTO outcome, notified, notification_id, settled_at
          FROM settle_exchange(p_member, p_request, NULL, p_params, p_mail_by_default, false) s;
      END $function$`);
    await q.query(`CREATE FUNCTION public.complete_exchanges(p_members uuid[], p_sessions uuid[], p_requests uuid[], p_params jsonb, p_mail_by_default boolean)
 RETURNS TABLE(item integer, outcome text, notified uuid, notification_id uuid, settled_at timestamp with time zone)
 LANGUAGE plpgsql
AS $function$
      BEGIN
        -- Every row lock the items will take, first and in the order each single settlement takes
        -- them: the requests, then the coaches' wallets, each kind sorted. Taken item by item
        -- instead, the group would hold one item's wallet while waiting for the next item's, and
        -- close a cycle with a single completion between the same members — a deadlock that other
        -- transaction could lose.
        PERFORM 1 FROM exchange_requests WHERE id = ANY (p_requests) ORDER BY id FOR UPDATE;
        PERFORM 1 FROM ledger_accounts
          WHERE kind = 'wallet' AND user_id IN (SELECT coach_id FROM exchange_requests WHERE id = ANY (p_requests))
          ORDER BY id FOR UPDATE;
        FOR i IN 1 .. coalesce(cardinality(p_requests), 0) LOOP
          item := i;
          BEGIN
            SELECT c.outcome, c.notified, c.notification_id, c.settled_at
              INTO outcome, notified, notification_id, settled_at
              FROM complete_exchange(p_members[i], p_sessions[i], p_requests[i], p_params, p_mail_by_default) c;
          EXCEPTION WHEN OTHERS THEN
            outcome := 'failed'; notified := NULL; notification_id := NULL; settled_at := NULL;
          END;
          RETURN NEXT;
        END LOOP;
      END $function$`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP FUNCTION complete_exchanges(uuid[], uuid[], uuid[], jsonb, boolean)`);
    await q.query(`DROP FUNCTION complete_exchange(uuid, uuid, uuid, jsonb, boolean)`);
    await q.query(`CREATE FUNCTION public.complete_exchange(p_member uuid, p_session uuid, p_request uuid, p_params jsonb, p_mail_by_default boolean, p_channel text, p_topic text, OUT outcome text, OUT notified uuid, OUT notification_id uuid, OUT settled_at timestamp with time zone, OUT event_sent boolean)
 RETURNS record
 LANGUAGE plpgsql
AS $function$
      BEGIN
        event_sent := false;
        IF p_session IS NOT NULL AND NOT EXISTS (SELECT 1 FROM live_session_member(p_member, p_session)) THEN
          outcome := 'unauthenticated'; RETURN;
        END IF;
        SELECT s.outcome, s.notified, s.notification_id, s.settled_at
          INTO outcome, notified, notification_id, settled_at
          FROM settle_exchange(p_member, p_request, NULL, p_params, p_mail_by_default, false) s;
        IF outcome = 'completed' AND p_channel IS NOT NULL THEN
          event_sent := publish_event(p_channel, p_topic, notified::text, notification_event(notification_id));
        END IF;
      END $function$`);
    await q.query(`CREATE FUNCTION public.complete_exchanges(p_members uuid[], p_sessions uuid[], p_requests uuid[], p_params jsonb, p_mail_by_default boolean, p_channel text, p_topic text)
 RETURNS TABLE(item integer, outcome text, notified uuid, notification_id uuid, settled_at timestamp with time zone, event_sent boolean)
 LANGUAGE plpgsql
AS $function$
      BEGIN
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
    await q.query(`CREATE OR REPLACE FUNCTION public.reliability_enqueue(requests uuid[], occurrences uuid[])
 RETURNS void
 LANGUAGE plpgsql
AS $function$
      BEGIN
        IF coalesce(cardinality(requests), 0) + coalesce(cardinality(occurrences), 0) = 0 THEN RETURN; END IF;
        INSERT INTO reliability_queue (request_id, group_session_id)
        SELECT r, NULL FROM unnest(requests) r UNION ALL SELECT NULL, o FROM unnest(occurrences) o;
        PERFORM publish_event('ee_events', 'RELIABILITY_QUEUED', '00000000-0000-0000-0000-000000000000', '{}'::json);
      END $function$`);
  }
}
