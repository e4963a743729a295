import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { formatEp } from '../../../shared/lib/format';
import { Button, ListSkeleton, LoadError } from '../../../shared/ui';
import { RequestExchangeModal, type RequestableService } from '../../exchanges';
import { HelpModal, NeedCard } from '../../needs';
import {
  AcceptSwapMutation,
  CancelSwapMutation,
  DeclineSwapMutation,
  ForYouQuery,
  ProposeSwapMutation,
} from '../operations';
import { SwapCard, SwapSuggestionCard, type SwapAction } from './SwapCards';
import { ForYouSection } from './ForYouSection';
import { RingSections } from './RingSections';
import { addProposal, dropRequestLists, useCardRunner } from '../lib/answers';
import './matches.css';

/** What "No swaps yet" asks of the member: only the step they have not taken. */
function swapsEmptyText(hasNeed: boolean, hasService: boolean): string {
  const when = 'when someone needs what you offer and offers what you need, the swap shows here.';
  if (hasNeed && hasService) return `Nobody fits both ways yet: ${when}`;
  if (hasNeed) return `Publish a service: ${when}`;
  if (hasService) return `Post a need: ${when}`;
  return `Post a need and publish a service: ${when}`;
}

/** A swap suggestion's key: my service and theirs. */
const swapKey = (s: { myServiceId: string; theirServiceId: string }) => `${s.myServiceId}:${s.theirServiceId}`;

/** "For you": swaps, rings of three, services that fit my needs, needs my services fit, and my swaps and rings. */
export function ForYouView() {
  const { data, error, refetch } = useQuery(ForYouQuery, { fetchPolicy: 'cache-and-network' });
  const [helping, setHelping] = useState<{ id: string; title: string } | null>(null);
  const [requested, setRequested] = useState<RequestableService | null>(null);
  const { run, proposing, answering } = useCardRunner();
  const [propose] = useMutation(ProposeSwapMutation, {
    update: (cache, { data: answer }) => {
      if (!answer) return;
      const swap = answer.proposeSwap;
      // The new swap tops my swaps; its suggestion leaves the matches.
      addProposal(
        cache,
        cache.identify({ __typename: 'Swap', id: swap.id }),
        'mySwaps',
        'swaps',
        (s: { partnerId: string }) => s.partnerId !== swap.partnerId,
      );
    },
  });
  const [accept] = useMutation(AcceptSwapMutation, { update: dropRequestLists });
  const [decline] = useMutation(DeclineSwapMutation, { update: dropRequestLists });
  const [cancel] = useMutation(CancelSwapMutation, { update: dropRequestLists });

  const proposeSwap = (s: { myServiceId: string; theirServiceId: string }) =>
    run(
      swapKey(s),
      'propose',
      () => propose({ variables: { myServiceId: s.myServiceId, theirServiceId: s.theirServiceId } }),
      'Swap proposed. Both requests are sent together.',
      'The swap could not be proposed. Try again.',
    );
  const answer = (id: string, action: SwapAction) =>
    run(
      id,
      action,
      () => ({ accept, decline, cancel })[action]({ variables: { id } }),
      action === 'accept'
        ? 'Swap accepted: both requests are accepted.'
        : action === 'decline'
          ? 'Swap declined.'
          : 'Swap withdrawn.',
    );

  if (error && !data) return <LoadError message="Your matches could not be loaded." onRetry={() => void refetch()} />;
  if (!data) return <ListSkeleton label="Loading your matches…" layout="cards" count={4} />;
  const { matches, mySwaps, myNeeds, myServices } = data;
  return (
    <div className="for-you">
      <ForYouSection
        title="Swaps for you"
        items={matches.swaps}
        keyOf={swapKey}
        empty={{
          icon: 'swap',
          title: 'No swaps yet',
          description: swapsEmptyText(
            myNeeds.some((n) => n.open),
            myServices.length > 0,
          ),
        }}
        renderItem={(s) => (
          <SwapSuggestionCard suggestion={s} proposing={proposing(swapKey(s))} onPropose={(p) => void proposeSwap(p)} />
        )}
      />
      <ForYouSection
        title="My swaps"
        items={mySwaps.nodes}
        keyOf={(s) => s.id}
        empty={{ icon: 'swap', title: 'No swaps proposed', description: 'Swaps you propose or receive show here.' }}
        renderItem={(s) => <SwapCard swap={s} busy={answering(s.id)} onRun={(id, action) => void answer(id, action)} />}
      />

      <RingSections suggestions={matches.rings} />

      <ForYouSection
        title="Services for your needs"
        items={matches.services}
        keyOf={({ service }) => service.id}
        empty={{
          icon: 'search',
          title: 'No matching services',
          description: 'Post a need: services of its category within your budget show here.',
        }}
        itemClassName="for-you__service"
        renderItem={({ service }) => (
          <>
            <span>{`${service.title} by ${service.coach.fullName} · ${service.categoryLabel} · ${formatEp(service.energyCost)}`}</span>
            <Button
              size="sm"
              onClick={() =>
                setRequested({
                  id: service.id,
                  title: service.title,
                  energyCost: service.energyCost,
                  durationMinutes: service.durationMinutes,
                  coachName: service.coach.fullName,
                })
              }
            >
              Request
            </Button>
          </>
        )}
      />
      <ForYouSection
        title="Needs you can help with"
        items={matches.needs}
        keyOf={(n) => n.id}
        empty={{
          icon: 'search',
          title: 'No matching needs',
          description: 'Needs that fit your services or skills show here.',
        }}
        listClassName="tile-grid service-grid"
        renderItem={(n) => <NeedCard need={n} onHelp={setHelping} />}
      />
      <HelpModal need={helping} onClose={() => setHelping(null)} />
      <RequestExchangeModal service={requested} onClose={() => setRequested(null)} />
    </div>
  );
}
