import { describe, expect, it } from 'vitest';
import jwt from 'jsonwebtoken';
import { TEST_JWT_SECRET, useTestApp } from '../../../test/harness.js';
import { tampered } from '../../../test/tampered.js';

const { app, api } = useTestApp();

const signup = (email = 'ann@example.com', extra: Record<string, unknown> = {}) =>
  api.post('/auth/signup', { email, password: 'secret1', full_name: 'Ann Lee', timezone: 'Europe/Paris', ...extra });

describe('POST /api/auth/signup', () => {
  it('creates a member with 1 EP from the ledger and a three-part token', async () => {
    const res = await signup('  Ann@Example.COM ');
    expect(res.status).toBe(201);
    expect(res.body.access_token.split('.')).toHaveLength(3);
    expect(res.body.user).toMatchObject({
      email: 'ann@example.com',
      full_name: 'Ann Lee',
      user_type: 'free',
      energy_points: 1,
      energy_on_hold: 0,
      profile_completed: false,
      timezone: 'Europe/Paris',
    });
    expect(res.body.user.last_login).not.toBeNull();
    const entries = await app.db.query(`SELECT kind, amount, idempotency_key FROM ledger_entries`);
    expect(entries).toEqual([{ kind: 'signup_bonus', amount: 1, idempotency_key: `signup:${res.body.user.id}` }]);
    const [{ password_hash }] = await app.db.query(`SELECT password_hash FROM users`);
    expect(password_hash).toMatch(/^scrypt\$32768\$8\$1\$/);
    expect((await app.services.ledger.check(app.db.manager)).problems).toEqual([]);
  });

  it('refuses a second account for the same email (any case) with 409', async () => {
    await signup();
    const res = await signup('ANN@example.com');
    expect(res.status).toBe(409);
    expect(res.body.detail).toBe('An account with this email already exists');
    expect(await app.db.query(`SELECT count(*)::int AS n FROM users`)).toEqual([{ n: 1 }]);
  });

  it.each([
    [{ email: 'not-an-email', password: 'secret1', full_name: 'A' }, 'Please enter a valid email address'],
    [{ password: 'secret1', full_name: 'A' }, 'Please enter a valid email address'],
    [{ email: 'a@b.co', password: '12345', full_name: 'A' }, 'Password must be at least 6 characters long'],
    [{ email: 'a@b.co', password: 'secret1', full_name: '   ' }, 'Full name is required'],
    [{ email: 'a@b.co', password: 'secret1' }, 'Full name is required'],
    [
      { email: 'a@b.co', password: 'secret1', full_name: 'A', timezone: 'Mars/Olympus' },
      'timezone must be an IANA timezone such as Europe/Paris',
    ],
    [{ email: 42, password: 'secret1', full_name: 'A' }, 'Please enter a valid email address'],
    [{ email: 'a@b.co', password: 'secret1', full_name: 'A', referral_code: 'NOPE1234' }, 'Invalid referral code'],
  ])('refuses bad input #%# with 400 and a detail', async (payload, detail) => {
    const res = await api.post('/auth/signup', payload);
    expect(res.status).toBe(400);
    expect(res.body.detail).toBe(detail);
    expect(await app.db.query(`SELECT count(*)::int AS n FROM users`)).toEqual([{ n: 0 }]);
  });

  it('answers 400 to malformed JSON and to a body that is not an object', async () => {
    const bad = await api.call('POST', '/auth/signup', { rawBody: '{"email": ' });
    expect(bad.status).toBe(400);
    expect(bad.body.detail).toBe('Malformed JSON in request body');
    const arr = await api.call('POST', '/auth/signup', { rawBody: '[1,2]' });
    expect(arr.status).toBe(400);
    expect(arr.body.detail).toBe('Request body must be a JSON object');
  });

  it('answers 413 to a body over the limit', async () => {
    const res = await api.post('/auth/signup', { email: 'a@b.co', password: 'x'.repeat(200_000), full_name: 'A' });
    expect(res.status).toBe(413);
    expect(res.body.detail).toBe('Request body is too large');
  });
});

