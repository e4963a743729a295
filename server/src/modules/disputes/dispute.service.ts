import { defineMessages } from '@formatjs/intl';
import { english, englishTexts } from '../../common/i18n/index.js';
import type { DataSource, EntityManager } from 'typeorm';
import { conflict, forbidden, notFound, translatableError } from '../../common/errors/domain-error.js';
import { decodeCursor, isPgTimestamp, pageOf, type Page } from '../../common/pagination.js';
import { isUuid } from '../../common/validation.js';
import { inTransaction } from '../../db/transaction.js';
import { many, one, affected } from '../../db/typed-query.js';
import type { LedgerService } from '../ledger/index.js';
import {
  yesNo,
  type NotificationParams,
  type NotificationRef,
  type NotificationService,
} from '../notifications/index.js';
import type { DisputeAction, DisputeFilter, DisputeStatus } from './dispute.types.js';
import * as q from './disputes.queries.js';
import type { MemberName } from '../../common/graphql/member-name.js';

export const DISPUTE_WINDOW_DAYS = 7;
export const DISPUTES_PAGE = { defaultLimit: 20, maxLimit: 100 };
const DAY_MS = 86_400_000;

/** The disputes' user-facing texts, in one place so both transports say the same. */
export const DisputeMessages = defineMessages({
  statusFilter: { id: 'dispute.statusFilter', defaultMessage: 'status must be open, resolved or all' },
  tooLate: {
    id: 'dispute.tooLate',
    defaultMessage: "A dispute can be opened within {days} days of the exchange's completion",
  },
  seatTooLate: {
    id: 'dispute.seatTooLate',
    defaultMessage: "A seat can be disputed within {days} days of the group session's completion",
  },
  requestNotFound: { id: 'dispute.requestNotFound', defaultMessage: 'Exchange request not found' },
  notParty: { id: 'dispute.notParty', defaultMessage: 'You are not part of this exchange' },
  notCompleted: { id: 'dispute.notCompleted', defaultMessage: 'Only a completed exchange can be disputed' },
  already: { id: 'dispute.already', defaultMessage: 'A dispute was already opened for this exchange' },
  reason: { id: 'dispute.reason', defaultMessage: 'The reason must be 20 to 2,000 characters' },
  notFound: { id: 'dispute.notFound', defaultMessage: 'Dispute not found' },
  resolved: { id: 'dispute.resolved', defaultMessage: 'This dispute was already resolved' },
  action: { id: 'dispute.action', defaultMessage: 'action must be reverse or dismiss' },
  note: { id: 'dispute.note', defaultMessage: 'The note must be 1 to 2,000 characters' },
  partOfSwap: {
    id: 'dispute.partOfSwap',
    defaultMessage: 'A side of a swap cannot be disputed on its own: contact support',
  },
  groupSessionNotFound: { id: 'dispute.groupSessionNotFound', defaultMessage: 'Group session not found' },
  noSeat: {
    id: 'dispute.noSeat',
    defaultMessage: 'Only a member who attended this group session can dispute their seat',
  },
  seatNotAttended: { id: 'dispute.seatNotAttended', defaultMessage: 'Only an attended seat can be disputed' },
  seatAlready: { id: 'dispute.seatAlready', defaultMessage: 'A dispute was already opened for this seat' },
});

export const DisputeText = {
  ...englishTexts(DisputeMessages),
  tooLate: english(DisputeMessages.tooLate, { days: DISPUTE_WINDOW_DAYS }),
  seatTooLate: english(DisputeMessages.seatTooLate, { days: DISPUTE_WINDOW_DAYS }),
} as const;

/** A dispute as its readers see it (the admin queue, the parties). */
export interface DisputeView {
  id: string;
  /** The disputed exchange request; null for a group-session seat's dispute. */
  requestId: string | null;
  /** The disputed seat and its group session; null for an exchange's dispute. */
  seatId: string | null;
  groupSessionId: string | null;
  serviceTitle: string;
  energyCost: number;
  completedAt: Date;
  status: DisputeStatus;
  reason: string;
  openedBy: MemberName;
  requester: MemberName;
  coach: MemberName;
  createdAt: Date;
  resolvedAt: Date | null;
  resolutionNote: string | null;
  resolvedBy: string | null;
  reversedAmount: number | null;
  /** Taken back from EP the coach had on hold: collected when those holds come back to the coach. */
  claimedAmount: number | null;
  shortfall: number | null;
}

