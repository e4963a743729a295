import express, { Router } from 'express';
import { body, member, requireMember } from '../../common/http/rest.js';
import { invalid } from '../../common/errors/domain-error.js';
import type { MemberAuthenticator } from '../../common/auth/member.js';
import type { PremiumService } from './premium.service.js';
import { PremiumMessages } from './premium.messages.js';
import { checkoutBody } from './premium.inputs.js';

/** The Premium routes, plus the Stripe webhook (raw body: its signature covers the exact bytes). */
export function premiumRoutes({
  identity,
  premium,
}: {
  identity: MemberAuthenticator;
  premium: PremiumService;
}): Router {
  const r = Router();
  const auth = requireMember(identity);

  r.get('/premium/benefits', (_req, res) => {
    const b = premium.benefits();
    res.json({
      benefits: b.benefits,
      price: b.price,
      price_cents: b.priceCents,
      currency: b.currency,
      period: b.period,
      available: b.available,
    });
  });

  r.post('/premium/checkout', auth, async (req, res) => {
    const { originUrl } = await checkoutBody.parse(body(req));
    const { checkoutUrl, sessionId } = await premium.createCheckout(member(req), originUrl);
    res.json({ checkout_url: checkoutUrl, session_id: sessionId });
  });

  r.get('/premium/checkout/status/:sessionId', auth, async (req, res) => {
    const s = await premium.status(member(req), String(req.params.sessionId));
    res.json({ payment_status: s.paymentStatus, status: s.status });
  });

  r.post('/premium/webhook', async (req, res) => {
    if (!Buffer.isBuffer(req.body)) throw invalid(PremiumMessages.webhookRawBody);
    res.json(await premium.webhook(req.body, req.get('stripe-signature')));
  });

  return r;
}

/** The raw-body parser the webhook route needs, mounted before the JSON parser. */
export const webhookBody = express.raw({ type: '*/*', limit: '1mb' });

const esc = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** The local test checkout page (no STRIPE_SECRET_KEY): plain HTML forms, clearly a test. */
export function testCheckoutRoutes({ premium }: { premium: PremiumService }): Router {
  const r = Router();

  r.get('/test-checkout/:id', async (req, res) => {
    const c = await premium.localCheckout(String(req.params.id));
    const amount = new Intl.NumberFormat('en-US', { style: 'currency', currency: c.currency.toUpperCase() }).format(
      c.amountCents / 100,
    );
    const id = esc(String(req.params.id));
    res.type('html').send(`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>Test checkout | Energy Exchange</title>
<style>
  body{margin:0;font-family:system-ui,-apple-system,Segoe UI,Roboto,sans-serif;background:#f7f5f0;color:#1f2328;display:grid;place-items:center;min-height:100vh}
  main{background:#fff;border-radius:16px;box-shadow:0 10px 30px rgba(0,0,0,.08);padding:32px;max-width:420px;width:calc(100% - 32px)}
  .test{background:#fff4d6;color:#7a4b00;border:1px solid #f0c96b;border-radius:10px;padding:10px 14px;font-weight:600;margin-bottom:20px}
  h1{font-size:1.3rem;margin:0 0 6px} p{margin:6px 0;color:#4b5563} .amount{font-size:2rem;font-weight:700;color:#0f766e;margin:16px 0}
  form{display:inline} button{font:inherit;border-radius:10px;padding:12px 18px;border:0;cursor:pointer;min-height:44px}
  .pay{background:#0f766e;color:#fff;font-weight:600;width:100%;margin-top:8px} .cancel{background:transparent;color:#374151;text-decoration:underline;width:100%;margin-top:8px}
</style></head>
<body><main>
  <div class="test" role="note">TEST PAYMENT — this is a local test checkout. No card is charged and no money moves.</div>
  <h1>Energy Exchange Premium</h1>
  <p>Lifetime access · ${esc(c.email)}</p>
  <div class="amount">${esc(amount)}</div>
  ${c.paid ? '<p><strong>This test payment is already complete.</strong></p>' : ''}
  <form method="post" action="/test-checkout/${id}/pay"><button class="pay" type="submit">Pay ${esc(amount)} (test)</button></form>
  <form method="post" action="/test-checkout/${id}/cancel"><button class="cancel" type="submit">Cancel and go back</button></form>
</main></body></html>`);
  });

  r.post('/test-checkout/:id/pay', async (req, res) => {
    res.redirect(303, await premium.payLocally(String(req.params.id)));
  });

  r.post('/test-checkout/:id/cancel', async (req, res) => {
    res.redirect(303, (await premium.localCheckout(String(req.params.id))).cancelUrl);
  });

  return r;
}
