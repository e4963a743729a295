import type { DataSource, EntityManager } from 'typeorm';
import { conflict, forbidden, invalid, notFound } from '../../common/errors/domain-error.js';
import { inTransaction } from '../../db/transaction.js';
import type { LedgerService } from '../ledger/ledger.service.js';
import { readerTime, type NotificationService, type CreatedNotification } from '../notifications/notification.service.js';
import { isUuid } from '../../common/validation.js';
import type { RequestStatus } from './exchange-request.entity.js';
import { ExchangeText as T } from './exchange.errors.js';

export const REQUEST_TTL_DAYS = 14;
export const DEFAULT_SESSION_DAYS = 7;

export interface Party {
  id: string;
  fullName: string;
  email: string;
  userType: 'free' | 'premium';
  hasAvailability: boolean;
}

/** An exchange request with everything its card needs, from one query. */
export interface RequestView {
  id: string;
  offerId: string;
  requesterId: string;
  coachId: string;
  message: string;
  status: RequestStatus;
  energyCost: number;
  held: boolean;
  requestedAt: Date;
  expiresAt: Date;
  respondedAt: Date | null;
  sessionDate: Date | null;
  completedAt: Date | null;
  service: { id: string; title: string; description: string; category: string; durationMinutes: number; archived: boolean };
  requester: Party;
  coach: Party;
  /** Whether the member who asked has written their testimonial for it. */
  reviewedByViewer: boolean;
}

/** An open session closed as cancelled by its exchange's completion, with both parties' zones. */
interface ClosedSession {
  id: string;
  startsAt: Date;
  coachId: string;
  studentId: string;
  coachTimezone: string;
  studentTimezone: string;
}

/** Registers work (publishing a notification) to run only once the transaction has committed. */
export type AfterCommit = (fn: () => void | Promise<void>) => void;

const VIEW_SQL = `
  SELECT r.id, r.offer_id AS "offerId", r.requester_id AS "requesterId", r.coach_id AS "coachId", r.message, r.status,
         r.energy_cost AS "energyCost", r.held, r.requested_at AS "requestedAt", r.expires_at AS "expiresAt",
         r.responded_at AS "respondedAt", r.session_date AS "sessionDate", r.completed_at AS "completedAt",
         json_build_object('id', o.id, 'title', o.title, 'description', o.description, 'category', o.category,
                           'durationMinutes', o.duration_minutes, 'archived', o.archived_at IS NOT NULL) AS service,
         json_build_object('id', rq.id, 'fullName', rq.full_name, 'email', rq.email, 'userType', rq.user_type,
                           'hasAvailability', EXISTS (SELECT 1 FROM availability_slots a WHERE a.user_id = rq.id)) AS requester,
         json_build_object('id', co.id, 'fullName', co.full_name, 'email', co.email, 'userType', co.user_type,
                           'hasAvailability', EXISTS (SELECT 1 FROM availability_slots a WHERE a.user_id = co.id)) AS coach,
         EXISTS (SELECT 1 FROM testimonials t WHERE t.exchange_request_id = r.id AND t.reviewer_id = $1) AS "reviewedByViewer"
    FROM exchange_requests r
    JOIN offers o ON o.id = r.offer_id
    JOIN users rq ON rq.id = r.requester_id
    JOIN users co ON co.id = r.coach_id`;

/**
 * Exchange requests (DESIGN §3): send (holding the cost in escrow for free members), accept or
 * decline (coach), cancel (requester, while pending), expire after 14 days, complete (either party)
 * with the settlement exactly once. Every EP movement goes through the ledger in the use case's one
 * transaction.
 */
export class ExchangeService {
  constructor(
    private readonly db: DataSource,
    private readonly ledger: LedgerService,
    private readonly notifications: NotificationService,
    private readonly publish: (n: CreatedNotification) => void | Promise<void> = () => {},
  ) {}

