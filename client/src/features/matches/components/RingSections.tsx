import { defineMessages, useIntl } from 'react-intl';
import { useMutation, useQuery } from '@apollo/client/react';
import type { FragmentType } from '../../../gql';
import { ListSkeleton, LoadError } from '../../../shared/ui';
import { addProposal, dropRequestLists, useCardRunner } from '../lib/answers';
import {
  AcceptRingMutation,
  CancelRingMutation,
  DeclineRingMutation,
  MyRingsQuery,
  ProposeRingMutation,
} from '../operations';
import {
  RingCard,
  RingSuggestionCard,
  ringKey,
  type RingProposal,
  type RingSuggestionCard_suggestionFragment,
} from './RingCards';
import type { SwapAction } from './SwapCards';
import { ForYouSection } from './ForYouSection';

type Suggestion = RingProposal & { secondId: string; thirdId: string } & FragmentType<
    typeof RingSuggestionCard_suggestionFragment
  >;

/** "Rings for you" and "My rings": propose a found ring; accept, decline or withdraw mine. The cache changes from the answers alone. */
const RING_TEXT = defineMessages({
  proposed: {
    id: 'matches.rings.proposed',
    defaultMessage: 'Ring proposed. It goes ahead once both other members accept.',
  },
  proposeFailed: { id: 'matches.rings.proposeFailed', defaultMessage: 'The ring could not be proposed. Try again.' },
  accepted: { id: 'matches.rings.accepted', defaultMessage: 'Ring accepted.' },
  declined: { id: 'matches.rings.declined', defaultMessage: 'Ring declined for all three.' },
  withdrawn: { id: 'matches.rings.withdrawn', defaultMessage: 'Ring withdrawn.' },
});

export function RingSections({ suggestions }: { suggestions: readonly Suggestion[] }) {
  const intl = useIntl();
  const { data, error, refetch } = useQuery(MyRingsQuery, { fetchPolicy: 'cache-and-network' });
  const mine = data?.myRings.nodes;
  const { run, proposing, answering } = useCardRunner();
  const [propose] = useMutation(ProposeRingMutation, {
    update: (cache, { data: answer }) => {
      if (!answer) return;
      const ring = answer.proposeRing;
      const members = new Set(ring.members.map((m) => m.memberId));
      // The new ring tops my rings; suggestions of the same three members leave the matches.
      addProposal(
        cache,
        cache.identify({ __typename: 'Ring', id: ring.id }),
        'myRings',
        'rings',
        (r: { secondId: string; thirdId: string }) => !(members.has(r.secondId) && members.has(r.thirdId)),
      );
    },
  });
  const [accept] = useMutation(AcceptRingMutation, { update: dropRequestLists });
  const [decline] = useMutation(DeclineRingMutation, { update: dropRequestLists });
  const [cancel] = useMutation(CancelRingMutation, { update: dropRequestLists });

  const proposeRing = (r: RingProposal) =>
    run(
      ringKey(r),
      'propose',
      () =>
        propose({
          variables: {
            myServiceId: r.myServiceId,
            secondServiceId: r.secondServiceId,
            thirdServiceId: r.thirdServiceId,
          },
        }),
      RING_TEXT.proposed,
      RING_TEXT.proposeFailed,
    );
  const answer = (id: string, action: SwapAction) =>
    run(
      id,
      action,
      () => ({ accept, decline, cancel })[action]({ variables: { id } }),
      action === 'accept' ? RING_TEXT.accepted : action === 'decline' ? RING_TEXT.declined : RING_TEXT.withdrawn,
    );

  return (
    <>
      <ForYouSection
        title={intl.formatMessage({ id: 'matches.rings.title', defaultMessage: 'Rings for you' })}
        items={suggestions}
        keyOf={ringKey}
        empty={{
          icon: 'swap',
          title: intl.formatMessage({ id: 'matches.rings.emptyTitle', defaultMessage: 'No rings yet' }),
          description: intl.formatMessage({
            id: 'matches.rings.emptyText',
            defaultMessage:
              'When you help one member, they help another, and that member helps you, the ring of three shows here.',
          }),
        }}
        renderItem={(r) => (
          <RingSuggestionCard suggestion={r} proposing={proposing(ringKey(r))} onPropose={(p) => void proposeRing(p)} />
        )}
      />
      <ForYouSection
        title={intl.formatMessage({ id: 'matches.rings.mine', defaultMessage: 'My rings' })}
        items={mine ?? []}
        keyOf={(r) => r.id}
        empty={{
          icon: 'swap',
          title: intl.formatMessage({ id: 'matches.rings.mineEmptyTitle', defaultMessage: 'No rings proposed' }),
          description: intl.formatMessage({
            id: 'matches.rings.mineEmptyText',
            defaultMessage: 'Rings you propose or are asked to join show here.',
          }),
        }}
        pending={
          mine ? undefined : error ? (
            <LoadError
              message={intl.formatMessage({
                id: 'matches.rings.loadFailed',
                defaultMessage: 'Your rings could not be loaded.',
              })}
              onRetry={() => void refetch()}
            />
          ) : (
            <ListSkeleton
              label={intl.formatMessage({ id: 'matches.rings.loading', defaultMessage: 'Loading your rings…' })}
              layout="cards"
              count={1}
            />
          )
        }
        renderItem={(r) => <RingCard ring={r} busy={answering(r.id)} onRun={(id, action) => void answer(id, action)} />}
      />
    </>
  );
}
