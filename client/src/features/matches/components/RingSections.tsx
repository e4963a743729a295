import { useMutation, useQuery } from '@apollo/client/react';
import type { FragmentType } from '../../../gql';
import { EmptyState, ListSkeleton, LoadError } from '../../../shared/ui';
import { dropRequestLists, useCardRunner } from '../lib/answers';
import { AcceptRingMutation, CancelRingMutation, DeclineRingMutation, MyRingsQuery, ProposeRingMutation } from '../operations';
import { RingCard, RingSuggestionCard, ringKey, type RingProposal, type RingSuggestionCard_suggestionFragment } from './RingCards';
import type { SwapAction } from './SwapCards';

type Suggestion = RingProposal & { secondId: string; thirdId: string } & FragmentType<typeof RingSuggestionCard_suggestionFragment>;

/** "Rings for you" and "My rings" (issue 19 §4): propose a found ring; accept, decline or withdraw mine. The cache changes from the answers alone. */
export function RingSections({ suggestions }: { suggestions: readonly Suggestion[] }) {
  const { data, error, refetch } = useQuery(MyRingsQuery, { fetchPolicy: 'cache-and-network' });
  const mine = data?.myRings.nodes;
  const { run, proposing, answering } = useCardRunner();
  const [propose] = useMutation(ProposeRingMutation, {
    update: (cache, { data: answer }) => {
      if (!answer) return;
      const ring = answer.proposeRing;
      const ref = cache.identify({ __typename: 'Ring', id: ring.id });
      const members = new Set(ring.members.map((m) => m.memberId));
      cache.modify({
        id: 'ROOT_QUERY',
        fields: {
          // The new ring tops my rings; suggestions of the same three members leave the matches.
          myRings: (existing: unknown, { toReference }): unknown => {
            const page = existing as { nodes: readonly unknown[]; totalCount: number };
            return ref ? { ...page, nodes: [toReference(ref), ...page.nodes], totalCount: page.totalCount + 1 } : existing;
          },
          matches: (existing: unknown): unknown => {
            const found = existing as { rings: ReadonlyArray<{ secondId: string; thirdId: string }> };
            return { ...found, rings: found.rings.filter((r) => !(members.has(r.secondId) && members.has(r.thirdId))) };
          },
        },
      });
      dropRequestLists(cache);
    },
  });
  const [accept] = useMutation(AcceptRingMutation, { update: dropRequestLists });
  const [decline] = useMutation(DeclineRingMutation, { update: dropRequestLists });
  const [cancel] = useMutation(CancelRingMutation, { update: dropRequestLists });

  const proposeRing = (r: RingProposal) =>
    run(ringKey(r), 'propose', () => propose({ variables: { myServiceId: r.myOfferId, secondServiceId: r.secondOfferId, thirdServiceId: r.thirdOfferId } }),
      'Ring proposed. It goes ahead once both other members accept.', 'The ring could not be proposed. Try again.');
  const answer = (id: string, action: SwapAction) =>
    run(id, action, () => ({ accept, decline, cancel })[action]({ variables: { id } }),
      action === 'accept' ? 'Ring accepted.' : action === 'decline' ? 'Ring declined for all three.' : 'Ring withdrawn.');

  return (
    <>
      <section aria-labelledby="for-you-rings">
        <h2 id="for-you-rings" className="for-you__title">
          Rings for you
        </h2>
        {suggestions.length === 0 ? (
          <EmptyState headingLevel={3} icon="swap" title="No rings yet" description="When you help one member, they help another, and that member helps you, the ring of three shows here." />
        ) : (
          <ul className="for-you__list">
            {suggestions.map((r) => (
              <li key={ringKey(r)}>
                <RingSuggestionCard suggestion={r} proposing={proposing(ringKey(r))} onPropose={(p) => void proposeRing(p)} />
              </li>
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="for-you-my-rings">
        <h2 id="for-you-my-rings" className="for-you__title">
          My rings
        </h2>
        {!mine && error ? (
          <LoadError message="Your rings could not be loaded." onRetry={() => void refetch()} />
        ) : !mine ? (
          <ListSkeleton label="Loading your rings…" layout="cards" count={1} />
        ) : mine.length === 0 ? (
          <EmptyState headingLevel={3} icon="swap" title="No rings proposed" description="Rings you propose or are asked to join show here." />
        ) : (
          <ul className="for-you__list">
            {mine.map((r) => (
              <li key={r.id}>
                <RingCard ring={r} busy={answering(r.id)} onRun={(id, action) => void answer(id, action)} />
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}
