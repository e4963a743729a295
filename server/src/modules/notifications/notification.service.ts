import type { DataSource, EntityManager } from 'typeorm';
import { invalid, notFound } from '../../common/errors/domain-error.js';
import { Topic, type EventBus } from '../../common/events/event-bus.js';
import { logger } from '../../common/logger.js';
import { decodeCursor, isPgTimestamp, pageOf, type Page } from '../../common/pagination.js';
import { isUuid } from '../../common/validation.js';
import type { NotificationKind } from '../../common/notifications/kinds.js';
import { affected, many, one } from '../../db/typed-query.js';
import * as q from './notifications.queries.js';

export interface NewNotification {
  userId: string;
  type: NotificationKind;
  title: string;
  message: string;
  reference?: string;
}

export type NotificationView = q.NotificationRow;

/**
 * A channel a notification also goes by besides the app: mail (modules/mail) and push
 * (modules/push). `notified` queues its message in the notification's own transaction when the
 * member wants this kind by that channel; `wake` sends it right after the commit.
 */
export interface NotificationChannel {
  notified(tx: EntityManager, n: NewNotification): Promise<void>;
  wake(): void;
}

export interface CreatedNotification extends NewNotification {
  id: string;
  createdAt: Date;
}

/** Which notification to publish, and to whom: the event itself is read from the database. */
export type NotificationRef = Pick<CreatedNotification, 'id' | 'userId'>;

/** What a member's subscription receives: a new notification, or only a new unread count. */
export interface NotificationEvent {
  kind: 'CREATED' | 'UNREAD_COUNT' | 'ACCOUNT';
  notification: NotificationView | null;
  unreadCount: number;
}

/**
 * An instant as the one reader of a notification reads their clock, like the Sessions view:
 * "Mon 30 Nov, 10:00 (your time)" in their timezone, with the year only when it is not this year
 * there. Each notification has one recipient, so its text can be written in their zone (a raw
 * "2026-11-30 at 10:00" was the other party's wall clock).
 */
export function readerTime(instant: Date | string, timeZone: string, now: Date = new Date()): string {
  const at = new Date(instant);
  let zone = timeZone;
  try {
    new Intl.DateTimeFormat('en-GB', { timeZone: zone });
  } catch {
    zone = 'UTC'; // a zone this runtime does not know: say UTC rather than fail the use case
  }
  const parts = (d: Date) =>
    Object.fromEntries(
      new Intl.DateTimeFormat('en-GB', {
        timeZone: zone,
        weekday: 'short',
        day: 'numeric',
        month: 'short',
        year: 'numeric',
        hour: '2-digit',
        minute: '2-digit',
        hourCycle: 'h23',
      })
        .formatToParts(d)
        .map((p) => [p.type, p.value]),
    ) as Record<'weekday' | 'day' | 'month' | 'year' | 'hour' | 'minute', string>;
  const p = parts(at);
  const text = `${p.weekday} ${p.day} ${p.month}${p.year === parts(now).year ? '' : ` ${p.year}`}, ${p.hour}:${p.minute}`;
  return `${text} (${zone === timeZone ? 'your time' : 'UTC'})`;
}

export const RECENT_NOTIFICATIONS = 10;

/**
 * Notification rows — written inside the use case's transaction, so a rolled-back change leaves
 * none — and their live delivery, published only after the commit. A member only ever sees and
 * changes their own (someone else's id is a 404).
 */
export class NotificationService {
  constructor(
    private readonly db: DataSource,
    private readonly bus: EventBus,
    private readonly channels: readonly NotificationChannel[] = [],
  ) {}

  private async queueOnChannels(tx: EntityManager, n: NewNotification): Promise<void> {
    for (const channel of this.channels) await channel.notified(tx, n);
  }

  /**
   * Every notification is written here, with its mail and push (if the member wants them) in the same
   * transaction — but the completion's, which the settlement function writes (`inserted`).
   */
  async create(tx: EntityManager, n: NewNotification): Promise<CreatedNotification> {
    const row = (await one(tx, q.insertNotification, [n.userId, n.type, n.title, n.message, n.reference ?? null]))!;
    await this.queueOnChannels(tx, n);
    return { ...n, id: row.id, createdAt: row.created_at };
  }

  /** The mail and push of a notification a database function wrote (`settle_exchange`), in the same transaction. */
  async inserted(tx: EntityManager, n: NewNotification & { id: string }): Promise<NotificationRef> {
    await this.queueOnChannels(tx, n);
    return { id: n.id, userId: n.userId };
  }

  /**
   * The member's one unread notification about `reference` (a conversation): created, or rewritten
   * with this text and time while it is still unread. Published like a new one (same id).
   */
  async createOrUpdateGrouped(
    tx: EntityManager,
    n: NewNotification & { type: 'message_received'; reference: string },
  ): Promise<CreatedNotification> {
    const row = (await one(tx, q.upsertGroupedNotification, [n.userId, n.type, n.title, n.message, n.reference]))!;
    // Mailed like any notification, once per unread thread: later messages only rewrite it
    // (`xmax = 0` tells an inserted row from an updated one).
    if (row.inserted) await this.queueOnChannels(tx, n);
    return { ...n, id: row.id, createdAt: row.created_at };
  }

