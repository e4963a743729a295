import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/harness.js';
import { availableAllWeek, createMember, createService, dayInZone, grantEp } from '../../../test/factories.js';
import { NOTIFICATION_EVENTS, subscribe } from '../../../test/ws-client.js';

const { app, api, gql } = useTestApp();

/** Two coaches each get one request: a notification apiece. */
async function twoCoachesWithRequests() {
  const a = await createMember(app, { fullName: 'Ann' });
  const b = await createMember(app, { fullName: 'Ben' });
  const requester = await createMember(app, { fullName: 'Rex' });
  const serviceA = await createService(app, a.user.id, { title: 'A-service' });
  const serviceB = await createService(app, b.user.id, { title: 'B-service' });
  return { a, b, requester, serviceA, serviceB };
}

describe('REST notifications', () => {
  it('lists, reads, deletes and marks all read — only the member’s own', async () => {
    const { a, b, requester, serviceA } = await twoCoachesWithRequests();
    await api.post('/requests', { service_id: serviceA.id }, requester.token);
    const r2 = await createMember(app);
    await api.post('/requests', { service_id: serviceA.id }, r2.token);

    const recent = await api.get('/notifications/recent', a.token);
    expect(recent.body.unread_count).toBe(2);
    expect(recent.body.notifications).toHaveLength(2);
    expect(recent.body.notifications[1]).toMatchObject({
      type: 'exchange_request',
      title: 'New exchange request',
      read: false,
    });
    const [first, second] = recent.body.notifications;

    // Someone else's notification does not exist for them.
    expect((await api.put(`/notifications/${first.id}`, { read: true }, b.token)).status).toBe(404);
    expect((await api.delete(`/notifications/${first.id}`, b.token)).status).toBe(404);
    expect((await api.get('/notifications/recent', b.token)).body).toEqual({ notifications: [], unread_count: 0 });

    expect((await api.put(`/notifications/${first.id}`, { read: true }, a.token)).body.read).toBe(true);
    expect((await api.get('/notifications?unread_only=true', a.token)).body.map((n: { id: string }) => n.id)).toEqual([
      second.id,
    ]);
    expect((await api.get('/notifications', a.token)).body).toHaveLength(2);
    expect((await api.post('/notifications/mark-all-read', {}, a.token)).body).toEqual({ updated: 1 });
    expect((await api.get('/notifications/recent', a.token)).body.unread_count).toBe(0);
    expect((await api.delete(`/notifications/${second.id}`, a.token)).status).toBe(200);
    expect((await api.get('/notifications', a.token)).body.map((n: { id: string }) => n.id)).toEqual([first.id]);
  });

  it('refuses bad input and visitors', async () => {
    const { a } = await twoCoachesWithRequests();
    expect((await api.get('/notifications/recent')).status).toBe(401);
    expect((await api.put('/notifications/not-an-id', { read: true }, a.token)).status).toBe(404);
    expect(
      (await api.put('/notifications/00000000-0000-4000-8000-000000000000', { read: 'yes' }, a.token)).body.detail,
    ).toBe('read must be true or false');
    expect((await api.get('/notifications?unread_only=maybe', a.token)).body.detail).toBe(
      'unread_only must be true or false',
    );
    expect((await api.get('/notifications?limit=1000', a.token)).status).toBe(400);
  });
});

describe('live notifications over graphql-ws', () => {
  it("delivers each member's notifications to that member only, after commit", async () => {
    const { a, b, requester, serviceA, serviceB } = await twoCoachesWithRequests();
    const subA = subscribe(app.url, a.token, NOTIFICATION_EVENTS);
    const subB = subscribe(app.url, b.token, NOTIFICATION_EVENTS);
    await Promise.all([subA.ready, subB.ready]);
    try {
      expect((await api.post('/requests', { service_id: serviceA.id }, requester.token)).status).toBe(201);
      const [eventA] = await subA.waitFor(1);
      expect(eventA.data.notificationEvents).toMatchObject({
        kind: 'CREATED',
        unreadCount: 1,
        notification: {
          type: 'EXCHANGE_REQUEST',
          title: 'New exchange request',
          message: 'Rex wants to exchange 1 EP for your A-service service.',
          read: false,
        },
      });

      // A refused request (not enough EP) rolls back: no row, no event.
      const poor = await createMember(app);
      const pricey = await createService(app, a.user.id, { energyCost: 9 });
      expect((await api.post('/requests', { service_id: pricey.id }, poor.token)).status).toBe(400);

      await grantEp(app, requester.user.id, 1);
      expect((await api.post('/requests', { service_id: serviceB.id }, requester.token)).status).toBe(201);
      await subB.waitFor(1);
      // Unread-count changes travel too.
      await gql(`mutation { markAllNotificationsRead }`, {}, a.token);
      const events = await subA.waitFor(2);
      expect(events[1].data.notificationEvents).toEqual({ kind: 'UNREAD_COUNT', unreadCount: 0, notification: null });

      await new Promise((r) => setTimeout(r, 200));
      expect(subA.received).toHaveLength(2);
      expect(subB.received).toHaveLength(1);
      expect(subB.received[0].data.notificationEvents.notification.message).toContain('B-service');
    } finally {
      await Promise.all([subA.close(), subB.close()]);
    }
  });

  it('answers the same over GraphQL queries and mutations', async () => {
    const { a, requester, serviceA } = await twoCoachesWithRequests();
    await api.post('/requests', { service_id: serviceA.id }, requester.token);
    const recent = await gql(
      `{ recentNotifications { unreadCount notifications { id read } } notifications(unreadOnly: true, first: 5) { totalCount nodes { id } pageInfo { hasNextPage } } }`,
      {},
      a.token,
    );
    expect(recent.data.recentNotifications.unreadCount).toBe(1);
    const id = recent.data.recentNotifications.notifications[0].id;
    expect(recent.data.notifications).toMatchObject({
      totalCount: 1,
      nodes: [{ id }],
      pageInfo: { hasNextPage: false },
    });
    expect(
      (await gql(`mutation($id: ID!) { markNotificationRead(id: $id) { read } }`, { id }, a.token)).data
        .markNotificationRead.read,
    ).toBe(true);
    expect(
      (await gql(`mutation($id: ID!) { deleteNotification(id: $id) }`, { id }, requester.token)).errors?.[0].extensions
        ?.code,
    ).toBe('NOT_FOUND');
    expect(
      (await gql(`mutation($id: ID!) { deleteNotification(id: $id) }`, { id }, a.token)).data.deleteNotification,
    ).toBe(true);
  });
});