const view = (r: q.DisputeRow): DisputeView => ({
  id: r.id,
  requestId: r.request_id,
  seatId: r.seat_id,
  groupSessionId: r.group_session_id,
  serviceTitle: r.title,
  energyCost: r.energy_cost,
  completedAt: r.completed_at,
  status: r.status,
  reason: r.reason,
  openedBy: { id: r.opened_by_id, fullName: r.opened_by_name },
  requester: { id: r.requester_id, fullName: r.requester_name },
  coach: { id: r.coach_id, fullName: r.coach_name },
  createdAt: r.created_at,
  resolvedAt: r.resolved_at,
  resolutionNote: r.resolution_note,
  resolvedBy: r.resolved_by_name,
  reversedAmount: r.reversed_amount,
  claimedAmount: r.claimed_amount,
  shortfall: r.shortfall,
});

const STATUSES: Record<DisputeFilter, DisputeStatus[]> = {
  open: ['open'],
  resolved: ['reversed', 'dismissed'],
  all: ['open', 'reversed', 'dismissed'],
};

/** Whether a completed exchange may still be disputed (the client shows the action from the same rule). */
export function canDispute(r: { status: string; completedAt: Date | null }, now = Date.now()): boolean {
  return (
    r.status === 'completed' &&
    r.completedAt !== null &&
    now - new Date(r.completedAt).getTime() <= DISPUTE_WINDOW_DAYS * DAY_MS
  );
}

/** What a resolution did, for whoever records admin actions (the audit log) in the same transaction. */
export interface DisputeResolution {
  disputeId: string;
  /** What was disputed: an exchange request, or a group-session seat. */
  requestId: string | null;
  seatId: string | null;
  action: DisputeAction;
  note: string;
  reversedAmount: number | null;
  claimedAmount: number | null;
  shortfall: number | null;
}

/**
 * Disputes of completed exchanges and their resolution by an admin (the rules are in
 * docs/ledger.md "Disputes and reversals"). A reversal is new ledger entries, never an edit.
 */
export class DisputeService {
  constructor(
    private readonly db: DataSource,
    private readonly ledger: LedgerService,
    private readonly notifications: NotificationService,
    private readonly publish: (n: NotificationRef) => Promise<void>,
    /** Called inside the resolution's transaction: the audit log of admin actions hooks in here. */
    private readonly onResolved: (
      tx: EntityManager,
      adminId: string,
      r: DisputeResolution,
    ) => Promise<void> = async () => {},
  ) {}

  /** The reason's rules are DisputeReasonArgs' (dispute.inputs.ts), on both transports; it is kept trimmed. */
  async open(memberId: string, requestId: string, rawReason: string): Promise<DisputeView> {
    const reason = rawReason.trim();
    if (!isUuid(requestId)) throw notFound(DisputeMessages.requestNotFound);
    const id = await inTransaction(this.db, async (tx, afterCommit) => {
      // The request first (the one lock order of an exchange), shared: it stays completed meanwhile.
      const r = await one(tx, q.lockExchangeForDispute, [requestId]);
      if (!r) throw notFound(DisputeMessages.requestNotFound);
      if (r.requester_id !== memberId && r.coach_id !== memberId) throw forbidden(DisputeMessages.notParty);
      if (r.status !== 'completed') throw conflict(DisputeMessages.notCompleted);
      // A swap side moved no EP of its own (only the swap's difference did): a reversal of its cost
      // would pay back what was never paid (docs/ledger.md "Disputes and swaps").
      if (r.swap_id) throw conflict(DisputeMessages.partOfSwap);
      if (!canDispute({ status: r.status, completedAt: r.completed_at }))
        throw translatableError('CONFLICT', DisputeMessages.tooLate, { days: DISPUTE_WINDOW_DAYS });
      const created = await one(tx, q.insertDispute, [requestId, memberId, reason]);
      if (!created) throw conflict(DisputeMessages.already);
      const other = memberId === r.coach_id ? r.requester_id : r.coach_id;
      await this.notify(
        tx,
        afterCommit,
        memberId,
        'dispute_opened',
        { text: 'disputeOpenedByYou', values: { service: r.title } },
        requestId,
      );
      await this.notify(
        tx,
        afterCommit,
        other,
        'dispute_opened',
        { text: 'disputeOpenedAgainstYou', values: { service: r.title } },
        requestId,
      );
      return created.id;
    });
    return this.byId(id, false);
  }

