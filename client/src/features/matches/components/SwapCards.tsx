import {
  defineMessages,
  FormattedMessage,
  useIntl,
  type IntlShape,
  type MessageDescriptor,
  type NoMessageValues,
} from 'react-intl';
import { useId } from 'react';
import { graphql, useFragment, type FragmentType } from '../../../gql';
import { enumWord, formatEp } from '../../../shared/lib/format';
import type { SwapStatus } from '../../../gql/graphql';
import { Button, CardAction, Icon } from '../../../shared/ui';
import { differenceText, requestStatusWord } from '../lib/texts';

export const SwapSuggestionCard_suggestionFragment = graphql(`
  fragment SwapSuggestionCard_suggestion on SwapSuggestion {
    partnerId
    partnerName
    myServiceId
    myServiceTitle
    myCost
    theirServiceId
    theirServiceTitle
    theirCost
    myNeedTitle
    theirNeedTitle
  }
`);

const SWAP_CARD = defineMessages<{
  title: { partner: string; mine: string; theirs: string };
  costs: { mine: string; myCost: string; theirs: string; theirCost: string };
  needs: { theirNeed: string; myNeed: string; difference: string };
  propose: NoMessageValues;
  sides: {
    give: string;
    giveCost: string;
    giveStatus: string;
    receive: string;
    receiveCost: string;
    receiveStatus: string;
  };
  accept: NoMessageValues;
}>({
  title: { id: 'matches.swapCard.title', defaultMessage: 'Swap with {partner}: your {mine} for their {theirs}' },
  costs: { id: 'matches.swapCard.costs', defaultMessage: '{mine} {myCost} · {theirs} {theirCost}' },
  needs: {
    id: 'matches.swapCard.needs',
    defaultMessage: 'They need "{theirNeed}"; you need "{myNeed}". {difference}',
  },
  propose: { id: 'matches.swapCard.propose', defaultMessage: 'Propose swap' },
  sides: {
    id: 'matches.swapCard.sides',
    defaultMessage:
      'You give {give} ({giveCost}, {giveStatus}) · you receive {receive} ({receiveCost}, {receiveStatus})',
  },
  accept: { id: 'matches.swapCard.accept', defaultMessage: 'Accept swap' },
});

/** "Swap with Maya: your Logo Review for their Pricing Session", both costs, and Propose swap. */
export function SwapSuggestionCard({
  suggestion: ref,
  proposing,
  onPropose,
}: {
  suggestion: FragmentType<typeof SwapSuggestionCard_suggestionFragment>;
  proposing: boolean;
  onPropose: (s: { myServiceId: string; theirServiceId: string }) => void;
}) {
  const intl = useIntl();
  const titleId = useId();
  const s = useFragment(SwapSuggestionCard_suggestionFragment, ref);
  const diff = s.theirCost - s.myCost;
  const title = intl.formatMessage(SWAP_CARD.title, {
    partner: s.partnerName,
    mine: s.myServiceTitle,
    theirs: s.theirServiceTitle,
  });
  return (
    <article className="swap-card ui-card" aria-labelledby={titleId}>
      <h3 id={titleId} className="swap-card__title" title={title}>
        {title}
      </h3>
      <p className="swap-card__costs">
        <Icon name="swap" size={16} />
        {intl.formatMessage(SWAP_CARD.costs, {
          mine: s.myServiceTitle,
          myCost: formatEp(s.myCost),
          theirs: s.theirServiceTitle,
          theirCost: formatEp(s.theirCost),
        })}
      </p>
      <p className="swap-card__note">
        {intl.formatMessage(SWAP_CARD.needs, {
          theirNeed: s.theirNeedTitle,
          myNeed: s.myNeedTitle,
          difference: differenceText(Math.max(diff, 0), Math.max(-diff, 0), intl),
        })}
      </p>
      <div className="swap-card__actions">
        <Button
          size="sm"
          aria-describedby={titleId}
          loading={proposing}
          icon={<Icon name="swap" size={15} />}
          onClick={() => onPropose({ myServiceId: s.myServiceId, theirServiceId: s.theirServiceId })}
        >
          {intl.formatMessage(SWAP_CARD.propose)}
        </Button>
      </div>
    </article>
  );
}

export const SwapCard_swapFragment = graphql(`
  fragment SwapCard_swap on Swap {
    id
    status
    myRole
    partnerName
    difference
    iPay
    iEarn
    canAccept
    canDecline
    canCancel
    iGive {
      requestId
      requestStatus
      serviceTitle
      energyCost
    }
    iReceive {
      requestId
      requestStatus
      serviceTitle
      energyCost
    }
  }
`);