describe('POST /api/auth/login', () => {
  it('signs in with the right password and records last_login', async () => {
    await signup();
    await app.db.query(`UPDATE users SET last_login = NULL`);
    const res = await api.post('/auth/login', { email: 'ANN@example.com', password: 'secret1' });
    expect(res.status).toBe(200);
    expect(res.body.user.email).toBe('ann@example.com');
    expect(res.body.user.last_login).not.toBeNull();
  });

  it("answers 'Invalid email or password' for a wrong password and for an unknown email alike", async () => {
    await signup();
    for (const payload of [
      { email: 'ann@example.com', password: 'wrong-password' },
      { email: 'nobody@example.com', password: 'secret1' },
    ]) {
      const res = await api.post('/auth/login', payload);
      expect(res.status).toBe(401);
      expect(res.body.detail).toBe('Invalid email or password');
    }
  });

  it('refuses missing fields with 400', async () => {
    const res = await api.post('/auth/login', { email: 'ann@example.com' });
    expect(res.status).toBe(400);
    expect(res.body.detail).toBe('Password is required');
  });
});

describe('one-time codes: POST /api/auth/send-otp and /api/auth/verify-otp', () => {
  it('signs up by code: the code arrives by SMTP, verify creates the member with 1 EP', async () => {
    const sent = await api.post('/auth/send-otp', {
      email: 'Bo@Example.com',
      full_name: 'Bo Diaz',
      timezone: 'America/Chicago',
    });
    expect(sent.status).toBe(200);
    expect(sent.body).toMatchObject({ email: 'bo@example.com', resend_after_seconds: 60, expires_in_seconds: 600 });
    const mail = await app.smtp.lastMailTo('bo@example.com');
    expect(mail.subject).toMatch(/^\d{6} is your Energy Exchange code$/);
    const code = await app.smtp.codeFor('bo@example.com');

    const res = await api.post('/auth/verify-otp', { email: 'bo@example.com', otp_code: code });
    expect(res.status).toBe(200);
    expect(res.body.access_token.split('.')).toHaveLength(3);
    expect(res.body.user).toMatchObject({
      full_name: 'Bo Diaz',
      energy_points: 1,
      timezone: 'America/Chicago',
      profile_completed: false,
    });

    const again = await api.post('/auth/verify-otp', { email: 'bo@example.com', otp_code: code });
    expect(again.status).toBe(400); // single use
  });

  it('signs in by code an existing member', async () => {
    await signup();
    await api.post('/auth/send-otp', { email: 'ann@example.com' });
    const code = await app.smtp.codeFor('ann@example.com');
    const res = await api.post('/auth/verify-otp', { email: 'ann@example.com', otp_code: code });
    expect(res.status).toBe(200);
    expect(res.body.user.email).toBe('ann@example.com');
    expect(await app.db.query(`SELECT count(*)::int AS n FROM users`)).toEqual([{ n: 1 }]);
  });

  it('does not reveal whether an email is registered: same answer, no code for an unknown email', async () => {
    const res = await api.post('/auth/send-otp', { email: 'ghost@example.com' });
    expect(res.status).toBe(200);
    const mail = await app.smtp.lastMailTo('ghost@example.com');
    expect(mail.subject).toBe('Sign in to Energy Exchange');
    expect(mail.raw).not.toMatch(/\b\d{6}\b(?! )/);
    for (const guess of ['000000', '123456']) {
      const v = await api.post('/auth/verify-otp', { email: 'ghost@example.com', otp_code: guess });
      expect(v.status).toBe(400);
      expect(v.body.detail).toBe('Invalid verification code');
    }
    expect(await app.db.query(`SELECT count(*)::int AS n FROM users`)).toEqual([{ n: 0 }]);
  });

  it('refuses the right code after 5 wrong ones', async () => {
    await api.post('/auth/send-otp', { email: 'cy@example.com', full_name: 'Cy' });
    const code = await app.smtp.codeFor('cy@example.com');
    const wrong = code === '000000' ? '111111' : '000000';
    const details: string[] = [];
    for (let i = 0; i < 5; i++)
      details.push((await api.post('/auth/verify-otp', { email: 'cy@example.com', otp_code: wrong })).body.detail);
    expect(details.slice(0, 4)).toEqual(Array(4).fill('Invalid verification code'));
    expect(details[4]).toBe('Too many incorrect attempts. Please request a new code.');
    const res = await api.post('/auth/verify-otp', { email: 'cy@example.com', otp_code: code });
    expect(res.status).toBe(400);
    expect(res.body.detail).toBe('Too many incorrect attempts. Please request a new code.');
    expect(await app.db.query(`SELECT count(*)::int AS n FROM users`)).toEqual([{ n: 0 }]);
  });

  it('compares at most 5 guesses even when 20 arrive at once', async () => {
    await api.post('/auth/send-otp', { email: 'di@example.com', full_name: 'Di' });
    const code = await app.smtp.codeFor('di@example.com');
    const guesses = Array.from({ length: 20 }, (_, i) => String((Number(code) + i + 1) % 1_000_000).padStart(6, '0'));
    await Promise.all(guesses.map((g) => api.post('/auth/verify-otp', { email: 'di@example.com', otp_code: g })));
    const [{ attempts }] = await app.db.query(`SELECT attempts FROM one_time_codes WHERE email = 'di@example.com'`);
    expect(attempts).toBe(5);
    expect((await api.post('/auth/verify-otp', { email: 'di@example.com', otp_code: code })).status).toBe(400);
  });

  it('refuses a resend within 60 seconds, saying how long to wait', async () => {
    await api.post('/auth/send-otp', { email: 'ed@example.com', full_name: 'Ed' });
    const res = await api.post('/auth/send-otp', { email: 'ed@example.com', full_name: 'Ed' });
    expect(res.status).toBe(429);
    expect(res.body.detail).toMatch(/^Please wait (60|59|58) seconds before requesting a new code\.$/);
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(55);
    await app.smtp.settled();
    expect(app.smtp.inbox.filter((m) => m.to.includes('ed@example.com'))).toHaveLength(1);
  });

  it('allows a resend after the cooldown, and only the newest code works', async () => {
    await api.post('/auth/send-otp', { email: 'fa@example.com', full_name: 'Fa' });
    const first = await app.smtp.codeFor('fa@example.com');
    await app.db.query(`UPDATE one_time_codes SET created_at = created_at - interval '61 seconds'`);
    app.smtp.clear();
    expect((await api.post('/auth/send-otp', { email: 'fa@example.com', full_name: 'Fa' })).status).toBe(200);
    const second = await app.smtp.codeFor('fa@example.com');
    if (first !== second) {
      expect((await api.post('/auth/verify-otp', { email: 'fa@example.com', otp_code: first })).status).toBe(400);
    }
    expect((await api.post('/auth/verify-otp', { email: 'fa@example.com', otp_code: second })).status).toBe(200);
  });

  it('refuses an expired code', async () => {
    await api.post('/auth/send-otp', { email: 'gi@example.com', full_name: 'Gi' });
    const code = await app.smtp.codeFor('gi@example.com');
    await app.db.query(`UPDATE one_time_codes SET expires_at = now() - interval '1 second'`);
    const res = await api.post('/auth/verify-otp', { email: 'gi@example.com', otp_code: code });
    expect(res.status).toBe(400);
    expect(res.body.detail).toBe('This code has expired. Please request a new one.');
  });

  it('stores codes hashed, never in clear', async () => {
    await api.post('/auth/send-otp', { email: 'ha@example.com', full_name: 'Ha' });
    const code = await app.smtp.codeFor('ha@example.com');
    const [row] = await app.db.query(`SELECT code_hash FROM one_time_codes`);
    expect(row.code_hash).not.toContain(code);
    expect(row.code_hash).toHaveLength(44); // base64 of a SHA-256 HMAC
  });

  it.each([
    ['/auth/send-otp', { email: 'bad' }, 'Please enter a valid email address'],
    ['/auth/send-otp', {}, 'Please enter a valid email address'],
    ['/auth/send-otp', { email: 'a@b.co', full_name: 'A', referral_code: 'ZZZZZZ' }, 'Invalid referral code'],
    ['/auth/verify-otp', { email: 'a@b.co' }, 'The code has 6 digits'],
    ['/auth/verify-otp', { email: 'a@b.co', otp_code: '12a456' }, 'The code has 6 digits'],
    ['/auth/verify-otp', { email: 'a@b.co', otp_code: 123456 }, 'The code has 6 digits'],
  ])('%s refuses bad input #%# with 400', async (path, payload, detail) => {
    const res = await api.post(path, payload);
    expect(res.status).toBe(400);
    expect(res.body.detail).toBe(detail);
  });
});

