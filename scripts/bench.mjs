// `npm run bench [-- --seed --duration 10 --connections 1,8,32 --workers 1,2 --ops discover,coaches,dashboard,notifications,send,book,media --notify 1000,5000,10000|none --replica postgres://…/db --no-docs]`
//
// HTTP throughput and latency of the built server on a large seeded database (see
// `npm run seed:large`), against its FLOOR measured in the same run: the same SQL sent with `pg`
// directly and answered as JSON by a bare node:http server (scripts/bench/floor-server.mjs), so that
// API/floor compares like with like. For each operation — Discover (text search + category + cost
// range), Browse Coaches (skills filter), the dashboard (`me` with balance, holds, level and
// achievements), recent notifications, sending an exchange request (POST) and booking a seat of a
// group session (POST) — through GraphQL
// (POST /graphql) and REST (/api), at 1, 8 and 32 connections, with WEB_CONCURRENCY=1 and 2; then
// settlements per second (POST /api/requests/:id/complete on accepted requests). Afterwards every
// completed request must have one settlement entry and one notification, and `npm run ledger:check`
// and `npm run reliability:check` must still pass. Last, live events: 1,000 to 10,000 graphql-ws subscribers
// over two instances (scripts/bench-notify.mjs). Results are printed and written to docs/benchmarks.md.
//
// Settlements also report the CPU each one cost the app, PostgreSQL's backends of the bench database
// and this load generator (/proc), which unlike the rate does not depend on what else runs on the
// machine. APP_NODE_ARGS: extra node flags for the app (e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof`).
//
// BENCH_DATABASE_URL: a seeded PostgreSQL database on this machine (loopback only); the bench writes
// to it (requests sent, exchanges completed), so use a scratch copy. Needs `npm run build -w server`.
// Every case runs for a bounded time (default 10 s); the whole bench stops itself after 40 minutes.
// `--seed` first (re)fills BENCH_DATABASE_URL with `npm run seed:large -- --force` (≈ 3 min), so one
// command gives seed + bench + docs. Browse Coaches page weight (JSON, gzip, thumbnails) and the
// media route (/media/<hash>-128.webp) are measured too.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFileSync, writeFileSync, existsSync, readdirSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { cpus, totalmem } from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { freePort } from './bench/free-port.mjs';
import { appDocumentId, persistedBody } from './app-documents.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(path.join(root, 'server/package.json'));
const pg = require('pg');
const jwt = require('jsonwebtoken');
const autocannon = require('autocannon');

// ---------------------------------------------------------------------------------------------------
// Options
// ---------------------------------------------------------------------------------------------------
const ALL_OPS = ['discover', 'coaches', 'dashboard', 'notifications', 'send', 'book', 'media', 'matches', 'needs'];
const opts = {
  duration: 10,
  warmup: 3,
  connections: [1, 8, 32],
  workers: [1, 2],
  ops: ALL_OPS,
  transports: ['graphql', 'rest'],
  settle: [8, 32],
  notify: [1000, 5000, 10000],
  // A hot standby of BENCH_DATABASE_URL's server (e.g. scripts/test-replica.sh's, port 5433): Discover
  // and Browse Coaches are measured again through it, to price the routing (docs/scaling.md).
  replica: process.env.BENCH_REPLICA_URL?.trim() || null,
  docs: true,
  seed: false,
};
{
  const argv = process.argv.slice(2);
  const list = (v) =>
    v
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean);
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (a === '--duration') opts.duration = Number(argv[++i]);
    else if (a === '--warmup') opts.warmup = Number(argv[++i]);
    else if (a === '--connections') opts.connections = list(argv[++i]).map(Number);
    else if (a === '--workers') opts.workers = list(argv[++i]).map(Number);
    else if (a === '--ops') opts.ops = list(argv[++i]);
    else if (a === '--transports') opts.transports = list(argv[++i]);
    else if (a === '--settle') opts.settle = argv[i + 1] === 'none' ? (i++, []) : list(argv[++i]).map(Number);
    else if (a === '--notify') opts.notify = argv[i + 1] === 'none' ? (i++, []) : list(argv[++i]).map(Number);
    else if (a === '--replica') opts.replica = argv[++i];
    else if (a === '--no-docs') opts.docs = false;
    else if (a === '--seed') opts.seed = true;
    else {
      console.error(`bench: unknown argument ${a}`);
      process.exit(1);
    }
  }
  if (!(opts.duration > 0 && opts.duration <= 60)) {
    console.error('bench: --duration must be 1…60 s');
    process.exit(1);
  }
  for (const op of opts.ops)
    if (!ALL_OPS.includes(op)) {
      console.error(`bench: unknown op ${op}`);
      process.exit(1);
    }
}

const databaseUrl = process.env.BENCH_DATABASE_URL?.trim();
if (!databaseUrl) {
  console.error(
    'bench: BENCH_DATABASE_URL is required: a database seeded with `npm run seed:large` (it gets written to)',
  );
  process.exit(1);
}
const dbHost = new URL(databaseUrl).hostname;
if (!['127.0.0.1', 'localhost', '::1', '[::1]'].includes(dbHost)) {
  console.error(`bench: BENCH_DATABASE_URL must point at this machine (127.0.0.1), not ${dbHost}`);
  process.exit(1);
}
const mainJs = path.join(root, 'server/dist/server/src/main.js');
if (!existsSync(mainJs)) {
  console.error('bench: build the server first: npm run build -w server');
  process.exit(1);
}

if (opts.seed) {
  const seeded = spawn(process.execPath, [path.join(root, 'scripts/seed-large.mjs'), '--force'], {
    env: { ...process.env, DATABASE_URL: databaseUrl },
    stdio: 'inherit',
  });
  if ((await new Promise((r) => seeded.on('exit', r))) !== 0) {
    console.error('bench: seed:large failed');
    process.exit(1);
  }
}
// A seed written by an older build gets this build's migrations first (the floor runs before the app would apply them).
{
  const { openDatabase } = await import(
    pathToFileURL(path.join(root, 'server/dist/server/src/db/data-source.js')).href
  );
  await (await openDatabase({ databaseUrl, dataDir: path.join(root, '.data') })).close();
}

const hardStop = setTimeout(() => {
  console.error('bench: time limit (40 min) reached');
  cleanup().finally(() => process.exit(1));
}, 40 * 60_000);
hardStop.unref();

const SECRET = randomBytes(48).toString('base64url');
const ISSUER = 'energy-exchange';
const token = (userId, sid) =>
  jwt.sign({ sid }, SECRET, { algorithm: 'HS256', subject: userId, issuer: ISSUER, audience: ISSUER, expiresIn: '2h' });
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const children = new Set();
/** `work` on a connection of its own to the bench database, closed after it whatever happens. */
async function withDatabase(work, applicationName = 'bench') {
  const c = new pg.Client({ connectionString: databaseUrl, application_name: applicationName });
  await c.connect();
  try {
    return await work(c);
  } finally {
    await c.end();
  }
}

// ---------------------------------------------------------------------------------------------------
// Fixtures from the seeded database
// ---------------------------------------------------------------------------------------------------
const db = new pg.Client({ connectionString: databaseUrl, application_name: 'bench' });
await db.connect();
const [{ members }] = (await db.query(`SELECT count(*)::int AS members FROM users`)).rows;
if (members < 1000) {
  console.error(`bench: the database has ${members} members; seed it first (npm run seed:large)`);
  process.exit(1);
}
const size = (
  await db.query(`
  SELECT (SELECT count(*) FROM users)::int AS members, (SELECT count(*) FROM services)::int AS services,
         (SELECT count(*) FROM exchange_requests)::int AS requests, (SELECT count(*) FROM ledger_entries)::int AS entries,
         (SELECT count(*) FROM notifications)::int AS notifications, (SELECT count(*) FROM sessions)::int AS sessions,
         (SELECT count(*) FROM testimonials)::int AS testimonials, (SELECT count(*) FROM group_sessions)::int AS "groupSessions",
         (SELECT count(*) FROM group_session_seats)::int AS seats, version() AS pg`)
).rows[0];

