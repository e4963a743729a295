import type { DataSource } from 'typeorm';
import { invalid, notFound } from '../../common/errors/domain-error.js';
import { Topic, type EventBus } from '../../common/events/event-bus.js';
import { filter, pipe } from '@graphql-yoga/subscription';
import { logger } from '../../common/logger.js';
import { decodeCursor, isPgTimestamp, pageOf, type Page } from '../../common/pagination.js';
import type { Limit, RateLimiter } from '../../common/rate-limit.js';
import { isUuid } from '../../common/validation.js';
import { inTransaction } from '../../db/transaction.js';
import { many, one, run } from '../../db/typed-query.js';
import type { CreatedNotification, NotificationService } from '../notifications/index.js';
import * as q from './conversations.queries.js';

export type MessageView = q.MessageRow;

/** The limits of a message, in characters as PostgreSQL counts them (code points). */
export const MESSAGE_MAX_CHARS = 2000;
export const MESSAGES_PER_MINUTE = 30;
const NOTICE_EXCERPT_CHARS = 140;

export const ConversationText = {
  requestNotFound: 'Exchange request not found',
  empty: 'Write a message before sending it',
  tooLong: `A message can be at most ${MESSAGE_MAX_CHARS.toLocaleString('en-US')} characters`,
  nul: 'A message cannot contain a NUL character',
  tooFast: `You can send at most ${MESSAGES_PER_MINUTE} messages a minute. Please wait a moment.`,
  pageSize: 'Page size must be between 1 and 100',
} as const;

/** Counted per member across all their threads, in PostgreSQL (every instance sees the same count). */
export const messagesPerMember = (memberId: string): Limit => ({
  bucket: `messages:${memberId}`,
  max: MESSAGES_PER_MINUTE,
  windowSeconds: 60,
});

/** What travels on the bus: ids only, so an event never outgrows a NOTIFY payload whatever the body. */
export interface MessagePosted {
  requestId: string;
  messageId: string;
}

/** What a party's subscription receives: the message and their unread count in that thread after it. */
export interface MessageEventView {
  message: MessageView;
  threadUnreadCount: number;
}

/**
 * The private thread of each exchange request: only its two parties read and write it (anyone else,
 * admins included, is told the request does not exist, as everywhere else for a request one cannot
 * see). A message and the recipient's grouped notification are written in one transaction; the live
 * events go out after commit.
 */
export class ConversationService {
  constructor(
    private readonly db: DataSource,
    private readonly limiter: RateLimiter,
    private readonly notifications: NotificationService,
    private readonly bus: EventBus,
  ) {}

  async send(memberId: string, requestId: string, rawBody: unknown): Promise<MessageView> {
    const body = typeof rawBody === 'string' ? rawBody.trim() : '';
    if (body === '') throw invalid(ConversationText.empty);
    if ([...body].length > MESSAGE_MAX_CHARS) throw invalid(ConversationText.tooLong);
    if (body.includes('\u0000')) throw invalid(ConversationText.nul);
    const thread = await this.threadFor(memberId, requestId);
    // Counted outside the transaction: the embedded database has one connection.
    await this.limiter.hit(messagesPerMember(memberId), ConversationText.tooFast);
    const iAmCoach = thread.coach_id === memberId;
    const recipientId = iAmCoach ? thread.requester_id : thread.coach_id;
    const senderName = iAmCoach ? thread.coach_name : thread.requester_name;
    return inTransaction(this.db, async (tx, afterCommit) => {
      const message = (await one(tx, q.insertMessage, [thread.id, memberId, body]))!;
      const notice = await this.notifications.createOrUpdateGrouped(tx, {
        userId: recipientId,
        type: 'message_received',
        title: `New message from ${senderName}`,
        message: `About "${thread.title}": ${excerpt(body)}`,
        reference: thread.id,
      });
      afterCommit(() => this.announce(message, [memberId, recipientId], notice));
      return message;
    });
  }

