// `npm run bench:notify [-- 1000 5000 10000]` (also the last case of `npm run bench`): N concurrent
// graphql-ws subscribers spread over TWO server instances on one PostgreSQL, one event per
// subscriber sent through PostgreSQL NOTIFY (the production path across instances: whichever
// instance commits a change publishes it, every instance listens), delivery latency from the
// NOTIFY's commit to the subscriber's `next` (p50/p99/max), and the instances' memory per
// subscriber. Members sign in as the app signs them in: a session row and a token naming it.
// Needs a PostgreSQL server: BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres);
// a scratch database is created and dropped. Loopback only, bounded in time (10 minutes). Results go
// to docs/benchmarks.md ("Live notifications"), unless --no-docs.
import { randomUUID } from 'node:crypto';
import { spawn } from 'node:child_process';
import { readFileSync, writeFileSync, existsSync } from 'node:fs';
import { cpus, totalmem } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRequire } from 'node:module';
import { freePort } from './bench/free-port.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(path.join(root, 'server/package.json'));
const pg = require('pg');
const jwt = require('jsonwebtoken');
const { WebSocket } = require('ws');
const { createClient } = require('graphql-ws');

const args = process.argv.slice(2);
const writeDocs = !args.includes('--no-docs');
const sizes = args.map(Number).filter((n) => n > 0);
const SIZES = sizes.length ? sizes : [1000, 5000, 10000];
const INSTANCES = 2;
const serverUrl = process.env.BENCH_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
const SECRET = 'bench-secret-bench-secret-bench-secret-0123';
const dbName = `ee_bench_notify_${Date.now()}`;
const dbUrl = (() => {
  const u = new URL(serverUrl);
  u.pathname = `/${dbName}`;
  return u.toString();
})();
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

const admin = new pg.Client({ connectionString: serverUrl });
await admin.connect();
await admin.query(`CREATE DATABASE ${dbName}`);

