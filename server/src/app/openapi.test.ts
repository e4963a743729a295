import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/harness.js';
import { createMember } from '../../test/factories.js';
import { OpenApiDriftError, restClient } from '../../test/http.js';
import { createResponseValidator } from '../../test/openapi-validator.js';
import { openApiDocument as doc } from './openapi.js';

/**
 * The OpenAPI document itself: well-formed 3.1, every schema compiles under ajv's strict mode,
 * every $ref resolves, it lists exactly the routes the real router has, it is served, and the
 * validator the transport tests use (test/http.ts) really refuses answers that drifted.
 */
const { app } = useTestApp({ reset: false });

const METHODS = ['get', 'post', 'put', 'delete', 'patch', 'head', 'options'];
type Op = {
  operationId: string;
  tags: string[];
  parameters?: Array<{ name: string; in: string; schema: Record<string, unknown> }>;
  requestBody?: { content: Record<string, { schema: Record<string, unknown> }> };
  responses: Record<string, { content?: Record<string, { schema: Record<string, unknown> }> }>;
};
const operations = () =>
  Object.entries(doc.paths).flatMap(([path, item]) =>
    Object.entries(item)
      .filter(([m]) => METHODS.includes(m))
      .map(([method, op]) => ({ path, method, op: op as unknown as Op })),
  );

/** Every `$ref` anywhere in a value, with where it was found. */
function refsIn(value: unknown, at = '#'): Array<{ ref: string; at: string }> {
  if (!value || typeof value !== 'object') return [];
  if (Array.isArray(value)) return value.flatMap((v, i) => refsIn(v, `${at}/${i}`));
  return Object.entries(value).flatMap(([k, v]) =>
    k === '$ref' && typeof v === 'string' ? [{ ref: v, at }] : refsIn(v, `${at}/${k}`),
  );
}

function resolvePointer(root: unknown, pointer: string): unknown {
  return pointer
    .replace(/^#\/?/, '')
    .split('/')
    .filter(Boolean)
    .map((p) => p.replace(/~1/g, '/').replace(/~0/g, '~'))
    .reduce<unknown>(
      (node, key) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[key] : undefined),
      root,
    );
}

