import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { useTestServices } from '../../../test/harness.js';
import { adminCast, createMember, createService } from '../../../test/factories.js';
import { DomainError } from '../../common/errors/domain-error.js';

/**
 * No reversal mints EP beyond the platform's cover (docs/ledger.md "Disputes and reversals").
 *
 * Random sequences of earning (completed exchanges between three members), holding (requests to a
 * fourth member's services), spending a hold (the request settles), giving a hold back (cancelled or
 * declined), disputing and reversing. A model kept beside the app knows, at each reversal, what the
 * coach had available and on hold, and what became of every hold since. After every step:
 *
 *   what issuance gave the parties through reversals, net of what came back to it
 *     = EP the coaches had already spent when reversed (the shortfall)
 *     + claims on holds that are still open (advanced, to be collected) or that settled (spent: lapsed)
 *
 * so EP parked in a coach's own hold never come back to the coach while the requester keeps the
 * refund, and `ledger:check` (which proves the same per dispute) reports nothing.
 */
const { app } = useTestServices({ reset: false });

type Op =
  | { kind: 'earn'; requester: number; coach: number; cost: number }
  | { kind: 'hold'; member: number; cost: number }
  | { kind: 'park'; member: number }
  | { kind: 'spend'; hold: number }
  | { kind: 'giveBack'; hold: number; byShop: boolean }
  | { kind: 'reverse'; exchange: number };

// Earning and holding come often, so that coaches regularly have their earnings parked in holds when reversed.
const op: fc.Arbitrary<Op> = fc.oneof(
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('earn' as const),
      requester: fc.nat(2),
      coach: fc.nat(2),
      cost: fc.integer({ min: 1, max: 3 }),
    }),
  },
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('hold' as const),
      member: fc.nat(2),
      cost: fc.integer({ min: 1, max: 3 }),
    }),
  },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('park' as const), member: fc.nat(2) }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('spend' as const), hold: fc.nat(3) }) },
  {
    weight: 1,
    arbitrary: fc.record({ kind: fc.constant('giveBack' as const), hold: fc.nat(3), byShop: fc.boolean() }),
  },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('reverse' as const), exchange: fc.nat(3) }) },
);

type Fate = 'open' | 'released' | 'settled';

async function makeCast() {
  await app.reset();
  const { admin } = await adminCast(app);
  const members = [];
  for (let i = 0; i < 3; i++) members.push(await createMember(app));
  const shop = await createMember(app);
  const services = new Map<number, string>();
  for (const cost of [1, 2, 3]) services.set(cost, (await createService(app, shop.user.id, { energyCost: cost })).id);
  const memberServices = new Map<string, string>();
  for (let i = 0; i < 3; i++)
    for (const cost of [1, 2, 3])
      memberServices.set(`${i}:${cost}`, (await createService(app, members[i].user.id, { energyCost: cost })).id);
  return { admin, members, shop, services, memberServices };
}
let cast: Awaited<ReturnType<typeof makeCast>> | undefined;
/** Claims made over all runs: the property must have met coaches whose earnings were on hold. */
let claimsMade = 0;

/** Issuance's net outflow through reversal entries: what it gave the parties minus what came back. */
async function mintedByReversals(): Promise<number> {
  const [{ net }] = await app.db.query(
    `SELECT coalesce(sum(CASE WHEN da.kind = 'issuance' THEN e.amount WHEN ca.kind = 'issuance' THEN -e.amount ELSE 0 END), 0)::int AS net
       FROM ledger_entries e JOIN ledger_accounts da ON da.id = e.debit_account_id JOIN ledger_accounts ca ON ca.id = e.credit_account_id
      WHERE e.kind = 'reversal'`,
  );
  return net;
}

const tomorrow = () => new Date(Date.now() + 86_400_000);

/** Brings a member's available EP to `amount` with an adjustment (the ledger's own way to correct a wallet). */
async function setAvailable(memberId: string, amount: number) {
  const { energyPoints } = await app.services.ledger.balancesOf(app.db.manager, memberId);
  if (energyPoints === amount) return;
  const member = { wallet: memberId } as const;
  await app.db.transaction((tx) =>
    app.services.ledger.transfer(tx, {
      from: energyPoints > amount ? member : 'issuance',
      to: energyPoints > amount ? 'issuance' : member,
      amount: Math.abs(energyPoints - amount),
      kind: 'admin_adjustment',
      reference: memberId,
      idempotencyKey: `property-reset:${memberId}:${randomUUID()}`,
    }),
  );
}