const servers = [];
async function startServer() {
  const port = await freePort();
  const child = spawn(process.execPath, [path.join(root, 'server/dist/server/src/main.js')], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      APP_URL: `http://127.0.0.1:${port}`,
      DATABASE_URL: dbUrl,
      JWT_SECRET: SECRET,
      DEMO_DATA: 'false',
      SMTP_URL: '',
      STRIPE_SECRET_KEY: '',
      WEB_CONCURRENCY: '1',
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (d) => {
    stderr = (stderr + d).slice(-4000);
  });
  const server = {
    port,
    child,
    rssMb: () => Math.round(Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${child.pid}/status`, 'utf8'))[1]) / 1024),
  };
  servers.push(server);
  for (let i = 0; ; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/readyz`)).ok) break;
    } catch {}
    if (child.exitCode !== null || i > 600) throw new Error(`server did not start:\n${stderr}`);
    await sleep(100);
  }
  return server;
}
const stopAll = async () => {
  for (const s of servers) s.child.kill('SIGTERM');
  await sleep(1000);
  await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`).catch(() => {});
  await admin.end();
};
const hardStop = setTimeout(async () => {
  console.error('bench:notify: time limit (10 min) reached');
  await stopAll();
  process.exit(1);
}, 600_000);

try {
  // The first instance migrates the new database; the second starts on it.
  await startServer();
  await startServer();
  const db = new pg.Client({ connectionString: dbUrl });
  await db.connect();
  const max = Math.max(...SIZES);
  const { rows: members } = await db.query(
    `WITH u AS (
       INSERT INTO users (email, full_name, user_type, timezone, referral_code)
       SELECT 'bench' || i || '@example.com', 'Bench ' || i, 'free', 'UTC', 'B' || lpad(i::text, 7, '0') FROM generate_series(1, $1) AS i
       RETURNING id)
     INSERT INTO auth_sessions (user_id, expires_at) SELECT id, now() + interval '1 hour' FROM u RETURNING user_id, id AS session_id`,
    [max],
  );
  const token = (m) =>
    jwt.sign({ sid: m.session_id }, SECRET, {
      algorithm: 'HS256',
      subject: m.user_id,
      issuer: 'energy-exchange',
      audience: 'energy-exchange',
      expiresIn: '1h',
    });
  const idleRss = servers.map((s) => s.rssMb());
  const results = [];

  for (const n of SIZES) {
    const who = members.slice(0, n);
    const latencies = [];
    const pending = new Map();
    const clients = [];
    let connected = 0;
    let refused = 0;
    const t0 = performance.now();
    // Connect in waves: a real crowd does not open 10,000 sockets in the same millisecond.
    for (let i = 0; i < who.length; i += 500) {
      await Promise.all(
        who.slice(i, i + 500).map(
          (m, j) =>
            new Promise((resolve) => {
              const server = servers[(i + j) % INSTANCES];
              const client = createClient({
                url: `ws://127.0.0.1:${server.port}/graphql`,
                webSocketImpl: WebSocket,
                lazy: false,
                retryAttempts: 0,
                connectionParams: { authorization: `Bearer ${token(m)}` },
                onNonLazyError: () => {
                  refused++;
                  resolve();
                },
                on: {
                  connected: () => {
                    connected++;
                    setTimeout(resolve, 0);
                  },
                },
              });
              client.subscribe(
                { query: 'subscription { notificationEvents { kind unreadCount notification { id message } } }' },
                {
                  next: (v) => {
                    const sent = pending.get(v.data?.notificationEvents?.notification?.id);
                    if (sent !== undefined) latencies.push(performance.now() - sent);
                  },
                  error: () => {
                    refused++;
                  },
                  complete: () => {},
                },
              );
              clients.push(client);
            }),
        ),
      );
    }
    const connectMs = Math.round(performance.now() - t0);
    await sleep(2000); // let every subscription register
    const rss = servers.map((s) => s.rssMb());

    // One event per subscriber, sent through NOTIFY one after another, as other instances' commits
    // would. The clock starts just before each NOTIFY is sent (autocommit: it is delivered at its
    // commit), so a latency includes that statement's round trip: an upper bound.
    const sendStart = performance.now();
    for (const m of who) {
      // A notification id is a uuid: the event bus drops an event whose payload is not its topic's.
      const id = randomUUID();
      const payload = {
        kind: 'CREATED',
        unreadCount: 1,
        notification: {
          id,
          type: 'exchange_request',
          title: 'Bench',
          message: 'Bench event',
          read: false,
          reference: null,
          createdAt: new Date().toISOString(),
        },
      };
      pending.set(id, performance.now());
      await db.query(`SELECT pg_notify('ee_events', $1)`, [
        JSON.stringify({ t: 'MEMBER_NOTIFICATIONS', m: m.user_id, p: payload }),
      ]);
    }
    const deadline = Date.now() + 30_000;
    while (latencies.length < who.length && Date.now() < deadline) await sleep(50);
    const sendMs = performance.now() - sendStart;
    latencies.sort((a, b) => a - b);
    const pct = (p) =>
      latencies.length
        ? latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))].toFixed(1)
        : 'n/a';
    const grown = rss.reduce((sum, r, k) => sum + r - idleRss[k], 0);
    const row = {
      n,
      connected,
      refused,
      connectMs,
      delivered: latencies.length,
      p50: pct(50),
      p99: pct(99),
      max: latencies.length ? latencies[latencies.length - 1].toFixed(1) : 'n/a',
      eventsPerSec: Math.round((latencies.length * 1000) / sendMs),
      rss: rss.join(' + '),
      perSubKb: Math.round((grown * 1024) / n),
    };
    console.log(`bench:notify ${JSON.stringify(row)}`);
    results.push(row);
    await Promise.all(clients.map((c) => c.dispose()));
    await sleep(1500);
  }
  await db.end();

  const {
    rows: [{ version }],
  } = await admin.query('SELECT version()');
  const table = [
    '<!-- bench:notify:start -->',
    `Measured ${new Date().toISOString().slice(0, 10)} by \`npm run bench:notify\` on ${cpus().length} × ${cpus()[0].model.trim()}, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}, ${version.split(',')[0]}. ${INSTANCES} server instances on one PostgreSQL, subscribers spread evenly over them, each signed in with a session and its token; events sent through \`pg_notify\` (the cross-instance path), one per subscriber, in batches of 200; latency = from the NOTIFY's commit to the subscriber's \`next\`, in the same process clock (the load generator shares the 2 cores with both instances and PostgreSQL). Instances' idle RSS: ${idleRss.join(' + ')} MB.`,
    '',
    "| subscribers | connected | refused | connect all (ms) | delivered | p50 (ms) | p99 (ms) | max (ms) | events/s | instances' RSS (MB) | per subscriber (KB) |",
    '|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
    ...results.map(
      (r) =>
        `| ${r.n} | ${r.connected} | ${r.refused} | ${r.connectMs} | ${r.delivered} | ${r.p50} | ${r.p99} | ${r.max} | ${r.eventsPerSec} | ${r.rss} | ${r.perSubKb} |`,
    ),
    '<!-- bench:notify:end -->',
  ].join('\n');
  if (writeDocs) {
    const file = path.join(root, 'docs/benchmarks.md');
    let doc = existsSync(file) ? readFileSync(file, 'utf8') : '# Benchmarks\n';
    if (!doc.includes('<!-- bench:notify:start -->')) doc += `\n## Live notifications\n\n${table}\n`;
    else doc = doc.replace(/<!-- bench:notify:start -->[\s\S]*<!-- bench:notify:end -->/, table);
    writeFileSync(file, doc);
    console.log('bench:notify: written to docs/benchmarks.md');
  }
  const short = results.filter((r) => r.delivered < r.n);
  if (short.length) {
    console.error(`bench:notify: events lost for ${short.map((r) => r.n).join(', ')} subscribers`);
    process.exitCode = 1;
  }
} finally {
  clearTimeout(hardStop);
  await stopAll();
}
