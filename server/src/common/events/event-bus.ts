import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { createPubSub } from '@graphql-yoga/subscription';
import pg from 'pg';
import { logger } from '../logger.js';
import { isUuid } from '../validation.js';

/** Subscription topics: a typed list, each event addressed to one member (docs/style.md rule 11). */
export enum Topic {
  MemberNotifications = 'MEMBER_NOTIFICATIONS',
  /**
   * Some sessions of the member ended (logout everywhere, password change, suspension, deletion):
   * re-check their sockets, and forget the member's cached sessions (identity's SessionCache).
   */
  SessionsRevoked = 'SESSIONS_REVOKED',
  /**
   * The member's row changed in a column a signed-in request reads (name, address proven, timezone,
   * Premium, last sign-in, suspension lifted): forget the member's cached sessions, nothing else.
   */
  MemberChanged = 'MEMBER_CHANGED',
  /** A message in one of the member's conversations (`{ requestId, messageId }`; the body is read from the database). */
  ConversationMessages = 'CONVERSATION_MESSAGES',
  /**
   * A group session's seat counts changed (a seat taken or freed). Seat counts are public (Discover
   * shows them), so the event is addressed to the nil id, on which every subscriber listens.
   */
  GroupSessionSeats = 'GROUP_SESSION_SEATS',
}

type Payload = Record<string, unknown>;

const isText = (v: unknown) => typeof v === 'string';
const isCount = (v: unknown) => Number.isInteger(v) && (v as number) >= 0;
const isInstant = (v: unknown) => (v instanceof Date || typeof v === 'string') && !Number.isNaN(new Date(v).getTime());
const isId = (v: unknown) => typeof v === 'string' && isUuid(v);

/**
 * What each topic's payload must look like to reach a subscription (in-process it is the
 * publisher's object; across instances, the same after JSON: dates as text). A new topic needs its line here: the record is exhaustive.
 */
const PAYLOADS: Record<Topic, (p: Payload) => boolean> = {
  // notifications' NotificationEvent
  [Topic.MemberNotifications]: (p) => {
    if (!['CREATED', 'UNREAD_COUNT', 'ACCOUNT'].includes(p.kind as string) || !isCount(p.unreadCount)) return false;
    if (p.notification === null) return true;
    const n = p.notification as Payload | undefined;
    return (
      typeof n === 'object' &&
      isId(n.id) &&
      isText(n.type) &&
      // A notification's words are its parameters, rendered for the subscriber (older rows: its texts).
      (n.title === null || isText(n.title)) &&
      (n.message === null || isText(n.message)) &&
      typeof n.read === 'boolean' &&
      (n.reference === null || n.reference === undefined || isText(n.reference)) &&
      isInstant(n.createdAt)
    );
  },
  [Topic.SessionsRevoked]: () => true,
  [Topic.MemberChanged]: () => true,
  // conversations' MessagePosted: a request's thread, an occurrence's or a question's, exactly one of them
  [Topic.ConversationMessages]: (p) =>
    [p.requestId, p.groupSessionId, p.questionId].filter(isId).length === 1 && isId(p.messageId),
  // group sessions' SeatsChanged
  [Topic.GroupSessionSeats]: (p) =>
    isId(p.groupSessionId) &&
    isId(p.serviceId) &&
    isCount(p.seatsTaken) &&
    isCount(p.seatsLeft) &&
    isCount(p.waitlisted),
};

/** Why an event may not be delivered, or null when it may. */
function eventDefect(topic: unknown, memberId: unknown, payload: unknown): string | null {
  if (!Object.values(Topic).includes(topic as Topic)) return 'unknown topic';
  if (!isId(memberId)) return 'no member id';
  if (typeof payload !== 'object' || payload === null || Array.isArray(payload)) return 'no payload';
  return PAYLOADS[topic as Topic](payload as Payload) ? null : 'payload does not match its topic';
}

