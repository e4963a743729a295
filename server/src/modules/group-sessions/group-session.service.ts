import { defineMessages } from '@formatjs/intl';
import { english, englishTexts } from '../../common/i18n/index.js';
import { settlements } from '../../common/metrics/metrics.js';
import type { DataSource, EntityManager } from 'typeorm';
import { conflict, forbidden, invalid, notFound, translatableError } from '../../common/errors/domain-error.js';
import { Topic, type EventBus } from '../../common/events/event-bus.js';
import { filter, pipe } from '@graphql-yoga/subscription';
import { logger } from '../../common/logger.js';
import { decodeCursor, isPgTimestamp, pageOf, type Page, assertPageSize } from '../../common/pagination.js';
import { isUuid } from '../../common/validation.js';
import { type AfterCommit, inBatchTransactions, inTransaction, PG, pgCode } from '../../db/transaction.js';
import { hotReadsOf, many, one, run } from '../../db/typed-query.js';
import { escrowHold, escrowRelease, holdsFrom, type LedgerService } from '../ledger/index.js';
import { yesNo, type NotificationRef, type NotificationService } from '../notifications/index.js';
import { parseDateAndSlot, parseNotes, slotLabel } from '../catalogue/index.js';
import { ExchangeMessages, ExchangeText } from '../exchanges/index.js';
import { blockRefusal } from '../blocks/index.js';
import * as q from './group-sessions.queries.js';
import { GroupSessionLabels } from './group-session.labels.js';
import { MAX_SEATS } from './group-session.types.js';

/** The group sessions' refusals, in one place so both transports say the same. */
export const GroupMessages = defineMessages({
  seatsRange: { id: 'groupSession.seatsRange', defaultMessage: 'Seats must be between 1 and {max}' },
  notFound: { id: 'groupSession.notFound', defaultMessage: 'Group session not found' },
  onlyCoachSchedules: {
    id: 'groupSession.onlyCoachSchedules',
    defaultMessage: 'Only the coach of this service can schedule group sessions',
  },
  notGroupService: {
    id: 'groupSession.notGroupService',
    defaultMessage: 'Group sessions are for services with more than one participant',
  },
  slotUnavailable: { id: 'groupSession.slotUnavailable', defaultMessage: 'This time slot is not in your availability' },
  oneToOneClash: { id: 'groupSession.oneToOneClash', defaultMessage: 'You already have a session at that time' },
  occurrenceClash: {
    id: 'groupSession.occurrenceClash',
    defaultMessage: 'You already have a group session at that time',
  },
  onlyCoach: { id: 'groupSession.onlyCoach', defaultMessage: 'Only the coach can do this' },
  notScheduled: { id: 'groupSession.notScheduled', defaultMessage: 'This group session is no longer open' },
  started: { id: 'groupSession.started', defaultMessage: 'This group session has already started' },
  ownSession: { id: 'groupSession.ownSession', defaultMessage: 'You cannot book a seat in your own group session' },
  alreadyBooked: { id: 'groupSession.alreadyBooked', defaultMessage: 'You already have a seat in this group session' },
  alreadyWaitlisted: {
    id: 'groupSession.alreadyWaitlisted',
    defaultMessage: 'You are already on the waitlist of this group session',
  },
  noSeat: { id: 'groupSession.noSeat', defaultMessage: 'You have no seat in this group session' },
  leaveClosed: { id: 'groupSession.leaveClosed', defaultMessage: 'A seat can be left up to 24 hours before the start' },
  notStarted: {
    id: 'groupSession.notStarted',
    defaultMessage: 'A group session can be completed from its start time on',
  },
  neverBooked: {
    id: 'groupSession.neverBooked',
    defaultMessage: 'Only members with a booked seat can be marked attended',
  },
  coachInactive: { id: 'groupSession.coachInactive', defaultMessage: 'This coach is not taking bookings' },
  roleFilter: { id: 'groupSession.roleFilter', defaultMessage: 'role must be coach or attendee' },
});

