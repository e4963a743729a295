import { settlements } from '../../common/metrics/metrics.js';
import type { DataSource, EntityManager } from 'typeorm';
import type { Party, RequestView } from './exchange.views.js';
import { conflict, forbidden, invalid, notFound, unauthenticated } from '../../common/errors/domain-error.js';
import { type AfterCommit, inBatchTransactions, inTransaction } from '../../db/transaction.js';
import {
  hotReadsOf,
  many,
  manyPrepared,
  one,
  onePrepared,
  preparedStatements,
  run,
  type ParamsOf,
  type PreparedStatements,
  type Query,
} from '../../db/typed-query.js';
import { SettlementGroups } from './settlement-groups.js';
import * as q from './exchanges.queries.js';
import { escrowHold, escrowRelease, type LedgerService } from '../ledger/index.js';
import { yesNo, type NoticeWithout, type NotificationService, type NotificationRef } from '../notifications/index.js';
import { isUuid } from '../../common/validation.js';
import { refuseIfBlocked } from '../blocks/index.js';
import type { ExchangeRole, RequestStatus } from './exchange.types.js';
import { ExchangeMessages as T } from './exchange.errors.js';
import { defaultDelivery } from '../../common/mail/topics.js';
import { INVALID_TOKEN } from '../../common/auth/tokens.js';

export const REQUEST_TTL_DAYS = 14;
export const DEFAULT_SESSION_DAYS = 7;

/** Contact details are for parties who agreed to meet: an accepted request shows the other party's contact. */
const CONTACT_VISIBLE: ReadonlySet<RequestStatus> = new Set(['accepted', 'completed']);

/** A request as one of its parties may see it: their role, the other party (contact only once agreed), what they may do next. */
export interface RequestForViewer extends Omit<RequestView, 'requester' | 'coach' | 'reviewedByViewer'> {
  myRole: ExchangeRole;
  otherParty: Omit<Party, 'email'> & { email: string | null };
  canReview: boolean;
  /** Completed and settled by the call that answers it (no dispute can exist yet). */
  settledNow?: boolean;
}

function forViewer({ requester, coach, reviewedByViewer, ...r }: RequestView, viewerId: string): RequestForViewer {
  const iAmCoach = r.coachId === viewerId;
  const other = iAmCoach ? requester : coach;
  return {
    ...r,
    myRole: iAmCoach ? 'COACH' : 'REQUESTER',
    otherParty: { ...other, email: CONTACT_VISIBLE.has(r.status) ? other.email : null },
    canReview: r.status === 'completed' && !reviewedByViewer && !r.reversed,
  };
}

/** The notice a completion sends the other party, as the settlement stores it (it adds the service's title; one text for both paths). */
const COMPLETED = JSON.stringify({ text: 'exchangeCompleted', values: {} });
/** Whether a member who chose nothing gets that notification by mail at once (complete_exchange leaves those to `completeIn`). */
const COMPLETED_MAILED_BY_DEFAULT = defaultDelivery('exchange_completed') === 'immediately';

/** One completion's parameters of `completeExchange`, and what its group answers for it (`failed`: rolled back alone). */
type SettlementParams = ParamsOf<typeof q.completeExchange>;
type GroupedSettlement = q.GroupedSettlementRow;
/**
 * Groups in PostgreSQL at once, per process (docs/ledger.md "Group settlement"): two keep both of
 * this machine's cores busy while a third group forms; more would only make the groups smaller.
 */
const SETTLING_GROUPS = 2;
/** The most completions in one group: its statement and locks last as long as its items together. */
const LARGEST_GROUP = 32;

/** Throws the error of a refused settlement (`settle_exchange`'s outcome); returns for any other outcome. */
function refuseSettlement(outcome: q.SettlementOutcome['outcome'] | 'failed'): void {
  switch (outcome) {
    case 'not_found':
      throw notFound(T.requestNotFound);
    case 'not_party':
      throw forbidden(T.notParty);
    case 'not_accepted':
      throw conflict(T.notAccepted);
    case 'no_session_date':
      throw conflict(T.noSessionDate);
  }
}

export type { AfterCommit };

/**
 * Where a request that is one side of a swap settles (modules/swaps, docs/ledger.md "Reciprocal
 * swaps"): never on its own — only the swap's difference moves, once both sides are completed.
 */
export interface SwapSettlement {
  sideCompleted(tx: EntityManager, afterCommit: AfterCommit, swapId: string): Promise<void>;
  /** Cancels a leaving member's pending swaps, both sides together. */
  withdrawAllPendingIn(tx: EntityManager, afterCommit: AfterCommit, memberId: string): Promise<number>;
}

