import { describe, expect, it } from 'vitest';
import jwt from 'jsonwebtoken';
import { TEST_JWT_SECRET, useTestApp } from '../../../test/harness.js';
import { availableAllWeek, createMember, createService } from '../../../test/factories.js';
import { NOTIFICATION_EVENTS, subscribe } from '../../../test/ws-client.js';

/**
 * Sessions with an identity, so that a token can be taken back before it expires:
 * a token names its `auth_sessions` row; a password change ends every other session, logout
 * everywhere all of them, and their open WebSockets are closed within seconds.
 */
const { app, api, gql } = useTestApp();

const login = async (email: string, password = 'secret1') =>
  (await api.post('/auth/login', { email, password })).body.access_token as string;
const sidOf = (token: string) => (jwt.decode(token) as { sid: string }).sid;

describe('password change keeps the caller signed in', () => {
  it('REST: the calling token keeps working, every other session ends, the new password works', async () => {
    const { token: first } = await createMember(app, { email: 'pat@example.com' });
    const second = await login('pat@example.com');
    const res = await api.post('/user/change-password', { new_password: 'n3w-password' }, second);
    expect(res.status).toBe(200);
    expect(sidOf(res.body.access_token)).toBe(sidOf(second)); // a fresh token of the same session
    expect((await api.get('/dashboard', second)).status).toBe(200);
    expect((await api.get('/dashboard', res.body.access_token)).status).toBe(200);
    expect((await api.get('/dashboard', first)).status).toBe(401);
    expect((await api.post('/auth/login', { email: 'pat@example.com', password: 'secret1' })).status).toBe(401);
    expect((await api.post('/auth/login', { email: 'pat@example.com', password: 'n3w-password' })).status).toBe(200);
  });

  it('GraphQL changePassword: same rule', async () => {
    const { token: first } = await createMember(app, { email: 'gus@example.com' });
    const second = await login('gus@example.com');
    const res = await gql(
      `mutation { changePassword(newPassword: "n3w-password") { accessToken } }`,
      undefined,
      second,
    );
    expect(res.errors).toBeUndefined();
    expect((await gql(`{ me { id } }`, undefined, second)).data.me.id).toBeDefined();
    expect((await gql(`{ me { id } }`, undefined, first)).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('logout everywhere ends every session, the calling one included', async () => {
    const { token: first } = await createMember(app, { email: 'lou@example.com' });
    const second = await login('lou@example.com');
    expect((await api.post('/auth/logout-all', {}, second)).status).toBe(200);
    expect((await api.get('/dashboard', first)).status).toBe(401);
    expect((await api.get('/dashboard', second)).status).toBe(401);
    expect(await app.db.query(`SELECT count(*)::int AS n FROM auth_sessions`)).toEqual([{ n: 0 }]);
  });
});

describe('tokens that must not pass', () => {
  it('refuses a token without exp, and answers 401 / UNAUTHENTICATED (not 500) to a subject that is not a UUID', async () => {
    const { token, user } = await createMember(app);
    const sid = sidOf(token);
    const opts = { algorithm: 'HS256' as const, issuer: 'energy-exchange', audience: 'energy-exchange' };
    const noExp = jwt.sign({ sid }, TEST_JWT_SECRET, { ...opts, subject: user.id });
    const badSubject = jwt.sign({ sid }, TEST_JWT_SECRET, { ...opts, subject: 'not-a-uuid', expiresIn: '1h' });
    const badSession = jwt.sign({ sid: "1' OR 1=1" }, TEST_JWT_SECRET, { ...opts, subject: user.id, expiresIn: '1h' });
    const noSession = jwt.sign({}, TEST_JWT_SECRET, { ...opts, subject: user.id, expiresIn: '1h' });
    for (const t of [noExp, badSubject, badSession, noSession]) {
      const rest = await api.get('/dashboard', t);
      expect(rest.status).toBe(401);
      expect(rest.body.detail).toBe('Invalid or expired token');
      const me = await gql(`{ me { id } }`, undefined, t);
      expect(me.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    }
    // The same claims, with an expiry and the real session, pass.
    const good = jwt.sign({ sid }, TEST_JWT_SECRET, { ...opts, subject: user.id, expiresIn: '1h' });
    expect((await api.get('/dashboard', good)).status).toBe(200);
  });

  it('authenticates with one statement (session and member together)', async () => {
    const { token } = await createMember(app);
    const { countQueries } = await import('../../../test/query-counter.js');
    const { statements } = await countQueries(app, () => api.get('/user/referral-info', token));
    // The session and its member come from `live_session_member` (sessions joined to users).
    const auth = statements.filter((q) => q.includes('live_session_member') || q.includes('auth_sessions'));
    expect(auth).toHaveLength(1);
    expect(auth[0]).toMatch(/FROM live_session_member\(\$1, \$2\) u/);
  });
});

describe('revoking sessions closes their WebSockets', () => {
  /** A coach with a subscription and a service; a requester who can make it notify. */
  async function coachWithSocket() {
    const coach = await createMember(app, { email: 'coach@example.com' });
    const requester = await createMember(app, { email: 'req@example.com' });
    await availableAllWeek(app, coach.user.id);
    const services = [await createService(app, coach.user.id), await createService(app, coach.user.id)];
    return { coach, requester, services };
  }
  const closedBySessionEnd = (received: any[]) =>
    received.some((e) => e.error && (e.error as { code?: number }).code === 4401);

  it('logout everywhere: the open socket is closed within seconds and receives nothing more', async () => {
    const { coach, requester, services } = await coachWithSocket();
    const sub = subscribe(app.url, coach.token, NOTIFICATION_EVENTS);
    await sub.ready;
    try {
      const other = await login('coach@example.com');
      const started = Date.now();
      expect((await api.post('/auth/logout-all', {}, other)).status).toBe(200);
      await sub.waitFor(1, 5000);
      expect(Date.now() - started).toBeLessThan(5000);
      expect(closedBySessionEnd(sub.received)).toBe(true);

      expect((await api.post('/requests', { service_id: services[0].id }, requester.token)).status).toBe(201);
      await new Promise((r) => setTimeout(r, 700));
      expect(sub.received.filter((e) => e.data)).toEqual([]);
    } finally {
      await sub.close();
    }
  });

  it("password change from another session: that socket closes, the caller's socket keeps receiving", async () => {
    const { coach, requester, services } = await coachWithSocket();
    const caller = await login('coach@example.com');
    const stale = subscribe(app.url, coach.token, NOTIFICATION_EVENTS);
    const kept = subscribe(app.url, caller, NOTIFICATION_EVENTS);
    await Promise.all([stale.ready, kept.ready]);
    try {
      expect(
        (await gql(`mutation { changePassword(newPassword: "n3w-password") { accessToken } }`, undefined, caller))
          .errors,
      ).toBeUndefined();
      await stale.waitFor(1, 5000);
      expect(closedBySessionEnd(stale.received)).toBe(true);

      expect((await api.post('/requests', { service_id: services[1].id }, requester.token)).status).toBe(201);
      const [event] = await kept.waitFor(1);
      expect(event.data.notificationEvents.kind).toBe('CREATED');
      await new Promise((r) => setTimeout(r, 300));
      expect(stale.received.filter((e) => e.data)).toEqual([]);
    } finally {
      await Promise.all([stale.close(), kept.close()]);
    }
  });
});
