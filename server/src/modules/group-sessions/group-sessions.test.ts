import { describe, expect, it, vi } from 'vitest';
import { useTestServices } from '../../../test/harness.js';
import { readNotifications } from '../../../test/notifications.js';
import {
  availableAllWeek,
  balanceOf,
  createMember,
  createService,
  dayInZone,
  grantEp,
  makePremium,
} from '../../../test/factories.js';
import { DomainError } from '../../common/errors/domain-error.js';
import { GroupText } from './group-session.service.js';
import { ExchangeText } from '../exchanges/index.js';

/**
 * Group sessions through the services alone (the domain rules; the transports are in
 * group-sessions.transport.test.ts): scheduling, seats and the waitlist, leaving, cancelling,
 * completing, and the races on one occurrence — each followed by the ledger check.
 */
const { app } = useTestServices();

const s = () => app.services;

async function coachWithGroupService(opts: { cost?: number; max?: number } = {}) {
  const coach = await createMember(app, { fullName: 'Coach Carla' });
  await availableAllWeek(app, coach.user.id);
  const service = await createService(app, coach.user.id, {
    title: 'Instagram Growth Plan',
    energyCost: opts.cost ?? 2,
    maxParticipants: opts.max ?? 3,
  });
  return { coach: coach.user, service };
}

async function member(ep = 10, name?: string) {
  const m = await createMember(app, name ? { fullName: name } : {});
  if (ep > 0) await grantEp(app, m.user.id, ep);
  return m.user;
}

async function scheduled(opts: { cost?: number; max?: number; seats?: number; days?: number } = {}) {
  const { coach, service } = await coachWithGroupService(opts);
  const g = await s().groupSessions.schedule(coach.id, {
    serviceId: service.id,
    date: dayInZone(opts.days ?? 3),
    timeSlot: '10:00',
    seats: opts.seats,
  });
  return { coach, service, g };
}

/** Mails queued to any of these members (the outbox's rows, sent or not). */
async function queuedMails(...memberIds: string[]): Promise<number> {
  const [{ n }] = await app.db.query<Array<{ n: number }>>(
    `SELECT count(*)::int AS n FROM mail_outbox WHERE user_id = ANY($1)`,
    [memberIds],
  );
  return n;
}

/** Moves an occurrence's start (tests only: time passing). */
async function startsIn(id: string, hours: number) {
  await app.db.query(`UPDATE group_sessions SET starts_at = now() + make_interval(hours => $2) WHERE id = $1`, [
    id,
    hours,
  ]);
}

async function ledgerOk() {
  const result = await s().ledger.check(app.db.manager);
  expect(result.problems).toEqual([]);
}

async function refused(p: Promise<unknown>, code: string, message?: string) {
  const err = await p.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(DomainError);
  expect((err as DomainError).code).toBe(code);
  if (message) expect((err as DomainError).message).toBe(message);
}

const escrow = () => s().ledger.systemBalance(app.db.manager, 'escrow');

