import type { PaymentReturn } from './startParams';

/**
 * HOOK POINT (premium issue): on a payment return, poll the checkout status every 2 s up to
 * 5 times, make the member premium with 999999 local EP on 'paid', toast, and clean the
 * address (session_id, upgrade). Until that issue lands, the parameters are left untouched.
 */
export function usePaymentReturn(_paymentReturn: PaymentReturn | null): void {}
