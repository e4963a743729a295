import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/harness.js';
import { readNotifications } from '../../../test/notifications.js';
import { availableAllWeek, createMember, createService, dayInZone } from '../../../test/factories.js';
import { subscribe } from '../../../test/ws-client.js';
import { MESSAGES_PER_MINUTE } from './conversation.service.js';

const { app, api, gql } = useTestApp();

/** A coach, a requester with a pending request, a third member and an admin. */
async function thread() {
  const coach = await createMember(app, { fullName: 'Cora Coach' });
  const requester = await createMember(app, { fullName: 'Rex Requester' });
  const third = await createMember(app, { fullName: 'Tess Third' });
  const admin = await createMember(app, { fullName: 'Ada Admin' });
  await app.services.adminRoles.grant(null, admin.user.email, 'super_admin');
  const service = await createService(app, coach.user.id, { title: 'Guitar basics' });
  const request = await app.services.exchanges.send(requester.user.id, { serviceId: service.id });
  return { coach, requester, third, admin, requestId: request.id };
}

const SEND = `mutation($id: ID!, $body: String!) { sendMessage(requestId: $id, body: $body) { id requestId senderId body createdAt } }`;
const THREAD = `query($id: ID!, $after: String) { exchangeRequest(id: $id) { id unreadCount messages(first: 2, after: $after) { totalCount nodes { id body } pageInfo { hasNextPage endCursor } } } }`;
const messageNotices = async (userId: string) =>
  (await readNotifications(app, `n.user_id = $1 AND n.type = 'message_received'`, [userId])).map(
    ({ id, title, message, read }) => ({ id, title, message, read }),
  );

