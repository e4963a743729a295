import type { MailAttachment } from '../../common/mail/mailer.js';
import type { DataSource, EntityManager } from 'typeorm';
import { translatableError } from '../../common/errors/domain-error.js';
import { inTransaction, type AfterCommit } from '../../db/transaction.js';
import { many, one, run } from '../../db/typed-query.js';
import { oneLine } from '../../common/mail/one-line.js';
import {
  renderNotification,
  type NewNotification,
  type NotificationChannel,
  type Reader,
} from '../notifications/index.js';
import { DEFAULT_LOCALE } from '../../common/i18n/index.js';
import { digestSubject, localizedSubject, noticeWords } from './templates.js';
import * as q from './mail.queries.js';
import { ENGLISH_READER, type OutboxService, type OutgoingMail } from './outbox.js';
import {
  defaultDelivery,
  deliveriesFor,
  IMMEDIATE_BY_DEFAULT,
  isNotificationKind,
  MAIL_TOPICS,
  type MailDelivery,
  type MailTopic,
} from '../../common/mail/topics.js';
import type { UnsubscribeTokens } from './unsubscribe-token.js';
import { PreferenceMessages } from './mail.messages.js';

/**
 * One kind to change, as the input gives it: its delivery and push are checked values or null (left
 * out); its kind is as sent, which the service checks.
 */
export interface PreferenceChange {
  kind: unknown;
  delivery?: MailDelivery | null;
  push?: boolean | null;
}

export interface MailPreference {
  kind: MailTopic;
  delivery: MailDelivery;
  /** Pushed to the member's devices (notification kinds only; the mails that are not notifications never are). */
  push: boolean;
}

/**
 * The push channel's choices, kept by the push module (handed over in app/services.ts): the
 * preferences show and change both channels in one answer and one transaction.
 */
export interface PushChoices {
  choices(userId: string): Promise<ReadonlyMap<string, boolean>>;
  setChoices(tx: EntityManager, userId: string, changes: ReadonlyArray<{ kind: string; push: boolean }>): Promise<void>;
}

/** Reminder windows (docs/notifications.md): the coach 48 h before a pending request expires, both parties 24 h before a session. */
export const REQUEST_EXPIRY_REMINDER_MS = 48 * 3600_000;
export const SESSION_REMINDER_MS = 24 * 3600_000;
/** A digest lists this many notifications, then "and N more". */
export const DIGEST_ITEMS = 30;
const SCHEDULE_BATCH = 200;
/** The words of a row's own subject (what admins see of a dead mail): English, on UTC. */
const SCHEDULE_EVERY_MS = 60_000;

/**
 * Members' mail preferences, the notification mails, one-click unsubscribe and the scheduled mails
 * (reminders, the daily digest, the weekly new services). Every mail goes through the outbox.
 */
export class MailService implements NotificationChannel {
  private lastScheduled = 0;

  constructor(
    private readonly db: DataSource,
    private readonly outbox: OutboxService,
    private readonly tokens: UnsubscribeTokens,
    private readonly push?: PushChoices,
  ) {}

  /** Every topic with the member's choices or their defaults, in a stable order. */
  async preferences(userId: string): Promise<MailPreference[]> {
    const chosen = new Map(
      (await many(this.db, q.preferencesOf, [userId])).map((p) => [p.kind, p.delivery as MailDelivery]),
    );
    const pushed = (await this.push?.choices(userId)) ?? new Map<string, boolean>();
    return MAIL_TOPICS.map((kind) => ({
      kind,
      delivery: chosen.get(kind) ?? defaultDelivery(kind),
      push: pushed.get(kind) ?? false,
    }));
  }