describe('scheduling', () => {
  it('schedules in the coach’s availability, with the service’s max as the default seats', async () => {
    const { coach, service, g } = await scheduled();
    expect(g).toMatchObject({
      serviceId: service.id,
      coachId: coach.id,
      seats: 3,
      seatsTaken: 0,
      seatsLeft: 3,
      status: 'scheduled',
      timeSlot: '10:00',
      energyCost: 2,
      roster: [],
    });
    const list = await s().groupSessions.upcoming(null, service.id);
    expect(list.map((x) => x.id)).toEqual([g.id]);
    expect(list[0].roster).toBeNull();
  });

  it('refuses a past date, a slot outside availability, too many seats, a one-participant service, a second occurrence at the same time, and anyone but the coach', async () => {
    const { coach, service } = await coachWithGroupService({ max: 3 });
    const other = await member();
    const at = (over: object) =>
      s().groupSessions.schedule(coach.id, { serviceId: service.id, date: dayInZone(3), timeSlot: '10:00', ...over });
    await refused(at({ date: dayInZone(-2) }), 'VALIDATION', GroupText.datePast);
    await refused(at({ timeSlot: '08:00' }), 'VALIDATION', GroupText.slotUnavailable);
    await refused(at({ seats: 11 }), 'VALIDATION', GroupText.seatsRange(3));
    await refused(at({ seats: 4 }), 'VALIDATION', GroupText.seatsRange(3));
    await refused(at({ seats: 0 }), 'VALIDATION', GroupText.seatsRange(3));
    await refused(
      s().groupSessions.schedule(other.id, { serviceId: service.id, date: dayInZone(3), timeSlot: '10:00' }),
      'FORBIDDEN',
      GroupText.onlyCoachSchedules,
    );
    await at({ seats: 2 });
    await refused(at({}), 'CONFLICT', GroupText.occurrenceClash);
    const single = await createService(app, coach.id, { title: 'One to one' });
    await refused(
      s().groupSessions.schedule(coach.id, { serviceId: single.id, date: dayInZone(4), timeSlot: '10:00' }),
      'VALIDATION',
      GroupText.notGroupService,
    );
    const { n } = (await app.db.query(`SELECT count(*)::int AS n FROM group_sessions`))[0] as { n: number };
    expect(n).toBe(1);
  });

  it('refuses a slot on top of the coach’s accepted one-to-one session', async () => {
    const { coach, service } = await coachWithGroupService();
    const student = await member();
    const date = dayInZone(5);
    const startsAt = new Date(`${date}T11:00:00Z`);
    // An accepted one-to-one session at that instant (the exchanges module's rows, written directly).
    const [{ id: requestId }] = await app.db.query<Array<{ id: string }>>(
      `INSERT INTO exchange_requests (service_id, requester_id, coach_id, message, status, energy_cost, held, expires_at)
       VALUES ($1, $2, $3, 'hi', 'accepted', 2, false, now() + interval '14 days') RETURNING id`,
      [service.id, student.id, coach.id],
    );
    await app.db.query(
      `INSERT INTO sessions (exchange_request_id, coach_id, student_id, proposer_id, status, starts_at, proposed_date, proposed_time_slot)
       VALUES ($1, $2, $3, $3, 'accepted', $4, $5, '11:00')`,
      [requestId, coach.id, student.id, startsAt, date],
    );
    await refused(
      s().groupSessions.schedule(coach.id, { serviceId: service.id, date, timeSlot: '11:00' }),
      'CONFLICT',
      GroupText.oneToOneClash,
    );
  });
});

