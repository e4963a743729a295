import { defineMessages } from '@formatjs/intl';
import type { DataSource, EntityManager } from 'typeorm';
import { notFound } from '../../common/errors/domain-error.js';
import { Topic, type EventBus } from '../../common/events/event-bus.js';
import { logger } from '../../common/logger.js';
import { decodeCursor, isPgTimestamp, pageOf, type Page, assertPageSize } from '../../common/pagination.js';
import { isUuid } from '../../common/validation.js';
import type { NotificationKind } from '../../common/notifications/kinds.js';
import { affected, hotReadsOf, many, one } from '../../db/typed-query.js';
import * as q from './notifications.queries.js';
import { renderNotification, type NotificationParams, type Reader } from './notification.texts.js';
import { notificationTarget } from './notification.target.js';

export { readerTime } from './notification.texts.js';

/** A notification the member asked about that is not theirs (or not at all): the same answer. */
export const NotificationMessages = defineMessages({
  notFound: { id: 'notifications.notFound', defaultMessage: 'Notification not found' },
  unreadOnly: { id: 'notifications.unreadOnly', defaultMessage: 'unread_only must be true or false' },
});

/**
 * What a new notification says: the name of its text and that text's values, rendered for its
 * reader when read or sent (`notification.texts.ts`).
 */
export interface NotificationContent {
  params: NotificationParams;
}

interface NotificationHead {
  userId: string;
  type: NotificationKind;
  reference?: string;
}

export type NewNotification = NotificationHead & NotificationContent;

/** A new notification some of whose fields its sender fills in (a request's reference…); `Omit` of the union would lose its content. */
export type NoticeWithout<K extends keyof NotificationHead> = Omit<NotificationHead, K> & NotificationContent;

/** A notification as its reader reads it: title and message in their language, and where a click on it goes. */
export type NotificationView = Omit<q.NotificationRow, 'title' | 'message' | 'params' | 'thread'> & {
  title: string;
  message: string;
  url: string;
};

/** The member reading their notifications: whose they are, and the language and clock they read in. */
export type NotificationReader = Reader & { id: string };

/** A stored notification as its reader reads it. */
export function viewFor<T extends q.NotificationRow>(row: T, reader: Reader): NotificationView {
  const { title: _t, message: _m, params: _p, thread, ...rest } = row;
  const { url } = notificationTarget(row.type, row.reference, thread);
  return { ...rest, ...renderNotification(row, reader), url };
}

/** The columns a new notification writes: its parameters, no sentences (those are for rows written before them). */
function stored(n: NotificationContent): [title: null, message: null, params: string] {
  return [null, null, JSON.stringify(n.params)];
}

/**
 * A channel a notification also goes by besides the app: mail (modules/mail) and push
 * (modules/push). `notified` queues its message in the notification's own transaction when the
 * member wants this kind by that channel, with the notification's content (rendered when sent, in
 * the recipient's language) and answers whether it did; `wake` sends it right after the commit.
 */
export interface NotificationChannel {
  notified(tx: EntityManager, n: NewNotification): Promise<boolean>;
  wake(): void;
}

export type CreatedNotification = NewNotification & {
  id: string;
  createdAt: Date;
  /** Whether a mail or a push of it was queued: only then are the channels woken after the commit. */
  queued: boolean;
};

/**
 * Which notification to publish, and to whom: the event itself is read from the database. Without
 * `queued`, the channels are woken as if something had been queued.
 */
export type NotificationRef = Pick<CreatedNotification, 'id' | 'userId'> & { queued?: boolean };

/** What a member's subscription receives: a new notification, or only a new unread count. */
export interface NotificationEvent {
  kind: 'CREATED' | 'UNREAD_COUNT' | 'ACCOUNT';
  /** As stored (JSON across instances): the subscription renders it for its member. */
  notification: (Omit<q.NotificationRow, 'createdAt'> & { createdAt: Date | string }) | null;
  unreadCount: number;
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

  /** Answers whether any channel queued something. */
  private async queueOnChannels(tx: EntityManager, n: NewNotification): Promise<boolean> {
    let queued = false;
    for (const channel of this.channels) if (await channel.notified(tx, n)) queued = true;
    return queued;
  }

