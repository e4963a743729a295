import { createServer, type IncomingMessage, type Server } from 'node:http';
import { randomBytes } from 'node:crypto';

/**
 * A local HTTP double of Stripe's Checkout Sessions API (create, retrieve, expire), speaking the
 * same protocol the real `stripe` SDK speaks: form-encoded requests, JSON answers, bearer key.
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

export async function startStripeDouble() {
  const sessions = new Map<string, DoubleSession>();
  const requests: Array<{ method: string; path: string; form: URLSearchParams; idempotencyKey?: string; auth?: string }> = [];
  const server: Server = createServer(async (req, res) => {
    const form = new URLSearchParams(await readBody(req));
    const path = (req.url ?? '').split('?')[0];
    requests.push({ method: req.method!, path, form, idempotencyKey: req.headers['idempotency-key'] as string | undefined, auth: req.headers.authorization });
    const send = (status: number, body: unknown) => res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    if (!req.headers.authorization?.startsWith('Bearer sk_test_')) return send(401, { error: { type: 'invalid_request_error', message: 'Invalid API Key' } });
    let m: RegExpExecArray | null;
    if (req.method === 'POST' && path === '/v1/checkout/sessions') {
      const id = `cs_test_${randomBytes(10).toString('hex')}`;
      const s: DoubleSession = {
        id,
        object: 'checkout.session',
        url: `https://checkout.stripe.test/c/pay/${id}`,
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
      return s ? send(200, s) : send(404, { error: { type: 'invalid_request_error', message: 'No such checkout.session' } });
    }
    if (req.method === 'POST' && (m = /^\/v1\/checkout\/sessions\/([\w]+)\/expire$/.exec(path))) {
      const s = sessions.get(m[1]);
      if (!s) return send(404, { error: { type: 'invalid_request_error', message: 'No such checkout.session' } });
      s.status = 'expired';
      return send(200, s);
    }
    send(404, { error: { type: 'invalid_request_error', message: `Unrecognized request URL (${req.method}: ${path})` } });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as { port: number }).port;
  return {
    url: `http://127.0.0.1:${port}`,
    sessions,
    requests,
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
