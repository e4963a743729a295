import { defineMessages } from 'react-intl';
import { displayIntl, displayLocale } from '../i18n/displayLanguage';

const DAY_MS = 86_400_000;

const M = defineMessages<{ yourTime: { when: string } }>({
  yourTime: { id: 'dates.session.yourTime', defaultMessage: 'your time: {when}' },
});

/** "Jan 5, 2026" in the display language (docs/i18n.md), in `timeZone` (an IANA name) or else the browser's. */
export function formatDate(iso: string, timeZone?: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  try {
    return date.toLocaleDateString(displayLocale(), { dateStyle: 'medium', timeZone });
  } catch {
    return date.toLocaleDateString(displayLocale(), { dateStyle: 'medium' });
  }
}

/** "Jan 5, 2026, 9:00 AM", optionally in a given IANA timezone. */
export function formatDateTime(iso: string, timeZone?: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  try {
    return date.toLocaleString(displayLocale(), { dateStyle: 'medium', timeStyle: 'short', timeZone });
  } catch {
    return date.toLocaleString(displayLocale(), { dateStyle: 'medium', timeStyle: 'short' });
  }
}

/** A calendar date "YYYY-MM-DD" as "Mon, Jan 5, 2026", never shifted by the browser's timezone. */
export function formatCalendarDate(day: string): string {
  const parsed = parseCalendarDate(day);
  if (!parsed) return day;
  return parsed.toLocaleDateString(displayLocale(), {
    weekday: 'short',
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  });
}

/** "YYYY-MM-DD" as midnight UTC of that day, or null when it is not a real date. */
export function parseCalendarDate(day: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return null;
  const [, y, m, d] = match.map(Number);
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d ? date : null;
}

/** The session date sent when a coach accepts: about `days` days ahead. */
export function sessionDateAhead(days: number, now: Date = new Date()): string {
  return new Date(now.getTime() + days * DAY_MS).toISOString();
}

/** What a session says about its time: a slot of the availability owner's calendar. */
export interface SessionTime {
  proposedDate: string;
  proposedTimeSlot: string;
  /** The availability owner's IANA timezone: the slot is in it. */
  timezone: string;
  startsAt: string;
}

/**
 * A session's time as My Sessions shows it: the slot in its owner's timezone ("10:00
 * (Asia/Tokyo)") and, when the reader's profile timezone differs, when that is for them ("your
 * time: Jan 5, 2026, 2:00 AM"). Never the browser's zone, which need not be the member's.
 */
export function describeSessionTime(
  session: SessionTime,
  readerTimezone?: string | null,
): { day: string; slot: string; yourTime: string | null } {
  const elsewhere = Boolean(readerTimezone) && readerTimezone !== session.timezone;
  return {
    day: formatCalendarDate(session.proposedDate),
    slot: `${session.proposedTimeSlot} (${session.timezone})`,
    yourTime: elsewhere
      ? displayIntl().formatMessage(M.yourTime, { when: formatDateTime(session.startsAt, readerTimezone ?? undefined) })
      : null,
  };
}