describe('conversations over REST', () => {
  it('lets both parties write and read, pages newest first, and marks the thread read', async () => {
    const { coach, requester, requestId } = await thread();
    const sent = await api.post(
      `/requests/${requestId}/messages`,
      { body: '  Hello, when suits you?  ' },
      requester.token,
    );
    expect(sent.status).toBe(201);
    expect(sent.body).toMatchObject({ sender_id: requester.user.id, body: 'Hello, when suits you?' });
    await api.post(
      `/requests/${requestId}/messages`,
      { body: 'Tuesday works <b>https://example.com</b>' },
      coach.token,
    );
    await api.post(`/requests/${requestId}/messages`, { body: 'Great' }, requester.token);

    const page = await api.get(`/requests/${requestId}/messages?limit=2`, coach.token);
    expect(page.body.messages.map((m: { body: string }) => m.body)).toEqual([
      'Great',
      'Tuesday works <b>https://example.com</b>',
    ]);
    expect(page.body.unread_count).toBe(2);
    expect(page.headers.get('x-total-count')).toBe('3');
    const next = page.headers.get('link')!.match(/<\/api([^>]+)>/)![1];
    const older = await api.get(next, coach.token);
    expect(older.body.messages.map((m: { body: string }) => m.body)).toEqual(['Hello, when suits you?']);
    expect(older.headers.get('link')).toBeNull();

    // Reading does not mark read; the explicit route does, and reads the grouped notification too.
    expect((await api.get(`/requests/${requestId}/messages`, coach.token)).body.unread_count).toBe(2);
    expect((await api.post(`/requests/${requestId}/messages/read`, {}, coach.token)).body).toEqual({ unread_count: 0 });
    expect((await api.get(`/requests/${requestId}/messages`, coach.token)).body.unread_count).toBe(0);
    expect((await messageNotices(coach.user.id)).every((n: { read: boolean }) => n.read)).toBe(true);
    expect((await api.get(`/requests/${requestId}/messages`, requester.token)).body.unread_count).toBe(1);
  });

  it('refuses empty, too long and NUL messages with clear texts, and bad paging', async () => {
    const { requester, requestId } = await thread();
    const empty = await api.post(`/requests/${requestId}/messages`, { body: '   \n ' }, requester.token);
    expect(empty).toMatchObject({ status: 400, body: { detail: 'Write a message before sending it' } });
    expect((await api.post(`/requests/${requestId}/messages`, {}, requester.token)).status).toBe(400);
    expect((await api.post(`/requests/${requestId}/messages`, { body: 42 }, requester.token)).status).toBe(400);
    const long = await api.post(`/requests/${requestId}/messages`, { body: 'x'.repeat(2001) }, requester.token);
    expect(long).toMatchObject({ status: 400, body: { detail: 'A message can be at most 2,000 characters' } });
    // 2,000 characters as PostgreSQL counts them: emoji are one each, not two.
    expect(
      (await api.post(`/requests/${requestId}/messages`, { body: '🎸'.repeat(2000) }, requester.token)).status,
    ).toBe(201);
    expect((await api.get(`/requests/${requestId}/messages?limit=0`, requester.token)).status).toBe(400);
    expect((await api.get(`/requests/${requestId}/messages?cursor=bogus`, requester.token)).status).toBe(400);
    const nul = await gql(SEND, { id: requestId, body: 'a\u0000b' }, requester.token);
    expect(nul.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('is private to the two parties: a third member and an admin are told it does not exist', async () => {
    const { requester, third, admin, requestId } = await thread();
    await api.post(`/requests/${requestId}/messages`, { body: 'Private' }, requester.token);
    for (const outsider of [third, admin]) {
      expect((await api.get(`/requests/${requestId}/messages`, outsider.token)).body).toMatchObject({
        detail: 'Exchange request not found',
      });
      expect((await api.post(`/requests/${requestId}/messages`, { body: 'Hi' }, outsider.token)).status).toBe(404);
      expect((await api.post(`/requests/${requestId}/messages/read`, {}, outsider.token)).status).toBe(404);
      const q = await gql(THREAD, { id: requestId }, outsider.token);
      expect(q.errors?.[0].extensions?.code).toBe('NOT_FOUND');
      expect((await gql(SEND, { id: requestId, body: 'Hi' }, outsider.token)).errors?.[0].extensions?.code).toBe(
        'NOT_FOUND',
      );
    }
    expect((await api.get(`/requests/not-a-uuid/messages`, requester.token)).status).toBe(404);
    expect((await api.get(`/requests/${requestId}/messages`)).status).toBe(401);
  });

  it('stays open whatever the status: a declined request still has its thread', async () => {
    const { coach, requester, requestId } = await thread();
    await app.services.exchanges.respond(coach.user.id, { requestId, action: 'decline' });
    expect(
      (await api.post(`/requests/${requestId}/messages`, { body: 'Maybe next month?' }, requester.token)).status,
    ).toBe(201);
  });

  it(`allows ${MESSAGES_PER_MINUTE} messages a minute per member, then 429`, async () => {
    const { coach, requester, requestId } = await thread();
    // Fill the member's current window directly (30 HTTP calls would only slow the suite down).
    await app.db.query(
      `INSERT INTO rate_limits (bucket, window_start, hits) VALUES ($1, to_timestamp(floor(extract(epoch FROM now()) / 60) * 60), $2)`,
      [`messages:${requester.user.id}`, MESSAGES_PER_MINUTE - 1],
    );
    expect((await api.post(`/requests/${requestId}/messages`, { body: 'Thirtieth' }, requester.token)).status).toBe(
      201,
    );
    const refused = await api.post(`/requests/${requestId}/messages`, { body: 'One too many' }, requester.token);
    expect(refused.status).toBe(429);
    expect(refused.body.detail).toBe('You can send at most 30 messages a minute. Please wait a moment.');
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    const gqlRefused = await gql(SEND, { id: requestId, body: 'Again' }, requester.token);
    expect(gqlRefused.errors?.[0].extensions?.code).toBe('TOO_MANY_REQUESTS');
    // Counted per member: the other party still writes.
    expect((await api.post(`/requests/${requestId}/messages`, { body: 'Fine here' }, coach.token)).status).toBe(201);
    expect((await api.get(`/requests/${requestId}/messages`, coach.token)).body.messages).toHaveLength(2);
  });
});

describe('conversations over GraphQL', () => {
  it('sends, pages, counts unread per thread and marks read', async () => {
    const { coach, requester, requestId } = await thread();
    for (const body of ['one', 'two', 'three'])
      expect((await gql(SEND, { id: requestId, body }, requester.token)).data.sendMessage.body).toBe(body);
    const first = (await gql(THREAD, { id: requestId }, coach.token)).data.exchangeRequest;
    expect(first.unreadCount).toBe(3);
    expect(first.messages.totalCount).toBe(3);
    expect(first.messages.nodes.map((m: { body: string }) => m.body)).toEqual(['three', 'two']);
    const second = (await gql(THREAD, { id: requestId, after: first.messages.pageInfo.endCursor }, coach.token)).data
      .exchangeRequest;
    expect(second.messages.nodes.map((m: { body: string }) => m.body)).toEqual(['one']);
    expect(second.messages.pageInfo.hasNextPage).toBe(false);
    // The list of requests carries each thread's count (batched, one statement).
    const received = await gql(`{ receivedRequests { id unreadCount } }`, {}, coach.token);
    expect(received.data.receivedRequests).toEqual([{ id: requestId, unreadCount: 3 }]);
    const read = await gql(
      `mutation($id: ID!) { markThreadRead(requestId: $id) { id unreadCount } }`,
      { id: requestId },
      coach.token,
    );
    expect(read.data.markThreadRead).toEqual({ id: requestId, unreadCount: 0 });
    expect((await gql(`{ sentRequests { unreadCount } }`, {}, requester.token)).data.sentRequests).toEqual([
      { unreadCount: 0 },
    ]);
  });

  it("reaches a session's thread through Session.exchangeRequest", async () => {
    const { coach, requester, requestId } = await thread();
    await availableAllWeek(app, coach.user.id);
    await app.services.exchanges.respond(coach.user.id, { requestId, action: 'accept' });
    await app.services.sessions.propose(requester.user.id, {
      requestId,
      proposedDate: dayInZone(3),
      proposedTimeSlot: '09:00',
    });
    await gql(SEND, { id: requestId, body: 'See you then' }, coach.token);
    const sessions = await gql(`{ mySessions { exchangeRequest { id unreadCount } } }`, {}, requester.token);
    expect(sessions.data.mySessions).toEqual([{ exchangeRequest: { id: requestId, unreadCount: 1 } }]);
  });
});

describe('message notifications', () => {
  it('groups: one unread notification per thread, updated by further messages, new once read', async () => {
    const { coach, requester, requestId } = await thread();
    await api.post(`/requests/${requestId}/messages`, { body: 'First message' }, requester.token);
    const [before] = await messageNotices(coach.user.id);
    await api.post(`/requests/${requestId}/messages`, { body: 'Second message' }, requester.token);
    const after = await messageNotices(coach.user.id);
    expect(after).toHaveLength(1);
    expect(after[0]).toMatchObject({
      id: before.id,
      title: 'New message from Rex Requester',
      message: 'About "Guitar basics": Second message',
      read: false,
    });
    // The sender gets none for their own messages.
    expect(await messageNotices(requester.user.id)).toHaveLength(0);
    // Once read, the next message is a new notification.
    await api.post(`/requests/${requestId}/messages/read`, {}, coach.token);
    await api.post(`/requests/${requestId}/messages`, { body: 'Third' }, requester.token);
    const later = await messageNotices(coach.user.id);
    expect(later.map((n: { read: boolean }) => n.read)).toEqual([true, false]);
    // Two messages at once still make one unread notification (the partial unique index).
    await Promise.all(['a', 'b'].map((body) => app.services.conversations.send(requester.user.id, requestId, body)));
    expect((await messageNotices(coach.user.id)).filter((n: { read: boolean }) => !n.read)).toHaveLength(1);
  });

  it('delivers live: the thread subscription of both parties, and the grouped notification', async () => {
    const { coach, requester, third, requestId } = await thread();
    const EVENTS = (id?: string) =>
      `subscription { messageEvents${id ? `(requestId: "${id}")` : ''} { threadUnreadCount message { id requestId senderId body } } }`;
    const coachThread = subscribe(app.url, coach.token, EVENTS(requestId));
    const requesterAll = subscribe(app.url, requester.token, EVENTS());
    const thirdAll = subscribe(app.url, third.token, EVENTS());
    const coachNotices = subscribe(
      app.url,
      coach.token,
      `subscription { notificationEvents { kind unreadCount notification { id type reference } } }`,
    );
    const outsider = subscribe(app.url, third.token, EVENTS(requestId));
    try {
      await Promise.all([coachThread.ready, requesterAll.ready, thirdAll.ready, coachNotices.ready, outsider.ready]);
      await gql(SEND, { id: requestId, body: 'Live one' }, requester.token);
      await gql(SEND, { id: requestId, body: 'Live two' }, requester.token);
      const [, second] = await coachThread.waitFor(2);
      expect(second.data.messageEvents).toMatchObject({
        threadUnreadCount: 2,
        message: { requestId, senderId: requester.user.id, body: 'Live two' },
      });
      expect((await requesterAll.waitFor(2))[0].data.messageEvents).toMatchObject({
        threadUnreadCount: 0,
        message: { body: 'Live one' },
      });
      const notices = await coachNotices.waitFor(2);
      // Both events carry the same grouped notification.
      expect(notices.map((e) => e.data.notificationEvents.notification)).toEqual([
        expect.objectContaining({ type: 'MESSAGE_RECEIVED', reference: requestId }),
        expect.objectContaining({ id: notices[0].data.notificationEvents.notification.id }),
      ]);
      // The second message updated the notification: the bell's count did not grow.
      expect(notices[1].data.notificationEvents.unreadCount).toBe(notices[0].data.notificationEvents.unreadCount);
      // Someone outside the thread is refused on subscribing, and hears nothing on their own stream.
      expect(outsider.received[0]?.error ?? outsider.received[0]?.errors).toBeTruthy();
      expect(thirdAll.received).toEqual([]);
    } finally {
      await Promise.all([coachThread, requesterAll, thirdAll, coachNotices, outsider].map((s) => s.close()));
    }
  });
});
