import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { randomBytes } from 'node:crypto';
import Stripe from 'stripe';

/**
 * A local HTTP double of Stripe's Checkout Sessions API (create, retrieve, expire), speaking the
 * same protocol the real `stripe` SDK speaks: form-encoded requests, JSON answers, bearer key.
 * It also hosts the checkout page a customer is sent to (`session.url`): paying there completes
 * the session, sends the signed `checkout.session.completed` webhook when one is configured (as
 * Stripe does), and redirects to the success URL — so a browser journey pays the way a member does.
 */
export interface DoubleSession {
  id: string;
  object: 'checkout.session';
  url: string;
  status: 'open' | 'complete' | 'expired';
  payment_status: 'paid' | 'unpaid' | 'no_payment_required';
  amount_total: number;
  currency: string;
  client_reference_id: string | null;
  metadata: Record<string, string>;
  success_url: string;
  cancel_url: string;
  mode: string;
  customer_email: string | null;
}

const readBody = (req: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let data = '';
    req.on('data', (c) => (data += c));
    req.on('end', () => resolve(data));
  });

export interface StripeDoubleOptions {
  /** Where to deliver `checkout.session.completed` after a payment on the hosted page. */
  webhook?: { url: string; secret: string };
}

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function checkoutPage(s: DoubleSession): string {
  const amount = `${(s.amount_total / 100).toFixed(2)} ${s.currency.toUpperCase()}`;
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Checkout (Stripe test double)</title></head><body style="font-family:sans-serif;max-width:28rem;margin:3rem auto;padding:0 1rem">
<main><h1>Energy Exchange Premium</h1><p>Stripe test mode: no card is charged.</p><p>Total: <strong>${escapeHtml(amount)}</strong></p>
<form method="post" action="/c/pay/${escapeHtml(s.id)}"><button type="submit" style="min-height:44px;padding:0 1.5rem">Pay ${escapeHtml(amount)}</button></form>
<p><a href="${escapeHtml(s.cancel_url)}">Cancel and go back</a></p></main></body></html>`;
}

export async function startStripeDouble(opts: StripeDoubleOptions = {}) {
  let baseUrl = '';
  const signer = new Stripe('sk_test_double');
  const sessions = new Map<string, DoubleSession>();
  const requests: Array<{
    method: string;
    path: string;
    form: URLSearchParams;
    idempotencyKey?: string;
    auth?: string;
  }> = [];
  // An answer the double fails to build is a 500, not an unhandled rejection.
  const server: Server = createServer(
    (req, res) => void answer(req, res).catch((err: unknown) => res.writeHead(500).end(String(err))),
  );
  async function answer(req: IncomingMessage, res: ServerResponse) {
    const form = new URLSearchParams(await readBody(req));
    const path = (req.url ?? '').split('?')[0];
    requests.push({
      method: req.method!,
      path,
      form,
      idempotencyKey: req.headers['idempotency-key'] as string | undefined,
      auth: req.headers.authorization,
    });
    const send = (status: number, body: unknown) =>
      res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    let m: RegExpExecArray | null;
    // The hosted checkout page (what the customer's browser sees; no API key involved).
    if ((m = /^\/c\/pay\/(cs_test_\w+)$/.exec(path))) {
      const s = sessions.get(m[1]);
      if (!s) return res.writeHead(404, { 'content-type': 'text/plain' }).end('No such checkout session');
      if (req.method === 'GET')
        return res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(checkoutPage(s));
      if (req.method === 'POST') {
        if (s.status === 'open') await completePayment(s);
        return res.writeHead(303, { location: s.success_url.replace('{CHECKOUT_SESSION_ID}', s.id) }).end();
      }
    }
    if (!req.headers.authorization?.startsWith('Bearer sk_test_'))
      return send(401, { error: { type: 'invalid_request_error', message: 'Invalid API Key' } });
    if (req.method === 'POST' && path === '/v1/checkout/sessions') {
      const id = `cs_test_${randomBytes(10).toString('hex')}`;
      const s: DoubleSession = {
        id,
        object: 'checkout.session',
        url: `${baseUrl}/c/pay/${id}`,
        status: 'open',
        payment_status: 'unpaid',
        amount_total: Number(form.get('line_items[0][price_data][unit_amount]')),
        currency: form.get('line_items[0][price_data][currency]') ?? 'usd',
        client_reference_id: form.get('client_reference_id'),
        metadata: { user_id: form.get('metadata[user_id]') ?? '' },
        success_url: form.get('success_url') ?? '',
        cancel_url: form.get('cancel_url') ?? '',
        mode: form.get('mode') ?? '',
        customer_email: form.get('customer_email'),
      };
      sessions.set(id, s);
      return send(200, s);
    }
    if (req.method === 'GET' && (m = /^\/v1\/checkout\/sessions\/([\w]+)$/.exec(path))) {
      const s = sessions.get(m[1]);
      return s
        ? send(200, s)
        : send(404, { error: { type: 'invalid_request_error', message: 'No such checkout.session' } });
    }
    if (req.method === 'POST' && (m = /^\/v1\/checkout\/sessions\/([\w]+)\/expire$/.exec(path))) {
      const s = sessions.get(m[1]);
      if (!s) return send(404, { error: { type: 'invalid_request_error', message: 'No such checkout.session' } });
      s.status = 'expired';
      return send(200, s);
    }
    send(404, {
      error: { type: 'invalid_request_error', message: `Unrecognized request URL (${req.method}: ${path})` },
    });
  }
  /** What Stripe does when the customer pays: the session completes, then the webhook is sent. */
  async function completePayment(s: DoubleSession) {
    s.status = 'complete';
    s.payment_status = 'paid';
    if (!opts.webhook) return;
    const payload = JSON.stringify({
      id: `evt_${randomBytes(10).toString('hex')}`,
      object: 'event',
      type: 'checkout.session.completed',
      data: { object: s },
    });
    const header = signer.webhooks.generateTestHeaderString({ payload, secret: opts.webhook.secret });
    try {
      await fetch(opts.webhook.url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'stripe-signature': header },
        body: payload,
      });
    } catch {
      // Stripe retries undelivered webhooks; here the app's return poll settles the payment anyway.
    }
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as { port: number }).port;
  baseUrl = `http://127.0.0.1:${port}`;
  return {
    url: `http://127.0.0.1:${port}`,
    sessions,
    requests,
    /** From now on, payments on the hosted page send the signed webhook there. */
    sendWebhooksTo(url: string, secret: string) {
      opts.webhook = { url, secret };
    },
    /** What Stripe does when the customer pays. */
    pay(id: string) {
      const s = sessions.get(id)!;
      s.status = 'complete';
      s.payment_status = 'paid';
      return s;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
