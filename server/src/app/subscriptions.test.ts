import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { Client } from 'graphql-ws';
import { useTestApp } from '../../test/harness.js';
import { createMember, createService } from '../../test/factories.js';
import { NOTIFICATION_EVENTS, subscribe, testClient } from '../../test/ws-client.js';
import { Topic } from '../common/events/event-bus.js';

/**
 * The boundary of live events, from outside: what reaches a subscriber is a whole event or nothing
 * (a malformed or payload-less event on the bus is dropped and logged, never an error), and a
 * refused subscription carries the `extensions.code` a refused query carries.
 */
const { app, api, gql } = useTestApp();

const MESSAGE_EVENTS = `subscription { messageEvents { threadUnreadCount message { requestId body } } }`;

/** A coach with a service and a member who sent a request for it (the thread both can write to). */
async function pairWithThread() {
  const coach = await createMember(app, { fullName: 'Live Coach' });
  const member = await createMember(app, { fullName: 'Live Member' });
  const service = await createService(app, coach.user.id, { title: 'Live lesson' });
  const request = (await api.post('/requests', { service_id: service.id }, member.token)).body as { id: string };
  return { coach, member, service, request };
}

describe('events on the bus reaching a subscription', () => {
  it('drops malformed and payload-less events (raw NOTIFY on PostgreSQL, in-process otherwise): no error reaches any subscriber, the next good event does', async () => {
    const { coach, member, request } = await pairWithThread();
    const notifications = subscribe(app.url, coach.token, NOTIFICATION_EVENTS);
    const messages = subscribe(app.url, coach.token, MESSAGE_EVENTS);
    await Promise.all([notifications.ready, messages.ready]);
    try {
      const me = coach.user.id;
      const bus = app.services.bus;
      // What an instance killed mid-way, a stray client of the database or a bug could put on the bus.
      const broken: Array<[Topic, unknown]> = [
        [Topic.MemberNotifications, undefined],
        [Topic.MemberNotifications, null],
        [Topic.MemberNotifications, 'CREATED'],
        [Topic.MemberNotifications, { kind: 'CREATED' }],
        [Topic.MemberNotifications, { kind: 'CREATED', unreadCount: 1, notification: { id: 'x' } }],
        [Topic.MemberNotifications, { kind: 'SOMETHING', unreadCount: 1, notification: null }],
        [Topic.ConversationMessages, undefined],
        [Topic.ConversationMessages, { requestId: request.id }],
        [Topic.ConversationMessages, { requestId: 'not-an-id', messageId: 'nor-this' }],
      ];
      for (const [topic, payload] of broken) await bus.publish(topic, me, payload);
      if (bus.channel) {
        // A real PostgreSQL: raw NOTIFYs on the channel every instance listens to.
        const raw = [
          'not json',
          'null',
          '[]',
          '42',
          JSON.stringify({ t: Topic.MemberNotifications, m: me }),
          JSON.stringify({ t: Topic.MemberNotifications, m: me, p: null }),
          JSON.stringify({ t: Topic.MemberNotifications, p: { kind: 'ACCOUNT', unreadCount: 0, notification: null } }),
          JSON.stringify({ t: 'NO_SUCH_TOPIC', m: me, p: {} }),
          JSON.stringify({ t: Topic.ConversationMessages, m: me, p: {} }),
          '',
        ];
        for (const text of raw) await app.db.query(`SELECT pg_notify($1, $2)`, [bus.channel, text]);
      }
      // Well-formed, but about a message that does not exist: the resolver cannot read it back.
      await bus.publish(Topic.ConversationMessages, me, { requestId: request.id, messageId: randomUUID() });

      // The next good events arrive, and they are all that arrived.
      expect(
        (await api.post(`/requests/${request.id}/messages`, { body: 'Still listening?' }, member.token)).status,
      ).toBe(201);
      const [message] = await messages.waitFor(1);
      expect(message).toEqual({
        data: { messageEvents: { threadUnreadCount: 1, message: { requestId: request.id, body: 'Still listening?' } } },
      });
      const [first] = await notifications.waitFor(1);
      expect(first.data.notificationEvents).toMatchObject({
        kind: 'CREATED',
        notification: { type: 'MESSAGE_RECEIVED' },
      });
      await bus.publish(Topic.MemberNotifications, me, { kind: 'UNREAD_COUNT', unreadCount: 7, notification: null });
      await notifications.waitFor(2);
      await new Promise((r) => setTimeout(r, 300));
      expect(notifications.received.filter((e) => e.error || e.errors)).toEqual([]);
      expect(messages.received.filter((e) => e.error || e.errors)).toEqual([]);
      expect(notifications.received.map((e) => e.data.notificationEvents.kind)).toEqual(['CREATED', 'UNREAD_COUNT']);
      expect(notifications.received[1].data.notificationEvents.unreadCount).toBe(7);
      expect(messages.received).toHaveLength(1);
    } finally {
      await Promise.all([notifications.close(), messages.close()]);
    }
  });
});

