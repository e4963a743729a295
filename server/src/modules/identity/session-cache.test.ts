import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import pg from 'pg';
import { startTestApp, testDatabaseUrl, type TestApp } from '../../../test/harness.js';
import { restClient, gqlClient } from '../../../test/http.js';
import { adminCast, createMember } from '../../../test/factories.js';
import { countQueries } from '../../../test/query-counter.js';
import { EventTaps, PgEventBus, Topic, type BusConnection } from '../../common/events/event-bus.js';
import { SessionCache } from './session-cache.js';
import type { MemberRow } from './identity.queries.js';

/**
 * Live sessions in each instance's memory (session-cache.ts, docs/identity.md "Sessions in
 * memory"): a signed-in call answered from memory asks PostgreSQL nothing, and a session ended on
 * one instance stops working on every other within the bound of the socket closing (≈ 0.1 s).
 */

const row = (id: string): MemberRow =>
  ({ id, email: `${id}@x.io`, fullName: id, userType: 'regular' }) as unknown as MemberRow;

class FakeConnection implements BusConnection {
  connected = true;
  private fns = new Set<(c: boolean) => void>();
  onChange(fn: (c: boolean) => void) {
    this.fns.add(fn);
    return () => void this.fns.delete(fn);
  }
  set(connected: boolean) {
    this.connected = connected;
    for (const fn of this.fns) fn(connected);
  }
}

describe('SessionCache (one instance, a clock of its own)', () => {
  const make = (ttl = 30_000, max = 3) => {
    let now = 1_000;
    const bus = { taps: new EventTaps(), connection: new FakeConnection() };
    const cache = new SessionCache(bus, ttl, max, () => now);
    return { cache, bus, tick: (ms: number) => (now += ms) };
  };

  it('answers a kept session until the fallback TTL, never past the token’s expiry', () => {
    const { cache, tick } = make(30_000);
    cache.set('s1', row('m1'), cache.currentEpoch);
    cache.set('s2', row('m2'), cache.currentEpoch, 1_000 + 5_000);
    expect(cache.get('s1', 'm1')?.id).toBe('m1');
    expect(cache.get('s1', 'm2')).toBeUndefined(); // another member's token naming this session
    tick(5_000);
    expect(cache.get('s2', 'm2')).toBeUndefined(); // the token expired
    tick(24_999);
    expect(cache.get('s1', 'm1')?.id).toBe('m1');
    tick(1);
    expect(cache.get('s1', 'm1')).toBeUndefined(); // 30 s without an event: asked again
  });

  it('keeps at most maxEntries, the least recently used going first', () => {
    const { cache } = make(30_000, 3);
    for (const s of ['a', 'b', 'c']) cache.set(s, row(`m${s}`), cache.currentEpoch);
    expect(cache.get('a', 'ma')).toBeDefined(); // a is now the most recent
    cache.set('d', row('md'), cache.currentEpoch);
    expect(cache.stats.size).toBe(3);
    expect(cache.get('b', 'mb')).toBeUndefined();
    for (const [s, m] of [
      ['a', 'ma'],
      ['c', 'mc'],
      ['d', 'md'],
    ])
      expect(cache.get(s, m)).toBeDefined();
  });

  it('forgets every session of a member on SESSIONS_REVOKED or MEMBER_CHANGED, whoever published it', () => {
    const { cache, bus } = make(30_000, 10);
    cache.set('s1', row('m1'), cache.currentEpoch);
    cache.set('s2', row('m1'), cache.currentEpoch);
    cache.set('s3', row('m2'), cache.currentEpoch);
    bus.taps.deliver(Topic.SessionsRevoked, 'm1');
    expect(cache.get('s1', 'm1')).toBeUndefined();
    expect(cache.get('s2', 'm1')).toBeUndefined();
    expect(cache.get('s3', 'm2')).toBeDefined();
    bus.taps.deliver(Topic.MemberChanged, 'm2');
    expect(cache.get('s3', 'm2')).toBeUndefined();
  });

  it('does not keep an answer read while a revocation was heard (the read may have seen the session alive)', () => {
    const { cache, bus } = make();
    const epoch = cache.currentEpoch; // the read starts
    bus.taps.deliver(Topic.SessionsRevoked, 'someone-else'); // any forgetting, even of another member
    cache.set('s1', row('m1'), epoch); // the read comes back
    expect(cache.get('s1', 'm1')).toBeUndefined();
  });

  it('is bypassed and emptied while the bus is disconnected, and emptied again when it listens again', () => {
    const { cache, bus } = make();
    cache.set('s1', row('m1'), cache.currentEpoch);
    bus.connection.set(false);
    expect(cache.usable).toBe(false);
    expect(cache.get('s1', 'm1')).toBeUndefined();
    cache.set('s1', row('m1'), cache.currentEpoch); // not kept while down
    const epoch = cache.currentEpoch; // a read started while down…
    bus.connection.set(true);
    cache.set('s1', row('m1'), epoch); // …and back after the reconnect: not kept (an event may have been missed)
    expect(cache.get('s1', 'm1')).toBeUndefined();
    cache.set('s1', row('m1'), cache.currentEpoch);
    expect(cache.get('s1', 'm1')).toBeDefined();
  });

  it('without a bus, or with a TTL of 0, keeps nothing', () => {
    const none = new SessionCache(undefined);
    none.set('s1', row('m1'), none.currentEpoch);
    expect(none.get('s1', 'm1')).toBeUndefined();
    const { cache } = make(0);
    cache.set('s1', row('m1'), cache.currentEpoch);
    expect(cache.get('s1', 'm1')).toBeUndefined();
  });
});

