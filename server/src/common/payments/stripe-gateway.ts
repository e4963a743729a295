import Stripe from 'stripe';
import type { CheckoutEvent, CheckoutSession, CreateCheckout, PaymentGateway } from './gateway.js';

/** Tolerance for webhook timestamps: older signed events are refused (replay protection). */
export const WEBHOOK_TOLERANCE_SECONDS = 300;

function toSession(s: Stripe.Checkout.Session): CheckoutSession {
  return {
    id: s.id,
    url: s.url ?? null,
    status: s.status ?? 'open',
    paymentStatus: s.payment_status,
    amountTotal: s.amount_total ?? null,
    currency: s.currency ?? null,
    clientReferenceId: s.client_reference_id ?? null,
  };
}

/** The real Stripe SDK; STRIPE_API_BASE points it at another host (a proxy, or the test double). */
export class StripeGateway implements PaymentGateway {
  readonly provider = 'stripe' as const;
  private readonly stripe: Stripe;

  constructor(
    secretKey: string,
    private readonly webhookSecret: string,
    apiBase?: string,
  ) {
    const base = apiBase ? new URL(apiBase) : undefined;
    this.stripe = new Stripe(secretKey, {
      maxNetworkRetries: base ? 0 : 2,
      timeout: 10_000,
      telemetry: false,
      ...(base
        ? {
            host: base.hostname,
            port: base.port || (base.protocol === 'http:' ? 80 : 443),
            protocol: base.protocol.replace(':', '') as 'http' | 'https',
          }
        : {}),
    });
  }

  async createCheckout(c: CreateCheckout): Promise<CheckoutSession> {
    const session = await this.stripe.checkout.sessions.create(
      {
        mode: 'payment',
        customer_email: c.email,
        client_reference_id: c.userId,
        metadata: { user_id: c.userId },
        line_items: [
          {
            quantity: 1,
            price_data: { currency: c.currency, unit_amount: c.amountCents, product_data: { name: c.productName } },
          },
        ],
        success_url: c.successUrl,
        cancel_url: c.cancelUrl,
      },
      // A retried create (network blip) must not open a second session for the same click.
      { idempotencyKey: `checkout:${c.userId}:${Math.floor(Date.now() / 60_000)}` },
    );
    return toSession(session);
  }

  async retrieveCheckout(id: string): Promise<CheckoutSession> {
    return toSession(await this.stripe.checkout.sessions.retrieve(id));
  }

  parseWebhook(rawBody: Buffer, signature: string | undefined): CheckoutEvent {
    if (!signature) throw new Error('missing Stripe-Signature header');
    const event = this.stripe.webhooks.constructEvent(
      rawBody,
      signature,
      this.webhookSecret,
      WEBHOOK_TOLERANCE_SECONDS,
    );
    const object = (event.data as { object?: { object?: string } }).object;
    return {
      id: event.id,
      type: event.type,
      session: object?.object === 'checkout.session' ? toSession(object as unknown as Stripe.Checkout.Session) : null,
    };
  }
}
