import { randomBytes } from 'node:crypto';
import type { DataSource } from 'typeorm';
import { defineQuery, one } from '../../db/typed-query.js';
import type { CheckoutEvent, CheckoutSession, CreateCheckout, PaymentGateway } from './gateway.js';

/**
 * The one statement of the local test checkout: the session kept in premium's `payments` table
 * (read-only here; premium records and pays it). Defined beside the gateway because `common/`
 * imports no module.
 */
const localCheckoutSession = defineQuery<
  [sessionId: string],
  { status: string; amount_cents: number; currency: string; user_id: string; paid: boolean; stale: boolean }
>(
  'localCheckoutSession',
  `SELECT checkout_session_id, status, amount_cents, currency, user_id, local_paid_at IS NOT NULL AS paid,
          created_at < now() - interval '24 hours' AS stale
     FROM payments WHERE checkout_session_id = $1 AND provider = 'local'`,
);

/**
 * The local test checkout (no STRIPE_SECRET_KEY): sessions live in the payments table, the
 * "card form" is a page of this app clearly marked as a test, and paying there completes the
 * session. No money moves, no outside call is made.
 */
export class LocalGateway implements PaymentGateway {
  readonly provider = 'local' as const;

  constructor(
    private readonly db: DataSource,
    private readonly appUrl: string,
  ) {}

  createCheckout(c: CreateCheckout): Promise<CheckoutSession> {
    const id = `cs_local_${randomBytes(12).toString('hex')}`;
    return Promise.resolve({
      id,
      url: `${this.appUrl}/test-checkout/${id}`,
      status: 'open',
      paymentStatus: 'unpaid',
      amountTotal: c.amountCents,
      currency: c.currency,
      clientReferenceId: c.userId,
    });
  }

  async retrieveCheckout(id: string): Promise<CheckoutSession> {
    const p = await one(this.db, localCheckoutSession, [id]);
    if (!p) throw new Error(`no local checkout session ${id}`);
    const expired = p.status === 'expired' || (!p.paid && p.stale);
    return {
      id,
      url: `${this.appUrl}/test-checkout/${id}`,
      status: p.paid ? 'complete' : expired ? 'expired' : 'open',
      paymentStatus: p.paid ? 'paid' : 'unpaid',
      amountTotal: p.amount_cents,
      currency: p.currency,
      clientReferenceId: p.user_id,
    };
  }

  parseWebhook(): CheckoutEvent {
    throw new Error('the local test checkout sends no webhooks');
  }
}