/**
 * Every statement that writes a column `authenticatedMember` reads, or ends a session, and the
 * announcement its callers make after the commit. A new writer fails this test until it is listed
 * here, with its announcement made (and tested below where it matters).
 */
describe('every writer of what authentication reads announces it', () => {
  const SRC = path.resolve(import.meta.dirname, '../..');
  const ANNOUNCED: Record<string, string> = {
    // sessions ended → announceRevocation
    endAllSessions: 'announceRevocation (logout everywhere, suspension, deletion, account take-over)',
    endOtherSessions: 'announceRevocation (changePassword)',
    endExpiredSessions:
      'none needed: only sessions already expired, which no cache answers (token expiry caps an entry)',
    suspendMember: 'announceRevocation (moderation.suspend, with endAllSessions)',
    anonymiseMember: 'announceRevocation (account deletion, with endAllSessions)',
    clearPassword: 'announceRevocation (account take-over, with endAllSessions)',
    setPasswordHash: 'announceRevocation (changePassword)',
    // the member row changed → announceMemberChange
    unsuspendMember: 'announceMemberChange (moderation.unsuspend)',
    markProfileCompleted: 'announceMemberChange (profile save, after commit)',
    markEmailVerified: 'announceMemberChange (verifyEmail, verifyCode)',
    setMemberTimezone: 'announceMemberChange (availability save with a timezone)',
    touchLastLogin: 'announceMemberChange (login, verifyCode); signup: a new member has no cached session',
    makePremium: 'announceMemberChange (Premium fulfilment, after commit)',
    // new rows: nothing cached yet
    insertMember: 'none needed: a new member',
    insertDemoMember: 'none needed: a new member',
    openSession: 'none needed: a new session is read from the database on its first call',
    stampProfileCompletedAt: 'none needed: profile_completed_at is not read by authentication',
  };

  it('lists every statement that writes users or auth_sessions', () => {
    const found = new Set<string>();
    const walk = (dir: string) => {
      for (const entry of readdirSync(dir, { withFileTypes: true })) {
        const file = path.join(dir, entry.name);
        if (entry.isDirectory()) walk(file);
        else if (entry.name.endsWith('.queries.ts')) {
          const text = readFileSync(file, 'utf8');
          const re = /defineQuery<[\s\S]*?>\(\s*'(\w+)',\s*`([\s\S]*?)`/g;
          for (let m = re.exec(text); m; m = re.exec(text)) {
            if (/\b(UPDATE|INSERT INTO|DELETE FROM)\s+(public\.)?(users|auth_sessions)\b/i.test(m[2])) found.add(m[1]);
          }
        }
      }
    };
    walk(SRC);
    expect([...found].sort()).toEqual(Object.keys(ANNOUNCED).sort());
  });
});

/** One instance, on either database (the embedded one's in-process bus is the same code path). */
describe('one instance', () => {
  let app: TestApp;
  const api = restClient(() => app.url);
  beforeAll(async () => {
    app = await startTestApp();
  }, 60_000);
  afterAll(() => app?.close());

  it('answers a signed-in call from memory, and forgets before answering the call that ends the session', async () => {
    const { token } = await createMember(app, { email: 'uma@example.com' });
    expect((await api.get('/dashboard', token)).status).toBe(200);
    const { statements } = await countQueries(app, async () =>
      expect((await api.get('/dashboard', token)).status).toBe(200),
    );
    expect(statements.filter((s) => /live_session_member|auth_sessions/.test(s))).toEqual([]);
    expect((await api.post('/auth/logout-all', {}, token)).status).toBe(200);
    expect((await api.get('/dashboard', token)).status).toBe(401); // at once, no polling
  });

  /** A signed-in call answered from memory, then the member as the next call sees them. */
  async function cachedThenSeen(token: string, change: () => Promise<unknown>) {
    expect((await api.get('/dashboard', token)).status).toBe(200);
    const hits = app.services.identity.sessionCache.stats.hits;
    expect((await api.get('/dashboard', token)).status).toBe(200);
    expect(app.services.identity.sessionCache.stats.hits).toBe(hits + 1); // it was kept
    await change();
    return (await api.get('/dashboard', token)).body.user;
  }

  // Each writer of the member row a signed-in call reads tells the cache: without it this same
  // instance would keep answering the old row for up to 30 s.
  it('a new timezone is seen by the next call (the availability save announces it)', async () => {
    const { token } = await createMember(app, { timezone: 'UTC' });
    const seen = await cachedThenSeen(token, () =>
      api.put('/user/availability', { availability: { monday: ['09:00'] }, timezone: 'Europe/Paris' }, token),
    );
    expect(seen.timezone).toBe('Europe/Paris');
  });

  it('a new name is seen by the next call (the profile save announces it)', async () => {
    const { token } = await createMember(app, { fullName: 'Old Name' });
    const seen = await cachedThenSeen(token, () => api.put('/user/profile', { full_name: 'New Name' }, token));
    expect(seen.full_name).toBe('New Name');
  });

  it('Premium is seen by the next call (the payment announces it)', async () => {
    const { token } = await createMember(app);
    const seen = await cachedThenSeen(token, async () => {
      const { body } = await api.post('/premium/checkout', { origin_url: 'http://localhost:4000' }, token);
      await fetch(`${app.url}${new URL(body.checkout_url).pathname}/pay`, { method: 'POST', redirect: 'manual' });
    });
    expect(seen.user_type).toBe('premium');
  });
});

/**
 * Two app instances on one PostgreSQL, each with its own event bus (LISTEN connection) and its own
 * cache. The embedded database is one process (one instance): not run there.
 */
const embedded = inject('embeddedDatabase');
describe.skipIf(embedded)('two instances on one PostgreSQL', () => {
  let a: TestApp;
  let b: TestApp;
  const apiA = restClient(() => a.url);
  const apiB = restClient(() => b.url);
  const gqlA = gqlClient(() => a.url);
  const gqlB = gqlClient(() => b.url);

  beforeAll(async () => {
    a = await startTestApp();
    b = await startTestApp();
  }, 60_000);
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });
  beforeEach(async () => {
    await a.reset();
    a.services.identity.sessionCache.clear();
    b.services.identity.sessionCache.clear();
  });

  const login = async (email: string, password = 'secret1') =>
    (await apiA.post('/auth/login', { email, password })).body.access_token as string;

  /** The token's calls on B, answered from B's memory: the second asks PostgreSQL nothing about the session. */
  async function cachedOnB(token: string) {
    // The sign-in on A announces the member's change (last_login) to every instance; when that
    // arrives after B's first call, B rightly forgets the entry: call again until B answers from memory.
    for (let attempt = 0; attempt < 10; attempt++) {
      expect((await apiB.get('/dashboard', token)).status).toBe(200);
      const hits = b.services.identity.sessionCache.stats.hits;
      const { statements } = await countQueries(b, async () =>
        expect((await apiB.get('/dashboard', token)).status).toBe(200),
      );
      if (b.services.identity.sessionCache.stats.hits === hits + 1) {
        expect(statements.filter((s) => /live_session_member|auth_sessions/.test(s))).toEqual([]);
        return;
      }
    }
    throw new Error('B never answered the token from memory');
  }

  /** Polls B until the token is refused, for at most `ms`; answers the last status (never a timing). */
  async function statusOnBAfter(token: string, ms = 2_000) {
    const deadline = Date.now() + ms;
    for (;;) {
      const status = (await apiB.get('/dashboard', token)).status;
      if (status === 401 || Date.now() > deadline) return status;
      await new Promise((r) => setTimeout(r, 10));
    }
  }

  it('a cached call makes no statement about the session', async () => {
    const { token } = await createMember(a);
    await cachedOnB(token);
    // And GraphQL answers from the same cache.
    const { statements } = await countQueries(b, async () =>
      expect((await gqlB(`{ me { id } }`, undefined, token)).errors).toBeUndefined(),
    );
    expect(statements.filter((s) => /live_session_member|auth_sessions/.test(s))).toEqual([]);
  });

  it('logout everywhere on A: B refuses the cached token at once (REST and GraphQL)', async () => {
    const { token, user } = await createMember(a, { email: 'lou@example.com' });
    const other = await login('lou@example.com');
    await cachedOnB(token);
    expect((await apiA.post('/auth/logout-all', {}, other)).status).toBe(200);
    expect(await statusOnBAfter(token)).toBe(401);
    expect((await gqlB(`{ me { id } }`, undefined, token)).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    expect(user.id).toBeDefined();
  });

  it('password change on A: B refuses the other sessions, the caller’s goes on', async () => {
    const { token: first } = await createMember(a, { email: 'pat@example.com' });
    const caller = await login('pat@example.com');
    await cachedOnB(first);
    await cachedOnB(caller);
    const res = await apiA.post('/user/change-password', { new_password: 'n3w-password' }, caller);
    expect(res.status).toBe(200);
    expect(await statusOnBAfter(first)).toBe(401);
    expect((await apiB.get('/dashboard', caller)).status).toBe(200);
  });

  it('suspension on A: B refuses the member’s cached token', async () => {
    const { superAdmin } = await adminCast(a);
    const { token, user } = await createMember(a);
    await cachedOnB(token);
    expect((await apiA.post(`/admin/users/${user.id}/suspend`, { reason: 'Scam' }, superAdmin.token)).status).toBe(200);
    expect(await statusOnBAfter(token)).toBe(401);
  });

  it('deletion on A: B refuses the member’s cached token', async () => {
    const { token } = await createMember(a);
    await cachedOnB(token);
    const del = await apiA.call('DELETE', '/user', { token, body: { password: 'secret1' } });
    expect(del.status).toBe(200);
    expect(await statusOnBAfter(token)).toBe(401);
  });

  it('a change of the member row on A (profile name) is what B answers next', async () => {
    const { token } = await createMember(a, { fullName: 'Before' });
    await cachedOnB(token);
    const saved = await gqlA(`mutation { updateProfile(input: { fullName: "After" }) { fullName } }`, undefined, token);
    expect(saved.errors).toBeUndefined();
    const deadline = Date.now() + 2_000;
    let name = '';
    while (Date.now() < deadline) {
      name = (await gqlB(`{ me { fullName } }`, undefined, token)).data?.me.fullName;
      if (name === 'After') break;
      await new Promise((r) => setTimeout(r, 10));
    }
    expect(name).toBe('After');
  });

  it('while B’s bus is disconnected, B asks PostgreSQL on every call; once it listens again it starts afresh', async () => {
    const busB = b.services.bus as PgEventBus;
    const { token: kept } = await createMember(a);
    const { token, user } = await createMember(a, { email: 'dee@example.com' });
    const other = await login('dee@example.com');
    await cachedOnB(token);
    await cachedOnB(kept);

    // B's listener is cut and cannot come back until the test lets it.
    const connect = (busB as unknown as { connect: () => Promise<void> }).connect;
    (busB as unknown as { connect: () => Promise<void> }).connect = () => Promise.reject(new Error('held down'));
    const admin = new pg.Client({ connectionString: testDatabaseUrl() });
    await admin.connect();
    try {
      const pid = busB.listenerPid;
      await admin.query(`SELECT pg_terminate_backend($1)`, [pid]);
      const down = Date.now() + 5_000;
      while (busB.connection.connected && Date.now() < down) await new Promise((r) => setTimeout(r, 10));
      expect(busB.connection.connected).toBe(false);
      expect(b.services.identity.sessionCache.stats.size).toBe(0);

      // Bypassed: each call reads the session.
      const { statements } = await countQueries(b, async () => {
        expect((await apiB.get('/dashboard', kept)).status).toBe(200);
        expect((await apiB.get('/dashboard', kept)).status).toBe(200);
      });
      expect(statements.filter((s) => s.includes('live_session_member'))).toHaveLength(2);

      // A revocation B cannot hear is still refused on B's very next call.
      expect((await apiA.post('/auth/logout-all', {}, other)).status).toBe(200);
      expect((await apiB.get('/dashboard', token)).status).toBe(401);
      expect(user.id).toBeDefined();
    } finally {
      (busB as unknown as { connect: () => Promise<void> }).connect = connect;
      await admin.end();
    }
    await busB.ready();
    expect(busB.connection.connected).toBe(true);
    await cachedOnB(kept); // cached again once listening
  }, 30_000);
});
