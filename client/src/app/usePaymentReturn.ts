import { useCheckoutReturn, type CheckoutReturnPhase } from '../features/premium/hooks/useCheckoutReturn';
import type { PaymentReturn } from './startParams';

/**
 * Back from the premium checkout (?session_id=…&upgrade=success): polls the checkout status every
 * 2 s up to 5 times, makes the member premium with 999999 local EP on 'paid', toasts, and cleans
 * the address (features/premium useCheckoutReturn). `?upgrade=cancelled` is cleaned at start.
 */
export function usePaymentReturn(paymentReturn: PaymentReturn | null): CheckoutReturnPhase {
  return useCheckoutReturn(paymentReturn?.sessionId ?? null);
}
