import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/harness.js';
import { createMember } from '../../../test/factories.js';

const { app, api } = useTestApp(); // no STRIPE_SECRET_KEY: the local test checkout

describe('the local test checkout (no Stripe key)', () => {
  it('walks the whole upgrade on a page of the app, clearly marked as a test', async () => {
    const m = await createMember(app);
    const created = await api.post('/premium/checkout', { origin_url: 'http://localhost:4000' }, m.token);
    expect(created.body.checkout_url).toMatch(/^http:\/\/localhost:4000\/test-checkout\/cs_local_[0-9a-f]{24}$/);
    const path = new URL(created.body.checkout_url).pathname;
    const sessionId = created.body.session_id;

    const page = await fetch(`${app.url}${path}`);
    const html = await page.text();
    expect(html).toContain('TEST PAYMENT');
    expect(html).toContain('No card is charged');
    expect(html).toContain('$29.00');
    expect((await api.get(`/premium/checkout/status/${sessionId}`, m.token)).body).toEqual({
      payment_status: 'unpaid',
      status: 'open',
    });

    const paid = await fetch(`${app.url}${path}/pay`, { method: 'POST', redirect: 'manual' });
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toBe(`http://localhost:4000/?session_id=${sessionId}&upgrade=success`);
    expect((await api.get(`/premium/checkout/status/${sessionId}`, m.token)).body).toEqual({
      payment_status: 'paid',
      status: 'complete',
    });
    expect((await api.get('/dashboard', m.token)).body.user.user_type).toBe('premium');
    const [row] = await app.db.query(`SELECT provider, status, fulfilled_at IS NOT NULL AS fulfilled FROM payments`);
    expect(row).toEqual({ provider: 'local', status: 'paid', fulfilled: true });
    expect(await app.db.query(`SELECT type FROM notifications`)).toEqual([{ type: 'premium_activated' }]);
  });

  it('cancel returns to the app without paying; unknown sessions are 404', async () => {
    const m = await createMember(app);
    const { body } = await api.post('/premium/checkout', { origin_url: 'http://localhost:4000' }, m.token);
    const path = new URL(body.checkout_url).pathname;
    const cancel = await fetch(`${app.url}${path}/cancel`, { method: 'POST', redirect: 'manual' });
    expect(cancel.headers.get('location')).toBe('http://localhost:4000/?upgrade=cancelled');
    expect((await api.get('/dashboard', m.token)).body.user.user_type).toBe('free');
    expect((await fetch(`${app.url}/test-checkout/cs_local_nope`)).status).toBe(404);
  });

  it('refuses webhooks: there is no provider to sign them', async () => {
    const res = await fetch(`${app.url}/api/premium/webhook`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    expect(res.status).toBe(400);
  });
});
