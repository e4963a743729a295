import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/harness.js';
import {
  adminCast,
  availableAllWeek,
  createMember,
  createService,
  dayInZone,
  grantEp,
} from '../../../test/factories.js';
import { subscribe } from '../../../test/ws-client.js';

/**
 * A group session's thread (docs/architecture.md "Conversations"): its coach and the members holding
 * a seat read and write it; a member who only waits, a member who left, a stranger and an admin are
 * told it does not exist — over REST, GraphQL and the live subscription.
 */
const { app, api, gql } = useTestApp();
const s = () => app.services;

/** Two seats: Ann and Ben booked, Cleo waiting; Olga never joined. */
async function cast() {
  const coach = await createMember(app, { fullName: 'Coach Carla' });
  await availableAllWeek(app, coach.user.id);
  const service = await createService(app, coach.user.id, { title: 'Copy Clinic', energyCost: 2, maxParticipants: 3 });
  const [ann, ben, cleo, olga] = await Promise.all(
    ['Ann', 'Ben', 'Cleo', 'Olga'].map(async (fullName) => {
      const m = await createMember(app, { fullName });
      await grantEp(app, m.user.id, 10);
      return m;
    }),
  );
  const g = await s().groupSessions.schedule(coach.user.id, {
    serviceId: service.id,
    date: dayInZone(4),
    timeSlot: '10:00',
    seats: 2,
  });
  for (const m of [ann, ben, cleo]) await s().groupSessions.join(m.user.id, g.id);
  const { admin } = await adminCast(app);
  return { coach, ann, ben, cleo, olga, admin, g };
}

const messageCount = async () => (await app.db.query(`SELECT count(*)::int AS n FROM messages`))[0].n as number;

describe('a group session’s thread over REST', () => {
  it('is its coach’s and its seat holders’; anyone else gets 404 and writes nothing', async () => {
    const { coach, ann, ben, cleo, olga, admin, g } = await cast();
    const thread = await api.get(`/group-sessions/${g.id}/thread`, ann.token);
    expect(thread.status).toBe(200);
    expect(thread.body).toEqual({
      group_session_id: g.id,
      title: 'Copy Clinic',
      members: [
        { id: coach.user.id, full_name: 'Coach Carla', role: 'coach' },
        { id: ann.user.id, full_name: 'Ann', role: 'member' },
        { id: ben.user.id, full_name: 'Ben', role: 'member' },
      ],
      message_count: 0,
      unread_count: 0,
    });

    const sent = await api.post(`/group-sessions/${g.id}/messages`, { body: '  Bring your drafts!  ' }, coach.token);
    expect(sent.status).toBe(201);
    expect(sent.body).toMatchObject({ sender_id: coach.user.id, body: 'Bring your drafts!' });
    const reply = await api.post(`/group-sessions/${g.id}/messages`, { body: 'Will do' }, ann.token);
    expect(reply.status).toBe(201);

    // Every other member is told once per thread (the notification is grouped), about the group session.
    const notices = await app.db.query(
      `SELECT user_id, reference FROM notifications WHERE type = 'message_received' ORDER BY user_id`,
    );
    expect(notices.map((n: any) => n.user_id).sort()).toEqual([ann.user.id, ben.user.id, coach.user.id].sort());
    expect(notices.every((n: any) => n.reference === g.id)).toBe(true);

    const benPage = await api.get(`/group-sessions/${g.id}/messages`, ben.token);
    expect(benPage.body).toMatchObject({
      unread_count: 2,
      messages: [{ body: 'Will do' }, { body: 'Bring your drafts!' }],
    });
    expect(benPage.headers.get('x-total-count')).toBe('2');
    expect((await api.get(`/group-sessions/${g.id}/messages`, coach.token)).body.unread_count).toBe(1);
    expect((await api.post(`/group-sessions/${g.id}/messages/read`, undefined, ben.token)).body).toEqual({
      unread_count: 0,
    });
    expect((await api.get(`/group-sessions/${g.id}/thread`, ben.token)).body).toMatchObject({
      message_count: 2,
      unread_count: 0,
    });

    // The waitlisted member, a stranger and an admin: 404 everywhere, and nothing is written.
    const before = await messageCount();
    for (const outsider of [cleo, olga, admin]) {
      for (const res of [
        await api.get(`/group-sessions/${g.id}/thread`, outsider.token),
        await api.get(`/group-sessions/${g.id}/messages`, outsider.token),
        await api.post(`/group-sessions/${g.id}/messages`, { body: 'Let me in' }, outsider.token),
        await api.post(`/group-sessions/${g.id}/messages/read`, undefined, outsider.token),
      ])
        expect([res.status, res.body.detail]).toEqual([404, 'Group session not found']);
    }
    expect((await api.get(`/group-sessions/${g.id}/messages`)).status).toBe(401);
    expect(await messageCount()).toBe(before);

    // Ann leaves: she loses the thread; Cleo gets her seat, and with it the thread and its history.
    await s().groupSessions.leave(ann.user.id, g.id);
    expect((await api.get(`/group-sessions/${g.id}/messages`, ann.token)).status).toBe(404);
    const cleoPage = await api.get(`/group-sessions/${g.id}/messages`, cleo.token);
    expect([cleoPage.status, cleoPage.body.messages.length]).toEqual([200, 2]);
  });
});

