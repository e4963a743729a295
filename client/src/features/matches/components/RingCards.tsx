import { defineMessages, useIntl, type IntlShape, type MessageDescriptor, type NoMessageValues } from 'react-intl';
import { useId } from 'react';
import { graphql, useFragment, type FragmentType } from '../../../gql';
import { formatEp } from '../../../shared/lib/format';
import type { SwapStatus } from '../../../gql/graphql';
import { Button, Icon } from '../../../shared/ui';
import { requestStatusWord } from '../lib/texts';
import { AnswerActions, statusLabel, type SwapAction } from './SwapCards';

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

const RING_CARD = defineMessages<{
  barter: NoMessageValues;
  title: { second: string; third: string; mine: string; secondGives: string; thirdGives: string };
  costs: { mine: string; myCost: string; second: string; secondCost: string; third: string; thirdCost: string };
  needs: { second: string; secondNeed: string; third: string; thirdNeed: string; myNeed: string };
  propose: NoMessageValues;
  side: { service: string; cost: string; status: string };
  you: NoMessageValues;
  waiting: { members: string };
  accept: NoMessageValues;
}>({
  // What a ring moves: nothing, whatever the prices (docs/ledger.md "Swap rings").
  barter: { id: 'matches.ringCard.barter', defaultMessage: 'A ring is barter: no EP move, whatever the prices.' },
  title: {
    id: 'matches.ringCard.title',
    defaultMessage:
      'Ring with {second} and {third}: you give {mine} to {second}, {second} gives {secondGives} to {third}, {third} gives {thirdGives} to you',
  },
  costs: {
    id: 'matches.ringCard.costs',
    defaultMessage: '{mine} {myCost} · {second} {secondCost} · {third} {thirdCost}',
  },
  needs: {
    id: 'matches.ringCard.needs',
    defaultMessage:
      '{second} needs "{secondNeed}", {third} needs "{thirdNeed}", you need "{myNeed}". A ring is barter: no EP move, whatever the prices.',
  },
  propose: { id: 'matches.ringCard.propose', defaultMessage: 'Propose ring' },
  side: { id: 'matches.ringCard.side', defaultMessage: '{service} {cost} ({status})' },
  you: { id: 'matches.ringCard.you', defaultMessage: 'you' },
  waiting: {
    id: 'matches.ringCard.waiting',
    defaultMessage: 'Waiting for {members}. A ring is barter: no EP move, whatever the prices.',
  },
  accept: { id: 'matches.ringCard.accept', defaultMessage: 'Accept ring' },
});

/** "Ring with Maya and Tom: you give Logo Review to Maya, Maya gives Pricing Session to Tom, Tom gives Landing Copy to you". */
function ringTitle(
  intl: IntlShape,
  second: string,
  third: string,
  mine: string,
  secondGives: string,
  thirdGives: string,
): string {
  return intl.formatMessage(RING_CARD.title, { second, third, mine, secondGives, thirdGives });
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
  const intl = useIntl();
  const titleId = useId();
  const r = useFragment(RingSuggestionCard_suggestionFragment, ref);
  const title = ringTitle(intl, r.secondName, r.thirdName, r.myServiceTitle, r.secondServiceTitle, r.thirdServiceTitle);
  return (
    <article className="swap-card ui-card" aria-labelledby={titleId}>
      <h3 id={titleId} className="swap-card__title" title={title}>
        {title}
      </h3>
      <p className="swap-card__costs">
        <Icon name="swap" size={16} />
        {intl.formatMessage(RING_CARD.costs, {
          mine: r.myServiceTitle,
          myCost: formatEp(r.myCost),
          second: r.secondServiceTitle,
          secondCost: formatEp(r.secondCost),
          third: r.thirdServiceTitle,
          thirdCost: formatEp(r.thirdCost),
        })}
      </p>
      <p className="swap-card__note">
        {intl.formatMessage(RING_CARD.needs, {
          second: r.secondName,
          secondNeed: r.secondNeedTitle,
          third: r.thirdName,
          thirdNeed: r.thirdNeedTitle,
          myNeed: r.myNeedTitle,
        })}
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
          {intl.formatMessage(RING_CARD.propose)}
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

const STATUS_TEXT: Record<SwapStatus, MessageDescriptor> = defineMessages({
  PENDING: { id: 'matches.ringStatus.pending', defaultMessage: 'Waiting for answers' },
  ACCEPTED: { id: 'matches.ringStatus.accepted', defaultMessage: 'Accepted: schedule and complete your sides' },
  DECLINED: { id: 'matches.ringStatus.declined', defaultMessage: 'Declined' },
  CANCELLED: { id: 'matches.ringStatus.cancelled', defaultMessage: 'Cancelled' },
  EXPIRED: { id: 'matches.ringStatus.expired', defaultMessage: 'Expired' },
  COMPLETED: { id: 'matches.ringStatus.completed', defaultMessage: 'Completed' },
});

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
  const intl = useIntl();
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
    .map((m) => (m.memberId === r.iGive.giverId ? intl.formatMessage(RING_CARD.you) : m.fullName));
  const title = ringTitle(
    intl,
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
          {statusLabel(STATUS_TEXT, r.status, intl)}
        </span>
      </header>
      <p className="swap-card__costs">
        <Icon name="swap" size={16} />
        {[mine, second, third]
          .map((s) =>
            intl.formatMessage(RING_CARD.side, {
              service: s.serviceTitle,
              cost: formatEp(s.energyCost),
              status: requestStatusWord(s.requestStatus, intl),
            }),
          )
          .join(' · ')}
      </p>
      <p className="swap-card__note">
        {r.status === 'PENDING' && waitingFor.length > 0
          ? intl.formatMessage(RING_CARD.waiting, { members: intl.formatList(waitingFor, { type: 'conjunction' }) })
          : intl.formatMessage(RING_CARD.barter)}
      </p>
      <AnswerActions
        id={r.id}
        titleId={titleId}
        can={r}
        busy={busy}
        acceptLabel={intl.formatMessage(RING_CARD.accept)}
        onRun={onRun}
      />
    </article>
  );
}
