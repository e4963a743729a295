/**
 * A small iCalendar (RFC 5545) writer for sessions: UTC instants (`DTSTART:20261130T090000Z`), so
 * every calendar shows the session's real instant in its own zone with no VTIMEZONE to get wrong;
 * a UID stable per session, so a feed refresh or a second invitation updates the same event. Its
 * words are in the reader's language (`locale`, English unless given; calendar.messages.ts).
 */
import { DEFAULT_LOCALE, translate } from '../../common/i18n/index.js';
import { CalendarMessages as M } from './calendar.messages.js';

/** One of the calendar's messages in the reader's language. */

export interface CalendarParty {
  name: string;
  email: string;
}

/** A session as a calendar shows it. */
export interface CalendarSession {
  id: string;
  requestId: string;
  status: 'pending' | 'accepted' | 'rejected' | 'completed' | 'cancelled';
  startsAt: Date;
  durationMinutes: number;
  title: string;
  notes: string | null;
  coach: CalendarParty;
  student: CalendarParty;
}

/** A group session as one member's calendar shows it: as its coach, or with their seat. */
export interface CalendarGroupSession {
  id: string;
  status: 'scheduled' | 'cancelled' | 'completed' | 'expired';
  startsAt: Date;
  durationMinutes: number;
  title: string;
  notes: string | null;
  coachName: string;
  /** `coach`, or the member's latest seat (a seat left or released shows the event cancelled). */
  part: 'coach' | 'booked' | 'waitlisted' | 'attended' | 'absent' | 'left' | 'released' | 'skipped';
}

export interface CalendarAttachment {
  filename: string;
  contentType: 'text/calendar; method=REQUEST';
  content: string;
}

const PRODID = '-//Energy Exchange//Sessions//EN';

