import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/harness.js';
import { readNotifications } from '../../../test/notifications.js';
import { balanceOf, createMember } from '../../../test/factories.js';

/**
 * Power follows proof of the mailbox. A password sign-up works at once but its
 * address is unverified until the mailed code comes back; until then no admin role, no referral
 * reward, and the owner of the address can take the account over.
 */
const { app, api, gql } = useTestApp();

/** As if a minute had passed since the last code was mailed (the resend cooldown). */
const ageCodes = () => app.db.query(`UPDATE one_time_codes SET created_at = created_at - interval '61 seconds'`);
const signup = (email: string, extra: Record<string, unknown> = {}) =>
  api.post('/auth/signup', { email, password: 'secret1', full_name: 'Some One', ...extra });
const otherCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('confirming the address (REST)', () => {
  it('signs up at once, unverified, mails a confirmation code, and verify-email confirms it', async () => {
    const res = await signup('Nia@Example.com');
    expect(res.status).toBe(201);
    expect(res.body.user.email_verified).toBe(false);
    const mail = await app.smtp.lastMailTo('nia@example.com');
    expect(mail.raw).toContain('confirm your email address');
    const code = await app.smtp.codeFor('nia@example.com');

    const wrong = await api.post('/auth/verify-email', { code: otherCode(code) }, res.body.access_token);
    expect(wrong.status).toBe(400);
    expect(wrong.body.detail).toBe('Invalid verification code');
    expect((await api.post('/auth/verify-email', { code: '12x' }, res.body.access_token)).body.detail).toBe(
      'The code has 6 digits',
    );

    const ok = await api.post('/auth/verify-email', { code }, res.body.access_token);
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({ id: res.body.user.id, email_verified: true });
    // Verifying inside one's own session changes nothing else: the token and the password stay.
    expect((await api.get('/dashboard', res.body.access_token)).status).toBe(200);
    expect((await api.post('/auth/login', { email: 'nia@example.com', password: 'secret1' })).status).toBe(200);
    await app.smtp.settled();
    expect(app.smtp.inbox.filter((m) => m.to.includes('nia@example.com'))).toHaveLength(1); // no other mail
  });

  it('a confirmation code does not sign anyone in (verify-otp refuses it)', async () => {
    await signup('sly@example.com');
    const code = await app.smtp.codeFor('sly@example.com');
    const res = await api.post('/auth/verify-otp', { email: 'sly@example.com', otp_code: code });
    expect(res.status).toBe(400);
    expect(res.body.detail).toBe('Invalid verification code');
  });

  it('resend-verification: 60 s cooldown, only the newest code works, 409 once confirmed', async () => {
    const { body } = await signup('rey@example.com');
    const first = await app.smtp.codeFor('rey@example.com');
    // The code mailed at sign-up was nobody's request: the first one asked for is sent at once…
    app.smtp.clear();
    const asked = await api.post('/auth/resend-verification', undefined, body.access_token);
    expect(asked.status).toBe(200);
    const second = await app.smtp.codeFor('rey@example.com');
    // …and starts the cooldown.
    const early = await api.post('/auth/resend-verification', undefined, body.access_token);
    expect(early.status).toBe(429);
    expect(Number(early.headers.get('retry-after'))).toBeGreaterThan(55);

    await ageCodes();
    app.smtp.clear();
    const again = await api.post('/auth/resend-verification', undefined, body.access_token);
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ email: 'rey@example.com', resend_after_seconds: 60 });
    const third = await app.smtp.codeFor('rey@example.com');
    for (const old of [first, second])
      if (old !== third)
        expect((await api.post('/auth/verify-email', { code: old }, body.access_token)).status).toBe(400);
    expect((await api.post('/auth/verify-email', { code: third }, body.access_token)).body.email_verified).toBe(true);

    const done = await api.post('/auth/resend-verification', undefined, body.access_token);
    expect(done.status).toBe(409);
    expect(done.body.detail).toBe('Your email address is already confirmed');
  });

  it('5 wrong confirmation codes kill the code', async () => {
    const { body } = await signup('tia@example.com');
    const code = await app.smtp.codeFor('tia@example.com');
    for (let i = 0; i < 5; i++) await api.post('/auth/verify-email', { code: otherCode(code) }, body.access_token);
    const res = await api.post('/auth/verify-email', { code }, body.access_token);
    expect(res.status).toBe(400);
    expect(res.body.detail).toBe('Too many incorrect attempts. Please request a new code.');
  });

  it('signing in by emailed code proves the address', async () => {
    const sent = await api.post('/auth/send-otp', { email: 'cody@example.com', full_name: 'Cody' });
    expect(sent.status).toBe(200);
    const res = await api.post('/auth/verify-otp', {
      email: 'cody@example.com',
      otp_code: await app.smtp.codeFor('cody@example.com'),
    });
    expect(res.body.user.email_verified).toBe(true);
  });
});