  /** A page of the thread, newest first. */
  async messages(
    memberId: string,
    requestId: string,
    opts: { first: number; after?: string | null },
  ): Promise<Page<MessageView>> {
    if (!Number.isInteger(opts.first) || opts.first < 1 || opts.first > 100) throw invalid(ConversationText.pageSize);
    const cursor = decodeCursor<{ c: string; i: string }>(
      opts.after,
      (v) => isPgTimestamp(v.c) && typeof v.i === 'string' && isUuid(v.i),
    );
    const thread = await this.threadFor(memberId, requestId);
    const limit = opts.first + 1;
    const rows = cursor
      ? await many(this.db, q.messagePages.after, [thread.id, limit, cursor.c, cursor.i])
      : await many(this.db, q.messagePages.first, [thread.id, limit]);
    const { n: total } = (await one(this.db, q.messageCount, [thread.id]))!;
    return pageOf(
      rows,
      opts.first,
      total,
      (last) => ({ c: last.cursorCreated, i: last.id }),
      ({ cursorCreated: _c, ...m }) => m,
    );
  }

  /** The member has read the thread: its unread count is 0 and its message notification is read. */
  async markRead(memberId: string, requestId: string): Promise<void> {
    const thread = await this.threadFor(memberId, requestId);
    await inTransaction(this.db, async (tx, afterCommit) => {
      await run(tx, q.markThreadRead, [thread.id, memberId]);
      const changed = await this.notifications.markReadAbout(tx, memberId, 'message_received', thread.id);
      if (changed) afterCommit(() => this.notifications.countChanged(memberId));
    });
  }

  async unreadCount(memberId: string, requestId: string): Promise<number> {
    return (await this.unreadCounts(memberId, [requestId])).get(requestId) ?? 0;
  }

  /** Unread messages per thread for one member (requests they are a party of; others count 0). */
  async unreadCounts(memberId: string, requestIds: readonly string[]): Promise<Map<string, number>> {
    const rows = await many(this.db, q.unreadPerThread, [memberId, requestIds.filter(isUuid)]);
    return new Map(rows.map((r) => [r.id, r.n]));
  }

  /** Refuses (404) unless the member is a party of the request. */
  async assertParty(memberId: string, requestId: string): Promise<void> {
    await this.threadFor(memberId, requestId);
  }

  /**
   * The member's live message events, of one thread or of all of theirs. Events are addressed to
   * the two parties only (published per member), so filtering by thread is all that is left.
   */
  live(memberId: string, requestId?: string | null): AsyncIterable<MessagePosted> {
    const events = this.bus.pubSub.subscribe(Topic.ConversationMessages, memberId) as AsyncIterable<MessagePosted>;
    return requestId
      ? pipe(
          events,
          filter((e: MessagePosted) => e.requestId === requestId),
        )
      : events;
  }

  /** Reads an announced message back for one of its parties (the event itself carries ids only). */
  async eventFor(memberId: string, posted: MessagePosted): Promise<MessageEventView> {
    const message = await one(this.db, q.messageInThread, [posted.requestId, posted.messageId]);
    if (!message) throw notFound(ConversationText.requestNotFound);
    return { message, threadUnreadCount: await this.unreadCount(memberId, posted.requestId) };
  }

  private async threadFor(memberId: string, requestId: string) {
    if (!isUuid(requestId)) throw notFound(ConversationText.requestNotFound);
    const thread = await one(this.db, q.threadOf, [requestId]);
    if (!thread || (thread.requester_id !== memberId && thread.coach_id !== memberId))
      throw notFound(ConversationText.requestNotFound);
    return thread;
  }

  /** After commit; never throws (the message is saved, clients catch up by reading the thread). */
  private async announce(message: MessageView, parties: string[], notice: CreatedNotification): Promise<void> {
    await this.notifications.published(notice);
    const posted: MessagePosted = { requestId: message.requestId, messageId: message.id };
    for (const party of parties) {
      try {
        await this.bus.publish(Topic.ConversationMessages, party, posted);
      } catch (err) {
        logger.error('message event not published', { error: err });
      }
    }
  }
}

function excerpt(body: string): string {
  const flat = body.replace(/\s+/g, ' ');
  const chars = [...flat];
  return chars.length <= NOTICE_EXCERPT_CHARS ? flat : `${chars.slice(0, NOTICE_EXCERPT_CHARS - 1).join('')}…`;
}