describe('seats', () => {
  it('holds the cost per seat, waitlists in order when full, and refuses a second seat and the coach', async () => {
    const { coach, g } = await scheduled({ cost: 2, max: 2 });
    const [a, b, c, d] = [await member(), await member(), await member(), await member()];
    const before = await balanceOf(app, a.id);
    const joined = await s().groupSessions.join(a.id, g.id);
    expect(joined).toMatchObject({ seatsTaken: 1, seatsLeft: 1, myStatus: 'booked', canLeave: true });
    expect(await balanceOf(app, a.id)).toBe(before - 2);
    await s().groupSessions.join(b.id, g.id);
    const w1 = await s().groupSessions.join(c.id, g.id);
    expect(w1).toMatchObject({ seatsTaken: 2, seatsLeft: 0, waitlisted: 1, myStatus: 'waitlisted', myWaitlistRank: 1 });
    const w2 = await s().groupSessions.join(d.id, g.id);
    expect(w2.myWaitlistRank).toBe(2);
    expect(await balanceOf(app, c.id)).toBe(11); // waiting holds nothing
    await refused(s().groupSessions.join(a.id, g.id), 'CONFLICT', GroupText.alreadyBooked);
    await refused(s().groupSessions.join(c.id, g.id), 'CONFLICT', GroupText.alreadyWaitlisted);
    await refused(s().groupSessions.join(coach.id, g.id), 'FORBIDDEN', GroupText.ownSession);
    expect(await escrow()).toBe(4);
    const coachView = await s().groupSessions.view(coach.id, g.id);
    expect(coachView.roster!.map((r) => [r.fullName, r.status, r.waitlistRank])).toEqual([
      [a.fullName, 'booked', null],
      [b.fullName, 'booked', null],
      [c.fullName, 'waitlisted', 1],
      [d.fullName, 'waitlisted', 2],
    ]);
    // The coach is told of each booking.
    const { n } = (
      await app.db.query(
        `SELECT count(*)::int AS n FROM notifications WHERE user_id = $1 AND type = 'group_session_booked'`,
        [coach.id],
      )
    )[0] as { n: number };
    expect(n).toBe(2);
    await ledgerOk();
  });

  it('gives a member short of EP the insufficient-balance text and changes nothing; premium members hold nothing', async () => {
    const { g } = await scheduled({ cost: 5 });
    const poor = await member(0);
    await refused(s().groupSessions.join(poor.id, g.id), 'INSUFFICIENT_FUNDS', GroupText.insufficient);
    expect((await s().groupSessions.view(poor.id, g.id)).seatsTaken).toBe(0);
    const rich = await member(0);
    await makePremium(app, rich.id);
    expect((await s().groupSessions.join(rich.id, g.id)).myStatus).toBe('booked');
    expect(await balanceOf(app, rich.id)).toBe(1);
    expect(await escrow()).toBe(0);
    await ledgerOk();
  });

  it('leaving releases the hold and gives the seat to the first waitlisted member who can pay; one who cannot is skipped and told why', async () => {
    const { g } = await scheduled({ cost: 3, max: 2 });
    const [a, b] = [await member(), await member()];
    const broke = await member(5); // 6 EP: can wait, then spends them
    const next = await member();
    await s().groupSessions.join(a.id, g.id);
    await s().groupSessions.join(b.id, g.id);
    await s().groupSessions.join(broke.id, g.id);
    await s().groupSessions.join(next.id, g.id);
    // The waitlisted member spends their EP elsewhere meanwhile (an admin adjustment stands in).
    const { inTransaction } = await import('../../db/transaction.js');
    await inTransaction(app.db, (tx) =>
      s().ledger.transfer(tx, {
        from: { wallet: broke.id },
        to: 'issuance',
        amount: 5,
        kind: 'admin_adjustment',
        idempotencyKey: `test-spend:${broke.id}`,
      }),
    );
    const aBefore = await balanceOf(app, a.id);
    const left = await s().groupSessions.leave(a.id, g.id);
    expect(left.myStatus).toBeNull();
    expect(await balanceOf(app, a.id)).toBe(aBefore + 3);
    const seen = await s().groupSessions.view(next.id, g.id);
    expect(seen).toMatchObject({ myStatus: 'booked', seatsTaken: 2, waitlisted: 0 });
    expect((await s().groupSessions.view(broke.id, g.id)).myStatus).toBeNull();
    const notes = await readNotifications(app, `n.type = 'seat_available'`);
    expect(notes.map((n) => [n.user_id, n.title])).toEqual([
      [broke.id, 'A seat came free'],
      [next.id, 'You have a seat'],
    ]);
    expect(notes[0].message).toContain('costs 3 EP and you have 1 EP');
    expect(await escrow()).toBe(6);
    await ledgerOk();
  });

  it('refuses a seat between a member and the coach when either blocked the other, holding nothing', async () => {
    const { coach, g } = await scheduled({ cost: 2 });
    const m = await member(10);
    const before = await balanceOf(app, m.id);
    await s().blocks.block(coach.id, m.id);
    await refused(
      s().groupSessions.join(m.id, g.id),
      'FORBIDDEN',
      'This member does not accept questions, requests or messages from you',
    );
    await s().blocks.unblock(coach.id, m.id);
    await s().blocks.block(m.id, coach.id);
    await refused(
      s().groupSessions.join(m.id, g.id),
      'FORBIDDEN',
      'You blocked this member: unblock them in Settings to contact them again',
    );
    expect(await balanceOf(app, m.id)).toBe(before);
    await s().blocks.unblock(m.id, coach.id);
    expect(await s().groupSessions.join(m.id, g.id)).toMatchObject({ myStatus: 'booked' });
    expect(await balanceOf(app, m.id)).toBe(before - 2);
    await ledgerOk();
  });

  it('refuses leaving a booked seat within 24 hours of the start, and changes nothing', async () => {
    const { g } = await scheduled();
    const a = await member();
    await s().groupSessions.join(a.id, g.id);
    await startsIn(g.id, 23);
    await refused(s().groupSessions.leave(a.id, g.id), 'CONFLICT', GroupText.leaveClosed);
    expect((await s().groupSessions.view(a.id, g.id)).myStatus).toBe('booked');
    await ledgerOk();
  });

  it('wakes the mail outbox after a booking only when the booking queued a mail', async () => {
    // A claim on the outbox is a statement; a booking nobody is mailed about must not spend one.
    const quiet = await coachWithGroupService();
    await app.db.query(`UPDATE users SET email_verified_at = NULL WHERE id = $1`, [quiet.coach.id]);
    const g1 = await s().groupSessions.schedule(quiet.coach.id, {
      serviceId: quiet.service.id,
      date: dayInZone(3),
      timeSlot: '10:00',
    });
    const unproven = (await createMember(app, { verified: false })).user;
    await grantEp(app, unproven.id, 10);
    const { g } = await scheduled({ days: 4 });
    const proven = await member();
    const before = await queuedMails(quiet.coach.id, unproven.id, g.coachId, proven.id);

    const wakes = vi.spyOn(s().outbox, 'wake');
    try {
      await s().groupSessions.join(unproven.id, g1.id);
      expect(wakes).not.toHaveBeenCalled();
      expect(await queuedMails(quiet.coach.id, unproven.id, g.coachId, proven.id)).toBe(before);
      // A proven address: the member's calendar invitation, sent at once (the coach hears of
      // bookings in the daily digest unless they chose otherwise, so nothing else woke the outbox).
      await s().groupSessions.join(proven.id, g.id);
      expect(wakes).toHaveBeenCalledTimes(1);
      expect(await queuedMails(quiet.coach.id, unproven.id, g.coachId, proven.id)).toBe(before + 1);
    } finally {
      wakes.mockRestore();
    }
  });

  it('the coach’s cancel releases every hold and tells everyone', async () => {
    const { coach, g } = await scheduled({ cost: 2, max: 2 });
    const [a, b, c] = [await member(), await member(), await member()];
    for (const m of [a, b, c]) await s().groupSessions.join(m.id, g.id);
    await refused(s().groupSessions.cancel(a.id, g.id), 'FORBIDDEN', GroupText.onlyCoach);
    const done = await s().groupSessions.cancel(coach.id, g.id);
    expect(done).toMatchObject({ status: 'cancelled', seatsTaken: 0, waitlisted: 0 });
    for (const m of [a, b, c]) expect(await balanceOf(app, m.id)).toBe(11);
    const { n } = (
      await app.db.query(`SELECT count(*)::int AS n FROM notifications WHERE type = 'group_session_cancelled'`)
    )[0] as { n: number };
    expect(n).toBe(3);
    await refused(s().groupSessions.join(a.id, g.id), 'CONFLICT', GroupText.notScheduled);
    await ledgerOk();
  });
});

