import { describe, expect, inject, it } from 'vitest';
import { Topic } from '../../common/events/event-bus.js';
import { useTestApp } from '../../../test/harness.js';
import { balanceOf, createMember, createService, grantEp } from '../../../test/factories.js';
import { countQueries } from '../../../test/query-counter.js';
import { SettlementGroups } from './settlement-groups.js';

/**
 * Group settlement (docs/ledger.md "Group settlement"): completions that arrive while others are in
 * PostgreSQL go together, in one statement and one commit; each item is a single settlement's, and
 * an item that fails is rolled back alone.
 */
const { app, api } = useTestApp();
// The service groups completions only on a PostgreSQL server, where they can wait for a connection;
// the embedded database has one connection and settles one by one (exchange.service.ts `complete`).
const groupsInService = !inject('embeddedDatabase');

async function acceptedRequests(n: number) {
  const coach = await createMember(app);
  const member = await createMember(app);
  await grantEp(app, member.user.id, n);
  const ids: string[] = [];
  for (let i = 0; i < n; i++) {
    const service = await createService(app, coach.user.id, { energyCost: 1 });
    const { body } = await api.post('/requests', { service_id: service.id }, member.token);
    await api.post('/requests/respond', { request_id: body.id, action: 'accept' }, coach.token);
    ids.push(body.id as string);
  }
  return { coach, member, ids };
}

