import { defineQuery } from '../../db/typed-query.js';
import { activeMemberRow } from '../identity/index.js';

// The group sessions module's statements: its own tables (`group_sessions`, `group_session_seats`),
// and read models of the service (`services`), its coach and members (`users`), the coach's weekly
// availability and one-to-one sessions, the ledger's journal for the money check, and a seat's
// testimonial (`testimonials`) and dispute (`exchange_disputes`) for what its attendee may do — each
// named where it is read.

/** What a seat's status may be (stored as text). */
export type SeatStatus = 'booked' | 'waitlisted' | 'left' | 'attended' | 'absent' | 'released' | 'skipped';
export type GroupSessionStatus = 'scheduled' | 'cancelled' | 'completed' | 'expired';

/** The seats that count against an occurrence's capacity. */
const TAKEN = `('booked', 'attended', 'absent')`;
/** A member's live seat of an occurrence (one at most: `group_session_seats_member_key`). */
const LIVE = `('booked', 'waitlisted', 'attended', 'absent')`;

// ─── The ledger's questions (escrow, on hold, the money check) ──────────────────────────────────

/** EP held in escrow for booked seats. */
export const openSeatHoldsTotal = defineQuery<[], { holds: number }>(
  'openSeatHoldsTotal',
  `SELECT coalesce(sum(energy_cost), 0)::int AS holds FROM group_session_seats WHERE held AND status = 'booked'`,
);

/** One member's open seat holds, each by the seat (the reference of its hold entry). */
export const openSeatHoldsOfMember = defineQuery<
  [memberId: string],
  { reference: string; amount: number; pending: boolean; placed_at: Date }
>(
  'openSeatHoldsOfMember',
  `SELECT id::text AS reference, energy_cost AS amount, true AS pending, booked_at AS placed_at
     FROM group_session_seats WHERE member_id = $1 AND held AND status = 'booked'`,
);

/**
 * Seats whose money is not whole: a held seat without its hold, an attended one without its
 * settlement, a settlement of a seat not attended, a held seat that ended otherwise without its
 * release, a testimonial reward (`testimonial-seat:`) without an attended seat's testimonial. Read
 * model: the ledger's journal by the keys this module and the testimonials give their transfers. A
 * seat's reversal after a dispute is checked with every reversal (disputes' `brokenReversals`).
 */
export const seatsWithBrokenMoney = defineQuery<[], { id: string; status: string; problem: string }>(
  'seatsWithBrokenMoney',
  `SELECT * FROM (
     SELECT s.id, s.status,
            CASE WHEN s.held AND NOT EXISTS (SELECT 1 FROM ledger_entries e WHERE e.idempotency_key = 'seat-hold:' || s.id) THEN 'no hold entry'
                 WHEN s.status = 'attended' AND NOT EXISTS (SELECT 1 FROM ledger_entries e WHERE e.idempotency_key = 'seat-settle:' || s.id) THEN 'no settlement entry'
                 WHEN s.status <> 'attended' AND EXISTS (SELECT 1 FROM ledger_entries e WHERE e.idempotency_key = 'seat-settle:' || s.id) THEN 'settled but not attended'
                 WHEN s.held AND s.status IN ('left', 'absent', 'released')
                      AND NOT EXISTS (SELECT 1 FROM ledger_entries e WHERE e.idempotency_key = 'seat-release:' || s.id) THEN 'hold never released'
                 WHEN s.status IN ('booked', 'attended') AND EXISTS (SELECT 1 FROM ledger_entries e WHERE e.idempotency_key = 'seat-release:' || s.id) THEN 'released but still booked'
                 WHEN EXISTS (SELECT 1 FROM ledger_entries e WHERE e.idempotency_key = 'testimonial-seat:' || s.id)
                      AND NOT (s.status = 'attended' AND EXISTS (SELECT 1 FROM testimonials t WHERE t.seat_id = s.id))
                   THEN 'testimonial reward without an attended seat''s testimonial'
            END AS problem
       FROM group_session_seats s) checked
    WHERE problem IS NOT NULL`,
);

// ─── Scheduling ──────────────────────────────────────────────────────────────────────────────────

/** The service to schedule, share-locked (it cannot be archived meanwhile). */
export const serviceForSchedule = defineQuery<
  [serviceId: string],
  { id: string; coach_id: string; energy_cost: number; max_participants: number }
>(
  'serviceForSchedule',
  `SELECT o.id, o.coach_id, o.energy_cost, o.max_participants
     FROM services o WHERE o.id = $1 AND o.archived_at IS NULL FOR SHARE OF o`,
);