  /**
   * An attendee disputes their attended seat of a completed group session (docs/ledger.md "Group
   * sessions"): within 7 days of its completion, once per seat. The same lifecycle as an exchange's
   * dispute: an admin reverses (the seat's settlement given back as new entries, keyed by the seat)
   * or dismisses it. Opening moves no EP; the attendee and the coach are notified.
   */
  async openForSeat(memberId: string, groupSessionId: string, rawReason: string): Promise<DisputeView> {
    const reason = rawReason.trim();
    if (!isUuid(groupSessionId)) throw notFound(DisputeMessages.groupSessionNotFound);
    const id = await inTransaction(this.db, async (tx, afterCommit) => {
      // The occurrence first (the one lock order of its seats), shared: it stays completed meanwhile.
      const g = await one(tx, q.lockSeatForDispute, [groupSessionId, memberId]);
      if (!g) throw notFound(DisputeMessages.groupSessionNotFound);
      if (!g.seat_id) throw forbidden(DisputeMessages.noSeat);
      if (g.seat_status !== 'attended') throw conflict(DisputeMessages.seatNotAttended);
      if (!canDispute({ status: g.status, completedAt: g.ended_at }))
        throw translatableError('CONFLICT', DisputeMessages.seatTooLate, { days: DISPUTE_WINDOW_DAYS });
      const created = await one(tx, q.insertSeatDispute, [g.seat_id, memberId, reason]);
      if (!created) throw conflict(DisputeMessages.seatAlready);
      await this.notify(
        tx,
        afterCommit,
        memberId,
        'dispute_opened',
        { text: 'seatDisputeOpenedByYou', values: { service: g.title } },
        g.id,
      );
      await this.notify(
        tx,
        afterCommit,
        g.coach_id,
        'dispute_opened',
        { text: 'seatDisputeOpenedAgainstYou', values: { service: g.title } },
        g.id,
      );
      return created.id;
    });
    return this.byId(id, false);
  }

  /**
   * For request cards (REST): each request's dispute as its party sees it, and whether the viewer
   * may open one now — the same answers as GraphQL's `ExchangeRequest.dispute` / `canDispute`. A
   * request settled by the very call that answers it (`settledNow`) has no dispute yet: not looked up.
   */
  async forCards(
    viewerId: string,
    requests: ReadonlyArray<{ id: string; status: string; completedAt: Date | null; settledNow?: boolean }>,
  ): Promise<Map<string, { dispute: DisputeView | null; canDispute: boolean }>> {
    const completed = requests.filter((r) => r.status === 'completed' && !r.settledNow);
    const disputes = completed.length
      ? await this.ofRequests(
          viewerId,
          completed.map((r) => r.id),
        )
      : new Map<string, DisputeView>();
    return new Map(
      requests.map((r) => {
        const dispute = disputes.get(r.id) ?? null;
        return [r.id, { dispute, canDispute: dispute === null && canDispute(r) }];
      }),
    );
  }

  /**
   * The disputes of exchanges the viewer is a party of, by request id (the request cards' DataLoader):
   * a member never sees the dispute of an exchange that is not theirs, nor which admin resolved it.
   */
  async ofRequests(viewerId: string, requestIds: readonly string[]): Promise<Map<string, DisputeView>> {
    const rows = await many(this.db, q.disputesOfRequests, [requestIds.filter(isUuid)]);
    return new Map(
      rows
        .filter((r) => r.requester_id === viewerId || r.coach_id === viewerId)
        .map((r) => [r.request_id!, { ...view(r), resolvedBy: null }]),
    );
  }

  /** The admin queue, oldest first. */
  async queue(filter: DisputeFilter, page: { first: number; after?: string | null }): Promise<Page<DisputeView>> {
    const statuses = STATUSES[filter];
    const after = decodeCursor<{ at: string; id: string }>(
      page.after,
      (v) => isPgTimestamp(v.at) && typeof v.id === 'string' && isUuid(v.id),
    );
    const [rows, count] = await Promise.all([
      many(this.db, q.disputeQueue, [statuses, after?.at ?? null, after?.id ?? null, page.first + 1]),
      one(this.db, q.disputeCount, [statuses]),
    ]);
    return pageOf(rows, page.first, count!.n, (last) => ({ at: last.sort_at, id: last.id }), view);
  }

