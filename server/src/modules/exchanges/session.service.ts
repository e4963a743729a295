import type { DataSource, EntityManager } from 'typeorm';
import { conflict, forbidden, invalid, notFound } from '../../common/errors/domain-error.js';
import { inTransaction, PG, pgCode } from '../../db/transaction.js';
import { readerTime, type NotificationService, type CreatedNotification } from '../notifications/notification.service.js';
import { isUuid } from '../../common/validation.js';
import { FIRST_HOUR, LAST_HOUR, slotLabel } from '../catalogue/availability.js';
import type { SessionStatus } from './session.entity.js';
import type { AfterCommit, ExchangeService } from './exchange.service.js';
import { ExchangeText as T } from './exchange.errors.js';

export interface SessionView {
  id: string;
  exchangeRequestId: string;
  status: SessionStatus;
  coachId: string;
  studentId: string;
  proposerId: string;
  startsAt: Date;
  /** Date and "HH:00" slot in the availability owner's timezone (the party who did not propose). */
  proposedDate: string;
  proposedTimeSlot: string;
  timezone: string;
  notes: string | null;
  createdAt: Date;
  completedAt: Date | null;
  service: { title: string };
  coach: { id: string; fullName: string };
  student: { id: string; fullName: string };
}

const VIEW_SQL = `
  SELECT s.id, s.exchange_request_id AS "exchangeRequestId", s.status, s.coach_id AS "coachId", s.student_id AS "studentId",
         s.proposer_id AS "proposerId", s.starts_at AS "startsAt", to_char(s.proposed_date, 'YYYY-MM-DD') AS "proposedDate",
         s.proposed_time_slot AS "proposedTimeSlot", owner.timezone, s.notes, s.created_at AS "createdAt", s.completed_at AS "completedAt",
         json_build_object('title', o.title) AS service,
         json_build_object('id', co.id, 'fullName', co.full_name) AS coach,
         json_build_object('id', st.id, 'fullName', st.full_name) AS student
    FROM sessions s
    JOIN exchange_requests r ON r.id = s.exchange_request_id
    JOIN offers o ON o.id = r.offer_id
    JOIN users co ON co.id = s.coach_id
    JOIN users st ON st.id = s.student_id
    JOIN users owner ON owner.id = CASE WHEN s.proposer_id = s.coach_id THEN s.student_id ELSE s.coach_id END`;

/**
 * Sessions of an accepted exchange (DESIGN §3): proposed by either party in a slot of the *other*
 * party's weekly availability (in their timezone), accepted or rejected by that other party,
 * completed by either — which completes and settles the request if it is not yet.
 */
export class SessionService {
  constructor(
    private readonly db: DataSource,
    private readonly exchanges: ExchangeService,
    private readonly notifications: NotificationService,
    private readonly publish: (n: CreatedNotification) => void | Promise<void> = () => {},
  ) {}

  async propose(memberId: string, input: { requestId: string; proposedDate: string; proposedTimeSlot: string; notes?: string | null }): Promise<SessionView> {
    if (!isUuid(input.requestId)) throw notFound(T.requestNotFound);
    if (!/^\d{4}-\d{2}-\d{2}$/.test(input.proposedDate) || Number.isNaN(Date.parse(`${input.proposedDate}T00:00:00Z`))) {
      throw invalid('proposed_date must be a date such as 2026-12-01');
    }
    const slot = /^(\d{2}):00$/.exec(input.proposedTimeSlot ?? '');
    const hour = slot ? Number(slot[1]) : NaN;
    if (!slot || hour < FIRST_HOUR || hour > LAST_HOUR) throw invalid('proposed_time_slot must be an hourly slot from 07:00 to 19:00');
    const notes = input.notes?.trim() || null;
    if (notes && notes.length > 2000) throw invalid('Notes must be at most 2000 characters long');

    const id = await inTransaction(this.db, async (tx, afterCommit) => {
      const [r] = await tx.query(
        `SELECT r.id, r.status, r.requester_id, r.coach_id, o.title FROM exchange_requests r JOIN offers o ON o.id = r.offer_id
          WHERE r.id = $1 FOR SHARE OF r`,
        [input.requestId],
      );
      if (!r) throw notFound(T.requestNotFound);
      if (memberId !== r.requester_id && memberId !== r.coach_id) throw forbidden(T.notParty);
      if (r.status !== 'accepted') throw conflict(T.requestNotAccepted);
      const otherId = memberId === r.coach_id ? r.requester_id : r.coach_id;
      // The date and slot are the other party's: check them in their timezone.
      const [check] = await tx.query(
        `SELECT u.timezone, u.full_name AS other_name, me.full_name AS my_name,
                $2::date < (now() AT TIME ZONE u.timezone)::date AS past_date,
                (($2::date + make_time($3, 0, 0)) AT TIME ZONE u.timezone) AS starts_at,
                (($2::date + make_time($3, 0, 0)) AT TIME ZONE u.timezone) <= now() AS past_slot,
                EXISTS (SELECT 1 FROM availability_slots a WHERE a.user_id = u.id
                          AND a.weekday = extract(isodow FROM $2::date) - 1 AND a.hour = $3) AS available
           FROM users u, users me WHERE u.id = $1 AND me.id = $4`,
        [otherId, input.proposedDate, hour, memberId],
      );
      if (check.past_date) throw invalid(T.datePast);
      if (check.past_slot) throw invalid(T.slotPassed);
      if (!check.available) throw invalid(T.slotUnavailable);
      const [created] = await tx.query(
        `INSERT INTO sessions (exchange_request_id, coach_id, student_id, proposer_id, starts_at, proposed_date, proposed_time_slot, notes)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id`,
        [r.id, r.coach_id, r.requester_id, memberId, check.starts_at, input.proposedDate, slotLabel(hour), notes],
      );
      await this.notify(tx, afterCommit, {
        userId: otherId,
        type: 'session_proposal',
        title: 'New session proposed',
        message: `${check.my_name} proposed a session for ${r.title} on ${readerTime(check.starts_at, check.timezone)}.`,
        reference: created.id,
      });
      return created.id as string;
    });
    return this.view(memberId, id);
  }

