/** User-facing texts of the premium flow. */
export const PREMIUM_TEXTS = {
  upgradeFailed: (message: string) => `Upgrade failed: ${message}`,
  checkoutFailed: 'Failed to create checkout session',
  noCheckoutUrl: 'No checkout URL received',
  statusFailed: 'Failed to check payment status',
  statusError: 'Error checking payment status. Please try again.',
  expired: 'Payment session expired. Please try again.',
  timedOut: 'Payment status check timed out. Please contact support if your payment was processed.',
  paid: 'Payment successful! Welcome to Premium! You now have unlimited Energy Points.',
  confirming: 'Confirming your payment…',
  alreadyPremium: 'Already Premium!',
  upgradeNow: 'Upgrade Now',
  maybeLater: 'Maybe Later',
  /** The server takes no payments (production without a payment provider). */
  unavailable: 'Premium is not available right now. Please check back later.',
} as const;

/** What the member's local EP become after payment: shown as ∞. */
export const PREMIUM_LOCAL_EP = 999999;
