import { describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { createClient } from 'graphql-ws';
import { useTestApp } from '../../../test/harness.js';
import { createMember } from '../../../test/factories.js';
import { countQueries } from '../../../test/query-counter.js';
import { PNG_1x1, dataUrl } from '../../../test/fixtures/images.js';

const { app, gql } = useTestApp();

const USER = `id email fullName userType energyPoints energyOnHold profileCompleted timezone referralCode createdAt lastLogin
  profile { bio location experienceYears skills profileImage imageSource }`;
const SIGNUP = `mutation($input: SignupInput!) { signup(input: $input) { accessToken user { ${USER} } } }`;
const LOGIN = `mutation($input: LoginInput!) { login(input: $input) { accessToken user { id email } } }`;
const SEND = `mutation($input: SendCodeInput!) { sendCode(input: $input) { email resendAfterSeconds expiresInSeconds } }`;
const VERIFY = `mutation($input: VerifyCodeInput!) { verifyCode(input: $input) { accessToken user { ${USER} } } }`;
const ME = `{ me { ${USER} } }`;

describe('GraphQL identity', () => {
  it('signs up with a password and reads the member back through me', async () => {
    const res = await gql(SIGNUP, {
      input: { email: 'Ann@Example.com', password: 'secret1', fullName: 'Ann', timezone: 'Asia/Tokyo' },
    });
    expect(res.errors).toBeUndefined();
    const { accessToken, user } = res.data.signup;
    expect(accessToken.split('.')).toHaveLength(3);
    expect(user).toMatchObject({
      email: 'ann@example.com',
      userType: 'FREE',
      energyPoints: 1,
      energyOnHold: 0,
      profileCompleted: false,
      timezone: 'Asia/Tokyo',
    });
    expect(user.profile).toEqual({
      bio: null,
      location: null,
      experienceYears: null,
      skills: [],
      profileImage: null,
      imageSource: null,
    });
    const me = await gql(ME, {}, accessToken);
    expect(me.data.me.id).toBe(user.id);
  });

  it('gives typed errors: BAD_USER_INPUT, CONFLICT, UNAUTHENTICATED', async () => {
    const bad = await gql(SIGNUP, { input: { email: 'nope', password: 'secret1', fullName: 'A' } });
    expect(bad.status).toBe(200);
    expect(bad.errors?.[0]).toMatchObject({
      message: 'Please enter a valid email address',
      extensions: { code: 'BAD_USER_INPUT' },
    });
    expect(bad.errors?.[0].extensions).not.toHaveProperty('stacktrace');

    await gql(SIGNUP, { input: { email: 'a@b.co', password: 'secret1', fullName: 'A' } });
    const dup = await gql(SIGNUP, { input: { email: 'A@B.co', password: 'secret1', fullName: 'A' } });
    expect(dup.errors?.[0]).toMatchObject({
      message: 'An account with this email already exists',
      extensions: { code: 'CONFLICT' },
    });

    const wrong = await gql(LOGIN, { input: { email: 'a@b.co', password: 'bad-password' } });
    expect(wrong.errors?.[0]).toMatchObject({
      message: 'Invalid email or password',
      extensions: { code: 'UNAUTHENTICATED' },
    });

    const anonymous = await gql(ME);
    expect(anonymous.errors?.[0]).toMatchObject({
      message: 'Not authenticated',
      extensions: { code: 'UNAUTHENTICATED' },
    });
  });

  it('refuses a bad token on HTTP with 401 and UNAUTHENTICATED', async () => {
    const res = await gql(ME, {}, 'e30.e30.sig');
    expect(res.status).toBe(401);
    expect(res.errors?.[0]).toMatchObject({
      message: 'Invalid or expired token',
      extensions: { code: 'UNAUTHENTICATED' },
    });
    const malformed = await gql(ME, {}, { header: 'Token abc' });
    expect(malformed.status).toBe(401);
  });

  it('signs up by mailed code, with the same rules as REST', async () => {
    const sent = await gql(SEND, { input: { email: 'bo@example.com', fullName: 'Bo', timezone: 'Europe/Berlin' } });
    expect(sent.data.sendCode).toEqual({ email: 'bo@example.com', resendAfterSeconds: 60, expiresInSeconds: 600 });
    const again = await gql(SEND, { input: { email: 'bo@example.com', fullName: 'Bo' } });
    expect(again.errors?.[0].extensions).toMatchObject({
      code: 'TOO_MANY_REQUESTS',
      retryAfterSeconds: expect.any(Number),
    });
    const code = await app.smtp.codeFor('bo@example.com');
    const res = await gql(VERIFY, { input: { email: 'bo@example.com', code } });
    expect(res.data.verifyCode.user).toMatchObject({ fullName: 'Bo', energyPoints: 1, timezone: 'Europe/Berlin' });
  });

  it('refuses the right code after 5 wrong ones', async () => {
    await gql(SEND, { input: { email: 'cy@example.com', fullName: 'Cy' } });
    const code = await app.smtp.codeFor('cy@example.com');
    const wrong = code === '999999' ? '888888' : '999999';
    for (let i = 0; i < 5; i++) await gql(VERIFY, { input: { email: 'cy@example.com', code: wrong } });
    const res = await gql(VERIFY, { input: { email: 'cy@example.com', code } });
    expect(res.errors?.[0]).toMatchObject({
      message: 'Too many incorrect attempts. Please request a new code.',
      extensions: { code: 'BAD_USER_INPUT' },
    });
  });
});

describe('GraphQL profile, referrals and catalogue', () => {
  it('saves the onboarding profile and completes it; a referral pays +5 EP once', async () => {
    const referrer = await createMember(app);
    const member = await createMember(app, { referralCode: referrer.user.referralCode });
    const UPDATE = `mutation($input: ProfileInput!) { updateProfile(input: $input) { profileCompleted fullName profile { skills profileImage experienceYears } } }`;
    const input = {
      bio: 'Hi',
      location: 'Oslo',
      experienceYears: 3,
      skills: ['Copywriting', 'Sales'],
      profileImage: dataUrl('image/png', PNG_1x1),
    };
    const res = await gql(UPDATE, { input }, member.token);
    expect(res.errors).toBeUndefined();
    expect(res.data.updateProfile).toMatchObject({
      profileCompleted: true,
      profile: { skills: ['Copywriting', 'Sales'], experienceYears: 3 },
    });
    await gql(UPDATE, { input: { bio: 'again' } }, member.token);

    const info = await gql(
      `{ referralInfo { totalReferrals successfulReferrals epEarned referralLink recentReferrals { fullName completed } } me { energyPoints } }`,
      {},
      referrer.token,
    );
    expect(info.data.referralInfo).toMatchObject({ totalReferrals: 1, successfulReferrals: 1, epEarned: 5 });
    expect(info.data.referralInfo.recentReferrals).toEqual([{ fullName: member.user.fullName, completed: true }]);
    expect(info.data.me.energyPoints).toBe(6);

    const badImage = await gql(UPDATE, { input: { profileImage: 'data:image/png;base64,AAAA' } }, member.token);
    expect(badImage.errors?.[0]).toMatchObject({
      message: 'Please select an image file',
      extensions: { code: 'BAD_USER_INPUT' },
    });
    const badYears = await gql(UPDATE, { input: { experienceYears: 200 } }, member.token);
    expect(badYears.errors?.[0]).toMatchObject({
      message: 'Experience years must be between 0 and 80',
      extensions: { code: 'BAD_USER_INPUT' },
    });
  });

  it('answers validateReferral, categories and platformStats to visitors', async () => {
    const { user } = await createMember(app, { fullName: 'Rita' });
    const res = await gql(
      `query($ok: String!) { ok: validateReferral(code: $ok) { valid referrerName } no: validateReferral(code: "XXXXXX") { valid referrerName } categories { value label } platformStats { memberCount } }`,
      { ok: user.referralCode },
    );
    expect(res.data.ok).toEqual({ valid: true, referrerName: 'Rita' });
    expect(res.data.no).toEqual({ valid: false, referrerName: null });
    expect(res.data.categories[0]).toEqual({ value: 'business_coaching', label: 'Business Coaching' });
    expect(res.data.platformStats.memberCount).toBe(1);
  });

  it('batches balances and profiles: one query per field, not per member', async () => {
    const { token } = await createMember(app);
    const { statements: queries } = await countQueries(app, () =>
      gql(
        `{ a: me { energyPoints energyOnHold profile { bio } } b: me { energyPoints energyOnHold profile { bio } } }`,
        {},
        token,
      ),
    );
    const balanceQueries = queries.filter((q) => q.includes('FROM ledger_accounts WHERE user_id'));
    const heldQueries = queries.filter((q) => q.includes('FROM exchange_requests'));
    const profileQueries = queries.filter((q) => q.includes('FROM profiles WHERE user_id = ANY'));
    expect([balanceQueries.length, heldQueries.length, profileQueries.length]).toEqual([1, 1, 1]);
  });
});

describe('GraphQL over WebSocket', () => {
  const connect = (connectionParams?: Record<string, unknown>, origin?: string) =>
    new Promise<{ ok: boolean; code?: number }>((resolve) => {
      const client = createClient({
        url: app.url.replace('http', 'ws') + '/graphql',
        webSocketImpl: class extends WebSocket {
          constructor(url: string, protocols?: string | string[]) {
            super(url, protocols, origin ? { headers: { origin } } : undefined);
          }
        },
        connectionParams,
        retryAttempts: 0,
        lazy: false,
        onNonLazyError: () => {}, // the outcome is asserted through `closed` below
        on: {
          connected: () => {
            resolve({ ok: true });
            void client.dispose();
          },
          closed: (event) => resolve({ ok: false, code: (event as { code?: number })?.code }),
          error: () => resolve({ ok: false }),
        },
      });
    });

  it('accepts a member token in connectionParams and closes connections without a valid one', async () => {
    const { token } = await createMember(app);
    expect(await connect({ authorization: `Bearer ${token}` })).toEqual({ ok: true });
    expect(await connect({})).toMatchObject({ ok: false, code: 4403 });
    expect(await connect({ authorization: 'Bearer a.b.c' })).toMatchObject({ ok: false, code: 4403 });
    expect(await connect(undefined)).toMatchObject({ ok: false, code: 4403 });
  });

  it('refuses a handshake from a foreign Origin', async () => {
    const { token } = await createMember(app);
    expect((await connect({ authorization: `Bearer ${token}` }, 'https://evil.example')).ok).toBe(false);
    expect(await connect({ authorization: `Bearer ${token}` }, 'http://localhost:4000')).toEqual({ ok: true });
  });
});