describe('the OpenAPI document', () => {
  it('is an OpenAPI 3.1 document with tags, unique operation ids and declared path parameters', () => {
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.info).toMatchObject({ title: expect.any(String), version: expect.any(String) });
    expect(doc.components.securitySchemes).toHaveProperty('bearerAuth');
    const tagNames = doc.tags.map((t) => t.name);
    const ids = new Set<string>();
    const problems: string[] = [];
    for (const { path, method, op } of operations()) {
      const where = `${method.toUpperCase()} ${path}`;
      if (!path.startsWith('/')) problems.push(`${where}: path must start with /`);
      if (ids.has(op.operationId)) problems.push(`${where}: duplicate operationId ${op.operationId}`);
      ids.add(op.operationId);
      if (!op.tags?.length || !op.tags.every((t) => tagNames.includes(t)))
        problems.push(`${where}: tag not declared: ${op.tags?.join(',')}`);
      if (!Object.keys(op.responses).some((s) => /^2\d\d$/.test(s))) problems.push(`${where}: no success response`);
      for (const status of Object.keys(op.responses))
        if (!/^[1-5](\d\d|XX)$|^default$/.test(status)) problems.push(`${where}: bad status ${status}`);
      const templated = [...path.matchAll(/\{([^}]+)\}/g)].map((m) => m[1]).sort();
      const declared = (op.parameters ?? [])
        .filter((p) => p.in === 'path')
        .map((p) => p.name)
        .sort();
      if (JSON.stringify(templated) !== JSON.stringify(declared))
        problems.push(`${where}: path parameters ${templated.join(',')} but declared ${declared.join(',')}`);
      if (method === 'get' && op.requestBody) problems.push(`${where}: a GET with a body`);
    }
    expect(problems).toEqual([]);
    expect(ids.size).toBeGreaterThanOrEqual(60);
  });

  it('resolves every $ref', () => {
    const refs = refsIn(doc);
    expect(refs.length).toBeGreaterThan(50);
    const broken = refs.filter(({ ref }) => !ref.startsWith('#/') || resolvePointer(doc, ref) === undefined);
    expect(broken).toEqual([]);
    // And no component schema goes unused: a stale schema would mislead readers.
    const used = new Set(refs.map((r) => r.ref));
    expect(Object.keys(doc.components.schemas).filter((name) => !used.has(`#/components/schemas/${name}`))).toEqual([]);
  });

  it('compiles every schema (components, parameters, bodies, responses) with ajv in strict mode', () => {
    const { compileSchema } = createResponseValidator();
    const failures: string[] = [];
    const tryCompile = (where: string, schema: Record<string, unknown>) => {
      try {
        compileSchema(schema);
      } catch (err) {
        failures.push(`${where}: ${(err as Error).message}`);
      }
    };
    for (const [name, schema] of Object.entries(doc.components.schemas))
      tryCompile(`components.schemas.${name}`, schema);
    for (const { path, method, op } of operations()) {
      const where = `${method.toUpperCase()} ${path}`;
      for (const p of op.parameters ?? []) tryCompile(`${where} parameter ${p.name}`, p.schema);
      for (const [type, media] of Object.entries(op.requestBody?.content ?? {}))
        tryCompile(`${where} body ${type}`, media.schema);
      for (const [status, r] of Object.entries(op.responses))
        for (const [type, media] of Object.entries(r.content ?? {}))
          tryCompile(`${where} ${status} ${type}`, media.schema);
    }
    expect(failures).toEqual([]);
  });

  it('documents every route of the real router, and no route it does not have', () => {
    const real = app.http.apiRoutes.map((r) => `${r.method} ${r.path.replace(/:(\w+)/g, '{$1}')}`).sort();
    const documented = operations()
      .map(({ path, method }) => `${method.toUpperCase()} ${path}`)
      .sort();
    expect(real.length).toBeGreaterThanOrEqual(60);
    expect(
      real.filter((r) => !documented.includes(r)),
      'routes missing from the document',
    ).toEqual([]);
    expect(
      documented.filter((d) => !real.includes(d)),
      'documented routes the server does not have',
    ).toEqual([]);
  });

  it('names X-Read-After on every call, and on the success answers of every write (read-your-writes with replicas)', () => {
    for (const { path, method, op } of operations()) {
      const header = op.parameters?.find((p) => p.in === 'header' && p.name === 'X-Read-After');
      expect(header, `${method} ${path}`).toBeDefined();
      const successes = Object.entries(op.responses).filter(([status]) => status.startsWith('2'));
      for (const [status, answer] of successes) {
        const documented = (answer as { headers?: Record<string, unknown> }).headers?.['X-Read-After'];
        if (method === 'get') expect(documented, `${method} ${path} ${status}`).toBeUndefined();
        else expect(documented, `${method} ${path} ${status}`).toBeDefined();
      }
    }
  });

  it('states who may call each route the same way as its security requirement', () => {
    for (const { path, method, op } of operations()) {
      const { security, 'x-access': access } = op as unknown as { security: unknown[]; 'x-access': string };
      expect([method, path, security.length === 0], 'public routes need no token').toEqual([
        method,
        path,
        access === 'public',
      ]);
      if (access !== 'public') expect(Object.keys(op.responses), `${method} ${path}`).toContain('401');
      if (access === 'admin') expect(Object.keys(op.responses), `${method} ${path}`).toContain('403');
    }
  });
});

