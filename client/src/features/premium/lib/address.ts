import { removeQueryParams } from '../../../shared/lib/browser';

/** The checkout's return parameters (`?session_id=…&upgrade=success|cancelled`). */
export const PAYMENT_RETURN_PARAMS = ['session_id', 'upgrade'] as const;

/** Cleans the address after a checkout return, so a reload does not check again. */
export function cleanPaymentAddress(): void {
  removeQueryParams(PAYMENT_RETURN_PARAMS);
}
