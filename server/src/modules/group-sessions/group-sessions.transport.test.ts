import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/harness.js';
import {
  availableAllWeek,
  balanceOf,
  createMember,
  createService,
  dayInZone,
  grantEp,
} from '../../../test/factories.js';
import { subscribe } from '../../../test/ws-client.js';

/**
 * Group sessions through both transports: the REST routes (their `{detail}` texts, every answer
 * checked against the OpenAPI document by the client) and the GraphQL operations (typed errors),
 * the seat count live over graphql-ws, and the mail a freed seat sends.
 */
const { app, api, gql } = useTestApp();

async function cast() {
  const coach = await createMember(app, { fullName: 'Coach Carla' });
  await availableAllWeek(app, coach.user.id);
  const service = await createService(app, coach.user.id, {
    title: 'Instagram Growth Plan',
    energyCost: 2,
    maxParticipants: 3,
  });
  const members = [];
  for (const name of ['Ann', 'Ben', 'Cleo']) {
    const m = await createMember(app, { fullName: name });
    await grantEp(app, m.user.id, 10);
    members.push(m);
  }
  return { coach, service, members };
}

/** Everything a refused call must leave as it was. */
const fingerprint = async () =>
  JSON.stringify(
    await app.db.query(`
      SELECT (SELECT md5(coalesce(string_agg(id || status || seats || coalesce(notes, '-'), '|' ORDER BY id), '')) FROM group_sessions) AS g,
             (SELECT md5(coalesce(string_agg(id || status, '|' ORDER BY id), '')) FROM group_session_seats) AS s,
             (SELECT count(*) FROM ledger_entries) AS entries, (SELECT count(*) FROM notifications) AS notifications`),
  );

