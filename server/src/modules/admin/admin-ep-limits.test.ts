import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/harness.js';
import { adminCast } from '../../../test/factories.js';
import { ADMIN_ADJUSTMENT_LIMIT } from './admin.service.js';

/** Admin power has limits: not your own EP, big amounts need a super_admin, always a reason. */
const { app, api, gql } = useTestApp();

const adjust = (token: string, body: unknown, key?: string) =>
  api.call('POST', '/admin/ep-adjustments', {
    token,
    body,
    headers: key === undefined ? {} : { 'idempotency-key': key },
  });

const adjustments = async () =>
  (await app.db.query(`SELECT count(*)::int AS n FROM ledger_entries WHERE kind = 'admin_adjustment'`))[0].n as number;

describe('EP adjustment limits', () => {
  it('refuses anyone adjusting their own EP (403), super_admin included, on both transports', async () => {
    const { superAdmin, admin } = await adminCast(app);
    for (const [who, email] of [
      [admin, 'ops@example.com'],
      [superAdmin, 'root@example.com'],
    ] as const) {
      const res = await adjust(who.token, { email, amount: 5, reason: 'For me' });
      expect([res.status, res.body.detail]).toEqual([403, 'You cannot adjust your own Energy Points']);
      // Spelled differently, still the same member.
      expect((await adjust(who.token, { email: ` ${email.toUpperCase()} `, amount: 5, reason: 'For me' })).status).toBe(
        403,
      );
      const g = await gql(
        'mutation($e: String!) { adjustEnergyPoints(email: $e, amount: 5, reason: "For me") { applied } }',
        { e: email },
        who.token,
      );
      expect(g.errors?.[0]).toMatchObject({
        message: 'You cannot adjust your own Energy Points',
        extensions: { code: 'FORBIDDEN' },
      });
    }
    expect(await adjustments()).toBe(0);
  });

  it(`lets a plain admin move at most ${ADMIN_ADJUSTMENT_LIMIT} EP either way; more needs a super_admin`, async () => {
    const { superAdmin, admin } = await adminCast(app);
    expect(
      (
        await adjust(admin.token, {
          email: 'joe@example.com',
          amount: ADMIN_ADJUSTMENT_LIMIT,
          reason: 'Workshop prize',
        })
      ).status,
    ).toBe(201);
    for (const amount of [ADMIN_ADJUSTMENT_LIMIT + 1, -(ADMIN_ADJUSTMENT_LIMIT + 1), 1_000_000]) {
      const res = await adjust(admin.token, { email: 'joe@example.com', amount, reason: 'Big one' });
      expect([res.status, res.body.detail]).toEqual([
        403,
        `Adjustments of more than ${ADMIN_ADJUSTMENT_LIMIT} EP need a super_admin`,
      ]);
    }
    const g = await gql(
      'mutation { adjustEnergyPoints(email: "joe@example.com", amount: 1000000, reason: "Big one") { applied } }',
      {},
      admin.token,
    );
    expect(g.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect(await adjustments()).toBe(1);
    const big = await adjust(superAdmin.token, {
      email: 'joe@example.com',
      amount: 5000,
      reason: 'Migration from the old system',
    });
    expect([big.status, big.body.energy_points]).toEqual([201, 1 + ADMIN_ADJUSTMENT_LIMIT + 5000]);
  });

  it('requires a bounded reason, stored with the adjustment', async () => {
    const { admin } = await adminCast(app);
    for (const reason of [undefined, '', '   ', null]) {
      expect((await adjust(admin.token, { email: 'joe@example.com', amount: 3, reason })).body.detail).toBe(
        'A reason is required',
      );
    }
    expect(
      (await adjust(admin.token, { email: 'joe@example.com', amount: 3, reason: 'x'.repeat(501) })).body.detail,
    ).toBe('The reason must be at most 500 characters long');
    expect((await adjust(admin.token, { email: 'joe@example.com', amount: 3, reason: '  Event prize  ' })).status).toBe(
      201,
    );
    expect(await app.db.query(`SELECT memo FROM ledger_entries WHERE kind = 'admin_adjustment'`)).toEqual([
      { memo: 'Event prize (by ops@example.com)' },
    ]);
  });

  it('answers 400, never a 500, to objects, arrays and numbers where text belongs', async () => {
    const { admin } = await adminCast(app);
    const evil: unknown[] = [{ toString: 1 }, { valueOf: 1, toString: 1 }, ['joe@example.com'], 42, true];
    for (const value of evil) {
      for (const body of [
        { email: value, amount: 3, reason: 'r' },
        { email: 'joe@example.com', amount: 3, reason: value },
        ...(typeof value === 'number' ? [] : [{ email: 'joe@example.com', amount: value, reason: 'r' }]),
      ]) {
        const res = await adjust(admin.token, body);
        expect(res.status, JSON.stringify(body)).toBe(400);
        expect(res.body.detail).toMatch(/required|whole number/);
      }
    }
    expect(await adjustments()).toBe(0);
  });

  it('bounds the Idempotency-Key (header and argument): 400 beyond 100 characters or with odd characters', async () => {
    const { admin } = await adminCast(app);
    for (const key of ['k'.repeat(101), 'k'.repeat(4000), 'a b', 'x;y', 'a/b']) {
      const res = await adjust(admin.token, { email: 'joe@example.com', amount: 1, reason: 'r' }, key);
      expect([res.status, res.body.detail]).toEqual([400, 'Idempotency key must be 1–100 letters, digits, - or _']);
    }
    const g = await gql(
      'mutation($k: String) { adjustEnergyPoints(email: "joe@example.com", amount: 1, reason: "r", idempotencyKey: $k) { applied } }',
      { k: 'k'.repeat(4000) },
      admin.token,
    );
    expect(g.errors?.[0]).toMatchObject({
      message: 'Idempotency key must be 1–100 letters, digits, - or _',
      extensions: { code: 'BAD_USER_INPUT' },
    });
    expect(await adjustments()).toBe(0);
    expect(
      (await adjust(admin.token, { email: 'joe@example.com', amount: 1, reason: 'r' }, 'k'.repeat(100))).status,
    ).toBe(201);
  });
});