/**
 * Whether the coach still takes bookings (not suspended, not deleted). A statement of its own, read
 * after the service's share lock: a suspension locks the coach's services before it cancels their
 * group sessions, so a schedule that waited for it sees the suspension here.
 */
export const coachTakesBookings = defineQuery<[coachId: string], { ok: boolean }>(
  'coachTakesBookings',
  `SELECT ${activeMemberRow('u')} AS ok FROM users u WHERE u.id = $1`,
);

/**
 * A date and hourly slot of the coach, in the coach's timezone: whether it is past, in their weekly
 * availability, and whether the coach already has an accepted one-to-one session (either side) or a
 * live occurrence at that instant.
 */
export const coachSlotCheck = defineQuery<
  [coachId: string, date: string, hour: number],
  {
    timezone: string;
    past_date: boolean;
    starts_at: Date;
    past_slot: boolean;
    available: boolean;
    one_to_one: boolean;
    occurrence: boolean;
  }
>(
  'coachSlotCheck',
  `WITH slot AS (
     SELECT u.id, u.timezone, (($2::date + make_time($3, 0, 0)) AT TIME ZONE u.timezone) AS starts_at,
            $2::date < (now() AT TIME ZONE u.timezone)::date AS past_date
       FROM users u WHERE u.id = $1)
   SELECT slot.timezone, slot.past_date, slot.starts_at, slot.starts_at <= now() AS past_slot,
          EXISTS (SELECT 1 FROM availability_slots a WHERE a.user_id = slot.id
                    AND a.weekday = extract(isodow FROM $2::date) - 1 AND a.hour = $3) AS available,
          EXISTS (SELECT 1 FROM sessions s WHERE s.status = 'accepted' AND s.starts_at = slot.starts_at
                    AND (s.coach_id = slot.id OR s.student_id = slot.id)) AS one_to_one,
          EXISTS (SELECT 1 FROM group_sessions g WHERE g.coach_id = slot.id AND g.starts_at = slot.starts_at
                    AND g.status <> 'cancelled') AS occurrence
     FROM slot`,
);

export const insertGroupSession = defineQuery<
  [
    serviceId: string,
    coachId: string,
    startsAt: Date,
    date: string,
    timeSlot: string,
    seats: number,
    energyCost: number,
    notes: string | null,
  ],
  { id: string }
>(
  'insertGroupSession',
  `INSERT INTO group_sessions (service_id, coach_id, starts_at, session_date, time_slot, seats, energy_cost, notes)
   VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id`,
);

// ─── One occurrence, locked for a change ─────────────────────────────────────────────────────────

/** An occurrence locked for a change (every seat change locks it first: the one lock order). */
export interface LockedGroupSession {
  id: string;
  service_id: string;
  coach_id: string;
  coach_name: string;
  title: string;
  starts_at: Date;
  seats: number;
  energy_cost: number;
  status: GroupSessionStatus;
  started: boolean;
  leave_closed: boolean;
}

/**
 * What a join decides on, in one statement of its own after the occurrence's lock: a statement that
 * waited for the lock still reads its own older snapshot (READ COMMITTED), so the seats taken are
 * counted here, not in the locking statement, which would miss those of the transaction it waited
 * for. With them: the joiner's live seat if any, and their name and tier.
 */
export const joinState = defineQuery<
  [id: string, memberId: string, coachId: string],
  {
    taken: number;
    my_status: SeatStatus | null;
    full_name: string;
    user_type: 'free' | 'premium';
    /** Who blocked whom between the member and the coach, when one did (the member's own block first). */
    blocker_id: string | null;
  }
>(
  'groupSessionJoinState',
  `SELECT (SELECT count(*)::int FROM group_session_seats WHERE group_session_id = $1 AND status IN ${TAKEN}) AS taken,
          (SELECT s.status FROM group_session_seats s WHERE s.group_session_id = $1 AND s.member_id = $2 AND s.status IN ${LIVE}) AS my_status,
          u.full_name, u.user_type,
          (SELECT b.blocker_id FROM member_blocks b
            WHERE (b.blocker_id = $2 AND b.blocked_id = $3) OR (b.blocker_id = $3 AND b.blocked_id = $2)
            ORDER BY (b.blocker_id = $2) DESC LIMIT 1) AS blocker_id
     FROM users u WHERE u.id = $2`,
);