/** A signed-in session (auth_sessions row, the token's `sid`) for each member the bench acts as. */
const sessionOf = new Map();
async function signIn(userIds) {
  const fresh = [...new Set(userIds)].filter((id) => !sessionOf.has(id));
  const { rows } = await db.query(
    `INSERT INTO auth_sessions (user_id, expires_at) SELECT u, now() + interval '1 day' FROM unnest($1::uuid[]) AS u RETURNING id, user_id`,
    [fresh],
  );
  for (const r of rows) sessionOf.set(r.user_id, r.id);
}
const tokenOf = (userId) => token(userId, sessionOf.get(userId));
const readerIds = (await db.query(`SELECT id FROM users ORDER BY random() LIMIT 1000`)).rows.map((u) => u.id);
await signIn(readerIds);
const readers = readerIds.map((id) => ({ id, token: tokenOf(id) }));
const categories = (await db.query(`SELECT value, label FROM categories ORDER BY position`)).rows;
// Discover: a word a member would type, taken from a real title, within that service's category,
// and a cost range of 1–5 EP.
const STOP = new Set([
  'practical',
  'beginner',
  'advanced',
  'quick',
  'personal',
  'hands',
  'on',
  'focused',
  'complete',
  'friendly',
  'expert',
  'essential',
  'weekly',
  'fast',
  'track',
  'session',
  'deep',
  'dive',
  'workshop',
  'review',
  'audit',
  'masterclass',
  'consultation',
  'intensive',
  'clinic',
  'bootcamp',
  'check',
  'in',
  'coaching',
  'call',
  'the',
  'and',
  'for',
  'with',
  'of',
  'a',
  'to',
  '1',
  '1:1',
]);
const discoverCases = [];
for (const o of (
  await db.query(`SELECT title, category FROM services WHERE archived_at IS NULL ORDER BY random() LIMIT 400`)
).rows) {
  const words = (o.title.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).filter((w) => !STOP.has(w) && w.length >= 3);
  if (words.length) discoverCases.push({ search: words[0], category: o.category, minCost: 1, maxCost: 5 });
}
const skillCases = [];
for (let i = 0; i < 200; i++) {
  const a = categories[i % categories.length].label;
  skillCases.push(i % 3 === 0 ? [a, categories[(i * 7 + 3) % categories.length].label] : [a]);
}

// Sending: payers who can afford it (premium members are never debited) and cheap active services.
const payers = (
  await db.query(`
  SELECT u.id, u.user_type = 'premium' AS premium, a.balance FROM users u JOIN ledger_accounts a ON a.user_id = u.id
   WHERE u.user_type = 'premium' OR a.balance >= 2 ORDER BY random() LIMIT 3000`)
).rows;
await signIn(payers.map((p) => p.id));
for (const p of payers) Object.assign(p, { token: tokenOf(p.id), budget: p.premium ? Infinity : p.balance });
const sendServices = (
  await db.query(
    `SELECT id, coach_id FROM services WHERE archived_at IS NULL AND energy_cost = 1 ORDER BY random() LIMIT 5000`,
  )
).rows;
let payerAt = 0;
let serviceAt = 0;
/** The next (payer, service) pair the payer can afford (1 EP); undefined when every budget is spent. */
function nextSend() {
  for (let tries = 0; tries < payers.length; tries++) {
    const p = payers[payerAt++ % payers.length];
    if (p.budget < 1) continue;
    let o = sendServices[serviceAt++ % sendServices.length];
    if (o.coach_id === p.id) o = sendServices[serviceAt++ % sendServices.length];
    p.budget -= 1;
    return { payer: p, service: o };
  }
  return undefined;
}

// Every run's booking case takes seats, so a database benched before may have too few left: top them up
// first with upcoming group sessions of random group services, 30–60 days ahead (never on the seed's
// instants), written as seed:large writes them. About 12,000 free seats cover both transports at 8
// connections for 10 s each.
const FREE_SEATS_WANTED = 12_000;
if (opts.ops.includes('book')) {
  const { free } = (
    await db.query(`
      SELECT coalesce(sum(g.seats - (SELECT count(*) FROM group_session_seats s
                                      WHERE s.group_session_id = g.id AND s.status IN ('booked', 'attended', 'absent'))), 0)::int AS free
        FROM group_sessions g
       WHERE g.status = 'scheduled' AND g.starts_at > now() + interval '1 day' AND g.energy_cost <= 5`)
  ).rows[0];
  if (free < FREE_SEATS_WANTED) {
    const { rowCount } = await db.query(
      `
      WITH svc AS (
        SELECT o.id, o.coach_id, o.energy_cost, o.max_participants, u.timezone
          FROM services o JOIN users u ON u.id = o.coach_id
         WHERE o.archived_at IS NULL AND o.max_participants > 1 AND o.energy_cost <= 5
         ORDER BY random() LIMIT $1
      ), timed AS (
        SELECT svc.*, (date_trunc('day', now() AT TIME ZONE timezone) + (30 + floor(random() * 30)::int) * interval '1 day'
                       + (9 + floor(random() * 8)::int) * interval '1 hour') AT TIME ZONE timezone AS starts_at
          FROM svc
      )
      INSERT INTO group_sessions (service_id, coach_id, starts_at, session_date, time_slot, seats, energy_cost)
      SELECT id, coach_id, starts_at, (starts_at AT TIME ZONE timezone)::date,
             to_char(starts_at AT TIME ZONE timezone, 'HH24') || ':00', max_participants, energy_cost
        FROM timed
      ON CONFLICT (coach_id, starts_at) WHERE status <> 'cancelled' DO NOTHING`,
      [Math.ceil((FREE_SEATS_WANTED - free) / 5)],
    );
    console.log(`bench: ${free} free seats left; ${rowCount} upcoming group sessions added`);
  }
}

// Booking a seat: upcoming group sessions with free seats (seed:large writes them), booked by members
// who can pay and are not among the payers above when sends run too (their wallets are the send case's budget), each at
// most once per group session, never their own. Only free seats are handed out, so every call books.
const bookable = (
  await db.query(`
  SELECT g.id, g.coach_id, g.energy_cost AS cost,
         g.seats - count(s.id) FILTER (WHERE s.status IN ('booked', 'attended', 'absent'))::int AS free,
         coalesce(array_agg(s.member_id) FILTER (WHERE s.id IS NOT NULL), '{}') AS taken
    FROM group_sessions g
    LEFT JOIN group_session_seats s ON s.group_session_id = g.id AND s.status IN ('booked', 'waitlisted', 'attended', 'absent')
   WHERE g.status = 'scheduled' AND g.starts_at > now() + interval '1 day' AND g.energy_cost <= 5
   GROUP BY g.id HAVING g.seats > count(s.id) FILTER (WHERE s.status IN ('booked', 'attended', 'absent'))
   ORDER BY random()`)
).rows.map((g) => ({ ...g, taken: new Set(g.taken) }));
const joiners = (
  await db.query(
    `SELECT u.id, u.user_type = 'premium' AS premium, a.balance FROM users u JOIN ledger_accounts a ON a.user_id = u.id
      WHERE (u.user_type = 'premium' OR a.balance >= 5) AND u.id <> ALL($1::uuid[]) ORDER BY random() LIMIT 3000`,
    [opts.ops.includes('send') ? payers.map((p) => p.id) : []],
  )
).rows;
await signIn(joiners.map((j) => j.id));
for (const j of joiners) Object.assign(j, { token: tokenOf(j.id), budget: j.premium ? Infinity : j.balance });
let bookAt = 0;
let joinerAt = 0;
/** The next (member, group session) booking: a free seat, a member who can pay it; undefined when none is left. */
function nextBooking() {
  while (bookable.length) {
    const g = bookable[bookAt++ % bookable.length];
    for (let tries = 0; tries < joiners.length; tries++) {
      const j = joiners[joinerAt++ % joiners.length];
      if (j.budget < g.cost || j.id === g.coach_id || g.taken.has(j.id)) continue;
      j.budget -= g.cost;
      g.taken.add(j.id);
      if (--g.free === 0) bookable.splice(bookable.indexOf(g), 1);
      return { joiner: j, groupSession: g };
    }
    bookable.splice(bookable.indexOf(g), 1); // nobody left who can pay this one
  }
  return undefined;
}
const freeSeats = bookable.reduce((sum, g) => sum + g.free, 0);

// For you: members with open needs and active services, whose matches are not empty.
const matcherIds = (
  await db.query(`
  SELECT u.id FROM users u
   WHERE EXISTS (SELECT 1 FROM needs n WHERE n.author_id = u.id AND n.closed_at IS NULL)
     AND EXISTS (SELECT 1 FROM services o WHERE o.coach_id = u.id AND o.archived_at IS NULL)
   ORDER BY random() LIMIT 1000`)
).rows.map((u) => u.id);
await signIn(matcherIds);
const matchers = matcherIds.map((id) => ({ id, token: tokenOf(id) }));

