import { defineMessages, type IntlShape, type NoMessageValues } from 'react-intl';
import { parseCalendarDate } from '../../../shared/lib/dates';

/** What an occurrence says about its time: its start, and its date and slot in its coach's calendar. */
export interface OccurrenceTime {
  startsAt: string;
  /** "YYYY-MM-DD" in the coach's timezone. */
  sessionDate: string;
  /** "HH:00" in the coach's timezone. */
  timeSlot: string;
}

const DAY: Intl.DateTimeFormatOptions = { weekday: 'short', day: 'numeric', month: 'short' };
const TIME: Intl.DateTimeFormatOptions = { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' };

/** The day's and time's format: English reads them the British way ("Tue 2 Dec"), the others their own. */
const formatLocale = (locale: string) => (locale === 'en' ? 'en-GB' : locale);

/**
 * "Tue 2 Dec, 10:00": when an occurrence starts, in the reader's own (profile) timezone; without one
 * (or an unknown zone), its date and slot as its coach scheduled them. In the reader's language
 * (`locale`, English by default).
 */
export function occurrenceWhen(g: OccurrenceTime, readerTimezone?: string | null, locale = 'en'): string {
  const tag = formatLocale(locale);
  const start = new Date(g.startsAt);
  if (readerTimezone && !Number.isNaN(start.getTime())) {
    try {
      const day = new Intl.DateTimeFormat(tag, { ...DAY, timeZone: readerTimezone }).format(start);
      const time = new Intl.DateTimeFormat(tag, { ...TIME, timeZone: readerTimezone }).format(start);
      return `${day}, ${time}`;
    } catch {
      // An unknown zone: the coach's calendar below.
    }
  }
  const date = parseCalendarDate(g.sessionDate);
  const day = date ? new Intl.DateTimeFormat(tag, { ...DAY, timeZone: 'UTC' }).format(date) : g.sessionDate;
  return `${day}, ${g.timeSlot}`;
}

const SEATS = defineMessages<{
  left: { left: number; seats: number };
  fullWaiting: { waiting: number };
  full: NoMessageValues;
  booked: NoMessageValues;
  waitlistRank: { rank: number };
  waitlist: NoMessageValues;
  attended: NoMessageValues;
  absent: NoMessageValues;
}>({
  left: {
    id: 'groupSessions.seats.left',
    defaultMessage: '{left} of {seats, plural, one {# seat} other {# seats}} left',
  },
  fullWaiting: { id: 'groupSessions.seats.fullWaiting', defaultMessage: 'Full · {waiting} waiting' },
  full: { id: 'groupSessions.seats.full', defaultMessage: 'Full' },
  booked: { id: 'groupSessions.seat.booked', defaultMessage: 'Booked' },
  waitlistRank: { id: 'groupSessions.seat.waitlistRank', defaultMessage: 'Waitlist #{rank}' },
  waitlist: { id: 'groupSessions.seat.waitlist', defaultMessage: 'On the waitlist' },
  attended: { id: 'groupSessions.seat.attended', defaultMessage: 'Attended' },
  absent: { id: 'groupSessions.seat.absent', defaultMessage: 'Absent' },
});

/** The seat counts as a line says them: "2 of 3 seats left", or "Full · 1 waiting". */
export function seatsText(intl: IntlShape, g: { seats: number; seatsLeft: number; waitlisted: number }): string {
  if (g.seatsLeft > 0) return intl.formatMessage(SEATS.left, { left: g.seatsLeft, seats: g.seats });
  return g.waitlisted > 0
    ? intl.formatMessage(SEATS.fullWaiting, { waiting: g.waitlisted })
    : intl.formatMessage(SEATS.full);
}

/** A member's own seat in words: "Booked", "Waitlist #2", "Attended", "Absent". */
export function seatLabel(
  intl: IntlShape,
  status: string | null | undefined,
  waitlistRank?: number | null,
): string | null {
  switch (status) {
    case 'BOOKED':
      return intl.formatMessage(SEATS.booked);
    case 'WAITLISTED':
      return waitlistRank
        ? intl.formatMessage(SEATS.waitlistRank, { rank: waitlistRank })
        : intl.formatMessage(SEATS.waitlist);
    case 'ATTENDED':
      return intl.formatMessage(SEATS.attended);
    case 'ABSENT':
      return intl.formatMessage(SEATS.absent);
    default:
      return null;
  }
}
