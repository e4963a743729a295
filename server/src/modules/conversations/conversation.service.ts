import { defineMessages } from '@formatjs/intl';
import { english, englishTexts, type MessageDescriptor, type MessageValues } from '../../common/i18n/index.js';
import type { DataSource, EntityManager } from 'typeorm';
import { notFound, translatableError } from '../../common/errors/domain-error.js';
import { Topic, type EventBus } from '../../common/events/event-bus.js';
import { filter, pipe } from '@graphql-yoga/subscription';
import { logger } from '../../common/logger.js';
import { decodeCursor, isPgTimestamp, pageOf, type Page, assertPageSize } from '../../common/pagination.js';
import type { Limit, RateLimiter } from '../../common/rate-limit.js';
import { isUuid } from '../../common/validation.js';
import { inTransaction } from '../../db/transaction.js';
import { many, one, run } from '../../db/typed-query.js';
import type { CreatedNotification, NotificationService } from '../notifications/index.js';
import { refuseIfBlocked } from '../blocks/index.js';
import * as q from './conversations.queries.js';

export type MessageView = q.MessageRow;

/** The limits of a message, in characters as PostgreSQL counts them (code points). */
export const MESSAGE_MAX_CHARS = 2000;
export const MESSAGES_PER_MINUTE = 30;
const NOTICE_EXCERPT_CHARS = 140;

export const ConversationMessages = defineMessages({
  tooLong: { id: 'conversation.tooLong', defaultMessage: 'A message can be at most {max, number} characters' },
  tooFast: {
    id: 'conversation.tooFast',
    defaultMessage: 'You can send at most {max, number} messages a minute. Please wait a moment.',
  },
  requestNotFound: { id: 'conversation.requestNotFound', defaultMessage: 'Exchange request not found' },
  groupSessionNotFound: { id: 'conversation.groupSessionNotFound', defaultMessage: 'Group session not found' },
  questionNotFound: { id: 'conversation.questionNotFound', defaultMessage: 'Question not found' },
  empty: { id: 'conversation.empty', defaultMessage: 'Write a message before sending it' },
  nul: { id: 'conversation.nul', defaultMessage: 'A message cannot contain a NUL character' },
});

export const ConversationText = {
  ...englishTexts(ConversationMessages),
  tooLong: english(ConversationMessages.tooLong, { max: MESSAGE_MAX_CHARS }),
  tooFast: english(ConversationMessages.tooFast, { max: MESSAGES_PER_MINUTE }),
} as const;

/** Counted per member across all their threads, in PostgreSQL (every instance sees the same count). */
export const messagesPerMember = (memberId: string): Limit => ({
  bucket: `messages:${memberId}`,
  max: MESSAGES_PER_MINUTE,
  windowSeconds: 60,
});

/**
 * What travels on the bus: ids only, so an event never outgrows a NOTIFY payload whatever the body.
 * The thread is a request's (`requestId`), an occurrence's (`groupSessionId`) or a question's
 * (`questionId`), one of them.
 */
export interface MessagePosted {
  requestId?: string;
  groupSessionId?: string;
  questionId?: string;
  messageId: string;
}

/**
 * Which thread: a request's (its two parties), a group-session occurrence's (its coach and seat
 * holders) or a question's (the member who asked and the member asked).
 */
export type ThreadRef = { kind: 'request' | 'group' | 'question'; id: string };
export const requestThread = (id: string): ThreadRef => ({ kind: 'request', id });
export const groupThread = (id: string): ThreadRef => ({ kind: 'group', id });
export const questionThread = (id: string): ThreadRef => ({ kind: 'question', id });

/** A thread's members: who reads and writes it, and what it is about. */
export interface ThreadMembers {
  ref: ThreadRef;
  title: string;
  /** The coach first, then the requester or the members holding a seat (booked, attended or absent). */
  members: Array<{ id: string; fullName: string; role: 'coach' | 'member' }>;
}

/** A thread with its counts, for one of its members. */
export interface ThreadView extends ThreadMembers {
  messageCount: number;
  unreadCount: number;
}

const postedIn = (p: MessagePosted): ThreadRef =>
  p.groupSessionId
    ? groupThread(p.groupSessionId)
    : p.questionId
      ? questionThread(p.questionId)
      : requestThread(p.requestId!);
const sameThread = (p: MessagePosted, ref: ThreadRef) =>
  ref.kind === 'group'
    ? p.groupSessionId === ref.id
    : ref.kind === 'question'
      ? p.questionId === ref.id
      : p.requestId === ref.id;