  /** The party who did not propose accepts or rejects a pending session. */
  async respond(memberId: string, sessionId: string, action: 'accept' | 'reject'): Promise<SessionView> {
    await inTransaction(this.db, async (tx, afterCommit) => {
      const s = await this.lock(tx, sessionId, false);
      if (memberId !== s.coach_id && memberId !== s.student_id) throw forbidden(T.notParty);
      if (memberId === s.proposer_id) throw forbidden(T.onlyOtherResponds);
      if (s.status !== 'pending') throw conflict(T.sessionNotPending);
      if (action === 'accept') {
        try {
          await tx.transaction(async (sp) => {
            await sp.query(`UPDATE sessions SET status = 'accepted', responded_at = now() WHERE id = $1`, [s.id]);
          });
        } catch (err) {
          if (pgCode(err) === PG.uniqueViolation) throw conflict(T.doubleBooked);
          throw err;
        }
        // The agreed time becomes the exchange's session date.
        await tx.query(`UPDATE exchange_requests SET session_date = $2 WHERE id = $1 AND status = 'accepted'`, [s.exchange_request_id, s.starts_at]);
      } else {
        await tx.query(`UPDATE sessions SET status = 'rejected', responded_at = now() WHERE id = $1`, [s.id]);
      }
      await this.notify(tx, afterCommit, {
        userId: s.proposer_id,
        type: action === 'accept' ? 'session_accepted' : 'session_rejected',
        title: action === 'accept' ? 'Session accepted' : 'Session declined',
        message: `${s.responder_name} ${action === 'accept' ? 'accepted' : 'declined'} the session for ${s.title} on ${readerTime(s.starts_at, s.proposer_timezone)}.`,
        reference: s.id,
      });
    });
    return this.view(memberId, sessionId);
  }

  /**
   * Either party completes an accepted session: it is held, its request is completed and settled
   * once, and the request's other open sessions are cancelled (ExchangeService.completeIn).
   */
  async complete(memberId: string, sessionId: string): Promise<SessionView> {
    await inTransaction(this.db, async (tx, afterCommit) => {
      const s = await this.lock(tx, sessionId, true);
      if (memberId !== s.coach_id && memberId !== s.student_id) throw forbidden(T.notParty);
      if (s.status === 'completed') return;
      if (s.status === 'cancelled') throw conflict(T.sessionCancelled);
      if (s.status !== 'accepted') throw conflict(T.sessionNotAccepted);
      await this.exchanges.completeIn(tx, afterCommit, memberId, s.exchange_request_id, s.id);
    });
    return this.view(memberId, sessionId);
  }

  async list(memberId: string): Promise<SessionView[]> {
    return this.db.query(`${VIEW_SQL} WHERE $1 IN (s.coach_id, s.student_id) ORDER BY s.starts_at DESC, s.id DESC LIMIT 200`, [memberId]);
  }

  async view(memberId: string, sessionId: string): Promise<SessionView> {
    if (!isUuid(sessionId)) throw notFound(T.sessionNotFound);
    const [row] = await this.db.query(`${VIEW_SQL} WHERE s.id = $2 AND $1 IN (s.coach_id, s.student_id)`, [memberId, sessionId]);
    if (!row) throw notFound(T.sessionNotFound);
    return row;
  }

  /**
   * Locks a session for a change in the one lock order of an exchange: its request first, then its
   * sessions by id (all of them when the change may close the others), as request completion does.
   * (Locking both in one statement took them in plan order — session, then request — and deadlocked
   * against a completion from the request card.)
   */
  private async lock(tx: EntityManager, sessionId: string, allSessions: boolean) {
    if (!isUuid(sessionId)) throw notFound(T.sessionNotFound);
    await this.exchanges.lockForSession(tx, sessionId, allSessions);
    const [s] = await tx.query(
      `SELECT s.*, to_char(s.proposed_date, 'YYYY-MM-DD') AS proposed_date, o.title, proposer.timezone AS proposer_timezone,
              (SELECT full_name FROM users WHERE id = CASE WHEN s.proposer_id = s.coach_id THEN s.student_id ELSE s.coach_id END) AS responder_name
         FROM sessions s JOIN exchange_requests r ON r.id = s.exchange_request_id JOIN offers o ON o.id = r.offer_id
         JOIN users proposer ON proposer.id = s.proposer_id
        WHERE s.id = $1`,
      [sessionId],
    );
    if (!s) throw notFound(T.sessionNotFound);
    return s as {
      id: string; exchange_request_id: string; status: SessionStatus; coach_id: string; student_id: string; proposer_id: string;
      starts_at: Date; proposed_date: string; proposed_time_slot: string; title: string; responder_name: string; proposer_timezone: string;
    };
  }

  private async notify(tx: EntityManager, afterCommit: AfterCommit, n: Parameters<NotificationService['create']>[1]) {
    const created = await this.notifications.create(tx, n);
    afterCommit(() => this.publish(created));
  }
}
