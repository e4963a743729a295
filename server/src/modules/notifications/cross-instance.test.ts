import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import pg from 'pg';
import { restClient } from '../../../test/http.js';
import { NOTIFICATION_EVENTS, subscribe } from '../../../test/ws-client.js';
import { resetDatabase, TEST_JWT_SECRET, testDatabaseUrl } from '../../../test/harness.js';
import { createDataSource } from '../../db/data-source.js';
import { freePort } from '../../../test/free-port.js';

/**
 * Two real server processes (the built server) on one PostgreSQL: an event caused on instance B
 * reaches a subscriber of instance A through LISTEN/NOTIFY, also after A's listening connection
 * was killed. LISTEN/NOTIFY needs a PostgreSQL server; the embedded database is one process.
 */
const embedded = inject('embeddedDatabase');
if (embedded)
  console.warn(
    '[tests] cross-instance delivery needs a PostgreSQL server (TEST_DATABASE_URL): not run on the embedded database',
  );

const MAIN = path.resolve(import.meta.dirname, '../../../dist/server/src/main.js');

async function startInstance(port: number): Promise<{ url: string; child: ChildProcess; log: () => string }> {
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
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  child.stdout.on('data', (d) => (log += d));
  child.stderr.on('data', (d) => (log += d));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 30_000;
  for (;;) {
    try {
      if ((await fetch(`${url}/api/categories`)).ok) break;
    } catch {
      /* starting */
    }
    if (child.exitCode !== null || Date.now() > deadline) throw new Error(`instance on ${port} did not start:\n${log}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  return { url, child, log: () => log };
}

describe.skipIf(embedded)('notifications across server instances (LISTEN/NOTIFY)', () => {
  let a: Awaited<ReturnType<typeof startInstance>>;
  let b: Awaited<ReturnType<typeof startInstance>>;
  const admin = new pg.Client({ connectionString: testDatabaseUrl() });

  beforeAll(async () => {
    const ds = createDataSource(testDatabaseUrl(), 1);
    await ds.initialize();
    await resetDatabase(ds);
    await ds.destroy();
    [a, b] = await Promise.all([startInstance(await freePort()), startInstance(await freePort())]);
    await admin.connect();
  }, 60_000);

  afterAll(async () => {
    for (const i of [a, b]) i?.child.kill('SIGTERM');
    await admin.end();
  });

  it('delivers an event caused on instance B to a subscriber of instance A, and again after A’s listener was killed', async () => {
    const apiA = restClient(a.url);
    const apiB = restClient(b.url);
    const coach = (await apiA.post('/auth/signup', { email: 'coach@x.io', password: 'secret1', full_name: 'Coach' }))
      .body;
    const member = (await apiB.post('/auth/signup', { email: 'member@x.io', password: 'secret1', full_name: 'Member' }))
      .body;
    const service = (
      await apiA.post('/services', { title: 'Cross', description: 'd', category: 'sales' }, coach.access_token)
    ).body;
    const service2 = (
      await apiA.post('/services', { title: 'Cross 2', description: 'd', category: 'sales' }, coach.access_token)
    ).body;

    const sub = subscribe(a.url, coach.access_token, NOTIFICATION_EVENTS);
    await sub.ready;
    try {
      expect((await apiB.post('/requests', { service_id: service.id }, member.access_token)).status).toBe(201);
      const [first] = await sub.waitFor(1);
      expect(first.data.notificationEvents.notification).toMatchObject({
        type: 'EXCHANGE_REQUEST',
        message: expect.stringContaining('Cross'),
      });

      // Kill every listening connection of this database; the adapters must come back by themselves.
      const killed = await admin.query(
        `SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = 'energy-exchange-listener' AND datname = current_database()`,
      );
      expect(killed.rowCount).toBe(2);
      const deadline = Date.now() + 15_000;
      for (;;) {
        const { rows } = await admin.query(
          `SELECT count(*)::int AS n FROM pg_stat_activity WHERE application_name = 'energy-exchange-listener' AND datname = current_database()`,
        );
        if (rows[0].n === 2) break;
        if (Date.now() > deadline) throw new Error(`listeners did not reconnect:\n${a.log()}`);
        await new Promise((r) => setTimeout(r, 100));
      }
      await new Promise((r) => setTimeout(r, 200)); // LISTEN is issued right after connecting

      // The member's only EP is held by the first request: as a premium member they are not debited.
      await admin.query(`UPDATE users SET user_type = 'premium' WHERE id = $1`, [member.user.id]);
      expect((await apiB.post('/requests', { service_id: service2.id }, member.access_token)).status).toBe(201);
      const events = await sub.waitFor(2, 10_000);
      expect(events[1].data.notificationEvents.notification.message).toContain('Cross 2');
      expect(a.log()).toContain('event listener reconnected');
    } finally {
      await sub.close();
    }
  }, 60_000);
});
