import { defineMessages, FormattedMessage, useIntl, type MessageDescriptor } from 'react-intl';
import { useMutation, useQuery } from '@apollo/client/react';
import { Suspense, useState } from 'react';
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
const SWAPS_EMPTY = defineMessages({
  both: {
    id: 'matches.swaps.emptyBoth',
    defaultMessage:
      'Nobody fits both ways yet: when someone needs what you offer and offers what you need, the swap shows here.',
  },
  needService: {
    id: 'matches.swaps.emptyNeedService',
    defaultMessage:
      'Publish a service: when someone needs what you offer and offers what you need, the swap shows here.',
  },
  needNeed: {
    id: 'matches.swaps.emptyNeedNeed',
    defaultMessage: 'Post a need: when someone needs what you offer and offers what you need, the swap shows here.',
  },
  needBoth: {
    id: 'matches.swaps.emptyNeedBoth',
    defaultMessage:
      'Post a need and publish a service: when someone needs what you offer and offers what you need, the swap shows here.',
  },
});

function swapsEmptyText(hasNeed: boolean, hasService: boolean): MessageDescriptor {
  if (hasNeed && hasService) return SWAPS_EMPTY.both;
  if (hasNeed) return SWAPS_EMPTY.needService;
  if (hasService) return SWAPS_EMPTY.needNeed;
  return SWAPS_EMPTY.needBoth;
}

const SWAP_TEXT = defineMessages({
  proposed: { id: 'matches.swaps.proposed', defaultMessage: 'Swap proposed. Both requests are sent together.' },
  proposeFailed: { id: 'matches.swaps.proposeFailed', defaultMessage: 'The swap could not be proposed. Try again.' },
  accepted: { id: 'matches.swaps.accepted', defaultMessage: 'Swap accepted: both requests are accepted.' },
  declined: { id: 'matches.swaps.declined', defaultMessage: 'Swap declined.' },
  withdrawn: { id: 'matches.swaps.withdrawn', defaultMessage: 'Swap withdrawn.' },
});

/** A swap suggestion's key: my service and theirs. */
const swapKey = (s: { myServiceId: string; theirServiceId: string }) => `${s.myServiceId}:${s.theirServiceId}`;

/** "For you": swaps, rings of three, services that fit my needs, needs my services fit, and my swaps and rings. */
export function ForYouView() {
  const intl = useIntl();
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
      SWAP_TEXT.proposed,
      SWAP_TEXT.proposeFailed,
    );
  const answer = (id: string, action: SwapAction) =>
    run(
      id,
      action,
      () => ({ accept, decline, cancel })[action]({ variables: { id } }),
      action === 'accept' ? SWAP_TEXT.accepted : action === 'decline' ? SWAP_TEXT.declined : SWAP_TEXT.withdrawn,
    );

  if (error && !data)
    return (
      <LoadError
        message={intl.formatMessage({ id: 'matches.loadFailed', defaultMessage: 'Your matches could not be loaded.' })}
        onRetry={() => void refetch()}
      />
    );
  if (!data)
    return (
      <ListSkeleton
        label={intl.formatMessage({ id: 'matches.loading', defaultMessage: 'Loading your matches…' })}
        layout="cards"
        count={4}
      />
    );
  const { matches, mySwaps, myNeeds, myServices } = data;
  return (
    <div className="for-you">
      <ForYouSection
        title={intl.formatMessage({ id: 'matches.swaps.title', defaultMessage: 'Swaps for you' })}
        items={matches.swaps}
        keyOf={swapKey}
        empty={{
          icon: 'swap',
          title: intl.formatMessage({ id: 'matches.swaps.emptyTitle', defaultMessage: 'No swaps yet' }),
          description: intl.formatMessage(
            swapsEmptyText(
              myNeeds.some((n) => n.open),
              myServices.length > 0,
            ),
          ),
        }}
        renderItem={(s) => (
          <SwapSuggestionCard suggestion={s} proposing={proposing(swapKey(s))} onPropose={(p) => void proposeSwap(p)} />
        )}
      />
      <ForYouSection
        title={intl.formatMessage({ id: 'matches.swaps.mine', defaultMessage: 'My swaps' })}
        items={mySwaps.nodes}
        keyOf={(s) => s.id}
        empty={{
          icon: 'swap',
          title: intl.formatMessage({ id: 'matches.swaps.mineEmptyTitle', defaultMessage: 'No swaps proposed' }),
          description: intl.formatMessage({
            id: 'matches.swaps.mineEmptyText',
            defaultMessage: 'Swaps you propose or receive show here.',
          }),
        }}
        renderItem={(s) => <SwapCard swap={s} busy={answering(s.id)} onRun={(id, action) => void answer(id, action)} />}
      />

      <RingSections suggestions={matches.rings} />

      <ForYouSection
        title={intl.formatMessage({ id: 'matches.services.title', defaultMessage: 'Services for your needs' })}
        items={matches.services}
        keyOf={({ service }) => service.id}
        empty={{
          icon: 'search',
          title: intl.formatMessage({ id: 'matches.services.emptyTitle', defaultMessage: 'No matching services' }),
          description: intl.formatMessage({
            id: 'matches.services.emptyText',
            defaultMessage: 'Post a need: services of its category within your budget show here.',
          }),
        }}
        itemClassName="for-you__service"
        renderItem={({ service }) => (
          <>
            <span>
              <FormattedMessage
                id="matches.services.item"
                defaultMessage="{title} by {coach} · {category} · {cost}"
                values={{
                  title: service.title,
                  coach: service.coach.fullName,
                  category: service.categoryLabel,
                  cost: formatEp(service.energyCost),
                }}
              />
            </span>
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
              <FormattedMessage id="matches.services.request" defaultMessage="Request" />
            </Button>
          </>
        )}
      />
      <ForYouSection
        title={intl.formatMessage({ id: 'matches.needs.title', defaultMessage: 'Needs you can help with' })}
        items={matches.needs}
        keyOf={(n) => n.id}
        empty={{
          icon: 'search',
          title: intl.formatMessage({ id: 'matches.needs.emptyTitle', defaultMessage: 'No matching needs' }),
          description: intl.formatMessage({
            id: 'matches.needs.emptyText',
            defaultMessage: 'Needs that fit your services or skills show here.',
          }),
        }}
        listClassName="tile-grid service-grid"
        renderItem={(n) => <NeedCard need={n} onHelp={setHelping} />}
      />
      <HelpModal need={helping} onClose={() => setHelping(null)} />
      <Suspense fallback={null}>
        {requested && <RequestExchangeModal service={requested} onClose={() => setRequested(null)} />}
      </Suspense>
    </div>
  );
}
