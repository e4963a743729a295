import Stripe from 'stripe';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/harness.js';
import { gqlClient, restClient } from '../../../test/http.js';
import { createMember, makePremium } from '../../../test/factories.js';
import { startStripeDouble } from '../../../test/stripe-double.js';

const WEBHOOK_SECRET = 'whsec_test_secret_for_the_double';
let app: TestApp;
let api: ReturnType<typeof restClient>;
let double: Awaited<ReturnType<typeof startStripeDouble>>;
const stripe = new Stripe('sk_test_signing_only');

beforeAll(async () => {
  double = await startStripeDouble();
  app = await startTestApp({
    STRIPE_SECRET_KEY: 'sk_test_double',
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_API_BASE: double.url,
    PREMIUM_PRICE_CENTS: '2900',
    PREMIUM_CURRENCY: 'eur',
  });
  api = restClient(app.url);
});
afterAll(async () => {
  await app.close();
  await double.close();
});
beforeEach(() => app.reset());

const userType = async (id: string) =>
  (await app.db.query(`SELECT user_type FROM users WHERE id = $1`, [id]))[0].user_type;

function signed(event: object, opts: { timestamp?: number; secret?: string } = {}) {
  const payload = JSON.stringify(event);
  const header = stripe.webhooks.generateTestHeaderString({
    payload,
    secret: opts.secret ?? WEBHOOK_SECRET,
    timestamp: opts.timestamp,
  });
  return { payload, header };
}

const postWebhook = (payload: string, header?: string) =>
  api.call('POST', '/premium/webhook', { rawBody: payload, headers: header ? { 'stripe-signature': header } : {} });

const completedEvent = (session: object, type = 'checkout.session.completed') => ({
  id: `evt_${Math.random().toString(36).slice(2)}`,
  object: 'event',
  type,
  data: { object: session },
});

async function checkout() {
  const m = await createMember(app);
  const res = await api.post('/premium/checkout', { origin_url: 'http://localhost:4000' }, m.token);
  expect(res.status).toBe(200);
  return { ...m, sessionId: res.body.session_id as string, url: res.body.checkout_url as string };
}

