// `node scripts/bench/commit-floor.mjs [--connections 1,8,32] [--duration 5] [--settle] [--settle-only]`
//
// The floor of committed transactions per second on this machine: a bare loop of single-row
// INSERTs in autocommit (one commit = one WAL flush, unless several backends share one: group
// commit), over `pg` with N connections, as pgbench would do it. What the settlements of
// `npm run bench` can never beat, since each one commits at least once. Beside it, the same commits
// with a NOTIFY in each, and NOTIFYs alone.
//
// With --settle it also runs the settlement's one statement (`complete_exchange`, docs/ledger.md)
// straight from `pg` on accepted requests of DATABASE_URL (a scratch copy of the large
// seed: it completes them), with and without `SET synchronous_commit = off`: the database's share of a
// settlement, without HTTP, express or the app.
//
// Next to each rate: the CPU its PostgreSQL backends spent per operation (from /proc/<pid>/schedstat,
// so it does not depend on how busy the shared machine is, unlike the rate) and the client's own.
// `--settle-only` skips the commit loops; SETTLE_SETUP, SQL each settling connection runs first (e.g.
// `SET commit_delay = 300`), to try a setting on the settlements with synchronous commit.
//
// env: DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres). The commit loop writes to
// a scratch table `commit_floor` (logged, like the app's tables) it creates and drops.
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { readFileSync } from 'node:fs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const require = createRequire(path.join(root, 'server/package.json'));
const pg = require('pg');

const argv = process.argv.slice(2);
const arg = (name, fallback) => {
  const i = argv.indexOf(name);
  return i >= 0 ? argv[i + 1] : fallback;
};
const connections = arg('--connections', '1,8,32').split(',').map(Number);
const duration = Number(arg('--duration', '5'));
const settleOnly = argv.includes('--settle-only');
const settle = settleOnly || argv.includes('--settle');
const url = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** Nanoseconds a process has spent on a CPU (Linux; 0 elsewhere). */
function cpuNs(pid) {
  try {
    return Number(readFileSync(`/proc/${pid}/schedstat`, 'utf8').split(' ')[0]);
  } catch {
    return 0;
  }
}

/**
 * Runs `step(client)` in a loop on each of `n` connections for `duration` s; answers the count per
 * second and the CPU per operation, in µs, of the backends (`db`) and of this process (`client`).
 */
async function loop(n, setup, step) {
  const clients = await Promise.all(
    Array.from({ length: n }, async () => {
      const c = new pg.Client({ connectionString: url, application_name: 'commit-floor' });
      await c.connect();
      if (setup) await setup(c);
      c.pid = (await c.query('SELECT pg_backend_pid() AS pid')).rows[0].pid;
      return c;
    }),
  );
  let done = 0;
  let exhausted = false;
  const dbBefore = clients.reduce((sum, c) => sum + cpuNs(c.pid), 0);
  const clientBefore = process.cpuUsage();
  const end = performance.now() + duration * 1000;
  const started = performance.now();
  await Promise.all(
    clients.map(async (c) => {
      while (performance.now() < end && !exhausted) {
        if ((await step(c)) === false) exhausted = true;
        else done++;
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  const db = clients.reduce((sum, c) => sum + cpuNs(c.pid), 0) - dbBefore;
  const { user, system } = process.cpuUsage(clientBefore);
  await Promise.all(clients.map((c) => c.end()));
  const per = (total) => (done ? Math.round(total / done) : 0);
  return { rate: Math.round(done / seconds), db: per(db / 1000), client: per(user + system) };
}
const show = ({ rate, db, client }) => `${String(rate).padStart(6)} (${db} µs db, ${client} µs client)`;

const admin = new pg.Client({ connectionString: url, application_name: 'commit-floor' });
await admin.connect();
const settings = Object.fromEntries(
  (
    await admin.query(
      `SELECT name, setting FROM pg_settings WHERE name IN ('synchronous_commit', 'fsync', 'wal_sync_method', 'commit_delay')`,
    )
  ).rows.map((r) => [r.name, r.setting]),
);
console.log(`settings: ${JSON.stringify(settings)}`);
if (!settleOnly)
  await admin.query(
    `DROP TABLE IF EXISTS commit_floor; CREATE TABLE commit_floor (id bigserial PRIMARY KEY, at timestamptz NOT NULL DEFAULT now(), payload text)`,
  );

const insert = (c) => c.query(`INSERT INTO commit_floor (payload) VALUES ('x')`);
// The same commit with a NOTIFY in it: PostgreSQL holds one lock for the whole cluster from a
// notifying transaction's commit until it has ended, its WAL flush included, so these cannot share
// a flush (why no transaction of the app that writes sends one: migration EventsAfterCommit).
const insertAndNotify = (c) =>
  c.query(
    `WITH i AS (INSERT INTO commit_floor (payload) VALUES ('x') RETURNING id) SELECT pg_notify('commit_floor', id::text) FROM i`,
  );
// A NOTIFY alone, as the app's publish after a commit sends it: it writes nothing, so it waits for no flush.
const notifyAlone = (c) => c.query(`SELECT pg_notify('commit_floor', 'x')`);
for (const n of settleOnly ? [] : connections) {
  const on = await loop(n, null, insert);
  const off = await loop(n, (c) => c.query(`SET synchronous_commit = off`), insert);
  const notifying = await loop(n, null, insertAndNotify);
  const notices = await loop(n, null, notifyAlone);
  const read = await loop(n, null, (c) => c.query(`SELECT 1`));
  console.log(
    `c=${String(n).padStart(2)}  commits/s ${show(on)} (synchronous_commit on)  ${show(off)} (off)  ${show(notifying)} (on, with a NOTIFY)  NOTIFYs alone/s ${show(notices)}  round trips/s ${show(read)} (SELECT 1)`,
  );
}
if (!settleOnly) await admin.query(`DROP TABLE commit_floor`);

if (settle) {
  // Accepted requests without open sessions: what the bench settles. Completed by their requester.
  const { rows } = await admin.query(`
    SELECT r.id, r.requester_id FROM exchange_requests r
     WHERE r.status = 'accepted' AND r.session_date IS NOT NULL
       AND NOT EXISTS (SELECT 1 FROM sessions s WHERE s.exchange_request_id = r.id AND s.status IN ('pending', 'accepted'))
     ORDER BY random()`);
  let at = 0;
  const complete = async (c) => {
    const r = rows[at++];
    if (!r) return false;
    const {
      rows: [out],
    } = await c.query(
      `SELECT * FROM complete_exchange($1, NULL, $2, '{"text": "exchangeCompleted", "values": {}}', false)`,
      [r.requester_id, r.id],
    );
    if (out.outcome !== 'completed') throw new Error(`complete_exchange: ${out.outcome}`);
  };
  for (const n of connections) {
    const on = await loop(n, process.env.SETTLE_SETUP ? (c) => c.query(process.env.SETTLE_SETUP) : null, complete);
    const off = await loop(n, (c) => c.query(`SET synchronous_commit = off`), complete);
    console.log(
      `c=${String(n).padStart(2)}  complete_exchange/s ${show(on)} (synchronous_commit on)  ${show(off)} (off)   [${rows.length - at} accepted left]`,
    );
  }
}
await admin.end();
