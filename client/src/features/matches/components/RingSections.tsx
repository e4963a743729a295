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
export function RingSections({ suggestions }: { suggestions: readonly Suggestion[] }) {
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
      'Ring proposed. It goes ahead once both other members accept.',
      'The ring could not be proposed. Try again.',
    );
  const answer = (id: string, action: SwapAction) =>
    run(
      id,
      action,
      () => ({ accept, decline, cancel })[action]({ variables: { id } }),
      action === 'accept'
        ? 'Ring accepted.'
        : action === 'decline'
          ? 'Ring declined for all three.'
          : 'Ring withdrawn.',
    );

  return (
    <>
      <ForYouSection
        title="Rings for you"
        items={suggestions}
        keyOf={ringKey}
        empty={{
          icon: 'swap',
          title: 'No rings yet',
          description:
            'When you help one member, they help another, and that member helps you, the ring of three shows here.',
        }}
        renderItem={(r) => (
          <RingSuggestionCard suggestion={r} proposing={proposing(ringKey(r))} onPropose={(p) => void proposeRing(p)} />
        )}
      />
      <ForYouSection
        title="My rings"
        items={mine ?? []}
        keyOf={(r) => r.id}
        empty={{
          icon: 'swap',
          title: 'No rings proposed',
          description: 'Rings you propose or are asked to join show here.',
        }}
        pending={
          mine ? undefined : error ? (
            <LoadError message="Your rings could not be loaded." onRetry={() => void refetch()} />
          ) : (
            <ListSkeleton label="Loading your rings…" layout="cards" count={1} />
          )
        }
        renderItem={(r) => <RingCard ring={r} busy={answering(r.id)} onRun={(id, action) => void answer(id, action)} />}
      />
    </>
  );
}