describe('tokens', () => {
  it('accepts a valid token and refuses missing, malformed, forged, expired and alg:none tokens with 401', async () => {
    const { body } = await signup();
    const userId = body.user.id;
    expect((await api.get('/dashboard', body.access_token)).status).toBe(200);

    const sid = (jwt.decode(body.access_token) as { sid: string }).sid;
    const forged = jwt.sign({ sid }, 'another-secret-another-secret-another-secret', {
      algorithm: 'HS256',
      subject: userId,
      issuer: 'energy-exchange',
      audience: 'energy-exchange',
    });
    const expired = jwt.sign({ sid, exp: Math.floor(Date.now() / 1000) - 10 }, TEST_JWT_SECRET, {
      algorithm: 'HS256',
      subject: userId,
      issuer: 'energy-exchange',
      audience: 'energy-exchange',
    });
    const b64 = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');
    const algNone = `${b64({ alg: 'none', typ: 'JWT' })}.${b64({ sub: userId, sid, iss: 'energy-exchange', aud: 'energy-exchange' })}.`;
    const [header, payload, signature] = body.access_token.split('.');
    const alteredSignature = `${header}.${payload}.${tampered(signature)}`;
    // Right secret, other algorithm: only HS256 is accepted.
    const swapped = jwt.sign({ sid }, TEST_JWT_SECRET, {
      algorithm: 'HS512',
      subject: userId,
      issuer: 'energy-exchange',
      audience: 'energy-exchange',
    });
    const noAudience = jwt.sign({ sid }, TEST_JWT_SECRET, {
      algorithm: 'HS256',
      subject: userId,
      issuer: 'energy-exchange',
    });

    for (const token of [forged, expired, algNone, alteredSignature, swapped, noAudience, 'a.b.c', 'not-a-jwt']) {
      const res = await api.get('/dashboard', token);
      expect(res.status).toBe(401);
      expect(res.body.detail).toBe('Invalid or expired token');
    }
    const none = await api.get('/dashboard');
    expect(none.status).toBe(401);
    expect(none.body.detail).toBe('Not authenticated');
    const basic = await api.call('GET', '/dashboard', { headers: { authorization: 'Basic abc' } });
    expect(basic.status).toBe(401);
  });

  it('ends a token whose session row is gone', async () => {
    const { body } = await signup();
    await app.db.query(`DELETE FROM auth_sessions`);
    expect((await api.get('/dashboard', body.access_token)).status).toBe(401);
  });
});

describe('the REST facade', () => {
  it('answers unknown routes with 404 and a detail', async () => {
    const res = await api.call('GET', '/does-not-exist', { unknownRoute: true });
    expect(res.status).toBe(404);
    expect(res.body.detail).toBe('Not found: GET /api/does-not-exist');
  });
});
