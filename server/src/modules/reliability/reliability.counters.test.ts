import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { TEST_JWT_SECRET, useTestServices, type TestServices } from '../../../test/harness.js';
import { adminCast, createMember, createService, grantEp } from '../../../test/factories.js';
import { DomainError } from '../../common/errors/domain-error.js';
import { reliabilityCheck } from '../../cli/reliability-check.js';

/**
 * The reliability counters (migration ReliabilityCounters, docs/ledger.md "Reliability") against the
 * facts: exact after every kind of change, after time passes, and the check names a tampered counter.
 */
const { app } = useTestServices({ reset: false });

const tomorrow = () => new Date(Date.now() + 86_400_000);
// The counters as the worker leaves them: the facts' triggers queue, the worker applies after the
// commit (docs/ledger.md "Reliability after the commit"); no worker runs here, so each read drains.
const counters = async (memberId: string) => {
  await app.services.reliability.drain();
  const rows = await app.db.query(
    `SELECT due, answered_in_time, agreed, completed, rating_sum, rating_count, rank::text FROM member_reliability WHERE member_id = $1`,
    [memberId],
  );
  return rows[0];
};
const checkProblems = async () => (await app.services.reliability.check()).problems;

/**
 * Lets `hours` pass for the exchanges: every time of a request moves back, and so does each counted
 * request's `recount_at` — what the clock does, without the triggers seeing a change of the facts.
 */
export async function letTimePass(a: TestServices, hours: number) {
  await a.db.transaction(async (tx) => {
    await tx.query(`ALTER TABLE exchange_requests DISABLE TRIGGER exchange_requests_reliability_update`);
    await tx.query(
      `UPDATE exchange_requests SET requested_at = requested_at - make_interval(hours => $1), responded_at = responded_at - make_interval(hours => $1),
              expires_at = expires_at - make_interval(hours => $1), completed_at = completed_at - make_interval(hours => $1)`,
      [hours],
    );
    await tx.query(`UPDATE reliability_counted SET recount_at = recount_at - make_interval(hours => $1)`, [hours]);
    await tx.query(`ALTER TABLE exchange_requests ENABLE TRIGGER exchange_requests_reliability_update`);
  });
}

/** A fresh database with a coach offering a 1 EP service and a student with 20 EP to ask for it. */
async function coachAndStudent() {
  await app.reset();
  const s = app.services;
  const coach = await createMember(app);
  const student = await createMember(app);
  await grantEp(app, student.user.id, 20);
  const service = await createService(app, coach.user.id, { energyCost: 1 });
  return { s, coach, student, send: () => s.exchanges.send(student.user.id, { serviceId: service.id }) };
}