export type SwapAction = 'accept' | 'decline' | 'cancel';

const STATUS_TEXT: Record<SwapStatus, MessageDescriptor> = defineMessages({
  PENDING: { id: 'matches.swapStatus.pending', defaultMessage: 'Waiting for an answer' },
  ACCEPTED: { id: 'matches.swapStatus.accepted', defaultMessage: 'Accepted: schedule and complete both sides' },
  DECLINED: { id: 'matches.swapStatus.declined', defaultMessage: 'Declined' },
  CANCELLED: { id: 'matches.swapStatus.cancelled', defaultMessage: 'Withdrawn' },
  EXPIRED: { id: 'matches.swapStatus.expired', defaultMessage: 'Expired' },
  COMPLETED: { id: 'matches.swapStatus.completed', defaultMessage: 'Completed' },
});

/** A swap's or a ring's state; one this client does not know yet reads as its name. */
export function statusLabel(table: Record<SwapStatus, MessageDescriptor>, status: SwapStatus, intl: IntlShape): string {
  const known = table[status] as MessageDescriptor | undefined;
  return known ? intl.formatMessage(known) : enumWord(status);
}

/** One of my swaps: both sides with their costs and states; Accept/Decline (to me) or Withdraw (mine). */
export function SwapCard({
  swap: ref,
  busy,
  onRun,
}: {
  swap: FragmentType<typeof SwapCard_swapFragment>;
  busy: SwapAction | null;
  onRun: (id: string, action: SwapAction) => void;
}) {
  const intl = useIntl();
  const titleId = useId();
  const s = useFragment(SwapCard_swapFragment, ref);
  const title = intl.formatMessage(SWAP_CARD.title, {
    partner: s.partnerName,
    mine: s.iGive.serviceTitle,
    theirs: s.iReceive.serviceTitle,
  });
  return (
    <article className="swap-card ui-card" aria-labelledby={titleId}>
      <header className="swap-card__head">
        <h3 id={titleId} className="swap-card__title" title={title}>
          {title}
        </h3>
        <span className={s.status === 'PENDING' || s.status === 'ACCEPTED' ? 'tag' : 'tag tag--muted'}>
          {statusLabel(STATUS_TEXT, s.status, intl)}
        </span>
      </header>
      <p className="swap-card__costs">
        <Icon name="swap" size={16} />
        {intl.formatMessage(SWAP_CARD.sides, {
          give: s.iGive.serviceTitle,
          giveCost: formatEp(s.iGive.energyCost),
          giveStatus: requestStatusWord(s.iGive.requestStatus, intl),
          receive: s.iReceive.serviceTitle,
          receiveCost: formatEp(s.iReceive.energyCost),
          receiveStatus: requestStatusWord(s.iReceive.requestStatus, intl),
        })}
      </p>
      <p className="swap-card__note">{differenceText(s.iPay, s.iEarn, intl)}</p>
      <AnswerActions
        id={s.id}
        titleId={titleId}
        can={s}
        busy={busy}
        acceptLabel={intl.formatMessage(SWAP_CARD.accept)}
        onRun={onRun}
      />
    </article>
  );
}

/** Accept / Decline (proposed to me) or Withdraw (mine): the answers of a swap card and a ring card. */
export function AnswerActions({
  id,
  titleId,
  can,
  busy,
  acceptLabel,
  onRun,
}: {
  id: string;
  titleId: string;
  can: { canAccept: boolean; canDecline: boolean; canCancel: boolean };
  busy: SwapAction | null;
  acceptLabel: string;
  onRun: (id: string, action: SwapAction) => void;
}) {
  if (!can.canAccept && !can.canDecline && !can.canCancel) return null;
  return (
    <div className="swap-card__actions">
      {can.canAccept && (
        <CardAction kind="accept" busy={busy} describedBy={titleId} variant="primary" onRun={(k) => onRun(id, k)}>
          {acceptLabel}
        </CardAction>
      )}
      {can.canDecline && (
        <CardAction kind="decline" busy={busy} describedBy={titleId} onRun={(k) => onRun(id, k)}>
          <FormattedMessage id="matches.answer.decline" defaultMessage="Decline" />
        </CardAction>
      )}
      {can.canCancel && (
        <CardAction kind="cancel" busy={busy} describedBy={titleId} onRun={(k) => onRun(id, k)}>
          <FormattedMessage id="matches.answer.withdraw" defaultMessage="Withdraw" />
        </CardAction>
      )}
    </div>
  );
}