  /**
   * Changes some or all topics (each at most once, each to a delivery it accepts and/or push on or
   * off) and answers them all. Both channels are saved in one transaction: all or nothing. The list's
   * size and each delivery's and push's type are the input's rules (`UpdateNotificationPreferencesArgs`);
   * the rules here name the kind refused, as given (REST may send any kind), on both transports.
   */
  async setPreferences(userId: string, changes: readonly PreferenceChange[]): Promise<MailPreference[]> {
    const seen = new Set<string>();
    const deliveries: Array<{ kind: MailTopic; delivery: MailDelivery }> = [];
    const pushes: Array<{ kind: MailTopic; push: boolean }> = [];
    for (const { kind, delivery, push } of changes) {
      if (typeof kind !== 'string' || !(MAIL_TOPICS as string[]).includes(kind))
        throw translatableError('VALIDATION', PreferenceMessages.unknownKind, { kind: oneLine(String(kind), 60) });
      if (seen.has(kind)) throw translatableError('VALIDATION', PreferenceMessages.listedTwice, { kind });
      seen.add(kind);
      // A null is a choice left out, as GraphQL has always taken it.
      if (delivery == null && push == null)
        throw translatableError('VALIDATION', PreferenceMessages.needsChoice, { kind });
      if (delivery != null) {
        if (!deliveriesFor(kind as MailTopic).includes(delivery))
          throw translatableError('VALIDATION', PreferenceMessages.immediateOrOff, { kind });
        deliveries.push({ kind: kind as MailTopic, delivery });
      }
      if (push != null) {
        if (!isNotificationKind(kind) || !this.push) {
          if (push) throw translatableError('VALIDATION', PreferenceMessages.emailOnly, { kind });
        } else pushes.push({ kind, push });
      }
    }
    await inTransaction(this.db, async (tx) => {
      for (const p of deliveries) await run(tx, q.upsertPreference, [userId, p.kind, p.delivery]);
      if (pushes.length > 0) await this.push?.setChoices(tx, userId, pushes);
    });
    return this.preferences(userId);
  }

  /**
   * One-click unsubscribe (RFC 8058): the token's topic goes off for its member. Undefined for a
   * token that is not genuine. With the member's language, which the page that confirms it speaks.
   */
  async unsubscribe(
    token: string,
  ): Promise<(Pick<MailPreference, 'kind' | 'delivery'> & { locale: string }) | undefined> {
    const genuine = this.tokens.verify(token);
    if (!genuine) return undefined;
    const changed = await one(this.db, q.unsubscribeMember, [genuine.userId, genuine.topic]);
    if (!changed) return undefined; // a deleted member: the link is as good as a forged one
    const member = await one(this.db, q.linkMemberLocale, [genuine.userId]);
    return { kind: genuine.topic, delivery: 'off', locale: member?.locale ?? DEFAULT_LOCALE };
  }

  /** What a genuine token is about, without changing anything (the confirmation page), and its member's language. */
  async tokenTopic(token: string): Promise<{ topic: MailTopic; locale: string } | undefined> {
    const genuine = this.tokens.verify(token);
    if (!genuine) return undefined;
    const member = await one(this.db, q.linkMemberLocale, [genuine.userId]);
    return { topic: genuine.topic, locale: member?.locale ?? DEFAULT_LOCALE };
  }

  /**
   * In the notification's transaction: queues its mail when the member wants this kind immediately
   * and has proven their address (an unverified account gets no mail but its confirmation code).
   */
  async notified(tx: EntityManager, n: NewNotification): Promise<boolean> {
    if (!this.outbox.available) return false;
    const to = await one(tx, q.recipientOf, [n.userId, n.type, defaultDelivery(n.type) === 'immediately']);
    if (!to?.atOnce) return false;
    // The notification's content goes in the row, worded when sent in the recipient's language.
    const english = renderNotification({ title: null, message: null, params: n.params }, ENGLISH_READER);
    return this.outbox.enqueue(tx, {
      to: to.email,
      subject: oneLine(english.title),
      template: 'notification',
      data: { name: oneLine(to.fullName), params: n.params },
      userId: n.userId,
      topic: n.type,
    });
  }