describe('a group session’s thread over GraphQL', () => {
  it('reads, writes and marks read on the group session; its unread count is 0 for anyone else', async () => {
    const { coach, ann, olga, admin, g } = await cast();
    const SEND = `mutation($id: ID!, $body: String!) { sendGroupSessionMessage(groupSessionId: $id, body: $body) { id requestId groupSessionId senderId body } }`;
    const sent = await gql(SEND, { id: g.id, body: 'Hello group' }, ann.token);
    expect(sent.data.sendGroupSessionMessage).toMatchObject({
      requestId: null,
      groupSessionId: g.id,
      senderId: ann.user.id,
      body: 'Hello group',
    });
    const READ = `query($id: ID!) { groupSession(id: $id) { unreadCount messages(first: 5) { totalCount nodes { body } } } }`;
    const coachView = await gql(READ, { id: g.id }, coach.token);
    expect(coachView.data.groupSession).toEqual({
      unreadCount: 1,
      messages: { totalCount: 1, nodes: [{ body: 'Hello group' }] },
    });
    const thread = await gql(
      `mutation($id: ID!) { markGroupSessionThreadRead(groupSessionId: $id) { unreadCount messageCount members { fullName role } } }`,
      { id: g.id },
      coach.token,
    );
    expect(thread.data.markGroupSessionThreadRead).toEqual({
      unreadCount: 0,
      messageCount: 1,
      members: [
        { fullName: 'Coach Carla', role: 'COACH' },
        { fullName: 'Ann', role: 'MEMBER' },
        { fullName: 'Ben', role: 'MEMBER' },
      ],
    });
    for (const outsider of [olga, admin]) {
      const unread = await gql(
        `query($id: ID!) { groupSession(id: $id) { unreadCount } }`,
        { id: g.id },
        outsider.token,
      );
      expect(unread.data.groupSession.unreadCount).toBe(0);
      const read = await gql(READ, { id: g.id }, outsider.token);
      expect(read.errors?.[0]).toMatchObject({
        message: 'Group session not found',
        extensions: { code: 'NOT_FOUND' },
      });
      const write = await gql(SEND, { id: g.id, body: 'Let me in' }, outsider.token);
      expect(write.errors?.[0].extensions?.code).toBe('NOT_FOUND');
      const summary = await gql(
        `query($id: ID!) { groupSessionThread(groupSessionId: $id) { messageCount } }`,
        { id: g.id },
        outsider.token,
      );
      expect(summary.errors?.[0].extensions?.code).toBe('NOT_FOUND');
    }
  });

  it('delivers messages live to its members only: one thread, or all of a member’s threads', async () => {
    const { coach, ann, ben, cleo, g } = await cast();
    const EVENTS = (arg = '') =>
      `subscription { messageEvents${arg} { threadUnreadCount message { requestId groupSessionId body } } }`;
    const coachThread = subscribe(app.url, coach.token, EVENTS(`(groupSessionId: "${g.id}")`));
    const benAll = subscribe(app.url, ben.token, EVENTS());
    const cleoAll = subscribe(app.url, cleo.token, EVENTS());
    const cleoThread = subscribe(app.url, cleo.token, EVENTS(`(groupSessionId: "${g.id}")`));
    try {
      await Promise.all([coachThread.ready, benAll.ready, cleoAll.ready, cleoThread.ready]);
      await api.post(`/group-sessions/${g.id}/messages`, { body: 'Live hello' }, ann.token);
      const [coachEvent] = await coachThread.waitFor(1);
      expect(coachEvent.data.messageEvents).toEqual({
        threadUnreadCount: 1,
        message: { requestId: null, groupSessionId: g.id, body: 'Live hello' },
      });
      expect((await benAll.waitFor(1))[0].data.messageEvents.message.body).toBe('Live hello');
      // The waitlisted member is refused the thread's subscription and hears nothing on their own.
      expect(cleoThread.received[0]?.errors?.[0]?.extensions?.code ?? cleoThread.received[0]?.error).toBeTruthy();
      await new Promise((r) => setTimeout(r, 300));
      expect(cleoAll.received).toEqual([]);
    } finally {
      await Promise.all([coachThread.close(), benAll.close(), cleoAll.close(), cleoThread.close()]);
    }
  });
});
