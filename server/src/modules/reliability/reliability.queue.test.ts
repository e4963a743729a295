import { describe, expect, it } from 'vitest';
import { TEST_JWT_SECRET, useTestServices } from '../../../test/harness.js';
import { createMember, createService, grantEp } from '../../../test/factories.js';
import { reliabilityCheck } from '../../cli/reliability-check.js';

/**
 * The reliability recount after the commit (docs/ledger.md "Reliability after the commit"): the
 * facts' triggers only queue what changed, the worker applies the queue once, and the check drains
 * it before proving the counters.
 */
const { app } = useTestServices();

const tomorrow = () => new Date(Date.now() + 86_400_000);
const completed = async (memberId: string) =>
  (await app.db.query(`SELECT agreed, completed FROM member_reliability WHERE member_id = $1`, [memberId]))[0] as {
    agreed: number;
    completed: number;
  };
const queued = async () => Number((await app.db.query(`SELECT count(*) AS n FROM reliability_queue`))[0].n);

/** `pairs` coaches each with an accepted 1 EP exchange from their own student (disjoint members: no wallet is shared). */
async function acceptedExchanges(pairs: number) {
  const s = app.services;
  const out: Array<{ coachId: string; studentId: string; requestId: string }> = [];
  for (let i = 0; i < pairs; i++) {
    const coach = await createMember(app);
    const student = await createMember(app);
    await grantEp(app, student.user.id, 5);
    const service = await createService(app, coach.user.id, { energyCost: 1 });
    const r = await s.exchanges.send(student.user.id, { serviceId: service.id });
    await s.exchanges.respond(coach.user.id, { requestId: r.id, action: 'accept', sessionDate: tomorrow() });
    out.push({ coachId: coach.user.id, studentId: student.user.id, requestId: r.id });
  }
  await s.reliability.drain();
  return out;
}

describe('reliability after the commit', () => {
  it('a settlement only queues its recount; the drain applies it once, a second drain changes nothing', async () => {
    const s = app.services;
    const [x] = await acceptedExchanges(1);
    expect(await queued()).toBe(0);
    await s.exchanges.complete(x.studentId, x.requestId);
    // The money is in the settlement's transaction; the counters wait for the worker.
    expect(await queued()).toBe(1);
    expect(await completed(x.coachId)).toEqual({ agreed: 0, completed: 0 });
    expect((await s.reliability.of([x.coachId])).get(x.coachId)).toMatchObject({ completedExchanges: 0 });

    expect(await s.reliability.drain()).toBe(1);
    expect(await queued()).toBe(0);
    expect(await completed(x.coachId)).toEqual({ agreed: 1, completed: 1 });
    expect(await completed(x.studentId)).toEqual({ agreed: 1, completed: 1 });
    expect((await s.reliability.of([x.coachId])).get(x.coachId)).toMatchObject({ completedExchanges: 1 });

    // The same request queued again (another change of it, or a replay): recounted, counted once.
    await app.db.query(`INSERT INTO reliability_queue (request_id) VALUES ($1), ($1)`, [x.requestId]);
    expect(await s.reliability.drain()).toBe(2);
    expect(await completed(x.coachId)).toEqual({ agreed: 1, completed: 1 });
    expect(await s.reliability.drain()).toBe(0);
  });

  it('applies the queue exactly once under concurrent settlements and drains', async () => {
    const s = app.services;
    const pairs = await acceptedExchanges(8);
    // Every settlement at once, with drains running beside them (as the workers of several instances
    // would), and each request queued a second time by hand while they run.
    await Promise.all([
      ...pairs.map((p) => s.exchanges.complete(p.studentId, p.requestId)),
      ...pairs.map((p) => app.db.query(`INSERT INTO reliability_queue (request_id) VALUES ($1)`, [p.requestId])),
      ...Array.from({ length: 6 }, () => s.reliability.drain(3)),
    ]);
    await Promise.all([s.reliability.drain(), s.reliability.drain()]);
    expect(await queued()).toBe(0);
    for (const p of pairs) {
      expect(await completed(p.coachId)).toEqual({ agreed: 1, completed: 1 });
      expect(await completed(p.studentId)).toEqual({ agreed: 1, completed: 1 });
    }
    const counted = await app.db.query(
      `SELECT count(*)::int AS n, count(*) FILTER (WHERE completed)::int AS done FROM reliability_counted WHERE request_id = ANY ($1::uuid[])`,
      [pairs.map((p) => p.requestId)],
    );
    expect(counted[0]).toEqual({ n: 8, done: 8 });
    expect((await s.reliability.check()).problems).toEqual([]);
  }, 120_000);

  it('the worker, once started, applies what a commit queued without being asked', async () => {
    const s = app.services;
    const [x] = await acceptedExchanges(1);
    s.reliability.start(s.bus);
    try {
      await s.exchanges.complete(x.studentId, x.requestId);
      // Woken by the completion's notification, once it is committed: no drain here.
      await expect.poll(() => completed(x.coachId), { timeout: 5_000 }).toEqual({ agreed: 1, completed: 1 });
      expect(await queued()).toBe(0);
    } finally {
      await s.reliability.stop();
    }
  });

  it('the started worker also finds what was queued without any notification, by its look at the queue', async () => {
    const s = app.services;
    const [x] = await acceptedExchanges(1);
    s.reliability.start(s.bus);
    try {
      await expect.poll(queued, { timeout: 5_000 }).toBe(0); // what start() drains at once
      // Settled behind the app's back: the trigger queues the recount, and no member is notified.
      await app.db.query(`UPDATE exchange_requests SET status = 'completed', completed_at = now() WHERE id = $1`, [
        x.requestId,
      ]);
      expect(await queued()).toBe(1);
      await expect.poll(() => completed(x.coachId), { timeout: 5_000 }).toEqual({ agreed: 1, completed: 1 });
      expect(await queued()).toBe(0);
    } finally {
      await s.reliability.stop();
    }
    // Stopped, it leaves the queue alone.
    await app.db.query(`INSERT INTO reliability_queue (request_id) VALUES ($1)`, [x.requestId]);
    await new Promise((r) => setTimeout(r, 1_500));
    expect(await queued()).toBe(1);
  });

  it('`npm run reliability:check` drains the queue first, then still fails on a wrong counter', async () => {
    const s = app.services;
    const [x] = await acceptedExchanges(1);
    await s.exchanges.complete(x.studentId, x.requestId);
    expect(await queued()).toBe(1);
    const env = { DATABASE_URL: app.config.databaseUrl, JWT_SECRET: TEST_JWT_SECRET };
    const run = async () => {
      const out: string[] = [];
      const err: string[] = [];
      const code = await reliabilityCheck(
        env,
        (l) => out.push(l),
        (l) => err.push(l),
      );
      return { code, out, err };
    };
    // Queued but not applied: the check applies it, and the counters then equal the facts.
    const first = await run();
    expect(first.code).toBe(0);
    expect(first.out).toContain('reliability: counters match the facts');
    expect(await queued()).toBe(0);
    expect(await completed(x.coachId)).toEqual({ agreed: 1, completed: 1 });

    // A counter wrong with nothing queued: the drain does not hide it.
    await app.db.query(`UPDATE member_reliability SET completed = completed + 1 WHERE member_id = $1`, [x.coachId]);
    const second = await run();
    expect(second.code).toBe(1);
    expect(second.err.join('\n')).toContain(`member ${x.coachId}: exchanges completed counted 2 ≠ facts 1`);
    await app.db.query(`UPDATE member_reliability SET completed = completed - 1 WHERE member_id = $1`, [x.coachId]);
    expect((await run()).code).toBe(0);
  });
});