/** `20261130T090000Z`: an instant in UTC, the form RFC 5545 §3.3.5 calls FORM #2. */
export function utcStamp(at: Date): string {
  return at
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

/** TEXT escaping (RFC 5545 §3.3.11). */
export function escapeText(text: string): string {
  return text
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

/** Folds a content line at 75 octets (RFC 5545 §3.1), never inside a UTF-8 sequence. */
export function foldLine(line: string): string {
  const out: string[] = [];
  let current = '';
  let octets = 0;
  for (const ch of line) {
    const size = Buffer.byteLength(ch);
    const limit = out.length === 0 ? 75 : 74; // continuation lines start with a space
    if (octets + size > limit) {
      out.push(current);
      current = '';
      octets = 0;
    }
    current += ch;
    octets += size;
  }
  out.push(current);
  return out.join('\r\n ');
}

const STATUS: Record<CalendarSession['status'], 'TENTATIVE' | 'CONFIRMED' | 'CANCELLED'> = {
  pending: 'TENTATIVE',
  accepted: 'CONFIRMED',
  completed: 'CONFIRMED',
  rejected: 'CANCELLED',
  cancelled: 'CANCELLED',
};

function hostOf(appUrl: string): string {
  return new URL(appUrl).host;
}

/** The VEVENT lines of one session. */
function eventLines(
  s: CalendarSession,
  opts: { appUrl: string; now: Date; invitation: boolean; locale: string },
): string[] {
  const ends = new Date(s.startsAt.getTime() + s.durationMinutes * 60_000);
  const { locale } = opts;
  const description = [
    translate(locale, M.sessionCoach, { name: s.coach.name }),
    translate(locale, M.sessionStudent, { name: s.student.name }),
    ...(s.notes ? [translate(locale, M.notes, { notes: s.notes })] : []),
    `${opts.appUrl.replace(/\/$/, '')}/`,
  ].join('\n');
  const lines = [
    'BEGIN:VEVENT',
    `UID:session-${s.id}@${hostOf(opts.appUrl)}`,
    `DTSTAMP:${utcStamp(opts.now)}`,
    `DTSTART:${utcStamp(s.startsAt)}`,
    `DTEND:${utcStamp(ends)}`,
    `SUMMARY:${escapeText(translate(locale, M.sessionSummary, { title: s.title, coach: s.coach.name, student: s.student.name }))}`,
    `DESCRIPTION:${escapeText(description)}`,
    `STATUS:${STATUS[s.status]}`,
    'SEQUENCE:0',
  ];
  if (opts.invitation) {
    // METHOD:REQUEST needs an organizer (RFC 5546 §3.2.2): the coach, whose session it is.
    lines.push(
      `ORGANIZER;CN=${quoteParam(s.coach.name)}:mailto:${s.coach.email}`,
      `ATTENDEE;CN=${quoteParam(s.coach.name)};ROLE=REQ-PARTICIPANT;PARTSTAT=ACCEPTED:mailto:${s.coach.email}`,
      `ATTENDEE;CN=${quoteParam(s.student.name)};ROLE=REQ-PARTICIPANT;PARTSTAT=ACCEPTED:mailto:${s.student.email}`,
    );
  }
  lines.push('END:VEVENT');
  return lines;
}

/** The VEVENT lines of one group session in a member's feed (no attendees: other members' names stay out). */
function groupEventLines(
  g: CalendarGroupSession,
  opts: { appUrl: string; now: Date; locale: string; invitation?: { coach: CalendarParty; attendee: CalendarParty } },
): string[] {
  const ends = new Date(g.startsAt.getTime() + g.durationMinutes * 60_000);
  const { locale } = opts;
  const description = [
    translate(locale, M.groupWith, { coach: g.coachName }),
    ...(g.part === 'waitlisted' ? [translate(locale, M.groupWaitlisted)] : []),
    ...(g.notes ? [translate(locale, M.notes, { notes: g.notes })] : []),
    `${opts.appUrl.replace(/\/$/, '')}/`,
  ].join('\n');
  const status =
    g.status === 'cancelled' || g.status === 'expired' || ['left', 'released', 'skipped'].includes(g.part)
      ? 'CANCELLED'
      : g.part === 'waitlisted'
        ? 'TENTATIVE'
        : 'CONFIRMED';
  return [
    'BEGIN:VEVENT',
    `UID:group-session-${g.id}@${hostOf(opts.appUrl)}`,
    `DTSTAMP:${utcStamp(opts.now)}`,
    `DTSTART:${utcStamp(g.startsAt)}`,
    `DTEND:${utcStamp(ends)}`,
    `SUMMARY:${escapeText(translate(locale, M.groupSummary, { title: g.title, coach: g.coachName }))}`,
    `DESCRIPTION:${escapeText(description)}`,
    `STATUS:${status}`,
    'SEQUENCE:0',
    // METHOD:REQUEST needs an organizer (RFC 5546 §3.2.2): the coach; the one attendee is the seat's
    // member (the other members' addresses are theirs).
    ...(opts.invitation
      ? [
          `ORGANIZER;CN=${quoteParam(opts.invitation.coach.name)}:mailto:${opts.invitation.coach.email}`,
          `ATTENDEE;CN=${quoteParam(opts.invitation.attendee.name)};ROLE=REQ-PARTICIPANT;PARTSTAT=ACCEPTED:mailto:${opts.invitation.attendee.email}`,
        ]
      : []),
    'END:VEVENT',
  ];
}

/** A parameter value, quoted (names may hold `,` `;` `:`); DQUOTE itself cannot be in one (RFC 5545 §3.2). */
function quoteParam(value: string): string {
  return `"${value.replace(/["\r\n]/g, "'")}"`;
}

function calendar(head: string[], events: string[][]): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:${PRODID}`,
    'CALSCALE:GREGORIAN',
    ...head,
    ...events.flat(),
    'END:VCALENDAR',
  ];
  return lines.map(foldLine).join('\r\n') + '\r\n';
}

/**
 * The invitation a "session confirmed" mail attaches (METHOD:REQUEST): one event, the session's
 * instant in UTC, its stable UID, worded in its recipient's language. Given the recipient's zone,
 * it names it (`X-WR-TIMEZONE`) for the calendar apps that show a calendar in its own zone; the
 * instant stays UTC, which every app puts on the reader's clock.
 */
export function sessionInvitation(
  session: CalendarSession,
  opts: { appUrl: string; now?: Date; locale?: string; timezone?: string },
): CalendarAttachment {
  const locale = opts.locale ?? DEFAULT_LOCALE;
  return {
    filename: 'session.ics',
    contentType: 'text/calendar; method=REQUEST',
    content: calendar(
      ['METHOD:REQUEST', ...(opts.timezone ? [`X-WR-TIMEZONE:${escapeText(opts.timezone)}`] : [])],
      [eventLines(session, { appUrl: opts.appUrl, now: opts.now ?? new Date(), invitation: true, locale })],
    ),
  };
}

/**
 * A member's feed: every session and group session given, as a published calendar (METHOD:PUBLISH),
 * named after its owner (`ownerName`) and worded in their language.
 */
export function sessionFeed(
  sessions: CalendarSession[],
  opts: { appUrl: string; ownerName: string; now?: Date; locale?: string },
  groups: CalendarGroupSession[] = [],
): string {
  const now = opts.now ?? new Date();
  const locale = opts.locale ?? DEFAULT_LOCALE;
  return calendar(
    [
      'METHOD:PUBLISH',
      `X-WR-CALNAME:${escapeText(translate(locale, M.feedName, { name: opts.ownerName }))}`,
      'REFRESH-INTERVAL;VALUE=DURATION:PT1H',
      'X-PUBLISHED-TTL:PT1H',
    ],
    [
      ...sessions.map((s) => eventLines(s, { appUrl: opts.appUrl, now, invitation: false, locale })),
      ...groups.map((g) => groupEventLines(g, { appUrl: opts.appUrl, now, locale })),
    ],
  );
}

/** The invitation mailed with a booked seat (METHOD:REQUEST): the group session's one event, its stable UID. */
export function groupSessionInvitation(
  g: CalendarGroupSession,
  parties: { coach: CalendarParty; attendee: CalendarParty },
  opts: { appUrl: string; now?: Date; locale?: string },
): CalendarAttachment {
  const locale = opts.locale ?? DEFAULT_LOCALE;
  return {
    filename: 'group-session.ics',
    contentType: 'text/calendar; method=REQUEST',
    content: calendar(
      ['METHOD:REQUEST'],
      [groupEventLines(g, { appUrl: opts.appUrl, now: opts.now ?? new Date(), invitation: parties, locale })],
    ),
  };
}
