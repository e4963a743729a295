import { defineMessages } from '@formatjs/intl';
import { englishTexts } from '../../common/i18n/index.js';
import type { DataSource, EntityManager } from 'typeorm';
import { conflict, forbidden, invalid, notFound } from '../../common/errors/domain-error.js';
import { inBatchTransactions, inTransaction } from '../../db/transaction.js';
import { many, one, run } from '../../db/typed-query.js';
import type { Page } from '../../common/pagination.js';
import { isUuid } from '../../common/validation.js';
import { escrowHold, escrowRelease, holdsFrom, type LedgerService } from '../ledger/index.js';
import { yesNo, type NoticeWithout, type NotificationService, type NotificationRef } from '../notifications/index.js';
import {
  type AfterCommit,
  type RequestStatus,
  type SwapSettlement,
  DEFAULT_SESSION_DAYS,
  REQUEST_TTL_DAYS,
} from '../exchanges/index.js';
import * as q from './swaps.queries.js';
import { RingService } from './ring.service.js';
import { MemberSwapReader, proposalState, type ProposalState } from './member-swap-reader.js';
import { refuseIfBlocked } from '../blocks/index.js';

export const SwapMessages = defineMessages({
  notFound: { id: 'swap.notFound', defaultMessage: 'Swap not found' },
  serviceNotFound: { id: 'swap.serviceNotFound', defaultMessage: 'Service not found' },
  notYourService: { id: 'swap.notYourService', defaultMessage: 'Propose a swap with one of your own services' },
  sameMember: { id: 'swap.sameMember', defaultMessage: "A swap needs another member's service" },
  alreadyOpen: { id: 'swap.alreadyOpen', defaultMessage: 'You already have an open swap of these two services' },
  onlyPartnerAnswers: {
    id: 'swap.onlyPartnerAnswers',
    defaultMessage: 'Only the member the swap was proposed to can accept or decline it',
  },
  onlyProposerCancels: {
    id: 'swap.onlyProposerCancels',
    defaultMessage: 'Only the member who proposed the swap can withdraw it',
  },
  notPending: { id: 'swap.notPending', defaultMessage: 'This swap is no longer pending' },
  insufficient: { id: 'swap.insufficient', defaultMessage: "You don't have enough Energy Points for this swap!" },
});

export const SwapText = {
  ...englishTexts(SwapMessages),
} as const;

export type SwapRole = 'PROPOSER' | 'PARTNER';

/** One side of a swap as its parties see it: the request, the service and its price. */
export interface SwapSide {
  requestId: string;
  requestStatus: RequestStatus;
  serviceId: string;
  serviceTitle: string;
  energyCost: number;
}

/** A swap as one of its parties sees it ("Swap with Maya: your Logo Review for her Pricing Session"). */
export interface SwapView extends ProposalState {
  id: string;
  status: q.SwapStatus;
  myRole: SwapRole;
  partnerId: string;
  partnerName: string;
  /** What I give (the request the other member sent me) and what I receive (the request I sent). */
  iGive: SwapSide;
  iReceive: SwapSide;
  difference: number;
  /** EP that leave my wallet when both sides are completed (0 unless I receive the dearer service). */
  iPay: number;
  /** EP I earn when both sides are completed. */
  iEarn: number;
  held: boolean;
}

function forViewer(row: q.SwapRow, viewerId: string): SwapView {
  const proposer = row.proposerId === viewerId;
  return {
    id: row.id,
    status: row.status,
    myRole: proposer ? 'PROPOSER' : 'PARTNER',
    partnerId: proposer ? row.partnerId : row.proposerId,
    partnerName: proposer ? row.partnerName : row.proposerName,
    iReceive: proposer ? row.proposerReceives : row.partnerReceives,
    iGive: proposer ? row.partnerReceives : row.proposerReceives,
    difference: row.difference,
    iPay: row.payerId === viewerId ? row.difference : 0,
    iEarn: row.payerId && row.payerId !== viewerId ? row.difference : 0,
    held: row.held,
    // A pending swap's partner has not accepted yet: accepting it is what ends its pending state.
    ...proposalState(row, { isProposer: proposer, hasAccepted: false }),
  };
}

export const SWAPS_MAX_PAGE = 100;

const swapReader = new MemberSwapReader({
  forMember: q.swapForParty,
  newestOf: q.swapsOf,
  countOf: q.swapCountOf,
  maxPage: SWAPS_MAX_PAGE,
  notFound: SwapMessages.notFound,
  forViewer,
});

