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

/**
 * "Tue 2 Dec, 10:00": when an occurrence starts, in the reader's own (profile) timezone; without one
 * (or an unknown zone), its date and slot as its coach scheduled them.
 */
export function occurrenceWhen(g: OccurrenceTime, readerTimezone?: string | null): string {
  const start = new Date(g.startsAt);
  if (readerTimezone && !Number.isNaN(start.getTime())) {
    try {
      const day = new Intl.DateTimeFormat('en-GB', { ...DAY, timeZone: readerTimezone }).format(start);
      const time = new Intl.DateTimeFormat('en-GB', { ...TIME, timeZone: readerTimezone }).format(start);
      return `${day}, ${time}`;
    } catch {
      // An unknown zone: the coach's calendar below.
    }
  }
  const date = parseCalendarDate(g.sessionDate);
  const day = date ? new Intl.DateTimeFormat('en-GB', { ...DAY, timeZone: 'UTC' }).format(date) : g.sessionDate;
  return `${day}, ${g.timeSlot}`;
}

/** The seat counts as a line says them: "2 of 3 seats left", or "Full · 1 waiting". */
export function seatsText(g: { seats: number; seatsLeft: number; waitlisted: number }): string {
  if (g.seatsLeft > 0) return `${g.seatsLeft} of ${g.seats} ${g.seats === 1 ? 'seat' : 'seats'} left`;
  return g.waitlisted > 0 ? `Full · ${g.waitlisted} waiting` : 'Full';
}

/** A member's own seat in words: "Booked", "Waitlist #2", "Attended", "Absent". */
export function seatLabel(status: string | null | undefined, waitlistRank?: number | null): string | null {
  switch (status) {
    case 'BOOKED':
      return 'Booked';
    case 'WAITLISTED':
      return waitlistRank ? `Waitlist #${waitlistRank}` : 'On the waitlist';
    case 'ATTENDED':
      return 'Attended';
    case 'ABSENT':
      return 'Absent';
    default:
      return null;
  }
}