export const lockGroupSession = defineQuery<[id: string], LockedGroupSession>(
  'lockGroupSession',
  `SELECT g.id, g.service_id, g.coach_id, c.full_name AS coach_name, o.title, g.starts_at, g.seats, g.energy_cost,
          g.status, g.starts_at <= now() AS started, g.starts_at - interval '24 hours' <= now() AS leave_closed
     FROM group_sessions g JOIN services o ON o.id = g.service_id JOIN users c ON c.id = g.coach_id
    WHERE g.id = $1 FOR UPDATE OF g`,
);

export const setNotes = defineQuery<[id: string, notes: string | null]>(
  'setGroupSessionNotes',
  `UPDATE group_sessions SET notes = $2, updated_at = now() WHERE id = $1`,
);

export const endGroupSession = defineQuery<[id: string, status: 'cancelled' | 'completed' | 'expired']>(
  'endGroupSession',
  `UPDATE group_sessions SET status = $2, ended_at = now(), updated_at = now() WHERE id = $1`,
);

// ─── Seats ───────────────────────────────────────────────────────────────────────────────────────

export interface SeatRow {
  id: string;
  member_id: string;
  status: SeatStatus;
  energy_cost: number;
  held: boolean;
  full_name: string;
  user_type: 'free' | 'premium';
  /** The holder's timezone: what they are told says the time in it. */
  timezone: string;
}

const SEAT_COLUMNS = `s.id, s.member_id, s.status, s.energy_cost, s.held, u.full_name, u.user_type, u.timezone`;

export const liveSeatOf = defineQuery<[groupSessionId: string, memberId: string], SeatRow>(
  'liveSeatOf',
  `SELECT ${SEAT_COLUMNS} FROM group_session_seats s JOIN users u ON u.id = s.member_id
    WHERE s.group_session_id = $1 AND s.member_id = $2 AND s.status IN ${LIVE}`,
);

/** A booked seat (`held` says whether its cost is in escrow). */
export const insertBookedSeat = defineQuery<
  [groupSessionId: string, memberId: string, energyCost: number, held: boolean],
  { id: string }
>(
  'insertBookedSeat',
  `INSERT INTO group_session_seats (group_session_id, member_id, status, energy_cost, held, booked_at)
   VALUES ($1, $2, 'booked', $3, $4, now()) RETURNING id`,
);

/** A place on the waitlist, after everyone already on it (the occurrence is locked: the order is the locks'). */
export const insertWaitlistedSeat = defineQuery<
  [groupSessionId: string, memberId: string, energyCost: number],
  { id: string }
>(
  'insertWaitlistedSeat',
  `INSERT INTO group_session_seats (group_session_id, member_id, status, energy_cost, waitlist_position)
   VALUES ($1, $2, 'waitlisted', $3, nextval('group_session_waitlist_seq')) RETURNING id`,
);

/** A waitlisted seat becomes booked, at this occurrence's price. */
export const bookWaitlisted = defineQuery<[seatId: string, held: boolean]>(
  'bookWaitlistedSeat',
  `UPDATE group_session_seats SET status = 'booked', held = $2, booked_at = now(), waitlist_position = NULL
    WHERE id = $1 AND status = 'waitlisted'`,
);

/** A seat's end: left, attended, absent, released or skipped. */
export const endSeat = defineQuery<[seatId: string, status: SeatStatus]>(
  'endSeat',
  `UPDATE group_session_seats SET status = $2, ended_at = now() WHERE id = $1`,
);

/** The waitlist in order, first first. */
export const waitlistOf = defineQuery<[groupSessionId: string], SeatRow>(
  'waitlistOf',
  `SELECT ${SEAT_COLUMNS} FROM group_session_seats s JOIN users u ON u.id = s.member_id
    WHERE s.group_session_id = $1 AND s.status = 'waitlisted' ORDER BY s.waitlist_position`,
);

/** Every live seat of an occurrence (booked and waitlisted), booked first. */
export const liveSeatsOf = defineQuery<[groupSessionId: string], SeatRow>(
  'liveSeatsOf',
  `SELECT ${SEAT_COLUMNS} FROM group_session_seats s JOIN users u ON u.id = s.member_id
    WHERE s.group_session_id = $1 AND s.status IN ('booked', 'waitlisted')
    ORDER BY s.status, s.waitlist_position NULLS FIRST, s.booked_at, s.id`,
);

/** The occurrences where a member holds a live seat and which are still scheduled (suspension, deletion). */
export const scheduledWithSeatOf = defineQuery<[memberId: string], { id: string }>(
  'scheduledWithSeatOf',
  `SELECT DISTINCT g.id FROM group_session_seats s JOIN group_sessions g ON g.id = s.group_session_id
    WHERE s.member_id = $1 AND s.status IN ('booked', 'waitlisted') AND g.status = 'scheduled' ORDER BY g.id`,
);