describe('completion', () => {
  it('settles each attended seat once, releases the absent and the waitlist; a second call changes nothing', async () => {
    const { coach, g } = await scheduled({ cost: 2, max: 2 });
    const [a, b, c] = [await member(), await member(), await member()];
    for (const m of [a, b, c]) await s().groupSessions.join(m.id, g.id);
    await refused(s().groupSessions.complete(coach.id, g.id, [a.id]), 'CONFLICT', GroupText.notStarted);
    await startsIn(g.id, -1);
    await refused(s().groupSessions.complete(coach.id, g.id, [c.id]), 'VALIDATION', GroupText.neverBooked);
    await refused(s().groupSessions.complete(a.id, g.id, [a.id]), 'FORBIDDEN', GroupText.onlyCoach);
    const coachBefore = await balanceOf(app, coach.id);
    const done = await s().groupSessions.complete(coach.id, g.id, [a.id]);
    expect(done.status).toBe('completed');
    expect(done.roster!.map((r) => [r.memberId, r.status])).toEqual([
      [a.id, 'attended'],
      [b.id, 'absent'],
    ]);
    expect(await balanceOf(app, coach.id)).toBe(coachBefore + 2);
    expect(await balanceOf(app, a.id)).toBe(9);
    expect(await balanceOf(app, b.id)).toBe(11);
    expect(await balanceOf(app, c.id)).toBe(11);
    // Double click, even with another list: answered as it is.
    await Promise.all([
      s().groupSessions.complete(coach.id, g.id, [a.id, b.id]),
      s().groupSessions.complete(coach.id, g.id, [a.id]),
    ]);
    expect(await balanceOf(app, coach.id)).toBe(coachBefore + 2);
    expect(await escrow()).toBe(0);
    await ledgerOk();
  });

  it('an occurrence its coach never completes expires a week after its start: holds back, nothing paid', async () => {
    const { coach, g } = await scheduled({ cost: 2 });
    const a = await member();
    await s().groupSessions.join(a.id, g.id);
    await startsIn(g.id, -24 * 7 - 1);
    const coachBefore = await balanceOf(app, coach.id);
    expect(await s().groupSessions.expireDue()).toBe(1);
    expect((await s().groupSessions.view(a.id, g.id)).status).toBe('expired');
    expect(await balanceOf(app, a.id)).toBe(11);
    expect(await balanceOf(app, coach.id)).toBe(coachBefore);
    await ledgerOk();
  });
});