describe('confirming the address (GraphQL)', () => {
  it('verifyEmail and resendVerificationEmail; emailVerified on the viewer follows without a reload', async () => {
    const up = await gql(
      `mutation { signup(input: { email: "gia@example.com", password: "secret1", fullName: "Gia" }) { accessToken user { id emailVerified } } }`,
    );
    const { accessToken, user } = up.data.signup;
    expect(user.emailVerified).toBe(false);
    await app.smtp.codeFor('gia@example.com');
    app.smtp.clear();

    // The sign-up's own code does not start the cooldown; the first code asked for does.
    const asked = await gql(
      `mutation { resendVerificationEmail { email resendAfterSeconds } }`,
      undefined,
      accessToken,
    );
    expect(asked.data.resendVerificationEmail).toEqual({ email: 'gia@example.com', resendAfterSeconds: 60 });
    const code = await app.smtp.codeFor('gia@example.com');
    const early = await gql(
      `mutation { resendVerificationEmail { email resendAfterSeconds } }`,
      undefined,
      accessToken,
    );
    expect(early.errors?.[0].extensions?.code).toBe('TOO_MANY_REQUESTS');
    const wrong = await gql(
      `mutation($c: String!) { verifyEmail(code: $c) { id emailVerified } }`,
      { c: otherCode(code) },
      accessToken,
    );
    expect(wrong.errors?.[0]).toMatchObject({
      message: 'Invalid verification code',
      extensions: { code: 'BAD_USER_INPUT' },
    });
    const bad = await gql(`mutation { verifyEmail(code: "abc") { id } }`, undefined, accessToken);
    expect(bad.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');

    const ok = await gql(
      `mutation($c: String!) { verifyEmail(code: $c) { id emailVerified } }`,
      { c: code },
      accessToken,
    );
    expect(ok.data.verifyEmail).toEqual({ id: user.id, emailVerified: true });
    expect((await gql(`{ me { emailVerified } }`, undefined, accessToken)).data.me.emailVerified).toBe(true);
    const done = await gql(`mutation { resendVerificationEmail { email } }`, undefined, accessToken);
    expect(done.errors?.[0].extensions?.code).toBe('CONFLICT');
  });
});

describe('"Login with Code" right after a password sign-up', () => {
  /** Mails that reached the address through the real SMTP server. */
  const mailsTo = async (email: string) => {
    await app.smtp.settled();
    return app.smtp.inbox.filter((m) => m.to.includes(email));
  };

  it('REST: signup then send-otp at once sends a code (200) that signs in at verify-otp; the next request waits 60 s', async () => {
    const up = await signup('twodev@example.com');
    expect(up.status).toBe(201);
    await app.smtp.codeFor('twodev@example.com'); // the confirmation mailed at sign-up
    const sent = await api.post('/auth/send-otp', { email: 'twodev@example.com' });
    expect([sent.status, sent.body]).toEqual([
      200,
      {
        message: 'Verification code sent to your email',
        email: 'twodev@example.com',
        resend_after_seconds: 60,
        expires_in_seconds: 600,
      },
    ]);
    const mails = await mailsTo('twodev@example.com');
    expect(mails).toHaveLength(2);
    expect(mails[1].subject).toMatch(/^\d{6} is your Energy Exchange code$/);
    const code = await app.smtp.codeFor('twodev@example.com');
    const signedIn = await api.post('/auth/verify-otp', { email: 'twodev@example.com', otp_code: code });
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.user).toMatchObject({ id: up.body.user.id, email_verified: true });
    expect((await api.get('/dashboard', signedIn.body.access_token)).status).toBe(200);
    // Codes people request still wait 60 s between them.
    const again = await api.post('/auth/send-otp', { email: 'twodev@example.com' });
    expect([again.status, again.body.detail]).toEqual([
      429,
      expect.stringMatching(/^Please wait (60|59|58) seconds before requesting a new code\.$/),
    ]);
    expect(await mailsTo('twodev@example.com')).toHaveLength(2);
  });

  it('GraphQL: signup then sendCode at once; the code signs in with verifyCode', async () => {
    const up = await gql(
      `mutation { signup(input: { email: "twodevq@example.com", password: "secret1", fullName: "Two Devices" }) { user { id } } }`,
    );
    const id = up.data.signup.user.id;
    await app.smtp.codeFor('twodevq@example.com');
    const sent = await gql(
      `mutation { sendCode(input: { email: "twodevq@example.com" }) { email resendAfterSeconds expiresInSeconds } }`,
    );
    expect(sent.errors).toBeUndefined();
    expect(sent.data.sendCode).toEqual({ email: 'twodevq@example.com', resendAfterSeconds: 60, expiresInSeconds: 600 });
    expect(await mailsTo('twodevq@example.com')).toHaveLength(2);
    const code = await app.smtp.codeFor('twodevq@example.com');
    const signedIn = await gql(
      `mutation($c: String!) { verifyCode(input: { email: "twodevq@example.com", code: $c }) { accessToken user { id emailVerified } } }`,
      { c: code },
    );
    expect(signedIn.data.verifyCode.user).toEqual({ id, emailVerified: true });
    expect((await gql(`{ me { id } }`, undefined, signedIn.data.verifyCode.accessToken)).data.me.id).toBe(id);
    const again = await gql(`mutation { sendCode(input: { email: "twodevq@example.com" }) { email } }`);
    expect(again.errors?.[0].extensions?.code).toBe('TOO_MANY_REQUESTS');
  });

  it('mail to one address stays bounded: the sign-up code counts in the 10 codes an hour, a second sign-up mails nothing', async () => {
    expect((await signup('bounded@example.com')).status).toBe(201);
    for (let i = 1; i <= 9; i++) {
      expect([i, (await api.post('/auth/send-otp', { email: 'bounded@example.com' })).status]).toEqual([i, 200]);
      await ageCodes();
    }
    const tenth = await api.post('/auth/send-otp', { email: 'bounded@example.com' });
    expect([tenth.status, tenth.body.detail]).toEqual([
      429,
      'Too many codes requested for this email. Please try again later.',
    ]);
    expect(
      (
        await api.post(
          '/auth/resend-verification',
          undefined,
          (await api.post('/auth/login', { email: 'bounded@example.com', password: 'secret1' })).body.access_token,
        )
      ).status,
    ).toBe(429);
    expect((await signup('bounded@example.com')).status).toBe(409);
    expect(await mailsTo('bounded@example.com')).toHaveLength(10);
  });
});