  async send(requesterId: string, input: { offerId: string; message?: string | null; clientKey?: string }): Promise<RequestView> {
    if (!isUuid(input.offerId)) throw notFound(T.serviceNotFound);
    const id = await inTransaction(this.db, async (tx, afterCommit) => {
      if (input.clientKey) {
        const [existing] = await tx.query(`SELECT id FROM exchange_requests WHERE requester_id = $1 AND client_key = $2`, [requesterId, input.clientKey]);
        if (existing) return existing.id as string; // a retried send: the first one stands
      }
      const [offer] = await tx.query(
        `SELECT o.id, o.coach_id, o.title, o.energy_cost, u.full_name AS requester_name, u.user_type AS requester_type
           FROM offers o, users u WHERE o.id = $1 AND o.archived_at IS NULL AND u.id = $2 FOR SHARE OF o`,
        [input.offerId, requesterId],
      );
      if (!offer) throw notFound(T.serviceNotFound);
      if (offer.coach_id === requesterId) throw forbidden(T.ownService);
      const message = input.message?.trim() || `Hi! I'd like to exchange ${offer.energy_cost} EP for your ${offer.title} service.`;
      const held = offer.requester_type !== 'premium'; // premium members are never debited (DESIGN §2)
      // A send with a key already used answers the first request: ON CONFLICT waits for a concurrent
      // send of the same key (a double click) and then does nothing; the read after it sees that one.
      const [created]: Array<{ id: string }> = await tx.query(
        `INSERT INTO exchange_requests (offer_id, requester_id, coach_id, message, energy_cost, held, expires_at, client_key)
         VALUES ($1, $2, $3, $4, $5, $6, now() + make_interval(days => $7), $8)
         ON CONFLICT (requester_id, client_key) WHERE client_key IS NOT NULL DO NOTHING RETURNING id`,
        [offer.id, requesterId, offer.coach_id, message, offer.energy_cost, held, REQUEST_TTL_DAYS, input.clientKey ?? null],
      );
      if (!created) {
        const [first] = await tx.query(`SELECT id FROM exchange_requests WHERE requester_id = $1 AND client_key = $2`, [requesterId, input.clientKey]);
        if (!first) throw conflict('This request was already sent');
        return first.id as string;
      }
      if (held) {
        await this.ledger.transfer(tx, {
          from: { wallet: requesterId },
          to: 'escrow',
          amount: offer.energy_cost,
          kind: 'request_hold',
          reference: created.id,
          idempotencyKey: `hold:${created.id}`,
          insufficientMessage: T.insufficient,
        });
      }
      await this.notify(tx, afterCommit, {
        userId: offer.coach_id,
        type: 'exchange_request',
        title: 'New exchange request',
        message: `${offer.requester_name} wants to exchange ${offer.energy_cost} EP for your ${offer.title} service.`,
        reference: created.id,
      });
      return created.id;
    });
    return (await this.view(requesterId, id))!;
  }

  /** The coach accepts (with a session date, default 7 days ahead) or declines (releasing the hold). */
  async respond(coachId: string, input: { requestId: string; action: 'accept' | 'decline'; sessionDate?: Date | null }): Promise<RequestView> {
    if (input.sessionDate && input.sessionDate.getTime() <= Date.now()) throw invalid(T.sessionDatePast);
    await inTransaction(this.db, async (tx, afterCommit) => {
      const r = await this.lock(tx, input.requestId);
      if (r.coach_id !== coachId) throw forbidden(r.requester_id === coachId ? T.onlyCoachResponds : T.notParty);
      if (r.status !== 'pending') throw conflict(T.notPending);
      if (input.action === 'accept') {
        await tx.query(
          `UPDATE exchange_requests SET status = 'accepted', responded_at = now(),
             session_date = coalesce($2::timestamptz, now() + make_interval(days => $3)) WHERE id = $1`,
          [r.id, input.sessionDate ?? null, DEFAULT_SESSION_DAYS],
        );
        await this.notify(tx, afterCommit, {
          userId: r.requester_id,
          type: 'exchange_accepted',
          title: 'Exchange request accepted',
          message: `${r.coach_name} accepted your request for ${r.title}. Schedule your session!`,
          reference: r.id,
        });
      } else {
        await tx.query(`UPDATE exchange_requests SET status = 'declined', responded_at = now(), session_date = NULL WHERE id = $1`, [r.id]);
        await this.release(tx, r);
        await this.notify(tx, afterCommit, {
          userId: r.requester_id,
          type: 'exchange_declined',
          title: 'Exchange request declined',
          message: `${r.coach_name} declined your request for ${r.title}.${r.held ? ` Your ${r.energy_cost} EP are available again.` : ''}`,
          reference: r.id,
        });
      }
    });
    return (await this.view(coachId, input.requestId))!;
  }

  /** The requester withdraws a pending request; the hold is released. */
  async cancel(requesterId: string, requestId: string): Promise<RequestView> {
    await inTransaction(this.db, async (tx, afterCommit) => {
      const r = await this.lock(tx, requestId);
      if (r.requester_id !== requesterId) throw forbidden(r.coach_id === requesterId ? T.onlyRequesterCancels : T.notParty);
      if (r.status !== 'pending') throw conflict(T.notPending);
      await tx.query(`UPDATE exchange_requests SET status = 'cancelled', responded_at = now() WHERE id = $1`, [r.id]);
      await this.release(tx, r);
      await this.notify(tx, afterCommit, {
        userId: r.coach_id,
        type: 'exchange_cancelled',
        title: 'Exchange request cancelled',
        message: `${r.requester_name} cancelled their request for ${r.title}.`,
        reference: r.id,
      });
    });
    return (await this.view(requesterId, requestId))!;
  }

