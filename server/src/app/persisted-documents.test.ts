import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, useTestApp, type TestApp } from '../../test/harness.js';
import manifest from '../../../client/src/gql/persisted-documents.json' with { type: 'json' };
import { createSchema } from './graphql.js';
import { graphqlArmor } from './graphql-edge.js';
import { PersistedDocuments, TRUSTED_ONLY_MESSAGE } from './persisted-documents.js';
import { LocalEventBus } from '../common/events/event-bus.js';

/**
 * Persisted documents: the app's documents, named by the hash codegen put on
 * them, run from the copy checked at start; GRAPHQL_TRUSTED_DOCUMENTS=only accepts nothing else;
 * without it any document still runs (development, Sandbox, other clients).
 */
const { app } = useTestApp({ reset: false });

const CATEGORIES = 'query Categories { __typename categories { __typename label value } }';
const categoriesId = `sha256:${createHash('sha256').update(CATEGORIES).digest('hex')}`;

async function post(url: string, body: unknown) {
  const res = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'apollo-require-preflight': 'true' },
    body: JSON.stringify(body),
  });
  return {
    status: res.status,
    body: (await res.json()) as {
      data?: { categories?: Array<{ __typename: string; value: string }> };
      errors?: Array<{ message: string; extensions: { code: string } }>;
    },
  };
}
const byId = (id: string, query?: string) => ({
  query,
  extensions: { persistedQuery: { version: 1, sha256Hash: id } },
});

describe("the app's own documents", () => {
  it('are in the generated manifest under the SHA-256 of their text', () => {
    expect((manifest as Record<string, string>)[categoriesId]).toBe(CATEGORIES);
  });

  it('are served by hash, without their text', async () => {
    const res = await post(app.url, byId(categoriesId));
    expect(res.status).toBe(200);
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data!.categories!.length).toBeGreaterThan(5);
    expect(res.body.data!.categories![0].__typename).toBe('Category');
  });

  it('are parsed, validated and cost-checked once, at start: the store hands out the same checked document', async () => {
    const schema = await createSchema({ pubSub: new LocalEventBus().pubSub });
    const rules = graphqlArmor(true).protect().validationRules;
    const documents = new PersistedDocuments(schema, rules);
    expect(documents.size).toBe(Object.keys(manifest).length);
    const key = `schema:${categoriesId.slice('sha256:'.length)}`;
    const first = await documents.documentStore.get(key);
    expect(first?.kind).toBe('Document');
    expect(await documents.documentStore.get(key)).toBe(first);
    // A document over graphql-armor's limits (25 aliases) never gets in: the app refuses to start.
    const deep = `query Aliased { ${Array.from({ length: 25 }, (_, i) => `a${i}: categories { value }`).join(' ')} }`;
    const deepId = `sha256:${createHash('sha256').update(deep).digest('hex')}`;
    expect(() => new PersistedDocuments(schema, rules, { [deepId]: deep })).toThrow(/does not validate/);
    expect(
      () => new PersistedDocuments(schema, rules, { [categoriesId]: 'query Other { categories { value } }' }),
    ).toThrow(/does not match its text/);
  });
});

describe('any other document, outside trusted mode', () => {
  it('still runs from its text, and an unknown hash alone asks for the text', async () => {
    const plain = await post(app.url, { query: '{ categories { value } }' });
    expect([plain.status, plain.body.data?.categories?.length]).toEqual([200, expect.any(Number)]);
    const unknown = await post(app.url, byId(`sha256:${'b'.repeat(64)}`));
    expect(unknown.body.errors?.[0]?.extensions.code).toBe('PERSISTED_QUERY_NOT_FOUND');
    // Apollo's persisted-query link then retries with the text: it runs.
    const retried = await post(app.url, byId(`sha256:${'b'.repeat(64)}`, '{ categories { label } }'));
    expect([retried.status, retried.body.errors]).toEqual([200, undefined]);
  });
});

describe('GRAPHQL_TRUSTED_DOCUMENTS=only', () => {
  let trusted: TestApp;
  beforeAll(async () => {
    trusted = await startTestApp({ GRAPHQL_TRUSTED_DOCUMENTS: 'only' });
  });
  afterAll(() => trusted.close());

  it("runs the app's documents, by hash or by their exact text", async () => {
    expect((await post(trusted.url, byId(categoriesId))).body.data?.categories?.length).toBeGreaterThan(5);
    expect((await post(trusted.url, { query: CATEGORIES })).body.data?.categories?.length).toBeGreaterThan(5);
  });

  it('refuses every other document with 400 PERSISTED_QUERY_NOT_FOUND: text, unknown hash, automatic persisted query', async () => {
    const query = '{ categories { value } }';
    const apq = {
      query,
      extensions: { persistedQuery: { version: 1, sha256Hash: createHash('sha256').update(query).digest('hex') } },
    };
    for (const body of [
      { query },
      byId(`sha256:${'c'.repeat(64)}`),
      byId(`sha256:${'c'.repeat(64)}`, query),
      apq,
      { query: `${CATEGORIES} ` },
    ]) {
      const res = await post(trusted.url, body);
      expect([res.status, res.body.errors?.[0]]).toEqual([
        400,
        { message: TRUSTED_ONLY_MESSAGE, extensions: { code: 'PERSISTED_QUERY_NOT_FOUND' } },
      ]);
      expect(res.body.data).toBeUndefined();
    }
    // In the caller's language, with the same code.
    const spanish = await fetch(`${trusted.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'accept-language': 'es' },
      body: JSON.stringify({ query }),
    });
    expect([spanish.status, ((await spanish.json()) as { errors: unknown[] }).errors[0]]).toEqual([
      400,
      {
        message:
          'Este servidor solo ejecuta los documentos GraphQL de la propia app (documentos persistidos); envía el hash del documento',
        extensions: { code: 'PERSISTED_QUERY_NOT_FOUND' },
      },
    ]);
  });
});
