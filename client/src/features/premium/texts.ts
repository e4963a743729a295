import { defineMessage, defineMessages, type MessageDescriptor } from 'react-intl';

/** User-facing texts of the premium flow. */
export const PREMIUM_TEXTS = defineMessages({
  checkoutFailed: { id: 'premium.checkoutFailed', defaultMessage: 'Failed to create checkout session' },
  noCheckoutUrl: { id: 'premium.noCheckoutUrl', defaultMessage: 'No checkout URL received' },
  statusFailed: { id: 'premium.statusFailed', defaultMessage: 'Failed to check payment status' },
  statusError: { id: 'premium.statusError', defaultMessage: 'Error checking payment status. Please try again.' },
  expired: { id: 'premium.expired', defaultMessage: 'Payment session expired. Please try again.' },
  timedOut: {
    id: 'premium.timedOut',
    defaultMessage: 'Payment status check timed out. Please contact support if your payment was processed.',
  },
  paid: {
    id: 'premium.paid',
    defaultMessage: 'Payment successful! Welcome to Premium! You now have unlimited Energy Points.',
  },
  confirming: { id: 'premium.confirming', defaultMessage: 'Confirming your payment…' },
  alreadyPremium: { id: 'premium.alreadyPremium', defaultMessage: 'Already Premium!' },
  upgradeNow: { id: 'premium.upgradeNow', defaultMessage: 'Upgrade Now' },
  maybeLater: { id: 'premium.maybeLater', defaultMessage: 'Maybe Later' },
  /** The server takes no payments (production without a payment provider). */
  unavailable: {
    id: 'premium.unavailable',
    defaultMessage: 'Premium is not available right now. Please check back later.',
  },
});

/** A failed upgrade, with the reason (the server's, or one of the texts above). */
export const UPGRADE_FAILED: MessageDescriptor = defineMessage({
  id: 'premium.upgradeFailed',
  defaultMessage: 'Upgrade failed: {message}',
});

/** What the member's local EP become after payment: shown as ∞. */
export const PREMIUM_LOCAL_EP = 999999;
