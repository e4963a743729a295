import { defineQuery } from '../../db/typed-query.js';

/** The premium module's SQL (`payments`). Runs through `db/typed-query.ts`. */

export const recordCheckout = defineQuery<
  [
    userId: string,
    provider: string,
    sessionId: string,
    amountCents: number,
    currency: string,
    successUrl: string,
    cancelUrl: string,
  ]
>(
  'recordCheckout',
  `INSERT INTO payments (user_id, provider, checkout_session_id, amount_cents, currency, status, success_url, cancel_url)
   VALUES ($1, $2, $3, $4, $5, 'open', $6, $7) ON CONFLICT (checkout_session_id) DO NOTHING`,
);

export const checkoutOwner = defineQuery<[sessionId: string], { user_id: string }>(
  'checkoutOwner',
  `SELECT user_id FROM payments WHERE checkout_session_id = $1`,
);

/** The local test checkout's "Pay" button: marks the session paid (once) and answers where to return. */
export const payLocalCheckout = defineQuery<[sessionId: string], { success_url: string }>(
  'payLocalCheckout',
  `UPDATE payments SET local_paid_at = coalesce(local_paid_at, now())
    WHERE checkout_session_id = $1 AND provider = 'local' AND status <> 'expired' RETURNING success_url`,
);

/** The local test checkout page. Read model: the payer's email is on `users`. */
export const localCheckoutPage = defineQuery<
  [sessionId: string],
  { amount_cents: number; currency: string; status: string; cancel_url: string; paid: boolean; email: string }
>(
  'localCheckoutPage',
  `SELECT p.amount_cents, p.currency, p.status, p.cancel_url, p.local_paid_at IS NOT NULL AS paid, u.email
     FROM payments p JOIN users u ON u.id = p.user_id WHERE p.checkout_session_id = $1 AND p.provider = 'local'`,
);

export const expireCheckout = defineQuery<[sessionId: string]>(
  'expireCheckout',
  `UPDATE payments SET status = 'expired' WHERE checkout_session_id = $1 AND status = 'open'`,
);

/** Locks the payment of a session: concurrent fulfilments (webhook retries, the poll) queue. */
export const lockPayment = defineQuery<
  [sessionId: string],
  { id: string; user_id: string; amount_cents: number; currency: string; fulfilled_at: Date | null }
>(
  'lockPayment',
  `SELECT id, user_id, amount_cents, currency, fulfilled_at FROM payments WHERE checkout_session_id = $1 FOR UPDATE`,
);

export const markPaymentFulfilled = defineQuery<[paymentId: string]>(
  'markPaymentFulfilled',
  `UPDATE payments SET status = 'paid', fulfilled_at = now() WHERE id = $1`,
);
