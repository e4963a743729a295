// `node scripts/bench/cpu-per-request.mjs` — CPU time per request of the built app (NODE_ENV=production,
// one process) and of the floor (scripts/bench/floor-server.mjs), for the reads of `npm run bench`.
//
// On a shared machine req/s and latency move with the neighbours' load; the CPU a process spends per
// request (user + system, from /proc/<pid>/stat, over N requests at 8 connections after 400 warm-up
// ones) moves much less, so it is what to compare between two builds or against the floor.
//
// env: BENCH_DATABASE_URL (a seeded database, as for `npm run bench`; the script adds 200 sessions),
//      N (requests per case, default 2000), OPS (dashboard,notifications,coaches; also matches, which
//      reads as members with open needs and active services),
//      KINDS (floor,app), TRANSPORTS (graphql,rest), PROF=1 (a --cpu-prof of the app into /tmp/cpu-prof).
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const require = createRequire(path.join(root, 'server/package.json'));
const pg = require('pg');
const jwt = require('jsonwebtoken');
const autocannon = require('autocannon');
const url = process.env.BENCH_DATABASE_URL;
if (!url) {
  console.error('cpu-per-request: BENCH_DATABASE_URL is required');
  process.exit(1);
}
const N = Number(process.env.N || 2000);
const list = (v, d) => (v || d).split(',').filter(Boolean);
const ops = list(process.env.OPS, 'dashboard,notifications,coaches');
const SECRET = randomBytes(48).toString('base64url');

const db = new pg.Client({ connectionString: url });
await db.connect();
// "For you" is read by members whose lists are not empty (open needs and active services), as in
// scripts/bench.mjs; the other reads by any member.
const readersOf = ops.includes('matches')
  ? `SELECT u.id FROM users u
      WHERE EXISTS (SELECT 1 FROM needs n WHERE n.author_id = u.id AND n.closed_at IS NULL)
        AND EXISTS (SELECT 1 FROM services o WHERE o.coach_id = u.id AND o.archived_at IS NULL)
      ORDER BY random() LIMIT 200`
  : `SELECT id FROM users ORDER BY random() LIMIT 200`;
const ids = (await db.query(readersOf)).rows.map((r) => r.id);
const { rows: sessions } = await db.query(
  `INSERT INTO auth_sessions (user_id, expires_at) SELECT u, now() + interval '1 hour' FROM unnest($1::uuid[]) u RETURNING id, user_id`,
  [ids],
);
const readers = sessions.map((s) => ({
  id: s.user_id,
  token: jwt.sign({ sid: s.id }, SECRET, {
    algorithm: 'HS256',
    subject: s.user_id,
    issuer: 'energy-exchange',
    audience: 'energy-exchange',
    expiresIn: '2h',
  }),
}));
const skills = (await db.query(`SELECT label FROM categories ORDER BY position`)).rows.map((r) => r.label);
await db.end();

// The same requests as scripts/bench.mjs: the bell by its persisted document's hash, the rest as text.
const documents = JSON.parse(readFileSync(path.join(root, 'client/src/gql/persisted-documents.json'), 'utf8'));
const recentNotifications = Object.entries(documents).find(([, text]) => /\bquery RecentNotifications\b/.test(text))[0];
const json = { 'content-type': 'application/json' };
const Q = {
  dashboard: `query M { me { id fullName email userType energyPoints energyOnHold profileCompleted
    level { level name xp currentLevelXp nextLevelXp nextLevelName progressPercent } achievements { key title earned earnedAt } } }`,
  coaches: `query C($f: CoachFilter) { coaches(filter: $f, first: 20) { totalCount pageInfo { hasNextPage endCursor }
    nodes { id fullName userType totalServices profile { bio location skills experienceYears } services { id title energyCost category } } } }`,
  // As scripts/bench.mjs's "For you".
  matches: `query F { matches { services { needId service { id title energyCost durationMinutes categoryLabel coach { id fullName } } }
    needs { id title description categoryLabel maxEnergy endsOn authorName answerCount isMine }
    swaps { partnerId partnerName myServiceId myServiceTitle myCost theirServiceId theirServiceTitle theirCost myNeedTitle theirNeedTitle }
    rings { secondId secondName thirdId thirdName myServiceTitle secondServiceTitle thirdServiceTitle myCost secondCost thirdCost myNeedTitle secondNeedTitle thirdNeedTitle } } }`,
};
let k = 0;
const at = (a) => a[k++ % a.length];
const bearer = () => `Bearer ${at(readers).token}`;
const make = {
  dashboard: {
    graphql: () => ({
      method: 'POST',
      path: '/graphql',
      headers: { ...json, authorization: bearer() },
      body: JSON.stringify({ query: Q.dashboard, variables: {} }),
    }),
    rest: () => ({ method: 'GET', path: '/api/dashboard', headers: { authorization: bearer() } }),
    floor: () => ({ method: 'GET', path: `/dashboard?user=${at(readers).id}` }),
  },
  notifications: {
    graphql: () => ({
      method: 'POST',
      path: '/graphql',
      headers: { ...json, authorization: bearer() },
      body: JSON.stringify({ extensions: { persistedQuery: { version: 1, sha256Hash: recentNotifications } } }),
    }),
    rest: () => ({ method: 'GET', path: '/api/notifications/recent', headers: { authorization: bearer() } }),
    floor: () => ({ method: 'GET', path: `/notifications?user=${at(readers).id}` }),
  },
  // "For you": the warm-up visits work each reader's list out and keep it; the measured ones read it back.
  matches: {
    graphql: () => ({
      method: 'POST',
      path: '/graphql',
      headers: { ...json, authorization: bearer() },
      body: JSON.stringify({ query: Q.matches, variables: {} }),
    }),
    rest: () => ({ method: 'GET', path: '/api/matches', headers: { authorization: bearer() } }),
    floor: () => ({ method: 'GET', path: `/matches?user=${at(readers).id}` }),
  },
  coaches: {
    graphql: () => ({
      method: 'POST',
      path: '/graphql',
      headers: json,
      body: JSON.stringify({ query: Q.coaches, variables: { f: { skills: [at(skills)] } } }),
    }),
    rest: () => ({ method: 'GET', path: `/api/coaches?skills=${encodeURIComponent(at(skills))}&limit=20` }),
    floor: () => ({ method: 'GET', path: `/coaches?skills=${encodeURIComponent(at(skills))}` }),
  },
};