describe('reliability counters', () => {
  it('follow every change of the facts in its own transaction, and time passing through the tick', async () => {
    const { s, coach, student, send } = await coachAndStudent();

    const pending = await send();
    expect(await counters(coach.user.id)).toMatchObject({ due: 0, answered_in_time: 0 });
    const accepted = await send();
    await s.exchanges.respond(coach.user.id, { requestId: accepted.id, action: 'accept', sessionDate: tomorrow() });
    expect(await counters(coach.user.id)).toMatchObject({ due: 1, answered_in_time: 1, agreed: 0, completed: 0 });
    await s.exchanges.complete(student.user.id, accepted.id); // the one-round-trip settlement
    expect(await counters(coach.user.id)).toMatchObject({ agreed: 1, completed: 1 });
    expect(await counters(student.user.id)).toMatchObject({ due: 0, agreed: 1, completed: 1 });
    await s.testimonials.create(student.user.id, {
      requestId: accepted.id,
      content: 'Good',
      rating: 4,
      isPublic: true,
    });
    expect(await counters(coach.user.id)).toMatchObject({ rating_sum: 4, rating_count: 1 });
    const open = await send();
    await s.exchanges.respond(coach.user.id, { requestId: open.id, action: 'accept', sessionDate: tomorrow() });
    const cancelled = await send();
    await s.exchanges.cancel(student.user.id, cancelled.id);
    expect(await counters(coach.user.id)).toMatchObject({ due: 2, answered_in_time: 2, agreed: 1, completed: 1 });
    expect(await checkProblems()).toEqual([]);

    // 50 hours later the pending request is due (unanswered); 15 days later the open exchange counts against.
    await letTimePass(app, 50);
    expect(await counters(coach.user.id)).toMatchObject({ due: 2 }); // not yet applied…
    expect(await checkProblems()).toEqual([]); // …but the check applies what the tick would (and rolls back)
    expect(await s.reliability.tick()).toBe(1);
    expect(await counters(coach.user.id)).toMatchObject({ due: 3, answered_in_time: 2 });
    await letTimePass(app, 14 * 24);
    expect(await s.reliability.tick()).toBe(1);
    expect(await counters(coach.user.id)).toMatchObject({ agreed: 2, completed: 1 });
    expect(await counters(student.user.id)).toMatchObject({ agreed: 2, completed: 1 });
    expect(await s.reliability.tick()).toBe(0);
    // An answer after the 48 h: due already, not in time.
    await s.exchanges.respond(coach.user.id, { requestId: pending.id, action: 'decline' });
    expect(await counters(coach.user.id)).toMatchObject({ due: 3, answered_in_time: 2 });
    expect(await checkProblems()).toEqual([]);
  });

  it('rank members with 3 completed exchanges by the weighted score, "New member"s after them', async () => {
    const { s, coach, student, send } = await coachAndStudent();
    const ids: string[] = [];
    for (let i = 0; i < 3; i++) {
      const r = await send();
      await s.exchanges.respond(coach.user.id, { requestId: r.id, action: 'accept', sessionDate: tomorrow() });
      await s.exchanges.complete(student.user.id, r.id);
      ids.push(r.id);
    }
    await s.testimonials.create(student.user.id, { requestId: ids[0], content: 'Fine', rating: 3, isPublic: true });
    // Completion 3/3, response 3/3, rating (3 − 1) / 4: 1 + 0.4 + 0.3 + 0.15.
    expect((await counters(coach.user.id)).rank).toBe('1.850000');
    // The student has no requests received and no rating: both count as the middle (0.5).
    expect((await counters(student.user.id)).rank).toBe('1.700000');
    const newcomer = await createMember(app);
    expect((await counters(newcomer.user.id)).rank).toBe('0.000000');
    // A reversed exchange is not a completed one: the coach drops below 3 and is a New member again.
    const { admin } = await adminCast(app);
    const dispute = await s.disputes.open(student.user.id, ids[1], 'The session never took place at all, sorry.');
    await s.disputes.resolve(admin.user.id, dispute.id, 'reverse', 'Refunded.');
    expect(await counters(coach.user.id)).toMatchObject({ agreed: 2, completed: 2, rank: '0.000000' });
    expect(await checkProblems()).toEqual([]);
  });

  it('are proved by `npm run reliability:check`, which names a tampered counter and exits 1', async () => {
    await app.reset();
    const coach = await createMember(app);
    const env = { DATABASE_URL: app.config.databaseUrl, JWT_SECRET: TEST_JWT_SECRET };
    const out: string[] = [];
    const err: string[] = [];
    expect(
      await reliabilityCheck(
        env,
        (l) => out.push(l),
        (l) => err.push(l),
      ),
    ).toBe(0);
    expect(out).toContain('reliability: counters match the facts');

    await app.db.query(
      `UPDATE member_reliability SET completed = completed + 2, agreed = agreed + 2 WHERE member_id = $1`,
      [coach.user.id],
    );
    expect(
      await reliabilityCheck(
        env,
        (l) => out.push(l),
        (l) => err.push(l),
      ),
    ).toBe(1);
    expect(err.join('\n')).toContain(
      `reliability: DRIFT: member ${coach.user.id}: exchanges completed counted 2 ≠ facts 0`,
    );
    await app.db.query(`DELETE FROM member_reliability WHERE member_id = $1`, [coach.user.id]);
    expect(await checkProblems()).toEqual([
      `member ${coach.user.id}: no counters row (the reliability sort would not list them)`,
    ]);
    await app.reset();
  });
});

type Op =
  | { kind: 'send'; from: number; to: number }
  | { kind: 'exchange'; from: number; to: number }
  | {
      kind: 'accept' | 'decline' | 'cancel' | 'complete' | 'review' | 'dispute';
      request: number;
      byCoach: boolean;
      rating: number;
    }
  | { kind: 'expire' }
  | { kind: 'time'; hours: number };

const op: fc.Arbitrary<Op> = fc.oneof(
  { arbitrary: fc.record({ kind: fc.constant('send' as const), from: fc.nat(2), to: fc.nat(2) }), weight: 2 },
  // A whole exchange (sent, accepted, completed), so that reviews and disputes have something to act on.
  { arbitrary: fc.record({ kind: fc.constant('exchange' as const), from: fc.nat(2), to: fc.nat(2) }), weight: 2 },
  {
    arbitrary: fc.record({
      kind: fc.constantFrom(
        'accept' as const,
        'decline' as const,
        'cancel' as const,
        'complete' as const,
        'review' as const,
        'dispute' as const,
      ),
      request: fc.nat(12),
      byCoach: fc.boolean(),
      rating: fc.integer({ min: 1, max: 5 }),
    }),
    weight: 6,
  },
  { arbitrary: fc.record({ kind: fc.constant('expire' as const) }), weight: 1 },
  {
    arbitrary: fc.record({ kind: fc.constant('time' as const), hours: fc.constantFrom(1, 30, 49, 200, 340) }),
    weight: 2,
  },
);