describe('where a click on a notification goes', () => {
  const URL_EVENTS = `subscription { notificationEvents { kind notification { type reference url } } }`;

  it('names its view and the request, question or group session thread it is about, the same on REST, GraphQL and live', async () => {
    const coach = await createMember(app, { fullName: 'Cora' });
    const requester = await createMember(app, { fullName: 'Rex' });
    await availableAllWeek(app, coach.user.id);
    await grantEp(app, requester.user.id, 5);
    const service = await createService(app, coach.user.id, { title: 'Pitch deck review' });
    const live = subscribe(app.url, requester.token, URL_EVENTS);
    await live.ready;
    try {
      // A request: the coach's notification opens that request.
      const request = await api.post('/requests', { service_id: service.id }, requester.token);
      expect(request.status).toBe(201);
      const [toCoach] = (await api.get('/notifications', coach.token)).body;
      expect(toCoach).toMatchObject({
        type: 'exchange_request',
        url: `/?view=requests&request=${request.body.id}`,
      });

      // A message in that request's thread: the requester's opens the request (its thread), live too.
      await api.post(`/requests/${request.body.id}/messages`, { body: 'See you Tuesday' }, coach.token);
      const [event] = await live.waitFor(1);
      expect(event.data.notificationEvents.notification).toEqual({
        type: 'MESSAGE_RECEIVED',
        reference: request.body.id,
        url: `/?view=requests&request=${request.body.id}`,
      });

      // A question: the coach's opens the question's thread.
      const other = await createService(app, coach.user.id, { title: 'Brand story' });
      const asked = await api.post('/questions', { service_id: other.id, body: 'Is it remote?' }, requester.token);
      expect(asked.status).toBe(201);

      // A message in a group session's thread: My Sessions, that occurrence.
      const workshop = await createService(app, coach.user.id, { title: 'Workshop', maxParticipants: 3 });
      const occurrence = await app.services.groupSessions.schedule(coach.user.id, {
        serviceId: workshop.id,
        date: dayInZone(3),
        timeSlot: '10:00',
      });
      await app.services.groupSessions.join(requester.user.id, occurrence.id);
      await api.post(`/group-sessions/${occurrence.id}/messages`, { body: 'Bring a pen' }, coach.token);
      await live.waitFor(2);

      const restRecent = (await api.get('/notifications/recent', requester.token)).body.notifications;
      const gqlRecent = (
        await gql(`{ recentNotifications { notifications { type reference url } } }`, {}, requester.token)
      ).data.recentNotifications.notifications;
      const gqlPage = (await gql(`{ notifications(first: 10) { nodes { type reference url } } }`, {}, requester.token))
        .data.notifications.nodes;
      const messages = [
        { reference: occurrence.id, url: `/?view=sessions&group_session=${occurrence.id}` },
        { reference: request.body.id, url: `/?view=requests&request=${request.body.id}` },
      ];
      const ofMessages = (list: Array<{ type: string; reference: string; url: string }>) =>
        list
          .filter((n) => n.type.toLowerCase() === 'message_received')
          .map(({ reference, url }) => ({ reference, url }));
      expect(ofMessages(restRecent)).toEqual(messages);
      expect(ofMessages(gqlRecent)).toEqual(messages);
      expect(ofMessages(gqlPage)).toEqual(messages);

      const coachList = (await api.get('/notifications', coach.token)).body as Array<{ type: string; url: string }>;
      expect(coachList.find((n) => n.type === 'message_received')?.url).toBe(
        `/?view=requests&question=${asked.body.id}`,
      );

      // A changed notification answers its link too.
      const marked = await gql(
        `mutation($id: ID!) { markNotificationRead(id: $id) { url } }`,
        { id: toCoach.id },
        coach.token,
      );
      expect(marked.data.markNotificationRead.url).toBe(`/?view=requests&request=${request.body.id}`);
    } finally {
      await live.close();
    }
  });

  it('opens only the view of a message whose thread is gone or whose reference is no id', async () => {
    const member = await createMember(app);
    await app.db.query(
      `INSERT INTO notifications (user_id, type, params, reference)
       VALUES ($1, 'message_received', '{}', 'not-an-id'), ($1, 'message_received', '{}', gen_random_uuid()::text)`,
      [member.user.id],
    );
    const list = (await api.get('/notifications', member.token)).body as Array<{ url: string }>;
    expect(list.map((n) => n.url)).toEqual(['/?view=requests', '/?view=requests']);
  });
});