/**
 * The per-instance pub/sub that every subscription reads from, behind the one gate of events:
 * whatever publishes into it (either bus, a raw `pg_notify` on the channel), an event that is not
 * a known topic addressed to a member with that topic's payload is dropped and logged here. No
 * subscription resolver ever receives one (an event without a payload once reached
 * `notificationEvents` and its subscriber got an INTERNAL_SERVER_ERROR).
 */
export function createEventPubSub(taps?: EventTaps): ReturnType<typeof createPubSub> {
  const inner = createPubSub();
  return {
    publish(routingKey: string, ...args: [] | [unknown] | [string | number, unknown]) {
      const [memberId, payload] = args;
      const defect = eventDefect(routingKey, memberId, payload);
      if (defect) {
        logger.warn('malformed event dropped', { topic: String(routingKey).slice(0, 60), defect });
        return;
      }
      taps?.deliver(routingKey as Topic, String(memberId));
      inner.publish(routingKey, String(memberId), payload);
    },
    subscribe: (...args) => inner.subscribe(...args),
  };
}

type Tap = (memberId: string) => void;

/**
 * Listeners of every event of a topic, whatever its member (the pub/sub only knows topic + member):
 * the session cache forgets a member on `SESSIONS_REVOKED` / `MEMBER_CHANGED` this way. A tap is
 * called synchronously, before any subscription, and must not throw (it is caught and logged).
 */
export class EventTaps {
  private readonly byTopic = new Map<Topic, Set<Tap>>();

  add(topic: Topic, tap: Tap): () => void {
    let set = this.byTopic.get(topic);
    if (!set) this.byTopic.set(topic, (set = new Set()));
    set.add(tap);
    return () => void set.delete(tap);
  }

  deliver(topic: Topic, memberId: string) {
    const set = this.byTopic.get(topic);
    if (!set) return;
    for (const tap of set) {
      try {
        tap(memberId);
      } catch (err) {
        logger.error('event tap failed', { topic, error: (err as Error).message });
      }
    }
  }
}

/** Whether this instance hears every event right now, and a callback on each change (`EventBus.connection`). */
export interface BusConnection {
  /**
   * True while every event published on any instance reaches this one: always in-process; on
   * PostgreSQL while the LISTEN connection is up (events sent while it is down are lost here).
   */
  readonly connected: boolean;
  /** Calls `fn` on every change of `connected` (false when the listener drops, true once it listens again). */
  onChange(fn: (connected: boolean) => void): () => void;
}

class Connection implements BusConnection {
  private readonly listeners = new Set<(connected: boolean) => void>();
  constructor(public connected: boolean) {}

  onChange(fn: (connected: boolean) => void): () => void {
    this.listeners.add(fn);
    return () => void this.listeners.delete(fn);
  }

  set(connected: boolean) {
    if (this.connected === connected) return;
    this.connected = connected;
    for (const fn of this.listeners) {
      try {
        fn(connected);
      } catch (err) {
        logger.error('event bus connection listener failed', { error: (err as Error).message });
      }
    }
  }
}

export interface EventBus {
  /** Delivers `payload` to the subscribers of `topic` for member `memberId`, on every instance. */
  publish(topic: Topic, memberId: string, payload: unknown): Promise<void>;
  /** The per-instance pub/sub that GraphQL subscriptions read from (type-graphql's PubSub). */
  readonly pubSub: ReturnType<typeof createPubSub>;
  /**
   * The NOTIFY channel on which a SQL statement may send an event itself (`publish_event`, in
   * `publish`'s envelope `{t: topic, m: member, p: payload}`), PostgreSQL delivering it at the
   * statement's commit: a notification's event, read and sent in one statement. Only from a statement
   * that writes nothing (migration EventsAfterCommit). Null when events travel in-process.
   */
  readonly channel: string | null;
  /** Every event of a topic this instance receives, whatever its member (`EventTaps`). */
  readonly taps: EventTaps;
  /** Whether events from every instance reach this one now. */
  readonly connection: BusConnection;
  /**
   * How long the channel takes now, in milliseconds: the round trip of this instance's last
   * heartbeat, or how long the one on its way has been (a stuck listener shows as a growing delay);
   * 0 when events travel in-process.
   */
  delayMs(): number;
  close(): Promise<void>;
}

