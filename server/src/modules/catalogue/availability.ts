import { invalid, translatableError } from '../../common/errors/domain-error.js';
import { CatalogueMessages } from './catalogue.messages.js';

export const WEEKDAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;
export type Weekday = (typeof WEEKDAYS)[number];
export type WeeklyAvailability = Record<Weekday, string[]>;

/** Hourly slots 07:00 … 19:00: 13 a day. */
export const FIRST_HOUR = 7;
export const LAST_HOUR = 19;

export const slotLabel = (hour: number) => `${String(hour).padStart(2, '0')}:00`;

/**
 * A date and an hourly slot chosen from someone's availability (a session proposed, a group session
 * scheduled), read before any statement: the date as YYYY-MM-DD, the slot as 07:00 … 19:00. The
 * refusals name the fields as the caller's REST body does. Answers the slot's hour.
 */
export function parseDateAndSlot(
  date: string | undefined,
  timeSlot: string | undefined,
  fields: { date: string; timeSlot: string },
): number {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date ?? '') || Number.isNaN(Date.parse(`${date}T00:00:00Z`)))
    throw translatableError('VALIDATION', CatalogueMessages.dateField, { field: fields.date });
  const slot = /^(\d{2}):00$/.exec(timeSlot ?? '');
  const hour = slot ? Number(slot[1]) : NaN;
  if (!slot || hour < FIRST_HOUR || hour > LAST_HOUR)
    throw translatableError('VALIDATION', CatalogueMessages.slotField, { field: fields.timeSlot });
  return hour;
}

/** A session's or a group session's notes: trimmed, empty as none, at most 2,000 characters. */
export function parseNotes(notes: string | null | undefined): string | null {
  const text = notes?.trim() || null;
  if (text && text.length > 2000) throw invalid(CatalogueMessages.notesTooLong);
  return text;
}

/**
 * Parses a weekday → ["HH:00", …] map; unknown days, malformed slots and hours outside 07–19 are
 * refused, naming the day as given. That the week is an object is its input's rule (GraphQL's type,
 * REST's AvailabilityBody).
 */
export function parseAvailability(value: Readonly<Record<string, unknown>>): Array<{ weekday: number; hour: number }> {
  const slots = new Map<string, { weekday: number; hour: number }>();
  for (const [day, list] of Object.entries(value)) {
    const weekday = WEEKDAYS.indexOf(day.toLowerCase() as Weekday);
    if (weekday < 0) throw translatableError('VALIDATION', CatalogueMessages.unknownDay, { day: day.slice(0, 20) });
    if (list === null || list === undefined) continue;
    if (!Array.isArray(list)) throw translatableError('VALIDATION', CatalogueMessages.dayNotList, { day });
    if (list.length > 24) throw translatableError('VALIDATION', CatalogueMessages.dayTooManySlots, { day });
    for (const slot of list) {
      const m = typeof slot === 'string' ? /^(\d{1,2}):00$/.exec(slot.trim()) : null;
      if (!m) throw invalid(CatalogueMessages.slotWholeHours);
      const hour = Number(m[1]);
      if (hour < FIRST_HOUR || hour > LAST_HOUR) throw invalid(CatalogueMessages.slotOutOfHours);
      slots.set(`${weekday}:${hour}`, { weekday, hour });
    }
  }
  return [...slots.values()];
}

export function emptyWeek(): WeeklyAvailability {
  return Object.fromEntries(WEEKDAYS.map((d) => [d, []])) as unknown as WeeklyAvailability;
}
