import 'reflect-metadata';
import { performance } from 'node:perf_hooks';
import { ConfigError, parseConfig } from './config/env.js';
import { configureLogger, logger } from './common/logger.js';
import { openDatabase } from './db/data-source.js';
import { createMailer } from './common/mail/mailer.js';
import { createServices } from './app/services.js';
import { createSchema } from './app/graphql.js';
import { createHttpApp } from './app/http.js';
import { LocalEventBus, PgEventBus } from './common/events/event-bus.js';

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

const database = await openDatabase(config);
const mailer = createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom });
// Live events: in-process on the embedded database, LISTEN/NOTIFY across instances on PostgreSQL.
const bus = database.embedded ? new LocalEventBus() : new PgEventBus(database.url, (sql, params) => database.dataSource.query(sql, params));
if (bus instanceof PgEventBus) await bus.start();
const services = createServices(config, database.dataSource, mailer, bus);
await services.adminRoles.bootstrap(config.adminEmails);
if (config.demoData) {
  const demo = await services.demo.load();
  if (demo.createdCoaches > 0) logger.info('demo data loaded', { coaches: demo.createdCoaches });
}
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
  startupMs: Math.round(performance.now() - started),
  app: `http://localhost:${port}/`,
  graphql: `http://localhost:${port}/graphql`,
  api: `http://localhost:${port}/api`,
});

// Pending requests expire after 14 days (DESIGN §3); every instance may run this: rows are claimed
// with SKIP LOCKED, so each expires once.
const expiry = setInterval(() => {
  services.exchanges.expireDue().catch((err) => logger.error('request expiry failed', { error: err }));
  services.limiter.prune().catch((err) => logger.error('rate-limit pruning failed', { error: err }));
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
    mailer.close();
    await bus.close();
    await database.close();
    logger.info('database closed');
    process.exit(0);
  } catch (err) {
    logger.error('error during shutdown', { error: err });
    process.exit(1);
  }
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));