/** A coach's scheduled occurrences (suspension, deletion). */
export const scheduledOfCoach = defineQuery<[coachId: string], { id: string }>(
  'scheduledOfCoach',
  `SELECT id FROM group_sessions WHERE coach_id = $1 AND status = 'scheduled' ORDER BY id`,
);

/** Occurrences their coach never completed, claimed for expiry (SKIP LOCKED: instances share the work). */
export const claimDueGroupSessions = defineQuery<[graceHours: number, limit: number], { id: string }>(
  'claimDueGroupSessions',
  `SELECT id FROM group_sessions WHERE status = 'scheduled' AND starts_at < now() - make_interval(hours => $1)
    ORDER BY starts_at LIMIT $2 FOR UPDATE SKIP LOCKED`,
);

// ─── Read models ─────────────────────────────────────────────────────────────────────────────────

/** An occurrence as anyone may see it, with the seat counts and the viewer's own seat. */
export interface GroupSessionRow {
  id: string;
  serviceId: string;
  serviceTitle: string;
  durationMinutes: number;
  coachId: string;
  coachName: string;
  startsAt: Date;
  sessionDate: string;
  timeSlot: string;
  seats: number;
  energyCost: number;
  notes: string | null;
  status: GroupSessionStatus;
  createdAt: Date;
  endedAt: Date | null;
  seatsTaken: number;
  waitlisted: number;
  myStatus: SeatStatus | null;
  myWaitlistRank: number | null;
  /** My seat is attended and I have not reviewed it (nor was it reversed). */
  canReview: boolean;
  /** My seat is attended, the completion is at most 7 days old, and no dispute was opened for it. */
  canDispute: boolean;
  started: boolean;
  leaveClosed: boolean;
  cursorStarts: string;
}

const VIEW = `
  SELECT g.id, g.service_id AS "serviceId", o.title AS "serviceTitle", o.duration_minutes AS "durationMinutes",
         g.coach_id AS "coachId", c.full_name AS "coachName", g.starts_at AS "startsAt",
         g.session_date::text AS "sessionDate", g.time_slot AS "timeSlot", g.seats, g.energy_cost AS "energyCost",
         g.notes, g.status, g.created_at AS "createdAt", g.ended_at AS "endedAt",
         coalesce(n.taken, 0)::int AS "seatsTaken", coalesce(n.waitlisted, 0)::int AS "waitlisted",
         my.status AS "myStatus",
         CASE WHEN my.status = 'waitlisted' THEN
           (SELECT count(*)::int FROM group_session_seats w WHERE w.group_session_id = g.id AND w.status = 'waitlisted'
               AND w.waitlist_position <= my.waitlist_position) END AS "myWaitlistRank",
         coalesce(my.status = 'attended'
           AND NOT EXISTS (SELECT 1 FROM testimonials t WHERE t.seat_id = my.id)
           AND NOT EXISTS (SELECT 1 FROM exchange_disputes d WHERE d.seat_id = my.id AND d.status = 'reversed'), false) AS "canReview",
         coalesce(my.status = 'attended' AND g.ended_at >= now() - interval '7 days'
           AND NOT EXISTS (SELECT 1 FROM exchange_disputes d WHERE d.seat_id = my.id), false) AS "canDispute",
         g.starts_at <= now() AS started, g.starts_at - interval '24 hours' <= now() AS "leaveClosed",
         g.starts_at::text AS "cursorStarts"
    FROM group_sessions g
    JOIN services o ON o.id = g.service_id
    JOIN users c ON c.id = g.coach_id
    LEFT JOIN LATERAL (
      SELECT count(*) FILTER (WHERE s.status IN ${TAKEN}) AS taken, count(*) FILTER (WHERE s.status = 'waitlisted') AS waitlisted
        FROM group_session_seats s WHERE s.group_session_id = g.id) n ON true
    LEFT JOIN LATERAL (
      SELECT s.id, s.status, s.waitlist_position FROM group_session_seats s
       WHERE s.group_session_id = g.id AND s.member_id = $1::uuid AND s.status IN ${LIVE}) my ON true`;

/**
 * One occurrence as `viewerId` (null: a visitor) sees it: every seat change's answer. By its key, so
 * that the statement prepared on a connection is planned once there (a generic plan); over an array
 * of ids (`= ANY`) PostgreSQL judged the generic plan dearer than a custom one and planned it anew on
 * every call, which cost a booking more than the read itself (docs/benchmarks.md).
 */
