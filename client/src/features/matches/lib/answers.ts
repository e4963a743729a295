import { defineMessage, useIntl, type MessageDescriptor } from 'react-intl';
import type { ApolloCache } from '@apollo/client';
import { useState } from 'react';
import { serverDetail } from '../../../shared/lib/errors';
import { useToast } from '../../../shared/ui';
import type { SwapAction } from '../components/SwapCards';

/** A swap's or ring's answer created or moved its requests: the request lists read them again (only those). */
export function dropRequestLists(cache: ApolloCache) {
  cache.evict({ id: 'ROOT_QUERY', fieldName: 'sentRequests' });
  cache.evict({ id: 'ROOT_QUERY', fieldName: 'receivedRequests' });
}

/**
 * A proposal's answer in the cache: the new swap or ring (`ref`) tops my list, the suggestions it
 * answers leave the matches (only those that `keep` says stay), and the request lists are read again.
 */
export function addProposal<S>(
  cache: ApolloCache,
  ref: string | undefined,
  list: 'mySwaps' | 'myRings',
  suggestions: 'swaps' | 'rings',
  keep: (suggestion: S) => boolean,
) {
  cache.modify({
    id: 'ROOT_QUERY',
    fields: {
      [list]: (existing: unknown, { toReference }: { toReference: (ref: string) => unknown }): unknown => {
        const page = existing as { nodes: readonly unknown[]; totalCount: number };
        return ref ? { ...page, nodes: [toReference(ref), ...page.nodes], totalCount: page.totalCount + 1 } : existing;
      },
      matches: (existing: unknown): unknown => {
        const found = existing as Record<typeof suggestions, readonly S[]>;
        return { ...found, [suggestions]: found[suggestions].filter(keep) };
      },
    },
  });
  dropRequestLists(cache);
}

/**
 * Runs one action of a card (propose, accept, decline, withdraw) with its toasts, and says which card
 * is busy with what meanwhile. Swaps and rings answer the same way; only their mutations and texts differ.
 */
const RUN_FAILED = defineMessage({ id: 'matches.run.failed', defaultMessage: 'That did not work. Try again.' });

export function useCardRunner() {
  const intl = useIntl();
  const toast = useToast();
  const [busy, setBusy] = useState<{ key: string; action: RunAction } | null>(null);
  const run = async (
    key: string,
    action: RunAction,
    work: () => Promise<unknown>,
    done: MessageDescriptor,
    failed: MessageDescriptor = RUN_FAILED,
  ) => {
    setBusy({ key, action });
    try {
      await work();
      toast.success(intl.formatMessage(done));
    } catch (err) {
      toast.error(serverDetail(err) ?? intl.formatMessage(failed));
    } finally {
      setBusy(null);
    }
  };
  /** Whether the suggestion with this key is being proposed. */
  const proposing = (key: string) => busy?.key === key && busy.action === 'propose';
  /** The answer a swap or ring card is busy with, or null. */
  const answering = (id: string): SwapAction | null =>
    busy?.key === id && busy.action !== 'propose' ? busy.action : null;
  return { run, proposing, answering };
}

type RunAction = SwapAction | 'propose';
