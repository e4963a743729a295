import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { useTestServices } from '../../../test/harness.js';
import { propertyCast } from '../../../test/factories.js';
import { DomainError } from '../../common/errors/domain-error.js';

/**
 * Random sequences of ring operations (propose, accept, decline, withdraw, expire, complete any
 * side) among four members against a model (docs/ledger.md "Swap rings"). After every step: no
 * balance changed and escrow is empty (a ring never moves EP), every ring and its three requests
 * are where the model says, and the ledger invariants hold (`ledger:check` covers rings).
 */
const { app } = useTestServices({ reset: false });

type Op =
  | { kind: 'propose'; members: [number, number, number] }
  | { kind: 'accept' | 'decline' | 'cancel' | 'expire'; ring: number; by: number }
  | { kind: 'complete'; ring: number; side: number };

const member = fc.nat(3);
const op: fc.Arbitrary<Op> = fc.oneof(
  fc.record({ kind: fc.constant('propose' as const), members: fc.tuple(member, member, member) }),
  fc.record({
    kind: fc.constantFrom('accept' as const, 'decline' as const, 'cancel' as const, 'expire' as const),
    ring: fc.nat(8),
    by: member,
  }),
  fc.record({ kind: fc.constant('complete' as const), ring: fc.nat(8), side: fc.nat(2) }),
);

interface ModelRing {
  id: string;
  /** Ring order: members[0] proposed and gives to members[1], who gives to members[2], who gives to members[0]. */
  members: [number, number, number];
  accepted: Set<number>;
  status: string;
  requests: string[];
  completed: boolean[];
}

describe('rings under random operation sequences', () => {
  it('match the model, move no EP and keep the ledger invariants after every step', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(op, { minLength: 5, maxLength: 20 }), async (ops) => {
        const { members, services } = await propertyCast(app, [1, 5, 9, 13]); // never equal
        const ids = members.map((m) => m.user.id);
        const start = await app.services.ledger.walletBalances(app.db.manager, ids);
        const rings: ModelRing[] = [];
        const open = (r: ModelRing) => ['pending', 'accepted'].includes(r.status);

        for (const o of ops) {
          try {
            if (o.kind === 'propose') {
              const [a, b, c] = o.members;
              const view = await app.services.swaps.rings.propose(ids[a], {
                myServiceId: services[a].id,
                secondServiceId: services[b].id,
                thirdServiceId: services[c].id,
              });
              expect(new Set(o.members).size).toBe(3);
              expect(rings.some((r) => open(r) && [...r.members].sort().join() === [...o.members].sort().join())).toBe(
                false,
              );
              rings.push({
                id: view.id,
                members: o.members,
                accepted: new Set([a]),
                status: 'pending',
                requests: view.sides.map((s) => s.requestId),
                completed: [false, false, false],
              });
            } else {
              const r = rings[o.ring % Math.max(rings.length, 1)];
              if (!r) continue;
              if (o.kind === 'complete') {
                // The giver of a side completes it (as coach), like any request.
                await app.services.exchanges.complete(ids[r.members[o.side]], r.requests[o.side]);
                expect(['accepted', 'completed']).toContain(r.status);
                r.completed[o.side] = true;
                if (r.completed.every(Boolean)) r.status = 'completed';
                continue;
              }
              const by = ids[o.by];
              if (o.kind === 'accept') {
                await app.services.swaps.rings.accept(by, r.id);
                expect(r.status).toBe('pending');
                expect(r.members.slice(1)).toContain(o.by);
                expect(r.accepted.has(o.by)).toBe(false);
                r.accepted.add(o.by);
                if (r.accepted.size === 3) r.status = 'accepted';
              } else if (o.kind === 'decline' || o.kind === 'cancel') {
                await app.services.swaps.rings[o.kind](by, r.id);
                expect(r.status).toBe('pending');
                if (o.kind === 'cancel') expect(o.by).toBe(r.members[0]);
                else expect(r.members.slice(1)).toContain(o.by);
                r.status = o.kind === 'decline' ? 'declined' : 'cancelled';
              } else {
                await app.db.query(`UPDATE swaps SET expires_at = now() - interval '1 second' WHERE id = $1`, [r.id]);
                expect(await app.services.swaps.expireDue()).toBe(r.status === 'pending' ? 1 : 0);
                if (r.status === 'pending') r.status = 'expired';
              }
            }
          } catch (err) {
            if (!(err instanceof DomainError)) throw err; // refusals are fine; crashes are not
          }
          expect(await app.services.ledger.walletBalances(app.db.manager, ids)).toEqual(start);
          expect(await app.services.ledger.systemBalance(app.db.manager, 'escrow')).toBe(0);
          for (const r of rings) {
            const rows: Array<{ status: string }> = await app.db.query(
              `SELECT status FROM exchange_requests WHERE swap_id = $1 ORDER BY array_position($2::uuid[], id)`,
              [r.id, r.requests],
            );
            const [ring] = await app.db.query(`SELECT status FROM swaps WHERE id = $1`, [r.id]);
            expect(ring.status).toBe(r.status);
            const want =
              r.status === 'accepted' || r.status === 'completed'
                ? r.completed.map((c) => (c ? 'completed' : 'accepted'))
                : [r.status, r.status, r.status];
            expect(rows.map((x) => x.status)).toEqual(want);
          }
          expect((await app.services.ledger.check(app.db.manager)).problems).toEqual([]);
        }
      }),
      { numRuns: 6 },
    );
  }, 240_000);
});
