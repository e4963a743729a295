import type { DataSource, EntityManager } from 'typeorm';
import type { SessionView } from './exchange.views.js';
import { conflict, forbidden, invalid, notFound } from '../../common/errors/domain-error.js';
import { inTransaction, PG, pgCode } from '../../db/transaction.js';
import { many, one, run } from '../../db/typed-query.js';
import * as q from './exchanges.queries.js';
import type { NotificationService, NotificationRef } from '../notifications/index.js';
import { isUuid } from '../../common/validation.js';
import { parseDateAndSlot, parseNotes, slotLabel } from '../catalogue/index.js';
import type { SessionRole } from './exchange.types.js';
import type { AfterCommit, ExchangeService } from './exchange.service.js';
import { ExchangeMessages as T } from './exchange.errors.js';
import type { MemberName } from '../../common/graphql/member-name.js';

/** A session as one of its parties may see it ('Coach' if coach_id is theirs, else 'Student'). */
export interface SessionForViewer extends SessionView {
  role: SessionRole;
  otherUser: MemberName;
  serviceTitle: string;
  awaitingMyResponse: boolean;
}

function forViewer(s: SessionView, viewerId: string): SessionForViewer {
  const iAmCoach = s.coachId === viewerId;
  return {
    ...s,
    role: iAmCoach ? 'Coach' : 'Student',
    otherUser: iAmCoach ? s.student : s.coach,
    serviceTitle: s.service.title,
    awaitingMyResponse: s.status === 'pending' && s.proposerId !== viewerId,
  };
}

/**
 * Sessions of an accepted exchange (docs/design.md §3): proposed by either party in a slot of the *other*
 * party's weekly availability (in their timezone), accepted or rejected by that other party,
 * completed by either — which completes and settles the request if it is not yet.
 */
export class SessionService {
  constructor(
    private readonly db: DataSource,
    private readonly exchanges: ExchangeService,
    private readonly notifications: NotificationService,
    private readonly publish: (n: NotificationRef) => void | Promise<void> = () => {},
    /** In the accepting transaction: the confirmed session's calendar invitation is mailed from here. */
    private readonly onConfirmed: (
      tx: EntityManager,
      afterCommit: AfterCommit,
      c: { sessionId: string; title: string; memberIds: string[] },
    ) => Promise<void> = async () => {},
  ) {}

  async propose(
    memberId: string,
    input: { requestId: string; proposedDate: string; proposedTimeSlot: string; notes?: string | null },
  ): Promise<SessionForViewer> {
    if (!isUuid(input.requestId)) throw notFound(T.requestNotFound);
    const hour = parseDateAndSlot(input.proposedDate, input.proposedTimeSlot, {
      date: 'proposed_date',
      timeSlot: 'proposed_time_slot',
    });
    const notes = parseNotes(input.notes);

    const id = await inTransaction(this.db, async (tx, afterCommit) => {
      const r = await one(tx, q.requestForSession, [input.requestId]);
      if (!r) throw notFound(T.requestNotFound);
      if (memberId !== r.requester_id && memberId !== r.coach_id) throw forbidden(T.notParty);
      if (r.status !== 'accepted') throw conflict(T.requestNotAccepted);
      const otherId = memberId === r.coach_id ? r.requester_id : r.coach_id;
      // The date and slot are the other party's: check them in their timezone.
      const check = (await one(tx, q.slotCheck, [otherId, input.proposedDate, hour, memberId]))!;
      if (check.past_date) throw invalid(T.datePast);
      if (check.past_slot) throw invalid(T.slotPassed);
      if (!check.available) throw invalid(T.slotUnavailable);
      if ((await one(tx, q.coachRunsGroupSessionAt, [r.coach_id, check.starts_at]))!.busy)
        throw conflict(T.doubleBooked);
      const created = (await one(tx, q.insertSession, [
        r.id,
        r.coach_id,
        r.requester_id,
        memberId,
        check.starts_at,
        input.proposedDate,
        slotLabel(hour),
        notes,
      ]))!;
      await this.notify(tx, afterCommit, {
        userId: otherId,
        type: 'session_proposal',
        params: {
          text: 'sessionProposal',
          values: { proposer: check.my_name, service: r.title },
          at: new Date(check.starts_at).toISOString(),
        },
        reference: created.id,
      });
      return created.id;
    });
    return this.view(memberId, id);
  }