// Every run's settlements complete accepted requests, so a database benched before may have too few
// left: top them up first from pending ones, accepted as a coach accepts them (their holds are already in
// escrow; the reliability triggers see the change), with a session date an hour ago. At the target of
// 2,000 settlements/s, two 5-second cases and the warm-up before them take about 24,000.
const ACCEPTED_WANTED = 24_000;
/** Settlements of the warm-up before the first settlement case (not counted). */
const SETTLE_WARMUP_MAX = 2_000;
if (opts.settle.length) {
  const { n } = (
    await db.query(`
      SELECT count(*)::int AS n FROM exchange_requests r
       WHERE r.status = 'accepted' AND r.session_date IS NOT NULL
         AND NOT EXISTS (SELECT 1 FROM sessions s WHERE s.exchange_request_id = r.id AND s.status IN ('pending', 'accepted'))`)
  ).rows[0];
  if (n < ACCEPTED_WANTED) {
    const { rowCount } = await db.query(
      `UPDATE exchange_requests SET status = 'accepted', responded_at = now(), session_date = now() - interval '1 hour'
        WHERE id IN (SELECT id FROM exchange_requests WHERE status = 'pending' AND swap_id IS NULL ORDER BY random() LIMIT $1)`,
      [ACCEPTED_WANTED - n],
    );
    console.log(`bench: ${n} accepted requests left to settle; ${rowCount} pending ones accepted`);
  }
}

// Settlements: accepted requests (all have a session date) without open sessions — the card's
// "complete" on an exchange whose sessions are over: one round trip (docs/ledger.md) — completed by their requester.
const acceptedRows = (
  await db.query(`
  SELECT r.id, r.requester_id AS user_id FROM exchange_requests r
   WHERE r.status = 'accepted' AND r.session_date IS NOT NULL
     AND NOT EXISTS (SELECT 1 FROM sessions s WHERE s.exchange_request_id = r.id AND s.status IN ('pending', 'accepted'))
   ORDER BY random()`)
).rows;
await signIn(acceptedRows.map((r) => r.user_id));
const accepted = acceptedRows.map((r) => ({ id: r.id, token: tokenOf(r.user_id) }));
// Pictures: a Browse Coaches page of 20 coaches who all have one (the first page gets pictures from
// the seeded pool where it has none), and the media route over the pool's thumbnails.
const pool = (await db.query(`SELECT DISTINCT hash FROM media WHERE variant = '128.webp'`)).rows.map((r) => r.hash);
const pictured = (await db.query(`SELECT count(*)::int AS n FROM profiles WHERE picture IS NOT NULL`)).rows[0].n;
const mediaPaths = pool.map((h) => `/media/${h}-128.webp`);
// The CI machine's PostgreSQL runs without autovacuum; the settlement cases then vacuum by hand.
const autovacuumOff = (await db.query(`SHOW autovacuum`)).rows[0].autovacuum === 'off';
await db.end();
console.log(`bench: ${pictured} members with a picture (${pool.length} distinct pictures in media)`);
console.log(
  `bench: ${size.members} members, ${size.services} services, ${size.requests} requests, ${size.entries} ledger entries, ${size.notifications} notifications`,
);
console.log(
  `bench: ${discoverCases.length} search cases, ${payers.length} payers, ${accepted.length} accepted requests to settle, ${freeSeats} free seats in ${bookable.length} group sessions`,
);

// ---------------------------------------------------------------------------------------------------
// Operations: how each transport asks for the same thing
// ---------------------------------------------------------------------------------------------------
const json = { 'content-type': 'application/json' };
const gql = (query, variables, tok) => ({
  method: 'POST',
  path: '/graphql',
  headers: tok ? { ...json, authorization: `Bearer ${tok}` } : { ...json },
  body: JSON.stringify({ query, variables }),
});
const Q = {
  discover: `query D($f: ServiceFilter) { services(filter: $f, first: 20) { totalCount pageInfo { hasNextPage endCursor }
    nodes { id title description category categoryLabel energyCost durationMinutes createdAt coach { id fullName userType } } } }`,
  coaches: `query C($f: CoachFilter) { coaches(filter: $f, first: 20) { totalCount pageInfo { hasNextPage endCursor }
    nodes { id fullName userType totalServices profile { bio location skills experienceYears } services { id title energyCost category } } } }`,
  dashboard: `query M { me { id fullName email userType energyPoints energyOnHold profileCompleted
    level { level name xp currentLevelXp nextLevelXp nextLevelName progressPercent } achievements { key title earned earnedAt } } }`,
  coachesPage: `query CoachesPage($f: CoachFilter) { coaches(filter: $f, first: 20) { totalCount pageInfo { hasNextPage endCursor }
    nodes { id fullName userType totalServices profile { avatarUrl(size: 112) location experienceYears bio skills } } } }`,
  notifications: `query N { recentNotifications { unreadCount notifications { id type title message read reference createdAt } } }`,
  send: `mutation S($i: SendRequestInput!) { sendRequest(input: $i) { id status held energyCost } }`,
  book: `mutation J($id: ID!) { joinGroupSession(id: $id) { id seatsTaken seatsLeft myStatus canLeave } }`,
  matches: `query F { matches { services { needId service { id title energyCost durationMinutes categoryLabel coach { id fullName } } }
    needs { id title description categoryLabel maxEnergy endsOn authorName answerCount isMine }
    swaps { partnerId partnerName myServiceId myServiceTitle myCost theirServiceId theirServiceTitle theirCost myNeedTitle theirNeedTitle }
    rings { secondId secondName thirdId thirdName myServiceTitle secondServiceTitle thirdServiceTitle myCost secondCost thirdCost myNeedTitle secondNeedTitle thirdNeedTitle } } }`,
  needs: `query B($f: NeedFilter) { needs(filter: $f, first: 20) { totalCount pageInfo { hasNextPage endCursor }
    nodes { id title description category categoryLabel maxEnergy endsOn authorName answerCount isMine } } }`,
};
// The app's own documents go by the hash codegen gave them, as the client sends them (docs/api.md,
// "Persisted documents"): the server runs its copy checked at start.
const persisted = (id, tok) => ({
  method: 'POST',
  path: '/graphql',
  headers: tok ? { ...json, authorization: `Bearer ${tok}` } : { ...json },
  body: persistedBody(id),
});
const recentNotificationsId = appDocumentId('RecentNotifications');
let k = 0;
const at = (arr) => arr[k++ % arr.length];
const qs = (o) =>
  new URLSearchParams(
    Object.entries(o)
      .filter(([, v]) => v !== undefined)
      .map(([a, b]) => [a, String(b)]),
  ).toString();

/** op → transport → () => request {method, path, headers, body} (undefined: nothing left to send). */
const make = {
  discover: {
    graphql: () => {
      const c = at(discoverCases);
      return gql(Q.discover, { f: c });
    },
    rest: () => {
      const c = at(discoverCases);
      return {
        method: 'GET',
        path: `/api/services?${qs({ search: c.search, category: c.category, min_cost: c.minCost, max_cost: c.maxCost, limit: 20 })}`,
      };
    },
    floor: () => {
      const c = at(discoverCases);
      return {
        method: 'GET',
        path: `/discover?${qs({ search: c.search, category: c.category, min: c.minCost, max: c.maxCost })}`,
      };
    },
  },
  coaches: {
    graphql: () => gql(Q.coaches, { f: { skills: at(skillCases) } }),
    rest: () => ({ method: 'GET', path: `/api/coaches?${qs({ skills: at(skillCases).join(','), limit: 20 })}` }),
    floor: () => ({ method: 'GET', path: `/coaches?${qs({ skills: at(skillCases).join(',') })}` }),
  },
  dashboard: {
    graphql: () => gql(Q.dashboard, {}, at(readers).token),
    rest: () => ({ method: 'GET', path: '/api/dashboard', headers: { authorization: `Bearer ${at(readers).token}` } }),
    floor: () => ({ method: 'GET', path: `/dashboard?user=${at(readers).id}` }),
  },
  notifications: {
    // The header's bell: the client's RecentNotifications document (the same selection as Q.notifications), by hash.
    graphql: () => persisted(recentNotificationsId, at(readers).token),
    rest: () => ({
      method: 'GET',
      path: '/api/notifications/recent',
      headers: { authorization: `Bearer ${at(readers).token}` },
    }),
    floor: () => ({ method: 'GET', path: `/notifications?user=${at(readers).id}` }),
  },
  media: {
    rest: () => ({ method: 'GET', path: at(mediaPaths) }),
  },
  // Also compared with the p95 ≤ 50 ms target (needs has no floor).
  matches: {
    graphql: () => gql(Q.matches, {}, at(matchers).token),
    rest: () => ({ method: 'GET', path: '/api/matches', headers: { authorization: `Bearer ${at(matchers).token}` } }),
    floor: () => ({ method: 'GET', path: `/matches?user=${at(matchers).id}` }),
  },
  needs: {
    graphql: () => {
      const c = at(discoverCases);
      return gql(Q.needs, { f: { search: c.search, category: c.category } });
    },
    rest: () => {
      const c = at(discoverCases);
      return { method: 'GET', path: `/api/needs?${qs({ search: c.search, category: c.category, limit: 20 })}` };
    },
  },
  send: {
    graphql: () => {
      const s = nextSend();
      return s && gql(Q.send, { i: { serviceId: s.service.id } }, s.payer.token);
    },
    rest: () => {
      const s = nextSend();
      return (
        s && {
          method: 'POST',
          path: '/api/requests',
          headers: { ...json, authorization: `Bearer ${s.payer.token}` },
          body: JSON.stringify({ service_id: s.service.id }),
        }
      );
    },
  },
};
// Booking a seat of an upcoming group session (POST, one seat held in escrow per call).
make.book = {
  graphql: () => {
    const b = nextBooking();
    return b && gql(Q.book, { id: b.groupSession.id }, b.joiner.token);
  },
  rest: () => {
    const b = nextBooking();
    return (
      b && {
        method: 'POST',
        path: `/api/group-sessions/${b.groupSession.id}/join`,
        headers: { ...json, authorization: `Bearer ${b.joiner.token}` },
        body: '{}',
      }
    );
  },
};
let settleAt = 0;
const settleRequest = () => {
  const r = accepted[settleAt++];
  return (
    r && {
      method: 'POST',
      path: `/api/requests/${r.id}/complete`,
      headers: { ...json, authorization: `Bearer ${r.token}` },
      body: '{}',
    }
  );
};