export const groupSessionById = defineQuery<[viewerId: string | null, id: string], GroupSessionRow>(
  'groupSessionById',
  `${VIEW} WHERE g.id = $2`,
);

/** A service's upcoming occurrences (scheduled, not started), soonest first: at most `limit`. */
export const upcomingOfService = defineQuery<
  [viewerId: string | null, serviceId: string, limit: number],
  GroupSessionRow
>(
  'upcomingGroupSessionsOfService',
  `${VIEW} WHERE g.service_id = $2 AND g.status = 'scheduled' AND g.starts_at > now()
    ORDER BY g.starts_at, g.id LIMIT $3`,
);

/**
 * The next `perService` ($3) upcoming occurrences (scheduled, not started) of each of the services
 * ($2), soonest first per service: a Discover page's or a coach profile's cards in one statement,
 * each service's few read from the index on (service, start) of scheduled occurrences.
 */
export const nextOfServices = defineQuery<
  [viewerId: string | null, serviceIds: readonly string[], perService: number],
  GroupSessionRow
>(
  'nextGroupSessionsOfServices',
  `${VIEW} WHERE g.id IN (
      SELECT n.id FROM unnest($2::uuid[]) AS svc(id)
      CROSS JOIN LATERAL (
        SELECT x.id FROM group_sessions x
         WHERE x.service_id = svc.id AND x.status = 'scheduled' AND x.starts_at > now()
         ORDER BY x.starts_at LIMIT $3) n)
    ORDER BY g.service_id, g.starts_at, g.id`,
);

/** The occurrences where the viewer ($1) has a live seat. */
const MY_SEATS = `SELECT m.group_session_id FROM group_session_seats m WHERE m.member_id = $1 AND m.status IN ${LIVE}`;

/** A page of a coach's occurrences, newest start first (`after`: the last row's start and id). */
export const pages = {
  coach: defineQuery<[viewerId: string, limit: number], GroupSessionRow>(
    'groupSessionsAsCoach',
    `${VIEW} WHERE g.coach_id = $1 ORDER BY g.starts_at DESC, g.id DESC LIMIT $2`,
  ),
  coachAfter: defineQuery<[viewerId: string, limit: number, startsAt: string, id: string], GroupSessionRow>(
    'groupSessionsAsCoachAfter',
    `${VIEW} WHERE g.coach_id = $1 AND (g.starts_at, g.id) < ($3::timestamptz, $4::uuid)
      ORDER BY g.starts_at DESC, g.id DESC LIMIT $2`,
  ),
  attendee: defineQuery<[viewerId: string, limit: number], GroupSessionRow>(
    'groupSessionsAsAttendee',
    `${VIEW} WHERE g.id IN (${MY_SEATS}) ORDER BY g.starts_at DESC, g.id DESC LIMIT $2`,
  ),
  attendeeAfter: defineQuery<[viewerId: string, limit: number, startsAt: string, id: string], GroupSessionRow>(
    'groupSessionsAsAttendeeAfter',
    `${VIEW} WHERE g.id IN (${MY_SEATS}) AND (g.starts_at, g.id) < ($3::timestamptz, $4::uuid)
      ORDER BY g.starts_at DESC, g.id DESC LIMIT $2`,
  ),
};

export const countAsCoach = defineQuery<[memberId: string], { n: number }>(
  'groupSessionCountAsCoach',
  `SELECT count(*)::int AS n FROM group_sessions WHERE coach_id = $1`,
);

export const countAsAttendee = defineQuery<[memberId: string], { n: number }>(
  'groupSessionCountAsAttendee',
  `SELECT count(DISTINCT group_session_id)::int AS n FROM group_session_seats WHERE member_id = $1 AND status IN ${LIVE}`,
);

/** The seats of occurrences as their coach sees them: booked, attended and absent first, then the waitlist in order. */
export const rosterOf = defineQuery<
  [ids: readonly string[]],
  { group_session_id: string; member_id: string; full_name: string; status: SeatStatus; waitlist_rank: number | null }
>(
  'groupSessionRoster',
  `SELECT s.group_session_id, s.member_id, u.full_name, s.status,
          CASE WHEN s.status = 'waitlisted' THEN
            row_number() OVER (PARTITION BY s.group_session_id, s.status = 'waitlisted' ORDER BY s.waitlist_position)::int END AS waitlist_rank
     FROM group_session_seats s JOIN users u ON u.id = s.member_id
    WHERE s.group_session_id = ANY($1::uuid[]) AND s.status IN ${LIVE}
    ORDER BY s.group_session_id, s.status = 'waitlisted', s.waitlist_position, s.booked_at, s.id`,
);
