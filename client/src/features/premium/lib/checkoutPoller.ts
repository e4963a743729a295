/**
 * The payment-return poll: ask for the checkout status right away, then every 2 s,
 * at most 5 times. 'paid' and 'expired' end it; 5 answers without either are a timeout. A failed
 * check ends it too (it is rethrown): the caller shows the error rather than retrying blindly.
 */
export interface CheckoutState {
  /** paid, unpaid or no_payment_required. */
  paymentStatus: string;
  /** open, complete or expired. */
  status: string;
}

export type CheckoutOutcome = 'paid' | 'expired' | 'timeout';

export const PAYMENT_POLL_INTERVAL_MS = 2000;
export const PAYMENT_POLL_MAX_ATTEMPTS = 5;

export interface PollCheckoutOptions {
  check: () => Promise<CheckoutState>;
  intervalMs?: number;
  maxAttempts?: number;
  /** Stops the poll (unmount); the promise then rejects with an AbortError. */
  signal?: AbortSignal;
  /** Called before each check with its 1-based number. */
  onAttempt?: (attempt: number) => void;
}

export function classifyCheckout(state: CheckoutState): CheckoutOutcome | null {
  if (state.paymentStatus === 'paid') return 'paid';
  if (state.status === 'expired') return 'expired';
  return null;
}

function abortError(): DOMException {
  return new DOMException('The payment status poll was stopped', 'AbortError');
}

function wait(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(abortError());
    const onAbort = () => {
      clearTimeout(timer);
      reject(abortError());
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

export function isAbortError(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}

export async function pollCheckout({
  check,
  intervalMs = PAYMENT_POLL_INTERVAL_MS,
  maxAttempts = PAYMENT_POLL_MAX_ATTEMPTS,
  signal,
  onAttempt,
}: PollCheckoutOptions): Promise<CheckoutOutcome> {
  for (let attempt = 1; attempt <= maxAttempts; attempt++) {
    if (attempt > 1) await wait(intervalMs, signal);
    if (signal?.aborted) throw abortError();
    onAttempt?.(attempt);
    const state = await check();
    if (signal?.aborted) throw abortError();
    const outcome = classifyCheckout(state);
    if (outcome) return outcome;
  }
  return 'timeout';
}