/**
 * Reciprocal swaps (docs/ledger.md "Reciprocal swaps"): two requests made, accepted,
 * declined, withdrawn or expired as one; when both are completed only the difference in cost
 * moves. Every change of a swap locks its row first, then its requests in id order; EP move only
 * through the ledger, in the use case's one transaction.
 */
export class SwapService implements SwapSettlement {
  constructor(
    private readonly db: DataSource,
    private readonly ledger: LedgerService,
    private readonly notifications: NotificationService,
    private readonly publish: (n: NotificationRef) => void | Promise<void> = () => {},
    /** Rings are swaps of three (`kind = 'ring'`): expiry, leaving members and completion reach them through here. */
    readonly rings: RingService = new RingService(db, notifications, publish),
  ) {}

  /**
   * Proposes a swap: my service for theirs. Creates the swap and its two pending requests and, when
   * I receive the dearer service as a free member, holds the difference (INSUFFICIENT_FUNDS
   * otherwise: nothing is created).
   */
  async propose(proposerId: string, input: { myServiceId: string; theirServiceId: string }): Promise<SwapView> {
    if (!isUuid(input.myServiceId) || !isUuid(input.theirServiceId)) throw notFound(SwapMessages.serviceNotFound);
    if (input.myServiceId === input.theirServiceId) throw invalid(SwapMessages.sameMember);
    const id = await inTransaction(this.db, async (tx, afterCommit) => {
      const services = await many(tx, q.servicesForSwap, [input.myServiceId, input.theirServiceId]);
      const mine = services.find((o) => o.id === input.myServiceId);
      const theirs = services.find((o) => o.id === input.theirServiceId);
      if (!mine || !theirs) throw notFound(SwapMessages.serviceNotFound);
      if (mine.coach_id !== proposerId) throw forbidden(SwapMessages.notYourService);
      if (theirs.coach_id === proposerId) throw invalid(SwapMessages.sameMember);
      // A swap is a request both ways: a block between the two stops it as it stops a request.
      await refuseIfBlocked(tx, proposerId, theirs.coach_id);
      if (await one(tx, q.openSwapOfServices, [mine.id, theirs.id])) throw conflict(SwapMessages.alreadyOpen);
      // I receive theirs (I pay its price), they receive mine: only the difference moves.
      const difference = Math.abs(theirs.energy_cost - mine.energy_cost);
      const payerId = difference === 0 ? null : theirs.energy_cost > mine.energy_cost ? proposerId : theirs.coach_id;
      const proposerType = mine.coach_type;
      // The proposer's difference is held now; the partner's only once they accept (docs/ledger.md).
      const held = payerId === proposerId && proposerType === 'free';
      const swap = (await one(tx, q.insertSwap, [
        proposerId,
        theirs.coach_id,
        payerId,
        difference,
        held,
        REQUEST_TTL_DAYS,
      ]))!;
      const message = `Swap: my ${mine.title} for your ${theirs.title}.`.slice(0, 2000);
      await run(tx, q.insertSwapRequest, [
        theirs.id,
        proposerId,
        theirs.coach_id,
        message,
        theirs.energy_cost,
        swap.id,
        REQUEST_TTL_DAYS,
      ]);
      await run(tx, q.insertSwapRequest, [
        mine.id,
        theirs.coach_id,
        proposerId,
        message,
        mine.energy_cost,
        swap.id,
        REQUEST_TTL_DAYS,
      ]);
      if (held) await this.hold(tx, swap.id, proposerId, difference);
      await this.notify(tx, afterCommit, {
        userId: theirs.coach_id,
        type: 'swap_proposed',
        params: {
          text: 'swapProposed',
          values: {
            proposer: mine.coach_name,
            theirService: mine.title,
            theirCost: mine.energy_cost,
            yourService: theirs.title,
            yourCost: theirs.energy_cost,
          },
        },
        reference: swap.id,
      });
      return swap.id;
    });
    return this.view(proposerId, id);
  }

  /** The partner accepts: both requests are accepted together (and the partner's difference is held). */
  async accept(memberId: string, swapId: string): Promise<SwapView> {
    return this.answer(memberId, swapId, 'PARTNER', async (tx, afterCommit, s) => {
      const requests = await many(tx, q.lockSwapRequests, [s.id]);
      let held = s.held;
      if (s.payer_id === s.partner_id && s.partner_type === 'free' && s.difference > 0) {
        await this.hold(tx, s.id, s.partner_id, s.difference);
        held = true;
      }
      await run(tx, q.acceptSwapRequests, [s.id, DEFAULT_SESSION_DAYS]);
      await run(tx, q.setSwapStatus, [s.id, 'accepted', held]);
      await this.notify(tx, afterCommit, {
        userId: s.proposer_id,
        type: 'swap_accepted',
        // A swap is two requests: the proposer's service for the partner's.
        params: {
          text: 'swapAccepted',
          values: { partner: s.partner_name, first: requests[0].title, second: requests[1].title },
        },
        reference: s.id,
      });
    });
  }