const deferred = <T>() => {
  let resolve!: (v: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
};

describe('SettlementGroups', () => {
  it('sends at once while a place is free, then everything that waited as one group, answering each in order', async () => {
    const calls: { items: number[]; done: ReturnType<typeof deferred<number[]>> }[] = [];
    const groups = new SettlementGroups<number, number>(
      (items) => {
        const done = deferred<number[]>();
        calls.push({ items, done });
        return done.promise;
      },
      2,
      3,
    );
    const answers = [1, 2, 3, 4, 5, 6].map((n) => groups.run(n));
    expect(calls.map((c) => c.items)).toEqual([[1], [2]]); // two places, taken at once
    calls[0].done.resolve([10]);
    await new Promise((r) => setTimeout(r, 0));
    expect(calls.map((c) => c.items)).toEqual([[1], [2], [3, 4, 5]]); // at most 3 in a group
    calls[1].done.resolve([20]);
    await new Promise((r) => setTimeout(r, 0));
    expect(calls.map((c) => c.items)).toEqual([[1], [2], [3, 4, 5], [6]]);
    calls[2].done.resolve([30, 40, 50]);
    calls[3].done.resolve([60]);
    expect(await Promise.all(answers)).toEqual([10, 20, 30, 40, 50, 60]);
  });

  it('gives a group’s error to that group only', async () => {
    let call = 0;
    const groups = new SettlementGroups<number, number>(
      (items) => (call++ === 0 ? Promise.reject(new Error('boom')) : Promise.resolve(items)),
      1,
      8,
    );
    const [a, b, c] = [groups.run(1), groups.run(2), groups.run(3)];
    await expect(a).rejects.toThrow('boom');
    expect(await Promise.all([b, c])).toEqual([2, 3]);
  });
});

describe('group settlement', () => {
  it.runIf(groupsInService)(
    'settles completions arriving together in one statement, each exactly as alone: entry, notification, event',
    async () => {
      const { coach, member, ids } = await acceptedRequests(6);
      const subscription = app.services.bus.pubSub.subscribe(Topic.MemberNotifications, member.user.id);
      const events = subscription[Symbol.asyncIterator]();
      // Only the settlements' events: the notices of the requests' acceptance may still be on their
      // way through PostgreSQL's NOTIFY when the subscription starts.
      type Event = { notification: { id: string; type: string; reference: string }; unreadCount: number };
      const received = (async () => {
        const settled: Event[] = [];
        while (settled.length < 6) {
          const { value } = (await events.next()) as { value: Event };
          if (value.notification.type === 'exchange_completed') settled.push(value);
        }
        return settled;
      })();
      const balanceBefore = await balanceOf(app, coach.user.id);
      let results: Awaited<ReturnType<typeof app.services.exchanges.complete>>[] = [];
      const counted = await countQueries(app, async () => {
        // In one tick: the first two take the two places, the other four wait and go as one group.
        results = await Promise.all(ids.map((id) => app.services.exchanges.complete(coach.user.id, id)));
      });
      expect(counted.statements.filter((s) => s.includes('complete_exchanges(')).length).toBe(1);
      expect(results.map((r) => [r.id, r.status, r.settledNow])).toEqual(ids.map((id) => [id, 'completed', true]));

      const entries = await app.db.query(
        `SELECT e.reference, e.amount, e.kind, e.idempotency_key, d.kind AS debit, c.user_id AS credited FROM ledger_entries e
         JOIN ledger_accounts d ON d.id = e.debit_account_id JOIN ledger_accounts c ON c.id = e.credit_account_id
        WHERE e.kind = 'settlement' ORDER BY e.reference`,
      );
      expect(entries).toEqual(
        [...ids].sort().map((id) => ({
          reference: id,
          amount: 1,
          kind: 'settlement',
          idempotency_key: `settle:${id}`,
          debit: 'escrow',
          credited: coach.user.id,
        })),
      );
      expect(await balanceOf(app, coach.user.id)).toBe(balanceBefore + 6);

      // One event per settlement, each with its own notification and the unread count when it was
      // sent, after the group's commit: the newest is the member's count now.
      const values = await received;
      await events.return?.();
      const notes = await app.db.query(
        `SELECT id, reference FROM notifications WHERE type = 'exchange_completed' AND user_id = $1`,
        [member.user.id],
      );
      expect(new Set(values.map((v) => v.notification.id))).toEqual(new Set(notes.map((n: { id: string }) => n.id)));
      expect(new Set(values.map((v) => v.notification.reference))).toEqual(new Set(ids));
      const [{ unread }] = await app.db.query(
        `SELECT count(*)::int AS unread FROM notifications WHERE user_id = $1 AND NOT read`,
        [member.user.id],
      );
      expect(Math.max(...values.map((v) => v.unreadCount))).toBe(unread);
      expect(Math.min(...values.map((v) => v.unreadCount))).toBeGreaterThanOrEqual(unread - 5);
      expect((await app.services.ledger.check(app.db.manager)).problems).toEqual([]);
    },
  );

  it.runIf(groupsInService)('settles an item its group rolled back on its own, through the service', async () => {
    const { coach, ids } = await acceptedRequests(6);
    // ids[4] goes in the group of four (see above); its notification fails there, and only there.
    await app.db.query(`
      CREATE FUNCTION fail_in_group() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF NEW.reference = '${ids[4]}' AND current_query() LIKE '%complete_exchanges(%' THEN RAISE EXCEPTION 'refused in a group'; END IF;
        RETURN NEW;
      END $$`);
    await app.db.query(
      `CREATE TRIGGER fail_in_group BEFORE INSERT ON notifications FOR EACH ROW EXECUTE FUNCTION fail_in_group()`,
    );
    try {
      let results: Awaited<ReturnType<typeof app.services.exchanges.complete>>[] = [];
      const counted = await countQueries(app, async () => {
        results = await Promise.all(ids.map((id) => app.services.exchanges.complete(coach.user.id, id)));
      });
      expect(results.map((r) => r.status)).toEqual(ids.map(() => 'completed'));
      expect(counted.statements.filter((st) => st.includes('complete_exchanges(')).length).toBe(1);
      expect(counted.statements.filter((st) => st.includes('complete_exchange(')).length).toBe(3); // two alone, then the failed item
    } finally {
      await app.db.query(`DROP TRIGGER fail_in_group ON notifications`);
      await app.db.query(`DROP FUNCTION fail_in_group()`);
    }
    const settled = await app.db.query(
      `SELECT reference, count(*)::int AS n FROM ledger_entries WHERE kind = 'settlement' GROUP BY reference`,
    );
    expect(settled.map((r: { reference: string; n: number }) => [r.reference, r.n]).sort()).toEqual(
      [...ids].sort().map((id) => [id, 1]),
    );
    const [{ n }] = await app.db.query(
      `SELECT count(*)::int AS n FROM notifications WHERE type = 'exchange_completed'`,
    );
    expect(n).toBe(6);
    expect((await app.services.ledger.check(app.db.manager)).problems).toEqual([]);
  });

  it.runIf(groupsInService)(
    'locks every request of the group before its first item settles, so it waits holding nothing of one item alone',
    async () => {
      const { coach, ids } = await acceptedRequests(2);
      const holder = app.db.createQueryRunner();
      const probe = app.db.createQueryRunner();
      await holder.connect();
      await probe.connect();
      try {
        // Another transaction holds the coach's wallet: the group has to wait at the wallets.
        await holder.startTransaction();
        await holder.query(`SELECT 1 FROM ledger_accounts WHERE user_id = $1 FOR UPDATE`, [coach.user.id]);
        const group = app.db.query(
          `SELECT item, outcome FROM complete_exchanges($1::uuid[], $2::uuid[], $3::uuid[], '{"text": "exchangeCompleted", "values": {}}'::jsonb, false)`,
          [[coach.user.id, coach.user.id], [null, null], ids],
        );
        for (let waiting = 0; waiting === 0;) {
          await new Promise((r) => setTimeout(r, 20));
          [{ waiting }] = await probe.query(
            `SELECT count(*)::int AS waiting FROM pg_stat_activity WHERE wait_event_type = 'Lock' AND query LIKE '%complete_exchanges(%' AND pid <> pg_backend_pid()`,
          );
        }
        // While it waits, the second item's request is already the group's (taken item by item, it would still be free).
        await expect(
          probe.query(`SELECT id FROM exchange_requests WHERE id = $1 FOR UPDATE NOWAIT`, [ids[1]]),
        ).rejects.toThrow(/could not obtain lock/);
        await holder.commitTransaction();
        expect(await group).toEqual([
          { item: 1, outcome: 'completed' },
          { item: 2, outcome: 'completed' },
        ]);
      } finally {
        if (holder.isTransactionActive) await holder.rollbackTransaction();
        await holder.release();
        await probe.release();
      }
    },
  );

  it('rolls back a failing item alone: the others of its group commit, and it is settled on its own', async () => {
    const { coach, member, ids } = await acceptedRequests(3);
    // The middle item's notification fails (as a deadlock with another group would).
    await app.db.query(`
      CREATE FUNCTION pg_temp_fail_one() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN IF NEW.reference = '${ids[1]}' THEN RAISE EXCEPTION 'refused for the test'; END IF; RETURN NEW; END $$`);
    await app.db.query(
      `CREATE TRIGGER fail_one BEFORE INSERT ON notifications FOR EACH ROW EXECUTE FUNCTION pg_temp_fail_one()`,
    );
    try {
      const rows = await app.db.query(
        `SELECT item, outcome FROM complete_exchanges($1::uuid[], $2::uuid[], $3::uuid[], '{"text": "exchangeCompleted", "values": {}}'::jsonb, false)`,
        [[coach.user.id, coach.user.id, coach.user.id], [null, null, null], ids],
      );
      expect(rows).toEqual([
        { item: 1, outcome: 'completed' },
        { item: 2, outcome: 'failed' },
        { item: 3, outcome: 'completed' },
      ]);
      const statuses = await app.db.query(`SELECT id, status FROM exchange_requests WHERE id = ANY($1::uuid[])`, [ids]);
      expect(Object.fromEntries(statuses.map((r: { id: string; status: string }) => [r.id, r.status]))).toEqual({
        [ids[0]]: 'completed',
        [ids[1]]: 'accepted',
        [ids[2]]: 'completed',
      });
      const settled = await app.db.query(
        `SELECT reference FROM ledger_entries WHERE kind = 'settlement' ORDER BY reference`,
      );
      expect(settled.map((r: { reference: string }) => r.reference)).toEqual([ids[0], ids[2]].sort());
    } finally {
      await app.db.query(`DROP TRIGGER fail_one ON notifications`);
      await app.db.query(`DROP FUNCTION pg_temp_fail_one()`);
    }
    // Completed again, on its own: settled once.
    expect((await api.post(`/requests/${ids[1]}/complete`, {}, member.token)).body).toMatchObject({
      id: ids[1],
      status: 'completed',
    });
    const [{ n }] = await app.db.query(
      `SELECT count(*)::int AS n FROM ledger_entries WHERE kind = 'settlement' AND reference = $1`,
      [ids[1]],
    );
    expect(n).toBe(1);
    expect((await app.services.ledger.check(app.db.manager)).problems).toEqual([]);
  });
});