  /**
   * Every notification is written here, with its mail and push (if the member wants them) in the same
   * transaction — but the completion's, which the settlement function writes (`inserted`).
   */
  async create(tx: EntityManager, n: NewNotification): Promise<CreatedNotification> {
    const row = (await one(tx, q.insertNotification, [n.userId, n.type, ...stored(n), n.reference ?? null]))!;
    const queued = await this.queueOnChannels(tx, n);
    return { ...n, id: row.id, createdAt: row.created_at, queued };
  }

  /** The mail and push of a notification a database function wrote (`settle_exchange`), in the same transaction. */
  async inserted(tx: EntityManager, n: NewNotification & { id: string }): Promise<NotificationRef> {
    const queued = await this.queueOnChannels(tx, n);
    return { id: n.id, userId: n.userId, queued };
  }

  /**
   * The member's one unread notification about `reference` (a conversation): created, or rewritten
   * with this content and time while it is still unread. Published like a new one (same id).
   */
  async createOrUpdateGrouped(
    tx: EntityManager,
    n: NewNotification & { type: 'message_received'; reference: string },
  ): Promise<CreatedNotification> {
    const row = (await one(tx, q.upsertGroupedNotification, [n.userId, n.type, ...stored(n), n.reference]))!;
    // Mailed like any notification, once per unread thread: later messages only rewrite it
    // (`xmax = 0` tells an inserted row from an updated one).
    const queued = row.inserted && (await this.queueOnChannels(tx, n));
    return { ...n, id: row.id, createdAt: row.created_at, queued };
  }

  /** Marks read the member's unread notifications of a kind about one thing (a conversation they read); answers how many. */
  async markReadAbout(tx: EntityManager, userId: string, type: NotificationKind, reference: string): Promise<number> {
    return affected(tx, q.markReadAbout, [userId, type, reference]);
  }

  /**
   * After commit: sends its mail and push and tells the member's subscriptions. Never throws — the change
   * itself is done. The event is the database's `notification_event` (the notification as it is now,
   * with the unread count of the same snapshot); on a server PostgreSQL it goes out through
   * `publish_event` in the same statement, prepared. That statement writes nothing, so its NOTIFY
   * waits for no WAL flush; a NOTIFY inside the transaction that wrote the notification would hold
   * PostgreSQL's one lock on notifying commits through that commit's flush (migration
   * EventsAfterCommit).
   */
  async published(n: NotificationRef): Promise<void> {
    // A wake is a claim statement on each outbox: not spent on a notification nobody is mailed or pushed.
    if (n.queued !== false) for (const channel of this.channels) channel.wake();
    try {
      const channel = this.bus.channel;
      if (channel !== null) {
        const sent = await hotReadsOf(this.db).one(q.publishNotificationEvent, [
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

  /**
   * The bell's list, read on every page a member opens: prepared on a server PostgreSQL (parsed and
   * planned once per connection), as a read by member whose best plan is the same for every member.
   */
  async recent(reader: NotificationReader): Promise<{ notifications: NotificationView[]; unreadCount: number }> {
    const row = (await hotReadsOf(this.db).one(q.recentNotificationsWithUnread, [reader.id, RECENT_NOTIFICATIONS]))!;
    return {
      notifications: row.notifications.map((n) => viewFor({ ...n, createdAt: new Date(n.createdAt) }, reader)),
      unreadCount: row.unread,
    };
  }

  async list(
    reader: NotificationReader,
    opts: { unreadOnly?: boolean; first: number; after?: string },
  ): Promise<Page<NotificationView>> {
    assertPageSize(opts.first);
    const cursor = decodeCursor<{ c: string; i: string }>(
      opts.after,
      (v) => isPgTimestamp(v.c) && typeof v.i === 'string' && isUuid(v.i),
    );
    const userId = reader.id;
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
      ({ cursorCreated: _c, ...n }) => viewFor(n, reader),
    );
  }

  async setRead(reader: NotificationReader, id: string, read: boolean): Promise<NotificationView> {
    if (!isUuid(id)) throw notFound(NotificationMessages.notFound);
    const row = await one(this.db, q.setRead, [id, reader.id, read]);
    if (!row) throw notFound(NotificationMessages.notFound);
    await this.countChanged(reader.id);
    return viewFor(row, reader);
  }

  async remove(userId: string, id: string): Promise<void> {
    if (!isUuid(id)) throw notFound(NotificationMessages.notFound);
    const count = await affected(this.db, q.deleteNotification, [id, userId]);
    if (!count) throw notFound(NotificationMessages.notFound);
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