describe('reliability counters under random flows', () => {
  it('equal the figures computed from the facts after every sequence', async () => {
    await app.reset();
    const { admin } = await adminCast(app);
    const members: Array<Awaited<ReturnType<typeof createMember>>> = [];
    for (let i = 0; i < 3; i++) members.push(await createMember(app));
    let disputed = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(op, { minLength: 8, maxLength: 24 }), async (ops) => {
        await app.db.query(`TRUNCATE exchange_disputes, testimonials, exchange_requests, reliability_counted CASCADE`);
        await app.db.query(
          `UPDATE member_reliability SET due = 0, answered_in_time = 0, agreed = 0, completed = 0, rating_sum = 0, rating_count = 0`,
        );
        for (const m of members) await grantEp(app, m.user.id, 10);
        const services = [];
        for (let i = 0; i < 3; i++) services.push(await createService(app, members[i].user.id, { energyCost: 1 }));
        const requests: Array<{ id: string; from: number; to: number }> = [];
        const s = app.services;
        for (const o of ops) {
          try {
            if (o.kind === 'send' || o.kind === 'exchange') {
              const { id } = await s.exchanges.send(members[o.from].user.id, { serviceId: services[o.to].id });
              requests.push({ id, from: o.from, to: o.to });
              if (o.kind === 'exchange') {
                await s.exchanges.respond(members[o.to].user.id, {
                  requestId: id,
                  action: 'accept',
                  sessionDate: tomorrow(),
                });
                await s.exchanges.complete(members[o.from].user.id, id);
              }
            } else if (o.kind === 'expire') {
              await app.db.query(
                `UPDATE exchange_requests SET expires_at = now() - interval '1 second' WHERE status = 'pending'`,
              );
              await s.exchanges.expireDue();
            } else if (o.kind === 'time') {
              await letTimePass(app, o.hours);
              if (o.hours > 100) await s.reliability.tick();
            } else {
              const r = requests[o.request % Math.max(requests.length, 1)];
              if (!r) continue;
              const id = r.id;
              // Answers are the coach's and withdrawals the requester's; the rest either party's.
              const byCoach =
                o.kind === 'accept' || o.kind === 'decline' ? true : o.kind === 'cancel' ? false : o.byCoach;
              const by = members[byCoach ? r.to : r.from].user.id;
              if (o.kind === 'accept' || o.kind === 'decline')
                await s.exchanges.respond(by, { requestId: id, action: o.kind, sessionDate: tomorrow() });
              else if (o.kind === 'cancel') await s.exchanges.cancel(by, id);
              else if (o.kind === 'complete') await s.exchanges.complete(by, id);
              else if (o.kind === 'review')
                await s.testimonials.create(by, {
                  requestId: id,
                  content: 'Review',
                  rating: o.rating,
                  isPublic: o.rating !== 2,
                });
              else {
                const d = await s.disputes.open(by, id, 'Something went wrong with this exchange, please look.');
                disputed++;
                await s.disputes.resolve(admin.user.id, d.id, o.rating > 2 ? 'reverse' : 'dismiss', 'Decided.');
              }
            }
          } catch (err) {
            if (!(err instanceof DomainError)) throw err; // refusals are fine; crashes are not
          }
        }
        expect(await checkProblems()).toEqual([]);
        // What the cards show (the counters, with the requests time has changed since the last tick
        // taken at their facts) equals the figures computed from the facts, before any tick.
        const ids = members.map((m) => m.user.id);
        expect(await s.reliability.of(ids)).toEqual(await s.reliability.fromFacts(ids));
        // And once the tick has run, the stored counters themselves equal the facts.
        await s.reliability.tick();
        const facts = await s.reliability.fromFacts(ids);
        for (const m of members) {
          const c = await counters(m.user.id);
          const f = facts.get(m.user.id)!;
          expect([c.completed, c.rating_count]).toEqual([f.completedExchanges, f.ratingCount]);
        }
      }),
      {
        numRuns: 15,
        // One sequence that always reaches the dispute path (a reversal and a dismissal), whatever
        // the random ones do: 15 random runs usually open several disputes, but once opened none.
        examples: [
          [
            [
              { kind: 'exchange', from: 0, to: 1 },
              { kind: 'exchange', from: 2, to: 0 },
              { kind: 'dispute', request: 0, byCoach: false, rating: 4 },
              { kind: 'dispute', request: 1, byCoach: true, rating: 1 },
            ],
          ],
        ],
      },
    );
    expect(disputed).toBeGreaterThan(0); // the runs did reach the dispute path
    await app.reset();
  }, 240_000);
});
