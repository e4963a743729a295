import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/harness.js';
import { restClient } from '../../test/http.js';
import { adminCast, createMember, createService } from '../../test/factories.js';
import { countQueries } from '../../test/query-counter.js';
import { PublicAnswers } from '../common/http/public-answers.js';
import { appDocumentNamed } from '../../test/app-documents.js';

/**
 * Public /api answers kept a second (common/http/public-answers.ts, docs/api.md "Caching"):
 * `GET /categories` and Discover's first page for a caller without a token carry
 * `Cache-Control: public, max-age=1`, an ETag (304 to a matching If-None-Match) and
 * `Vary: Authorization`, and are answered from memory within the second; a signed-in caller's
 * Discover and later pages are never stored; a change of the categories is seen at once.
 */
describe('public answers kept a second', () => {
  let app: TestApp;
  const api = restClient(() => app.url);
  beforeAll(async () => {
    app = await startTestApp();
  }, 60_000);
  afterAll(() => app?.close());
  beforeEach(() => app.reset());

  const ifNoneMatch = (path: string, etag: string) => api.call('GET', path, { headers: { 'if-none-match': etag } });

  it('GET /categories: public for a second, an ETag, 304 to If-None-Match, with no body', async () => {
    const res = await api.get('/categories');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=1');
    expect(res.headers.get('vary')).toMatch(/Authorization/);
    const etag = res.headers.get('etag')!;
    expect(etag).toMatch(/^"[\w-]+"$/);

    const again = await ifNoneMatch('/categories', etag);
    expect(again.status).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.get('etag')).toBe(etag);
    expect(again.headers.get('cache-control')).toBe('public, max-age=1');
    expect((await ifNoneMatch('/categories', `"other", W/${etag}`)).status).toBe(304);
    expect((await ifNoneMatch('/categories', '"other"')).status).toBe(200);
    // The same answer with a token (categories are everyone's).
    const { token } = await createMember(app);
    expect((await api.get('/categories', token)).headers.get('etag')).toBe(etag);
  });

  it('GET /categories is answered from memory within the second, and a change is seen at once', async () => {
    const first = await api.get('/categories');
    const { count } = await countQueries(app, () => api.get('/categories'));
    expect(count).toBe(0);

    // A category of the tests' own (`test_…`: the reset removes it; a seeded one keeps a new label).
    const { superAdmin } = await adminCast(app);
    const added = await api.post('/admin/categories', { value: 'test_kept', label: 'Kept Test' }, superAdmin.token);
    expect(added.status).toBe(201);
    let after = await api.get('/categories');
    expect(after.body.at(-1)).toEqual({ value: 'test_kept', label: 'Kept Test' });
    expect(after.headers.get('etag')).not.toBe(first.headers.get('etag'));
    expect(
      (await api.put('/admin/categories/test_kept', { label: 'Kept Test Renamed' }, superAdmin.token)).status,
    ).toBe(200);
    after = await api.get('/categories');
    expect(after.body.at(-1)).toEqual({ value: 'test_kept', label: 'Kept Test Renamed' });
    expect((await ifNoneMatch('/categories', first.headers.get('etag')!)).status).toBe(200);

    // After the second, it is read again.
    await new Promise((r) => setTimeout(r, 1_100));
    expect((await countQueries(app, () => api.get('/categories'))).count).toBeGreaterThan(0);
  });

  it('Discover: the first page for a visitor is kept a second with an ETag; a signed-in caller’s and later pages never', async () => {
    const coach = await createMember(app);
    await createService(app, coach.user.id);
    await createService(app, coach.user.id);

    const visitor = await api.get('/services?limit=1');
    expect(visitor.status).toBe(200);
    expect(visitor.headers.get('cache-control')).toBe('public, max-age=1');
    expect(visitor.headers.get('vary')).toMatch(/Authorization/);
    const etag = visitor.headers.get('etag')!;
    expect(etag).toBeTruthy();
    const link = visitor.headers.get('link')!;
    expect(link).toMatch(/rel="next"/);

    // From memory: no statement, the same paging headers.
    let kept: Awaited<ReturnType<typeof api.get>> | undefined;
    const { count } = await countQueries(app, async () => (kept = await api.get('/services?limit=1')));
    expect(count).toBe(0);
    expect(kept!.body).toEqual(visitor.body);
    expect(kept!.headers.get('link')).toBe(link);
    expect(kept!.headers.get('x-total-count')).toBe(visitor.headers.get('x-total-count'));

    const notModified = await ifNoneMatch('/services?limit=1', etag);
    expect(notModified.status).toBe(304);
    expect(notModified.body).toBe('');

    // Signed in: never stored, no ETag, no 304.
    const member = await api.call('GET', '/services?limit=1', {
      token: coach.token,
      headers: { 'if-none-match': etag },
    });
    expect(member.status).toBe(200);
    expect(member.headers.get('cache-control')).toBe('no-store');
    expect(member.headers.get('vary')).toMatch(/Authorization/);
    expect(member.headers.get('etag')).toBeNull();

    // A later page: never stored either.
    const next = /<\/api([^>]+)>/.exec(link)![1];
    const page2 = await api.get(next);
    expect(page2.status).toBe(200);
    expect(page2.headers.get('cache-control')).toBe('no-store');
    expect(page2.headers.get('etag')).toBeNull();
  });

  it('Discover: another filter is another answer, each kept by its own query string', async () => {
    const coach = await createMember(app);
    await createService(app, coach.user.id, { title: 'Sales plan', category: 'sales' });
    await createService(app, coach.user.id, { title: 'Brand story', category: 'marketing' });
    const titles = async (query: string) =>
      ((await api.get(`/services?${query}`)).body as Array<{ title: string }>).map((s) => s.title);
    expect(await titles('category=sales')).toEqual(['Sales plan']);
    expect(await titles('category=marketing')).toEqual(['Brand story']); // not the answer kept for sales
    expect((await api.get('/services?min_cost=99')).status).toBe(400);
    const { statements: kept } = await countQueries(app, async () => {
      expect(await titles('category=sales')).toEqual(['Sales plan']);
    });
    expect(kept).toEqual([]); // the sales answer came from memory
  });
});

