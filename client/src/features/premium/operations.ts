import { graphql } from '../../gql';

/** The upgrade modal: what Premium gives and its price (from the server's configuration). */
export const PremiumBenefitsQuery = graphql(`
  query PremiumBenefits {
    premiumBenefits {
      benefits {
        icon
        title
        description
        points
      }
      price
      priceCents
      currency
      period
      available
    }
  }
`);

/** Upgrade Now: a one-time checkout; the browser then goes to `checkoutUrl`. */
export const CreateCheckoutMutation = graphql(`
  mutation CreateCheckout($originUrl: String!) {
    createCheckout(originUrl: $originUrl) {
      checkoutUrl
      sessionId
    }
  }
`);

/** Polled on the return from the checkout; the server fulfils a paid session itself, once. */
export const CheckoutStatusQuery = graphql(`
  query CheckoutStatus($sessionId: String!) {
    checkoutStatus(sessionId: $sessionId) {
      paymentStatus
      status
    }
  }
`);
