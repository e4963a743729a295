import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { useTestServices } from '../../../test/harness.js';
import {
  availableAllWeek,
  balanceOf,
  createMember,
  createService,
  dayInZone,
  grantEp,
  makePremium,
} from '../../../test/factories.js';
import { DomainError } from '../../common/errors/domain-error.js';

/**
 * Random interleavings on one occurrence: rounds of joins, leaves, a cancel and completes, each round
 * run at once (the calls race for the occurrence's lock), the start passing between two rounds. After
 * each run: no call failed but with a domain refusal, no more seats than the occurrence has, the
 * ledger's invariants hold, and every member paid the cost exactly for an attended seat — no EP lost
 * or paid twice.
 */
const { app } = useTestServices({ reset: false });

const COST = 2;
const SEATS = 2;
/** Extra EP over the sign-up bonus: member 3 can pay once only, member 4 is Premium with nothing. */
const GRANTS = [10, 10, 10, 1, 0];

type Op = { kind: 'join' | 'leave'; member: number } | { kind: 'cancel' } | { kind: 'complete'; attended: number[] };

const op: fc.Arbitrary<Op> = fc.oneof(
  { weight: 4, arbitrary: fc.record({ kind: fc.constant('join' as const), member: fc.nat(GRANTS.length - 1) }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('leave' as const), member: fc.nat(GRANTS.length - 1) }) },
  { weight: 1, arbitrary: fc.constant({ kind: 'cancel' as const }) },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('complete' as const),
      attended: fc.subarray([0, 1, 2, 3, 4]),
    }),
  },
);

describe('group sessions under random interleavings', () => {
  it('keep the seat count, the ledger and every balance right', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.array(op, { minLength: 1, maxLength: 5 }), { minLength: 1, maxLength: 3 }),
        fc.array(fc.array(op, { minLength: 1, maxLength: 5 }), { minLength: 1, maxLength: 2 }),
        async (before, after) => {
          await app.reset();
          const coach = await createMember(app);
          await availableAllWeek(app, coach.user.id);
          const service = await createService(app, coach.user.id, {
            title: 'Workshop',
            category: 'sales',
            energyCost: COST,
            maxParticipants: 3,
          });
          const members: Array<{ id: string }> = [];
          for (const grant of GRANTS) {
            const m = await createMember(app);
            if (grant) await grantEp(app, m.user.id, grant);
            members.push(m.user);
          }
          await makePremium(app, members[4].id);
          const start = await Promise.all(members.map((m) => balanceOf(app, m.id)));
          const coachStart = await balanceOf(app, coach.user.id);
          const g = await app.services.groupSessions.schedule(coach.user.id, {
            serviceId: service.id,
            date: dayInZone(3),
            timeSlot: '10:00',
            seats: SEATS,
          });
          const s = app.services.groupSessions;
          const call = (o: Op) => {
            switch (o.kind) {
              case 'join':
                return s.join(members[o.member].id, g.id);
              case 'leave':
                return s.leave(members[o.member].id, g.id);
              case 'cancel':
                return s.cancel(coach.user.id, g.id);
              case 'complete':
                // Attended among those holding a booked seat now (others are refused before any
                // money moves, which the example-based tests cover), so rounds reach the settlement.
                return (async () => {
                  const booked = new Set(
                    (
                      await app.db.query<Array<{ member_id: string }>>(
                        `SELECT member_id FROM group_session_seats WHERE group_session_id = $1 AND status = 'booked'`,
                        [g.id],
                      )
                    ).map((r) => r.member_id),
                  );
                  const attended = o.attended.map((i) => members[i].id).filter((id) => booked.has(id));
                  return s.complete(coach.user.id, g.id, attended);
                })();
            }
          };
          const round = async (ops: Op[]) => {
            const results = await Promise.allSettled(ops.map(call));
            for (const r of results) if (r.status === 'rejected') expect(r.reason).toBeInstanceOf(DomainError);
            const [{ taken }] = await app.db.query<Array<{ taken: number }>>(
              `SELECT count(*)::int AS taken FROM group_session_seats WHERE group_session_id = $1 AND status IN ('booked', 'attended', 'absent')`,
              [g.id],
            );
            expect(taken).toBeLessThanOrEqual(SEATS);
          };
          for (const ops of before) await round(ops);
          await app.db.query(`UPDATE group_sessions SET starts_at = now() - interval '1 minute' WHERE id = $1`, [g.id]);
          for (const ops of after) await round(ops);

          expect((await app.services.ledger.check(app.db.manager)).problems).toEqual([]);
          // The coach's reliability counted the occurrence's end (completed, cancelled) exactly as the facts say.
          expect((await app.services.reliability.check()).problems).toEqual([]);
          const seats = await app.db.query<Array<{ member_id: string; status: string; held: boolean }>>(
            `SELECT member_id, status, held FROM group_session_seats WHERE group_session_id = $1`,
            [g.id],
          );
          let earned = 0;
          for (const [i, m] of members.entries()) {
            const mine = seats.filter((x) => x.member_id === m.id);
            const attended = mine.filter((x) => x.status === 'attended');
            const booked = mine.filter((x) => x.status === 'booked');
            expect(attended.length + booked.length).toBeLessThanOrEqual(1);
            earned += attended.length * COST;
            const paid = [...attended, ...booked].filter((x) => x.held).length * COST;
            expect(await balanceOf(app, m.id)).toBe(start[i] - paid);
          }
          expect(await balanceOf(app, coach.user.id)).toBe(coachStart + earned);
        },
      ),
      { numRuns: 12 },
    );
  }, 240_000);
});
