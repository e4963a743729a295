import { DomainError } from '../errors/domain-error.js';
import type { CheckoutEvent, CheckoutSession, PaymentGateway } from './gateway.js';

export const PREMIUM_UNAVAILABLE = 'Premium is not available right now';

/**
 * Production without STRIPE_SECRET_KEY: no payment provider, and never the local test checkout
 * (it would make anyone Premium for free). Every call is refused; PremiumService says so first.
 */
export class DisabledGateway implements PaymentGateway {
  readonly provider = 'disabled' as const;

  createCheckout(): Promise<CheckoutSession> {
    return Promise.reject(new DomainError('UNAVAILABLE', PREMIUM_UNAVAILABLE));
  }

  retrieveCheckout(): Promise<CheckoutSession> {
    return Promise.reject(new DomainError('UNAVAILABLE', PREMIUM_UNAVAILABLE));
  }

  parseWebhook(): CheckoutEvent {
    throw new Error('payments are not configured');
  }
}