describe('the coach’s time and standing', () => {
  it('a one-to-one session cannot be proposed or accepted at the instant of the coach’s group session', async () => {
    const { coach, service } = await coachWithGroupService();
    const one = await createService(app, coach.id, { title: 'One to one' });
    const student = await member();
    const r = await s().exchanges.send(student.id, { serviceId: one.id });
    await s().exchanges.respond(coach.id, { requestId: r.id, action: 'accept' });
    // Proposed before the workshop existed, then the workshop is scheduled at that hour.
    const pending = await s().sessions.propose(student.id, {
      requestId: r.id,
      proposedDate: dayInZone(3),
      proposedTimeSlot: '10:00',
    });
    await s().groupSessions.schedule(coach.id, { serviceId: service.id, date: dayInZone(3), timeSlot: '10:00' });
    await refused(s().sessions.respond(coach.id, pending.id, 'accept'), 'CONFLICT', ExchangeText.doubleBooked);
    await refused(
      s().sessions.propose(student.id, { requestId: r.id, proposedDate: dayInZone(3), proposedTimeSlot: '10:00' }),
      'CONFLICT',
      ExchangeText.doubleBooked,
    );
    // Another hour is free.
    const other = await s().sessions.propose(student.id, {
      requestId: r.id,
      proposedDate: dayInZone(3),
      proposedTimeSlot: '11:00',
    });
    expect((await s().sessions.respond(coach.id, other.id, 'accept')).status).toBe('accepted');
  });

  it('a coach who is no longer active cannot schedule', async () => {
    const { coach, service } = await coachWithGroupService();
    await app.db.query(`UPDATE users SET suspended_at = now(), suspended_reason = 'test' WHERE id = $1`, [coach.id]);
    await refused(
      s().groupSessions.schedule(coach.id, { serviceId: service.id, date: dayInZone(3), timeSlot: '10:00' }),
      'FORBIDDEN',
      GroupText.coachInactive,
    );
  });
});

describe('suspension and deletion', () => {
  it('a suspended member’s seat is released and goes down the waitlist; a suspended coach’s occurrences are cancelled', async () => {
    const { coach, g } = await scheduled({ cost: 2, max: 2, seats: 1 });
    const [a, b] = [await member(), await member()];
    await s().groupSessions.join(a.id, g.id);
    await s().groupSessions.join(b.id, g.id);
    const root = await createMember(app, { email: 'root@example.com', fullName: 'Root' });
    await app.services.adminRoles.bootstrap(['root@example.com']);
    const admin = { id: root.user.id, email: 'root@example.com', role: 'super_admin' as const };
    await s().moderation.suspend(admin, a.id, 'spam');
    expect(await balanceOf(app, a.id)).toBe(11);
    expect((await s().groupSessions.view(b.id, g.id)).myStatus).toBe('booked');
    await s().moderation.suspend(admin, coach.id, 'spam');
    expect((await s().groupSessions.view(b.id, g.id)).status).toBe('cancelled');
    expect(await balanceOf(app, b.id)).toBe(11);
    await ledgerOk();
  });

  it('a deleted member’s seat goes down the waitlist; a deleted coach’s occurrences are cancelled, holds back', async () => {
    const { coach, g } = await scheduled({ cost: 2, max: 2, seats: 1 });
    const [a, b] = [await member(), await member()];
    await s().groupSessions.join(a.id, g.id);
    await s().groupSessions.join(b.id, g.id);
    await s().account.delete(a, { password: 'secret1' });
    const seen = await s().groupSessions.view(b.id, g.id);
    expect([seen.myStatus, seen.seatsTaken, seen.waitlisted]).toEqual(['booked', 1, 0]);
    expect(await balanceOf(app, b.id)).toBe(9);
    await s().account.delete(coach, { password: 'secret1' });
    expect((await s().groupSessions.view(b.id, g.id)).status).toBe('cancelled');
    expect(await balanceOf(app, b.id)).toBe(11);
    expect(await escrow()).toBe(0);
    await ledgerOk();
  });
});

