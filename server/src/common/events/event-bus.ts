import { createPubSub } from '@graphql-yoga/subscription';
import pg from 'pg';
import { logger } from '../logger.js';

/** Subscription topics: a typed list, each event addressed to one member (docs/style.md rule 11). */
export enum Topic {
  MemberNotifications = 'MEMBER_NOTIFICATIONS',
  /** Some sessions of the member ended (logout everywhere, password change): re-check their sockets. */
  SessionsRevoked = 'SESSIONS_REVOKED',
  /** A message in one of the member's conversations (`{ requestId, messageId }`; the body is read from the database). */
  ConversationMessages = 'CONVERSATION_MESSAGES',
}

export interface EventBus {
  /** Delivers `payload` to the subscribers of `topic` for member `memberId`, on every instance. */
  publish(topic: Topic, memberId: string, payload: unknown): Promise<void>;
  /** The per-instance pub/sub that GraphQL subscriptions read from (type-graphql's PubSub). */
  readonly pubSub: ReturnType<typeof createPubSub>;
  /**
   * The NOTIFY channel on which a SQL statement may send an event itself (`pg_notify`, in
   * `publish`'s envelope `{t: topic, m: member, p: payload}`): PostgreSQL delivers it at the
   * statement's commit, with no round trip of its own (the settlement, docs/ledger.md). Null when
   * events travel in-process.
   */
  readonly channel: string | null;
  close(): Promise<void>;
}

/** One process (the embedded database, where LISTEN/NOTIFY does not cross connections). */
export class LocalEventBus implements EventBus {
  readonly pubSub = createPubSub();
  readonly channel = null;

  publish(topic: Topic, memberId: string, payload: unknown): Promise<void> {
    this.pubSub.publish(topic, memberId, payload);
    return Promise.resolve();
  }

  async close(): Promise<void> {}
}

const CHANNEL = 'ee_events';
/** NOTIFY payloads must stay under 8000 bytes. */
const MAX_PAYLOAD = 7900;

/**
 * Several instances on one PostgreSQL: events travel through NOTIFY and come back to every
 * instance (this one included) on a dedicated LISTEN connection, which reconnects by itself when
 * it drops (docs/stack.md, trap 8). Delivery is at-most-once: an event sent while an instance is
 * reconnecting is missed there; clients fall back to polling `recent`, so nothing is lost for good.
 */
export class PgEventBus implements EventBus {
  readonly pubSub = createPubSub();
  readonly channel = CHANNEL;
  private client: pg.Client | undefined;
  private closed = false;
  private retryMs = 100;
  private timer: NodeJS.Timeout | undefined;
  /** How many times the listening connection was re-established (for tests and logs). */
  reconnects = 0;
  private readyWaiters: Array<() => void> = [];

  constructor(
    private readonly url: string,
    private readonly send: (sql: string, params: unknown[]) => Promise<unknown>,
  ) {}

  async start(): Promise<void> {
    await this.connect();
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

  async publish(topic: Topic, memberId: string, payload: unknown): Promise<void> {
    const message = JSON.stringify({ t: topic, m: memberId, p: payload });
    if (Buffer.byteLength(message) > MAX_PAYLOAD) {
      logger.error('event too large for NOTIFY; not sent', { topic, bytes: Buffer.byteLength(message) });
      return;
    }
    await this.send(`SELECT pg_notify($1, $2)`, [CHANNEL, message]);
  }

  async close(): Promise<void> {
    this.closed = true;
    clearTimeout(this.timer);
    const c = this.client;
    this.client = undefined;
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
    this.readyWaiters.splice(0).forEach((w) => w());
  }

  private lost(client: pg.Client) {
    if (this.client !== client || this.closed) return;
    this.client = undefined;
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
          logger.warn('event listener reconnect failed; retrying', { error: (err as Error).message, inMs: this.retryMs });
          this.scheduleReconnect();
        },
      );
    }, delay);
    this.timer.unref();
  }

  private deliver(raw: string | undefined) {
    if (!raw) return;
    try {
      const { t, m, p } = JSON.parse(raw) as { t: Topic; m: string; p: unknown };
      this.pubSub.publish(t, m, p);
    } catch (err) {
      logger.warn('malformed event ignored', { error: (err as Error).message });
    }
  }
}
