import type { NotificationService } from '../notifications/index.js';
import type { DataSource } from 'typeorm';
import { conflict, invalid, notFound, translatableError } from '../../common/errors/domain-error.js';
import { logger } from '../../common/logger.js';
import type { CheckoutSession, PaymentGateway } from '../../common/payments/gateway.js';
import { premiumUnavailable } from '../../common/payments/disabled-gateway.js';
import { inTransaction } from '../../db/transaction.js';
import { one, run } from '../../db/typed-query.js';
import { makePremium, UserType, type User } from '../identity/index.js';
import * as q from './premium.queries.js';
import { PremiumMessages } from './premium.messages.js';

export const PREMIUM_BENEFITS = [
  {
    icon: 'infinity',
    title: 'Unlimited Energy Points',
    description: 'Request any service, any time: your EP never run out.',
    points: ['No balance checks on requests', 'Coaches are still paid in full'],
  },
  {
    icon: 'badge-check',
    title: 'Verified badge',
    description: 'A gold ring and badge on your profile and services.',
    points: ['Stand out in Browse Coaches', 'Build trust before the first session'],
  },
  {
    icon: 'sparkles',
    title: 'Premium visibility',
    description: 'Premium coaches are listed first and can be filtered for.',
    points: ['Top of Browse Coaches', 'The Premium filter in Discover'],
  },
  {
    icon: 'heart',
    title: 'Lifetime access',
    description: 'One payment, yours for good.',
    points: ['No subscription', 'Every future feature included'],
  },
] as const;

export interface CheckoutStatus {
  paymentStatus: string;
  status: string;
}

/**
 * Premium: a one-time Checkout. Fulfilment follows Stripe's guidance:
 * the status poll and the webhook both call one idempotent `fulfil`, keyed by the Checkout
 * Session id, so duplicate, concurrent or out-of-order events grant premium exactly once.
 */
export class PremiumService {
  constructor(
    private readonly db: DataSource,
    private readonly gateway: PaymentGateway,
    private readonly opts: { appUrl: string; priceCents: number; currency: string; production: boolean },
    /** The member's `premium_activated` notification (and its mail), written with the grant. */
    private readonly notifications?: NotificationService,
    /** Identity's `announceMemberChange`: Premium changes the member row a signed-in call reads (`userType`). */
    private readonly memberChanged?: (memberId: string) => Promise<void>,
  ) {}

  benefits() {
    return {
      benefits: PREMIUM_BENEFITS,
      price: this.opts.priceCents / 100,
      priceCents: this.opts.priceCents,
      currency: this.opts.currency,
      period: 'lifetime',
      available: this.available,
    };
  }

  get provider() {
    return this.gateway.provider;
  }

  /** False when the configuration switched Premium off (production without STRIPE_SECRET_KEY). */
  get available(): boolean {
    return this.gateway.provider !== 'disabled';
  }

  async createCheckout(user: User, originUrl: string): Promise<{ checkoutUrl: string; sessionId: string }> {
    if (!this.available) throw premiumUnavailable();
    if (user.userType === UserType.PREMIUM) throw conflict(PremiumMessages.alreadyPremium);
    const origin = this.allowedOrigin(originUrl);
    let session: CheckoutSession;
    try {
      session = await this.gateway.createCheckout({
        userId: user.id,
        email: user.email,
        amountCents: this.opts.priceCents,
        currency: this.opts.currency,
        productName: 'Energy Exchange Premium (lifetime)',
        successUrl: `${origin}/?session_id={CHECKOUT_SESSION_ID}&upgrade=success`,
        cancelUrl: `${origin}/?upgrade=cancelled`,
      });
    } catch (err) {
      logger.error('checkout session could not be created', { error: err });
      throw translatableError('UNAVAILABLE', PremiumMessages.providerUnreachable);
    }
    if (!session.url) throw translatableError('UNAVAILABLE', PremiumMessages.noCheckoutUrl);
    await run(this.db, q.recordCheckout, [
      user.id,
      this.gateway.provider,
      session.id,
      this.opts.priceCents,
      this.opts.currency,
      `${origin}/?session_id=${session.id}&upgrade=success`,
      `${origin}/?upgrade=cancelled`,
    ]);
    return { checkoutUrl: session.url, sessionId: session.id };
  }