  /** The partner declines: both requests are declined, the hold released. */
  async decline(memberId: string, swapId: string): Promise<SwapView> {
    return this.answer(memberId, swapId, 'PARTNER', (tx, afterCommit, s) =>
      this.close(tx, afterCommit, s, 'declined', [
        {
          userId: s.proposer_id,
          params: {
            text: 'swapDeclined',
            values: { partner: s.partner_name, refunded: yesNo(s.held), cost: s.difference },
          },
        },
      ]),
    );
  }

  /** The proposer withdraws: both requests are cancelled, the hold released. */
  async cancel(memberId: string, swapId: string): Promise<SwapView> {
    return this.answer(memberId, swapId, 'PROPOSER', (tx, afterCommit, s) =>
      this.close(tx, afterCommit, s, 'cancelled', [
        { userId: s.partner_id, params: { text: 'swapWithdrawn', values: { proposer: s.proposer_name } } },
      ]),
    );
  }

  /**
   * A member whose account is no longer active (deleted or suspended): their pending swaps are
   * cancelled with both requests, the hold released, the other member told. Inside the caller's
   * transaction (ExchangeService.withdrawAllPendingIn).
   */
  async withdrawAllPendingIn(tx: EntityManager, afterCommit: AfterCommit, memberId: string): Promise<number> {
    const rows = await many(tx, q.pendingSwapsOf, [memberId]);
    for (const { id } of rows) {
      const s = (await one(tx, q.lockSwap, [id]))!;
      if (s.status !== 'pending') continue;
      if (s.kind === 'ring') {
        const leaving = [s.proposer_name, s.partner_name, s.third_name][
          [s.proposer_id, s.partner_id, s.third_id].indexOf(memberId)
        ];
        await this.rings.closeIn(
          tx,
          afterCommit,
          s,
          'cancelled',
          { text: 'ringCancelledAccountClosed', values: { leaving: leaving! } },
          memberId,
        );
        continue;
      }
      const leaving = s.proposer_id === memberId ? s.proposer_name : s.partner_name;
      const other = s.proposer_id === memberId ? s.partner_id : s.proposer_id;
      await this.close(tx, afterCommit, s, 'cancelled', [
        {
          userId: other,
          params: {
            text: 'swapCancelledAccountClosed',
            values: { leaving, refunded: yesNo(other === s.payer_id && s.held), cost: s.difference },
          },
        },
      ]);
    }
    return rows.length;
  }

  /** Expires pending swaps nobody answered in 14 days, both requests with them. Safe on several instances. */
  async expireDue(limit = 100): Promise<number> {
    return inBatchTransactions(this.db, limit, async (tx, afterCommit) => {
      const due = await many(tx, q.claimDueSwaps, [limit]);
      for (const { id } of due) {
        const s = (await one(tx, q.lockSwap, [id]))!;
        if (s.kind === 'ring') {
          await this.rings.closeIn(tx, afterCommit, s, 'expired', {
            text: 'ringExpired',
            values: {
              proposer: s.proposer_name,
              partner: s.partner_name,
              third: s.third_name!,
              days: REQUEST_TTL_DAYS,
            },
          });
          continue;
        }
        await this.close(
          tx,
          afterCommit,
          s,
          'expired',
          [s.proposer_id, s.partner_id].map((userId) => ({
            userId,
            params: {
              text: 'swapExpired',
              values: {
                proposer: s.proposer_name,
                partner: s.partner_name,
                days: REQUEST_TTL_DAYS,
                refunded: yesNo(userId === s.payer_id && s.held),
                cost: s.difference,
              },
            },
          })),
        );
      }
      return due.length;
    });
  }