  /**
   * Expires pending requests older than 14 days, releasing their holds and telling both parties.
   * Safe on several instances at once: rows are claimed with SKIP LOCKED.
   */
  async expireDue(limit = 100): Promise<number> {
    let expired = 0;
    for (;;) {
      const batch = await inTransaction(this.db, async (tx, afterCommit) => {
        const rows = await tx.query(
          `SELECT r.id FROM exchange_requests r WHERE r.status = 'pending' AND r.expires_at <= now()
            ORDER BY r.expires_at LIMIT $1 FOR UPDATE SKIP LOCKED`,
          [limit],
        );
        for (const { id } of rows) {
          const r = await this.lock(tx, id);
          await tx.query(`UPDATE exchange_requests SET status = 'expired' WHERE id = $1`, [id]);
          await this.release(tx, r);
          for (const userId of [r.requester_id, r.coach_id]) {
            await this.notify(tx, afterCommit, {
              userId,
              type: 'exchange_expired',
              title: 'Exchange request expired',
              message: `The request for ${r.title} expired after ${REQUEST_TTL_DAYS} days without an answer.${userId === r.requester_id && r.held ? ` Your ${r.energy_cost} EP are available again.` : ''}`,
              reference: id,
            });
          }
        }
        return rows.length as number;
      });
      expired += batch;
      if (batch < limit) return expired;
    }
  }

  /**
   * Completes an accepted request and pays the coach, exactly once however often or wherever
   * "complete" is pressed: a request that is already completed answers as it is.
   */
  async complete(memberId: string, requestId: string): Promise<RequestView> {
    await inTransaction(this.db, (tx, afterCommit) => this.completeIn(tx, afterCommit, memberId, requestId));
    return (await this.view(memberId, requestId))!;
  }