/**
 * GraphQL's visitors are answered from the same memory (app/known-operations.ts): a query of public
 * lists only (`services`, `categories`), first pages, without a token, by the caller's language,
 * the document, its operation and variables. Sent here as the client sends them, by hash.
 */
describe('GraphQL: a visitor’s public lists kept a second', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  }, 60_000);
  afterAll(() => app?.close());
  beforeEach(() => app.reset());

  async function ask(
    operation: string,
    variables: Record<string, unknown> = {},
    { token, language }: { token?: string; language?: string } = {},
  ) {
    const res = await fetch(`${app.url}/graphql`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(language ? { 'accept-language': language } : {}),
      },
      body: JSON.stringify({
        variables,
        extensions: { persistedQuery: { version: 1, sha256Hash: appDocumentNamed(operation).id } },
      }),
    });
    return { status: res.status, type: res.headers.get('content-type'), text: await res.text() };
  }
  /** The answer and the statements it took. */
  const counted = async (...args: Parameters<typeof ask>) => {
    let answer: Awaited<ReturnType<typeof ask>> | undefined;
    const { statements } = await countQueries(app, async () => (answer = await ask(...args)));
    return { ...answer!, statements };
  };
  const titles = (text: string) =>
    (JSON.parse(text) as { data: { services: { nodes: Array<{ title: string }> } } }).data.services.nodes.map(
      (n) => n.title,
    );
  const firstPage = { first: 20 };

  it('Discover’s first page: from memory within the second, byte for byte; a signed-in member’s never', async () => {
    const coach = await createMember(app);
    await createService(app, coach.user.id, { title: 'Kept plan' });
    const first = await counted('DiscoverServices', firstPage);
    expect(first.status).toBe(200);
    expect(first.statements.length).toBeGreaterThan(0);
    expect(titles(first.text)).toEqual(['Kept plan']);

    // Published meanwhile: a visitor sees it after the second, a member at once.
    await createService(app, coach.user.id, { title: 'New plan' });
    const kept = await counted('DiscoverServices', firstPage);
    expect(kept.statements).toEqual([]);
    expect(kept.text).toBe(first.text);
    expect(kept.type).toBe(first.type);
    const member = await counted('DiscoverServices', firstPage, { token: coach.token });
    expect(member.statements.length).toBeGreaterThan(0);
    expect(titles(member.text)).toEqual(['New plan', 'Kept plan']);

    await new Promise((r) => setTimeout(r, 1_100));
    const later = await counted('DiscoverServices', firstPage);
    expect(later.statements.length).toBeGreaterThan(0);
    expect(titles(later.text)).toEqual(['New plan', 'Kept plan']);
  });

  it('another filter is another answer; a later page is never kept', async () => {
    const coach = await createMember(app);
    await createService(app, coach.user.id, { title: 'Sales plan', category: 'sales' });
    await createService(app, coach.user.id, { title: 'Brand story', category: 'marketing' });
    const sales = { first: 20, filter: { category: 'sales' } };
    expect(titles((await ask('DiscoverServices', sales)).text)).toEqual(['Sales plan']);
    expect(titles((await ask('DiscoverServices', { first: 20, filter: { category: 'marketing' } })).text)).toEqual([
      'Brand story',
    ]);
    const again = await counted('DiscoverServices', sales);
    expect(again.statements).toEqual([]);
    expect(titles(again.text)).toEqual(['Sales plan']);

    const page1 = JSON.parse((await ask('DiscoverServices', { first: 1 })).text) as {
      data: { services: { pageInfo: { endCursor: string } } };
    };
    const page2 = { first: 1, after: page1.data.services.pageInfo.endCursor };
    expect(titles((await ask('DiscoverServices', page2)).text)).toEqual(['Sales plan']);
    const asked = await counted('DiscoverServices', page2);
    expect(asked.statements.length).toBeGreaterThan(0);
    expect(titles(asked.text)).toEqual(['Sales plan']);
  });

  it('categories: one answer per language, and a change of the categories is seen at once', async () => {
    const english = await ask('Categories');
    expect((await counted('Categories')).statements).toEqual([]);
    const spanish = await ask('Categories', {}, { language: 'es' });
    expect(spanish.text).not.toBe(english.text); // not the English answer kept

    const { superAdmin } = await adminCast(app);
    const api = restClient(() => app.url);
    expect(
      (await api.post('/admin/categories', { value: 'test_kept', label: 'Kept Test' }, superAdmin.token)).status,
    ).toBe(201);
    const after = await counted('Categories');
    expect(after.statements.length).toBeGreaterThan(0);
    expect(after.text).toContain('Kept Test');
  });

  it('a query with anything but public lists is not kept', async () => {
    const coach = await createMember(app);
    await createService(app, coach.user.id);
    // Discover with the landing's figures: platformStats is not a public list.
    const query = 'query Mixed { services(first: 5) { totalCount } platformStats { memberCount } }';
    const send = () =>
      fetch(`${app.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query }),
      }).then((res) => res.json());
    for (let i = 0; i < 3; i++) await send(); // compiled from its third request: answered without Apollo
    const { statements } = await countQueries(app, send);
    expect(statements.length).toBeGreaterThan(0);
  });
});

describe('PublicAnswers: a body kept by another transport', () => {
  it('is kept a second, and not at all when the memory was emptied while it was computed', () => {
    let now = 0;
    const answers = new PublicAnswers(1, 10, () => now);
    const body = Buffer.from('{"data":{}}\n');
    const before = answers.generation;
    answers.forget(); // the categories changed while the body was computed
    answers.keep('graphql:k', body, before);
    expect(answers.keptBody('graphql:k')).toBeUndefined();

    answers.keep('graphql:k', body, answers.generation);
    expect(answers.keptBody('graphql:k')).toBe(body);
    now += 999;
    expect(answers.keptBody('graphql:k')).toBe(body);
    now += 1;
    expect(answers.keptBody('graphql:k')).toBeUndefined();
  });
});