export const GroupText = {
  ...englishTexts(GroupMessages),
  // The product's texts the request flow says too: one wording for one refusal.
  insufficient: ExchangeText.insufficient,
  serviceNotFound: ExchangeText.serviceNotFound,
  datePast: ExchangeText.datePast,
  slotPassed: ExchangeText.slotPassed,
  seatsRange: (max: number) => english(GroupMessages.seatsRange, { max }),
} as const;

/** Hours after its start within which the coach completes an occurrence; then it expires (docs/ledger.md). */
export const GROUP_SESSION_GRACE_HOURS = 7 * 24;
/** Where a seat count event is addressed: seat counts are public (Discover), so not to one member. */
export const PUBLIC_ADDRESS = '00000000-0000-0000-0000-000000000000';
export const GROUP_SESSIONS_MAX_PAGE = 100;

export type GroupSessionRole = 'coach' | 'attendee';

/** What the viewer may do with an occurrence now, as a card's one button says it. */
export type GroupSessionViewerAction = 'join' | 'join_waitlist' | 'leave' | 'own' | 'none';

/** How many upcoming occurrences a service card shows. */
export const NEXT_GROUP_SESSIONS_SHOWN = 2;

/** What a seat's holder or the coach sees of one seat. */
export interface RosterSeat {
  memberId: string;
  fullName: string;
  status: q.SeatStatus;
  waitlistRank: number | null;
}

/** An occurrence as the viewer may see it: counts for everyone, the roster for its coach only. */
export interface GroupSessionView extends Omit<q.GroupSessionRow, 'cursorStarts' | 'started' | 'leaveClosed'> {
  seatsLeft: number;
  isCoach: boolean;
  canJoin: boolean;
  canLeave: boolean;
  canCancel: boolean;
  canComplete: boolean;
  viewerAction: GroupSessionViewerAction;
  /** The coach's roster (booked, attended, absent, then the waitlist in order); null for anyone else. */
  roster: RosterSeat[] | null;
}

/** A seat count changed (a seat taken or freed): what live subscribers hear. */
export interface SeatsChanged {
  groupSessionId: string;
  serviceId: string;
  /** Where it stands now: a cancelled or completed occurrence leaves the cards that offer seats. */
  status: q.GroupSessionStatus;
  seatsTaken: number;
  seatsLeft: number;
  waitlisted: number;
}

function forViewer(
  { cursorStarts: _c, started, leaveClosed, ...row }: q.GroupSessionRow,
  viewerId: string | null,
): GroupSessionView {
  const isCoach = viewerId === row.coachId;
  const open = row.status === 'scheduled';
  const seatsLeft = Math.max(0, row.seats - row.seatsTaken);
  const canJoin = open && !started && !isCoach && viewerId !== null && row.myStatus === null;
  const canLeave = open && !started && (row.myStatus === 'waitlisted' || (row.myStatus === 'booked' && !leaveClosed));
  return {
    ...row,
    seatsLeft,
    isCoach,
    canJoin,
    canLeave,
    canCancel: open && isCoach,
    canComplete: open && isCoach && started,
    viewerAction: isCoach ? 'own' : canLeave ? 'leave' : canJoin ? (seatsLeft > 0 ? 'join' : 'join_waitlist') : 'none',
    roster: null,
  };
}

/** What a notice of an ended seat adds when its hold came back (the `refunded` part of its text). */
const backAgain = (seat: q.SeatRow) => ({
  refunded: yesNo(seat.held && seat.status === 'booked'),
  cost: seat.energy_cost,
});
type NewNotice = Parameters<NotificationService['create']>[1];

/**
 * What the group sessions module tells the ledger about EP held for booked seats: the ledger shows
 * them as "on hold" and checks escrow against them, without reading the seats itself.
 */
export const groupSeatHolds = holdsFrom(
  {
    total: q.openSeatHoldsTotal,
    ofMember: q.openSeatHoldsOfMember,
    broken: q.seatsWithBrokenMoney,
  },
  'group session seat',
);

/**
 * Group sessions (docs/ledger.md "Group sessions"): the coach of a service for more than one
 * participant schedules occurrences in their own availability; members book one seat each (the cost
 * held in escrow per seat, premium members exempt) or wait in order when it is full; the coach
 * completes it from its start, each attended seat settling once. Every change of seats locks the
 * occurrence's row first (`FOR UPDATE`), so its seat count cannot be overrun however many members
 * join at once; wallets are locked after it, by the ledger.
 */