/** One process (the embedded database, where LISTEN/NOTIFY does not cross connections). */
export class LocalEventBus implements EventBus {
  readonly taps = new EventTaps();
  readonly pubSub = createEventPubSub(this.taps);
  readonly channel = null;
  readonly connection: BusConnection = new Connection(true);

  delayMs(): number {
    return 0;
  }

  publish(topic: Topic, memberId: string, payload: unknown): Promise<void> {
    this.pubSub.publish(topic, memberId, payload);
    return Promise.resolve();
  }

  async close(): Promise<void> {}
}

const CHANNEL = 'ee_events';

/**
 * Several instances on one PostgreSQL: events travel through NOTIFY and come back to every
 * instance (this one included) on a dedicated LISTEN connection, which reconnects by itself when
 * it drops (docs/stack.md, trap 8). Delivery is at-most-once: an event sent while an instance is
 * reconnecting is missed there; clients fall back to polling `recent`, so nothing is lost for good.
 */
export class PgEventBus implements EventBus {
  readonly taps = new EventTaps();
  readonly pubSub = createEventPubSub(this.taps);
  readonly channel = CHANNEL;
  private readonly state = new Connection(false);
  readonly connection: BusConnection = this.state;
  private client: pg.Client | undefined;
  private closed = false;
  private retryMs = 100;
  private timer: NodeJS.Timeout | undefined;
  /** How many times the listening connection was re-established (for tests and logs). */
  reconnects = 0;
  private readyWaiters: Array<() => void> = [];
  /** This instance's heartbeats: its id in them, the last round trip, and when the one on its way left. */
  private readonly instanceId = randomUUID();
  private heartbeat: NodeJS.Timeout | undefined;
  private heartbeats = 0;
  private lastRoundTripMs = 0;
  /** The heartbeat on its way: its number and when it left (performance.now(): sub-millisecond). */
  private pending: { n: number; at: number } | undefined;

  constructor(
    private readonly url: string,
    private readonly send: (sql: string, params: unknown[]) => Promise<unknown>,
    /** How often this instance times a NOTIFY of its own through the channel (`event_bus_delay_seconds`). */
    private readonly heartbeatMs = 5_000,
  ) {}

  async start(): Promise<void> {
    await this.connect();
    this.heartbeat = setInterval(() => void this.beat(), this.heartbeatMs);
    this.heartbeat.unref();
    await this.beat();
  }

  delayMs(): number {
    const waiting = this.pending ? performance.now() - this.pending.at : 0;
    return Math.max(this.lastRoundTripMs, waiting);
  }

  /**
   * A NOTIFY of this instance's own, outside any transaction, timed until its own listener hears it:
   * the delay every event crosses, measured on one clock. One at a time: while one is on its way the
   * delay is how long it has been.
   */
  private async beat(): Promise<void> {
    const client = this.client;
    if (this.pending || this.closed || !client) return;
    const beat = { n: ++this.heartbeats, at: performance.now() };
    this.pending = beat;
    try {
      // On the listening connection itself (PostgreSQL delivers a session's NOTIFY to its own
      // LISTEN too): no pool connection, no statement among the requests'.
      await client.query(`SELECT pg_notify($1, $2)`, [CHANNEL, JSON.stringify({ h: this.instanceId, n: beat.n })]);
    } catch {
      if (this.pending === beat) this.pending = undefined; // not sent: the next beat tries again
    }
  }

  /** The backend pid of the LISTEN connection (tests terminate it to prove the reconnect). */
  get listenerPid(): number | undefined {
    return (this.client as unknown as { processID?: number } | undefined)?.processID;
  }