  /**
   * The completion itself, inside the caller's transaction, in the one lock order of an exchange:
   * the request first (here, or already by the session path), then its sessions by id.
   *
   * What becomes of the request's sessions (docs/ledger.md "Lifecycles"): the session a party
   * completed (`heldSessionId`) is held. Without one — completed from the request card — an
   * accepted session whose start time has passed counts as held. Every other open session did not
   * take place: it is `cancelled`, never `completed`, and both parties are told.
   */
  async completeIn(tx: EntityManager, afterCommit: AfterCommit, memberId: string, requestId: string, heldSessionId?: string): Promise<void> {
    const r = await this.lock(tx, requestId);
    if (r.requester_id !== memberId && r.coach_id !== memberId) throw forbidden(T.notParty);
    if (r.status === 'completed') {
      // Only a session left accepted before completions closed them all can still be marked held.
      if (heldSessionId) await tx.query(`UPDATE sessions SET status = 'completed', completed_at = now() WHERE id = $1 AND status = 'accepted'`, [heldSessionId]);
      return;
    }
    if (r.status !== 'accepted') throw conflict(T.notAccepted);
    // Spec §4: a session date makes it completable; without one, more than a day after acceptance.
    if (!r.session_date && !(r.responded_at && Date.now() - new Date(r.responded_at).getTime() > 86_400_000)) {
      throw conflict(T.noSessionDate);
    }
    // One statement for the request and its open sessions (settlements are the hottest write path);
    // the sessions are locked in id order, after the request (locked above).
    const closed: ClosedSession[] = await tx.query(
      `WITH completed AS (UPDATE exchange_requests SET status = 'completed', completed_at = now() WHERE id = $1),
       open AS (SELECT id FROM sessions WHERE exchange_request_id = $1 AND status IN ('pending', 'accepted') ORDER BY id FOR UPDATE),
       closed AS (
         UPDATE sessions s
            SET status = CASE WHEN s.id = $2::uuid OR ($2::uuid IS NULL AND s.status = 'accepted' AND s.starts_at <= now())
                              THEN 'completed' ELSE 'cancelled' END,
                completed_at = CASE WHEN s.id = $2::uuid OR ($2::uuid IS NULL AND s.status = 'accepted' AND s.starts_at <= now())
                                    THEN now() ELSE s.completed_at END,
                responded_at = coalesce(s.responded_at, now())
           FROM open WHERE s.id = open.id
         RETURNING s.id, s.status, s.starts_at, s.coach_id, s.student_id)
       SELECT c.id, c.starts_at AS "startsAt", c.coach_id AS "coachId", c.student_id AS "studentId",
              co.timezone AS "coachTimezone", st.timezone AS "studentTimezone"
         FROM closed c JOIN users co ON co.id = c.coach_id JOIN users st ON st.id = c.student_id
        WHERE c.status = 'cancelled' ORDER BY c.starts_at, c.id`,
      [r.id, heldSessionId ?? null],
    );
    await this.ledger.transfer(tx, {
      from: r.held ? 'escrow' : 'issuance',
      to: { wallet: r.coach_id },
      amount: r.energy_cost,
      kind: 'settlement',
      reference: r.id,
      idempotencyKey: `settle:${r.id}`,
    });
    const other = memberId === r.coach_id ? r.requester_id : r.coach_id;
    await this.notify(tx, afterCommit, {
      userId: other,
      type: 'exchange_completed',
      title: 'Exchange completed',
      message: `The exchange for ${r.title} is complete. Write a testimonial to earn +1 EP!`,
      reference: r.id,
    });
    for (const s of closed) {
      for (const [userId, timezone] of [[s.coachId, s.coachTimezone], [s.studentId, s.studentTimezone]] as const) {
        await this.notify(tx, afterCommit, {
          userId,
          type: 'session_cancelled',
          title: 'Session cancelled',
          message: `The session for ${r.title} on ${readerTime(s.startsAt, timezone)} is cancelled: the exchange was completed without it.`,
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
    const [s] = await tx.query(`SELECT exchange_request_id FROM sessions WHERE id = $1`, [sessionId]);
    if (!s) throw notFound(T.sessionNotFound);
    await tx.query(`SELECT id FROM exchange_requests WHERE id = $1 FOR UPDATE`, [s.exchange_request_id]);
    await tx.query(
      allSessions
        ? `SELECT id FROM sessions WHERE exchange_request_id = $1 ORDER BY id FOR UPDATE`
        : `SELECT id FROM sessions WHERE exchange_request_id = $1 AND id = $2 FOR UPDATE`,
      allSessions ? [s.exchange_request_id] : [s.exchange_request_id, sessionId],
    );
    return s.exchange_request_id;
  }

  /** can_create: a party of a completed request who has not written one for it yet. */
  async canReview(memberId: string, requestId: string): Promise<boolean> {
    if (!isUuid(requestId)) throw notFound(T.requestNotFound);
    const [r] = await this.db.query(
      `SELECT r.status, r.requester_id, r.coach_id,
              EXISTS (SELECT 1 FROM testimonials t WHERE t.exchange_request_id = r.id AND t.reviewer_id = $2) AS written
         FROM exchange_requests r WHERE r.id = $1`,
      [requestId, memberId],
    );
    if (!r) throw notFound(T.requestNotFound);
    if (r.requester_id !== memberId && r.coach_id !== memberId) throw forbidden(T.notParty);
    return r.status === 'completed' && !r.written;
  }

  async received(coachId: string): Promise<RequestView[]> {
    return this.db.query(`${VIEW_SQL} WHERE r.coach_id = $1 ORDER BY r.requested_at DESC, r.id DESC LIMIT 200`, [coachId]);
  }

  async sent(requesterId: string): Promise<RequestView[]> {
    return this.db.query(`${VIEW_SQL} WHERE r.requester_id = $1 ORDER BY r.requested_at DESC, r.id DESC LIMIT 200`, [requesterId]);
  }

  /** One request as seen by one of its parties (404 for anyone else: it is not theirs to see). */
  async view(memberId: string, requestId: string, db: EntityManager = this.db.manager): Promise<RequestView | undefined> {
    if (!isUuid(requestId)) throw notFound(T.requestNotFound);
    const [row] = await db.query(`${VIEW_SQL} WHERE r.id = $2 AND $1 IN (r.requester_id, r.coach_id)`, [memberId, requestId]);
    if (!row) throw notFound(T.requestNotFound);
    return row;
  }

  private async lock(tx: EntityManager, requestId: string) {
    if (!isUuid(requestId)) throw notFound(T.requestNotFound);
    const [r] = await tx.query(
      `SELECT r.*, o.title, rq.full_name AS requester_name, co.full_name AS coach_name
         FROM exchange_requests r JOIN offers o ON o.id = r.offer_id
         JOIN users rq ON rq.id = r.requester_id JOIN users co ON co.id = r.coach_id
        WHERE r.id = $1 FOR UPDATE OF r`,
      [requestId],
    );
    if (!r) throw notFound(T.requestNotFound);
    return r as {
      id: string; status: RequestStatus; requester_id: string; coach_id: string; held: boolean; energy_cost: number;
      session_date: Date | null; responded_at: Date | null; title: string; requester_name: string; coach_name: string;
    };
  }

  private async release(tx: EntityManager, r: { id: string; held: boolean; requester_id: string; energy_cost: number }) {
    if (!r.held) return;
    await this.ledger.transfer(tx, {
      from: 'escrow',
      to: { wallet: r.requester_id },
      amount: r.energy_cost,
      kind: 'hold_release',
      reference: r.id,
      idempotencyKey: `release:${r.id}`,
    });
  }

  private async notify(tx: EntityManager, afterCommit: AfterCommit, n: Parameters<NotificationService['create']>[1]) {
    const created = await this.notifications.create(tx, n);
    afterCommit(() => this.publish(created));
  }
}