describe('reversals against coaches who hold what they earned', () => {
  it('never leave requester and coach together with more EP than the platform covers', async () => {
    // Each run opens with the case that once minted EP (a coach parks what they just earned in holds of
    // their own, then the exchange is reversed), then goes on at random.
    const opening: Op[] = [
      { kind: 'earn', requester: 0, coach: 1, cost: 3 },
      { kind: 'park', member: 1 },
    ];
    await fc.assert(
      fc.asyncProperty(fc.array(op, { minLength: 8, maxLength: 18 }), fc.nat(3), async (randomOps, reverseAt) => {
        const ops = [
          ...opening,
          ...randomOps.slice(0, reverseAt),
          { kind: 'reverse' as const, exchange: 0 },
          ...randomOps.slice(reverseAt),
        ];
        cast ??= await makeCast();
        const { admin, members, shop, services, memberServices } = cast;
        const s = app.services;
        // Each run starts with every member at 3 EP available (earlier runs left them more or less).
        for (const m of members) await setAvailable(m.user.id, 3);
        const mintedBefore = await mintedByReversals();
        const exchanges: Array<{ id: string; requester: number; coach: number; cost: number; reversed?: boolean }> = [];
        const holds: Array<{ id: string; member: number; cost: number; fate: Fate }> = [];
        // What the platform covers, by the model: spent when reversed, plus each claim whose hold is open or settled.
        let spentWhenReversed = 0;
        const claims: Array<{ hold: string; amount: number }> = [];

        for (const o of ops) {
          if (o.kind === 'earn') {
            if (o.requester === o.coach) continue;
            try {
              const r = await s.exchanges.send(members[o.requester].user.id, {
                serviceId: memberServices.get(`${o.coach}:${o.cost}`)!,
              });
              await s.exchanges.respond(members[o.coach].user.id, {
                requestId: r.id,
                action: 'accept',
                sessionDate: tomorrow(),
              });
              await s.exchanges.complete(members[o.requester].user.id, r.id);
              exchanges.push({ id: r.id, requester: o.requester, coach: o.coach, cost: o.cost });
            } catch (err) {
              expect((err as DomainError).code).toBe('INSUFFICIENT_FUNDS');
            }
          } else if (o.kind === 'hold' || o.kind === 'park') {
            // A hold of one cost, or everything the member has parked in holds (their available EP go to 0).
            const costs = o.kind === 'hold' ? [o.cost] : [3, 3, 3, 2, 1, 1];
            for (const cost of costs) {
              try {
                const r = await s.exchanges.send(members[o.member].user.id, { serviceId: services.get(cost)! });
                holds.push({ id: r.id, member: o.member, cost, fate: 'open' });
              } catch (err) {
                expect((err as DomainError).code).toBe('INSUFFICIENT_FUNDS');
              }
            }
          } else if (o.kind === 'spend') {
            const h = holds.filter((x) => x.fate === 'open')[o.hold];
            if (!h) continue;
            await s.exchanges.respond(shop.user.id, { requestId: h.id, action: 'accept', sessionDate: tomorrow() });
            await s.exchanges.complete(members[h.member].user.id, h.id);
            h.fate = 'settled';
          } else if (o.kind === 'giveBack') {
            const h = holds.filter((x) => x.fate === 'open')[o.hold];
            if (!h) continue;
            if (o.byShop) await s.exchanges.respond(shop.user.id, { requestId: h.id, action: 'decline' });
            else await s.exchanges.cancel(members[h.member].user.id, h.id);
            h.fate = 'released';
          } else {
            const e = exchanges.filter((x) => !x.reversed)[o.exchange];
            if (!e) continue;
            const coachId = members[e.coach].user.id;
            const { energyPoints: available, energyOnHold: onHold } = await s.ledger.balancesOf(
              app.db.manager,
              coachId,
            );
            const openHolds = holds.filter((h) => h.member === e.coach && h.fate === 'open');
            expect(onHold).toBe(openHolds.reduce((sum, h) => sum + h.cost, 0));
            const dispute = await s.disputes.open(
              members[e.requester].user.id,
              e.id,
              'The session never took place, as agreed.',
            );
            const v = await s.disputes.resolve(admin.user.id, dispute.id, 'reverse', 'Reversed');
            e.reversed = true;
            // What the coach still owned is taken back first: available, then on hold less what earlier
            // reversals already claim on those holds (a hold pays back only its amount); only the rest
            // was spent.
            const reversed = Math.min(e.cost, available);
            const claimedBefore = claims
              .filter((c) => openHolds.some((h) => h.id === c.hold))
              .reduce((sum, c) => sum + c.amount, 0);
            const claimed = Math.min(e.cost - reversed, onHold - claimedBefore);
            expect([v.reversedAmount, v.claimedAmount, v.shortfall]).toEqual([
              reversed,
              claimed,
              e.cost - reversed - claimed,
            ]);
            spentWhenReversed += e.cost - reversed - claimed;
            const made: Array<{ hold_reference: string; amount: number }> = await app.db.query(
              `SELECT hold_reference, amount FROM ledger_claims WHERE reference = $1`,
              [e.id],
            );
            for (const c of made) {
              const h = openHolds.find((x) => x.id === c.hold_reference);
              const onThatHold = claims
                .filter((x) => x.hold === c.hold_reference)
                .reduce((sum, x) => sum + x.amount, 0);
              expect(h && onThatHold + c.amount <= h.cost).toBe(true);
              claims.push({ hold: c.hold_reference, amount: c.amount });
              claimsMade++;
            }
            expect(made.reduce((sum, c) => sum + c.amount, 0)).toBe(claimed);
          }
          const covered =
            spentWhenReversed +
            claims
              .filter((c) => holds.find((h) => h.id === c.hold)!.fate !== 'released')
              .reduce((sum, c) => sum + c.amount, 0);
          expect((await mintedByReversals()) - mintedBefore).toBe(covered);
          expect((await s.ledger.check(app.db.manager)).problems).toEqual([]);
        }
        // Every hold comes to an end: given back or spent. Then the parties keep exactly the platform's cover.
        for (const h of holds.filter((x) => x.fate === 'open')) {
          await s.exchanges.cancel(members[h.member].user.id, h.id);
          h.fate = 'released';
        }
        const lapsed = claims
          .filter((c) => holds.find((h) => h.id === c.hold)!.fate === 'settled')
          .reduce((sum, c) => sum + c.amount, 0);
        expect((await mintedByReversals()) - mintedBefore).toBe(spentWhenReversed + lapsed);
        expect((await s.ledger.check(app.db.manager)).problems).toEqual([]);
      }),
      { numRuns: 8 },
    );
    expect(claimsMade).toBeGreaterThan(0);
  }, 240_000);
});