  /**
   * In the transaction that confirmed a session: each party who wants it gets the session's
   * calendar invitation (docs/notifications.md), an `.ics` their calendar app adds in one click —
   * their own, worded in their language and naming their zone (`invitation` makes one per reader).
   * What it queued is sent right after the commit.
   */
  async sessionConfirmed(
    tx: EntityManager,
    afterCommit: AfterCommit,
    c: { title: string; memberIds: readonly string[]; invitation: (reader: Reader) => Promise<MailAttachment> },
  ): Promise<void> {
    // A server without mail (production without SMTP_URL) queues nothing: no invitation made for it.
    if (!this.outbox.available) return;
    let queued = false;
    for (const userId of c.memberIds) {
      const to = await one(tx, q.recipientOf, [
        userId,
        'session_invitation',
        defaultDelivery('session_invitation') === 'immediately',
      ]);
      if (!to?.atOnce) continue;
      const sent = await this.queueNotice(tx, {
        to: to.email,
        data: {
          name: oneLine(to.fullName),
          notice: 'sessionConfirmed',
          // The subject is one line of at most 100 characters, as its 19 English ones leave the title 81.
          values: { service: c.title, serviceShort: oneLine(c.title, 81) },
        },
        userId,
        topic: 'session_invitation',
        attachments: [await c.invitation({ locale: to.locale, timezone: to.timezone })],
      });
      queued ||= sent;
    }
    if (queued) afterCommit(() => this.wake());
  }

  /** Queues a notice mail (worded when sent, in the recipient's language); its row's subject is the English one. */
  private queueNotice(
    tx: EntityManager | DataSource,
    mail: Omit<OutgoingMail<'notice'>, 'subject' | 'template'>,
  ): Promise<boolean> {
    return this.outbox.enqueue(tx, {
      ...mail,
      subject: noticeWords(mail.data, ENGLISH_READER).subject,
      template: 'notice',
    });
  }

  /** After the commit that queued a mail: send it now rather than at the next sweep. */
  wake(): void {
    this.outbox.wake();
  }

  /**
   * The scheduler, run by every instance's sweep: reminders, yesterday's digests and this week's
   * new services. Each scheduled mail has a unique key in the outbox, so however many instances
   * run this at once, each mail is written once.
   */
  /** The sweep's task: `schedule` at most once a minute per instance (the sweep itself runs more often, for retries). */
  async scheduleIfDue(now = new Date()): Promise<number> {
    if (now.getTime() - this.lastScheduled < SCHEDULE_EVERY_MS) return 0;
    this.lastScheduled = now.getTime();
    return this.schedule(now);
  }

  async schedule(now = new Date()): Promise<number> {
    // Production without SMTP_URL queues nothing (`enqueue` answers false): nothing to schedule.
    if (!this.outbox.available) return 0;
    const written =
      (await this.remindExpiringRequests()) +
      (await this.remindUpcomingSessions()) +
      (await this.remindUpcomingGroupSessions()) +
      (await this.dailyDigests(now)) +
      (await this.weeklyNewServices(now));
    if (written > 0) this.outbox.wake();
    return written;
  }

  private async remindExpiringRequests(): Promise<number> {
    return inBatches(
      () => many(this.db, q.expiringRequests, [REQUEST_EXPIRY_REMINDER_MS, SCHEDULE_BATCH]),
      async (r) => {
        const hours = Math.max(1, Math.round((new Date(r.expiresAt).getTime() - Date.now()) / 3600_000));
        return this.queueNotice(this.db, {
          to: r.email,
          data: {
            name: oneLine(r.fullName),
            notice: 'requestExpiring',
            values: {
              requester: oneLine(r.requester),
              service: oneLine(r.title),
              serviceShort: oneLine(r.title, 60),
              hours,
            },
          },
          userId: r.coachId,
          topic: 'request_expiring',
          dedupeKey: `request-expiring:${r.requestId}`,
        });
      },
    );
  }

  private async remindUpcomingSessions(): Promise<number> {
    return inBatches(
      () => many(this.db, q.upcomingSessions, [SESSION_REMINDER_MS, SCHEDULE_BATCH]),
      async (s) => {
        return this.queueNotice(this.db, {
          to: s.email,
          data: {
            name: oneLine(s.fullName),
            notice: 'sessionReminder',
            values: {
              service: oneLine(s.title),
              serviceShort: oneLine(s.title, 60),
              other: oneLine(s.other),
              otherShort: oneLine(s.other, 40),
            },
            at: new Date(s.startsAt).toISOString(),
          },
          userId: s.userId,
          topic: 'session_reminder',
          dedupeKey: `session-reminder:${s.sessionId}:${s.userId}`,
        });
      },
    );
  }