  /**
   * Called by the exchanges module, inside its completion's transaction, after one of the swap's
   * requests was completed (the request is locked). The swap's row queues the two completions; the
   * one that sees both sides completed settles the difference, exactly once.
   */
  async sideCompleted(tx: EntityManager, afterCommit: AfterCommit, swapId: string): Promise<void> {
    const s = (await one(tx, q.lockSwap, [swapId]))!;
    if (s.kind === 'ring') return this.rings.sideCompletedIn(tx, afterCommit, s);
    if (s.status !== 'accepted') return;
    const { completed } = (await one(tx, q.completedSides, [swapId]))!;
    if (completed < 2) return;
    if (s.difference > 0) {
      const payee = s.payer_id === s.proposer_id ? s.partner_id : s.proposer_id;
      await this.ledger.transfer(tx, {
        from: s.held ? 'escrow' : 'issuance',
        to: { wallet: payee },
        amount: s.difference,
        kind: 'settlement',
        reference: s.id,
        idempotencyKey: `swap-settle:${s.id}`,
      });
    }
    await run(tx, q.setSwapStatus, [s.id, 'completed', s.held]);
    for (const userId of [s.proposer_id, s.partner_id]) {
      const moved = s.difference === 0 ? 'none' : userId === s.payer_id ? 'paid' : 'earned';
      await this.notify(tx, afterCommit, {
        userId,
        type: 'swap_completed',
        params: { text: 'swapCompleted', values: { moved, difference: s.difference } },
        reference: s.id,
      });
    }
  }

  async view(memberId: string, swapId: string): Promise<SwapView> {
    return swapReader.view(this.db, memberId, swapId);
  }

  /** My swaps (proposed and received), newest first. */
  async mine(memberId: string, page: { first: number; after?: string }): Promise<Page<SwapView>> {
    return swapReader.mine(this.db, memberId, page);
  }

  private async lockPending(
    tx: EntityManager,
    memberId: string,
    swapId: string,
    role: SwapRole,
  ): Promise<q.LockedSwapRow> {
    if (!isUuid(swapId)) throw notFound(SwapMessages.notFound);
    const s = await one(tx, q.lockSwap, [swapId]);
    if (!s || s.kind !== 'pair' || (s.proposer_id !== memberId && s.partner_id !== memberId))
      throw notFound(SwapMessages.notFound);
    if (role === 'PARTNER' && s.partner_id !== memberId) throw forbidden(SwapMessages.onlyPartnerAnswers);
    if (role === 'PROPOSER' && s.proposer_id !== memberId) throw forbidden(SwapMessages.onlyProposerCancels);
    if (s.status !== 'pending' || s.expired) throw conflict(SwapMessages.notPending);
    return s;
  }

  /**
   * One answer to a pending swap in its own transaction: locks it, checks the member holds `role`,
   * acts, and answers the swap as the member sees it after the commit.
   */
  private async answer(
    memberId: string,
    swapId: string,
    role: SwapRole,
    act: (tx: EntityManager, afterCommit: AfterCommit, s: q.LockedSwapRow) => Promise<void>,
  ): Promise<SwapView> {
    await inTransaction(this.db, async (tx, afterCommit) =>
      act(tx, afterCommit, await this.lockPending(tx, memberId, swapId, role)),
    );
    return this.view(memberId, swapId);
  }

  /**
   * Declines, cancels or expires a pending swap and both its requests; releases its hold once; tells
   * whom it concerns (every closing is a `swap_declined` notice, its title says which).
   */
  private async close(
    tx: EntityManager,
    afterCommit: AfterCommit,
    s: q.LockedSwapRow,
    status: 'declined' | 'cancelled' | 'expired',
    notices: Array<NoticeWithout<'type' | 'reference'>>,
  ) {
    await many(tx, q.lockSwapRequests, [s.id]);
    await run(tx, q.closeSwapRequests, [s.id, status]);
    await run(tx, q.setSwapStatus, [s.id, status, s.held]);
    if (s.held) {
      await this.ledger.transfer(
        tx,
        escrowRelease({
          payerId: s.payer_id!,
          amount: s.difference,
          reference: s.id,
          idempotencyKey: `swap-release:${s.id}`,
        }),
      );
    }
    for (const n of notices) await this.notify(tx, afterCommit, { ...n, type: 'swap_declined', reference: s.id });
  }

  private async hold(tx: EntityManager, swapId: string, payerId: string, amount: number) {
    await this.ledger.transfer(
      tx,
      escrowHold({
        payerId,
        amount,
        reference: swapId,
        idempotencyKey: `swap-hold:${swapId}`,
        insufficientMessage: SwapMessages.insufficient,
      }),
    );
  }

  private async notify(tx: EntityManager, afterCommit: AfterCommit, n: Parameters<NotificationService['create']>[1]) {
    const created = await this.notifications.create(tx, n);
    afterCommit(() => this.publish(created));
  }
}

/** What the swaps module tells the ledger: the differences held in escrow for open swaps, and swaps whose money is not whole. */
export const swapHolds = holdsFrom(
  {
    total: q.openSwapHoldsTotal,
    ofMember: q.openSwapHoldsOfPayer,
    broken: q.swapsWithBrokenMoney,
  },
  'swap',
);