export class GroupSessionService {
  constructor(
    private readonly db: DataSource,
    private readonly ledger: LedgerService,
    private readonly notifications: NotificationService,
    private readonly publish: (n: NotificationRef) => void | Promise<void> = () => {},
    private readonly bus?: EventBus,
    /** In the booking's transaction: the seat's calendar invitation is mailed from here. */
    private readonly onBooked: (
      tx: EntityManager,
      afterCommit: AfterCommit,
      b: { groupSessionId: string; memberId: string; title: string },
    ) => Promise<void> = async () => {},
  ) {}

  async schedule(
    coachId: string,
    input: { serviceId: string; date: string; timeSlot: string; seats?: number | null; notes?: string | null },
  ): Promise<GroupSessionView> {
    if (!isUuid(input.serviceId)) throw notFound(ExchangeMessages.serviceNotFound);
    const hour = parseDateAndSlot(input.date, input.timeSlot, { date: 'date', timeSlot: 'time_slot' });
    const notes = parseNotes(input.notes);
    const id = await inTransaction(this.db, async (tx, afterCommit) => {
      const service = await one(tx, q.serviceForSchedule, [input.serviceId]);
      if (!service) throw notFound(ExchangeMessages.serviceNotFound);
      if (service.coach_id !== coachId) throw forbidden(GroupMessages.onlyCoachSchedules);
      if (!(await one(tx, q.coachTakesBookings, [coachId]))?.ok) throw forbidden(GroupMessages.coachInactive);
      if (service.max_participants <= 1) throw invalid(GroupMessages.notGroupService);
      const seats = input.seats ?? service.max_participants;
      if (!Number.isInteger(seats) || seats < 1 || seats > service.max_participants)
        throw translatableError('VALIDATION', GroupMessages.seatsRange, { max: service.max_participants });
      const check = (await one(tx, q.coachSlotCheck, [coachId, input.date, hour]))!;
      if (check.past_date) throw invalid(ExchangeMessages.datePast);
      if (check.past_slot) throw invalid(ExchangeMessages.slotPassed);
      if (!check.available) throw invalid(GroupMessages.slotUnavailable);
      if (check.one_to_one) throw conflict(GroupMessages.oneToOneClash);
      if (check.occurrence) throw conflict(GroupMessages.occurrenceClash);
      try {
        // A savepoint: two schedules of the same instant racing past the check meet at the unique index.
        const created = await tx.transaction(
          async (inner) =>
            (await one(inner, q.insertGroupSession, [
              service.id,
              coachId,
              check.starts_at,
              input.date,
              slotLabel(hour),
              seats,
              service.energy_cost,
              notes,
            ]))!.id,
        );
        // Its seats are open: Discover cards showing the service's next occurrences hear of it.
        afterCommit(() => this.announceSeats(created));
        return created;
      } catch (err) {
        if (pgCode(err) === PG.uniqueViolation) throw conflict(GroupMessages.occurrenceClash);
        throw err;
      }
    });
    return this.view(coachId, id);
  }

  /** A service's upcoming occurrences, soonest first, with their seat counts (anyone may read them). */
  async upcoming(viewerId: string | null, serviceId: string, limit = 20): Promise<GroupSessionView[]> {
    if (!isUuid(serviceId)) throw notFound(ExchangeMessages.serviceNotFound);
    const rows = await many(this.db, q.upcomingOfService, [viewerId, serviceId, limit]);
    return this.withRosters(rows.map((r) => forViewer(r, viewerId)));
  }

  /**
   * The next few upcoming occurrences of each service, soonest first, as the viewer sees them: what
   * a Discover card or the coach profile shows under a service. One statement for every service of
   * the page (and one for the rosters, when the viewer coaches some of them).
   */
  async nextOf(
    viewerId: string | null,
    serviceIds: readonly string[],
    perService = NEXT_GROUP_SESSIONS_SHOWN,
  ): Promise<Map<string, GroupSessionView[]>> {
    const ids = [...new Set(serviceIds.filter(isUuid))];
    const byService = new Map<string, GroupSessionView[]>();
    if (ids.length === 0) return byService;
    const rows = await many(this.db, q.nextOfServices, [viewerId, ids, perService]);
    for (const view of await this.withRosters(rows.map((r) => forViewer(r, viewerId)))) {
      const list = byService.get(view.serviceId) ?? [];
      list.push(view);
      byService.set(view.serviceId, list);
    }
    return byService;
  }

