import { useId } from 'react';
import { graphql, useFragment, type FragmentType } from '../../../gql';
import { enumWord, formatEp } from '../../../shared/lib/format';
import type { SwapStatus } from '../../../gql/graphql';
import { Button, Icon } from '../../../shared/ui';
import { AnswerActions, type SwapAction } from './SwapCards';

export const RingSuggestionCard_suggestionFragment = graphql(`
  fragment RingSuggestionCard_suggestion on RingSuggestion {
    secondName
    thirdName
    myServiceId
    myServiceTitle
    myCost
    secondServiceId
    secondServiceTitle
    secondCost
    thirdServiceId
    thirdServiceTitle
    thirdCost
    myNeedTitle
    secondNeedTitle
    thirdNeedTitle
  }
`);

/** What a ring moves: nothing, whatever the prices (docs/ledger.md "Swap rings"). */
export const RING_BARTER_TEXT = 'A ring is barter: no EP move, whatever the prices.';

/** "Ring with Maya and Tom: you give Logo Review to Maya, Maya gives Pricing Session to Tom, Tom gives Landing Copy to you". */
export function ringTitle(
  second: string,
  third: string,
  mine: string,
  secondGives: string,
  thirdGives: string,
): string {
  return `Ring with ${second} and ${third}: you give ${mine} to ${second}, ${second} gives ${secondGives} to ${third}, ${third} gives ${thirdGives} to you`;
}

export interface RingProposal {
  myServiceId: string;
  secondServiceId: string;
  thirdServiceId: string;
}

export const ringKey = (r: RingProposal) => `${r.myServiceId}:${r.secondServiceId}:${r.thirdServiceId}`;

/** A ring through me that the matches found: the three services with their costs, the needs they fit, and Propose ring. */
export function RingSuggestionCard({
  suggestion: ref,
  proposing,
  onPropose,
}: {
  suggestion: FragmentType<typeof RingSuggestionCard_suggestionFragment>;
  proposing: boolean;
  onPropose: (r: RingProposal) => void;
}) {
  const titleId = useId();
  const r = useFragment(RingSuggestionCard_suggestionFragment, ref);
  const title = ringTitle(r.secondName, r.thirdName, r.myServiceTitle, r.secondServiceTitle, r.thirdServiceTitle);
  return (
    <article className="swap-card ui-card" aria-labelledby={titleId}>
      <h3 id={titleId} className="swap-card__title" title={title}>
        {title}
      </h3>
      <p className="swap-card__costs">
        <Icon name="swap" size={16} />
        {`${r.myServiceTitle} ${formatEp(r.myCost)} · ${r.secondServiceTitle} ${formatEp(r.secondCost)} · ${r.thirdServiceTitle} ${formatEp(r.thirdCost)}`}
      </p>
      <p className="swap-card__note">
        {`${r.secondName} needs "${r.secondNeedTitle}", ${r.thirdName} needs "${r.thirdNeedTitle}", you need "${r.myNeedTitle}". ${RING_BARTER_TEXT}`}
      </p>
      <div className="swap-card__actions">
        <Button
          size="sm"
          aria-describedby={titleId}
          loading={proposing}
          icon={<Icon name="swap" size={15} />}
          onClick={() =>
            onPropose({
              myServiceId: r.myServiceId,
              secondServiceId: r.secondServiceId,
              thirdServiceId: r.thirdServiceId,
            })
          }
        >
          Propose ring
        </Button>
      </div>
    </article>
  );
}

export const RingCard_ringFragment = graphql(`
  fragment RingCard_ring on Ring {
    id
    status
    myRole
    canAccept
    canDecline
    canCancel
    members {
      memberId
      fullName
      accepted
    }
    iGive {
      requestId
      giverId
    }
    sides {
      requestId
      requestStatus
      serviceTitle
      energyCost
      giverName
      receiverName
    }
  }
`);

const STATUS_TEXT: Record<SwapStatus, string> = {
  PENDING: 'Waiting for answers',
  ACCEPTED: 'Accepted: schedule and complete your sides',
  DECLINED: 'Declined',
  CANCELLED: 'Cancelled',
  EXPIRED: 'Expired',
  COMPLETED: 'Completed',
};

/** One of my rings, told from my side: who gives what to whom, who has accepted; Accept/Decline (to me) or Withdraw (mine). */
export function RingCard({
  ring: ref,
  busy,
  onRun,
}: {
  ring: FragmentType<typeof RingCard_ringFragment>;
  busy: SwapAction | null;
  onRun: (id: string, action: SwapAction) => void;
}) {
  const titleId = useId();
  const r = useFragment(RingCard_ringFragment, ref);
  // The sides in ring order, starting with mine: I give to the second, who gives to the third, who gives to me.
  const start = Math.max(
    r.sides.findIndex((s) => s.requestId === r.iGive.requestId),
    0,
  );
  const [mine, second, third] = [0, 1, 2].map((i) => r.sides[(start + i) % 3]);
  // Told to its reader: "Waiting for you and Chloé", never the reader's own name.
  const waitingFor = r.members
    .filter((m) => !m.accepted)
    .sort((a, b) => Number(b.memberId === r.iGive.giverId) - Number(a.memberId === r.iGive.giverId))
    .map((m) => (m.memberId === r.iGive.giverId ? 'you' : m.fullName));
  const title = ringTitle(
    mine.receiverName,
    second.receiverName,
    mine.serviceTitle,
    second.serviceTitle,
    third.serviceTitle,
  );
  return (
    <article className="swap-card ui-card" aria-labelledby={titleId}>
      <header className="swap-card__head">
        <h3 id={titleId} className="swap-card__title" title={title}>
          {title}
        </h3>
        <span className={r.status === 'PENDING' || r.status === 'ACCEPTED' ? 'tag' : 'tag tag--muted'}>
          {STATUS_TEXT[r.status] ?? enumWord(r.status)}
        </span>
      </header>
      <p className="swap-card__costs">
        <Icon name="swap" size={16} />
        {[mine, second, third]
          .map((s) => `${s.serviceTitle} ${formatEp(s.energyCost)} (${enumWord(s.requestStatus)})`)
          .join(' · ')}
      </p>
      <p className="swap-card__note">
        {`${r.status === 'PENDING' && waitingFor.length > 0 ? `Waiting for ${waitingFor.join(' and ')}. ` : ''}${RING_BARTER_TEXT}`}
      </p>
      <AnswerActions id={r.id} titleId={titleId} can={r} busy={busy} acceptLabel="Accept ring" onRun={onRun} />
    </article>
  );
}
