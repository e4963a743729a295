import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/harness.js';
import { createMember } from '../../../test/factories.js';
import { databaseBefore } from '../../../test/migration-steps.js';
import { normalizeEmail } from '../../common/validation.js';

/** One address, one account, and lone surrogates in auth fields answered 400 (they were 500s). */
const { app, api, gql } = useTestApp();

const COMPOSED = 'jos\u00e9@example.com'; // é as one code point (NFC)
const DECOMPOSED = 'jose\u0301@example.com'; // e + combining acute (NFD)

describe('one address, one account', () => {
  it('canonical form: NFC + lower case, final sigma folded', () => {
    expect(normalizeEmail(DECOMPOSED)).toBe(COMPOSED);
    expect(normalizeEmail(' JOSE\u0301@Example.COM ')).toBe(COMPOSED);
    expect(normalizeEmail('ΟΔΥΣΣΕΥΣ@example.com')).toBe(normalizeEmail('οδυσσευς@example.com'));
  });

  it('the composed and decomposed spellings are one account at sign-up, login, codes and admin', async () => {
    const first = await api.post('/auth/signup', { email: COMPOSED, password: 'secret1', full_name: 'José' });
    expect(first.status).toBe(201);
    const second = await api.post('/auth/signup', {
      email: DECOMPOSED.toUpperCase(),
      password: 'secret1',
      full_name: 'José',
    });
    expect(second.status).toBe(409);
    expect(second.body.detail).toBe('An account with this email already exists');
    const gqlSecond = await gql(
      `mutation($e: String!) { signup(input: { email: $e, password: "secret1", fullName: "J" }) { accessToken } }`,
      { e: DECOMPOSED },
    );
    expect(gqlSecond.errors?.[0].extensions?.code).toBe('CONFLICT');

    const login = await api.post('/auth/login', { email: DECOMPOSED, password: 'secret1' });
    expect(login.status).toBe(200);
    expect(login.body.user.id).toBe(first.body.user.id);

    await app.db.query(`UPDATE one_time_codes SET created_at = created_at - interval '61 seconds'`);
    expect((await api.post('/auth/send-otp', { email: DECOMPOSED, full_name: 'Other José' })).body.email).toBe(
      COMPOSED,
    );
    const code = await app.smtp.codeFor(COMPOSED);
    const byCode = await api.post('/auth/verify-otp', { email: DECOMPOSED, otp_code: code });
    expect(byCode.body.user.id).toBe(first.body.user.id);

    const root = await createMember(app, { email: 'root@example.com' });
    await app.services.adminRoles.grant(null, 'root@example.com', 'super_admin');
    const added = await api.post('/admin/add-admin', { email: DECOMPOSED, role: 'admin' }, root.token);
    expect(added.body.admin.email).toBe(COMPOSED);
    expect((await api.get('/admin/check-access', byCode.body.access_token)).body.role).toBe('admin');
    expect(await app.db.query(`SELECT count(*)::int AS n FROM users WHERE email <> 'root@example.com'`)).toEqual([
      { n: 1 },
    ]);
  });

  it('the database refuses an address that is not NFC (the unique index holds the canonical form)', async () => {
    await expect(
      app.db.query(
        `INSERT INTO users (email, full_name, user_type, timezone, referral_code) VALUES ($1, 'X', 'free', 'UTC', 'ABCDEF12')`,
        [DECOMPOSED],
      ),
    ).rejects.toThrow(/users_email_nfc/);
  });

  it('the migration to canonical addresses keeps the oldest of two spellings and flags the later account', async () => {
    // The schema of the day before: addresses were lower case but not NFC, so the two spellings of
    // one address were two accounts.
    const step = await databaseBefore('MailboxProofAndSessions1764400000000');
    try {
      const insert = async (email: string, referralCode: string) =>
        (
          await step.db.query(
            `INSERT INTO users (email, full_name, referral_code, created_at)
             VALUES ($1, 'José', $2, now() - make_interval(secs => $3)) RETURNING id`,
            [email, referralCode, referralCode === 'OLDER1' ? 60 : 0],
          )
        )[0].id as string;
      const older = await insert(DECOMPOSED, 'OLDER1');
      const later = await insert(COMPOSED, 'LATER1');
      await step.apply();
      const rows = await step.db.query(`SELECT id, email, sign_in_blocked_reason FROM users ORDER BY created_at`);
      expect(rows).toEqual([
        { id: older, email: COMPOSED, sign_in_blocked_reason: null },
        {
          id: later,
          email: `duplicate-${later}@accounts.invalid`,
          sign_in_blocked_reason: `Duplicate of account ${older} (was ${COMPOSED})`,
        },
      ]);
    } finally {
      await step.close();
    }
  });

  it('an account flagged as a duplicate cannot sign in, and its tokens stop working', async () => {
    const older = await createMember(app, { email: 'dup@example.com' });
    const later = await createMember(app, { email: 'other@example.com' });
    await app.db.query(`UPDATE users SET email = $2, sign_in_blocked_reason = $3 WHERE id = $1`, [
      later.user.id,
      `duplicate-${later.user.id}@accounts.invalid`,
      `Duplicate of account ${older.user.id} (was DUP@example.com)`,
    ]);
    expect((await api.get('/dashboard', later.token)).status).toBe(401);
    expect(
      (await api.post('/auth/login', { email: `duplicate-${later.user.id}@accounts.invalid`, password: 'secret1' }))
        .status,
    ).toBe(401);
    expect((await api.get('/dashboard', older.token)).status).toBe(200);
  });
});

describe('a lone surrogate in an auth field is a 400, not a 500 (URIError in the email validator)', () => {
  const LONE = 'a\ud800@example.com';

  it.each([
    ['/auth/signup', { email: LONE, password: 'secret1', full_name: 'A' }],
    ['/auth/login', { email: LONE, password: 'secret1' }],
    ['/auth/send-otp', { email: LONE }],
    ['/auth/verify-otp', { email: LONE, otp_code: '123456' }],
    ['/auth/signup', { email: '\ud800', password: 'secret1', full_name: 'A' }],
  ])('%s #%#', async (path, payload) => {
    const res = await api.post(path, payload);
    expect(res.status).toBe(400);
    expect(res.body.detail).toBe('Please enter a valid email address');
  });

  it('in other auth fields and in add-admin, on both transports', async () => {
    for (const payload of [
      { email: 'a@example.com', password: '\ud800\ud800\ud800\ud800\ud800\ud800', full_name: 'A' },
      { email: 'b@example.com', password: 'secret1', full_name: '\udc00' },
    ]) {
      expect((await api.post('/auth/signup', payload)).status).toBeLessThan(500);
    }
    expect((await api.post('/auth/verify-otp', { email: 'a@example.com', otp_code: '\ud800' })).status).toBe(400);
    const root = await createMember(app, { email: 'root@example.com' });
    await app.services.adminRoles.grant(null, 'root@example.com', 'super_admin');
    const add = await api.post('/admin/add-admin', { email: LONE, role: 'admin' }, root.token);
    expect(add.status).toBe(400);
    expect(add.body.detail).toBe('Please enter a valid email address');
    const g = await gql(`mutation($e: String!) { login(input: { email: $e, password: "secret1" }) { accessToken } }`, {
      e: LONE,
    });
    expect(g.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    const ga = await gql(
      `mutation($e: String!) { addAdmin(email: $e, role: ADMIN) { email } }`,
      { e: LONE },
      root.token,
    );
    expect(ga.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
  });
});