  /** One occurrence as the viewer sees it (the roster only for its coach). */
  async view(viewerId: string | null, id: string, db: EntityManager = this.db.manager): Promise<GroupSessionView> {
    if (!isUuid(id)) throw notFound(GroupMessages.notFound);
    // Every seat change answers with this read: prepared, as a hot read (a by-key plan).
    const row = await hotReadsOf(db).one(q.groupSessionById, [viewerId, id]);
    if (!row) throw notFound(GroupMessages.notFound);
    return (await this.withRosters([forViewer(row, viewerId)], db))[0];
  }

  /** A page of the member's occurrences as coach or as attendee (a live seat, waitlisted included), newest start first. */
  async mine(
    memberId: string,
    role: GroupSessionRole,
    page: { first: number; after?: string },
  ): Promise<Page<GroupSessionView>> {
    assertPageSize(page.first, GROUP_SESSIONS_MAX_PAGE);
    const cursor = decodeCursor<{ s: string; i: string }>(
      page.after,
      (v) => isPgTimestamp(v.s) && typeof v.i === 'string' && isUuid(v.i),
    );
    const limit = page.first + 1;
    const rows =
      role === 'coach'
        ? cursor
          ? await many(this.db, q.pages.coachAfter, [memberId, limit, cursor.s, cursor.i])
          : await many(this.db, q.pages.coach, [memberId, limit])
        : cursor
          ? await many(this.db, q.pages.attendeeAfter, [memberId, limit, cursor.s, cursor.i])
          : await many(this.db, q.pages.attendee, [memberId, limit]);
    const { n } = (await one(this.db, role === 'coach' ? q.countAsCoach : q.countAsAttendee, [memberId]))!;
    const result = pageOf(
      rows,
      page.first,
      n,
      (last) => ({ s: last.cursorStarts, i: last.id }),
      (r) => forViewer(r, memberId),
    );
    return { ...result, items: await this.withRosters(result.items) };
  }

  /** The coach rewrites an open occurrence's notes. */
  async editNotes(coachId: string, id: string, notes: string | null | undefined): Promise<GroupSessionView> {
    const text = parseNotes(notes);
    await inTransaction(this.db, async (tx) => {
      const g = await this.lock(tx, id);
      if (g.coach_id !== coachId) throw forbidden(GroupMessages.onlyCoach);
      if (g.status !== 'scheduled') throw conflict(GroupMessages.notScheduled);
      await run(tx, q.setNotes, [g.id, text]);
    });
    return this.view(coachId, id);
  }

  /**
   * A member takes a seat: the cost is held in escrow (premium members hold nothing); when every
   * seat is taken they join the waitlist, last. One live seat per member and occurrence.
   */
  async join(memberId: string, id: string): Promise<GroupSessionView> {
    await inTransaction(this.db, async (tx, afterCommit) => {
      const g = await this.lock(tx, id);
      if (g.coach_id === memberId) throw forbidden(GroupMessages.ownSession);
      if (g.status !== 'scheduled') throw conflict(GroupMessages.notScheduled);
      if (g.started) throw conflict(GroupMessages.started);
      // One statement after the lock: the seats taken, my live seat, my name and tier.
      const me = (await one(tx, q.joinState, [g.id, memberId, g.coach_id]))!;
      // A seat is a request to the coach: a block between them stops it as it stops a request.
      if (me.blocker_id) throw blockRefusal(me.blocker_id, memberId);
      if (me.my_status)
        throw conflict(me.my_status === 'waitlisted' ? GroupMessages.alreadyWaitlisted : GroupMessages.alreadyBooked);
      const held = me.user_type !== 'premium';
      const { taken } = me;
      if (taken < g.seats) {
        const created = (await one(tx, q.insertBookedSeat, [g.id, memberId, g.energy_cost, held]))!;
        if (held) await this.hold(tx, created.id, memberId, g.energy_cost);
        await this.notify(tx, afterCommit, this.bookedNotice(g, me.full_name));
        await this.onBooked(tx, afterCommit, { groupSessionId: g.id, memberId, title: g.title });
      } else {
        // Waiting costs nothing, but a member who could not pay for the seat is told now, not later.
        const available = held ? (await this.ledger.walletBalances(tx, [memberId])).get(memberId)! : Infinity;
        if (available < g.energy_cost)
          throw translatableError('INSUFFICIENT_FUNDS', ExchangeMessages.insufficient, undefined, {
            available,
            required: g.energy_cost,
          });
        await run(tx, q.insertWaitlistedSeat, [g.id, memberId, g.energy_cost]);
      }
    });
    return this.viewAnnouncingSeats(memberId, id);
  }