  /**
   * The 24-hour reminder of a group session: to its coach (with how many seats are booked) and to
   * each booked seat holder, once each (the session reminder's key and preference).
   */
  private async remindUpcomingGroupSessions(): Promise<number> {
    return inBatches(
      () => many(this.db, q.upcomingGroupSessions, [SESSION_REMINDER_MS, SCHEDULE_BATCH]),
      async (g) => {
        return this.queueNotice(this.db, {
          to: g.email,
          data: {
            name: oneLine(g.fullName),
            notice: g.isCoach ? 'groupSessionReminderCoach' : 'groupSessionReminder',
            values: {
              service: oneLine(g.title),
              serviceShort: oneLine(g.title, 60),
              coach: oneLine(g.coach),
              coachShort: oneLine(g.coach, 40),
              booked: g.booked,
              seats: g.seats,
            },
            at: new Date(g.startsAt).toISOString(),
          },
          userId: g.userId,
          topic: 'session_reminder',
          dedupeKey: `session-reminder:${g.groupSessionId}:${g.userId}`,
        });
      },
    );
  }

  /** The digest of the previous UTC day, once per member, only when it has something and they did not turn it off. */
  private async dailyDigests(now: Date): Promise<number> {
    const to = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
    const from = new Date(to.getTime() - 24 * 3600_000);
    const day = from.toISOString().slice(0, 10);
    const prefix = `digest:${day}:`;
    return inBatches(
      () => many(this.db, q.digestsDue, [from, to, [...IMMEDIATE_BY_DEFAULT], prefix, SCHEDULE_BATCH]),
      async (d) => {
        const count = d.items.length;
        const data = {
          name: oneLine(d.fullName),
          day,
          items: d.items.slice(0, DIGEST_ITEMS),
          more: Math.max(0, count - DIGEST_ITEMS),
        };
        return this.outbox.enqueue(this.db, {
          to: d.email,
          subject: digestSubject(data, ENGLISH_READER),
          template: 'digest',
          data,
          userId: d.userId,
          topic: 'daily_digest',
          dedupeKey: `${prefix}${d.userId}`,
        });
      },
    );
  }

  /** Once per ISO week (Monday, UTC): the services of the last 7 days matching an opted-in member's skills. */
  private async weeklyNewServices(now: Date): Promise<number> {
    const monday = new Date(
      Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() - ((now.getUTCDay() + 6) % 7)),
    );
    const prefix = `new-services:${monday.toISOString().slice(0, 10)}:`;
    const since = new Date(now.getTime() - 7 * 24 * 3600_000);
    return inBatches(
      () => many(this.db, q.newServicesDue, [since, prefix, SCHEDULE_BATCH]),
      async (d) => {
        return this.outbox.enqueue(this.db, {
          to: d.email,
          subject: localizedSubject('newServices', undefined, ENGLISH_READER)!,
          template: 'newServices',
          data: {
            name: oneLine(d.fullName),
            services: d.services
              .slice(0, 20)
              .map((s) => ({ id: s.id, title: oneLine(s.title), coach: oneLine(s.coach) })),
          },
          userId: d.userId,
          topic: 'new_services_weekly',
          dedupeKey: `${prefix}${d.userId}`,
        });
      },
    );
  }
}

/**
 * Queues a scheduled mail for each row `next` answers, batch after batch, until a batch comes back
 * short. A batch that queued nothing ends it too: its rows, which no mail's key marks as done, would
 * come back the same forever.
 */
async function inBatches<T>(next: () => Promise<T[]>, queue: (row: T) => Promise<boolean>): Promise<number> {
  let written = 0;
  for (;;) {
    const due = await next();
    let queued = 0;
    for (const row of due) if (await queue(row)) queued++;
    written += queued;
    if (due.length < SCHEDULE_BATCH || queued === 0) return written;
  }
}