describe('a refused subscription over graphql-ws carries extensions.code like a refused query', () => {
  /** A graphql-ws client whose socket is open (the handshake passed). */
  async function openClient(token: string): Promise<Client> {
    const { client, ready } = testClient(app.url, token);
    await ready;
    return client;
  }

  /** The errors a subscription is refused with (as an `error` message or its only result), or 'listening'. */
  function outcome(client: Client, query: string, variables?: Record<string, unknown>) {
    return new Promise<Array<{ message: string; code: unknown }> | 'listening'>((resolve) => {
      const codes = (errors: ReadonlyArray<{ message: string; extensions?: Record<string, unknown> }>) =>
        errors.map((e) => ({ message: e.message, code: e.extensions?.code }));
      let stop = () => {};
      const timer = setTimeout(() => {
        stop();
        resolve('listening');
      }, 700);
      stop = client.subscribe(
        { query, variables },
        {
          next: (result) => {
            if (!result.errors) return;
            clearTimeout(timer);
            resolve(codes(result.errors));
          },
          error: (err) => {
            clearTimeout(timer);
            resolve(
              Array.isArray(err)
                ? codes(err as Array<{ message: string; extensions?: Record<string, unknown> }>)
                : [{ message: String(err), code: undefined }],
            );
          },
          complete: () => {},
        },
      );
    });
  }

  const codeOf = (res: { errors?: Array<{ extensions?: Record<string, unknown> }> }) =>
    res.errors?.[0]?.extensions?.code;

  it('bad input, an unknown field, a syntax error and a thread of others: the same codes as queries, and the socket keeps working', async () => {
    const { coach, member, request } = await pairWithThread();
    const stranger = await createMember(app, { fullName: 'Stranger' });
    const client = await openClient(stranger.token);
    try {
      const cases: Array<{
        subscription: [string, Record<string, unknown>?];
        query: [string, Record<string, unknown>?];
        code: string;
      }> = [
        {
          subscription: [
            'subscription($id: ID) { messageEvents(requestId: $id) { threadUnreadCount } }',
            { id: { not: 'an id' } },
          ],
          query: ['query($id: ID!) { exchangeRequest(id: $id) { id } }', { id: { not: 'an id' } }],
          code: 'BAD_USER_INPUT',
        },
        {
          subscription: ['subscription { notificationEvents { nope } }'],
          query: ['{ me { nope } }'],
          code: 'GRAPHQL_VALIDATION_FAILED',
        },
        { subscription: ['subscription { notificationEvents {'], query: ['{ me {'], code: 'GRAPHQL_PARSE_FAILED' },
        {
          subscription: [`subscription { messageEvents(requestId: "${request.id}") { threadUnreadCount } }`],
          query: [`{ exchangeRequest(id: "${request.id}") { id } }`],
          code: 'NOT_FOUND',
        },
        {
          subscription: ['subscription { messageEvents(requestId: "not-a-uuid") { threadUnreadCount } }'],
          query: ['{ exchangeRequest(id: "not-a-uuid") { id } }'],
          code: 'NOT_FOUND',
        },
      ];
      for (const c of cases) {
        const refused = await outcome(client, ...c.subscription);
        const asQuery = await gql(c.query[0], c.query[1], stranger.token);
        expect([c.subscription[0], codeOf(asQuery)]).toEqual([c.subscription[0], c.code]);
        expect(refused).not.toBe('listening');
        expect([c.subscription[0], (refused as Array<{ code: unknown }>)[0].code]).toEqual([c.subscription[0], c.code]);
        expect((refused as Array<{ message: string }>)[0].message).not.toBe('Internal server error');
      }
      // None of this closed the socket: a good subscription on it still hears its events.
      const own = await openClient(coach.token);
      try {
        const received: unknown[] = [];
        const stop = own.subscribe(
          { query: `subscription { messageEvents(requestId: "${request.id}") { message { body } } }` },
          { next: (r) => void received.push(r), error: (e) => void received.push({ error: e }), complete: () => {} },
        );
        expect(await outcome(client, NOTIFICATION_EVENTS)).toBe('listening');
        await new Promise((r) => setTimeout(r, 150));
        await api.post(`/requests/${request.id}/messages`, { body: 'Heard' }, member.token);
        for (let i = 0; i < 50 && received.length === 0; i++) await new Promise((r) => setTimeout(r, 50));
        stop();
        expect(received).toEqual([{ data: { messageEvents: { message: { body: 'Heard' } } } }]);
      } finally {
        await own.dispose();
      }
    } finally {
      await client.dispose();
    }
  });

  it('UNAUTHENTICATED once the socket’s session has ended (an ended session whose announcement this instance missed)', async () => {
    const member = await createMember(app);
    const client = await openClient(member.token);
    try {
      expect(await outcome(client, NOTIFICATION_EVENTS)).toBe('listening');
      // Sessions end in the database; the event that closes sockets is at-most-once, so this socket may still be open.
      await app.db.query(`DELETE FROM auth_sessions WHERE user_id = $1`, [member.user.id]);
      // Nor did any event reach the session cache: its fallback TTL (30 s) is what ends the cached
      // answer, passed here at once instead of waited for (session-cache.test.ts tests the TTL).
      app.services.identity.sessionCache.clear();
      expect(codeOf(await gql(`{ me { id } }`, undefined, member.token))).toBe('UNAUTHENTICATED');
      const refused = await outcome(client, NOTIFICATION_EVENTS);
      expect(refused).toEqual([{ message: 'Invalid or expired token', code: 'UNAUTHENTICATED' }]);
    } finally {
      await client.dispose();
    }
  });
});
