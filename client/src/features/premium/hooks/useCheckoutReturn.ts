import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { useApolloClient } from '@apollo/client/react';
import { useEffect, useRef, useState } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { markViewerPremium } from '../../../shared/viewer/viewer';
import { MeQuery } from '../../../shared/viewer/operations';
import { useToast } from '../../../shared/ui';
import { cleanPaymentAddress } from '../lib/address';
import { isAbortError, pollCheckout, type CheckoutOutcome } from '../lib/checkoutPoller';
import { CheckoutStatusQuery } from '../operations';
import { PREMIUM_LOCAL_EP, PREMIUM_TEXTS as T } from '../texts';

export type CheckoutReturnPhase = 'idle' | 'confirming' | CheckoutOutcome | 'error';

// Sessions already settled in this page: a remount (sign-out and in again) does not poll again.
const settledSessions = new Set<string>();

/** Test helper. */
export function resetSettledCheckoutsForTests(): void {
  settledSessions.clear();
}

/**
 * Back from the checkout with `?session_id=…&upgrade=success`: polls the status every
 * 2 s up to 5 times while a "Confirming your payment…" notice shows, then
 * - paid: the stored member becomes premium with 999999 local EP (∞ in the header), a success
 *   toast, and `me` is reloaded;
 * - expired, 5 answers without a result, or a failed check: an error toast.
 * The address is cleaned afterwards in every case.
 */
export function useCheckoutReturn(sessionId: string | null): CheckoutReturnPhase {
  const client = useApolloClient();
  const intl = useIntl();
  // The texts are read in the language of the moment they show: a language arriving while the
  // poll runs (the account's, just after sign-in) must not restart it.
  const latestIntl = useRef(intl);
  useEffect(() => {
    latestIntl.current = intl;
  }, [intl]);
  const toast = useToast();
  // How a session ended; a session being checked has no outcome yet.
  const [outcome, setOutcome] = useState<{ sessionId: string; phase: CheckoutReturnPhase } | null>(null);

  useEffect(() => {
    if (!sessionId || settledSessions.has(sessionId)) return;
    const controller = new AbortController();
    const text = (message: MessageDescriptor) => latestIntl.current.formatMessage(message);
    const notice = toast.info(text(T.confirming), { duration: 0 });

    const check = async () => {
      const { data } = await client.query({
        query: CheckoutStatusQuery,
        variables: { sessionId },
        fetchPolicy: 'no-cache',
      });
      if (!data) throw new Error(text(T.statusFailed));
      return data.checkoutStatus;
    };

    const settle = (next: CheckoutReturnPhase) => {
      settledSessions.add(sessionId);
      toast.dismiss(notice);
      cleanPaymentAddress();
      setOutcome({ sessionId, phase: next });
    };

    pollCheckout({ check, signal: controller.signal }).then(
      (outcome) => {
        settle(outcome);
        if (outcome === 'paid') {
          markViewerPremium(client.cache, PREMIUM_LOCAL_EP);
          toast.success(text(T.paid));
          // Without deduplication: a `me` sent before the payment was fulfilled may still be in
          // flight (the shell's start-up refresh), and its stale answer must not be reused.
          client
            .query({ query: MeQuery, fetchPolicy: 'network-only', context: { queryDeduplication: false } })
            .catch(() => {
              // The local premium state stays; the next refresh catches up (silently).
            });
        } else if (outcome === 'expired') {
          toast.error(text(T.expired));
        } else {
          toast.error(text(T.timedOut));
        }
      },
      (error: unknown) => {
        if (isAbortError(error)) return;
        settle('error');
        // The server answered with a refusal, or the check never got an answer.
        toast.error(text(CombinedGraphQLErrors.is(error) ? T.statusFailed : T.statusError));
      },
    );

    return () => {
      controller.abort();
      toast.dismiss(notice);
    };
  }, [sessionId, client, toast]);

  if (!sessionId) return 'idle';
  if (outcome?.sessionId === sessionId) return outcome.phase;
  return settledSessions.has(sessionId) ? 'idle' : 'confirming';
}