  /**
   * A member gives up their seat up to 24 hours before the start (a waitlisted one until the start):
   * the hold comes back and the seat goes to the first on the waitlist who can pay.
   */
  async leave(memberId: string, id: string): Promise<GroupSessionView> {
    await inTransaction(this.db, async (tx, afterCommit) => {
      const g = await this.lock(tx, id);
      const seat = await one(tx, q.liveSeatOf, [g.id, memberId]);
      if (!seat) throw notFound(GroupMessages.noSeat);
      if (g.status !== 'scheduled') throw conflict(GroupMessages.notScheduled);
      if (g.started) throw conflict(GroupMessages.started);
      if (seat.status === 'booked' && g.leave_closed) throw conflict(GroupMessages.leaveClosed);
      await this.freeSeat(tx, afterCommit, g, seat, 'left', { announce: false });
    });
    return this.viewAnnouncingSeats(memberId, id);
  }

  /** The coach cancels an open occurrence: every hold comes back, every seat holder and waitlisted member is told. */
  async cancel(coachId: string, id: string): Promise<GroupSessionView> {
    await inTransaction(this.db, async (tx, afterCommit) => {
      const g = await this.lock(tx, id);
      if (g.coach_id !== coachId) throw forbidden(GroupMessages.onlyCoach);
      if (g.status === 'cancelled') return; // a second click: it is cancelled
      if (g.status !== 'scheduled') throw conflict(GroupMessages.notScheduled);
      await this.endAll(tx, afterCommit, g, 'cancelled', (seat, when) => ({
        userId: seat.member_id,
        type: 'group_session_cancelled',
        params: {
          text: 'groupSessionCancelled',
          values: { coach: g.coach_name, service: g.title, ...backAgain(seat) },
          at: when,
        },
        reference: g.id,
      }));
    });
    return this.view(coachId, id);
  }

  /**
   * The coach completes an occurrence from its start: each attended seat settles once (from escrow,
   * or from issuance for a premium member, as an exchange does), every other booked seat is absent
   * and released, the waitlist released. A second call (a double click) answers it as it is.
   * `attended` must name members with a booked seat only; anything else changes nothing.
   */
  async complete(coachId: string, id: string, attended: readonly string[]): Promise<GroupSessionView> {
    if (!Array.isArray(attended) || attended.length > MAX_SEATS || attended.some((m) => typeof m !== 'string'))
      throw translatableError('VALIDATION', GroupSessionLabels.attendedList, { max: MAX_SEATS });
    await inTransaction(this.db, async (tx, afterCommit) => {
      const g = await this.lock(tx, id);
      if (g.coach_id !== coachId) throw forbidden(GroupMessages.onlyCoach);
      if (g.status === 'completed') return; // settled by the first click
      if (g.status !== 'scheduled') throw conflict(GroupMessages.notScheduled);
      if (!g.started) throw conflict(GroupMessages.notStarted);
      const seats = await many(tx, q.liveSeatsOf, [g.id]);
      const booked = new Map(seats.filter((s) => s.status === 'booked').map((s) => [s.member_id, s]));
      const present = new Set<string>(attended);
      if ([...present].some((m: string) => !booked.has(m))) throw invalid(GroupMessages.neverBooked);
      await run(tx, q.endGroupSession, [g.id, 'completed']);
      for (const s of seats) {
        if (s.status === 'waitlisted') {
          await run(tx, q.endSeat, [s.id, 'released']);
          continue;
        }
        if (present.has(s.member_id)) {
          await run(tx, q.endSeat, [s.id, 'attended']);
          afterCommit(() => settlements.inc());
          await this.ledger.transfer(tx, {
            from: s.held ? 'escrow' : 'issuance',
            to: { wallet: g.coach_id },
            amount: s.energy_cost,
            kind: 'settlement',
            reference: s.id,
            idempotencyKey: `seat-settle:${s.id}`,
          });
        } else {
          await run(tx, q.endSeat, [s.id, 'absent']);
          if (s.held) await this.release(tx, s);
        }
        await this.notify(tx, afterCommit, {
          userId: s.member_id,
          type: 'group_session_completed',
          params: {
            text: present.has(s.member_id) ? 'groupSessionAttended' : 'groupSessionAbsent',
            values: { coach: g.coach_name, service: g.title, paid: yesNo(s.held), cost: s.energy_cost },
          },
          reference: g.id,
        });
      }
      afterCommit(() => this.notifications.accountChanged(g.coach_id));
      this.seatsChangedAfter(afterCommit, g);
    });
    return this.view(coachId, id);
  }

