import { createHash } from 'node:crypto';
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { resetDatabase, TEST_JWT_SECRET, testDatabaseUrl } from '../../../test/harness.js';
import { createDataSource } from '../../db/data-source.js';
import { freePort } from '../../../test/free-port.js';
import { startOtlpReceiver, type ReceivedSpan } from '../../../test/otlp-receiver.js';

/**
 * The built server with an OTLP endpoint, as an operator runs it: a request's trace reaches the
 * collector with its HTTP, route, GraphQL and SQL spans in one tree, and the request's log line
 * names that trace. The SQL spans come from the `pg` driver: the embedded database has none.
 */
const embedded = inject('embeddedDatabase');
const MAIN = path.resolve(import.meta.dirname, '../../../dist/server/src/main.js');

describe.skipIf(embedded)('traces over OTLP', () => {
  let collector: Awaited<ReturnType<typeof startOtlpReceiver>>;
  let server: ChildProcess;
  let url: string;
  let log = '';

  beforeAll(async () => {
    const ds = createDataSource(testDatabaseUrl(), 1);
    await ds.initialize();
    await resetDatabase(ds);
    await ds.destroy();
    collector = await startOtlpReceiver();
    const port = await freePort();
    url = `http://127.0.0.1:${port}`;
    server = spawn(process.execPath, [MAIN], {
      env: {
        ...process.env,
        NODE_ENV: 'production', // JSON log lines, one per request
        PORT: String(port),
        APP_URL: url,
        DATABASE_URL: testDatabaseUrl(),
        JWT_SECRET: TEST_JWT_SECRET,
        DEMO_DATA: 'false',
        SMTP_URL: '',
        OTEL_EXPORTER_OTLP_ENDPOINT: collector.url,
        OTEL_BSP_SCHEDULE_DELAY: '50',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    server.stdout!.on('data', (d) => (log += d));
    server.stderr!.on('data', (d) => (log += d));
    const deadline = Date.now() + 30_000;
    for (;;) {
      try {
        if ((await fetch(`${url}/readyz`)).ok) break;
      } catch {
        /* starting */
      }
      if (server.exitCode !== null || Date.now() > deadline) throw new Error(`server did not start:\n${log}`);
      await new Promise((r) => setTimeout(r, 100));
    }
  }, 60_000);

  afterAll(async () => {
    server?.kill('SIGTERM');
    await collector?.close();
  });

  async function spansOf(traceId: string, until: (spans: ReceivedSpan[]) => boolean): Promise<ReceivedSpan[]> {
    const deadline = Date.now() + 10_000;
    for (;;) {
      const spans = collector.spans.filter((s) => s.traceId === traceId);
      if (until(spans)) return spans;
      if (Date.now() > deadline) throw new Error(`trace ${traceId} incomplete: ${spans.map((s) => s.name).join(', ')}`);
      await new Promise((r) => setTimeout(r, 50));
    }
  }

  it('exports one GraphQL request as HTTP → GraphQL operation → resolver → SQL, continuing the caller’s trace', async () => {
    // The caller's trace context (W3C traceparent): the server's spans join the caller's trace.
    const traceId = '4bf92f3577b34da6a3ce929d0e0e4736';
    const callerSpan = '00f067aa0ba902b7';
    const res = await fetch(`${url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', traceparent: `00-${traceId}-${callerSpan}-01` },
      body: JSON.stringify({ query: 'query TracedCategories { categories { value label } }' }),
    });
    expect(res.status).toBe(200);
    expect(((await res.json()) as { data: { categories: unknown[] } }).data.categories.length).toBeGreaterThan(0);

    const spans = await spansOf(traceId, (s) =>
      s.some((x) => x.scope.endsWith('instrumentation-pg') && x.name.startsWith('pg.query')),
    );
    const byId = new Map(spans.map((s) => [s.spanId, s]));
    const ancestry = (span: ReceivedSpan) => {
      const names: string[] = [];
      for (let at: ReceivedSpan | undefined = span; at; at = byId.get(at.parentSpanId ?? '')) names.unshift(at.name);
      return names;
    };

    const httpSpan = spans.find((s) => s.name === 'POST /graphql');
    expect(httpSpan?.parentSpanId).toBe(callerSpan);
    const query = spans.find((s) => s.name.startsWith('pg.query:'));
    expect(ancestry(query!)).toEqual([
      'POST /graphql',
      'query TracedCategories',
      'graphql.resolve categories',
      expect.stringMatching(/^pg\.query:allCategories/),
    ]);
    // In time order as well as in the tree.
    const starts = ancestry(query!).map((name) => BigInt(spans.find((s) => s.name === name)!.startTimeUnixNano));
    expect([...starts].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0))).toEqual(starts);
    // The statement's text, never its values.
    expect(String(query!.attributes['db.query.text'] ?? query!.attributes['db.statement'])).toMatch(/SELECT/i);

    // The request's log line carries the trace.
    const deadline = Date.now() + 5_000;
    while (!log.includes(traceId) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
    const line = log
      .split('\n')
      .filter((l) => l.startsWith('{'))
      .map((l) => JSON.parse(l) as Record<string, unknown>)
      .find((l) => l.msg === 'request' && l.traceId === traceId);
    expect(line).toMatchObject({ method: 'POST', path: '/graphql', status: 200 });
  });

  it("traces the app's own documents as any other: their operation and resolvers, graphql-js running them", async () => {
    // The app's documents run compiled when nothing traces (app/compiled-execution.ts); traced, they
    // keep the operation and resolver spans the GraphQL instrumentation gives graphql-js's execution.
    const traceId = '5cf92f3577b34da6a3ce929d0e0e4737';
    const text = 'query Categories { __typename categories { __typename label value } }';
    const id = `sha256:${createHash('sha256').update(text).digest('hex')}`;
    const res = await fetch(`${url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', traceparent: `00-${traceId}-00f067aa0ba902b8-01` },
      body: JSON.stringify({ extensions: { persistedQuery: { version: 1, sha256Hash: id } } }),
    });
    expect(res.status).toBe(200);
    const spans = await spansOf(traceId, (s) => s.some((x) => x.name === 'graphql.resolve categories'));
    expect(spans.map((s) => s.name)).toEqual(
      expect.arrayContaining(['query Categories', 'graphql.resolve categories']),
    );
  });

  it('traces a REST call with its route, and leaves the probes out', async () => {
    expect((await fetch(`${url}/readyz`)).status).toBe(200);
    const res = await fetch(`${url}/api/categories`);
    expect(res.status).toBe(200);
    const traced = await (async () => {
      const deadline = Date.now() + 10_000;
      for (;;) {
        const span = collector.spans.find((s) => s.name === 'GET /api/categories');
        if (span) return span;
        if (Date.now() > deadline) throw new Error('no span for GET /api/categories');
        await new Promise((r) => setTimeout(r, 50));
      }
    })();
    const spans = await spansOf(traced.traceId, (s) => s.some((x) => x.name.startsWith('request handler')));
    expect(spans.find((s) => s.name.startsWith('request handler'))?.attributes['http.route']).toBe('/api/categories');
    expect(collector.spans.some((s) => s.name.includes('/readyz'))).toBe(false);
  });
});
