import { componentSchemas as S } from '../components.js';
import { routes } from '../operation.js';
import { ref } from '../shapes.js';

const TAG = 'Premium';

/** Premium (modules/premium), plus the Stripe webhook. */
export const premiumPaths = routes(TAG, {
  'GET /premium/benefits': {
    summary: 'Premium benefits and price',
    access: 'public',
    ok: { description: 'What Premium gives, and its price.', schema: ref(S.PremiumBenefits) },
  },
  'POST /premium/checkout': {
    summary: 'Start a checkout',
    description:
      'Creates a one-time checkout session (Stripe, or the local test checkout without STRIPE_SECRET_KEY); redirect the browser to checkout_url.',
    access: 'member',
    body: { input: 'CheckoutArgs' },
    ok: { description: 'The checkout session.', schema: ref(S.Checkout) },
    errors: {
      400: "`origin_url is required`, not a URL, or not this app's address.",
      409: '`You are already a Premium member`.',
      503: '`Premium is not available right now` (no payment provider configured: `available` is false in GET /premium/benefits), or the payment provider is not reachable.',
    },
  },
  'GET /premium/checkout/status/{sessionId}': {
    summary: 'Checkout status',
    description: 'Polled by the return page every 2 seconds, up to 5 times; a paid session makes the member premium.',
    access: 'member',
    params: { sessionId: { description: 'The session_id of POST /premium/checkout.' } },
    ok: { description: 'The payment and session status.', schema: ref(S.CheckoutStatus) },
    errors: {
      404: "`Checkout session not found` (also for someone else's).",
      503: '`Failed to check payment status`.',
    },
  },
  'POST /premium/webhook': {
    summary: 'Stripe webhook',
    description: 'Called by Stripe, not by clients: the raw body must carry a valid Stripe-Signature.',
    access: 'public',
    headers: { 'Stripe-Signature': { description: "Stripe's signature of the raw body." } },
    body: {
      schema: { type: 'object', description: 'A Stripe event.' },
      description: 'The raw JSON event, up to 1 MB.',
    },
    ok: { description: 'Received.', schema: ref(S.WebhookReceipt) },
    errors: { 400: '`Webhook signature verification failed: …`.' },
  },
});
