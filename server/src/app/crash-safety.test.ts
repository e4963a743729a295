import { spawn } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { restClient } from '../../test/http.js';
import { resetDatabase, TEST_JWT_SECRET, testDatabaseUrl } from '../../test/harness.js';
import { freePort } from '../../test/free-port.js';
import { createDataSource } from '../db/data-source.js';
import { LedgerService } from '../modules/ledger/index.js';
import { ledgerSources } from './ledger-sources.js';
import type { DataSource } from 'typeorm';

/**
 * Crash safety with the built server as a real process on PostgreSQL: SIGKILL in the middle of a
 * burst of EP operations leaves no partial exchange and a sound ledger; SIGTERM lets in-flight
 * requests finish before the process exits.
 */
const embedded = inject('embeddedDatabase');
if (embedded)
  console.warn('[tests] crash safety needs a PostgreSQL server (TEST_DATABASE_URL): not run on the embedded database');
const MAIN = path.resolve(import.meta.dirname, '../../dist/server/src/main.js');

function start(port: number, extraEnv: Record<string, string> = {}) {
  const child = spawn(process.execPath, [MAIN], {
    env: {
      ...process.env,
      NODE_ENV: 'test',
      PORT: String(port),
      APP_URL: `http://127.0.0.1:${port}`,
      DATABASE_URL: testDatabaseUrl(),
      JWT_SECRET: TEST_JWT_SECRET,
      DEMO_DATA: 'false',
      SMTP_URL: '',
      ...extraEnv,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  child.stdout.on('data', (d) => (log += d));
  child.stderr.on('data', (d) => (log += d));
  const exited = new Promise<{ code: number | null; signal: string | null }>((r) =>
    child.on('exit', (code, signal) => r({ code, signal })),
  );
  const ready = (async () => {
    const deadline = Date.now() + 30_000;
    for (;;) {
      try {
        if ((await fetch(`http://127.0.0.1:${port}/healthz`)).ok) return;
      } catch {
        /* starting */
      }
      if (child.exitCode !== null || Date.now() > deadline) throw new Error(`server did not start:\n${log}`);
      await new Promise((r) => setTimeout(r, 100));
    }
  })();
  return { child, exited, ready, url: `http://127.0.0.1:${port}`, log: () => log };
}

describe.skipIf(embedded)('crash safety', () => {
  let db: DataSource;
  beforeAll(async () => {
    db = createDataSource(testDatabaseUrl(), 2);
    await db.initialize();
    await resetDatabase(db);
  });
  afterAll(() => db.destroy());

  it('SIGKILL during a burst of exchanges leaves no partial exchange; after a restart the ledger checks out', async () => {
    const port = await freePort();
    let server = start(port);
    await server.ready;
    const api = restClient(server.url);
    const coach = (
      await api.post('/auth/signup', { email: 'crash-coach@x.io', password: 'secret1', full_name: 'Coach' })
    ).body;
    const members = [];
    for (let i = 0; i < 5; i++)
      members.push(
        (await api.post('/auth/signup', { email: `crash${i}@x.io`, password: 'secret1', full_name: `M${i}` })).body,
      );
    await db.query(`UPDATE users SET user_type = 'premium' WHERE email LIKE 'crash_@x.io' AND email <> 'crash0@x.io'`); // some held, some not
    const service = (
      await api.post('/services', { title: 'Crash', description: 'd', category: 'sales' }, coach.access_token)
    ).body;

    // A burst: members send requests, the coach accepts and completes them, as fast as it goes.
    let stop = false;
    const burst = members.map(async (m) => {
      while (!stop) {
        const sent = await api.post('/requests', { service_id: service.id }, m.access_token).catch(() => null);
        if (!sent || sent.status !== 201) continue;
        await api
          .post('/requests/respond', { request_id: sent.body.id, action: 'accept' }, coach.access_token)
          .catch(() => null);
        await api.post(`/requests/${sent.body.id}/complete`, {}, m.access_token).catch(() => null);
      }
    });
    await new Promise((r) => setTimeout(r, 1500));
    server.child.kill('SIGKILL');
    const { signal } = await server.exited;
    stop = true;
    await Promise.allSettled(burst);
    expect(signal).toBe('SIGKILL');

    const [{ n }] = await db.query(`SELECT count(*)::int AS n FROM exchange_requests`);
    expect(n).toBeGreaterThan(0);
    const result = await new LedgerService(ledgerSources).check(db.manager);
    expect(result.problems).toEqual([]);

    server = start(port);
    await server.ready;
    const after = await new LedgerService(ledgerSources).check(db.manager);
    expect(after.problems).toEqual([]);
    console.log(
      `[figures] crash safety: ${n} requests before SIGKILL, ${after.entries} ledger entries, invariants hold`,
    );
    server.child.kill('SIGTERM');
    expect((await server.exited).code).toBe(0);
  }, 90_000);

  it('SIGTERM drains in-flight requests before exiting', async () => {
    // A slow outside service keeps one request in flight while the signal arrives.
    const slow: Server = createServer((_req, res) => setTimeout(() => res.writeHead(404).end(), 1500));
    await new Promise<void>((r) => slow.listen(0, '127.0.0.1', r));
    const port = await freePort();
    const server = start(port, { GRAVATAR_BASE_URL: `http://127.0.0.1:${(slow.address() as { port: number }).port}` });
    await server.ready;
    const api = restClient(server.url);
    const m = (await api.post('/auth/signup', { email: 'drain@x.io', password: 'secret1', full_name: 'Drain' })).body;
    const inFlight = api.post('/user/sync-gravatar', {}, m.access_token);
    await new Promise((r) => setTimeout(r, 300));
    server.child.kill('SIGTERM');
    const res = await inFlight;
    expect([res.status, res.body.detail]).toEqual([404, 'No Gravatar found for this email']);
    expect((await server.exited).code).toBe(0);
    expect(server.log()).toContain('SIGTERM: draining requests and shutting down');
    slow.closeAllConnections();
    await new Promise((r) => slow.close(r));
  }, 60_000);
});