// ---------------------------------------------------------------------------------------------------
// CPU time (Linux /proc; zeros elsewhere)
// ---------------------------------------------------------------------------------------------------
/** Nanoseconds a process has been on a CPU. */
function cpuNs(pid) {
  try {
    return Number(readFileSync(`/proc/${pid}/schedstat`, 'utf8').split(' ')[0]);
  } catch {
    return 0;
  }
}
/** A process and its children (the cluster's workers). */
function treeCpuNs(pid) {
  let total = cpuNs(pid);
  for (const d of (() => {
    try {
      return readdirSync('/proc');
    } catch {
      return [];
    }
  })()) {
    if (!/^\d+$/.test(d)) continue;
    try {
      const stat = readFileSync(`/proc/${d}/stat`, 'utf8');
      if (Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) === pid) total += cpuNs(d);
    } catch {
      /* gone */
    }
  }
  return total;
}
/** The app's processes, the backends of the bench database (the app's pool: use a database of your own) and this load generator. */
async function cpuNow(appPid) {
  const { rows } = await withDatabase((c) =>
    c.query(
      `SELECT pid, query ~ '^LISTEN' AS listener FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid() AND backend_type = 'client backend'`,
    ),
  );
  const { user, system } = process.cpuUsage();
  return {
    app: treeCpuNs(appPid),
    db: new Map(rows.map((r) => [r.pid, cpuNs(r.pid)])),
    listeners: new Set(rows.filter((r) => r.listener).map((r) => r.pid)),
    load: (user + system) * 1000,
  };
}
/** CPU (ns) between two `cpuNow`s; a backend the pool opened in between counts whole (one it closed is lost: few, short). */
const cpuSpent = (before, after) => ({
  app: after.app - before.app,
  load: after.load - before.load,
  db: [...after.db].reduce((sum, [pid, ns]) => sum + ns - (before.db.get(pid) ?? 0), 0),
  // The event bus's LISTEN connection, which receives every settlement's NOTIFY (part of `db`).
  listen: [...after.db].reduce(
    (sum, [pid, ns]) => sum + (after.listeners.has(pid) ? ns - (before.db.get(pid) ?? 0) : 0),
    0,
  ),
});
const loadAverage = () => {
  try {
    return readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');
  } catch {
    return '?';
  }
};

// ---------------------------------------------------------------------------------------------------
// Processes: the app (WEB_CONCURRENCY workers) and the floor
// ---------------------------------------------------------------------------------------------------

async function startApp(workers, extraEnv = {}) {
  const port = await freePort();
  const child = spawn(
    process.execPath,
    [...(process.env.APP_NODE_ARGS ? process.env.APP_NODE_ARGS.split(' ') : []), mainJs],
    {
      env: {
        ...process.env,
        NODE_ENV: 'production',
        PORT: String(port),
        APP_URL: `http://127.0.0.1:${port}`,
        DATABASE_URL: databaseUrl,
        JWT_SECRET: SECRET,
        DEMO_DATA: 'false',
        WEB_CONCURRENCY: String(workers),
        SMTP_URL: '',
        STRIPE_SECRET_KEY: '',
        ADMIN_EMAILS: '',
        ...extraEnv,
      },
      stdio: ['ignore', 'ignore', 'pipe'], // stdout: one JSON log line per request (production), discarded
    },
  );
  let stderr = '';
  child.stderr.on('data', (d) => {
    stderr = (stderr + d).slice(-4000);
  });
  children.add(child);
  child.on('exit', () => children.delete(child));
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; ; i++) {
    try {
      if ((await fetch(`${base}/readyz`)).ok) break;
    } catch {}
    if (child.exitCode !== null || i > 600) throw new Error(`server did not start:\n${stderr}`);
    await sleep(100);
  }
  return { base, child, stderr: () => stderr };
}

/**
 * Waits until the app has applied the reliability queue (it drains in the background after each
 * commit). The setup's acceptances queue up to 24,000 recounts, which a starting app drains in
 * several seconds of PostgreSQL: without this, the first case measured would pay for them, and a
 * settlement case for the warm-up's. Logs what it waited for.
 */
async function untilReliabilityQueueDrained(what) {
  const started = performance.now();
  const first = await withDatabase(async (c) => {
    const queued = async () => (await c.query('SELECT count(*)::int AS n FROM reliability_queue')).rows[0].n;
    const atStart = await queued();
    for (let left = atStart; left > 0; left = await queued()) {
      if (performance.now() - started > 120_000) throw new Error(`the reliability queue still holds ${left} rows`);
      await sleep(100);
    }
    return atStart;
  });
  if (first > 0)
    console.log(
      `  ${what}: waited ${((performance.now() - started) / 1000).toFixed(1)} s for the app to apply ${first} queued reliability recounts`,
    );
}

