import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getIntrospectionQuery } from 'graphql';
import { startTestApp, type TestApp } from '../../test/harness.js';
import { gqlClient } from '../../test/http.js';

/** In production: no introspection, no Sandbox, no field suggestions, no stack traces. */
let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({ NODE_ENV: 'production' });
});
afterAll(() => app.close());

describe('GraphQL in production', () => {
  it('refuses introspection and suggests no field names', async () => {
    const gql = gqlClient(app.url);
    const intro = await gql(getIntrospectionQuery());
    expect(intro.errors?.[0].message).toMatch(/introspection/i);
    const typo = await gql('{ categoriez { value } }');
    expect(typo.errors?.[0].message).not.toMatch(/Did you mean/);
    expect(JSON.stringify(typo.errors)).not.toMatch(/stacktrace|at .*\.js:\d+/);
  });

  it('serves no Sandbox page at /graphql', async () => {
    const res = await fetch(`${app.url}/graphql`, { headers: { accept: 'text/html' } });
    const text = await res.text();
    expect(text).not.toMatch(/sandbox/i);
  });

  it('hides internal error details', async () => {
    const gql = gqlClient(app.url);
    const res = await gql('{ me { id } }', {}, 'a.b.c');
    expect(res.errors?.[0]).toEqual({ message: 'Invalid or expired token', extensions: { code: 'UNAUTHENTICATED' } });
  });
});
