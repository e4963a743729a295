import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { useTestServices } from '../../../test/harness.js';
import { propertyCast } from '../../../test/factories.js';
import { DomainError } from '../../common/errors/domain-error.js';

/**
 * Random sequences of exchange operations against a simple model of balances and holds. After
 * every step the database must agree with the model and the ledger invariants must hold.
 */
const { app } = useTestServices({ reset: false });

type Op =
  | { kind: 'send'; from: number; service: number }
  | { kind: 'accept' | 'decline' | 'cancel' | 'complete'; req: number; by: number }
  | { kind: 'review'; req: number; by: number };

const op: fc.Arbitrary<Op> = fc.oneof(
  fc.record({ kind: fc.constant('send' as const), from: fc.nat(3), service: fc.nat(3) }),
  fc.record({
    kind: fc.constantFrom('accept' as const, 'decline' as const, 'cancel' as const, 'complete' as const),
    req: fc.nat(20),
    by: fc.nat(3),
  }),
  fc.record({ kind: fc.constant('review' as const), req: fc.nat(20), by: fc.nat(3) }),
);

describe('ledger under random operation sequences', () => {
  it('matches the model and keeps the invariants after every step', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(op, { minLength: 5, maxLength: 25 }), async (ops) => {
        // Member i owns service i, costing i + 1; member 3 is premium.
        const cast = await propertyCast(app, [1, 2, 3, 4]);
        const { members, services } = cast;
        const premium = new Set([cast.premium]);
        const model = { balance: [6, 1, 1, 1], escrow: 0 };
        const requests: Array<{
          id: string;
          from: number;
          coach: number;
          cost: number;
          status: string;
          held: boolean;
          reviewed: Set<number>;
        }> = [];

        for (const o of ops) {
          try {
            if (o.kind === 'send') {
              const cost = o.service + 1;
              const r = await app.services.exchanges.send(members[o.from].user.id, {
                serviceId: services[o.service].id,
              });
              const held = !premium.has(o.from);
              expect(o.from).not.toBe(o.service);
              expect(!held || model.balance[o.from] >= cost).toBe(true);
              if (held) {
                model.balance[o.from] -= cost;
                model.escrow += cost;
              }
              requests.push({
                id: r.id,
                from: o.from,
                coach: o.service,
                cost,
                status: 'pending',
                held,
                reviewed: new Set(),
              });
            } else {
              const r = requests[o.req % Math.max(requests.length, 1)];
              if (!r) continue;
              const by = members[o.by].user.id;
              if (o.kind === 'accept' || o.kind === 'decline') {
                await app.services.exchanges.respond(by, { requestId: r.id, action: o.kind });
                expect([o.by, r.status]).toEqual([r.coach, 'pending']);
                r.status = o.kind === 'accept' ? 'accepted' : 'declined';
                if (o.kind === 'decline' && r.held) {
                  model.balance[r.from] += r.cost;
                  model.escrow -= r.cost;
                }
              } else if (o.kind === 'cancel') {
                await app.services.exchanges.cancel(by, r.id);
                expect([o.by, r.status]).toEqual([r.from, 'pending']);
                r.status = 'cancelled';
                if (r.held) {
                  model.balance[r.from] += r.cost;
                  model.escrow -= r.cost;
                }
              } else if (o.kind === 'complete') {
                await app.services.exchanges.complete(by, r.id);
                expect([r.from, r.coach]).toContain(o.by);
                expect(['accepted', 'completed']).toContain(r.status);
                if (r.status === 'accepted') {
                  model.balance[r.coach] += r.cost;
                  if (r.held) model.escrow -= r.cost;
                  r.status = 'completed';
                }
              } else {
                await app.services.testimonials.create(by, {
                  requestId: r.id,
                  rating: 5,
                  content: 'ok',
                  isPublic: true,
                });
                expect([r.status, [r.from, r.coach].includes(o.by), r.reviewed.has(o.by)]).toEqual([
                  'completed',
                  true,
                  false,
                ]);
                r.reviewed.add(o.by);
                model.balance[o.by] += 1;
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
          const result = await app.services.ledger.check(app.db.manager);
          expect(result.problems).toEqual([]);
          const escrow = await app.services.ledger.systemBalance(app.db.manager, 'escrow');
          expect(escrow).toBe(model.escrow);
        }
      }),
      { numRuns: 15 },
    );
  }, 240_000);
});