async function startFloor() {
  const child = spawn(process.execPath, [path.join(root, 'scripts/bench/floor-server.mjs')], {
    env: { ...process.env, DATABASE_URL: databaseUrl, PORT: '0', POOL: '10' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  children.add(child);
  child.on('exit', () => children.delete(child));
  const port = await new Promise((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (d) => {
      out += d;
      const m = /floor listening on (\d+)/.exec(out);
      if (m) resolve(Number(m[1]));
    });
    child.on('exit', (code) => reject(new Error(`floor server exited (${code})`)));
  });
  return { base: `http://127.0.0.1:${port}`, child };
}

async function stopChild(child) {
  if (!child || child.exitCode !== null) return;
  const done = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  await Promise.race([done, sleep(20_000)]);
  if (child.exitCode === null) {
    child.kill('SIGKILL');
    await done;
  }
}
async function cleanup() {
  await Promise.all([...children].map(stopChild));
}

// ---------------------------------------------------------------------------------------------------
// One measurement
// ---------------------------------------------------------------------------------------------------
/** Sends one request outside the load, to check that the operation really works. */
async function probe(base, req) {
  const send = () => fetch(base + req.path, { method: req.method, headers: { ...req.headers }, body: req.body });
  // A kept-alive socket the server has just closed fails once: try again on a new one.
  const res = await send().catch(() => sleep(100).then(send));
  const text = await res.text();
  if (res.status >= 300 || /"errors"\s*:/.test(text))
    throw new Error(`${req.method} ${req.path} → ${res.status} ${text.slice(0, 300)}`);
}

function run(base, connections, duration, nextRequest) {
  return new Promise((resolve, reject) => {
    let gqlErrors = 0;
    let fillers = 0;
    let exhausted = false;
    const instance = autocannon(
      {
        url: base,
        connections,
        duration,
        pipelining: 1,
        timeout: 10,
        requests: [
          {
            setupRequest: (req) => {
              const r = nextRequest();
              if (!r) {
                if (!exhausted) {
                  exhausted = true;
                  setImmediate(() => instance.stop());
                }
                fillers++; // answered 200 but not the operation: not counted
                return { ...req, method: 'GET', path: '/healthz', headers: {}, body: undefined };
              }
              return { ...req, ...r, headers: { ...r.headers } }; // a copy: autocannon adds content-length to it
            },
            onResponse: (status, body) => {
              if (status === 200 && body && body.includes('"errors"')) gqlErrors++;
            },
          },
        ],
      },
      (err, result) => (err ? reject(err) : resolve({ result, gqlErrors, fillers, exhausted, times })),
    );
    // Every response's time, for the p95 autocannon does not report (the target is a p95).
    const times = [];
    instance.on('response', (_client, _status, _bytes, ms) => times.push(ms));
  });
}

/** The q-quantile of some response times (ms), nearest rank. */
function quantile(times, q) {
  if (!times?.length) return null;
  const sorted = Float64Array.from(times).sort();
  return Math.round(sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]);
}

function summarize({ result, gqlErrors, fillers = 0, times }) {
  const ok = result['2xx'] - gqlErrors - fillers;
  return {
    rps: Math.round(ok / Math.max(0.001, result.duration)),
    p50: result.latency.p50,
    p95: quantile(times, 0.95),
    p975: result.latency.p97_5,
    p99: result.latency.p99,
    errors: result.non2xx + result.errors + result.timeouts + gqlErrors,
    total: result.requests.total - fillers,
  };
}

/** Browse Coaches, first page, 20 coaches with pictures: what a phone downloads (JSON raw and gzip, thumbnails). */
const pages = [];
async function measurePages(base) {
  const first = await (await fetch(`${base}/api/coaches?limit=20`)).json();
  if (pool.length) {
    await withDatabase((c) =>
      c.query(
        `UPDATE profiles SET picture = ($2::text[])[1 + abs(hashtext(user_id::text)) % array_length($2::text[], 1)], image_source = 'upload'
                    WHERE user_id = ANY($1::uuid[]) AND picture IS NULL`,
        [first.map((x) => x.id), pool],
      ),
    );
  }
  const gqlRes = await fetch(`${base}/graphql`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ query: Q.coachesPage, variables: {} }),
  });
  const gqlText = await gqlRes.text();
  const restText = await (await fetch(`${base}/api/coaches?limit=20`)).text();
  const urls = JSON.parse(restText)
    .map((x) => x.profile.profile_image)
    .filter(Boolean);
  const thumbs = await Promise.all(urls.map(async (u) => (await (await fetch(base + u)).arrayBuffer()).byteLength));
  for (const [transport, text] of [
    ['GraphQL', gqlText],
    ['REST', restText],
  ]) {
    pages.push({
      transport,
      coaches: 20,
      pictured: urls.length,
      raw: Buffer.byteLength(text),
      gzip: gzipSync(text).length,
      dataUrls: (text.match(/data:image/g) ?? []).length,
      thumbMax: Math.max(0, ...thumbs),
      thumbAvg: thumbs.length ? Math.round(thumbs.reduce((a, b) => a + b, 0) / thumbs.length) : 0,
    });
  }
  for (const p of pages)
    console.log(
      `  coaches page ${p.transport}: ${p.pictured}/20 with pictures, ${(p.raw / 1024).toFixed(1)} KB JSON, ${(p.gzip / 1024).toFixed(1)} KB gzip, thumbnails ≤ ${(p.thumbMax / 1024).toFixed(1)} KB`,
    );
}

const results = []; // {workers, op, transport, connections, rps, p50, p975, p99, errors}
/**
 * One operation at each connection count, with the CPU each request cost the serving processes (`pid`
 * and its workers) and PostgreSQL's backends of the bench database: unlike the rate and the latency,
 * that hardly moves with what else the machine runs, so it is what compares two builds.
 */
async function measure(label, base, workers, op, transport, nextRequest, pid) {
  if (!nextRequest) return;
  const sample = nextRequest();
  if (!sample) {
    console.log(`  ${label}: nothing left to send, skipped`);
    return;
  }
  try {
    await probe(base, sample);
  } catch (err) {
    console.log(`  ${label}: FAILS: ${err.message}${err.cause ? ` (${err.cause.message ?? err.cause})` : ''}`);
    return;
  }
  if (opts.warmup > 0) await run(base, 8, opts.warmup, nextRequest);
  for (const c of opts.connections) {
    const before = await cpuNow(pid);
    const r = await run(base, c, opts.duration, nextRequest);
    const spent = cpuSpent(before, await cpuNow(pid));
    const s = summarize(r);
    const per = (ns) => Math.round(ns / 1000 / Math.max(1, r.result.requests.total));
    const cpu = { app: per(spent.app), db: per(spent.db) };
    // A case that ran out of work (no free seat left) answered fillers too: its figures are not the operation's.
    results.push({ workers, op, transport, connections: c, ...s, cpu, ranOut: r.exhausted });
    console.log(
      `  ${label.padEnd(26)} c=${String(c).padStart(2)}  ${String(s.rps).padStart(6)} req/s  p50 ${fmt(s.p50)}  p95 ${fmt(s.p95)}  p97.5 ${fmt(s.p975)}  p99 ${fmt(s.p99)}  CPU/req ${cpu.app} + ${cpu.db} µs${s.errors ? `  errors ${s.errors}` : ''}${r.exhausted ? '  RAN OUT (not a measurement)' : ''}`,
    );
  }
}
const fmt = (ms) =>
  `${Number(ms)
    .toFixed(ms < 10 ? 1 : 0)
    .padStart(5)} ms`;

/**
 * "For you" first visits (op `matches-first`): every matcher once, at 8 connections, with no list
 * kept (migration KeptMatchLists), so each visit runs the four searches and keeps its answer. What a
 * member waits the first time, and after a change in one of their categories; `matches` then
 * measures the visits that read the kept list.
 */