/** A message's text as it is kept: trimmed (anything but text is no text). */
export const keptMessage = (rawBody: unknown): string => (typeof rawBody === 'string' ? rawBody.trim() : '');

/**
 * The rules of a message's text, checked as it is kept (`keptMessage`), in this order: written,
 * at most 2,000 characters (counted in characters, not UTF-16 units), no NUL. Each with the words
 * that refuse it: the input rule of a thread's message (`MessageBodyArgs`) and `messageBody` (a
 * question's first message, checked after its subject) read this one list.
 */
export const MESSAGE_RULES: ReadonlyArray<{
  name: string;
  holds: (body: string) => boolean;
  words: MessageDescriptor;
  values?: MessageValues;
  /** What the rule checks, as the OpenAPI document says it. */
  jsonSchema: Record<string, unknown>;
}> = [
  {
    name: 'messageWritten',
    holds: (body) => body !== '',
    words: ConversationMessages.empty,
    jsonSchema: { minLength: 1 },
  },
  {
    name: 'messageLength',
    holds: (body) => [...body].length <= MESSAGE_MAX_CHARS,
    words: ConversationMessages.tooLong,
    values: { max: MESSAGE_MAX_CHARS },
    jsonSchema: { maxLength: MESSAGE_MAX_CHARS },
  },
  {
    name: 'messageWithoutNul',
    holds: (body) => !body.includes('\u0000'),
    words: ConversationMessages.nul,
    jsonSchema: {},
  },
];

/** A message's text as it is kept, once `MESSAGE_RULES` hold; the first that does not is a 400. */
export function messageBody(rawBody: unknown): string {
  const body = keptMessage(rawBody);
  const broken = MESSAGE_RULES.find((rule) => !rule.holds(body));
  if (broken) throw translatableError('VALIDATION', broken.words, broken.values);
  return body;
}

/** What a party's subscription receives: the message and their unread count in that thread after it. */
export interface MessageEventView {
  message: MessageView;
  threadUnreadCount: number;
}

/**
 * The private threads: each exchange request's, read and written by its two parties only, and each
 * group-session occurrence's, by its coach and the members holding a seat in it (booked, attended or
 * absent; not a member who only waits, nor one who left or was released). Anyone else, admins
 * included, is told the request or the group session does not exist (404), as everywhere else for a
 * thing one cannot see. A message and its recipients' grouped notifications are written in one
 * transaction; the live events go out after commit.
 */
export class ConversationService {
  constructor(
    private readonly db: DataSource,
    private readonly limiter: RateLimiter,
    private readonly notifications: NotificationService,
    private readonly bus: EventBus,
  ) {}

  /** Writes to a request's thread. */
  async send(memberId: string, requestId: string, rawBody: string): Promise<MessageView> {
    return this.post(memberId, requestThread(requestId), rawBody);
  }

  /**
   * Writes to a thread: every other member gets the grouped `message_received` notification. A
   * question that became a request is written on the request's thread, where it continues. The
   * text's rules are MESSAGE_RULES, checked by the caller's input (`MessageBodyArgs`); it is kept trimmed.
   */
  async post(memberId: string, ref: ThreadRef, rawBody: string): Promise<MessageView> {
    const body = keptMessage(rawBody);
    const thread = await this.members(memberId, ref);
    await this.refuseBlocked(memberId, thread);
    await this.countMessage(memberId);
    return inTransaction(this.db, (tx, afterCommit) => this.postIn(tx, afterCommit, memberId, thread, body));
  }

  /** A block between the two members of a request's or a question's thread stops their messages. */
  async refuseBlocked(memberId: string, thread: ThreadMembers): Promise<void> {
    if (thread.ref.kind === 'group') return; // many members: a block is between two of them, not the session's
    for (const other of thread.members) if (other.id !== memberId) await refuseIfBlocked(this.db, memberId, other.id);
  }

  /** The member's messages a minute; counted outside the transaction: the embedded database has one connection. */
  async countMessage(memberId: string): Promise<void> {
    await this.limiter.hit(messagesPerMember(memberId), ConversationMessages.tooFast, { max: MESSAGES_PER_MINUTE });
  }

