import { defineMessages } from '@formatjs/intl';
import { randomUUID } from 'node:crypto';
import type { DataSource, EntityManager } from 'typeorm';
import { notFound } from '../../common/errors/domain-error.js';
import { OutboxWorker, type OutboxWorkerOptions } from '../../common/outbox/worker.js';
import type { MailAttachment, Mailer } from '../../common/mail/mailer.js';
import { decodeCursor, isPgTimestamp, pageOf, type Page, assertPageSize } from '../../common/pagination.js';
import { isUuid } from '../../common/validation.js';
import { many, one, run } from '../../db/typed-query.js';
import * as q from './mail.queries.js';
import { localizedSubject, renderMail, TEMPLATE_NAMES, type TemplateData, type TemplateName } from './templates.js';
import { DEFAULT_LOCALE, isSupportedLocale } from '../../common/i18n/index.js';
import type { MailTopic } from '../../common/mail/topics.js';
import { topicWords } from '../../common/mail/topics.js';
import type { UnsubscribeTokens } from './unsubscribe-token.js';

const OutboxMessages = defineMessages({
  mailNotFound: { id: 'mail.outbox.notFound', defaultMessage: 'Mail not found' },
});

/** A mail to queue: its template and data (rendered when sent), and what it is about. */
export interface OutgoingMail<T extends TemplateName = TemplateName> {
  to: string;
  /** The subject in English: what admins see of a dead mail. A template that words its own sends it in the recipient's language. */
  subject: string;
  template: T;
  data: TemplateData<T>;
  /** The member it goes to: with `topic`, the mail carries a one-click unsubscribe for that topic. */
  userId?: string;
  topic?: MailTopic;
  /** A scheduled mail's identity (a reminder, a digest): the outbox holds at most one per key. */
  dedupeKey?: string;
  attachments?: MailAttachment[];
}

export interface OutboxOptions extends OutboxWorkerOptions {
  appUrl: string;
  /** The host part of every Message-ID (the domain of MAIL_FROM). */
  messageIdHost: string;
}

export type DeadMail = Omit<q.DeadMailRow, 'cursorCreated'>;

const BATCH = 10;
/** Who reads a mail sent before an account exists (a sign-in code), and the admins' dead-mail subjects. */
export const ENGLISH_READER = { locale: DEFAULT_LOCALE, timezone: 'UTC' };

/**
 * The mail outbox (docs/notifications.md). `enqueue` writes a row in the caller's transaction, so a mail
 * exists exactly when the change that causes it committed. The shared outbox worker
 * (`common/outbox/worker.ts`) sends the rows; this is its mail channel: it claims due mails, sends
 * each with its stable Message-ID, worded in the recipient's language, one recipient's mails in the
 * order they were queued. A mail is dead after `maxAttempts` (admins see and retry those).
 */
export class OutboxService {
  private readonly worker: OutboxWorker<q.ClaimedMail>;

  constructor(
    private readonly db: DataSource,
    private readonly mailer: Mailer,
    private readonly tokens: UnsubscribeTokens,
    private readonly opts: OutboxOptions,
  ) {
    this.worker = new OutboxWorker<q.ClaimedMail>(
      {
        name: 'mail',
        batch: BATCH,
        claim: (limit, leaseMs, token) => many(this.db, q.claimDueMails, [limit, leaseMs, token]),
        deliver: (m) => this.send(m),
        sent: (m, token) => run(this.db, q.markSent, [m.id, token]),
        failed: (m, token, f) => run(this.db, q.markFailed, [m.id, token, f.error, f.dead, f.retryInMs]),
        logged: (m) => ({ to: m.recipient }),
        inTurn: inOrderPerRecipient,
      },
      opts,
    );
  }

  /** False in production without SMTP_URL: nothing can be delivered (callers that need a mail refuse early). */
  get available(): boolean {
    return this.mailer.available;
  }

  /**
   * Queues a mail in the caller's transaction. Answers false when nothing was queued: production
   * without SMTP_URL (no mail can be delivered; callers that need one refuse earlier), or a
   * scheduled mail whose key is already in the outbox.
   */
  async enqueue<T extends TemplateName>(tx: EntityManager | DataSource, mail: OutgoingMail<T>): Promise<boolean> {
    if (!this.mailer.available) return false;
    const id = randomUUID();
    const row = await one(tx, q.insertMail, [
      id,
      `<${id.replace(/-/g, '')}.mail@${this.opts.messageIdHost}>`,
      mail.to,
      mail.userId ?? null,
      mail.topic ?? null,
      mail.subject,
      mail.template,
      JSON.stringify(mail.data),
      mail.dedupeKey ?? null,
      mail.attachments?.length ? JSON.stringify(mail.attachments) : null,
    ]);
    return row !== undefined;
  }