describe('REST', () => {
  it('schedules, lists, books, waitlists, leaves, completes; refuses bad input with a {detail} and changes nothing', async () => {
    const { coach, service, members } = await cast();
    const [ann, ben, cleo] = members;
    const date = dayInZone(3);
    const bad = async (call: () => Promise<{ status: number; body: any }>, status: number, detail: string) => {
      const before = await fingerprint();
      const res = await call();
      expect([res.status, res.body.detail]).toEqual([status, detail]);
      expect(await fingerprint()).toBe(before);
    };
    const path = `/services/${service.id}/group-sessions`;
    await bad(
      () => api.post(path, { date: dayInZone(-1), time_slot: '10:00' }, coach.token),
      400,
      'The date cannot be before today',
    );
    await bad(
      () => api.post(path, { date, time_slot: '08:00' }, coach.token),
      400,
      'This time slot is not in your availability',
    );
    await bad(
      () => api.post(path, { date, time_slot: '10:00', seats: 11 }, coach.token),
      400,
      'Seats must be between 1 and 10',
    );
    await bad(
      () => api.post(path, { date, time_slot: '10:00', seats: 4 }, coach.token),
      400,
      'Seats must be between 1 and 3',
    );
    await bad(
      () => api.post(path, { date, time_slot: '10:00' }, ann.token),
      403,
      'Only the coach of this service can schedule group sessions',
    );
    const created = await api.post(path, { date, time_slot: '10:00', seats: 2, notes: 'Bring a phone' }, coach.token);
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      seats: 2,
      seats_left: 2,
      time_slot: '10:00',
      notes: 'Bring a phone',
      roster: [],
    });
    const id = created.body.id as string;

    const list = await api.get(path);
    expect(list.status).toBe(200);
    expect(list.body.map((g: { id: string }) => g.id)).toEqual([id]);
    expect(list.body[0]).toMatchObject({ seats_taken: 0, seats_left: 2, roster: null, my_status: null });

    expect((await api.post(`/group-sessions/${id}/join`, undefined, ann.token)).body).toMatchObject({
      my_status: 'booked',
      seats_left: 1,
    });
    await bad(
      () => api.post(`/group-sessions/${id}/join`, undefined, ann.token),
      409,
      'You already have a seat in this group session',
    );
    await bad(
      () => api.post(`/group-sessions/${id}/join`, undefined, coach.token),
      403,
      'You cannot book a seat in your own group session',
    );
    await api.post(`/group-sessions/${id}/join`, undefined, ben.token);
    const waiting = await api.post(`/group-sessions/${id}/join`, undefined, cleo.token);
    expect(waiting.body).toMatchObject({ my_status: 'waitlisted', my_waitlist_rank: 1, seats_left: 0, waitlisted: 1 });

    const mine = await api.get('/user/group-sessions?role=attendee', cleo.token);
    expect([mine.status, mine.headers.get('x-total-count'), mine.body.map((g: { id: string }) => g.id)]).toEqual([
      200,
      '1',
      [id],
    ]);
    const coached = await api.get('/user/group-sessions?role=coach&limit=1', coach.token);
    expect(coached.body[0].roster.map((r: { full_name: string; status: string }) => [r.full_name, r.status])).toEqual([
      ['Ann', 'booked'],
      ['Ben', 'booked'],
      ['Cleo', 'waitlisted'],
    ]);
    expect((await api.get('/user/group-sessions?role=boss', coach.token)).status).toBe(400);

    // Ann leaves: Cleo, first on the waitlist, gets the seat (and a mail: seat_available is mailed at once by default).
    await api.post(`/group-sessions/${id}/leave`, undefined, ann.token);
    expect((await api.get(`/group-sessions/${id}`, cleo.token)).body.my_status).toBe('booked');
    const mails = async (email: string) => {
      await app.smtp.settled();
      return app.smtp.inbox.filter((m) => m.to.includes(email));
    };
    expect((await mails(cleo.user.email)).map((m) => m.subject)).toEqual(
      expect.arrayContaining([expect.stringMatching(/seat/i), 'Session confirmed: Instagram Growth Plan']),
    );
    // Each booked member's mail carries the group session's invitation, with them as its one attendee.
    const invitation = (await mails(ann.user.email)).find((m) => m.subject.startsWith('Session confirmed'))!;
    expect(invitation.raw).toContain('group-session.ics');
    expect(invitation.raw).not.toContain(ben.user.email);

    // Completing: not before the start; not with someone who never booked.
    await bad(
      () => api.post(`/group-sessions/${id}/complete`, { attended: [ben.user.id] }, coach.token),
      409,
      'A group session can be completed from its start time on',
    );
    await app.db.query(`UPDATE group_sessions SET starts_at = now() - interval '1 hour' WHERE id = $1`, [id]);
    await bad(
      () => api.post(`/group-sessions/${id}/complete`, { attended: [ann.user.id] }, coach.token),
      400,
      'Only members with a booked seat can be marked attended',
    );
    await bad(
      () => api.post(`/group-sessions/${id}/complete`, { attended: 'everyone' }, coach.token),
      400,
      'attended must be a list of member ids',
    );
    const coachBefore = await balanceOf(app, coach.user.id);
    const [first, second] = await Promise.all([
      api.post(`/group-sessions/${id}/complete`, { attended: [ben.user.id] }, coach.token),
      api.post(`/group-sessions/${id}/complete`, { attended: [ben.user.id] }, coach.token),
    ]);
    expect([first.status, second.status]).toEqual([200, 200]);
    expect(first.body.status).toBe('completed');
    expect(await balanceOf(app, coach.user.id)).toBe(coachBefore + 2);
    expect(await balanceOf(app, cleo.user.id)).toBe(11); // absent: released
    expect((await app.services.ledger.check(app.db.manager)).problems).toEqual([]);

    // The statements say what each entry was about, and with whom.
    const words = async (token: string) =>
      (await api.get('/user/ledger', token)).body.entries.map(
        (e: { description: string; other_party: { full_name: string } | null; amount: number }) => [
          e.description,
          e.other_party?.full_name ?? null,
          e.amount,
        ],
      );
    expect((await words(ben.token)).slice(0, 1)).toEqual([
      ['Paid for your seat in the group session “Instagram Growth Plan” (held until it took place)', 'Coach Carla', -2],
    ]);
    expect((await words(cleo.token)).slice(0, 2)).toEqual([
      ['Hold released: your seat in the group session “Instagram Growth Plan” was not used', 'Coach Carla', 2],
      ['Held for your seat in the group session “Instagram Growth Plan”', 'Coach Carla', -2],
    ]);
    expect((await words(coach.token)).slice(0, 1)).toEqual([
      ['Group session completed: a seat in “Instagram Growth Plan”', 'Ben', 2],
    ]);
  });

  it('refuses leaving after the 24-hour line and a visitor, and answers 404 for an unknown id', async () => {
    const { coach, service, members } = await cast();
    const g = await app.services.groupSessions.schedule(coach.user.id, {
      serviceId: service.id,
      date: dayInZone(2),
      timeSlot: '10:00',
    });
    await api.post(`/group-sessions/${g.id}/join`, undefined, members[0].token);
    await app.db.query(`UPDATE group_sessions SET starts_at = now() + interval '20 hours' WHERE id = $1`, [g.id]);
    const left = await api.post(`/group-sessions/${g.id}/leave`, undefined, members[0].token);
    expect([left.status, left.body.detail]).toEqual([409, 'A seat can be left up to 24 hours before the start']);
    expect((await api.post(`/group-sessions/${g.id}/join`)).status).toBe(401);
    const unknown = await api.get('/group-sessions/00000000-0000-4000-8000-000000000000');
    expect([unknown.status, unknown.body.detail]).toEqual([404, 'Group session not found']);
    const full = await app.services.groupSessions.schedule(coach.user.id, {
      serviceId: service.id,
      date: dayInZone(4),
      timeSlot: '10:00',
      seats: 1,
    });
    await api.post(`/group-sessions/${full.id}/join`, undefined, members[0].token);
    const poor = await createMember(app);
    const refused = await api.post(`/group-sessions/${full.id}/join`, undefined, poor.token);
    expect([refused.status, refused.body.detail]).toEqual([
      400,
      "You don't have enough Energy Points for this exchange!",
    ]);
  });

  it('a service with upcoming group sessions cannot be deleted until they are cancelled; then it is archived', async () => {
    const { coach, service, members } = await cast();
    const g = await app.services.groupSessions.schedule(coach.user.id, {
      serviceId: service.id,
      date: dayInZone(3),
      timeSlot: '10:00',
    });
    const balance = await balanceOf(app, members[0].user.id);
    await api.post(`/group-sessions/${g.id}/join`, undefined, members[0].token);
    expect(await balanceOf(app, members[0].user.id)).toBe(balance - 2);
    const before = await fingerprint();
    const refused = await api.delete(`/services/${service.id}`, coach.token);
    expect([refused.status, refused.body.detail]).toEqual([
      409,
      'Cancel the upcoming group sessions of this service first',
    ]);
    const viaGraphQL = await gql(
      `mutation($id: ID!) { deleteService(id: $id) { archived } }`,
      { id: service.id },
      coach.token,
    );
    expect(viaGraphQL.errors?.[0].extensions?.code).toBe('CONFLICT');
    expect(await fingerprint()).toBe(before);
    expect((await api.post(`/group-sessions/${g.id}/cancel`, undefined, coach.token)).status).toBe(200);
    expect(await balanceOf(app, members[0].user.id)).toBe(balance);
    const deleted = await api.delete(`/services/${service.id}`, coach.token);
    expect([deleted.status, deleted.body.archived]).toEqual([200, true]);
  });
});