  /** Marks read the member's unread notifications of a kind about one thing (a conversation they read); answers how many. */
  async markReadAbout(tx: EntityManager, userId: string, type: NotificationKind, reference: string): Promise<number> {
    return affected(tx, q.markReadAbout, [userId, type, reference]);
  }

  /**
   * Where a SQL statement that writes a notification may send its `CREATED` event itself, delivered
   * at its commit (`complete_exchange`, which builds `published`'s event in SQL); null when events
   * travel in-process and must be published after the commit.
   */
  get statementEvents(): { channel: string; topic: Topic } | null {
    return this.bus.channel === null ? null : { channel: this.bus.channel, topic: Topic.MemberNotifications };
  }

  /**
   * After commit: sends its mail and push and tells the member's subscriptions. Never throws — the change
   * itself is done. The event is the database's `notification_event` (the notification as it is now,
   * with the unread count of the same snapshot), the one a settlement sends from SQL; on a server
   * PostgreSQL it goes out through `publish_event` in the same statement.
   */
  async published(n: NotificationRef): Promise<void> {
    for (const channel of this.channels) channel.wake();
    try {
      const channel = this.bus.channel;
      if (channel !== null) {
        const sent = await one(this.db, q.publishNotificationEvent, [
          channel,
          Topic.MemberNotifications,
          n.userId,
          n.id,
        ]);
        if (!sent?.sent) logger.error('notification event not sent (gone, or too large for NOTIFY)', { id: n.id });
        return;
      }
      const row = await one(this.db, q.notificationEvent, [n.id]);
      if (row?.event) await this.bus.publish(Topic.MemberNotifications, n.userId, row.event);
    } catch (err) {
      logger.error('notification event not published', { error: err });
    }
  }

  /**
   * After commit: someone else's action changed the member's account without a notification (a
   * referral reward): their subscriptions hear it and read their new balance. Never throws.
   */
  async accountChanged(userId: string): Promise<void> {
    try {
      const event: NotificationEvent = {
        kind: 'ACCOUNT',
        notification: null,
        unreadCount: await this.unreadCount(userId),
      };
      await this.bus.publish(Topic.MemberNotifications, userId, event);
    } catch (err) {
      logger.error('account event not published', { error: err });
    }
  }

  async recent(userId: string): Promise<{ notifications: NotificationView[]; unreadCount: number }> {
    const row = (await one(this.db, q.recentNotificationsWithUnread, [userId, RECENT_NOTIFICATIONS]))!;
    return {
      notifications: row.notifications.map((n) => ({ ...n, createdAt: new Date(n.createdAt) })),
      unreadCount: row.unread,
    };
  }

  async list(
    userId: string,
    opts: { unreadOnly?: boolean; first: number; after?: string },
  ): Promise<Page<NotificationView>> {
    if (!Number.isInteger(opts.first) || opts.first < 1 || opts.first > 100)
      throw invalid('Page size must be between 1 and 100');
    const cursor = decodeCursor<{ c: string; i: string }>(
      opts.after,
      (v) => isPgTimestamp(v.c) && typeof v.i === 'string' && isUuid(v.i),
    );
    const pages = q.notificationPages;
    const limit = opts.first + 1;
    const rows = cursor
      ? await many(this.db, opts.unreadOnly ? pages.unreadAfter : pages.allAfter, [userId, limit, cursor.c, cursor.i])
      : await many(this.db, opts.unreadOnly ? pages.unread : pages.all, [userId, limit]);
    const { n: total } = (await one(this.db, opts.unreadOnly ? q.unreadCount : q.notificationCount, [userId]))!;
    return pageOf(
      rows,
      opts.first,
      total,
      (last) => ({ c: last.cursorCreated, i: last.id }),
      ({ cursorCreated: _c, ...n }) => n,
    );
  }

  async setRead(userId: string, id: string, read: boolean): Promise<NotificationView> {
    if (!isUuid(id)) throw notFound('Notification not found');
    const row = await one(this.db, q.setRead, [id, userId, read]);
    if (!row) throw notFound('Notification not found');
    await this.countChanged(userId);
    return row;
  }

  async remove(userId: string, id: string): Promise<void> {
    if (!isUuid(id)) throw notFound('Notification not found');
    const count = await affected(this.db, q.deleteNotification, [id, userId]);
    if (!count) throw notFound('Notification not found');
    await this.countChanged(userId);
  }

  async markAllRead(userId: string): Promise<number> {
    const count = await affected(this.db, q.markAllRead, [userId]);
    if (count) await this.countChanged(userId);
    return count;
  }

  async unreadCount(userId: string): Promise<number> {
    return (await one(this.db, q.unreadCount, [userId]))!.n;
  }

  /** After commit: the member's unread count changed (an UNREAD_COUNT event). Never throws. */
  async countChanged(userId: string) {
    try {
      const event: NotificationEvent = {
        kind: 'UNREAD_COUNT',
        notification: null,
        unreadCount: await this.unreadCount(userId),
      };
      await this.bus.publish(Topic.MemberNotifications, userId, event);
    } catch (err) {
      logger.error('unread-count event not published', { error: err });
    }
  }
}
