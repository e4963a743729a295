import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

/**
 * The process's metrics in the Prometheus text format (`GET /metrics`, docs/operations.md). One
 * registry per process, as Prometheus scrapes processes: the figures of every app instance a
 * process runs are summed (production runs one; tests may start several).
 *
 * Labels are bounded on purpose — a label value per URL or per client-chosen name would grow the
 * series without limit: REST requests are labelled by their route pattern (`/api/requests/:id`),
 * GraphQL operations by a name the app knows (its persisted documents), anything else `other`.
 */
export const metricsRegistry = new Registry();
collectDefaultMetrics({ register: metricsRegistry });

/** Seconds, from a 1 ms read to a 10 s storm; the buckets are the same for REST and GraphQL. */
const LATENCY_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

export const httpRequests = new Counter({
  name: 'http_requests_total',
  help: 'HTTP requests answered, by route pattern, method and status.',
  labelNames: ['route', 'method', 'status'] as const,
  registers: [metricsRegistry],
});

export const httpDuration = new Histogram({
  name: 'http_request_duration_seconds',
  help: 'Time from the request to its answer, by route pattern and method.',
  labelNames: ['route', 'method'] as const,
  buckets: LATENCY_BUCKETS,
  registers: [metricsRegistry],
});

export const graphqlOperations = new Counter({
  name: 'graphql_operations_total',
  help: 'GraphQL operations over HTTP, by operation name, type and outcome (ok or error).',
  labelNames: ['operation', 'type', 'outcome'] as const,
  registers: [metricsRegistry],
});

export const graphqlDuration = new Histogram({
  name: 'graphql_operation_duration_seconds',
  help: 'Time from a GraphQL request to its answer, by operation name.',
  labelNames: ['operation'] as const,
  buckets: LATENCY_BUCKETS,
  registers: [metricsRegistry],
});

export const errorsByCode = new Counter({
  name: 'app_errors_total',
  help: 'Refusals and failures answered, by transport and code (the GraphQL extensions.code, or the REST status).',
  labelNames: ['transport', 'code'] as const,
  registers: [metricsRegistry],
});

export const settlements = new Counter({
  name: 'settlements_total',
  help: 'Exchanges and group-session seats settled (EP paid to the coach), on every path that settles one.',
  registers: [metricsRegistry],
});

/** What a gauge reads at scrape time from each running app instance; summed over instances. */
type Reading = () => number | Promise<number>;

const sources = {
  poolInUse: new Map<string, Set<Reading>>(),
  poolWaiting: new Map<string, Set<Reading>>(),
  poolIdle: new Map<string, Set<Reading>>(),
  outboxDepth: new Set<Reading>(),
  outboxOldest: new Set<Reading>(),
  liveSockets: new Set<Reading>(),
  sessionCache: new Set<() => SessionCacheFigures>(),
};

/** What an instance's cache of live sessions has done since it started. */
export interface SessionCacheFigures {
  hits: number;
  misses: number;
  bypassed: number;
  size: number;
}

const sum = async (readings: Iterable<Reading>) => {
  let total = 0;
  for (const read of readings) total += await read();
  return total;
};

function perDatabaseGauge(name: string, help: string, readings: Map<string, Set<Reading>>) {
  return new Gauge({
    name,
    help,
    labelNames: ['database'] as const,
    registers: [metricsRegistry],
    async collect() {
      this.reset();
      for (const [database, set] of readings) this.set({ database }, await sum(set));
    },
  });
}

perDatabaseGauge('db_pool_in_use', 'Database connections lent out, by database.', sources.poolInUse);
perDatabaseGauge('db_pool_waiting', 'Requests waiting for a database connection, by database.', sources.poolWaiting);
perDatabaseGauge('db_pool_idle', 'Open database connections not in use, by database.', sources.poolIdle);

new Gauge({
  name: 'mail_outbox_depth',
  help: 'Mails waiting in the outbox (pending, including retries).',
  registers: [metricsRegistry],
  async collect() {
    this.set(await sum(sources.outboxDepth));
  },
});

new Gauge({
  name: 'mail_outbox_oldest_seconds',
  help: 'Age of the oldest mail waiting in the outbox; 0 when none waits.',
  registers: [metricsRegistry],
  async collect() {
    let oldest = 0;
    for (const read of sources.outboxOldest) oldest = Math.max(oldest, await read());
    this.set(oldest);
  },
});

new Gauge({
  name: 'live_sockets',
  help: 'Open GraphQL WebSocket connections (live events).',
  registers: [metricsRegistry],
  async collect() {
    this.set(await sum(sources.liveSockets));
  },
});

new Counter({
  name: 'session_cache_lookups_total',
  help: 'Authentications answered from the in-memory session cache (hit), from the database (miss), or from the database while the event bus is down (bypassed).',
  labelNames: ['result'] as const,
  registers: [metricsRegistry],
  collect() {
    this.reset();
    for (const read of sources.sessionCache) {
      const figures = read();
      this.inc({ result: 'hit' }, figures.hits);
      this.inc({ result: 'miss' }, figures.misses);
      this.inc({ result: 'bypassed' }, figures.bypassed);
    }
  },
});

new Gauge({
  name: 'session_cache_entries',
  help: 'Live sessions kept in memory.',
  registers: [metricsRegistry],
  collect() {
    let size = 0;
    for (const read of sources.sessionCache) size += read().size;
    this.set(size);
  },
});

/** What one app instance reads for the gauges; `watch` returns the function that stops reading. */
export interface InstanceReadings {
  pools: Array<{ database: string; inUse: Reading; waiting: Reading; idle: Reading }>;
  outbox: { depth: Reading; oldestSeconds: Reading };
  liveSockets: Reading;
  sessionCache: () => SessionCacheFigures;
}

export function watch(readings: InstanceReadings): () => void {
  const added: Array<() => void> = [];
  const add = (set: Set<Reading>, read: Reading) => {
    set.add(read);
    added.push(() => set.delete(read));
  };
  const byDatabase = (map: Map<string, Set<Reading>>, database: string) => {
    if (!map.has(database)) map.set(database, new Set());
    return map.get(database)!;
  };
  for (const pool of readings.pools) {
    add(byDatabase(sources.poolInUse, pool.database), pool.inUse);
    add(byDatabase(sources.poolWaiting, pool.database), pool.waiting);
    add(byDatabase(sources.poolIdle, pool.database), pool.idle);
  }
  add(sources.outboxDepth, readings.outbox.depth);
  add(sources.outboxOldest, readings.outbox.oldestSeconds);
  add(sources.liveSockets, readings.liveSockets);
  sources.sessionCache.add(readings.sessionCache);
  added.push(() => sources.sessionCache.delete(readings.sessionCache));
  return () => added.forEach((remove) => remove());
}