  /**
   * Writes a checked message (`messageBody`) into a thread whose members were read (`members`), in
   * the caller's transaction: what asking a question or proposing a request writes with its own change.
   */
  async postIn(
    tx: EntityManager,
    afterCommit: (fn: () => void | Promise<void>) => void,
    memberId: string,
    thread: ThreadMembers,
    body: string,
  ): Promise<MessageView> {
    const ref = thread.ref;
    const senderName = thread.members.find((m) => m.id === memberId)!.fullName;
    const recipients = thread.members.filter((m) => m.id !== memberId).map((m) => m.id);
    const message = (await one(tx, q.THREADS[ref.kind].insert, [ref.id, memberId, body]))!;
    const notices: CreatedNotification[] = [];
    for (const userId of recipients) {
      notices.push(
        await this.notifications.createOrUpdateGrouped(tx, {
          userId,
          type: 'message_received',
          params: {
            text: 'messageReceived',
            values: { sender: senderName, thread: thread.title, excerpt: excerpt(body) },
          },
          reference: ref.id,
        }),
      );
    }
    afterCommit(() => this.announce(message, ref, [memberId, ...recipients], notices));
    return message;
  }

  /** A page of a thread, newest first. */
  async page(
    memberId: string,
    ref: ThreadRef,
    opts: { first: number; after?: string | null },
  ): Promise<Page<MessageView>> {
    return (await this.read(memberId, ref, opts)).page;
  }

  /** A page of a thread and the member's unread count in it (of the request's thread, once a question became one). */
  async pageWithUnread(
    memberId: string,
    ref: ThreadRef,
    opts: { first: number; after?: string | null },
  ): Promise<{ page: Page<MessageView>; unreadCount: number }> {
    const { kept, page } = await this.read(memberId, ref, opts);
    return { page, unreadCount: await this.unreadIn(memberId, kept) };
  }

  /** A page of the thread the member reads at `ref` (`kept`: a question that became a request reads the request's). */
  private async read(
    memberId: string,
    ref: ThreadRef,
    opts: { first: number; after?: string | null },
  ): Promise<{ kept: ThreadRef; page: Page<MessageView> }> {
    assertPageSize(opts.first);
    const cursor = decodeCursor<{ c: string; i: string }>(
      opts.after,
      (v) => isPgTimestamp(v.c) && typeof v.i === 'string' && isUuid(v.i),
    );
    const { ref: kept } = await this.members(memberId, ref);
    const statements = q.THREADS[kept.kind];
    const limit = opts.first + 1;
    const rows = cursor
      ? await many(this.db, statements.after, [kept.id, limit, cursor.c, cursor.i])
      : await many(this.db, statements.first, [kept.id, limit]);
    const { n: total } = (await one(this.db, statements.count, [kept.id]))!;
    const page = pageOf(
      rows,
      opts.first,
      total,
      (last) => ({ c: last.cursorCreated, i: last.id }),
      ({ cursorCreated: _c, ...m }) => m,
    );
    return { kept, page };
  }

  /** The member has read the thread: its unread count is 0 and its message notification is read. */
  async markThreadRead(memberId: string, ref: ThreadRef): Promise<void> {
    const { ref: kept } = await this.members(memberId, ref);
    await inTransaction(this.db, async (tx, afterCommit) => {
      await run(tx, q.THREADS[kept.kind].markRead, [kept.id, memberId]);
      const changed = await this.notifications.markReadAbout(tx, memberId, 'message_received', kept.id);
      if (changed) afterCommit(() => this.notifications.countChanged(memberId));
    });
  }

  /** The member's unread messages in one thread (0 in a thread they are not a member of). */
  async unreadIn(memberId: string, ref: ThreadRef): Promise<number> {
    return (await this.unreadCounts(memberId, ref.kind, [ref.id])).get(ref.id) ?? 0;
  }

  /**
   * Unread messages per thread of one kind for one member, batched for a list: 0 where they are not
   * a member of it (an occurrence they hold no seat in, a question not theirs or that became a request).
   */
  async unreadCounts(
    memberId: string,
    kind: ThreadRef['kind'],
    threadIds: readonly string[],
  ): Promise<Map<string, number>> {
    const rows = await many(this.db, q.THREADS[kind].unread, [memberId, threadIds.filter(isUuid)]);
    return new Map(rows.map((r) => [r.id, r.n]));
  }

  /** Refuses (404) unless the member is a party of the request. */
  async assertParty(memberId: string, requestId: string): Promise<void> {
    await this.members(memberId, requestThread(requestId));
  }