  /** The return page's poll: only the member who created the session may ask. */
  async status(user: User, sessionId: string): Promise<CheckoutStatus> {
    const p = await one(this.db, q.checkoutOwner, [sessionId]);
    if (!p || p.user_id !== user.id) throw notFound(PremiumMessages.checkoutSessionNotFound);
    let session: CheckoutSession;
    try {
      session = await this.gateway.retrieveCheckout(sessionId);
    } catch (err) {
      logger.error('checkout session could not be retrieved', { error: err });
      throw translatableError('UNAVAILABLE', PremiumMessages.statusCheckFailed);
    }
    await this.apply(session);
    return { paymentStatus: session.paymentStatus, status: session.status };
  }

  /** A verified webhook event (the route passes the raw body and its signature). */
  async webhook(rawBody: Buffer, signature: string | undefined): Promise<{ received: true; handled: boolean }> {
    let event;
    try {
      event = this.gateway.parseWebhook(rawBody, signature);
    } catch (err) {
      throw invalid(`Webhook signature verification failed: ${(err as Error).message}`);
    }
    const handled = [
      'checkout.session.completed',
      'checkout.session.async_payment_succeeded',
      'checkout.session.expired',
    ].includes(event.type);
    if (handled && event.session) await this.apply(event.session);
    return { received: true, handled };
  }

  /** The local test checkout's "Pay" button: marks the session paid and fulfils it. */
  async payLocally(sessionId: string): Promise<string> {
    if (this.gateway.provider !== 'local') throw notFound(PremiumMessages.notFound);
    const p = await one(this.db, q.payLocalCheckout, [sessionId]);
    if (!p) throw notFound(PremiumMessages.checkoutSessionNotFound);
    await this.apply(await this.gateway.retrieveCheckout(sessionId));
    return p.success_url;
  }

  async localCheckout(sessionId: string) {
    if (this.gateway.provider !== 'local') throw notFound(PremiumMessages.notFound);
    const p = await one(this.db, q.localCheckoutPage, [sessionId]);
    if (!p) throw notFound(PremiumMessages.checkoutSessionNotFound);
    return {
      amountCents: p.amount_cents,
      currency: p.currency,
      status: p.status,
      paid: p.paid,
      cancelUrl: p.cancel_url,
      email: p.email,
    };
  }

  /** Applies what the provider says about a session: paid → fulfil; expired → mark expired. */
  private async apply(session: CheckoutSession): Promise<void> {
    if (session.paymentStatus === 'paid' && (session.status === 'complete' || session.status === 'open')) {
      await this.fulfil(session);
    } else if (session.status === 'expired') {
      await run(this.db, q.expireCheckout, [session.id]);
    }
  }

  /**
   * Grants premium for a paid session exactly once. The payment row is locked, so concurrent
   * callers (webhook retries, the poll) serialize; the second finds it fulfilled and does nothing.
   */
  async fulfil(session: CheckoutSession): Promise<boolean> {
    return inTransaction(this.db, async (tx, afterCommit) => {
      const p = await one(tx, q.lockPayment, [session.id]);
      if (!p) {
        logger.warn('paid checkout session unknown here; not fulfilled', { sessionId: session.id });
        return false;
      }
      if (p.fulfilled_at) return false;
      if (
        session.amountTotal !== null &&
        (session.amountTotal !== p.amount_cents || session.currency?.toLowerCase() !== p.currency)
      ) {
        logger.error('paid amount differs from the price; not fulfilled', {
          sessionId: session.id,
          paid: session.amountTotal,
          currency: session.currency,
        });
        return false;
      }
      await run(tx, q.markPaymentFulfilled, [p.id]);
      await run(tx, makePremium, [p.user_id]); // the member row is identity's: through its queries
      afterCommit(() => this.memberChanged?.(p.user_id));
      if (this.notifications) {
        const notice = await this.notifications.create(tx, {
          userId: p.user_id,
          type: 'premium_activated',
          params: { text: 'premiumActivated' },
        });
        afterCommit(() => this.notifications!.published(notice));
      }
      logger.info('premium granted', { userId: p.user_id, sessionId: session.id });
      return true;
    });
  }

  /** Only our own app may be the return address (no open redirect through the checkout). */
  private allowedOrigin(originUrl: string): string {
    let url: URL;
    try {
      url = new URL(originUrl);
    } catch {
      throw invalid(PremiumMessages.originUrl);
    }
    const app = new URL(this.opts.appUrl);
    const loopback = ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname);
    if (url.origin !== app.origin && !(loopback && !this.opts.production))
      throw invalid(PremiumMessages.originUrlOther);
    return url.origin;
  }
}