/**
 * Exchange requests (docs/design.md §3): send (holding the cost in escrow for free members), accept or
 * decline (coach), cancel (requester, while pending), expire after 14 days, complete (either party)
 * with the settlement exactly once. Every EP movement goes through the ledger in the use case's one
 * transaction.
 */
export class ExchangeService {
  constructor(
    private readonly db: DataSource,
    private readonly ledger: LedgerService,
    private readonly notifications: NotificationService,
    private readonly publish: (n: NotificationRef) => void | Promise<void> = () => {},
    private readonly swaps: SwapSettlement = {
      sideCompleted: () => Promise.reject(new Error('swaps are not wired')),
      withdrawAllPendingIn: () => Promise.resolve(0),
    },
  ) {}

  /** Completions in PostgreSQL now and waiting to go (`complete`, `settleGroup`). */
  private groups: SettlementGroups<SettlementParams, GroupedSettlement> | null = null;

  private settlementGroups(): SettlementGroups<SettlementParams, GroupedSettlement> {
    const pool = preparedStatements(this.db);
    if (!pool) throw new Error('group settlement needs node-postgres');
    return new SettlementGroups((items) => this.settleGroup(pool, items), SETTLING_GROUPS, LARGEST_GROUP);
  }

  /**
   * One group of completions in one statement and one commit, prepared once per connection (parsing
   * and planning the statement with the card's joins cost PostgreSQL ≈ 500 µs a call). A group of
   * one is `completeExchange` itself. When a group's statement fails as a whole, nothing of it was
   * committed: each item answers `failed` and is settled on its own.
   */
  private async settleGroup(pool: PreparedStatements, items: SettlementParams[]): Promise<GroupedSettlement[]> {
    if (items.length === 1) return [(await onePrepared(pool, q.completeExchange, items[0]))!];
    const [, , , notice, mailByDefault] = items[0];
    try {
      return await manyPrepared(pool, q.completeExchanges, [
        items.map((p) => p[0]),
        items.map((p) => p[1]),
        items.map((p) => p[2]),
        notice,
        mailByDefault,
      ]);
    } catch {
      return items.map(() => ({ outcome: 'failed' }) as GroupedSettlement);
    }
  }

  /**
   * `alsoIn` runs in the same transaction once a new request is written (not for a retried send):
   * a question turned into a request links itself to it there, so both are written or neither.
   */
  async send(
    requesterId: string,
    input: { serviceId: string; message?: string | null; clientKey?: string },
    alsoIn?: (tx: EntityManager, requestId: string) => Promise<void>,
  ): Promise<RequestForViewer> {
    if (!isUuid(input.serviceId)) throw notFound(T.serviceNotFound);
    const id = await inTransaction(this.db, async (tx, afterCommit) => {
      if (input.clientKey) {
        const existing = await one(tx, q.requestByClientKey, [requesterId, input.clientKey]);
        if (existing) return existing.id; // a retried send: the first one stands
      }
      const service = await one(tx, q.serviceForRequest, [input.serviceId, requesterId]);
      if (!service) throw notFound(T.serviceNotFound);
      if (service.coach_id === requesterId) throw forbidden(T.ownService);
      // A statement of its own, after the service's share lock: a suspension locks the coach's
      // services before it sweeps their pending requests, so this sees one that committed meanwhile.
      if (!(await one(tx, q.coachReceivesRequests, [service.coach_id]))?.ok) throw notFound(T.serviceNotFound);
      await refuseIfBlocked(tx, requesterId, service.coach_id);
      const message =
        input.message?.trim() ||
        `Hi! I'd like to exchange ${service.energy_cost} EP for your ${service.title} service.`;
      const held = service.requester_type !== 'premium'; // premium members are never debited (docs/design.md §2)
      // A send with a key already used answers the first request: ON CONFLICT waits for a concurrent
      // send of the same key (a double click) and then does nothing; the read after it sees that one.
      const created = await one(tx, q.insertRequest, [
        service.id,
        requesterId,
        service.coach_id,
        message,
        service.energy_cost,
        held,
        REQUEST_TTL_DAYS,
        input.clientKey ?? null,
      ]);
      if (!created) {
        const first = await one(tx, q.requestByClientKey, [requesterId, input.clientKey]);
        if (!first) throw conflict(T.alreadySent);
        return first.id;
      }
      if (held) {
        await this.ledger.transfer(
          tx,
          escrowHold({
            payerId: requesterId,
            amount: service.energy_cost,
            reference: created.id,
            idempotencyKey: `hold:${created.id}`,
            insufficientMessage: T.insufficient,
          }),
        );
      }
      await this.notify(tx, afterCommit, {
        userId: service.coach_id,
        type: 'exchange_request',
        params: {
          text: 'exchangeRequest',
          values: { requester: service.requester_name, cost: service.energy_cost, service: service.title },
        },
        reference: created.id,
      });
      if (alsoIn) await alsoIn(tx, created.id);
      return created.id;
    });
    return this.view(requesterId, id);
  }