describe('joining at once over both transports', () => {
  it('24 members joining 5 seats together over REST and GraphQL: 5 seats, 19 waiting, no 5xx', async () => {
    const { coach } = await cast();
    const service = await createService(app, coach.user.id, { title: 'Five seats', energyCost: 2, maxParticipants: 5 });
    const g = await app.services.groupSessions.schedule(coach.user.id, {
      serviceId: service.id,
      date: dayInZone(3),
      timeSlot: '10:00',
    });
    const joiners = [];
    for (let i = 0; i < 24; i++) {
      const m = await createMember(app);
      await grantEp(app, m.user.id, 5);
      joiners.push(m);
    }
    const answers = await Promise.all(
      joiners.map(async (m, i) =>
        i % 2
          ? (await api.post(`/group-sessions/${g.id}/join`, undefined, m.token)).status
          : (await gql(`mutation($id: ID!) { joinGroupSession(id: $id) { id } }`, { id: g.id }, m.token)).errors
            ? 500
            : 200,
      ),
    );
    expect(answers.every((status) => status === 200)).toBe(true);
    const seen = await api.get(`/group-sessions/${g.id}`);
    expect([seen.body.seats_taken, seen.body.waitlisted]).toEqual([5, 19]);
    expect((await app.services.ledger.check(app.db.manager)).problems).toEqual([]);
  }, 120_000); // two dozen sign-ups first, each hashing a password: past 30 s on a loaded CI machine
});

