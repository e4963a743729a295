import { defineMessages } from '@formatjs/intl';
import { translatableError } from '../errors/domain-error.js';
import type { CheckoutEvent, CheckoutSession, PaymentGateway } from './gateway.js';

const PaymentMessages = defineMessages({
  premiumUnavailable: { id: 'premium.unavailable', defaultMessage: 'Premium is not available right now' },
});

/** What every Premium payment answers without a payment provider (503). */
export const premiumUnavailable = () => translatableError('UNAVAILABLE', PaymentMessages.premiumUnavailable);

/**
 * Production without STRIPE_SECRET_KEY: no payment provider, and never the local test checkout
 * (it would make anyone Premium for free). Every call is refused; PremiumService says so first.
 */
export class DisabledGateway implements PaymentGateway {
  readonly provider = 'disabled' as const;

  createCheckout(): Promise<CheckoutSession> {
    return Promise.reject(premiumUnavailable());
  }

  retrieveCheckout(): Promise<CheckoutSession> {
    return Promise.reject(premiumUnavailable());
  }

  parseWebhook(): CheckoutEvent {
    throw new Error('payments are not configured');
  }
}