  /** The coach accepts (with a session date, default 7 days ahead) or declines (releasing the hold). */
  async respond(
    coachId: string,
    input: { requestId: string; action: 'accept' | 'decline'; sessionDate?: Date | null },
  ): Promise<RequestForViewer> {
    if (input.sessionDate && input.sessionDate.getTime() <= Date.now()) throw invalid(T.sessionDatePast);
    await inTransaction(this.db, async (tx, afterCommit) => {
      const r = await this.lock(tx, input.requestId);
      if (r.coach_id !== coachId) throw forbidden(r.requester_id === coachId ? T.onlyCoachResponds : T.notParty);
      if (r.swap_id) throw conflict(T.partOfSwap);
      if (r.status !== 'pending') throw conflict(T.notPending);
      if (input.action === 'accept') {
        await run(tx, q.acceptRequest, [r.id, input.sessionDate ?? null, DEFAULT_SESSION_DAYS]);
        await this.notify(tx, afterCommit, {
          userId: r.requester_id,
          type: 'exchange_accepted',
          params: { text: 'exchangeAccepted', values: { coach: r.coach_name, service: r.title } },
          reference: r.id,
        });
      } else {
        await this.close(tx, afterCommit, r, q.declineRequest, [
          {
            userId: r.requester_id,
            type: 'exchange_declined',
            params: {
              text: 'exchangeDeclined',
              values: { coach: r.coach_name, service: r.title, refunded: yesNo(r.held), cost: r.energy_cost },
            },
          },
        ]);
      }
    });
    return this.view(coachId, input.requestId);
  }

  /** The requester withdraws a pending request; the hold is released. */
  async cancel(requesterId: string, requestId: string): Promise<RequestForViewer> {
    await inTransaction(this.db, async (tx, afterCommit) => {
      const r = await this.lock(tx, requestId);
      if (r.requester_id !== requesterId)
        throw forbidden(r.coach_id === requesterId ? T.onlyRequesterCancels : T.notParty);
      if (r.swap_id) throw conflict(T.partOfSwap);
      if (r.status !== 'pending') throw conflict(T.notPending);
      await this.close(tx, afterCommit, r, q.cancelRequest, [
        {
          userId: r.coach_id,
          type: 'exchange_cancelled',
          params: { text: 'exchangeCancelled', values: { requester: r.requester_name, service: r.title } },
        },
      ]);
    });
    return this.view(requesterId, requestId);
  }

  /**
   * Cancels every pending request of a member, on either side, inside the caller's transaction
   * (an account deletion or a suspension): holds are released and the other party is told. The
   * caller locks the member's services first (`lockServicesOf`), so no new request slips in.
   */
  async withdrawAllPendingIn(tx: EntityManager, afterCommit: AfterCommit, memberId: string): Promise<number> {
    // Swap sides go with their swap, never one at a time.
    const swapSides = await this.swaps.withdrawAllPendingIn(tx, afterCommit, memberId);
    const rows = await many(tx, q.pendingRequestsOf, [memberId]);
    for (const { id } of rows) {
      const r = await this.lock(tx, id);
      if (r.status !== 'pending') continue;
      const leaving = r.requester_id === memberId ? r.requester_name : r.coach_name;
      await this.close(tx, afterCommit, r, q.cancelRequest, [
        {
          userId: r.requester_id === memberId ? r.coach_id : r.requester_id,
          type: 'exchange_cancelled',
          params: {
            text: 'exchangeCancelledAccountClosed',
            values: {
              service: r.title,
              leaving,
              refunded: yesNo(r.requester_id !== memberId && r.held),
              cost: r.energy_cost,
            },
          },
        },
      ]);
    }
    return rows.length + swapSides;
  }

  /** A member's accepted exchanges still open (not completed), either side. */
  async openAcceptedOf(db: EntityManager, memberId: string) {
    return many(db, q.openAcceptedOf, [memberId]);
  }

