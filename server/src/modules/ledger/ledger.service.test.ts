import { describe, expect, it } from 'vitest';
import { useTestServices } from '../../../test/harness.js';
import { createMember, createService, grantEp } from '../../../test/factories.js';
import { inTransaction } from '../../db/transaction.js';
import { DomainError } from '../../common/errors/domain-error.js';
import type { Transfer } from './ledger.service.js';

const { app } = useTestServices();

const transfer = (t: Transfer) => inTransaction(app.db, (tx) => app.services.ledger.transfer(tx, t));
const balance = async (userId: string) =>
  (await app.services.ledger.walletBalances(app.db.manager, [userId])).get(userId);
const check = () => app.services.ledger.check(app.db.manager);

describe('LedgerService', () => {
  it('moves EP between accounts and keeps every invariant', async () => {
    const a = await createMember(app);
    const b = await createMember(app);
    expect(
      await transfer({
        from: 'issuance',
        to: { wallet: a.user.id },
        amount: 4,
        kind: 'admin_adjustment',
        idempotencyKey: 'grant-a',
      }),
    ).toBe(true);
    expect(
      await transfer({
        from: { wallet: a.user.id },
        to: { wallet: b.user.id },
        amount: 3,
        kind: 'settlement',
        idempotencyKey: 'a-to-b',
      }),
    ).toBe(true);
    expect([await balance(a.user.id), await balance(b.user.id)]).toEqual([2, 4]);
    const result = await check();
    expect(result).toMatchObject({ ok: true, problems: [], entries: 4 });
  });

  it('answers one member as it answers them among several (by key alone, over an array with others)', async () => {
    const coach = await createMember(app);
    const [a, b] = [await createMember(app), await createMember(app)];
    const [two, three] = [
      await createService(app, coach.user.id, { energyCost: 2 }),
      await createService(app, coach.user.id, { energyCost: 3 }),
    ];
    await grantEp(app, a.user.id, 5);
    const start = (await balance(a.user.id))!;
    await app.services.exchanges.send(a.user.id, { serviceId: two.id });
    await app.services.exchanges.send(a.user.id, { serviceId: three.id });
    const ledger = app.services.ledger;
    const ids = [a.user.id, b.user.id];
    const together = [await ledger.walletBalances(app.db.manager, ids), await ledger.heldBalances(app.db.manager, ids)];
    for (const id of ids) {
      const alone = [
        await ledger.walletBalances(app.db.manager, [id]),
        await ledger.heldBalances(app.db.manager, [id]),
      ];
      expect(alone.map((m) => m.get(id))).toEqual(together.map((m) => m.get(id)));
    }
    // a's two requests hold 5 EP of their wallet.
    expect(together.map((m) => m.get(a.user.id))).toEqual([start - 5, 5]);
    expect(await ledger.balancesOf(app.db.manager, a.user.id)).toEqual({ energyPoints: start - 5, energyOnHold: 5 });
  });

  it('applies an idempotency key once, however often it is replayed', async () => {
    const a = await createMember(app);
    const key = 'reward-once';
    const results = await Promise.all(
      Array.from({ length: 10 }, () =>
        transfer({
          from: 'issuance',
          to: { wallet: a.user.id },
          amount: 1,
          kind: 'testimonial_reward',
          idempotencyKey: key,
        }),
      ),
    );
    expect(results.filter(Boolean)).toHaveLength(1);
    expect(await balance(a.user.id)).toBe(2);
    expect((await check()).ok).toBe(true);
  });

  it('refuses to overdraw a wallet and rolls the whole use case back', async () => {
    const a = await createMember(app);
    const b = await createMember(app);
    const err = await transfer({
      from: { wallet: a.user.id },
      to: 'escrow',
      amount: 2,
      kind: 'request_hold',
      idempotencyKey: 'hold-1',
      insufficientMessage: {
        id: 'exchange.insufficientBalance',
        defaultMessage: "You don't have enough Energy Points for this exchange!",
      },
    }).catch((e) => e);
    expect(err).toBeInstanceOf(DomainError);
    expect(err).toMatchObject({
      code: 'INSUFFICIENT_FUNDS',
      message: "You don't have enough Energy Points for this exchange!",
    });
    expect(await balance(a.user.id)).toBe(1);
    expect(
      await app.db.query(`SELECT count(*)::int AS n FROM ledger_entries WHERE idempotency_key = 'hold-1'`),
    ).toEqual([{ n: 0 }]);
    // A failure later in the same transaction undoes an earlier movement too.
    await inTransaction(app.db, async (tx) => {
      await app.services.ledger.transfer(tx, {
        from: 'issuance',
        to: { wallet: b.user.id },
        amount: 5,
        kind: 'admin_adjustment',
        idempotencyKey: 'x',
      });
      throw new Error('boom');
    }).catch(() => undefined);
    expect(await balance(b.user.id)).toBe(1);
  });

  it('never lets parallel spending take a wallet below zero', async () => {
    const a = await createMember(app);
    await transfer({
      from: 'issuance',
      to: { wallet: a.user.id },
      amount: 6,
      kind: 'admin_adjustment',
      idempotencyKey: 'grant',
    });
    const results = await Promise.allSettled(
      Array.from({ length: 12 }, (_, i) =>
        transfer({
          from: { wallet: a.user.id },
          to: 'escrow',
          amount: 2,
          kind: 'request_hold',
          idempotencyKey: `hold-${i}`,
        }),
      ),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(3); // 7 EP / 2 = 3
    expect(await balance(a.user.id)).toBe(1);
  });

  it('is append-only: entries cannot be updated or deleted', async () => {
    await createMember(app);
    await expect(app.db.query(`UPDATE ledger_entries SET amount = 100`)).rejects.toThrow(/append-only/);
    await expect(app.db.query(`DELETE FROM ledger_entries`)).rejects.toThrow(/append-only/);
  });

  it('has the database refuse a negative wallet even outside the service', async () => {
    const a = await createMember(app);
    await expect(
      app.db.query(`UPDATE ledger_accounts SET balance = -1 WHERE user_id = $1`, [a.user.id]),
    ).rejects.toThrow(/ledger_accounts_balance_non_negative/);
  });

  it('check() reports an exchange whose money is not whole (completed without its settlement)', async () => {
    const coach = await createMember(app);
    const member = await createMember(app);
    const service = await app.services.services.create(coach.user.id, {
      title: 'T',
      description: 'd',
      category: 'sales',
      durationMinutes: 60,
      energyCost: 1,
      maxParticipants: 1,
    });
    const [r] = await app.db.query(
      `INSERT INTO exchange_requests (service_id, requester_id, coach_id, message, energy_cost, held, status, completed_at, expires_at)
       VALUES ($1, $2, $3, 'm', 1, false, 'completed', now(), now()) RETURNING id`,
      [service.id, member.user.id, coach.user.id],
    );
    expect((await check()).problems).toEqual([`exchange request ${r.id} (completed): no settlement entry`]);
  });

  it('check() reports a cached balance that disagrees with the entries', async () => {
    const a = await createMember(app);
    await app.db.query(`UPDATE ledger_accounts SET balance = balance + 3 WHERE user_id = $1`, [a.user.id]);
    const result = await check();
    expect(result.ok).toBe(false);
    expect(result.problems.join('\n')).toContain(`cached balance 4 ≠ entries 1`);
    expect(result.problems.join('\n')).toContain('balances sum to 3, not 0');
  });

  it('keeps no cached balance on system accounts: escrow is the sum of its entries, checked against the open holds', async () => {
    const a = await createMember(app);
    await transfer({
      from: { wallet: a.user.id },
      to: 'escrow',
      amount: 1,
      kind: 'request_hold',
      idempotencyKey: 'stray-hold',
    });
    expect(await app.services.ledger.systemBalance(app.db.manager, 'escrow')).toBe(1);
    expect(
      await app.db.query(`SELECT kind, balance FROM ledger_accounts WHERE kind <> 'wallet' ORDER BY kind`),
    ).toEqual([
      { kind: 'escrow', balance: 0 },
      { kind: 'issuance', balance: 0 },
    ]);
    await expect(app.db.query(`UPDATE ledger_accounts SET balance = 5 WHERE kind = 'escrow'`)).rejects.toThrow(
      /ledger_accounts_system_uncached/,
    );
    // A hold with no open request behind it is money out of place.
    expect((await check()).problems).toEqual(['escrow holds 1 EP but open requests hold 0']);
  });

  it('names members without a wallet (the member count comes from identity, not from its table)', async () => {
    await createMember(app);
    await app.db.query(
      `INSERT INTO users (email, full_name, user_type, timezone, referral_code) VALUES ('nowallet@example.com', 'No Wallet', 'free', 'UTC', 'NOWALLET1')`,
    );
    expect((await check()).problems).toEqual(['1 member(s) have no wallet']);
  });

  it('asks the exchanges module for the open holds of members (0 for none)', async () => {
    const a = await createMember(app);
    expect(await app.services.ledger.balancesOf(app.db.manager, a.user.id)).toEqual({
      energyPoints: 1,
      energyOnHold: 0,
    });
  });

  it('refuses a transfer from an account to itself', async () => {
    const a = await createMember(app);
    await expect(
      transfer({
        from: { wallet: a.user.id },
        to: { wallet: a.user.id },
        amount: 1,
        kind: 'settlement',
        idempotencyKey: 'self',
      }),
    ).rejects.toThrow(/two accounts/);
  });
});

// Two open transactions on two connections: needs a PostgreSQL server (the embedded one is a single
// session underneath, docs/stack.md); CI runs it.
describe.skipIf(!process.env.TEST_DATABASE_URL)('LedgerService on a PostgreSQL server', () => {
  it('lets settlements to different members proceed while another holds its transaction open (no hot system row)', async () => {
    const [coachA, coachB] = [await createMember(app), await createMember(app)];
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    let entered!: () => void;
    const inside = new Promise<void>((r) => (entered = r));
    const first = inTransaction(app.db, async (tx) => {
      await app.services.ledger.transfer(tx, {
        from: 'escrow',
        to: { wallet: coachA.user.id },
        amount: 1,
        kind: 'settlement',
        idempotencyKey: 'settle-a',
      });
      await app.services.ledger.transfer(tx, {
        from: 'issuance',
        to: { wallet: coachA.user.id },
        amount: 1,
        kind: 'settlement',
        idempotencyKey: 'settle-a2',
      });
      entered();
      await held; // keeps its locks until the second one is done
    });
    await inside;
    // With a cached escrow/issuance balance this would wait for the first transaction's row lock.
    await inTransaction(app.db, async (tx) => {
      await tx.query(`SET LOCAL lock_timeout = '2s'`);
      await app.services.ledger.transfer(tx, {
        from: 'escrow',
        to: { wallet: coachB.user.id },
        amount: 1,
        kind: 'settlement',
        idempotencyKey: 'settle-b',
      });
      await app.services.ledger.transfer(tx, {
        from: 'issuance',
        to: { wallet: coachB.user.id },
        amount: 1,
        kind: 'settlement',
        idempotencyKey: 'settle-b2',
      });
    });
    release();
    await first;
    expect([await balance(coachA.user.id), await balance(coachB.user.id)]).toEqual([3, 3]);
  });
});
