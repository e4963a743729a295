import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/harness.js';
import { availableAllWeek, createMember, createService, dayInZone, grantEp } from '../../../test/factories.js';
import { countQueries } from '../../../test/query-counter.js';

/**
 * `Service.nextGroupSessions`: what a Discover card and the coach profile show under a service —
 * its next two upcoming occurrences with the seats left and the one thing the viewer may do — read
 * for a whole page of services in one statement.
 */
const { app, gql } = useTestApp();
const s = () => app.services;

const CARDS = `query Cards($coachId: ID!) {
  services(first: 20, filter: { coachId: $coachId }) {
    nodes { id title nextGroupSessions { id sessionDate timeSlot seats seatsLeft waitlisted myStatus viewerAction roster { fullName status } } }
  }
}`;

interface Card {
  id: string;
  title: string;
  nextGroupSessions: Array<{
    id: string;
    sessionDate: string;
    timeSlot: string;
    seats: number;
    seatsLeft: number;
    waitlisted: number;
    myStatus: string | null;
    viewerAction: string;
    roster: Array<{ fullName: string; status: string }> | null;
  }>;
}

async function member(name: string) {
  const m = await createMember(app, { fullName: name });
  await grantEp(app, m.user.id, 10);
  return m;
}

async function cards(coachId: string, token?: string): Promise<Map<string, Card>> {
  const res = await gql<{ services: { nodes: Card[] } }>(CARDS, { coachId }, token);
  expect(res.errors).toBeUndefined();
  return new Map(res.data!.services.nodes.map((c) => [c.title, c]));
}

/** Statements about group sessions (the mail worker's outbox sweeps may land in the counted call). */
const groupSessionStatements = (statements: string[]) =>
  statements.filter((sql) => /group_sessions/.test(sql) && !/mail_outbox/.test(sql));

describe('Service.nextGroupSessions', () => {
  it('lists the next two upcoming occurrences, soonest first, with seats left and what the viewer may do', async () => {
    const coach = await createMember(app, { fullName: 'Coach Carla' });
    await availableAllWeek(app, coach.user.id);
    const workshop = await createService(app, coach.user.id, { title: 'Workshop', energyCost: 2, maxParticipants: 3 });
    const pair = await createService(app, coach.user.id, { title: 'Pair', maxParticipants: 2 });
    await createService(app, coach.user.id, { title: 'One to one' });
    const schedule = (serviceId: string, days: number, seats?: number) =>
      s().groupSessions.schedule(coach.user.id, { serviceId, date: dayInZone(days), timeSlot: '10:00', seats });

    const cancelled = await schedule(workshop.id, 1);
    await s().groupSessions.cancel(coach.user.id, cancelled.id);
    const started = await schedule(workshop.id, 2);
    await app.db.query(`UPDATE group_sessions SET starts_at = now() - interval '1 minute' WHERE id = $1`, [started.id]);
    const third = await schedule(workshop.id, 5);
    const full = await schedule(workshop.id, 3, 1);
    const second = await schedule(workshop.id, 4);
    const pairs = await schedule(pair.id, 6);

    const [ann, ben, cleo] = [await member('Ann'), await member('Ben'), await member('Cleo')];
    await s().groupSessions.join(ann.user.id, full.id);
    await s().groupSessions.join(ben.user.id, full.id); // the one seat is Ann's: Ben waits

    const asCleo = await cards(coach.user.id, cleo.token);
    // Cancelled, started and the third upcoming are left out; the soonest comes first.
    expect(asCleo.get('Workshop')!.nextGroupSessions.map((g) => g.id)).toEqual([full.id, second.id]);
    expect(asCleo.get('Workshop')!.nextGroupSessions).not.toContainEqual(expect.objectContaining({ id: third.id }));
    expect(asCleo.get('Workshop')!.nextGroupSessions).toEqual([
      expect.objectContaining({
        sessionDate: dayInZone(3),
        timeSlot: '10:00',
        seats: 1,
        seatsLeft: 0,
        waitlisted: 1,
        myStatus: null,
        viewerAction: 'JOIN_WAITLIST',
        roster: null,
      }),
      expect.objectContaining({ seats: 3, seatsLeft: 3, waitlisted: 0, viewerAction: 'JOIN', roster: null }),
    ]);
    expect(asCleo.get('Pair')!.nextGroupSessions).toEqual([
      expect.objectContaining({ id: pairs.id, seatsLeft: 2, viewerAction: 'JOIN' }),
    ]);
    expect(asCleo.get('One to one')!.nextGroupSessions).toEqual([]);

    // A seat holder and a waiting member may leave; the coach owns it and sees who booked and who waits.
    const seatOf = async (token: string) => (await cards(coach.user.id, token)).get('Workshop')!.nextGroupSessions[0];
    expect(await seatOf(ann.token)).toMatchObject({ myStatus: 'BOOKED', viewerAction: 'LEAVE' });
    expect(await seatOf(ben.token)).toMatchObject({ myStatus: 'WAITLISTED', viewerAction: 'LEAVE' });
    expect(await seatOf(coach.token)).toMatchObject({
      viewerAction: 'OWN',
      roster: [
        { fullName: 'Ann', status: 'BOOKED' },
        { fullName: 'Ben', status: 'WAITLISTED' },
      ],
    });
    // A visitor sees the counts and may do nothing.
    const asVisitor = await cards(coach.user.id);
    expect(asVisitor.get('Workshop')!.nextGroupSessions[1]).toMatchObject({ seatsLeft: 3, viewerAction: 'NONE' });
  });

  it('costs one statement for a whole page of services, however many cards (DataLoader)', async () => {
    const coach = await createMember(app, { fullName: 'Coach Carla' });
    await availableAllWeek(app, coach.user.id);
    const viewer = await member('Ann');
    const page = async () => {
      const counted = await countQueries(app, () => cards(coach.user.id, viewer.token));
      return groupSessionStatements(counted.statements);
    };
    const addService = async (i: number) => {
      const service = await createService(app, coach.user.id, { title: `Workshop ${i}`, maxParticipants: 3 });
      for (const days of [2, 3, 4])
        await s().groupSessions.schedule(coach.user.id, {
          serviceId: service.id,
          date: dayInZone(days),
          timeSlot: `${String([9, 10, 11, 14, 15, 16][i]).padStart(2, '0')}:00`, // one hour per service: no clash
        });
    };
    await addService(0);
    const one = await page();
    expect(one, one.join('\n---\n')).toHaveLength(1);
    for (let i = 1; i < 6; i++) await addService(i);
    const six = await page();
    expect(six, six.join('\n---\n')).toHaveLength(1);
    expect((await cards(coach.user.id, viewer.token)).size).toBe(6);
    for (const card of (await cards(coach.user.id, viewer.token)).values())
      expect(card.nextGroupSessions).toHaveLength(2);
  });
});
