import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, useTestApp, type TestApp } from '../../test/harness.js';
import { createMember, createService, grantEp } from '../../test/factories.js';
import { testClient } from '../../test/ws-client.js';
import { countQueries } from '../../test/query-counter.js';
import appDocuments from '../../../client/src/gql/persisted-documents.json' with { type: 'json' };

/**
 * `/metrics` for operators: the Prometheus text format, counters that move with what members do,
 * gauges read at scrape time, bounded labels, and a token in production.
 */
const { app, api, gql } = useTestApp();

/**
 * One sample of the exposition format: `name{label="value",…} number`. Numbers as Go's ParseFloat
 * reads them, so NaN and Inf in any case (prom-client writes an empty event-loop mean as `Nan`).
 */
const SAMPLE =
  /^([a-zA-Z_:][a-zA-Z0-9_:]*)(\{(?:[a-zA-Z_][a-zA-Z0-9_]*="(?:[^"\\]|\\.)*",?)*\})? (-?[0-9.eE+-]+|[Nn][Aa][Nn]|[+-]?[Ii][Nn][Ff])$/;

/** Parses the exposition text strictly: every line a comment of a known kind or a sample. */
function parse(text: string): Map<string, number> {
  const samples = new Map<string, number>();
  for (const line of text.split('\n')) {
    if (line === '') continue;
    if (line.startsWith('#')) {
      expect(line, 'a comment line').toMatch(/^# (HELP|TYPE) [a-zA-Z_:][a-zA-Z0-9_:]* .+$/);
      continue;
    }
    const m = SAMPLE.exec(line);
    expect(m, `a sample line: ${line}`).not.toBeNull();
    samples.set(`${m![1]}${m![2] ?? ''}`, Number(m![3]));
  }
  return samples;
}

async function scrape(): Promise<Map<string, number>> {
  const res = await fetch(`${app.url}/metrics`);
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
  return parse(await res.text());
}

const value = (samples: Map<string, number>, key: string) => samples.get(key) ?? 0;

describe('/metrics', () => {
  it('is the Prometheus text format, with the process figures', async () => {
    const samples = await scrape();
    expect(value(samples, 'process_cpu_seconds_total')).toBeGreaterThan(0);
    expect(samples.has('nodejs_eventloop_lag_seconds')).toBe(true);
  });

  it('has every metric the Grafana dashboard (deploy/grafana) asks for', async () => {
    const text = await (await fetch(`${app.url}/metrics`)).text();
    const exposed = new Set([...text.matchAll(/^# TYPE (\S+) /gm)].map((m) => m[1]));
    const dashboard = JSON.parse(
      readFileSync(path.resolve(import.meta.dirname, '../../../deploy/grafana/energy-exchange.json'), 'utf8'),
    ) as { panels: Array<{ title: string; targets: Array<{ expr: string }> }> };
    const PROMQL_WORDS = new Set(['sum', 'max', 'min', 'rate', 'by', 'le', 'histogram_quantile']);
    const asked = dashboard.panels.flatMap((p) =>
      p.targets.flatMap((t) =>
        [...t.expr.replace(/\{[^}]*\}/g, '').matchAll(/\b([a-z][a-z0-9_]*)\b/g)]
          .map((m) => m[1])
          .filter((name) => !PROMQL_WORDS.has(name) && name.includes('_'))
          .map((name) => ({ panel: p.title, name: name.replace(/_(bucket|sum|count)$/, '') })),
      ),
    );
    expect(asked.length).toBeGreaterThan(15);
    expect(asked.filter((a) => !exposed.has(a.name))).toEqual([]);
  });

  it('counts REST answers by route pattern and status, never by URL, and refusals by status', async () => {
    const before = await scrape();
    await api.get('/categories');
    await api.get('/categories');
    await api.get('/users/00000000-0000-0000-0000-000000000000'); // no token: 401
    await api.call('GET', '/no/such/route', { unknownRoute: true });
    const after = await scrape();
    const ok = 'http_requests_total{route="/api/categories",method="GET",status="200"}';
    expect(value(after, ok) - value(before, ok)).toBe(2);
    const refused = 'http_requests_total{route="/api/users/:id",method="GET",status="401"}';
    expect(value(after, refused) - value(before, refused)).toBe(1);
    const lost = 'http_requests_total{route="/api (no route)",method="GET",status="404"}';
    expect(value(after, lost) - value(before, lost)).toBe(1);
    expect([...after.keys()].some((k) => k.includes('no/such'))).toBe(false);
    const e401 = 'app_errors_total{transport="rest",code="401"}';
    expect(value(after, e401) - value(before, e401)).toBe(1);
    const count = 'http_request_duration_seconds_count{route="/api/categories",method="GET"}';
    expect(value(after, count) - value(before, count)).toBe(2);
  });

  it('counts GraphQL operations by the names the app knows, others as "other", and errors by code', async () => {
    const categories = Object.values(appDocuments as Record<string, string>).find((d) =>
      d.startsWith('query Categories'),
    )!;
    const before = await scrape();
    expect((await gql(categories)).errors).toBeUndefined();
    await gql('query WhateverAnyoneTypes { categories { value } }');
    await gql('{ me { id } }'); // a visitor: UNAUTHENTICATED
    const after = await scrape();
    const known = 'graphql_operations_total{operation="Categories",type="query",outcome="ok"}';
    expect(value(after, known) - value(before, known)).toBe(1);
    const other = 'graphql_operations_total{operation="other",type="query",outcome="ok"}';
    expect(value(after, other) - value(before, other)).toBe(1);
    const refused = 'graphql_operations_total{operation="other",type="query",outcome="error"}';
    expect(value(after, refused) - value(before, refused)).toBe(1);
    const code = 'app_errors_total{transport="graphql",code="UNAUTHENTICATED"}';
    expect(value(after, code) - value(before, code)).toBe(1);
    expect([...after.keys()].some((k) => k.includes('WhateverAnyoneTypes'))).toBe(false);
  });

  it('counts settlements, once each, on both paths', async () => {
    const coach = await createMember(app);
    const requester = await createMember(app);
    await grantEp(app, requester.user.id, 10);
    const service = await createService(app, coach.user.id, { energyCost: 2 });
    const accepted = async () => {
      const r = await app.services.exchanges.send(requester.user.id, { serviceId: service.id });
      await app.services.exchanges.respond(coach.user.id, { requestId: r.id, action: 'accept' });
      return r.id;
    };
    const first = await accepted();
    const second = await accepted();
    const before = value(await scrape(), 'settlements_total');
    expect((await api.post(`/requests/${first}/complete`, {}, requester.token)).status).toBe(200);
    expect((await api.post(`/requests/${first}/complete`, {}, requester.token)).status).toBe(200); // a double click
    const done = await gql(
      `mutation($id: ID!) { completeRequest(requestId: $id) { status } }`,
      { id: second },
      requester.token,
    );
    expect(done.data.completeRequest.status).toBe('COMPLETED');
    expect(value(await scrape(), 'settlements_total') - before).toBe(2);
  });

  it('reads the outbox, the database pool and the open sockets when scraped', async () => {
    const member = await createMember(app);
    const { client, ready } = testClient(app.url, member.token);
    await ready;
    try {
      const [{ pending }] = await app.db.query(
        `SELECT count(*)::int AS pending FROM mail_outbox WHERE status = 'pending'`,
      );
      let samples = new Map<string, number>();
      const { statements } = await countQueries(app, async () => {
        samples = await scrape();
      });
      expect(value(samples, 'mail_outbox_depth')).toBe(pending);
      // Both outbox gauges from one statement per scrape (the mail worker's own statements aside).
      expect(statements.filter((s) => s.includes('FROM mail_outbox') && s.includes('AS depth'))).toHaveLength(1);
      expect(value(samples, 'live_sockets')).toBeGreaterThanOrEqual(1);
      expect(samples.has('db_pool_in_use')).toBe(true);
      expect(value(samples, 'db_pool_idle') + value(samples, 'db_pool_in_use')).toBeGreaterThan(0);
      expect(samples.has('db_pool_waiting')).toBe(true);
      // The socket's sign-in looked the session up: the cache's figures are there.
      expect(value(samples, 'session_cache_lookups_total{result="miss"}')).toBeGreaterThanOrEqual(1);
      expect(samples.has('session_cache_entries')).toBe(true);
    } finally {
      await client.dispose();
    }
  });
});

describe('/metrics in production', () => {
  let guarded: TestApp;
  beforeAll(async () => {
    guarded = await startTestApp({ NODE_ENV: 'production', METRICS_TOKEN: 't'.repeat(32) });
  });
  afterAll(() => guarded.close());

  it('asks for the token, and answers with it', async () => {
    const none = await fetch(`${guarded.url}/metrics`);
    expect(none.status).toBe(401);
    expect(await none.json()).toEqual({ detail: 'A metrics token is required' });
    const wrong = await fetch(`${guarded.url}/metrics`, { headers: { authorization: `Bearer ${'x'.repeat(32)}` } });
    expect(wrong.status).toBe(401);
    const right = await fetch(`${guarded.url}/metrics`, { headers: { authorization: `Bearer ${'t'.repeat(32)}` } });
    expect(right.status).toBe(200);
    expect(await right.text()).toMatch(/^# HELP /m);
  });
});