  /**
   * Expires pending requests older than 14 days, releasing their holds and telling both parties.
   * Safe on several instances at once: rows are claimed with SKIP LOCKED.
   */
  async expireDue(limit = 100): Promise<number> {
    return inBatchTransactions(this.db, limit, async (tx, afterCommit) => {
      const rows = await many(tx, q.claimDueRequests, [limit]);
      for (const { id } of rows) {
        const r = await this.lock(tx, id);
        await this.close(
          tx,
          afterCommit,
          r,
          q.expireRequest,
          [r.requester_id, r.coach_id].map((userId) => ({
            userId,
            type: 'exchange_expired',
            params: {
              text: 'exchangeExpired',
              values: {
                service: r.title,
                days: REQUEST_TTL_DAYS,
                refunded: yesNo(userId === r.requester_id && r.held),
                cost: r.energy_cost,
              },
            },
          })),
        );
      }
      return rows.length;
    });
  }

  /**
   * Completes an accepted request and pays the coach, exactly once however often or wherever
   * "complete" is pressed: a request that is already completed answers as it is.
   *
   * The settlement is one SQL function, `settle_exchange` (docs/ledger.md "Settlement"). The common
   * case goes in one statement and one commit (settlements are the hottest write path):
   * `complete_exchange` checks the caller's session when given it and settles; the card comes back
   * from the same statement, and the other party's live event goes out after the commit. What needs
   * more than the database — a swap's difference, the notices of cancelled sessions, a mail to
   * queue — comes back untouched and is settled by `completeIn` in a transaction of its own, by the
   * same function.
   */
  async complete(memberId: string, requestId: string, sessionId: string | null = null): Promise<RequestForViewer> {
    if (!isUuid(requestId)) throw notFound(T.requestNotFound);
    const params: ParamsOf<typeof q.completeExchange> = [
      memberId,
      sessionId,
      requestId,
      COMPLETED,
      COMPLETED_MAILED_BY_DEFAULT,
    ];
    // On a server PostgreSQL (statements prepared on a pool) completions that arrive together are
    // settled together (`settleGroup`); on the embedded one, with its one connection, one by one.
    let settled = preparedStatements(this.db)
      ? await (this.groups ??= this.settlementGroups()).run(params)
      : (await one(this.db, q.completeExchange, params))!;
    // An item its group rolled back (a deadlock with another group…) is settled on its own, which
    // gives its precise error if it has one.
    if (settled.outcome === 'failed') settled = (await one(this.db, q.completeExchange, params))!;
    const { outcome, notified, notification_id, settled_at, ...card } = settled;
    if (outcome === 'unauthenticated') throw unauthenticated(INVALID_TOKEN);
    if (outcome === 'completed') {
      settlements.inc();
      // The path to `mail_or_push` is the one that queues a mail or a push: nothing to wake here.
      await this.publish({ id: notification_id!, userId: notified!, queued: false });
      // Settled by this very call: nothing can have disputed it yet (DisputeService.forCards).
      return {
        ...forViewer(
          { ...(card as RequestView), status: 'completed', completedAt: settled_at, canComplete: false },
          memberId,
        ),
        settledNow: true,
      };
    }
    refuseSettlement(outcome);
    if (outcome === 'part_of_swap' || outcome === 'has_open_sessions' || outcome === 'mail_or_push')
      await inTransaction(this.db, (tx, afterCommit) => this.completeIn(tx, afterCommit, memberId, requestId));
    return this.view(memberId, requestId);
  }

  /**
   * The completion inside the caller's transaction, in the one lock order of an exchange: the
   * request first (here, or already by the session path), then its sessions by id. `settle_exchange`
   * settles it and closes its open sessions (the held one completed, the others cancelled); this
   * tells the parties of each cancelled session, queues the mail of the completion's notice, and
   * settles a swap's difference once both of its sides are complete.
   */
  async completeIn(
    tx: EntityManager,
    afterCommit: AfterCommit,
    memberId: string,
    requestId: string,
    heldSessionId?: string,
  ): Promise<void> {
    const r = await this.lock(tx, requestId);
    const settled = (await one(tx, q.settleExchange, [
      memberId,
      r.id,
      heldSessionId ?? null,
      COMPLETED,
      COMPLETED_MAILED_BY_DEFAULT,
    ]))!;
    if (settled.outcome === 'already_completed') return;
    refuseSettlement(settled.outcome);
    afterCommit(() => settlements.inc());
    if (settled.swap_id) await this.swaps.sideCompleted(tx, afterCommit, settled.swap_id);
    const notice = await this.notifications.inserted(tx, {
      id: settled.notification_id!,
      userId: settled.notified!,
      type: 'exchange_completed',
      params: settled.notification_params!,
      reference: r.id,
    });
    afterCommit(() => this.publish(notice));
    for (const s of settled.cancelled_sessions ?? []) {
      // Each party reads the session's time on their own clock, when they read it.
      for (const userId of [s.coachId, s.studentId]) {
        await this.notify(tx, afterCommit, {
          userId,
          type: 'session_cancelled',
          params: { text: 'sessionCancelled', values: { service: r.title }, at: new Date(s.startsAt).toISOString() },
          reference: s.id,
        });
      }
    }
  }