  /**
   * Inside a suspension's or a deletion's transaction: the member's seats in open occurrences are
   * released (a freed seat goes down the waitlist as after a leave), and, as a coach, their open
   * occurrences are cancelled. Call it before anything else that locks the member's wallet: an
   * occurrence is locked before wallets, as everywhere.
   */
  async releaseAllOfIn(tx: EntityManager, afterCommit: AfterCommit, memberId: string): Promise<number> {
    let n = 0;
    for (const { id } of await many(tx, q.scheduledOfCoach, [memberId])) {
      const g = await this.lock(tx, id);
      if (g.status !== 'scheduled') continue;
      n++;
      await this.endAll(tx, afterCommit, g, 'cancelled', (seat, when) => ({
        userId: seat.member_id,
        type: 'group_session_cancelled',
        params: {
          text: 'groupSessionCancelledAccountClosed',
          values: { coach: g.coach_name, service: g.title, ...backAgain(seat) },
          at: when,
        },
        reference: g.id,
      }));
    }
    for (const { id } of await many(tx, q.scheduledWithSeatOf, [memberId])) {
      const g = await this.lock(tx, id);
      const seat = await one(tx, q.liveSeatOf, [g.id, memberId]);
      if (g.status !== 'scheduled' || !seat || (seat.status !== 'booked' && seat.status !== 'waitlisted')) continue;
      n++;
      await this.freeSeat(tx, afterCommit, g, seat, 'released');
    }
    return n;
  }

  /**
   * Occurrences whose coach never completed them within a week of the start expire: nothing is paid,
   * every hold comes back, and everyone on it is told (docs/ledger.md "Group sessions"). Safe on
   * several instances at once (SKIP LOCKED).
   */
  async expireDue(limit = 100): Promise<number> {
    return inBatchTransactions(this.db, limit, async (tx, afterCommit) => {
      const due = await many(tx, q.claimDueGroupSessions, [GROUP_SESSION_GRACE_HOURS, limit]);
      for (const { id } of due) {
        const g = await this.lock(tx, id);
        await this.endAll(tx, afterCommit, g, 'expired', (seat, when) => ({
          userId: seat.member_id,
          type: 'group_session_cancelled',
          params: {
            text: 'groupSessionExpired',
            values: { coach: g.coach_name, service: g.title, ...backAgain(seat) },
            at: when,
          },
          reference: g.id,
        }));
        await this.notify(tx, afterCommit, {
          userId: g.coach_id,
          type: 'group_session_cancelled',
          params: {
            text: 'groupSessionExpiredCoach',
            values: { service: g.title, days: GROUP_SESSION_GRACE_HOURS / 24 },
          },
          reference: g.id,
        });
      }
      return due.length;
    });
  }

  // ─── The parts ────────────────────────────────────────────────────────────────────────────────