describe('no admin role without proof of the mailbox', () => {
  it('an address of ADMIN_EMAILS signed up by password is not admin until it is confirmed', async () => {
    await app.services.adminRoles.bootstrap(['boss@example.com']);
    const { body } = await signup('Boss@Example.com');
    const before = await api.get('/admin/check-access', body.access_token);
    expect(before.status).toBe(403);
    expect((await gql(`{ adminAccess }`, undefined, body.access_token)).errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect(
      (await api.post('/admin/add-admin', { email: 'pal@example.com', role: 'super_admin' }, body.access_token)).status,
    ).toBe(403);
    expect(await app.services.adminRoles.roleOf('boss@example.com')).toBeUndefined();

    await api.post('/auth/verify-email', { code: await app.smtp.codeFor('boss@example.com') }, body.access_token);
    const after = await api.get('/admin/check-access', body.access_token);
    expect(after.status).toBe(200);
    expect(after.body).toMatchObject({ is_admin: true, role: 'super_admin' });
    expect((await gql(`{ adminAccess }`, undefined, body.access_token)).data.adminAccess).toBe('SUPER_ADMIN');
  });

  it('add-admin for an address nobody holds yet gives nothing to whoever signs up with it by password', async () => {
    const root = await createMember(app, { email: 'root@example.com' });
    await app.services.adminRoles.grant(null, 'root@example.com', 'super_admin');
    expect((await api.post('/admin/add-admin', { email: 'later@example.com', role: 'admin' }, root.token)).status).toBe(
      201,
    );

    const squatter = await signup('later@example.com');
    expect((await api.get('/admin/check-access', squatter.body.access_token)).status).toBe(403);
    expect((await api.get('/admin/users', squatter.body.access_token)).status).toBe(403);
    // The grant stays on the address: listed for admins, effective for the verified holder only.
    expect(
      (await api.get('/admin/admin-users', root.token)).body.admin_users.map((a: { email: string }) => a.email),
    ).toContain('later@example.com');
  });
});

describe('account pre-hijacking', () => {
  it("the mailbox owner signing in by code takes the account over: the squatter's password and sessions end", async () => {
    const squatter = await signup('victim@example.com');
    expect(squatter.status).toBe(201);
    await ageCodes();
    expect((await api.post('/auth/send-otp', { email: 'victim@example.com' })).status).toBe(200);
    const owner = await api.post('/auth/verify-otp', {
      email: 'victim@example.com',
      otp_code: await app.smtp.codeFor('victim@example.com'),
    });
    expect(owner.status).toBe(200);
    expect(owner.body.user).toMatchObject({ id: squatter.body.user.id, email_verified: true });

    expect((await api.get('/dashboard', squatter.body.access_token)).status).toBe(401);
    const login = await api.post('/auth/login', { email: 'victim@example.com', password: 'secret1' });
    expect(login.status).toBe(401);
    expect(login.body.detail).toBe('Invalid email or password');
    expect((await api.get('/dashboard', owner.body.access_token)).status).toBe(200);
    const [{ password_hash }] = await app.db.query(
      `SELECT password_hash FROM users WHERE email = 'victim@example.com'`,
    );
    expect(password_hash).toBeNull();
  });

  it('the same through GraphQL verifyCode', async () => {
    const squatter = await gql(
      `mutation { signup(input: { email: "vic@example.com", password: "secret1", fullName: "Eve" }) { accessToken } }`,
    );
    const squatterToken = squatter.data.signup.accessToken;
    await ageCodes();
    await gql(`mutation { sendCode(input: { email: "vic@example.com" }) { email } }`);
    const code = await app.smtp.codeFor('vic@example.com');
    const owner = await gql(
      `mutation($c: String!) { verifyCode(input: { email: "vic@example.com", code: $c }) { accessToken user { emailVerified } } }`,
      { c: code },
    );
    expect(owner.data.verifyCode.user.emailVerified).toBe(true);
    expect((await gql(`{ me { id } }`, undefined, squatterToken)).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    expect(
      (await gql(`mutation { login(input: { email: "vic@example.com", password: "secret1" }) { accessToken } }`))
        .errors?.[0].extensions?.code,
    ).toBe('UNAUTHENTICATED');
  });

  it('a verified member signing in by code keeps their password and other sessions', async () => {
    const { body } = await signup('kept@example.com');
    await api.post('/auth/verify-email', { code: await app.smtp.codeFor('kept@example.com') }, body.access_token);
    await ageCodes();
    await api.post('/auth/send-otp', { email: 'kept@example.com' });
    expect(
      (
        await api.post('/auth/verify-otp', {
          email: 'kept@example.com',
          otp_code: await app.smtp.codeFor('kept@example.com'),
        })
      ).status,
    ).toBe(200);
    expect((await api.get('/dashboard', body.access_token)).status).toBe(200);
    expect((await api.post('/auth/login', { email: 'kept@example.com', password: 'secret1' })).status).toBe(200);
  });
});

describe('referral farming', () => {
  it('pays the referrer only once the referred member completed onboarding AND confirmed the address (profile first)', async () => {
    const referrer = await createMember(app, { email: 'ref@example.com' });
    const start = await balanceOf(app, referrer.user.id);
    const farmed = await signup('throwaway@example.com', { referral_code: referrer.user.referralCode });
    expect((await api.put('/user/profile', { bio: 'hi' }, farmed.body.access_token)).status).toBe(200);
    expect(await balanceOf(app, referrer.user.id)).toBe(start);

    await api.post(
      '/auth/verify-email',
      { code: await app.smtp.codeFor('throwaway@example.com') },
      farmed.body.access_token,
    );
    expect(await balanceOf(app, referrer.user.id)).toBe(start + 5);
    await api.put('/user/profile', { bio: 'again' }, farmed.body.access_token);
    expect(await balanceOf(app, referrer.user.id)).toBe(start + 5);
    const entries = await app.db.query(`SELECT idempotency_key FROM ledger_entries WHERE kind = 'referral_reward'`);
    expect(entries).toEqual([{ idempotency_key: `referral:${farmed.body.user.id}` }]);
    // The referrer is told once, in-app (and by mail in the digest, their default for this kind).
    expect(
      (await readNotifications(app, `n.user_id = $1`, [referrer.user.id])).map(({ type, title }) => ({ type, title })),
    ).toEqual([{ type: 'referral_rewarded', title: 'Referral reward' }]);
  });

  it('pays once when the address is confirmed first and the profile saved after (GraphQL)', async () => {
    const referrer = await createMember(app, { email: 'ref2@example.com' });
    const start = await balanceOf(app, referrer.user.id);
    const up = await gql(
      `mutation($r: String) { signup(input: { email: "new2@example.com", password: "secret1", fullName: "New", referralCode: $r }) { accessToken } }`,
      { r: referrer.user.referralCode },
    );
    const token = up.data.signup.accessToken;
    await gql(
      `mutation($c: String!) { verifyEmail(code: $c) { id } }`,
      { c: await app.smtp.codeFor('new2@example.com') },
      token,
    );
    expect(await balanceOf(app, referrer.user.id)).toBe(start);
    await gql(`mutation { updateProfile(input: { bio: "b" }) { id } }`, undefined, token);
    expect(await balanceOf(app, referrer.user.id)).toBe(start + 5);
  });

  it('pays exactly once when the profile save and the confirmation race', async () => {
    const referrer = await createMember(app, { email: 'ref3@example.com' });
    const start = await balanceOf(app, referrer.user.id);
    const farmed = await signup('race@example.com', { referral_code: referrer.user.referralCode });
    const code = await app.smtp.codeFor('race@example.com');
    await Promise.all([
      api.put('/user/profile', { bio: 'b' }, farmed.body.access_token),
      api.post('/auth/verify-email', { code }, farmed.body.access_token),
    ]);
    expect(await balanceOf(app, referrer.user.id)).toBe(start + 5);
  });
});
