// The app itself: main.ts imports it once tracing, if configured, is in place.
import 'reflect-metadata';
import cluster from 'node:cluster';
import { performance } from 'node:perf_hooks';
import { ConfigError, disabledFeatures, parseConfig, type Config } from './config/env.js';
import { configureLogger, logger } from './common/logger.js';
import { openDatabase } from './db/data-source.js';
import { DataFolderInUseError } from './db/embedded.js';
import { createMailer } from './common/mail/mailer.js';
import { createServices } from './app/services.js';
import { createSchema } from './app/graphql.js';
import { createHttpApp } from './app/http.js';
import { LocalEventBus, PgEventBus } from './common/events/event-bus.js';
import { stopTracing } from './common/tracing/tracing.js';

const started = performance.now();

let config;
try {
  config = parseConfig(process.env);
} catch (err) {
  if (err instanceof ConfigError) {
    console.error(err.message);
    process.exit(1);
  }
  throw err;
}
configureLogger({ json: config.nodeEnv === 'production' });
// One clear line per feature the configuration switches off (production refuses unsafe fallbacks);
// in cluster mode the primary says it once for all workers.
if (cluster.isPrimary) for (const line of disabledFeatures(config)) logger.warn(line);

// Cluster mode (WEB_CONCURRENCY > 1 on PostgreSQL): this process only forks and supervises the
// workers, which each run everything below. runClusterPrimary never returns.
if (cluster.isPrimary && config.webConcurrency > 1) {
  if (config.databaseUrl) await runClusterPrimary(config);
  logger.warn('WEB_CONCURRENCY is ignored with the embedded database (one process)');
}

let database: Awaited<ReturnType<typeof openDatabase>>;
try {
  database = await openDatabase(config);
} catch (err) {
  // Another process has the embedded folder open: say so plainly instead of a stack trace.
  if (err instanceof DataFolderInUseError) {
    console.error(err.message);
    process.exit(1);
  }
  throw err;
}
const mailer = createMailer({
  smtpUrl: config.smtpUrl,
  from: config.mailFrom,
  production: config.nodeEnv === 'production',
});
// Live events: in-process on the embedded database, LISTEN/NOTIFY across instances on PostgreSQL.
const bus = database.embedded
  ? new LocalEventBus()
  : new PgEventBus(database.url, (sql, params) => database.dataSource.query(sql, params));
if (bus instanceof PgEventBus) await bus.start();
const services = createServices(config, database.dataSource, mailer, bus);
await services.replicas?.start();
await services.adminRoles.bootstrap(config.adminEmails);
if (config.demoData) {
  const demo = await services.demo.load();
  if (demo.createdCoaches > 0) logger.info('demo data loaded', { coaches: demo.createdCoaches });
}
// The mail outbox's worker (docs/notifications.md): sends queued mail, and its sweep schedules reminders and digests.
services.outbox.start(() => services.mail.scheduleIfDue());
// The push outbox's worker (docs/notifications.md); idle when push is off.
services.pushOutbox.start();
// The reliability worker: applies what the facts' triggers queued, after their commits (docs/ledger.md).
services.reliability.start(bus);
const schema = await createSchema({ pubSub: bus.pubSub });
const http = await createHttpApp(services, schema);

await new Promise<void>((resolve, reject) => {
  http.server.once('error', reject);
  http.server.listen(config.port, resolve);
});
const address = http.server.address();
const port = typeof address === 'object' && address ? address.port : config.port;
logger.info(`Energy Exchange ready on http://localhost:${port}`, {
  database: database.embedded ? `embedded PostgreSQL in ${config.dataDir}` : 'DATABASE_URL',
  // While it runs, the embedded database answers on a loopback port of its own (psql, browser tests).
  ...(database.embedded ? { embeddedDatabaseUrl: database.url } : {}),
  startupMs: Math.round(performance.now() - started),
  app: `http://localhost:${port}/`,
  graphql: `http://localhost:${port}/graphql`,
  api: `http://localhost:${port}/api`,
});