  /** Starts the worker: a sweep every `sweepMs` (plus `onSweep` tasks, e.g. the reminder scheduler) and a first drain. */
  start(onSweep?: () => Promise<unknown>): void {
    this.worker.start(onSweep);
  }

  /** Stops the worker after the sends in flight (a graceful SIGTERM loses nothing; a kill loses nothing either, see the lease). */
  stop(): Promise<void> {
    return this.worker.stop();
  }

  /** Sends what is due now. Called after a commit that queued mail; cheap when nothing is due. */
  wake(): void {
    this.worker.wake();
  }

  /** Resolves once every mail due now has been tried (tests wait on it). */
  settled(): Promise<void> {
    return this.worker.settled();
  }

  /** Sends every due mail, batch after batch, until none is due (also used by tests and the CLI). */
  drain(): Promise<number> {
    return this.worker.drain();
  }

  private async send(m: q.ClaimedMail): Promise<void> {
    if (!(TEMPLATE_NAMES as string[]).includes(m.template)) throw new Error(`unknown mail template ${m.template}`);
    const unsubscribeUrl = m.userId && m.topic ? this.unsubscribeUrl(m.userId, m.topic as MailTopic) : undefined;
    const template = m.template as TemplateName;
    // Worded now, in the recipient's language and on their clock. A mail to an address without an
    // account (a sign-up's code) reads the language it was queued with, else English.
    const reader = {
      locale: m.locale ?? queuedLocale(m.data) ?? DEFAULT_LOCALE,
      timezone: m.timezone ?? ENGLISH_READER.timezone,
    };
    const { html, text } = await renderMail(template, m.data as never, {
      appUrl: this.opts.appUrl,
      reader,
      unsubscribeUrl,
      unsubscribeWhat: m.topic ? topicWords(m.topic as MailTopic, reader.locale) : undefined,
    });
    await this.mailer.send({
      to: m.recipient,
      subject: localizedSubject(template, m.data, reader) ?? m.subject,
      text,
      html,
      messageId: m.messageId,
      unsubscribeUrl,
      attachments: m.attachments ?? undefined,
    });
  }

  /** The mails waiting to be sent and the age of the oldest (the operators' metrics). */
  async backlog(): Promise<{ depth: number; oldestSeconds: number }> {
    return (await one(this.db, q.outboxBacklog, []))!;
  }

  /** The RFC 8058 one-click address of a member's topic (also the page a person opens). */
  unsubscribeUrl(userId: string, topic: MailTopic): string {
    return `${this.opts.appUrl}/api/unsubscribe/${this.tokens.sign(userId, topic)}`;
  }

  async deadMails(opts: { first: number; after?: string }): Promise<Page<DeadMail>> {
    assertPageSize(opts.first);
    const cursor = decodeCursor<{ c: string; i: string }>(
      opts.after,
      (v) => isPgTimestamp(v.c) && typeof v.i === 'string' && isUuid(v.i),
    );
    const rows = cursor
      ? await many(this.db, q.deadMailsAfter, [opts.first + 1, cursor.c, cursor.i])
      : await many(this.db, q.deadMails, [opts.first + 1]);
    const { n: total } = (await one(this.db, q.deadMailCount, []))!;
    return pageOf(
      rows,
      opts.first,
      total,
      (last) => ({ c: last.cursorCreated, i: last.id }),
      ({ cursorCreated: _c, ...m }) => m,
    );
  }

  /** Puts a dead mail back in the queue (same Message-ID) and sends it now. */
  async retry(id: string): Promise<DeadMail> {
    if (!isUuid(id)) throw notFound(OutboxMessages.mailNotFound);
    const row = await one(this.db, q.retryDeadMail, [id]);
    if (!row) throw notFound(OutboxMessages.mailNotFound);
    this.wake();
    const { cursorCreated: _c, ...mail } = row;
    return mail;
  }
}

/** The language a mail to no account was queued in (`locale` of its data), when it is one we speak. */
function queuedLocale(data: unknown): string | undefined {
  const locale = (data as { locale?: unknown } | null)?.locale;
  return typeof locale === 'string' && isSupportedLocale(locale) ? locale : undefined;
}

/** Groups a claimed batch by recipient, each group in the order its mails were queued. */
function inOrderPerRecipient(batch: q.ClaimedMail[]): q.ClaimedMail[][] {
  const byRecipient = new Map<string, q.ClaimedMail[]>();
  for (const m of [...batch].sort((a, b) => a.queuedAt.getTime() - b.queuedAt.getTime())) {
    const mails = byRecipient.get(m.recipient);
    if (mails) mails.push(m);
    else byRecipient.set(m.recipient, [m]);
  }
  return [...byRecipient.values()];
}
