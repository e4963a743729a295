// `npm run bench:notify [-- 1000 5000]`: N concurrent graphql-ws subscribers on one server instance,
// one event per subscriber sent through PostgreSQL NOTIFY (the production path across instances),
// delivery latency p50/p99 and the server's memory. Needs a PostgreSQL server: BENCH_DATABASE_URL
// (default postgres://postgres@127.0.0.1:5432/postgres); a scratch database is created and dropped.
// Loopback only, bounded in time. Results go to docs/benchmarks.md.
import { spawn } from 'node:child_process';
import { readFileSync, writeFileSync, existsSync } from 'node:fs';
import { cpus, totalmem } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRequire } from 'node:module';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(path.join(root, 'server/package.json'));
const pg = require('pg');
const jwt = require('jsonwebtoken');
const { WebSocket } = require('ws');
const { createClient } = require('graphql-ws');

const sizes = process.argv.slice(2).map(Number).filter((n) => n > 0);
const SIZES = sizes.length ? sizes : [1000, 5000];
const serverUrl = process.env.BENCH_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
const SECRET = 'bench-secret-bench-secret-bench-secret-0123';
const dbName = `ee_bench_${Date.now()}`;
const dbUrl = (() => { const u = new URL(serverUrl); u.pathname = `/${dbName}`; return u.toString(); })();

const admin = new pg.Client({ connectionString: serverUrl });
await admin.connect();
await admin.query(`CREATE DATABASE ${dbName}`);
const port = 41000 + Math.floor(Math.random() * 1000);
const server = spawn(process.execPath, [path.join(root, 'server/dist/server/src/main.js')], {
  env: { ...process.env, NODE_ENV: 'production', PORT: String(port), APP_URL: `http://127.0.0.1:${port}`, DATABASE_URL: dbUrl, JWT_SECRET: SECRET, DEMO_DATA: 'false' },
  stdio: ['ignore', 'ignore', 'inherit'],
});
const rssMb = () => Math.round(Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${server.pid}/status`, 'utf8'))[1]) / 1024);
const stopAll = async () => {
  server.kill('SIGTERM');
  await new Promise((r) => setTimeout(r, 1000));
  await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`).catch(() => {});
  await admin.end();
};
const hardStop = setTimeout(async () => { console.error('bench: time limit (10 min) reached'); await stopAll(); process.exit(1); }, 600_000);