// Pending requests expire after 14 days (docs/design.md §3); every instance may run this: rows are claimed
// with SKIP LOCKED, so each expires once.
const expiry = setInterval(() => {
  services.exchanges.expireDue().catch((err) => logger.error('request expiry failed', { error: err }));
  services.limiter.prune().catch((err) => logger.error('rate-limit pruning failed', { error: err }));
  services.matches.prune().catch((err) => logger.error('match change log pruning failed', { error: err }));
  services.swaps.expireDue().catch((err) => logger.error('swap expiry failed', { error: err }));
  // Group sessions their coach never completed expire a week after their start (docs/ledger.md).
  services.groupSessions.expireDue().catch((err) => logger.error('group session expiry failed', { error: err }));
  // Reliability counters: what time alone changes (a request's 48 h, an exchange's 14 days; docs/ledger.md).
  services.reliability.tick().catch((err) => logger.error('reliability tick failed', { error: err }));
}, 60_000);
expiry.unref();

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  logger.info(`${signal}: draining requests and shutting down`);
  const force = setTimeout(() => {
    logger.error('shutdown took longer than 10 s, exiting');
    process.exit(1);
  }, 10_000);
  force.unref();
  clearInterval(expiry);
  try {
    await http.stop();
    logger.info('http stopped');
    await services.outbox.stop(); // lets the sends in flight finish; anything left is sent by the next start
    await services.pushOutbox.stop();
    await services.reliability.stop();
    mailer.close();
    await bus.close();
    await services.replicas?.close();
    await database.close();
    logger.info('database closed');
    await stopTracing();
    process.exit(0);
  } catch (err) {
    logger.error('error during shutdown', { error: err });
    process.exit(1);
  }
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));

// ---------------------------------------------------------------------------------------------------
// Cluster mode
// ---------------------------------------------------------------------------------------------------

/**
 * The primary of WEB_CONCURRENCY workers (node:cluster): applies pending migrations once, before any
 * worker starts (so that workers never race on them), forks the workers, which share the port
 * (connections are handed out round-robin), replaces a worker that dies unexpectedly (giving up when
 * they keep crashing), and on SIGTERM/SIGINT forwards SIGTERM to every worker — each drains its
 * requests and closes its database pool as a single process would — then exits once all are gone.
 */
async function runClusterPrimary(config: Config): Promise<never> {
  const size = config.webConcurrency;
  const migrated = await openDatabase(config);
  await migrated.close();

  let stopping = false;
  let exitCode = 0;
  const crashes: number[] = [];
  const alive = () => Object.values(cluster.workers ?? {}).filter((w) => w && !w.isDead()).length;
  const fork = () => {
    if (!stopping) cluster.fork();
  };

  cluster.on('exit', (worker, code, signal) => {
    if (stopping) {
      if (code !== 0) exitCode = 1;
      if (alive() === 0) {
        logger.info('all workers stopped');
        process.exit(exitCode);
      }
      return;
    }
    const now = Date.now();
    crashes.push(now);
    while (crashes.length > 0 && crashes[0] < now - 60_000) crashes.shift();
    if (crashes.length > size * 5) {
      logger.error('workers keep crashing, giving up', { crashesInLastMinute: crashes.length });
      exitCode = 1;
      stop('crash loop');
      return;
    }
    logger.error('worker exited unexpectedly, starting a new one', { pid: worker.process.pid, exitCode: code, signal });
    setTimeout(fork, Math.min(5_000, 100 * crashes.length)); // not unref: it keeps the primary alive
  });

  let listening = 0;
  cluster.on('listening', () => {
    if (++listening === size)
      logger.info(`cluster: ${size} workers listening on port ${config.port}`, { primary: process.pid });
  });

  function stop(signal: string) {
    if (stopping) return;
    stopping = true;
    logger.info(`${signal}: stopping ${alive()} worker(s)`);
    // Workers drain within 10 s (their own limit); this is the backstop.
    setTimeout(() => {
      logger.error('workers did not stop within 15 s, killing them');
      for (const w of Object.values(cluster.workers ?? {})) w?.process.kill('SIGKILL');
      process.exit(1);
    }, 15_000).unref();
    for (const w of Object.values(cluster.workers ?? {})) w?.process.kill('SIGTERM');
    if (alive() === 0) process.exit(exitCode);
  }
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));

  logger.info(`cluster: starting ${size} workers`, { primary: process.pid });
  for (let i = 0; i < size; i++) fork();
  return new Promise<never>(() => {});
}
