import { createHash, createHmac, randomBytes } from 'node:crypto';
import type { DataSource } from 'typeorm';
import { notFound } from '../../common/errors/domain-error.js';
import { isUuid } from '../../common/validation.js';
import { many, one, run, type Db } from '../../db/typed-query.js';
import * as q from './calendar.queries.js';
import { CalendarRefusals } from './calendar.messages.js';
import { groupSessionInvitation, sessionFeed, sessionInvitation, type CalendarAttachment } from './ical.js';

/** How many sessions a feed carries at most (the last 30 days and what is to come). */
const FEED_LIMIT = 500;
const TOKEN = /^[A-Za-z0-9_-]{43}$/;

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/**
 * Calendars: the `.ics` invitation of a session and each member's private feed. The feed
 * token is an HMAC of the server secret over the member's nonce (see the CalendarFeeds migration):
 * shown again on demand, found by its hash, revoked by drawing a new nonce.
 */
export class CalendarService {
  constructor(
    private readonly db: DataSource,
    private readonly opts: { appUrl: string; secret: string },
  ) {}

  /** The member's feed address, creating their feed on first use. */
  async feedUrl(memberId: string): Promise<string> {
    const nonce = randomBytes(16).toString('base64url');
    const row = (await one(this.db, q.ensureFeed, [memberId, nonce, sha256(this.token(memberId, nonce))]))!;
    return this.url(this.token(memberId, row.nonce));
  }

  /** Revokes the member's feed address and answers the new one. */
  async resetFeed(memberId: string): Promise<string> {
    const nonce = randomBytes(16).toString('base64url');
    const token = this.token(memberId, nonce);
    await run(this.db, q.replaceFeed, [memberId, nonce, sha256(token)]);
    return this.url(token);
  }

  /** The feed behind a token, or null for a token that is not (or no longer) one. */
  async feed(token: string, now = new Date()): Promise<string | null> {
    if (!TOKEN.test(token)) return null;
    const owner = await one(this.db, q.feedOwner, [sha256(token)]);
    if (!owner) return null;
    const [sessions, groups] = await Promise.all([
      many(this.db, q.feedSessions, [owner.user_id, FEED_LIMIT]),
      many(this.db, q.feedGroupSessions, [owner.user_id, FEED_LIMIT]),
    ]);
    return sessionFeed(
      sessions.map((s) => ({ ...s, startsAt: new Date(s.startsAt) })),
      // In the owner's language: a feed is fetched by a calendar app, which says nothing of it.
      { appUrl: this.opts.appUrl, ownerName: owner.full_name, now, locale: owner.locale },
      groups.map((g) => ({ ...g, startsAt: new Date(g.startsAt) })),
    );
  }

  /**
   * The invitation to attach to a "session confirmed" mail: `{ filename, contentType:
   * 'text/calendar; method=REQUEST', content }`, worded in `locale` (its recipient's; English unless
   * given) and naming their `timezone` when given.
   */
  async invitationForSession(
    sessionId: string,
    opts: { db?: Db; now?: Date; locale?: string; timezone?: string } = {},
  ): Promise<CalendarAttachment> {
    if (!isUuid(sessionId)) throw notFound(CalendarRefusals.sessionNotFound);
    // Inside the confirming transaction (`db`), which sees the session as just accepted.
    const s = await one(opts.db ?? this.db, q.calendarSession, [sessionId]);
    if (!s) throw notFound(CalendarRefusals.sessionNotFound);
    return sessionInvitation(
      { ...s, startsAt: new Date(s.startsAt) },
      { appUrl: this.opts.appUrl, now: opts.now ?? new Date(), locale: opts.locale, timezone: opts.timezone },
    );
  }

  /**
   * The invitation to attach to a booked seat's mail, for that member and in their language (inside
   * the booking's transaction).
   */
  async invitationForGroupSeat(
    groupSessionId: string,
    memberId: string,
    opts: { db?: Db; now?: Date } = {},
  ): Promise<CalendarAttachment> {
    const g = await one(opts.db ?? this.db, q.groupInvitation, [groupSessionId, memberId]);
    if (!g) throw notFound(CalendarRefusals.groupSessionNotFound);
    return groupSessionInvitation(
      { ...g, startsAt: new Date(g.startsAt) },
      { coach: { name: g.coachName, email: g.coachEmail }, attendee: { name: g.memberName, email: g.memberEmail } },
      { appUrl: this.opts.appUrl, now: opts.now ?? new Date(), locale: g.memberLocale },
    );
  }

  private token(memberId: string, nonce: string): string {
    return createHmac('sha256', this.opts.secret).update(`calendar-feed:${memberId}:${nonce}`).digest('base64url');
  }

  private url(token: string): string {
    return `webcal://${new URL(this.opts.appUrl).host}/calendar/${token}.ics`;
  }
}