describe('races on one occurrence', () => {
  it('50 members joining 10 seats at once: exactly 10 seats, 40 waitlisted in order, holds = 10 × the cost', async () => {
    const { g } = await scheduled({ cost: 3, max: 10 });
    const members = [];
    for (let i = 0; i < 50; i++) members.push(await member());
    const results = await Promise.allSettled(members.map((m) => s().groupSessions.join(m.id, g.id)));
    expect(results.filter((r) => r.status === 'rejected')).toEqual([]);
    const rows = await app.db.query<Array<{ status: string; n: number; positions: number }>>(
      `SELECT status, count(*)::int AS n, count(DISTINCT waitlist_position)::int AS positions
         FROM group_session_seats WHERE group_session_id = $1 GROUP BY status ORDER BY status`,
      [g.id],
    );
    expect(rows).toEqual([
      { status: 'booked', n: 10, positions: 0 },
      { status: 'waitlisted', n: 40, positions: 40 },
    ]);
    expect((await s().groupSessions.view(members[0].id, g.id)).waitlisted).toBe(40);
    expect(await escrow()).toBe(30);
    // In order: each waiting member's rank is their place by waitlist position, 1 to 40, and a freed
    // seat goes to rank 1 while everyone behind moves up one.
    const queue = await app.db.query<Array<{ member_id: string }>>(
      `SELECT member_id FROM group_session_seats WHERE group_session_id = $1 AND status = 'waitlisted'
        ORDER BY waitlist_position`,
      [g.id],
    );
    const rankOf = async (id: string) => (await s().groupSessions.view(id, g.id)).myWaitlistRank;
    expect(await Promise.all(queue.map((w) => rankOf(w.member_id)))).toEqual(queue.map((_, i) => i + 1));
    const [{ member_id: aBookedOne }] = await app.db.query<Array<{ member_id: string }>>(
      `SELECT member_id FROM group_session_seats WHERE group_session_id = $1 AND status = 'booked' LIMIT 1`,
      [g.id],
    );
    await s().groupSessions.leave(aBookedOne, g.id);
    expect((await s().groupSessions.view(queue[0].member_id, g.id)).myStatus).toBe('booked');
    expect(await rankOf(queue[1].member_id)).toBe(1);
    expect(await rankOf(queue[39].member_id)).toBe(39);
    expect(await escrow()).toBe(30);
    await ledgerOk();
  }, 120_000); // fifty sign-ups first, each hashing a password: past 30 s on a loaded CI machine

  it('a leave and a join racing for the last seat: one seat, the other waits; no EP lost', async () => {
    const { g } = await scheduled({ cost: 2, max: 2, seats: 1 });
    const [a, b] = [await member(), await member()];
    await s().groupSessions.join(a.id, g.id);
    await Promise.allSettled([s().groupSessions.leave(a.id, g.id), s().groupSessions.join(b.id, g.id)]);
    const seen = await s().groupSessions.view(b.id, g.id);
    expect(seen.seatsTaken).toBe(1);
    expect(seen.myStatus).toBe('booked');
    expect(await balanceOf(app, a.id)).toBe(11);
    expect(await escrow()).toBe(2);
    await ledgerOk();
  });

  it('a cancel racing with joins: every join either refused or released; escrow ends empty', async () => {
    const { coach, g } = await scheduled({ cost: 2, max: 3 });
    const members = [await member(), await member(), await member(), await member()];
    await Promise.allSettled([
      ...members.map((m) => s().groupSessions.join(m.id, g.id)),
      s().groupSessions.cancel(coach.id, g.id),
    ]);
    expect((await s().groupSessions.view(coach.id, g.id)).status).toBe('cancelled');
    for (const m of members) expect(await balanceOf(app, m.id)).toBe(11);
    expect(await escrow()).toBe(0);
    await ledgerOk();
  });
});