/** [user, system] CPU of a process so far, in µs (clock ticks of 10 ms). */
function cpuOf(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return [Number(fields[11]) * 10_000, Number(fields[12]) * 10_000];
}
let failed = 0;
const run = (base, amount, next) =>
  new Promise((resolve, reject) =>
    autocannon(
      {
        url: base,
        connections: 8,
        amount,
        pipelining: 1,
        timeout: 20,
        requests: [
          {
            setupRequest: (req) => ({ ...req, ...next() }),
            onResponse: (status, body) => {
              if (status !== 200 || body.includes('"errors"')) failed++;
            },
          },
        ],
      },
      (err, result) => (err ? reject(err) : resolve(result)),
    ),
  );

async function start(kind) {
  const port = 43000 + Math.floor(Math.random() * 1000);
  const main =
    kind === 'app'
      ? path.join(root, 'server/dist/server/src/main.js')
      : path.join(root, 'scripts/bench/floor-server.mjs');
  const flags = process.env.PROF && kind === 'app' ? ['--cpu-prof', '--cpu-prof-dir=/tmp/cpu-prof'] : [];
  const child = spawn(process.execPath, [...flags, main], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      APP_URL: `http://127.0.0.1:${port}`,
      DATABASE_URL: url,
      JWT_SECRET: SECRET,
      DEMO_DATA: 'false',
      WEB_CONCURRENCY: '1',
      SMTP_URL: '',
      STRIPE_SECRET_KEY: '',
      ADMIN_EMAILS: '',
      POOL: '10',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  const probe = kind === 'app' ? '/readyz' : `/notifications?user=${readers[0].id}`;
  for (let i = 0; ; i++) {
    try {
      if ((await fetch(base + probe)).ok) break;
    } catch {
      /* not up yet */
    }
    if (i > 600 || child.exitCode !== null) throw new Error(`${kind} did not start`);
    await new Promise((r) => setTimeout(r, 100));
  }
  return { base, child };
}

for (const kind of list(process.env.KINDS, 'floor,app')) {
  const { base, child } = await start(kind);
  for (const op of ops) {
    for (const transport of kind === 'floor' ? ['floor'] : list(process.env.TRANSPORTS, 'graphql,rest')) {
      const next = make[op][transport];
      await run(base, 400, next);
      failed = 0;
      const before = cpuOf(child.pid);
      const started = performance.now();
      const r = await run(base, N, next);
      const after = cpuOf(child.pid);
      const user = (after[0] - before[0]) / N;
      const sys = (after[1] - before[1]) / N;
      const rps = N / ((performance.now() - started) / 1000);
      console.log(
        `${op.padEnd(14)} ${transport.padEnd(8)} ${String(Math.round(user + sys)).padStart(5)} µs CPU/request (user ${Math.round(user)}, system ${Math.round(sys)})  ${Math.round(rps)} req/s  p97.5 ${r.latency.p97_5} ms${failed + r.non2xx ? `  FAILED ${failed + r.non2xx}` : ''}`,
      );
    }
  }
  child.kill('SIGTERM');
  await new Promise((r) => child.once('exit', r));
}
