import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/harness.js';
import { createMember, createService, grantEp } from '../../../test/factories.js';
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
