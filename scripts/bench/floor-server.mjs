// The FLOOR of `npm run bench`: the app's own read SQL, sent with `pg` directly, answered as JSON by a
// bare node:http server — no express, no Apollo, no TypeORM, no JWT. It runs the built services'
// methods (server/dist) over a thin `pg.Pool` adapter, so the statements, their parameters and their
// order are exactly the app's; the member is named by a query parameter instead of a token, and looked
// up with one `SELECT … FROM users WHERE id = $1` as the app's authentication does.
//
// env: DATABASE_URL, PORT (0 = any), POOL (default 10, the app's pool size per process).
// Prints `floor listening on <port>` when ready; SIGTERM stops it.
import http from 'node:http';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const require = createRequire(path.join(root, 'server/package.json'));
const pg = require('pg');
const dist = (p) => import(pathToFileURL(path.join(root, 'server/dist/server/src', p)).href);

await import('reflect-metadata');
const { ServiceService } = await dist('modules/catalogue/service.service.js');
const { NotificationService } = await dist('modules/notifications/notification.service.js');
const { LedgerService } = await dist('modules/ledger/ledger.service.js');
const { ledgerSources } = await dist('app/ledger-sources.js');
const { AchievementService } = await dist('modules/exchanges/achievement.service.js');
const { MatchService } = await dist('modules/swaps/match.service.js');
const { prepareTransactionStatements } = await dist('db/typed-query.js');

const pool = new pg.Pool({
  connectionString: process.env.DATABASE_URL,
  max: Number(process.env.POOL || 10),
  application_name: 'bench-floor',
});
/**
 * What the services call on a DataSource or EntityManager: query(sql, params) → rows. Its `driver`
 * is the pool, and it is marked as the app marks its DataSource on a server PostgreSQL, so the
 * services' hot reads are prepared on the pool here too (planned once per connection), as in the app.
 */
const db = { query: (sql, params) => pool.query(sql, params).then((r) => r.rows), driver: { master: pool } };
db.manager = db;
prepareTransactionStatements(db);
const categories = (await pool.query(`SELECT value, label, position FROM categories ORDER BY position`)).rows;
const catalogue = { categories: async () => categories, allCategories: async () => categories };

const services = new ServiceService(db, catalogue);
const notifications = new NotificationService(db, { publish: async () => {} });
const ledger = new LedgerService(ledgerSources);
const achievements = new AchievementService(db);
const matches = new MatchService(db, pool); // prepared on the pool, as the app does on a server PostgreSQL

async function member(id) {
  const [user] = await db.query(`SELECT * FROM users WHERE id = $1 LIMIT 1`, [id]);
  if (!user) throw Object.assign(new Error('no such member'), { status: 401 });
  return user;
}

const routes = {
  // Discover: search + category + cost range, one page of 20 (page + total count).
  async '/discover'(q) {
    const filter = { search: q.get('search') ?? undefined, category: q.get('category') ?? undefined };
    if (q.has('min')) filter.minCost = Number(q.get('min'));
    if (q.has('max')) filter.maxCost = Number(q.get('max'));
    return services.search(filter, { first: 20 });
  },
  // Browse Coaches with a skills filter, one page of 20 (coaches, total, their services).
  async '/coaches'(q) {
    return services.coaches({ skills: q.get('skills').split(',') }, { first: 20 });
  },
  // Dashboard: the member, wallet, holds, achievements and level.
  async '/dashboard'(q) {
    const user = await member(q.get('user'));
    const [points, held, progress] = await Promise.all([
      ledger.walletBalances(db, [user.id]),
      ledger.heldBalances(db, [user.id]),
      achievements.forMember(user.id),
    ]);
    return { user, energyPoints: points.get(user.id), energyOnHold: held.get(user.id), ...progress };
  },
  // The header's notifications: the 10 newest and the unread count.
  async '/notifications'(q) {
    const user = await member(q.get('user'));
    return notifications.recent(user.id);
  },
  // "For you": services for my needs, needs for me, swaps and rings, with the category labels (as /api/matches).
  async '/matches'(q) {
    const user = await member(q.get('user'));
    const [found, labels] = await Promise.all([matches.forMember(user.id), catalogue.allCategories()]);
    return { ...found, labels };
  },
};

const server = http.createServer(async (req, res) => {
  const url = new URL(req.url, 'http://floor');
  const route = routes[url.pathname];
  try {
    if (!route) throw Object.assign(new Error('not found'), { status: 404 });
    const body = JSON.stringify(await route(url.searchParams));
    res.writeHead(200, {
      'content-type': 'application/json; charset=utf-8',
      'content-length': Buffer.byteLength(body),
    });
    res.end(body);
  } catch (err) {
    res.writeHead(err.status ?? 500, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ detail: String(err.message ?? err) }));
  }
});
server.keepAliveTimeout = 65_000;
server.listen(Number(process.env.PORT || 0), '127.0.0.1', () =>
  console.log(`floor listening on ${server.address().port}`),
);
process.on('SIGTERM', () => {
  server.close();
  server.closeAllConnections?.();
  pool.end().finally(() => process.exit(0));
});