  /** Resolves once the listener is connected (immediately if it is). */
  ready(): Promise<void> {
    if (this.client) return Promise.resolve();
    return new Promise((resolve) => this.readyWaiters.push(resolve));
  }

  /**
   * The envelope and its size limit are the database's `publish_event`, which a statement that
   * sends its own event (a notification's, read and sent at once) calls too: one definition of what
   * crosses the channel. Never from inside a transaction that writes (migration EventsAfterCommit):
   * on the pool, this statement is a transaction of its own that writes nothing.
   */
  async publish(topic: Topic, memberId: string, payload: unknown): Promise<void> {
    const rows = (await this.send(`SELECT publish_event($1, $2, $3, $4::json) AS sent`, [
      CHANNEL,
      topic,
      memberId,
      JSON.stringify(payload) ?? null,
    ])) as Array<{ sent: boolean }>;
    if (!rows[0]?.sent) logger.error('event too large for NOTIFY, or empty; not sent', { topic });
  }

  async close(): Promise<void> {
    this.closed = true;
    clearTimeout(this.timer);
    clearInterval(this.heartbeat);
    const c = this.client;
    this.client = undefined;
    this.state.set(false);
    await c?.end().catch(() => undefined);
  }

  private async connect(): Promise<void> {
    const client = new pg.Client({ connectionString: this.url, application_name: 'energy-exchange-listener' });
    client.on('notification', (msg) => this.deliver(msg.payload));
    client.on('error', (err) => {
      logger.warn('event listener connection error', { error: err.message });
      this.lost(client);
    });
    client.on('end', () => this.lost(client));
    try {
      await client.connect();
      await client.query(`LISTEN ${CHANNEL}`);
    } catch (err) {
      await client.end().catch(() => undefined);
      throw err;
    }
    if (this.closed) {
      await client.end().catch(() => undefined);
      return;
    }
    this.client = client;
    this.retryMs = 100;
    // A heartbeat sent before the connection dropped will never be heard: the next one times the new connection.
    this.pending = undefined;
    this.state.set(true);
    this.readyWaiters.splice(0).forEach((w) => w());
  }

  private lost(client: pg.Client) {
    if (this.client !== client || this.closed) return;
    this.client = undefined;
    this.state.set(false);
    this.scheduleReconnect();
  }

  private scheduleReconnect() {
    if (this.closed) return;
    const delay = this.retryMs;
    this.retryMs = Math.min(this.retryMs * 2, 5000);
    this.timer = setTimeout(() => {
      this.connect().then(
        () => {
          this.reconnects++;
          logger.info('event listener reconnected', { reconnects: this.reconnects });
        },
        (err: unknown) => {
          logger.warn('event listener reconnect failed; retrying', {
            error: (err as Error).message,
            inMs: this.retryMs,
          });
          this.scheduleReconnect();
        },
      );
    }, delay);
    this.timer.unref();
  }

  /** Anything that arrives on the channel goes through the pub/sub's gate, which drops what is not an event. */
  private deliver(raw: string | undefined) {
    let envelope: unknown;
    try {
      envelope = JSON.parse(raw ?? '');
    } catch (err) {
      logger.warn('malformed event dropped', { defect: 'not JSON', error: (err as Error).message });
      return;
    }
    const { t, m, p, h, n } = (typeof envelope === 'object' && envelope !== null ? envelope : {}) as {
      t?: unknown;
      m?: unknown;
      p?: unknown;
      h?: unknown;
      n?: unknown;
    };
    if (h !== undefined) {
      // A heartbeat: this instance's own is timed; the other instances' are theirs.
      if (h === this.instanceId && this.pending && n === this.pending.n) {
        this.lastRoundTripMs = performance.now() - this.pending.at;
        this.pending = undefined;
      }
      return;
    }
    this.pubSub.publish(String(t), String(m), p);
  }
}
