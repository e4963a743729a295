import { createServer, connect, type Server, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { startTestApp, testDatabaseUrl, type TestApp } from '../../test/harness.js';
import { restClient } from '../../test/http.js';
import { createMember, createService } from '../../test/factories.js';
import { freePort } from '../../test/free-port.js';
import { parseLsn } from './replicas.js';
import manifest from '../../../client/src/gql/persisted-documents.json' with { type: 'json' };

/**
 * Reads on a real hot standby of the test PostgreSQL (scripts/test-replica.sh starts one; CI does
 * before the tests): which reads it serves, read-your-writes while its replay is paused, and a
 * replica that goes away in the middle of 200 reads. TEST_REPLICA_URL names the standby's server; the
 * worker's test database is there too, as everything the primary writes is.
 */
const replicaServer = process.env.TEST_REPLICA_URL;
if (!replicaServer)
  console.warn('[tests] read replicas need a hot standby (TEST_REPLICA_URL; scripts/test-replica.sh): not run');

function replicaUrl(through?: number): string {
  const u = new URL(replicaServer!);
  u.pathname = new URL(testDatabaseUrl()).pathname;
  if (through) {
    u.hostname = '127.0.0.1';
    u.port = String(through);
  }
  return u.toString();
}

const until = async (what: string, probe: () => Promise<boolean>, timeoutMs = 10_000) => {
  const deadline = Date.now() + timeoutMs;
  while (!(await probe())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
};

describe.skipIf(!replicaServer)('reads on a hot standby', () => {
  let app: TestApp;
  let standby: pg.Client;
  const api = restClient(() => app.url);
  const titles = async (token: string, readAfter?: string, via: TestApp = app) => {
    const res = await fetch(`${via.url}/api/services?limit=50`, {
      headers: { authorization: `Bearer ${token}`, ...(readAfter ? { 'x-read-after': readAfter } : {}) },
    });
    expect(res.status).toBe(200);
    return ((await res.json()) as Array<{ title: string }>).map((s) => s.title);
  };
  const replayed = async () =>
    parseLsn((await standby.query<{ lsn: string }>('SELECT pg_last_wal_replay_lsn()::text AS lsn')).rows[0].lsn)!;

  beforeAll(async () => {
    standby = new pg.Client({ connectionString: replicaUrl() });
    await standby.connect();
    // A long lag bound: a paused replay must leave the replica in service (only behind the member's write).
    app = await startTestApp({ DATABASE_REPLICA_URLS: replicaUrl(), REPLICA_MAX_LAG_MS: '600000' });
    await until(
      'the replica in service',
      async () => (await app.services.replicas!.check(), app.services.replicas!.status()[0].healthy),
    );
  }, 60_000);

  afterAll(async () => {
    await standby?.query('SELECT pg_wal_replay_resume()').catch(() => undefined);
    await standby?.end();
    await app?.close();
  });

  it('serves Discover from the replica and every write from the primary; /readyz and /metrics report it', async () => {
    const coach = await createMember(app, { email: 'coach@example.com', fullName: 'Coach' });
    const reader = await createMember(app, { email: 'reader@example.com', fullName: 'Reader' });
    await createService(app, coach.user.id, { title: 'Replicated workshop' });
    const written = parseLsn((await app.db.query(`SELECT pg_current_wal_lsn()::text AS lsn`))[0].lsn)!;
    await until('the standby replaying the service', async () => (await replayed()) >= written);
    await app.services.replicas!.check();

    const servedBefore = app.services.replicas!.status()[0].reads;
    expect(await titles(reader.token)).toContain('Replicated workshop');
    expect(app.services.replicas!.status()[0].reads).toBeGreaterThan(servedBefore);
    // A write reads and writes on the primary: nothing of it reaches the replica but the category
    // list it checks against (a read like any other). Its answer names the primary's position
    // once it committed, for the writer's next reads.
    const beforeWrite = app.services.replicas!.status()[0].reads;
    const saved = await api.put('/user/profile', { bio: 'Written on the primary' }, reader.token);
    expect(saved.status).toBe(200);
    expect(app.services.replicas!.status()[0].reads).toBe(beforeWrite);
    const position = parseLsn(saved.headers.get('x-read-after') ?? undefined);
    expect(position).toBeGreaterThan(written);
    const [{ lsn: primaryNow }] = await app.db.query(`SELECT pg_current_wal_lsn()::text AS lsn`);
    expect(position).toBeLessThanOrEqual(parseLsn(primaryNow)!);

    const ready = await fetch(`${app.url}/readyz`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toMatchObject({
      primary: 'ok',
      replicas: [{ healthy: true, lagMs: expect.any(Number) }],
    });
    const metrics = await (await fetch(`${app.url}/metrics`)).text();
    expect(metrics).toMatch(/^db_replica_healthy\{replica="[^"]+"\} 1$/m);
    expect(metrics).toMatch(/^db_replica_lag_seconds\{replica="[^"]+"\} \d/m);
    expect(metrics).toMatch(/^db_replica_reads_total\{replica="[^"]+"\} [1-9]/m);
  });

  it('a member reads their own write at once, through another instance, while the replica is behind; others see it once replayed', async () => {
    const other = await startTestApp({ DATABASE_REPLICA_URLS: replicaUrl(), REPLICA_MAX_LAG_MS: '600000' });
    try {
      const coach = await createMember(app, { email: 'coach2@example.com', fullName: 'Coach Two' });
      const reader = await createMember(app, { email: 'reader2@example.com', fullName: 'Reader Two' });
      const written = parseLsn((await app.db.query(`SELECT pg_current_wal_lsn()::text AS lsn`))[0].lsn)!;
      await until('the standby replaying the members', async () => (await replayed()) >= written);
      await Promise.all([app.services.replicas!.check(), other.services.replicas!.check()]);

      await standby.query('SELECT pg_wal_replay_pause()');
      const created = await api.post(
        '/services',
        { title: 'Fresh while paused', description: 'New', category: 'sales', energy_cost: 2 },
        coach.token,
      );
      expect(created.status).toBe(201);
      const readAfter = created.headers.get('x-read-after');
      expect(parseLsn(readAfter ?? undefined)).toBeGreaterThan(await replayed());
      await other.services.replicas!.check(); // the replica is healthy, just behind this write

      // The writer, on the other instance with the position: the primary answers.
      expect(await titles(coach.token, readAfter!, other)).toContain('Fresh while paused');
      // Another member, without it: the replica's older answer.
      expect(await titles(reader.token, undefined, other)).not.toContain('Fresh while paused');

      // GraphQL mutations carry the position too: a document of another client's (Apollo answers it),
      // and the app's own by its hash (answered without Apollo, app/known-operations.ts).
      const markAllRead = Object.entries(manifest as Record<string, string>).find(([, text]) =>
        text.startsWith('mutation MarkAllNotificationsRead '),
      )![0];
      for (const body of [
        { query: 'mutation { markAllNotificationsRead }' },
        { extensions: { persistedQuery: { version: 1, sha256Hash: markAllRead } } },
      ]) {
        const mutation = await fetch(`${other.url}/graphql`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${coach.token}` },
          body: JSON.stringify(body),
        });
        expect(mutation.status).toBe(200);
        expect(parseLsn(mutation.headers.get('x-read-after') ?? undefined)).toBeDefined();
      }

      await standby.query('SELECT pg_wal_replay_resume()');
      await until('the standby replaying the service', async () => (await replayed()) >= parseLsn(readAfter!)!);
      await other.services.replicas!.check();
      expect(await titles(reader.token, undefined, other)).toContain('Fresh while paused');
    } finally {
      await standby.query('SELECT pg_wal_replay_resume()');
      await other.close();
    }
  });

  it('a replica further behind than REPLICA_MAX_LAG_MS is left out until it catches up', async () => {
    const strict = await startTestApp({ DATABASE_REPLICA_URLS: replicaUrl(), REPLICA_MAX_LAG_MS: '300' });
    try {
      const member = await createMember(strict, { email: 'lag@example.com', fullName: 'Lag' });
      await until(
        'the replica in service',
        async () => (await strict.services.replicas!.check(), strict.services.replicas!.status()[0].healthy),
      );
      await standby.query('SELECT pg_wal_replay_pause()');
      await createService(strict, member.user.id, { title: 'Written while the replica stands still' });
      await until('the replica left out for its lag', async () => {
        await strict.services.replicas!.check();
        return !strict.services.replicas!.status()[0].healthy;
      });
      expect(strict.services.replicas!.status()[0]).toMatchObject({
        reason: expect.stringMatching(/^replication lag \d+ ms$/),
      });
      // Its reads go to the primary meanwhile: the new service is there for everyone.
      expect(await titles(member.token, undefined, strict)).toContain('Written while the replica stands still');
      await standby.query('SELECT pg_wal_replay_resume()');
      await until(
        'the replica back in service',
        async () => (await strict.services.replicas!.check(), strict.services.replicas!.status()[0].healthy),
      );
    } finally {
      await standby.query('SELECT pg_wal_replay_resume()');
      await strict.close();
    }
  });

  it('a replica that goes away mid-run costs no read: 200 reads all answer, then it comes back into service', async () => {
    // The replica behind a relay this test can cut, as a network or a stopped server would.
    const port = await freePort();
    const target = new URL(replicaServer!);
    const sockets = new Set<Socket>();
    const relay = (): Promise<Server> =>
      new Promise((resolve) => {
        const server = createServer((client) => {
          const upstream = connect(Number(target.port || 5432), target.hostname);
          client.pipe(upstream).pipe(client);
          for (const s of [client, upstream]) {
            sockets.add(s);
            s.on('error', () => undefined);
            s.on('close', () => sockets.delete(s));
          }
        });
        server.listen(port, '127.0.0.1', () => resolve(server));
      });
    let server = await relay();
    const behindRelay = await startTestApp({ DATABASE_REPLICA_URLS: replicaUrl(port), REPLICA_MAX_LAG_MS: '600000' });
    try {
      const reader = await createMember(behindRelay, { email: 'reader3@example.com', fullName: 'Reader Three' });
      await createService(behindRelay, reader.user.id, { title: 'Always there' });
      const written = parseLsn((await behindRelay.db.query(`SELECT pg_current_wal_lsn()::text AS lsn`))[0].lsn)!;
      await until('the standby replaying', async () => (await replayed()) >= written);
      await until(
        'the replica in service',
        async () => (await behindRelay.services.replicas!.check(), behindRelay.services.replicas!.status()[0].healthy),
      );

      const statuses: number[] = [];
      for (let i = 0; i < 200; i++) {
        if (i === 60) {
          // Cut: new connections refused, open ones reset.
          await new Promise<void>((resolve) => {
            server.close(() => resolve());
            for (const s of sockets) s.destroy();
          });
        }
        const res = await fetch(`${behindRelay.url}/api/services?limit=5`, {
          headers: { authorization: `Bearer ${reader.token}` },
        });
        statuses.push(res.status);
        if (res.status === 200) expect(((await res.json()) as unknown[]).length).toBe(1);
      }
      expect(statuses.filter((s) => s !== 200)).toEqual([]);
      expect(behindRelay.services.replicas!.status()[0].healthy).toBe(false);
      expect(await (await fetch(`${behindRelay.url}/readyz`)).json()).toMatchObject({
        status: 'ready',
        replicas: [{ healthy: false }],
      });

      // Back: the next checks find it well, and reads return to it.
      server = await relay();
      await until(
        'the replica back in service',
        async () => (await behindRelay.services.replicas!.check(), behindRelay.services.replicas!.status()[0].healthy),
      );
      const served = behindRelay.services.replicas!.status()[0].reads;
      for (let i = 0; i < 5; i++)
        await fetch(`${behindRelay.url}/api/services?limit=5`, {
          headers: { authorization: `Bearer ${reader.token}` },
        });
      expect(behindRelay.services.replicas!.status()[0].reads).toBeGreaterThanOrEqual(served + 5);
    } finally {
      await behindRelay.close();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      for (const s of sockets) s.destroy();
    }
  });
});