  private async lock(tx: EntityManager, id: string): Promise<q.LockedGroupSession> {
    if (!isUuid(id)) throw notFound(GroupMessages.notFound);
    const g = await one(tx, q.lockGroupSession, [id]);
    if (!g) throw notFound(GroupMessages.notFound);
    return g;
  }

  /** Ends an occurrence and every live seat of it, each holder told in their own time zone. */
  private async endAll(
    tx: EntityManager,
    afterCommit: AfterCommit,
    g: q.LockedGroupSession,
    status: 'cancelled' | 'expired',
    notice: (seat: q.SeatRow, when: string) => NewNotice, // `when`: the start, ISO, read on each holder's clock
  ): Promise<void> {
    await run(tx, q.endGroupSession, [g.id, status]);
    for (const seat of await many(tx, q.liveSeatsOf, [g.id])) {
      await run(tx, q.endSeat, [seat.id, 'released']);
      if (seat.held && seat.status === 'booked') await this.release(tx, seat);
      await this.notify(tx, afterCommit, notice(seat, new Date(g.starts_at).toISOString()));
    }
    this.seatsChangedAfter(afterCommit, g);
  }

  /** A live seat ends (left, released); a booked one's hold comes back and the seat goes down the waitlist. */
  private async freeSeat(
    tx: EntityManager,
    afterCommit: AfterCommit,
    g: q.LockedGroupSession,
    seat: q.SeatRow,
    status: 'left' | 'released',
    { announce }: { announce: boolean } = { announce: true }, // false: the caller announces from its answer's read
  ): Promise<void> {
    await run(tx, q.endSeat, [seat.id, status]);
    if (seat.status === 'booked') {
      if (seat.held) await this.release(tx, seat);
      if (!g.started) await this.promote(tx, afterCommit, g);
    }
    if (announce) this.seatsChangedAfter(afterCommit, g);
  }

  /**
   * A seat came free: it goes to the first on the waitlist who can pay (premium members always can).
   * Whoever cannot pay any more is taken off the waitlist and told why; the next one is tried.
   */
  private async promote(tx: EntityManager, afterCommit: AfterCommit, g: q.LockedGroupSession): Promise<void> {
    for (const w of await many(tx, q.waitlistOf, [g.id])) {
      const held = w.user_type !== 'premium';
      // The wallet is locked until the commit: the balance read is the one the hold will see.
      const balance = held ? ((await this.ledger.lockWallets(tx, [w.member_id])).get(w.member_id) ?? 0) : 0;
      const startsAt = new Date(g.starts_at).toISOString();
      if (held && balance < w.energy_cost) {
        await run(tx, q.endSeat, [w.id, 'skipped']);
        await this.notify(tx, afterCommit, {
          userId: w.member_id,
          type: 'seat_available',
          params: {
            text: 'seatSkipped',
            values: { service: g.title, cost: w.energy_cost, balance },
            at: startsAt,
          },
          reference: g.id,
        });
        continue;
      }
      await run(tx, q.bookWaitlisted, [w.id, held]);
      if (held) await this.hold(tx, w.id, w.member_id, w.energy_cost);
      await this.notify(tx, afterCommit, {
        userId: w.member_id,
        type: 'seat_available',
        params: {
          text: 'seatGiven',
          values: { service: g.title, held: yesNo(held), cost: w.energy_cost },
          at: startsAt,
        },
        reference: g.id,
      });
      await this.notify(tx, afterCommit, this.bookedNotice(g, w.full_name));
      await this.onBooked(tx, afterCommit, { groupSessionId: g.id, memberId: w.member_id, title: g.title });
      return;
    }
  }

  private bookedNotice(g: q.LockedGroupSession, memberName: string): NewNotice {
    return {
      userId: g.coach_id,
      type: 'group_session_booked',
      params: { text: 'groupSessionBooked', values: { member: memberName, service: g.title } },
      reference: g.id,
    };
  }

  private async hold(tx: EntityManager, seatId: string, memberId: string, amount: number) {
    await this.ledger.transfer(
      tx,
      escrowHold({
        payerId: memberId,
        amount,
        reference: seatId,
        idempotencyKey: `seat-hold:${seatId}`,
        insufficientMessage: ExchangeMessages.insufficient,
      }),
    );
  }

