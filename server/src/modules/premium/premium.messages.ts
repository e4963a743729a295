import { defineMessages } from '@formatjs/intl';

/** The premium module's refusals, answered in the caller's language (docs/i18n.md). */
export const PremiumMessages = defineMessages({
  alreadyPremium: { id: 'premium.alreadyPremium', defaultMessage: 'You are already a Premium member' },
  checkoutSessionNotFound: { id: 'premium.checkoutSessionNotFound', defaultMessage: 'Checkout session not found' },
  notFound: { id: 'premium.notFound', defaultMessage: 'Not found' },
  originUrlRequired: { id: 'premium.originUrlRequired', defaultMessage: 'origin_url is required' },
  originUrl: { id: 'premium.originUrl', defaultMessage: 'origin_url must be a URL' },
  originUrlOther: { id: 'premium.originUrlOther', defaultMessage: 'origin_url must be this app’s address' },
  providerUnreachable: {
    id: 'premium.providerUnreachable',
    defaultMessage: 'The payment provider is not reachable. Please try again.',
  },
  noCheckoutUrl: { id: 'premium.noCheckoutUrl', defaultMessage: 'No checkout URL received' },
  webhookRawBody: {
    id: 'premium.webhookRawBody',
    defaultMessage: 'Webhook body must be the raw JSON sent by Stripe',
  },
  statusCheckFailed: { id: 'premium.statusCheckFailed', defaultMessage: 'Failed to check payment status' },
});
