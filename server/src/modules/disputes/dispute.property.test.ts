import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { useTestServices } from '../../../test/harness.js';
import { adminCast, createMember, createService, grantEp, makePremium } from '../../../test/factories.js';
import { DomainError } from '../../common/errors/domain-error.js';

/**
 * Random disputes, resolutions raced by several admins, and coaches spending what they earned,
 * over a handful of completed exchanges. After every step the ledger invariants hold (reversals
 * included: docs/ledger.md "Disputes and reversals"), no exchange is reversed twice, and a reversal
 * takes from the coach at most what the exchange cost.
 */
const { app } = useTestServices({ reset: false });

type Op =
  | { kind: 'open'; exchange: number; byCoach: boolean }
  | { kind: 'resolve'; exchange: number; actions: Array<'reverse' | 'dismiss'> }
  | { kind: 'spend'; member: number };

const op: fc.Arbitrary<Op> = fc.oneof(
  fc.record({ kind: fc.constant('open' as const), exchange: fc.nat(5), byCoach: fc.boolean() }),
  fc.record({
    kind: fc.constant('resolve' as const),
    exchange: fc.nat(5),
    actions: fc.array(fc.constantFrom('reverse' as const, 'dismiss' as const), { minLength: 1, maxLength: 3 }),
  }),
  fc.record({ kind: fc.constant('spend' as const), member: fc.nat(3) }),
);

async function makeCast() {
  await app.reset();
  const { admin, superAdmin } = await adminCast(app);
  const members = [];
  for (let i = 0; i < 4; i++) members.push(await createMember(app));
  await makePremium(app, members[3].user.id);
  return { admins: [admin, superAdmin], members };
}
let cast: Awaited<ReturnType<typeof makeCast>> | undefined;

describe('disputes and reversals under random sequences and races', () => {
  it('keep the ledger whole and reverse each exchange at most once', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(op, { minLength: 4, maxLength: 12 }), async (ops) => {
        // The cast is made once (signing up hashes passwords: slow); each run gets fresh exchanges.
        cast ??= await makeCast();
        const { admins, members } = cast;
        for (const m of members.slice(0, 3)) await grantEp(app, m.user.id, 12);
        const s = app.services;
        // Six completed exchanges around the ring: member i asks member i+1, costing 1 to 3 EP.
        const exchanges: Array<{
          id: string;
          requester: number;
          coach: number;
          cost: number;
          dispute?: string;
          resolved?: boolean;
        }> = [];
        for (let i = 0; i < 6; i++) {
          const requester = i % 4;
          const coach = (i + 1) % 4;
          const cost = (i % 3) + 1;
          const service = await createService(app, members[coach].user.id, { energyCost: cost });
          const r = await s.exchanges.send(members[requester].user.id, { serviceId: service.id });
          await s.exchanges.respond(members[coach].user.id, {
            requestId: r.id,
            action: 'accept',
            sessionDate: new Date(Date.now() + 86_400_000),
          });
          await s.exchanges.complete(members[requester].user.id, r.id);
          exchanges.push({ id: r.id, requester, coach, cost });
        }
        const sink = await createService(app, members[0].user.id, { energyCost: 1 });

        for (const o of ops) {
          if (o.kind === 'open') {
            const e = exchanges[o.exchange];
            const by = members[o.byCoach ? e.coach : e.requester].user.id;
            try {
              const d = await s.disputes.open(by, e.id, 'A random dispute, long enough to count.');
              expect(e.dispute).toBeUndefined();
              e.dispute = d.id;
            } catch (err) {
              expect(err instanceof DomainError && err.code === 'CONFLICT' && e.dispute !== undefined).toBe(true);
            }
          } else if (o.kind === 'resolve') {
            const e = exchanges[o.exchange];
            if (!e.dispute) continue;
            const answers = await Promise.allSettled(
              o.actions.map((action, i) => s.disputes.resolve(admins[i % 2].user.id, e.dispute!, action, `race ${i}`)),
            );
            const done = answers.filter((a) => a.status === 'fulfilled');
            expect(done.length).toBe(e.resolved ? 0 : 1);
            for (const a of answers)
              if (a.status === 'rejected') expect((a.reason as DomainError).code).toBe('CONFLICT');
            if (done.length) {
              e.resolved = true;
              const v = done[0].value;
              if (v.status === 'reversed') expect(v.reversedAmount! + v.claimedAmount! + v.shortfall!).toBe(e.cost);
            }
          } else {
            // A member spends what they can (a request to member 0's service holds 1 EP): shortfalls happen.
            if (o.member === 0) continue;
            try {
              await s.exchanges.send(members[o.member].user.id, { serviceId: sink.id });
            } catch (err) {
              expect((err as DomainError).code).toBe('INSUFFICIENT_FUNDS');
            }
          }
          expect((await s.ledger.check(app.db.manager)).problems).toEqual([]);
        }
        const keys = exchanges.map((e) => `reverse:${e.id}`);
        const [{ n }] = await app.db.query(
          `SELECT count(*)::int AS n FROM ledger_entries WHERE idempotency_key = ANY($1::text[])`,
          [keys],
        );
        expect(n).toBeLessThanOrEqual(exchanges.filter((e) => e.resolved).length);
      }),
      { numRuns: 5 },
    );
  }, 120_000);
});