  /** An occurrence's thread as one of its members sees it: who is in it, and its counts; 404 for anyone else. */
  async groupThreadOf(memberId: string, groupSessionId: string): Promise<ThreadView> {
    const ref = groupThread(groupSessionId);
    const thread = await this.members(memberId, ref);
    const [{ n }, unread] = await Promise.all([
      one(this.db, q.groupMessageCount, [ref.id]).then((r) => r!),
      this.unreadIn(memberId, ref),
    ]);
    return { ...thread, messageCount: n, unreadCount: unread };
  }

  /**
   * Who is in a thread, as one of its members sees it; 404 for anyone else. A question that became a
   * request answers the request's thread (`ref` says which): its messages went there with it.
   */
  async members(memberId: string, ref: ThreadRef): Promise<ThreadMembers> {
    const notFoundText =
      ref.kind === 'request'
        ? ConversationMessages.requestNotFound
        : ref.kind === 'group'
          ? ConversationMessages.groupSessionNotFound
          : ConversationMessages.questionNotFound;
    if (!isUuid(ref.id)) throw notFound(notFoundText);
    let thread: ThreadMembers | null = null;
    if (ref.kind === 'question') {
      const r = await one(this.db, q.questionThreadOf, [ref.id]);
      if (r && (r.asker_id === memberId || r.answerer_id === memberId)) {
        if (r.exchange_request_id) return this.members(memberId, requestThread(r.exchange_request_id));
        const asker = { id: r.asker_id, fullName: r.asker_name };
        const answerer = { id: r.answerer_id, fullName: r.answerer_name };
        const [coach, other] = r.coach_id === r.asker_id ? [asker, answerer] : [answerer, asker];
        thread = {
          ref,
          title: r.title,
          members: [
            { ...coach, role: 'coach' },
            { ...other, role: 'member' },
          ],
        };
      }
    } else if (ref.kind === 'request') {
      const r = await one(this.db, q.threadOf, [ref.id]);
      if (r)
        thread = {
          ref,
          title: r.title,
          members: [
            { id: r.coach_id, fullName: r.coach_name, role: 'coach' },
            { id: r.requester_id, fullName: r.requester_name, role: 'member' },
          ],
        };
    } else {
      const g = await one(this.db, q.groupThreadOf, [ref.id]);
      if (g)
        thread = {
          ref,
          title: g.title,
          members: [
            { id: g.coach_id, fullName: g.coach_name, role: 'coach' },
            ...g.attendees.map((a) => ({ id: a.id, fullName: a.fullName, role: 'member' as const })),
          ],
        };
    }
    if (!thread || !thread.members.some((m) => m.id === memberId)) throw notFound(notFoundText);
    return thread;
  }

  /**
   * The member's live message events: of one thread (a request's or an occurrence's) or of all of
   * theirs. Events are addressed to the thread's members only (published per member, as they were
   * when the message was written), so filtering by thread is all that is left.
   */
  live(memberId: string, thread?: ThreadRef | null): AsyncIterable<MessagePosted> {
    const events = this.bus.pubSub.subscribe(Topic.ConversationMessages, memberId) as AsyncIterable<MessagePosted>;
    return thread
      ? pipe(
          events,
          filter((e: MessagePosted) => sameThread(e, thread)),
        )
      : events;
  }

  /** Reads an announced message back for one of its members (the event itself carries ids only). */
  async eventFor(memberId: string, posted: MessagePosted): Promise<MessageEventView> {
    const ref = postedIn(posted);
    const message = await one(this.db, q.THREADS[ref.kind].one, [ref.id, posted.messageId]);
    if (!message) throw notFound(ConversationMessages.requestNotFound);
    // A question's message read after the question became a request is filed under the request.
    if (ref.kind === 'question' && message.requestId) return { message, threadUnreadCount: 0 };
    return { message, threadUnreadCount: await this.unreadIn(memberId, ref) };
  }

  /** After commit; never throws (the message is saved, clients catch up by reading the thread). */
  private async announce(
    message: MessageView,
    ref: ThreadRef,
    members: string[],
    notices: CreatedNotification[],
  ): Promise<void> {
    for (const notice of notices) await this.notifications.published(notice);
    const posted: MessagePosted =
      ref.kind === 'group'
        ? { groupSessionId: ref.id, messageId: message.id }
        : ref.kind === 'question'
          ? { questionId: ref.id, messageId: message.id }
          : { requestId: ref.id, messageId: message.id };
    for (const member of members) {
      try {
        await this.bus.publish(Topic.ConversationMessages, member, posted);
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