describe('Premium with the real Stripe SDK against a local double', () => {
  it('answers the benefits and the configured price', async () => {
    const res = await api.get('/premium/benefits');
    expect(res.body).toMatchObject({ price: 29, price_cents: 2900, currency: 'eur', period: 'lifetime' });
    expect(res.body.benefits.length).toBeGreaterThanOrEqual(3);
    expect(res.body.benefits[0]).toEqual({
      icon: expect.any(String),
      title: expect.any(String),
      description: expect.any(String),
      points: expect.any(Array),
    });
  });

  it('creates a payment-mode Checkout Session for the price, with the member in metadata and client_reference_id', async () => {
    const c = await checkout();
    expect(c.url).toBe(`${double.url}/c/pay/${c.sessionId}`);
    const sent = double.requests.findLast((r) => r.path === '/v1/checkout/sessions')!;
    expect(sent.form.get('mode')).toBe('payment');
    expect(sent.form.get('client_reference_id')).toBe(c.user.id);
    expect(sent.form.get('metadata[user_id]')).toBe(c.user.id);
    expect(sent.form.get('line_items[0][price_data][unit_amount]')).toBe('2900');
    expect(sent.form.get('line_items[0][price_data][currency]')).toBe('eur');
    expect(sent.form.get('success_url')).toBe(
      'http://localhost:4000/?session_id={CHECKOUT_SESSION_ID}&upgrade=success',
    );
    expect(sent.idempotencyKey).toMatch(/^checkout:/);
    const [row] = await app.db.query(`SELECT provider, amount_cents, currency, status, fulfilled_at FROM payments`);
    expect(row).toEqual({
      provider: 'stripe',
      amount_cents: 2900,
      currency: 'eur',
      status: 'open',
      fulfilled_at: null,
    });
  });

  it('refuses a premium member and a foreign origin', async () => {
    const m = await createMember(app);
    expect((await api.post('/premium/checkout', { origin_url: 'https://evil.example' }, m.token)).body.detail).toBe(
      'origin_url must be this app’s address',
    );
    expect((await api.post('/premium/checkout', {}, m.token)).body.detail).toBe('origin_url is required');
    await makePremium(app, m.user.id);
    const res = await api.post('/premium/checkout', { origin_url: 'http://localhost:4000' }, m.token);
    expect(res.status).toBe(409);
    expect(res.body.detail).toBe('You are already a Premium member');
  });

  it('status: only the creator may ask; unpaid grants nothing; paid grants premium once', async () => {
    const c = await checkout();
    const other = await createMember(app);
    expect((await api.get(`/premium/checkout/status/${c.sessionId}`, other.token)).status).toBe(404);
    expect((await api.get(`/premium/checkout/status/${c.sessionId}`, c.token)).body).toEqual({
      payment_status: 'unpaid',
      status: 'open',
    });
    expect(await userType(c.user.id)).toBe('free');
    double.pay(c.sessionId);
    const polls = await Promise.all(
      Array.from({ length: 5 }, () => api.get(`/premium/checkout/status/${c.sessionId}`, c.token)),
    );
    expect(polls.map((p) => p.body)).toEqual(Array(5).fill({ payment_status: 'paid', status: 'complete' }));
    expect(await userType(c.user.id)).toBe('premium');
    const [p] = await app.db.query(`SELECT status, amount_cents, currency, fulfilled_at FROM payments`);
    expect(p).toMatchObject({ status: 'paid', amount_cents: 2900, currency: 'eur', fulfilled_at: expect.any(Date) });
  });

  it('refuses unsigned, tampered and stale webhooks with 400 and grants nothing', async () => {
    const c = await checkout();
    const session = double.pay(c.sessionId);
    const event = completedEvent(session);
    const { payload, header } = signed(event);
    expect((await postWebhook(payload)).status).toBe(400);
    expect((await postWebhook(payload.replace('"paid"', '"paid" '), header)).status).toBe(400);
    expect((await postWebhook(payload, signed(event, { secret: 'whsec_wrong' }).header)).status).toBe(400);
    const stale = signed(event, { timestamp: Math.floor(Date.now() / 1000) - 301 });
    const res = await postWebhook(stale.payload, stale.header);
    expect(res.status).toBe(400);
    expect(res.body.detail).toMatch(/^Webhook signature verification failed/);
    expect(await userType(c.user.id)).toBe('free');
    expect(await app.db.query(`SELECT fulfilled_at FROM payments`)).toEqual([{ fulfilled_at: null }]);
  });

  it('grants once for the same completed event sent 20 times at once', async () => {
    const c = await checkout();
    const { payload, header } = signed(completedEvent(double.pay(c.sessionId)));
    const results = await Promise.all(Array.from({ length: 20 }, () => postWebhook(payload, header)));
    expect(results.every((r) => r.status === 200)).toBe(true);
    expect(await userType(c.user.id)).toBe('premium');
    const rows = await app.db.query(`SELECT fulfilled_at FROM payments WHERE fulfilled_at IS NOT NULL`);
    expect(rows).toHaveLength(1);
  });

  it('grants once when the webhook races the status poll', async () => {
    const c = await checkout();
    const { payload, header } = signed(completedEvent(double.pay(c.sessionId)));
    const results = await Promise.all([
      postWebhook(payload, header),
      api.get(`/premium/checkout/status/${c.sessionId}`, c.token),
      postWebhook(payload, header),
      api.get(`/premium/checkout/status/${c.sessionId}`, c.token),
    ]);
    expect(results.map((r) => r.status)).toEqual([200, 200, 200, 200]);
    const [p] = await app.db.query(`SELECT count(*) FILTER (WHERE fulfilled_at IS NOT NULL)::int AS n FROM payments`);
    expect(p.n).toBe(1);
    expect(await userType(c.user.id)).toBe('premium');
  });

  it('grants nothing for an expired session, an unpaid completion, or an expiry that arrives after the payment', async () => {
    const c = await checkout();
    const expired = { ...double.sessions.get(c.sessionId)!, status: 'expired' };
    let s = signed(completedEvent(expired, 'checkout.session.expired'));
    expect((await postWebhook(s.payload, s.header)).body).toEqual({ received: true, handled: true });
    expect(await app.db.query(`SELECT status FROM payments`)).toEqual([{ status: 'expired' }]);
    expect(await userType(c.user.id)).toBe('free');

    const d = await checkout();
    const unpaid = { ...double.sessions.get(d.sessionId)!, status: 'complete', payment_status: 'unpaid' };
    s = signed(completedEvent(unpaid));
    await postWebhook(s.payload, s.header);
    expect(await userType(d.user.id)).toBe('free');

    // Out of order: paid first, then a late "expired" must not undo it.
    s = signed(completedEvent(double.pay(d.sessionId)));
    await postWebhook(s.payload, s.header);
    s = signed(completedEvent({ ...double.sessions.get(d.sessionId)!, status: 'expired' }, 'checkout.session.expired'));
    await postWebhook(s.payload, s.header);
    expect(await userType(d.user.id)).toBe('premium');
    expect((await app.db.query(`SELECT status FROM payments WHERE user_id = $1`, [d.user.id]))[0].status).toBe('paid');
  });

  it('refuses a paid amount that is not the price', async () => {
    const c = await checkout();
    const cheap = { ...double.pay(c.sessionId), amount_total: 100 };
    const s = signed(completedEvent(cheap));
    expect((await postWebhook(s.payload, s.header)).status).toBe(200);
    expect(await userType(c.user.id)).toBe('free');
  });

  it('pays on the hosted checkout page: the signed webhook grants Premium and the customer returns to the success URL', async () => {
    double.sendWebhooksTo(`${app.url}/api/premium/webhook`, WEBHOOK_SECRET);
    const c = await checkout();
    const page = await fetch(c.url);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('Pay 29.00 EUR');
    const paid = await fetch(c.url, { method: 'POST', redirect: 'manual' });
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toBe(`http://localhost:4000/?session_id=${c.sessionId}&upgrade=success`);
    // The webhook was delivered before the redirect: Premium is granted without any status poll.
    expect(await userType(c.user.id)).toBe('premium');
    const [payment] = await app.db.query(`SELECT status, fulfilled_at FROM payments`);
    expect(payment.status).toBe('paid');
    expect(payment.fulfilled_at).not.toBeNull();
  });

  it('is the same in GraphQL', async () => {
    const gql = gqlClient(app.url);
    const m = await createMember(app);
    const offer = await gql(`{ premiumBenefits { price priceCents currency period benefits { title } } }`);
    expect(offer.data.premiumBenefits).toMatchObject({
      price: 29,
      priceCents: 2900,
      currency: 'eur',
      period: 'lifetime',
    });
    const created = await gql(
      `mutation { createCheckout(originUrl: "http://localhost:4000") { checkoutUrl sessionId } }`,
      {},
      m.token,
    );
    const id = created.data.createCheckout.sessionId;
    double.pay(id);
    const status = await gql(
      `query($id: String!) { checkoutStatus(sessionId: $id) { paymentStatus status } }`,
      { id },
      m.token,
    );
    expect(status.data.checkoutStatus).toEqual({ paymentStatus: 'paid', status: 'complete' });
    const again = await gql(
      `mutation { createCheckout(originUrl: "http://localhost:4000") { sessionId } }`,
      {},
      m.token,
    );
    expect(again.errors?.[0]).toMatchObject({
      message: 'You are already a Premium member',
      extensions: { code: 'CONFLICT' },
    });
  });
});
