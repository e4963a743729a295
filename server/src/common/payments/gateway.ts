/**
 * Card payments behind one small adapter (docs/design.md §1): Stripe Checkout when STRIPE_SECRET_KEY is set,
 * otherwise a clearly labelled local test checkout served by the app, so a fresh install can try
 * the whole upgrade.
 */
export interface CheckoutSession {
  id: string;
  url: string | null;
  /** open | complete | expired */
  status: string;
  /** paid | unpaid | no_payment_required */
  paymentStatus: string;
  amountTotal: number | null;
  currency: string | null;
  clientReferenceId: string | null;
}

export interface CreateCheckout {
  userId: string;
  email: string;
  amountCents: number;
  currency: string;
  productName: string;
  successUrl: string;
  cancelUrl: string;
}

/** A verified webhook event, reduced to what fulfilment needs. */
export interface CheckoutEvent {
  id: string;
  type: string;
  session: CheckoutSession | null;
}

export interface PaymentGateway {
  /** 'disabled': production without STRIPE_SECRET_KEY (Premium is switched off). */
  readonly provider: 'stripe' | 'local' | 'disabled';
  createCheckout(c: CreateCheckout): Promise<CheckoutSession>;
  retrieveCheckout(id: string): Promise<CheckoutSession>;
  /** Verifies the signature of a webhook's raw body; throws when it is missing, wrong or stale. */
  parseWebhook(rawBody: Buffer, signature: string | undefined): CheckoutEvent;
}
