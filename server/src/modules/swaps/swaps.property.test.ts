import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { useTestServices } from '../../../test/harness.js';
import { propertyCast } from '../../../test/factories.js';
import { DomainError } from '../../common/errors/domain-error.js';

/**
 * Random sequences of swap operations (propose, accept, decline, withdraw, expire, complete either
 * side) against a model of balances and escrow (docs/ledger.md "Reciprocal swaps"). After every
 * step the database must agree with the model and the ledger invariants must hold.
 */
const { app } = useTestServices({ reset: false });

type Op =
  | { kind: 'propose'; from: number; to: number }
  | { kind: 'accept' | 'decline' | 'cancel' | 'expire'; swap: number; by: number }
  | { kind: 'complete'; swap: number; side: 0 | 1; by: number };

const op: fc.Arbitrary<Op> = fc.oneof(
  fc.record({ kind: fc.constant('propose' as const), from: fc.nat(2), to: fc.nat(2) }),
  fc.record({
    kind: fc.constantFrom('accept' as const, 'decline' as const, 'cancel' as const, 'expire' as const),
    swap: fc.nat(10),
    by: fc.nat(2),
  }),
  fc.record({
    kind: fc.constant('complete' as const),
    swap: fc.nat(10),
    side: fc.constantFrom(0 as const, 1 as const),
    by: fc.nat(2),
  }),
);

interface ModelSwap {
  id: string;
  proposer: number;
  partner: number;
  difference: number;
  payer: number | null;
  held: boolean;
  status: string;
  requests: [string, string];
  completed: [boolean, boolean];
}

describe('swaps under random operation sequences', () => {
  it('match the model and keep the ledger invariants after every step', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(op, { minLength: 5, maxLength: 20 }), async (ops) => {
        const costs = [1, 4, 4]; // member i owns one service costing costs[i]: differences 3, 3 and 0
        const cast = await propertyCast(app, costs);
        const { members, services } = cast;
        const premium = new Set([cast.premium]);
        const model = { balance: [6, 1, 1], escrow: 0 };
        const swaps: ModelSwap[] = [];
        const release = (s: ModelSwap) => {
          if (!s.held) return;
          model.balance[s.payer!] += s.difference;
          model.escrow -= s.difference;
        };

        for (const o of ops) {
          try {
            if (o.kind === 'propose') {
              const view = await app.services.swaps.propose(members[o.from].user.id, {
                myServiceId: services[o.from].id,
                theirServiceId: services[o.to].id,
              });
              expect(o.from).not.toBe(o.to);
              expect(
                swaps.some(
                  (s) =>
                    ['pending', 'accepted'].includes(s.status) &&
                    [s.proposer, s.partner].sort().join() === [o.from, o.to].sort().join(),
                ),
              ).toBe(false);
              const difference = Math.abs(costs[o.to] - costs[o.from]);
              const payer = difference === 0 ? null : costs[o.to] > costs[o.from] ? o.from : o.to;
              const held = payer === o.from && !premium.has(o.from);
              if (held) {
                expect(model.balance[o.from]).toBeGreaterThanOrEqual(difference);
                model.balance[o.from] -= difference;
                model.escrow += difference;
              }
              swaps.push({
                id: view.id,
                proposer: o.from,
                partner: o.to,
                difference,
                payer,
                held,
                status: 'pending',
                requests: [view.iReceive.requestId, view.iGive.requestId],
                completed: [false, false],
              });
            } else {
              const s = swaps[o.swap % Math.max(swaps.length, 1)];
              if (!s) continue;
              const by = members[o.by].user.id;
              if (o.kind === 'accept') {
                await app.services.swaps.accept(by, s.id);
                expect([o.by, s.status]).toEqual([s.partner, 'pending']);
                if (s.payer === s.partner && !premium.has(s.partner) && s.difference > 0) {
                  model.balance[s.partner] -= s.difference;
                  model.escrow += s.difference;
                  s.held = true;
                }
                s.status = 'accepted';
              } else if (o.kind === 'decline' || o.kind === 'cancel') {
                await app.services.swaps[o.kind](by, s.id);
                expect([o.by, s.status]).toEqual([o.kind === 'decline' ? s.partner : s.proposer, 'pending']);
                s.status = o.kind === 'decline' ? 'declined' : 'cancelled';
                release(s);
              } else if (o.kind === 'expire') {
                await app.db.query(`UPDATE swaps SET expires_at = now() - interval '1 second' WHERE id = $1`, [s.id]);
                const expired = await app.services.swaps.expireDue();
                expect(expired).toBe(s.status === 'pending' ? 1 : 0);
                if (s.status === 'pending') {
                  s.status = 'expired';
                  release(s);
                }
              } else if (o.kind === 'complete') {
                await app.services.exchanges.complete(by, s.requests[o.side]);
                expect([s.proposer, s.partner]).toContain(o.by);
                expect(['accepted', 'completed']).toContain(s.status);
                s.completed[o.side] = true;
                if (s.status === 'accepted' && s.completed[0] && s.completed[1]) {
                  const payee = s.payer === s.proposer ? s.partner : s.proposer;
                  if (s.difference > 0) model.balance[payee] += s.difference;
                  if (s.held) model.escrow -= s.difference;
                  s.status = 'completed';
                }
              }
            }
          } catch (err) {
            if (!(err instanceof DomainError)) throw err; // refusals are fine; crashes are not
          }
          const balances = await app.services.ledger.walletBalances(
            app.db.manager,
            members.map((m) => m.user.id),
          );
          expect(members.map((m) => balances.get(m.user.id))).toEqual(model.balance);
          expect(model.balance.every((b) => b >= 0)).toBe(true);
          expect((await app.services.ledger.check(app.db.manager)).problems).toEqual([]);
          expect(await app.services.ledger.systemBalance(app.db.manager, 'escrow')).toBe(model.escrow);
        }
      }),
      { numRuns: 6 },
    );
  }, 240_000);
});
