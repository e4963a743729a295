import { useId } from 'react';
import { graphql, useFragment, type FragmentType } from '../../../gql';
import { enumWord, formatEp } from '../../../shared/lib/format';
import type { SwapStatus } from '../../../gql/graphql';
import { Button, CardAction, Icon } from '../../../shared/ui';

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

/** What moves when both sides are done: only the difference (docs/ledger.md "Reciprocal swaps"). */
export function differenceText(iPay: number, iEarn: number): string {
  if (iPay > 0) return `You pay the difference, ${formatEp(iPay)}, once both are done.`;
  if (iEarn > 0) return `You earn the difference, ${formatEp(iEarn)}, once both are done.`;
  return 'Equal costs: no EP move at all.';
}

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
  const titleId = useId();
  const s = useFragment(SwapSuggestionCard_suggestionFragment, ref);
  const diff = s.theirCost - s.myCost;
  const title = `Swap with ${s.partnerName}: your ${s.myServiceTitle} for their ${s.theirServiceTitle}`;
  return (
    <article className="swap-card ui-card" aria-labelledby={titleId}>
      <h3 id={titleId} className="swap-card__title" title={title}>
        {title}
      </h3>
      <p className="swap-card__costs">
        <Icon name="swap" size={16} />
        {`${s.myServiceTitle} ${formatEp(s.myCost)} · ${s.theirServiceTitle} ${formatEp(s.theirCost)}`}
      </p>
      <p className="swap-card__note">{`They need "${s.theirNeedTitle}"; you need "${s.myNeedTitle}". ${differenceText(Math.max(diff, 0), Math.max(-diff, 0))}`}</p>
      <div className="swap-card__actions">
        <Button
          size="sm"
          aria-describedby={titleId}
          loading={proposing}
          icon={<Icon name="swap" size={15} />}
          onClick={() => onPropose({ myServiceId: s.myServiceId, theirServiceId: s.theirServiceId })}
        >
          Propose swap
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

const STATUS_TEXT: Record<SwapStatus, string> = {
  PENDING: 'Waiting for an answer',
  ACCEPTED: 'Accepted: schedule and complete both sides',
  DECLINED: 'Declined',
  CANCELLED: 'Withdrawn',
  EXPIRED: 'Expired',
  COMPLETED: 'Completed',
};

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
  const titleId = useId();
  const s = useFragment(SwapCard_swapFragment, ref);
  const title = `Swap with ${s.partnerName}: your ${s.iGive.serviceTitle} for their ${s.iReceive.serviceTitle}`;
  return (
    <article className="swap-card ui-card" aria-labelledby={titleId}>
      <header className="swap-card__head">
        <h3 id={titleId} className="swap-card__title" title={title}>
          {title}
        </h3>
        <span className={s.status === 'PENDING' || s.status === 'ACCEPTED' ? 'tag' : 'tag tag--muted'}>
          {STATUS_TEXT[s.status] ?? enumWord(s.status)}
        </span>
      </header>
      <p className="swap-card__costs">
        <Icon name="swap" size={16} />
        {`You give ${s.iGive.serviceTitle} (${formatEp(s.iGive.energyCost)}, ${enumWord(s.iGive.requestStatus)}) · you receive ${s.iReceive.serviceTitle} (${formatEp(s.iReceive.energyCost)}, ${enumWord(s.iReceive.requestStatus)})`}
      </p>
      <p className="swap-card__note">{differenceText(s.iPay, s.iEarn)}</p>
      <AnswerActions id={s.id} titleId={titleId} can={s} busy={busy} acceptLabel="Accept swap" onRun={onRun} />
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
          Decline
        </CardAction>
      )}
      {can.canCancel && (
        <CardAction kind="cancel" busy={busy} describedBy={titleId} onRun={(k) => onRun(id, k)}>
          Withdraw
        </CardAction>
      )}
    </div>
  );
}