  /** The party who did not propose accepts or rejects a pending session. */
  async respond(memberId: string, sessionId: string, action: 'accept' | 'reject'): Promise<SessionForViewer> {
    await inTransaction(this.db, async (tx, afterCommit) => {
      const s = await this.lock(tx, sessionId, false);
      if (memberId !== s.coach_id && memberId !== s.student_id) throw forbidden(T.notParty);
      if (memberId === s.proposer_id) throw forbidden(T.onlyOtherResponds);
      if (s.status !== 'pending') throw conflict(T.sessionNotPending);
      if (action === 'accept') {
        if ((await one(tx, q.coachRunsGroupSessionAt, [s.coach_id, s.starts_at]))!.busy) throw conflict(T.doubleBooked);
        try {
          await tx.transaction(async (sp) => {
            await run(sp, q.acceptSession, [s.id]);
          });
        } catch (err) {
          if (pgCode(err) === PG.uniqueViolation) throw conflict(T.doubleBooked);
          throw err;
        }
        // The agreed time becomes the exchange's session date.
        await run(tx, q.setRequestSessionDate, [s.exchange_request_id, s.starts_at]);
        await this.onConfirmed(tx, afterCommit, {
          sessionId: s.id,
          title: s.title,
          memberIds: [s.coach_id, s.student_id],
        });
      } else {
        await run(tx, q.rejectSession, [s.id]);
      }
      await this.notify(tx, afterCommit, {
        userId: s.proposer_id,
        type: action === 'accept' ? 'session_accepted' : 'session_rejected',
        params: {
          text: action === 'accept' ? 'sessionAccepted' : 'sessionRejected',
          values: { responder: s.responder_name, service: s.title },
          at: new Date(s.starts_at).toISOString(),
        },
        reference: s.id,
      });
    });
    return this.view(memberId, sessionId);
  }

  /**
   * Either party completes an accepted session: it is held, its request is completed and settled
   * once, and the request's other open sessions are cancelled (ExchangeService.completeIn).
   */
  async complete(memberId: string, sessionId: string): Promise<SessionForViewer> {
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

  async list(memberId: string): Promise<SessionForViewer[]> {
    const rows = await many(this.db, q.sessionsOf, [memberId]);
    return rows.map((s) => forViewer(s, memberId));
  }

  async view(memberId: string, sessionId: string): Promise<SessionForViewer> {
    if (!isUuid(sessionId)) throw notFound(T.sessionNotFound);
    const row = await one(this.db, q.sessionForParty, [memberId, sessionId]);
    if (!row) throw notFound(T.sessionNotFound);
    return forViewer(row, memberId);
  }

  /**
   * Locks a session for a change in the one lock order of an exchange: its request first, then its
   * sessions by id (all of them when the change may close the others), as request completion does.
   * (Locking both in one statement took them in plan order — session, then request — and deadlocked
   * against a completion from the request card.)
   */
  private async lock(tx: EntityManager, sessionId: string, allSessions: boolean): Promise<q.LockedSessionRow> {
    if (!isUuid(sessionId)) throw notFound(T.sessionNotFound);
    await this.exchanges.lockForSession(tx, sessionId, allSessions);
    const s = await one(tx, q.sessionForChange, [sessionId]);
    if (!s) throw notFound(T.sessionNotFound);
    return s;
  }

  private async notify(tx: EntityManager, afterCommit: AfterCommit, n: Parameters<NotificationService['create']>[1]) {
    const created = await this.notifications.create(tx, n);
    afterCommit(() => this.publish(created));
  }
}
