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

export const graphqlExecutions = new Counter({
  name: 'graphql_executions_total',
  help: 'GraphQL operations executed over HTTP, by how: compiled (graphql-jit) or interpreted (graphql-js).',
  labelNames: ['execution'] as const,
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

let scrapes = 0;

/** The exposition text of one scrape (`GET /metrics`). */
export function scrape(): Promise<string> {
  scrapes++;
  return metricsRegistry.metrics();
}

/**
 * A reading whose figures several gauges show (the outbox's depth and oldest age come from one
 * statement): read once per scrape, whichever gauge asks first.
 */
function oncePerScrape<T>(read: () => Promise<T>): () => Promise<T> {
  let last: { scrape: number; answer: Promise<T> } | null = null;
  return () => {
    if (last?.scrape !== scrapes) last = { scrape: scrapes, answer: read() };
    return last.answer;
  };
}

/** What an instance's cache of live sessions has done since it started. */
export interface SessionCacheFigures {
  hits: number;
  misses: number;
  bypassed: number;
  size: number;
}

/** What one running app instance tells the gauges when Prometheus scrapes. */
export interface InstanceReadings {
  pool: () => { inUse: number; waiting: number; idle: number };
  /** The whole database's figures: every instance reads the same, so the gauges take the largest. */
  outbox: () => Promise<{ depth: number; oldestSeconds: number }>;
  liveSockets: () => number;
  /** The event bus's delay now, in milliseconds (its heartbeat; 0 in-process). */
  eventBusDelayMs: () => number;
  sessionCache: () => SessionCacheFigures;
  /** The read replicas as this instance's last health check saw them (none without DATABASE_REPLICA_URLS). */
  replicas: () => Array<{ name: string; healthy: boolean; lagMs?: number; reads: number }>;
}

/** The instances this process runs (one in production; tests start several). */
const instances = new Set<InstanceReadings>();

/** Starts reading an instance for the gauges; returns the function that stops. */
export function watch(readings: InstanceReadings): () => void {
  const watched = { ...readings, outbox: oncePerScrape(readings.outbox) };
  instances.add(watched);
  return () => instances.delete(watched);
}

/** A gauge of a figure each instance has, summed over the process's instances. */
function summedGauge(name: string, help: string, read: (i: InstanceReadings) => number) {
  new Gauge({
    name,
    help,
    registers: [metricsRegistry],
    collect() {
      let total = 0;
      for (const instance of instances) total += read(instance);
      this.set(total);
    },
  });
}

summedGauge('db_pool_in_use', 'Database connections lent out.', (i) => i.pool().inUse);
summedGauge('db_pool_waiting', 'Requests waiting for a database connection.', (i) => i.pool().waiting);
summedGauge('db_pool_idle', 'Open database connections not in use.', (i) => i.pool().idle);
new Gauge({
  name: 'event_bus_delay_seconds',
  help: "How long live events take to cross instances now: the round trip of each instance's own NOTIFY heartbeat, or how long the one on its way has been (the largest over this process's instances).",
  registers: [metricsRegistry],
  collect() {
    let largest = 0;
    for (const instance of instances) largest = Math.max(largest, instance.eventBusDelayMs());
    this.set(largest / 1000);
  },
});

summedGauge('live_sockets', 'Open GraphQL WebSocket connections (live events).', (i) => i.liveSockets());
summedGauge('session_cache_entries', 'Live sessions kept in memory.', (i) => i.sessionCache().size);

/** A gauge of a whole-database figure: the largest any instance read (they read the same rows). */
function databaseGauge(
  name: string,
  help: string,
  read: (figures: { depth: number; oldestSeconds: number }) => number,
) {
  new Gauge({
    name,
    help,
    registers: [metricsRegistry],
    async collect() {
      let largest = 0;
      for (const instance of instances) largest = Math.max(largest, read(await instance.outbox()));
      this.set(largest);
    },
  });
}

databaseGauge('mail_outbox_depth', 'Mails waiting in the outbox (pending, including retries).', (o) => o.depth);
databaseGauge(
  'mail_outbox_oldest_seconds',
  'Age of the oldest mail waiting in the outbox; 0 when none waits.',
  (o) => o.oldestSeconds,
);

new Counter({
  name: 'session_cache_lookups_total',
  help: 'Authentications answered from the in-memory session cache (hit), from the database (miss), or from the database while the event bus is down (bypassed).',
  labelNames: ['result'] as const,
  registers: [metricsRegistry],
  collect() {
    this.reset();
    for (const instance of instances) {
      const figures = instance.sessionCache();
      this.inc({ result: 'hit' }, figures.hits);
      this.inc({ result: 'miss' }, figures.misses);
      this.inc({ result: 'bypassed' }, figures.bypassed);
    }
  },
});

/** Per replica (a label per configured replica: bounded by the configuration), as its instance's last check saw it. */
new Gauge({
  name: 'db_replica_healthy',
  help: 'Whether a read replica serves reads (1) or is left out (0: down, not a standby, or lagging past REPLICA_MAX_LAG_MS).',
  labelNames: ['replica'] as const,
  registers: [metricsRegistry],
  collect() {
    this.reset();
    for (const instance of instances)
      for (const r of instance.replicas()) this.set({ replica: r.name }, r.healthy ? 1 : 0);
  },
});

new Gauge({
  name: 'db_replica_lag_seconds',
  help: 'How far a read replica was behind the primary at its last check; absent while it cannot be reached.',
  labelNames: ['replica'] as const,
  registers: [metricsRegistry],
  collect() {
    this.reset();
    for (const instance of instances)
      for (const r of instance.replicas()) if (r.lagMs !== undefined) this.set({ replica: r.name }, r.lagMs / 1000);
  },
});

new Counter({
  name: 'db_replica_reads_total',
  help: 'Reads a read replica answered (the others of those reads went to the primary).',
  labelNames: ['replica'] as const,
  registers: [metricsRegistry],
  collect() {
    this.reset();
    for (const instance of instances) for (const r of instance.replicas()) this.inc({ replica: r.name }, r.reads);
  },
});