describe('GraphQL', () => {
  const FIELDS =
    'id status seats seatsTaken seatsLeft waitlisted myStatus myWaitlistRank canJoin canLeave roster { fullName status }';

  it('runs the same operations with SCREAMING_CASE enums and typed errors; seat counts are live', async () => {
    const { coach, service, members } = await cast();
    const [ann, ben] = members;
    const scheduled = await gql(
      `mutation($s: ID!, $d: String!) { scheduleGroupSession(input: { serviceId: $s, date: $d, timeSlot: "10:00", seats: 1 }) { ${FIELDS} } }`,
      { s: service.id, d: dayInZone(3) },
      coach.token,
    );
    const g = scheduled.data.scheduleGroupSession;
    expect(g).toMatchObject({ status: 'SCHEDULED', seats: 1, seatsLeft: 1, roster: [] });

    const tooMany = await gql(
      `mutation($s: ID!, $d: String!) { scheduleGroupSession(input: { serviceId: $s, date: $d, timeSlot: "11:00", seats: 11 }) { id } }`,
      { s: service.id, d: dayInZone(3) },
      coach.token,
    );
    expect(tooMany.errors?.[0]).toMatchObject({
      message: 'Seats must be between 1 and 10',
      extensions: { code: 'BAD_USER_INPUT' },
    });

    const sub = subscribe(
      app.url,
      ben.token,
      `subscription { groupSessionSeatEvents(serviceId: "${service.id}") { groupSessionId status seatsTaken seatsLeft waitlisted } }`,
    );
    await sub.ready;
    const joined = await gql(
      `mutation($id: ID!) { joinGroupSession(id: $id) { ${FIELDS} viewer { energyPoints energyOnHold } } }`,
      { id: g.id },
      ann.token,
    );
    expect(joined.data.joinGroupSession).toMatchObject({
      myStatus: 'BOOKED',
      seatsLeft: 0,
      viewer: { energyPoints: 9, energyOnHold: 2 },
    });
    const events = await sub.waitFor(1);
    expect(events[0].data.groupSessionSeatEvents).toEqual({
      groupSessionId: g.id,
      status: 'SCHEDULED',
      seatsTaken: 1,
      seatsLeft: 0,
      waitlisted: 0,
    });

    const waiting = await gql(
      `mutation($id: ID!) { joinGroupSession(id: $id) { ${FIELDS} } }`,
      { id: g.id },
      ben.token,
    );
    expect(waiting.data.joinGroupSession).toMatchObject({ myStatus: 'WAITLISTED', myWaitlistRank: 1 });
    // A member's own join or leave sends the seat event made from its answer's read.
    const seatEvents = () => sub.received.map((e) => e.data.groupSessionSeatEvents);
    await expect
      .poll(seatEvents)
      .toContainEqual({ groupSessionId: g.id, status: 'SCHEDULED', seatsTaken: 1, seatsLeft: 0, waitlisted: 1 });
    const again = await gql(`mutation($id: ID!) { joinGroupSession(id: $id) { id } }`, { id: g.id }, ben.token);
    expect(again.errors?.[0]).toMatchObject({
      message: 'You are already on the waitlist of this group session',
      extensions: { code: 'CONFLICT' },
    });
    const notMine = await gql(`mutation($id: ID!) { cancelGroupSession(id: $id) { id } }`, { id: g.id }, ann.token);
    expect(notMine.errors?.[0].extensions?.code).toBe('FORBIDDEN');

    const list = await gql(`query($s: ID!) { groupSessions(serviceId: $s) { id seatsTaken seatsLeft } }`, {
      s: service.id,
    });
    expect(list.data.groupSessions).toEqual([{ id: g.id, seatsTaken: 1, seatsLeft: 0 }]);
    const mine = await gql(
      `{ myGroupSessions(role: ATTENDEE) { totalCount nodes { id myStatus } } }`,
      undefined,
      ben.token,
    );
    expect(mine.data.myGroupSessions).toEqual({ totalCount: 1, nodes: [{ id: g.id, myStatus: 'WAITLISTED' }] });
    const left = await gql(
      `mutation($id: ID!) { leaveGroupSession(id: $id) { myStatus waitlisted } }`,
      { id: g.id },
      ben.token,
    );
    expect(left.data.leaveGroupSession).toEqual({ myStatus: null, waitlisted: 0 });
    await expect.poll(() => seatEvents().length).toBe(3);
    expect(seatEvents()[2]).toEqual({
      groupSessionId: g.id,
      status: 'SCHEDULED',
      seatsTaken: 1,
      seatsLeft: 0,
      waitlisted: 0,
    });

    const early = await gql(
      `mutation($id: ID!, $m: [ID!]!) { completeGroupSession(id: $id, input: { attended: $m }) { id } }`,
      { id: g.id, m: [ann.user.id] },
      coach.token,
    );
    expect(early.errors?.[0]).toMatchObject({ extensions: { code: 'CONFLICT' } });

    const cancelled = await gql(
      `mutation($id: ID!) { cancelGroupSession(id: $id) { status seatsTaken waitlisted } }`,
      { id: g.id },
      coach.token,
    );
    expect(cancelled.data.cancelGroupSession).toEqual({ status: 'CANCELLED', seatsTaken: 0, waitlisted: 0 });
    // Every card that offers its seats hears that it ended: Discover and coach profiles drop it live.
    await expect
      .poll(seatEvents)
      .toContainEqual({ groupSessionId: g.id, status: 'CANCELLED', seatsTaken: 0, seatsLeft: 1, waitlisted: 0 });
    await sub.close();
    expect(await balanceOf(app, ann.user.id)).toBe(11);
    expect((await app.services.ledger.check(app.db.manager)).problems).toEqual([]);
  });
});
