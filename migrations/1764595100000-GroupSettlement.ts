import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Group settlement (docs/ledger.md "Group settlement"): `complete_exchanges` settles a
 * group of completions that arrived together in ONE statement and ONE commit. Each settlement's CPU
 * is mostly fixed per statement and per commit (the commit's WAL flush alone is ≈ 40 % of it at 8
 * connections, docs/benchmarks.md); a group shares them.
 *
 * Each item is exactly `complete_exchange` (SettlementInOneStatement) with that item's member,
 * session and request, so its ledger entry, notification and live event are a single settlement's.
 * Each runs in its own subtransaction (a PL/pgSQL block with an exception handler): an item that
 * raises — a deadlock with another group, a statement cancelled — is rolled back alone, its locks and
 * its `pg_notify` with it, and answers `failed`; the others commit. The caller then settles a failed
 * item on its own (ExchangeService), which gives its precise error. Items are answered in order,
 * with their position (`item`, from 1). The group takes all its row locks before the first item, in
 * the single settlement's order, so that holding several items' locks closes no cycle with others.
 */
export class GroupSettlement1764595100000 implements MigrationInterface {
  name = 'GroupSettlement1764595100000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE FUNCTION complete_exchanges(p_members uuid[], p_sessions uuid[], p_requests uuid[], p_title text, p_message text,
                                         p_mail_by_default boolean, p_channel text, p_topic text)
      RETURNS TABLE (item integer, outcome text, notified uuid, notification_id uuid, notified_at timestamptz,
                     notification_message text, unread integer, settled_at timestamptz, event_sent boolean)
      LANGUAGE plpgsql AS $$
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
            SELECT c.outcome, c.notified, c.notification_id, c.notified_at, c.notification_message, c.unread, c.settled_at, c.event_sent
              INTO outcome, notified, notification_id, notified_at, notification_message, unread, settled_at, event_sent
              FROM complete_exchange(p_members[i], p_sessions[i], p_requests[i], p_title, p_message, p_mail_by_default, p_channel, p_topic) c;
          EXCEPTION WHEN OTHERS THEN
            outcome := 'failed'; notified := NULL; notification_id := NULL; notified_at := NULL;
            notification_message := NULL; unread := NULL; settled_at := NULL; event_sent := false;
          END;
          RETURN NEXT;
        END LOOP;
      END $$`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP FUNCTION complete_exchanges(uuid[], uuid[], uuid[], text, text, boolean, text, text)`);
  }
}
