import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { formatEp } from '../../../shared/lib/format';
import { Button, EmptyState, ListSkeleton, LoadError } from '../../../shared/ui';
import { RequestExchangeModal, type RequestableOffer } from '../../exchanges';
import { HelpModal, NeedCard } from '../../needs';
import { AcceptSwapMutation, CancelSwapMutation, DeclineSwapMutation, ForYouQuery, ProposeSwapMutation } from '../operations';
import { SwapCard, SwapSuggestionCard, type SwapAction } from './SwapCards';
import { RingSections } from './RingSections';
import { dropRequestLists, useCardRunner } from '../lib/answers';
import './matches.css';

/** "For you" (issue 19): swaps, rings of three, services that fit my needs, needs my services fit, and my swaps and rings. */
export function ForYouView() {
  const { data, error, refetch } = useQuery(ForYouQuery, { fetchPolicy: 'cache-and-network' });
  const [helping, setHelping] = useState<{ id: string; title: string } | null>(null);
  const [requested, setRequested] = useState<RequestableOffer | null>(null);
  const { run, proposing, answering } = useCardRunner();
  const [propose] = useMutation(ProposeSwapMutation, {
    update: (cache, { data: answer }) => {
      if (!answer) return;
      const swap = answer.proposeSwap;
      const ref = cache.identify({ __typename: 'Swap', id: swap.id });
      cache.modify({
        id: 'ROOT_QUERY',
        fields: {
          // The new swap tops my swaps; its suggestion leaves the matches.
          mySwaps: (existing: unknown, { toReference }): unknown => {
            const page = existing as { nodes: readonly unknown[]; totalCount: number };
            return ref ? { ...page, nodes: [toReference(ref), ...page.nodes], totalCount: page.totalCount + 1 } : existing;
          },
          matches: (existing: unknown): unknown => {
            const found = existing as { swaps: ReadonlyArray<{ partnerId: string }> };
            return { ...found, swaps: found.swaps.filter((s) => s.partnerId !== swap.partnerId) };
          },
        },
      });
      dropRequestLists(cache);
    },
  });
  const [accept] = useMutation(AcceptSwapMutation, { update: dropRequestLists });
  const [decline] = useMutation(DeclineSwapMutation, { update: dropRequestLists });
  const [cancel] = useMutation(CancelSwapMutation, { update: dropRequestLists });

  const proposeSwap = (s: { myOfferId: string; theirOfferId: string }) =>
    run(`${s.myOfferId}:${s.theirOfferId}`, 'propose', () => propose({ variables: { myServiceId: s.myOfferId, theirServiceId: s.theirOfferId } }),
      'Swap proposed. Both requests are sent together.', 'The swap could not be proposed. Try again.');
  const answer = (id: string, action: SwapAction) =>
    run(id, action, () => ({ accept, decline, cancel })[action]({ variables: { id } }),
      action === 'accept' ? 'Swap accepted: both requests are accepted.' : action === 'decline' ? 'Swap declined.' : 'Swap withdrawn.');

  if (error && !data) return <LoadError message="Your matches could not be loaded." onRetry={() => void refetch()} />;
  if (!data) return <ListSkeleton label="Loading your matches…" layout="cards" count={4} />;
  const { matches, mySwaps } = data;
  return (
    <div className="for-you">
      <section aria-labelledby="for-you-swaps">
        <h2 id="for-you-swaps" className="for-you__title">
          Swaps for you
        </h2>
        {matches.swaps.length === 0 ? (
          <EmptyState headingLevel={3} icon="swap" title="No swaps yet" description="Post a need and publish a service: when someone needs what you offer and offers what you need, the swap shows here." />
        ) : (
          <ul className="for-you__list">
            {matches.swaps.map((s) => (
              <li key={`${s.myOfferId}:${s.theirOfferId}`}>
                <SwapSuggestionCard suggestion={s} proposing={proposing(`${s.myOfferId}:${s.theirOfferId}`)} onPropose={(p) => void proposeSwap(p)} />
              </li>
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="for-you-my-swaps">
        <h2 id="for-you-my-swaps" className="for-you__title">
          My swaps
        </h2>
        {mySwaps.nodes.length === 0 ? (
          <EmptyState headingLevel={3} icon="swap" title="No swaps proposed" description="Swaps you propose or receive show here." />
        ) : (
          <ul className="for-you__list">
            {mySwaps.nodes.map((s) => (
              <li key={s.id}>
                <SwapCard swap={s} busy={answering(s.id)} onRun={(id, action) => void answer(id, action)} />
              </li>
            ))}
          </ul>
        )}
      </section>

      <RingSections suggestions={matches.rings} />

      <section aria-labelledby="for-you-services">
        <h2 id="for-you-services" className="for-you__title">
          Services for your needs
        </h2>
        {matches.services.length === 0 ? (
          <EmptyState headingLevel={3} icon="search" title="No matching services" description="Post a need: services of its category within your budget show here." />
        ) : (
          <ul className="for-you__list">
            {matches.services.map(({ service }) => (
              <li key={service.id} className="for-you__service">
                <span>{`${service.title} by ${service.coach.fullName} · ${service.categoryLabel} · ${formatEp(service.energyCost)}`}</span>
                <Button
                  size="sm"
                  onClick={() => setRequested({ id: service.id, title: service.title, energyCost: service.energyCost, durationMinutes: service.durationMinutes, coachName: service.coach.fullName })}
                >
                  Request
                </Button>
              </li>
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="for-you-needs">
        <h2 id="for-you-needs" className="for-you__title">
          Needs you can help with
        </h2>
        {matches.needs.length === 0 ? (
          <EmptyState headingLevel={3} icon="search" title="No matching needs" description="Needs that fit your services or skills show here." />
        ) : (
          <ul className="tile-grid offer-grid">
            {matches.needs.map((n) => (
              <li key={n.id}>
                <NeedCard need={n} onHelp={setHelping} />
              </li>
            ))}
          </ul>
        )}
      </section>
      <HelpModal need={helping} onClose={() => setHelping(null)} />
      <RequestExchangeModal offer={requested} onClose={() => setRequested(null)} />
    </div>
  );
}