  /**
   * Resolves an open dispute once (docs/ledger.md "Disputes and reversals"). The dispute row is
   * locked: of two admins resolving at once, the second finds it resolved (409).
   */
  /** The action's and the note's rules are ResolveDisputeArgs' (dispute.inputs.ts); the note is kept trimmed. */
  async resolve(adminId: string, disputeId: string, action: DisputeAction, rawNote: string): Promise<DisputeView> {
    const note = rawNote.trim();
    if (!isUuid(disputeId)) throw notFound(DisputeMessages.notFound);
    await inTransaction(this.db, async (tx, afterCommit) => {
      const d = await one(tx, q.lockDispute, [disputeId]);
      if (!d) throw notFound(DisputeMessages.notFound);
      if (d.status !== 'open') throw conflict(DisputeMessages.resolved);
      let reversed: number | null = null;
      let claimed: number | null = null;
      let shortfall: number | null = null;
      if (action === 'reverse') ({ reversed, claimed, shortfall } = await this.reverse(tx, d, note));
      const changed = await affected(tx, q.resolveDispute, [
        disputeId,
        action === 'reverse' ? 'reversed' : 'dismissed',
        adminId,
        note,
        reversed,
        claimed,
        shortfall,
      ]);
      if (changed !== 1) throw conflict(DisputeMessages.resolved);
      await this.onResolved(tx, adminId, {
        disputeId,
        requestId: d.request_id,
        seatId: d.seat_id,
        action,
        note,
        reversedAmount: reversed,
        claimedAmount: claimed,
        shortfall,
      });
      const outcome: NotificationParams = {
        text: d.seat_id
          ? action === 'dismiss'
            ? 'seatDisputeDismissed'
            : 'seatDisputeReversed'
          : action === 'dismiss'
            ? 'disputeDismissed'
            : 'disputeReversed',
        values: { service: d.title, cost: d.energy_cost, held: yesNo(d.held), note },
      };
      for (const userId of [d.requester_id, d.coach_id]) {
        await this.notify(tx, afterCommit, userId, 'dispute_resolved', outcome, d.about);
      }
    });
    return this.byId(disputeId, true);
  }

  /**
   * The reversal's entries (docs/ledger.md "Disputes and reversals"). The coach gives back what they
   * still own, up to the cost: first their available EP; then EP they hold in escrow for their own
   * open requests and swaps, as claims collected when those holds come back to them (they lapse if
   * the holds settle: those EP were spent). Only the rest, really spent on settled exchanges, is the
   * platform's shortfall. A held exchange refunds the requester in full at once: from the coach's
   * wallet, and from issuance for the claimed part (which the claims pay back) and the shortfall.
   * The coach's wallet is locked (with the requester's, in id order as a two-wallet transfer does)
   * before anything is read, so no hold of the coach is placed or released meanwhile.
   */
  private async reverse(tx: EntityManager, d: q.LockedDisputeRow, note: string) {
    const balances = await this.ledger.lockWallets(tx, d.held ? [d.coach_id, d.requester_id] : [d.coach_id]);
    const reversed = Math.min(d.energy_cost, balances.get(d.coach_id) ?? 0);
    const claimed =
      reversed < d.energy_cost
        ? await this.ledger.claimOnHolds(tx, d.coach_id, d.reference, d.energy_cost - reversed)
        : 0;
    const shortfall = d.energy_cost - reversed - claimed;
    const memo = `Dispute ${d.id}: ${note}`.slice(0, 500);
    if (reversed > 0) {
      await this.ledger.transfer(tx, {
        from: { wallet: d.coach_id },
        to: d.held ? { wallet: d.requester_id } : 'issuance',
        amount: reversed,
        kind: 'reversal',
        reference: d.reference,
        idempotencyKey: `reverse:${d.reference}`,
        memo,
      });
    }
    if (d.held && claimed + shortfall > 0) {
      await this.ledger.transfer(tx, {
        from: 'issuance',
        to: { wallet: d.requester_id },
        amount: claimed + shortfall,
        kind: 'reversal',
        reference: d.reference,
        idempotencyKey: `reverse-shortfall:${d.reference}`,
        memo,
      });
    }
    return { reversed, claimed, shortfall };
  }

  private async byId(id: string, forAdmin: boolean): Promise<DisputeView> {
    const v = view((await one(this.db, q.disputeById, [id]))!);
    return forAdmin ? v : { ...v, resolvedBy: null };
  }

  private async notify(
    tx: EntityManager,
    afterCommit: (fn: () => Promise<void>) => void,
    userId: string,
    type: 'dispute_opened' | 'dispute_resolved',
    params: NotificationParams,
    reference: string,
  ) {
    const created = await this.notifications.create(tx, { userId, type, params, reference });
    afterCommit(() => this.publish(created));
  }
}
