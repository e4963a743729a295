import { describe, expect, it } from 'vitest';
import { useTestServices } from '../../../test/harness.js';
import {
  adminCast,
  availableAllWeek,
  createMember,
  createService,
  dayInZone,
  grantEp,
} from '../../../test/factories.js';

/**
 * A coach's group-session occurrences count in their reliability like requests (docs/ledger.md
 * "Reliability", migration OccurrenceReliability): one held is agreed and completed, one cancelled or
 * expired while seats were booked is agreed and not completed, and the counters always equal the
 * facts (`reliability:check`).
 */
const { app } = useTestServices();
const s = () => app.services;

// The counters once the queue is applied (no worker runs in the tests: each read drains).
const counters = async (memberId: string) => {
  await s().reliability.drain();
  const rows = await app.db.query(`SELECT agreed, completed FROM member_reliability WHERE member_id = $1`, [memberId]);
  return rows[0] as { agreed: number; completed: number };
};
const checkProblems = async () => (await s().reliability.check()).problems;

async function coachWithWorkshop() {
  const coach = await createMember(app, { fullName: 'Coach Carla' });
  await availableAllWeek(app, coach.user.id);
  const service = await createService(app, coach.user.id, { title: 'Workshop', energyCost: 2, maxParticipants: 3 });
  const members = await Promise.all(
    ['Ann', 'Ben'].map(async (fullName) => {
      const m = await createMember(app, { fullName });
      await grantEp(app, m.user.id, 10);
      return m.user;
    }),
  );
  let day = 2;
  const schedule = () =>
    s().groupSessions.schedule(coach.user.id, { serviceId: service.id, date: dayInZone(day++), timeSlot: '10:00' });
  const start = (id: string) =>
    app.db.query(`UPDATE group_sessions SET starts_at = now() - interval '1 hour' WHERE id = $1`, [id]);
  return { coach: coach.user, members, schedule, start };
}

describe('reliability of group sessions', () => {
  it('counts a held occurrence as completed, a cancelled or expired booked one against the coach, and an empty one not at all', async () => {
    const { coach, members, schedule, start } = await coachWithWorkshop();
    const [ann, ben] = members;
    expect(await counters(coach.id)).toEqual({ agreed: 0, completed: 0 });

    // Held: completed with an attendee.
    const held = await schedule();
    await s().groupSessions.join(ann.id, held.id);
    await s().groupSessions.join(ben.id, held.id);
    await start(held.id);
    await s().groupSessions.complete(coach.id, held.id, [ann.id]);
    expect(await counters(coach.id)).toEqual({ agreed: 1, completed: 1 });
    expect((await s().reliability.of([coach.id])).get(coach.id)).toMatchObject({
      completedExchanges: 1,
      completionRate: 1,
    });
    // The attendees are not counted: the occurrence is the coach's word.
    expect(await counters(ann.id)).toEqual({ agreed: 0, completed: 0 });

    // Cancelled by the coach with a seat booked: agreed, not completed.
    const cancelled = await schedule();
    await s().groupSessions.join(ann.id, cancelled.id);
    await s().groupSessions.cancel(coach.id, cancelled.id);
    expect(await counters(coach.id)).toEqual({ agreed: 2, completed: 1 });

    // Cancelled with nobody booked, or everyone left first: nothing.
    const empty = await schedule();
    await s().groupSessions.cancel(coach.id, empty.id);
    const left = await schedule();
    await s().groupSessions.join(ben.id, left.id);
    await s().groupSessions.leave(ben.id, left.id);
    await s().groupSessions.cancel(coach.id, left.id);
    expect(await counters(coach.id)).toEqual({ agreed: 2, completed: 1 });

    // Completed with everyone absent: neither way.
    const missed = await schedule();
    await s().groupSessions.join(ben.id, missed.id);
    await start(missed.id);
    await s().groupSessions.complete(coach.id, missed.id, []);
    expect(await counters(coach.id)).toEqual({ agreed: 2, completed: 1 });

    // Never completed: it expires against the coach.
    const forgotten = await schedule();
    await s().groupSessions.join(ann.id, forgotten.id);
    await app.db.query(`UPDATE group_sessions SET starts_at = now() - interval '8 days' WHERE id = $1`, [forgotten.id]);
    expect(await s().groupSessions.expireDue()).toBe(1);
    expect(await counters(coach.id)).toEqual({ agreed: 3, completed: 1 });

    expect(await checkProblems()).toEqual([]);
  });

  it('takes a held occurrence back when its only attended seat is reversed after a dispute', async () => {
    const { coach, members, schedule, start } = await coachWithWorkshop();
    const [ann] = members;
    const { admin } = await adminCast(app);
    const g = await schedule();
    await s().groupSessions.join(ann.id, g.id);
    await start(g.id);
    await s().groupSessions.complete(coach.id, g.id, [ann.id]);
    expect(await counters(coach.id)).toEqual({ agreed: 1, completed: 1 });
    const dispute = await s().disputes.openForSeat(ann.id, g.id, 'The coach never showed up, truly.');
    await s().disputes.resolve(admin.user.id, dispute.id, 'reverse', 'Confirmed');
    expect(await counters(coach.id)).toEqual({ agreed: 0, completed: 0 });
    expect(await checkProblems()).toEqual([]);
  });

  it('the check catches an occurrence the counters missed', async () => {
    const { coach, members, schedule, start } = await coachWithWorkshop();
    const g = await schedule();
    await s().groupSessions.join(members[0].id, g.id);
    await start(g.id);
    await s().groupSessions.complete(coach.id, g.id, [members[0].id]);
    await app.db.query(`UPDATE member_reliability SET completed = completed - 1 WHERE member_id = $1`, [coach.id]);
    expect(await checkProblems()).toEqual([`member ${coach.id}: exchanges completed counted 0 ≠ facts 1`]);
  });
});