async function measureFirstVisits(label, base, workers, transport, request) {
  await withDatabase((c) => c.query(`DELETE FROM match_lists`));
  // Eight members at a time, each visiting once (autocannon would go on past the last one).
  const latencies = [];
  let next = 0;
  let errors = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: 8 }, async () => {
      while (next < matchers.length) {
        const r = request(matchers[next++]);
        const t0 = performance.now();
        const res = await fetch(base + r.path, { method: r.method, headers: r.headers });
        await res.arrayBuffer();
        latencies.push(performance.now() - t0);
        if (res.status !== 200) errors++;
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  const at = (q) => quantile(latencies, q);
  const s = {
    rps: Math.round(latencies.length / seconds),
    p50: at(0.5),
    p95: at(0.95),
    p975: at(0.975),
    p99: at(0.99),
    errors,
    total: latencies.length,
  };
  results.push({ workers, op: 'matches-first', transport, connections: 8, ...s });
  console.log(
    `  ${label.padEnd(26)} c= 8  ${String(s.rps).padStart(6)} req/s  p50 ${fmt(s.p50)}  p95 ${fmt(s.p95)}  p97.5 ${fmt(s.p975)}  p99 ${fmt(s.p99)}  (${s.total} members)${s.errors ? `  errors ${s.errors}` : ''}`,
  );
}
const firstVisit = {
  floor: (m) => ({ method: 'GET', path: `/matches?user=${m.id}` }),
  rest: (m) => ({ method: 'GET', path: '/api/matches', headers: { authorization: `Bearer ${m.token}` } }),
};

/**
 * What a server's autovacuum does between a bench's phases, done by hand where it is off: the
 * tables the earlier cases churned (the reliability queue, the match queue, the requests the sends
 * wrote) vacuumed and analyzed, so that a settlement case does not measure the dead rows the ones
 * before it left. Returns the tables vacuumed.
 */
async function vacuumAsAutovacuumWould() {
  if (!autovacuumOff) return [];
  return withDatabase(async (c) => {
    const { rows } = await c.query(
      `SELECT format('%I.%I', schemaname, relname) AS name FROM pg_stat_user_tables WHERE n_dead_tup > 1000 ORDER BY n_dead_tup DESC`,
    );
    for (const { name } of rows) await c.query(`VACUUM (ANALYZE) ${name}`);
    return rows.map((r) => r.name);
  });
}

const settlements = [];
let appPid = 0;
let settleWarmed = false;
async function measureSettlements(base, workers, connections) {
  const vacuumed = await vacuumAsAutovacuumWould();
  if (vacuumed.length)
    console.log(`  autovacuum is off on this server: vacuumed ${vacuumed.join(', ')} before this case`);
  // The settlement path warmed once, as every read case is (its prepared statements on each of the
  // pool's connections, the functions' plans in each backend): a few seconds of settlements, not counted.
  if (!settleWarmed && opts.warmup > 0) {
    settleWarmed = true;
    const end = Math.min(accepted.length, settleAt + SETTLE_WARMUP_MAX);
    await run(base, connections, opts.warmup, () => (settleAt < end ? settleRequest() : undefined));
  }
  await untilReliabilityQueueDrained(`settlements c=${connections}`);
  const left = accepted.length - settleAt;
  if (left < 100) {
    console.log(`  settlements c=${connections}: no accepted requests left`);
    return;
  }
  // Share what is left between the remaining cases, so that each runs out (stops early) rather than none.
  const cases = opts.settle.length * opts.workers.length;
  const warmups = opts.warmup > 0 ? Math.min(accepted.length, SETTLE_WARMUP_MAX) : 0;
  const quota = Math.max(100, Math.floor((accepted.length - warmups) / cases));
  const end = Math.min(accepted.length, settleAt + quota);
  const next = () => (settleAt < end ? settleRequest() : undefined);
  const cpuBefore = await cpuNow(appPid);
  const started = performance.now();
  const r = await run(base, connections, opts.duration, next);
  const seconds = r.exhausted ? (performance.now() - started) / 1000 : r.result.duration;
  const cpuAfter = await cpuNow(appPid);
  const s = summarize(r);
  const done = r.result['2xx'] - r.gqlErrors - r.fillers;
  s.rps = Math.round(done / seconds);
  // CPU per settlement (µs), which unlike the rate does not depend on what else runs on the machine.
  const spent = cpuSpent(cpuBefore, cpuAfter);
  const per = (k) => Math.round(spent[k] / 1000 / Math.max(1, done));
  const cpu = { app: per('app'), db: per('db'), listen: per('listen'), load: per('load') };
  settlements.push({ workers, connections, ...s, seconds, cpu, uptime: loadAverage() });
  console.log(
    `  settlements (REST)        c=${String(connections).padStart(2)}  ${String(s.rps).padStart(6)} /s     p50 ${fmt(s.p50)}  p97.5 ${fmt(s.p975)}  p99 ${fmt(s.p99)}  (${done} in ${seconds.toFixed(1)} s)${s.errors ? `  errors ${s.errors}` : ''}`,
  );
  console.log(
    `    CPU per settlement: app ${cpu.app} µs, PostgreSQL backends ${cpu.db} µs (LISTEN ${cpu.listen} µs), load generator ${cpu.load} µs; load average ${loadAverage()}`,
  );
}

// ---------------------------------------------------------------------------------------------------
// The run
// ---------------------------------------------------------------------------------------------------
const started = new Date();
let ledgerOk = null;
let reliabilityOk = null;
/** Settled requests against their ledger entries and notifications (`countSettled`). */
let settledOnce = null;

/** Runs one of the server's checks (`npm run ledger:check`, `reliability:check`) on the bench database; true when it passes. */
async function runCheck(script) {
  const check = spawn(process.execPath, [path.join(root, 'server/dist/server/src/cli', script)], {
    env: { ...process.env, DATABASE_URL: databaseUrl },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  check.stdout.on('data', (d) => (out += d));
  check.stderr.on('data', (d) => (out += d));
  const ok = (await new Promise((r) => check.on('exit', r))) === 0;
  console.log(
    out
      .trim()
      .split('\n')
      .map((l) => `  ${l}`)
      .join('\n'),
  );
  return ok;
}

/** Of the requests the settlement cases sent: how many are completed, and their settlement entries and notices. */
async function countSettled(ids) {
  const { rows } = await withDatabase((c) =>
    c.query(
      `SELECT (SELECT count(*)::int FROM exchange_requests WHERE id = ANY($1::uuid[]) AND status = 'completed') AS completed,
              (SELECT count(*)::int FROM ledger_entries WHERE idempotency_key = ANY(SELECT 'settle:' || i FROM unnest($1::uuid[]) i)) AS entries,
              (SELECT count(*)::int FROM notifications WHERE type = 'exchange_completed' AND reference = ANY(SELECT i::text FROM unnest($1::uuid[]) i)) AS notices`,
      [ids],
    ),
  );
  const r = rows[0];
  console.log(
    `  settled: ${r.completed} requests completed, ${r.entries} settlement entries, ${r.notices} notifications`,
  );
  return { ...r, ok: r.completed === r.entries && r.completed === r.notices };
}
let notifyOk = null;
/** The reads a replica may serve (docs/scaling.md) that the bench prices through one. */
const REPLICA_OPS = ['discover', 'coaches'];
const replicaResults = [];
let replicaServed = 0;
try {
  const readOps = opts.ops.filter((o) => make[o].floor);
  if (readOps.length) {
    console.log('floor (pg + node:http, one process, pool 10):');
    const floor = await startFloor();
    if (readOps.includes('matches'))
      await measureFirstVisits('matches first visit floor', floor.base, 0, 'floor', firstVisit.floor);
    for (const op of readOps) await measure(`${op} floor`, floor.base, 0, op, 'floor', make[op].floor, floor.child.pid);
    await stopChild(floor.child);
  }
  for (const workers of opts.workers) {
    console.log(`app, WEB_CONCURRENCY=${workers}:`);
    const app = await startApp(workers);
    await untilReliabilityQueueDrained('app started');
    if (workers === opts.workers[0]) await measurePages(app.base);
    for (const op of opts.ops) {
      if (op === 'matches' && workers === opts.workers[0])
        await measureFirstVisits('matches first visit REST', app.base, workers, 'rest', firstVisit.rest);
      for (const transport of opts.transports)
        await measure(
          `${op} ${transport === 'rest' ? 'REST' : 'GraphQL'}`,
          app.base,
          workers,
          op,
          transport,
          make[op][transport],
          app.child.pid,
        );
    }
    appPid = app.child.pid;
    for (const c of opts.settle) await measureSettlements(app.base, workers, c);
    await stopChild(app.child);
  }
  const replicaOps = opts.ops.filter((o) => REPLICA_OPS.includes(o));
  if (opts.replica && replicaOps.length) {
    console.log(`app with a read replica, WEB_CONCURRENCY=${opts.workers[0]}:`);
    const app = await startApp(opts.workers[0], { DATABASE_REPLICA_URLS: opts.replica });
    const primaryOnly = results.length;
    for (const op of replicaOps)
      for (const transport of opts.transports)
        await measure(
          `${op} ${transport === 'rest' ? 'REST' : 'GraphQL'} (replica)`,
          app.base,
          opts.workers[0],
          op,
          transport,
          make[op][transport],
          app.child.pid,
        );
    // Kept apart from the primary-only rows: the tables above compare those with the floor.
    replicaResults.push(...results.splice(primaryOnly));
    const readyz = await (await fetch(`${app.base}/readyz`)).json();
    replicaServed = (readyz.replicas ?? []).map((r) => r.reads ?? 0).reduce((a, b) => a + b, 0);
    await stopChild(app.child);
  }
  // What the settlements wrote: each completed request once in the ledger and once in its other
  // party's notifications, none lost and none twice.
  if (settleAt > 0) settledOnce = await countSettled(accepted.slice(0, settleAt).map((r) => r.id));
  // The ledger and the reliability counters after all that (the app is stopped: its queue drained).
  ledgerOk = await runCheck('ledger-check.js');
  reliabilityOk = await runCheck('reliability-check.js');
  // Live events last, alone on the machine: subscribers over two instances (scripts/bench-notify.mjs,
  // its own scratch database on the same PostgreSQL server; it writes its own section of the docs).
  if (opts.notify.length) {
    await waitForQuietDatabase();
    const server = new URL(databaseUrl);
    server.pathname = '/postgres';
    const notify = spawn(
      process.execPath,
      [path.join(root, 'scripts/bench-notify.mjs'), ...opts.notify.map(String), ...(opts.docs ? [] : ['--no-docs'])],
      {
        env: { ...process.env, BENCH_DATABASE_URL: server.toString() },
        stdio: 'inherit',
      },
    );
    notifyOk = (await new Promise((r) => notify.on('exit', r))) === 0;
  }
} finally {
  await cleanup();
}

/**
 * Before the live-events run, the database server settles: dirty pages written (CHECKPOINT) and no
 * autovacuum worker or other query left running, so that the subscribers are measured alone, as the
 * section says. Straight after the settlements, one run measured 10,000 subscribers at p99 206 ms,
 * against 48 ms for the same run alone on the same machine.
 */
async function waitForQuietDatabase(limitMs = 300_000) {
  const started = Date.now();
  await withDatabase(async (server) => {
    // A CHECKPOINT needs a superuser or pg_checkpoint; without either, the wait is for the workers alone.
    await server.query('CHECKPOINT').catch((error) => console.log(`bench: no CHECKPOINT (${error.message})`));
    for (;;) {
      const { rows } = await server.query(
        `SELECT count(*)::int AS busy FROM pg_stat_activity
          WHERE backend_type = 'autovacuum worker'
             OR (backend_type = 'client backend' AND state = 'active' AND pid <> pg_backend_pid())`,
      );
      if (rows[0].busy === 0) break;
      if (Date.now() - started > limitMs) {
        console.log(
          `bench: the database is still busy after ${limitMs / 1000} s (${rows[0].busy} backends); measuring anyway`,
        );
        break;
      }
      await sleep(1000);
    }
  }, 'bench-quiet');
  console.log(
    `bench: the database was quiet ${((Date.now() - started) / 1000).toFixed(1)} s after the settlements' checks`,
  );
}

// ---------------------------------------------------------------------------------------------------
// Report
// ---------------------------------------------------------------------------------------------------
const floorOf = (op, c) => results.find((r) => r.transport === 'floor' && r.op === op && r.connections === c);
const lines = [];
const verdicts = [];
const baseWorkers = opts.workers[0];
lines.push(
  `| operation | transport | conns | req/s | p50 (ms) | p95 (ms) | p97.5 (ms) | p99 (ms) | floor req/s | API / floor | CPU µs/request: server · PostgreSQL | errors |`,
);
lines.push(`|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|`);
for (const r of results.filter((x) => x.workers === baseWorkers || x.transport === 'floor')) {
  const f = r.transport === 'floor' ? undefined : floorOf(r.op, r.connections);
  const ratio = f && f.rps > 0 ? r.rps / f.rps : undefined;
  lines.push(
    `| ${r.op}${r.ranOut ? ' (ran out: not a measurement)' : ''} | ${r.transport === 'rest' ? 'REST' : r.transport === 'graphql' ? 'GraphQL' : 'floor'} | ${r.connections} | ${r.rps} | ${r.p50} | ${r.p95 ?? '—'} | ${r.p975} | ${r.p99} | ${f ? f.rps : '—'} | ${ratio === undefined ? '—' : `${Math.round(ratio * 100)} %`} | ${r.cpu ? `${r.cpu.app} · ${r.cpu.db}` : '—'} | ${r.errors} |`,
  );
  // The floor's targets: at 8 connections, at least 70 % of its throughput and a p97.5 within 1.5 × its own
  // (For you's first visits, which run the searches a kept list saves, are shown but not held to it).
  if (ratio !== undefined && r.connections === 8 && r.op !== 'matches-first')
    verdicts.push({
      kind: 'ratio',
      op: r.op,
      transport: r.transport,
      connections: r.connections,
      ratio,
      p975: r.p975,
      floorP975: f.p975,
      met: ratio >= 0.7 && r.p975 <= 1.5 * f.p975,
    });
}
for (const r of results.filter(
  (x) => x.op === 'discover' && x.connections === 8 && x.workers === baseWorkers && x.transport !== 'floor',
)) {
  verdicts.push({ kind: 'discover-p97.5', transport: r.transport, value: r.p975, met: r.p975 <= 30 });
}
for (const r of results.filter(
  (x) => x.op === 'coaches' && x.connections === 8 && x.workers === baseWorkers && x.transport !== 'floor',
)) {
  verdicts.push({ kind: 'coaches-p97.5', transport: r.transport, value: r.p975, met: r.p975 <= 60 });
}
const pageLines = [
  `| transport | coaches with pictures | JSON (KB) | gzip (KB) | data URLs | largest thumbnail (KB) | mean thumbnail (KB) |`,
  `|---|---:|---:|---:|---:|---:|---:|`,
];
for (const p of pages) {
  pageLines.push(
    `| ${p.transport} | ${p.pictured} of ${p.coaches} | ${(p.raw / 1024).toFixed(1)} | ${(p.gzip / 1024).toFixed(1)} | ${p.dataUrls} | ${(p.thumbMax / 1024).toFixed(1)} | ${(p.thumbAvg / 1024).toFixed(1)} |`,
  );
  verdicts.push({
    kind: 'page',
    transport: p.transport,
    gzip: p.gzip,
    thumbMax: p.thumbMax,
    met: p.gzip <= 60 * 1024 && p.thumbMax <= 15 * 1024,
  });
}
// Booking a seat: p97.5 ≤ 40 ms at 8 connections, each transport.
for (const r of results.filter(
  (x) => x.op === 'book' && x.connections === 8 && x.workers === baseWorkers && x.transport !== 'floor',
)) {
  verdicts.push({
    kind: 'book-p97.5',
    transport: r.transport,
    value: r.ranOut ? 'ran out of free seats, not measured' : `${r.p975} ms`,
    met: !r.ranOut && r.p975 <= 40,
  });
}
// The target: /api/matches p95 ≤ 50 ms at 8 connections (from every response's time; p97.5 beside it).
for (const r of results.filter(
  (x) => x.op === 'matches' && x.connections === 8 && x.workers === baseWorkers && x.transport !== 'floor',
)) {
  verdicts.push({
    kind: 'matches-p95',
    transport: r.transport,
    value: r.p95,
    p975: r.p975,
    met: r.p95 !== null && r.p95 <= 50,
  });
}
const scaling = [];
if (opts.workers.length > 1) {
  scaling.push(
    `| operation | transport | conns | ${opts.workers.map((w) => `N=${w} req/s`).join(' | ')} | N=${opts.workers.at(-1)} / N=${opts.workers[0]} | N=${opts.workers.at(-1)} p97.5 (ms) |`,
  );
  scaling.push(`|---|---|---:|${opts.workers.map(() => '---:').join('|')}|---:|---:|`);
  for (const r of results.filter((x) => x.workers === opts.workers[0] && x.transport !== 'floor')) {
    const row = opts.workers.map((w) =>
      results.find(
        (x) => x.workers === w && x.op === r.op && x.transport === r.transport && x.connections === r.connections,
      ),
    );
    const last = row.at(-1);
    scaling.push(
      `| ${r.op} | ${r.transport === 'rest' ? 'REST' : 'GraphQL'} | ${r.connections} | ${row.map((x) => (x ? x.rps : '—')).join(' | ')} | ${last && r.rps ? `${(last.rps / r.rps).toFixed(2)}×` : '—'} | ${last ? last.p975 : '—'} |`,
    );
  }
}
const replicaLines = [];
if (replicaResults.length) {
  replicaLines.push(
    '| operation | transport | conns | primary req/s | with replica req/s | primary p97.5 (ms) | with replica p97.5 (ms) | p97.5 change |',
    '|---|---|---:|---:|---:|---:|---:|---:|',
  );
  for (const r of replicaResults) {
    const p = results.find(
      (x) => x.workers === r.workers && x.op === r.op && x.transport === r.transport && x.connections === r.connections,
    );
    if (!p) continue;
    const change = (r.p975 - p.p975) / p.p975;
    replicaLines.push(
      `| ${r.op} | ${r.transport === 'rest' ? 'REST' : 'GraphQL'} | ${r.connections} | ${p.rps} | ${r.rps} | ${p.p975} | ${r.p975} | ${change >= 0 ? '+' : ''}${Math.round(change * 100)} % |`,
    );
    if (r.connections === 8)
      verdicts.push({ kind: 'replica-routing', op: r.op, transport: r.transport, change, met: change <= 0.05 });
  }
  replicaLines.push('', `Reads the replica served during those cases: ${replicaServed.toLocaleString('en')}.`);
}
const settleLines = [
  `| workers | conns | settlements/s | p50 (ms) | p97.5 (ms) | p99 (ms) | completed | errors | CPU µs/settlement: app · PostgreSQL · load generator | load average |`,
  `|---:|---:|---:|---:|---:|---:|---:|---:|---|---|`,
];
for (const s of settlements)
  settleLines.push(
    `| ${s.workers} | ${s.connections} | ${s.rps} | ${s.p50} | ${s.p975} | ${s.p99} | ${s.total - s.errors} | ${s.errors} | ${s.cpu.app} · ${s.cpu.db} · ${s.cpu.load} | ${s.uptime} |`,
  );
// Settlements at the commit rate: 1,000/s at 8 connections and 1,500/s at 32.
const SETTLEMENT_TARGETS = { 8: 1000, 32: 1500 };
for (const s of settlements.filter((x) => x.workers === baseWorkers && SETTLEMENT_TARGETS[x.connections]))
  verdicts.push({
    kind: 'settlements',
    connections: s.connections,
    value: s.rps,
    target: SETTLEMENT_TARGETS[s.connections],
    met: s.rps >= SETTLEMENT_TARGETS[s.connections],
  });

console.log('\n' + lines.join('\n'));
if (scaling.length) console.log('\n' + scaling.join('\n'));
if (replicaLines.length) console.log('\n' + replicaLines.join('\n'));
if (settlements.length) console.log('\n' + settleLines.join('\n'));
console.log('\ntargets:');
const ratioMiss = verdicts.filter((v) => v.kind === 'ratio' && !v.met);
const ratioAll = verdicts.filter((v) => v.kind === 'ratio');
const targetText = [];
if (ratioAll.length)
  targetText.push(
    `- reads at 8 connections ≥ 70 % of their floor's throughput, p97.5 ≤ 1.5 × the floor's: ${ratioMiss.length ? `**missed** in ${ratioMiss.length} of ${ratioAll.length} cases (${ratioMiss.map((v) => `${v.op} ${v.transport === 'rest' ? 'REST' : 'GraphQL'}: ${Math.round(v.ratio * 100)} %, p97.5 ${v.p975} ms against ${v.floorP975} ms`).join('; ')})` : `met in all ${ratioAll.length} cases`}`,
  );
for (const v of verdicts.filter((x) => x.kind === 'discover-p97.5'))
  targetText.push(
    `- discover p97.5 ≤ 30 ms at 8 connections (${v.transport === 'rest' ? 'REST' : 'GraphQL'}): ${v.value} ms — ${v.met ? 'met' : '**missed**'}`,
  );
for (const v of verdicts.filter((x) => x.kind === 'book-p97.5'))
  targetText.push(
    `- booking a seat p97.5 ≤ 40 ms at 8 connections (${v.transport === 'rest' ? 'REST' : 'GraphQL'}): ${v.value} — ${v.met ? 'met' : '**missed**'}`,
  );
for (const v of verdicts.filter((x) => x.kind === 'coaches-p97.5'))
  targetText.push(
    `- Browse Coaches p97.5 ≤ 60 ms at 8 connections (${v.transport === 'rest' ? 'REST' : 'GraphQL'}): ${v.value} ms — ${v.met ? 'met' : '**missed**'}`,
  );
for (const v of verdicts.filter((x) => x.kind === 'page'))
  targetText.push(
    `- Browse Coaches page of 20 coaches with pictures ≤ 60 KB gzip + thumbnails ≤ 15 KB (${v.transport}): ${(v.gzip / 1024).toFixed(1)} KB, thumbnails ≤ ${(v.thumbMax / 1024).toFixed(1)} KB — ${v.met ? 'met' : '**missed**'}`,
  );
for (const r of results.filter((x) => x.op === 'matches-first' && x.transport !== 'floor'))
  targetText.push(
    `- matches (For you) first visits, the searches, each member once (REST, 8 connections): p50 ${r.p50} ms, p95 ${r.p95} ms, p97.5 ${r.p975} ms (not a target: what a member waits the first time and after a change in their categories)`,
  );
for (const v of verdicts.filter((x) => x.kind === 'matches-p95'))
  targetText.push(
    `- matches (For you) p95 ≤ 50 ms at 8 connections (${v.transport === 'rest' ? '\`/api/matches\`' : 'GraphQL'}): ${v.value} ms (p97.5 ${v.p975} ms) — ${v.met ? 'met' : '**missed**'}`,
  );
for (const v of verdicts.filter((x) => x.kind === 'replica-routing'))
  targetText.push(
    `- ${v.op} through a read replica ≤ 5 % slower at p97.5, 8 connections (${v.transport === 'rest' ? 'REST' : 'GraphQL'}): ${v.change >= 0 ? '+' : ''}${Math.round(v.change * 100)} % — ${v.met ? 'met' : '**missed**'}`,
  );
for (const v of verdicts.filter((x) => x.kind === 'settlements'))
  targetText.push(
    `- settlements ≥ ${v.target.toLocaleString('en')}/s at ${v.connections} connections: ${v.value}/s — ${v.met ? 'met' : '**missed**'}`,
  );
targetText.push(
  `- \`ledger:check\` after the bench: ${ledgerOk === null ? 'not run' : ledgerOk ? 'passes' : '**FAILS**'}`,
  `- \`reliability:check\` after the bench: ${reliabilityOk === null ? 'not run' : reliabilityOk ? 'passes' : '**FAILS**'}`,
);
if (settledOnce)
  targetText.push(
    `- every settlement once in the ledger and once in the notifications: ${settledOnce.completed.toLocaleString('en')} requests completed, ${settledOnce.entries.toLocaleString('en')} settlement entries, ${settledOnce.notices.toLocaleString('en')} notifications — ${settledOnce.ok ? 'none lost, none twice' : '**MISMATCH**'}`,
  );
console.log(targetText.join('\n'));

if (opts.docs) {
  const cpu = cpus();
  const section = [
    '<!-- bench:api:start -->',
    `Measured ${started.toISOString().slice(0, 10)} by \`npm run bench\` on ${cpu.length} × ${cpu[0]?.model.trim()}, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}, ${size.pg.split(',')[0]}. ` +
      `Data (\`npm run seed:large\`): ${size.members.toLocaleString('en')} members (${pictured.toLocaleString('en')} with a picture, ${pool.length} distinct 30–200 KB JPEGs), ${size.services.toLocaleString('en')} services, ${size.requests.toLocaleString('en')} exchange requests, ` +
      `${size.sessions.toLocaleString('en')} sessions, ${size.testimonials.toLocaleString('en')} testimonials, ${size.notifications.toLocaleString('en')} notifications, ${size.entries.toLocaleString('en')} ledger entries. ` +
      `autocannon over loopback on the same machine, ${opts.duration} s per case after a ${opts.warmup} s warm-up; the app built, \`NODE_ENV=production\` (one JSON log line per request), ` +
      `pool of 10 connections per process. ${autovacuumOff && settlements.length ? "The server's autovacuum is off: before each settlement case the bench vacuumed the tables the cases before it left dead rows in, as autovacuum would have. " : ''}The floor is the same SQL (the built services' own methods over a bare \`pg.Pool\` of 10, plus the member lookup the authentication does) answered by a bare node:http server in one process. ` +
      `Discover: a word from a real title + that category + 1–5 EP, 20 per page; Coaches: one or two skills, 20 per page; Dashboard: \`me\` with balance, holds, level and achievements (REST \`/api/dashboard\`); ` +
      `Notifications: the 10 newest and the unread count; Send: a request for a 1-EP service by one of ${payers.length} members who can pay (tokens minted with the server's secret); ` +
      `Book: a free seat of an upcoming group session (1–5 EP, held in escrow) by one of ${joiners.length} other members who can pay, each group session at most once per member (${size.groupSessions.toLocaleString('en')} group sessions, ${size.seats.toLocaleString('en')} seats in the data).`,
    '',
    `### WEB_CONCURRENCY=${baseWorkers} against the floor`,
    '',
    ...lines,
    ...(scaling.length
      ? [
          '',
          `### Scaling: WEB_CONCURRENCY ${opts.workers.join(' → ')} (same machine: 2 cores shared by the app, PostgreSQL and autocannon)`,
          '',
          ...scaling,
        ]
      : []),
    ...(replicaLines.length
      ? [
          '',
          `### Reads through a read replica (a hot standby on the same machine; docs/scaling.md)`,
          '',
          ...replicaLines,
        ]
      : []),
    ...(pages.length
      ? ['', '### Browse Coaches page weight (first page, 20 coaches, all with pictures)', '', ...pageLines]
      : []),
    ...(settlements.length
      ? ['', '### Settlements (`POST /api/requests/:id/complete` on accepted requests)', '', ...settleLines]
      : []),
    '',
    '### Targets',
    '',
    ...targetText,
    '<!-- bench:api:end -->',
  ].join('\n');
  const file = path.join(root, 'docs/benchmarks.md');
  let doc = readFileSync(file, 'utf8');
  const re = /<!-- bench:api:start -->[\s\S]*<!-- bench:api:end -->/;
  if (re.test(doc)) doc = doc.replace(re, section);
  else doc = `${doc.trimEnd()}\n\n## API throughput against its floor (large data set)\n\n${section}\n`;
  writeFileSync(file, doc);
  console.log('\nbench: docs/benchmarks.md updated');
}
process.exit(ledgerOk === false || reliabilityOk === false || settledOnce?.ok === false || notifyOk === false ? 1 : 0);