describe('serving the document', () => {
  it('answers /api/openapi.json with the document, to visitors', async () => {
    const res = await restClient(app.url).get('/openapi.json');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(res.body).toEqual(JSON.parse(JSON.stringify(doc)));
  });

  it('answers /api/docs with a page of every route and schema that needs no script and no inline style', async () => {
    const res = await restClient(app.url).get('/docs');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    const page = res.body as string;
    for (const { path, method } of operations())
      expect(page).toContain(
        `<span class="method ${method}">${method.toUpperCase()}</span> <code class="path">/api${path}</code>`,
      );
    for (const name of Object.keys(doc.components.schemas)) expect(page).toContain(`id="schema-${name}"`);
    // The strict CSP applies to it (style-src 'self', script-src 'self'): nothing inline, nothing remote.
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("style-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(page).not.toMatch(/<script|<style|\sstyle=|\son[a-z]+=/i);
    expect(page).not.toMatch(/(src|href)="(https?:)?\/\//);
    expect(page).toContain('<link rel="stylesheet" href="/api/docs/style.css">');

    const css = await restClient(app.url).get('/docs/style.css');
    expect(css.status).toBe(200);
    expect(css.headers.get('content-type')).toMatch(/^text\/css/);
    expect(css.body).toContain('.method');
  });
});

describe('the drift check of the transport tests', () => {
  const validator = createResponseValidator();
  const headers = (h: Record<string, string> = {}) =>
    new Headers({ 'content-type': 'application/json; charset=utf-8', ...h });
  const category = { value: 'sales', label: 'Sales' };

  it('accepts an answer that matches', () => {
    expect(
      validator.check({
        method: 'GET',
        path: '/categories',
        status: 200,
        headers: headers({ 'cache-control': 'public, max-age=1', vary: 'Authorization', etag: '"x"' }),
        body: [category],
        isJson: true,
      }),
    ).toEqual([]);
    expect(
      validator.check({
        method: 'GET',
        path: '/users/abc/availability?x=1',
        status: 404,
        headers: headers(),
        body: { detail: 'User not found', code: 'NOT_FOUND' },
        isJson: true,
      }),
    ).toEqual([]);
  });

  it('refuses a body with an extra field, a missing field or a wrong type', () => {
    const extra = validator.check({
      method: 'GET',
      path: '/categories',
      status: 200,
      headers: headers(),
      body: [{ ...category, icon: 'x' }],
      isJson: true,
    });
    expect(extra.join()).toMatch(/GET \/categories → 200: \/0 must NOT have additional properties \(icon\)/);
    const missing = validator.check({
      method: 'GET',
      path: '/categories',
      status: 200,
      headers: headers(),
      body: [{ value: 'sales' }],
      isJson: true,
    });
    expect(missing.join()).toMatch(/must have required property 'label'/);
    const wrongType = validator.check({
      method: 'GET',
      path: '/validate-referral/ABC',
      status: 200,
      headers: headers(),
      body: { valid: 'yes', referrer_name: null },
      isJson: true,
    });
    expect(wrongType.join()).toMatch(/\/valid must be boolean/);
    const nullableEnum = validator.check({
      method: 'GET',
      path: '/user/profile',
      status: 200,
      headers: headers(),
      body: {
        full_name: 'A',
        email: 'a@example.com',
        bio: null,
        location: null,
        experience_years: null,
        skills: [],
        profile_image: null,
        image_source: 'camera',
        profile_completed: false,
      },
      isJson: true,
    });
    expect(nullableEnum.join()).toMatch(/\/image_source must be equal to one of the allowed values/);
    const nested = validator.check({
      method: 'GET',
      path: '/notifications/recent',
      status: 200,
      headers: headers(),
      body: { notifications: [{ id: 'x' }], unread_count: 0 },
      isJson: true,
    });
    expect(nested.join()).toMatch(/\/notifications\/0\/id must match format "uuid"/);
  });

  it('refuses an undocumented status, route, media type or a missing required header', () => {
    expect(
      validator
        .check({
          method: 'GET',
          path: '/categories',
          status: 418,
          headers: headers(),
          body: { detail: 'teapot' },
          isJson: true,
        })
        .join(),
    ).toMatch(/status 418 is not documented/);
    expect(
      validator
        .check({
          method: 'GET',
          path: '/no-such-route',
          status: 404,
          headers: headers(),
          body: { detail: 'Not found' },
          isJson: true,
        })
        .join(),
    ).toMatch(/not a documented route/);
    expect(
      validator
        .check({
          method: 'PATCH',
          path: '/categories',
          status: 404,
          headers: headers(),
          body: { detail: 'Not found' },
          isJson: true,
        })
        .join(),
    ).toMatch(/not a documented route/);
    expect(
      validator
        .check({
          method: 'GET',
          path: '/categories',
          status: 200,
          headers: headers({ 'content-type': 'text/plain' }),
          body: '[]',
          isJson: false,
        })
        .join(),
    ).toMatch(/content-type "text\/plain" is not documented/);
    expect(
      validator
        .check({ method: 'GET', path: '/services', status: 200, headers: headers(), body: [], isJson: true })
        .join(),
    ).toMatch(/header X-Total-Count is missing/);
  });

  it('matches literal segments before parameters, as express does', () => {
    expect(validator.routeOf('GET', '/notifications/recent')?.template).toBe('/notifications/recent');
    expect(validator.routeOf('PUT', '/notifications/recent')?.template).toBe('/notifications/{id}');
    expect(validator.routeOf('GET', '/notifications/123')).toBeUndefined();
  });

  it('fails the call of a transport test whose answer drifted', async () => {
    // A real answer that is not documented: an unknown route's 404.
    const api = restClient(app.url);
    await expect(api.get('/no-such-route')).rejects.toBeInstanceOf(OpenApiDriftError);
    // A deliberate probe of an unknown path passes only as the router's 404, and only for a path the document lacks.
    expect((await api.call('GET', '/no-such-route', { unknownRoute: true })).status).toBe(404);
    await expect(api.call('GET', '/categories', { unknownRoute: true })).rejects.toBeInstanceOf(OpenApiDriftError);
    // And a real answer that is documented passes through.
    const { token } = await createMember(app);
    const res = await api.get('/user/services', token);
    expect(res.status).toBe(200);
  });
});
