import { parseCalendarDate } from './dates';
import { displayLocale } from '../i18n/displayLanguage';

/**
 * A member's weekly availability: hourly slots ("09:00") per weekday, in their timezone. Slots
 * are picked from it when a one-to-one session is proposed (the other party's) and when a coach
 * schedules a group session (their own).
 */
export interface WeeklyAvailability {
  monday: readonly string[];
  tuesday: readonly string[];
  wednesday: readonly string[];
  thursday: readonly string[];
  friday: readonly string[];
  saturday: readonly string[];
  sunday: readonly string[];
  timezone: string;
}

/** getUTCDay() order: Sunday first. */
const WEEKDAY_KEYS = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'] as const;
export type WeekdayKey = (typeof WEEKDAY_KEYS)[number];

/**
 * The weekday of a "YYYY-MM-DD" date, computed from the string itself: the date is a day of the
 * other party's calendar, so the browser's own timezone must not move it to a neighbouring day.
 */
export function weekdayOf(day: string): WeekdayKey | null {
  const date = parseCalendarDate(day);
  return date ? WEEKDAY_KEYS[date.getUTCDay()] : null;
}

/** Today's date and hour in an IANA timezone (falls back to the browser's on an unknown zone). */
export function nowIn(timeZone: string | undefined, now: Date = new Date()): { date: string; hour: number } {
  let parts: Intl.DateTimeFormatPart[];
  try {
    parts = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      hourCycle: 'h23',
    }).formatToParts(now);
  } catch {
    parts = new Intl.DateTimeFormat('en-CA', {
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      hourCycle: 'h23',
    }).formatToParts(now);
  }
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return { date: `${part('year')}-${part('month')}-${part('day')}`, hour: Number(part('hour')) % 24 };
}

/**
 * The hourly slots the availability's owner offers on the chosen date, in their timezone.
 * On their "today", slots that already started are left out (the server refuses them).
 */
export function slotsForDate(availability: WeeklyAvailability, day: string, now: Date = new Date()): string[] {
  const weekday = weekdayOf(day);
  if (!weekday) return [];
  const slots = [...availability[weekday]].sort();
  const today = nowIn(availability.timezone, now);
  if (day < today.date) return [];
  if (day > today.date) return slots;
  return slots.filter((slot) => Number(slot.slice(0, 2)) > today.hour);
}

const WEEK_ORDER = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;
/** A weekday's short name in the display language ("Mon", "Mo.", "الاثنين"): 1 January 2024 was a Monday. */
function shortDayName(day: WeekdayKey): string {
  const date = new Date(Date.UTC(2024, 0, 1 + WEEK_ORDER.indexOf(day)));
  return new Intl.DateTimeFormat(displayLocale(), { weekday: 'short', timeZone: 'UTC' }).format(date);
}

/** The weekdays with at least one slot, Monday first, as a date field's hint says them: ["Mon", "Thu"]. */
export function availableDays(availability: WeeklyAvailability): string[] {
  return WEEK_ORDER.filter((day) => availability[day].length > 0).map(shortDayName);
}