  /**
   * Locks an exchange for a change to one of its sessions, in the one lock order (the request,
   * then its sessions by id) whichever way the change came in. Returns the request's id.
   */
  async lockForSession(tx: EntityManager, sessionId: string, allSessions: boolean): Promise<string> {
    const s = await one(tx, q.requestOfSession, [sessionId]);
    if (!s) throw notFound(T.sessionNotFound);
    await run(tx, q.lockRequest, [s.exchange_request_id]);
    if (allSessions) await run(tx, q.lockAllSessionsOf, [s.exchange_request_id]);
    else await run(tx, q.lockOneSessionOf, [s.exchange_request_id, sessionId]);
    return s.exchange_request_id;
  }

  /** can_create: a party of a completed request who has not written one for it yet. */
  async canReview(memberId: string, requestId: string): Promise<boolean> {
    if (!isUuid(requestId)) throw notFound(T.requestNotFound);
    const r = await one(this.db, q.reviewState, [requestId, memberId]);
    if (!r) throw notFound(T.requestNotFound);
    if (r.requester_id !== memberId && r.coach_id !== memberId) throw forbidden(T.notParty);
    return r.status === 'completed' && !r.written && !r.reversed;
  }

  async received(coachId: string): Promise<RequestForViewer[]> {
    const rows = await many(this.db, q.requestsReceived, [coachId]);
    return rows.map((r) => forViewer(r, coachId));
  }

  async sent(requesterId: string): Promise<RequestForViewer[]> {
    const rows = await many(this.db, q.requestsSent, [requesterId]);
    return rows.map((r) => forViewer(r, requesterId));
  }

  /** One request as seen by one of its parties (404 for anyone else: it is not theirs to see). */
  async view(memberId: string, requestId: string, db: EntityManager = this.db.manager): Promise<RequestForViewer> {
    if (!isUuid(requestId)) throw notFound(T.requestNotFound);
    // Every change of a request answers with this read: prepared, as a hot read (a by-key plan, made
    // once per connection; unnamed, its four-table join was planned again at every call).
    const row = await hotReadsOf(db).one(q.requestForParty, [memberId, requestId]);
    if (!row) throw notFound(T.requestNotFound);
    return forViewer(row, memberId);
  }

  /** Several requests as one of their parties sees them, by id (batched for a list: a session's request). */
  async viewMany(memberId: string, requestIds: readonly string[]): Promise<Map<string, RequestForViewer>> {
    const rows = await many(this.db, q.requestsForPartyByIds, [memberId, requestIds.filter(isUuid)]);
    return new Map(rows.map((r) => [r.id, forViewer(r, memberId)]));
  }

  private async lock(tx: EntityManager, requestId: string): Promise<q.LockedRequestRow> {
    if (!isUuid(requestId)) throw notFound(T.requestNotFound);
    const r = await one(tx, q.lockRequestForChange, [requestId]);
    if (!r) throw notFound(T.requestNotFound);
    return r;
  }

  /**
   * Ends a pending request without an exchange (declined, cancelled, expired): `closing` sets its
   * status, its hold goes back to the requester once, and each notice tells whom it concerns.
   */
  private async close(
    tx: EntityManager,
    afterCommit: AfterCommit,
    r: q.LockedRequestRow,
    closing: Query<[requestId: string], void>,
    notices: Array<NoticeWithout<'reference'>>,
  ) {
    await run(tx, closing, [r.id]);
    if (r.held) {
      await this.ledger.transfer(
        tx,
        escrowRelease({
          payerId: r.requester_id,
          amount: r.energy_cost,
          reference: r.id,
          idempotencyKey: `release:${r.id}`,
        }),
      );
    }
    for (const n of notices) await this.notify(tx, afterCommit, { ...n, reference: r.id });
  }

  private async notify(tx: EntityManager, afterCommit: AfterCommit, n: Parameters<NotificationService['create']>[1]) {
    const created = await this.notifications.create(tx, n);
    afterCommit(() => this.publish(created));
  }
}
