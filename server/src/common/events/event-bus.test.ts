import { describe, expect, inject, it } from 'vitest';
import { testDatabaseUrl, useTestServices } from '../../../test/harness.js';
import { PgEventBus, Topic } from './event-bus.js';

/**
 * The event bus's envelope and size limit are the database's `publish_event`, which both
 * `PgEventBus.publish` and a settlement's own statement call.
 */
const { app } = useTestServices();

const MEMBER = '00000000-0000-4000-8000-000000000001';

describe('publish_event', () => {
  it('sends what NOTIFY accepts and refuses, sending nothing, an empty or too large event', async () => {
    const sent = async (payload: unknown) =>
      (
        await app.db.query(`SELECT publish_event('ee_events_check', $1, $2, $3::json) AS sent`, [
          Topic.MemberNotifications,
          MEMBER,
          payload === undefined ? null : JSON.stringify(payload),
        ])
      )[0].sent as boolean;
    expect(await sent({ kind: 'UNREAD_COUNT', notification: null, unreadCount: 1 })).toBe(true);
    expect(await sent(undefined)).toBe(false);
    expect(await sent({ text: 'x'.repeat(7_900) })).toBe(false);
  });

  // The embedded database's bus is in-process: no envelope crosses a channel there.
  it.skipIf(inject('embeddedDatabase'))(
    'delivers the envelope {t, m, p} to subscriptions, on a server PostgreSQL across its channel',
    async () => {
      const { bus } = app.services;
      expect(bus.channel).not.toBeNull();
      const events = bus.pubSub.subscribe(Topic.MemberNotifications, MEMBER)[Symbol.asyncIterator]();
      const next = events.next();
      await bus.publish(Topic.MemberNotifications, MEMBER, {
        kind: 'UNREAD_COUNT',
        notification: null,
        unreadCount: 3,
      });
      expect((await next).value).toEqual({ kind: 'UNREAD_COUNT', notification: null, unreadCount: 3 });
      await events.return?.();
    },
  );

  it.skipIf(inject('embeddedDatabase'))(
    'times its own heartbeat through the channel (event_bus_delay_seconds), without a pool connection',
    async () => {
      const sent: string[] = [];
      const bus = new PgEventBus(testDatabaseUrl(), (sql, params) => (sent.push(sql), app.db.query(sql, params)), 20);
      try {
        expect(bus.delayMs()).toBe(0);
        await bus.start();
        const deadline = Date.now() + 5_000;
        // A first round trip heard (a delay above zero, then nothing on its way for long).
        while (bus.delayMs() === 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 10));
        expect(bus.delayMs()).toBeGreaterThan(0);
        await new Promise((r) => setTimeout(r, 200));
        expect(bus.delayMs()).toBeLessThan(200);
        // Heartbeats go on the listening connection: the pool (and the requests' statements) never see them.
        expect(sent).toEqual([]);
      } finally {
        await bus.close();
      }
    },
  );

  it.skipIf(inject('embeddedDatabase'))(
    'shows a listener that hears nothing as a delay that keeps growing, and recovers once it hears again',
    async () => {
      const bus = new PgEventBus(testDatabaseUrl(), (sql, params) => app.db.query(sql, params), 20);
      try {
        await bus.start();
        const heard = Date.now() + 5_000;
        while (bus.delayMs() === 0 && Date.now() < heard) await new Promise((r) => setTimeout(r, 10));
        // The listening connection stops reading (a stuck listener: its socket is not read, so
        // neither the heartbeat's answer nor its NOTIFY arrives).
        const socket = (bus as unknown as { client: { connection: { stream: NodeJS.ReadableStream } } }).client
          .connection.stream;
        socket.pause();
        await new Promise((r) => setTimeout(r, 300));
        const first = bus.delayMs();
        expect(first).toBeGreaterThanOrEqual(250);
        await new Promise((r) => setTimeout(r, 200));
        expect(bus.delayMs()).toBeGreaterThanOrEqual(first + 150);
        socket.resume();
        const recovered = Date.now() + 5_000;
        while (bus.delayMs() >= 200 && Date.now() < recovered) await new Promise((r) => setTimeout(r, 10));
        expect(bus.delayMs()).toBeLessThan(200);
      } finally {
        await bus.close();
      }
    },
  );
});