  private async release(tx: EntityManager, seat: Pick<q.SeatRow, 'id' | 'member_id' | 'energy_cost'>) {
    await this.ledger.transfer(
      tx,
      escrowRelease({
        payerId: seat.member_id,
        amount: seat.energy_cost,
        reference: seat.id,
        idempotencyKey: `seat-release:${seat.id}`,
      }),
    );
  }

  /**
   * The notice is written in the change's transaction; its live event goes out after the commit,
   * not awaited: the caller's answer (a booking's) does not wait for that round trip, and
   * publishing never throws.
   */
  private async notify(tx: EntityManager, afterCommit: AfterCommit, n: NewNotice) {
    const created = await this.notifications.create(tx, n);
    afterCommit(() => {
      void this.publish(created);
    });
  }

  /**
   * After commit, the occurrence's new seat counts go to every subscriber (a seat taken or freed).
   * The counts are read after the commit, so an event never tells what a rolled-back change did. Not
   * awaited: the caller's answer does not wait for the read and the NOTIFY (two round trips of a
   * booking's latency), and `announceSeats` never throws.
   */
  private seatsChangedAfter(afterCommit: AfterCommit, g: q.LockedGroupSession) {
    afterCommit(() => {
      void this.announceSeats(g.id);
    });
  }

  /** The seat count events of every occurrence, or of one service's (a Discover card, a service page). */
  live(serviceId?: string | null): AsyncIterable<SeatsChanged> {
    if (!this.bus) throw new Error('group sessions: no event bus');
    const events = this.bus.pubSub.subscribe(Topic.GroupSessionSeats, PUBLIC_ADDRESS) as AsyncIterable<SeatsChanged>;
    return serviceId
      ? pipe(
          events,
          filter((e: SeatsChanged) => e.serviceId === serviceId),
        )
      : events;
  }

  private async announceSeats(id: string): Promise<void> {
    if (!this.bus) return;
    try {
      const row = await hotReadsOf(this.db).one(q.groupSessionById, [null, id]);
      if (row) await this.publishSeats(row);
    } catch (err) {
      logger.error('seat event not published', { error: err });
    }
  }

  /**
   * A member's own seat change (a booking, a leave) answers with the occurrence read after its
   * commit; the seat count event is made from that same read rather than a second one. Its counts
   * are everyone's: only the viewer's own fields differ, and the event carries none of them.
   */
  private async viewAnnouncingSeats(memberId: string, id: string): Promise<GroupSessionView> {
    const view = await this.view(memberId, id);
    this.publishSeats(view).catch((err: unknown) => logger.error('seat event not published', { error: err }));
    return view;
  }

  private async publishSeats(
    row: Pick<q.GroupSessionRow, 'id' | 'serviceId' | 'status' | 'seats' | 'seatsTaken' | 'waitlisted'>,
  ): Promise<void> {
    if (!this.bus) return;
    const event: SeatsChanged = {
      groupSessionId: row.id,
      serviceId: row.serviceId,
      status: row.status,
      seatsTaken: row.seatsTaken,
      seatsLeft: Math.max(0, row.seats - row.seatsTaken),
      waitlisted: row.waitlisted,
    };
    await this.bus.publish(Topic.GroupSessionSeats, PUBLIC_ADDRESS, event);
  }

  /** Adds the roster to the occurrences the viewer coaches (one statement for the whole list). */
  private async withRosters(
    views: GroupSessionView[],
    db: EntityManager = this.db.manager,
  ): Promise<GroupSessionView[]> {
    const coached = views.filter((v) => v.isCoach).map((v) => v.id);
    if (coached.length === 0) return views;
    const rows = await many(db, q.rosterOf, [coached]);
    const byId = new Map<string, RosterSeat[]>();
    for (const r of rows) {
      const list = byId.get(r.group_session_id) ?? [];
      list.push({ memberId: r.member_id, fullName: r.full_name, status: r.status, waitlistRank: r.waitlist_rank });
      byId.set(r.group_session_id, list);
    }
    return views.map((v) => (v.isCoach ? { ...v, roster: byId.get(v.id) ?? [] } : v));
  }
}
