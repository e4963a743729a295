import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { getIntrospectionQuery } from 'graphql';
import { startTestApp, useTestApp, type TestApp } from '../../test/harness.js';
import { gqlClient, restClient } from '../../test/http.js';
import { createMember } from '../../test/factories.js';

/** In production: no introspection, no Sandbox, no field suggestions, no stack traces. */
const { app } = useTestApp({ env: { NODE_ENV: 'production' }, reset: false });

describe('GraphQL in production', () => {
  it('refuses introspection and suggests no field names', async () => {
    const gql = gqlClient(app.url);
    const intro = await gql(getIntrospectionQuery());
    expect(intro.errors?.[0].message).toMatch(/introspection/i);
    const typo = await gql('{ categoriez { value } }');
    expect(typo.errors?.[0].message).not.toMatch(/Did you mean/);
    expect(JSON.stringify(typo.errors)).not.toMatch(/stacktrace|at .*\.js:\d+/);
  });

  it('has no /metrics without METRICS_TOKEN', async () => {
    const res = await fetch(`${app.url}/metrics`);
    expect(res.status).toBe(404);
    expect(await res.text()).not.toMatch(/# HELP/);
  });

  it('has push off without VAPID keys: no public key, no device, no push queued', async () => {
    const api = restClient(app.url);
    const key = await api.get('/push/public-key');
    expect([key.status, key.body.detail]).toEqual([503, 'Push notifications are not available on this server']);
    const g = await gqlClient(app.url)('{ pushPublicKey }');
    expect(g.errors?.[0].extensions?.code).toBe('SERVICE_UNAVAILABLE');
    const member = await createMember(app);
    const subscription = {
      endpoint: 'https://push.example.com/send/production',
      keys: { p256dh: `B${'A'.repeat(86)}`, auth: 'A'.repeat(22) },
    };
    expect((await api.post('/push/subscriptions', subscription, member.token)).status).toBe(503);
    expect(await app.db.query(`SELECT id FROM push_subscriptions WHERE user_id = $1`, [member.user.id])).toEqual([]);
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

/**
 * Production without STRIPE_SECRET_KEY and SMTP_URL: Premium is switched off (no free
 * local test checkout), and no mail content — never a sign-in code — reaches the log.
 */
describe('production without payment or mail configuration', () => {
  let bare: TestApp;
  beforeAll(async () => {
    bare = await startTestApp({
      NODE_ENV: 'production',
      SMTP_URL: '',
      STRIPE_SECRET_KEY: '',
      STRIPE_WEBHOOK_SECRET: '',
    });
  });
  afterAll(() => bare.close());

  it('tells clients Premium is unavailable, in /api and GraphQL', async () => {
    expect(bare.config.payments).toBe('disabled');
    const rest = await restClient(bare.url).get('/premium/benefits');
    expect([rest.status, rest.body.available]).toEqual([200, false]);
    const g = await gqlClient(bare.url)('{ premiumBenefits { available priceCents } }');
    expect(g.data.premiumBenefits).toEqual({ available: false, priceCents: 2900 });
  });

  it('answers checkout with a clear 503 and SERVICE_UNAVAILABLE, and stores nothing', async () => {
    const { token } = await createMember(bare);
    const rest = await restClient(bare.url).post('/premium/checkout', { origin_url: 'http://localhost:4000' }, token);
    expect([rest.status, rest.body.detail]).toEqual([503, 'Premium is not available right now']);
    const g = await gqlClient(bare.url)(
      'mutation { createCheckout(originUrl: "http://localhost:4000") { checkoutUrl } }',
      {},
      token,
    );
    expect(g.errors?.[0]).toMatchObject({
      message: 'Premium is not available right now',
      extensions: { code: 'SERVICE_UNAVAILABLE' },
    });
    expect(await bare.db.query(`SELECT count(*)::int AS n FROM payments`)).toEqual([{ n: 0 }]);
  });

  it('has no local test checkout: its page and its Pay button are 404', async () => {
    for (const [method, path] of [
      ['GET', '/test-checkout/cs_local_x'],
      ['POST', '/test-checkout/cs_local_x/pay'],
      ['POST', '/test-checkout/cs_local_x/cancel'],
    ]) {
      const res = await fetch(`${bare.url}${path}`, { method, redirect: 'manual' });
      expect(res.status, `${method} ${path}`).toBe(404);
    }
  });

  it('refuses sign-in by code with a 503 and writes no mail, no code, to the log', async () => {
    const { user } = await createMember(bare);
    const written: string[] = [];
    const capture = (chunk: unknown) => {
      written.push(String(chunk));
      return true;
    };
    const out = vi.spyOn(process.stdout, 'write').mockImplementation(capture);
    const err = vi.spyOn(process.stderr, 'write').mockImplementation(capture);
    let res;
    try {
      res = await restClient(bare.url).post('/auth/send-otp', { email: user.email });
    } finally {
      out.mockRestore();
      err.mockRestore();
    }
    expect([res.status, res.body.detail]).toEqual([503, 'Email sign-in is not available right now']);
    const log = written.join('');
    expect(log).not.toMatch(/\b\d{6}\b/);
    expect(log).not.toMatch(/is your Energy Exchange code|Your code to/);
    expect(
      await bare.db.query(`SELECT count(*)::int AS n FROM one_time_codes WHERE email = $1 AND purpose = 'login'`, [
        user.email,
      ]),
    ).toEqual([{ n: 0 }]);
    const g = await gqlClient(bare.url)('mutation($e: String!) { sendCode(input: { email: $e }) { email } }', {
      e: user.email,
    });
    expect(g.errors?.[0]).toMatchObject({
      message: 'Email sign-in is not available right now',
      extensions: { code: 'SERVICE_UNAVAILABLE' },
    });
  });
});