try {
  for (let i = 0; ; i++) {
    try { if ((await fetch(`http://127.0.0.1:${port}/api/categories`)).ok) break; } catch {}
    if (i > 300) throw new Error('server did not start');
    await new Promise((r) => setTimeout(r, 100));
  }
  const db = new pg.Client({ connectionString: dbUrl });
  await db.connect();
  const max = Math.max(...SIZES);
  const { rows: users } = await db.query(
    `INSERT INTO users (email, full_name, user_type, timezone, referral_code)
     SELECT 'bench' || i || '@example.com', 'Bench ' || i, 'free', 'UTC', 'B' || lpad(i::text, 7, '0')
       FROM generate_series(1, $1) AS i RETURNING id`, [max]);
  const token = (id) => jwt.sign({ tv: 0 }, SECRET, { algorithm: 'HS256', subject: id, issuer: 'energy-exchange', audience: 'energy-exchange', expiresIn: '1h' });
  const idleRss = rssMb();
  const results = [];

  for (const n of SIZES) {
    const members = users.slice(0, n).map((u) => u.id);
    const latencies = [];
    const pending = new Map();
    const clients = [];
    let connected = 0;
    const t0 = performance.now();
    await Promise.all(members.map((id) => new Promise((resolve, reject) => {
      const client = createClient({
        url: `ws://127.0.0.1:${port}/graphql`, webSocketImpl: WebSocket, lazy: false, retryAttempts: 0,
        connectionParams: { authorization: `Bearer ${token(id)}` }, onNonLazyError: reject,
        on: { connected: () => { connected++; setTimeout(resolve, 0); } },
      });
      client.subscribe({ query: 'subscription { notificationEvents { kind unreadCount notification { id message } } }' }, {
        next: (v) => {
          const sent = pending.get(v.data.notificationEvents.notification.id);
          if (sent !== undefined) latencies.push(performance.now() - sent);
        },
        error: reject, complete: () => {},
      });
      clients.push(client);
    })));
    const connectMs = Math.round(performance.now() - t0);
    await new Promise((r) => setTimeout(r, 1500)); // let every subscription register
    const rss = rssMb();

    // One event per subscriber, sent through NOTIFY in batches, as another instance would.
    const sendStart = performance.now();
    for (let i = 0; i < members.length; i += 200) {
      await Promise.all(members.slice(i, i + 200).map((m, j) => {
        const id = `ev-${n}-${i + j}`;
        pending.set(id, performance.now());
        const payload = { kind: 'CREATED', unreadCount: 1, notification: { id, type: 'exchange_request', title: 'Bench', message: 'Bench event', read: false, reference: null, createdAt: new Date().toISOString() } };
        return db.query(`SELECT pg_notify('ee_events', $1)`, [JSON.stringify({ t: 'MEMBER_NOTIFICATIONS', m, p: payload })]);
      }));
    }
    const deadline = Date.now() + 30_000;
    while (latencies.length < members.length && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
    const sendMs = performance.now() - sendStart;
    latencies.sort((a, b) => a - b);
    const pct = (p) => latencies.length ? latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))].toFixed(1) : 'n/a';
    const row = { n, connected, connectMs, delivered: latencies.length, p50: pct(50), p99: pct(99), max: latencies.length ? latencies[latencies.length - 1].toFixed(1) : 'n/a', eventsPerSec: Math.round((latencies.length * 1000) / sendMs), rss, perSubKb: Math.round(((rss - idleRss) * 1024) / n) };
    console.log(`bench:notify ${JSON.stringify(row)}`);
    results.push(row);
    await Promise.all(clients.map((c) => c.dispose()));
    await new Promise((r) => setTimeout(r, 1000));
  }
  await db.end();

  const { rows: [{ version }] } = await admin.query('SELECT version()');
  const table = [
    '<!-- bench:notify:start -->',
    `Measured ${new Date().toISOString().slice(0, 10)} by \`npm run bench:notify\` on ${cpus().length} × ${cpus()[0].model.trim()}, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}, ${version.split(',')[0]}. One server instance; events sent through \`pg_notify\` (the cross-instance path), one per subscriber, in batches of 200; latency = from sending NOTIFY to the subscriber's \`next\`, measured in the same process clock. Server idle RSS: ${idleRss} MB.`,
    '',
    '| subscribers | connected | connect all (ms) | delivered | p50 (ms) | p99 (ms) | max (ms) | events/s | server RSS (MB) | per subscriber (KB) |',
    '|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
    ...results.map((r) => `| ${r.n} | ${r.connected} | ${r.connectMs} | ${r.delivered} | ${r.p50} | ${r.p99} | ${r.max} | ${r.eventsPerSec} | ${r.rss} | ${r.perSubKb} |`),
    '<!-- bench:notify:end -->',
  ].join('\n');
  const file = path.join(root, 'docs/benchmarks.md');
  let doc = existsSync(file) ? readFileSync(file, 'utf8') : '# Benchmarks\n';
  if (!doc.includes('## Live notifications')) doc += `\n## Live notifications\n\n${table}\n`;
  else doc = doc.replace(/<!-- bench:notify:start -->[\s\S]*<!-- bench:notify:end -->/, table);
  writeFileSync(file, doc);
  console.log(`bench:notify: written to docs/benchmarks.md`);
} finally {
  clearTimeout(hardStop);
  await stopAll();
}
