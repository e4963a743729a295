import type { IntlShape } from 'react-intl';
import { displayIntl } from '../../../shared/i18n';
import type { AvailabilityFieldsFragment, AvailabilityInput } from '../../../gql/graphql';

/** The week from Monday; `date` is a day of that weekday (1–7 January 2024 ran Monday to Sunday), for its name. */
export const WEEKDAYS = [
  { key: 'monday', date: Date.UTC(2024, 0, 1) },
  { key: 'tuesday', date: Date.UTC(2024, 0, 2) },
  { key: 'wednesday', date: Date.UTC(2024, 0, 3) },
  { key: 'thursday', date: Date.UTC(2024, 0, 4) },
  { key: 'friday', date: Date.UTC(2024, 0, 5) },
  { key: 'saturday', date: Date.UTC(2024, 0, 6) },
  { key: 'sunday', date: Date.UTC(2024, 0, 7) },
] as const;

/** A weekday's name in the reader's language ("Monday", "Mon"; "lunes", "lun"), from `Intl`. */
export function weekdayName(
  day: (typeof WEEKDAYS)[number],
  width: 'long' | 'short',
  intl: IntlShape = displayIntl(),
): string {
  return intl.formatDate(day.date, { weekday: width, timeZone: 'UTC' });
}

export type Weekday = (typeof WEEKDAYS)[number]['key'];

/** Hourly slots 07:00 to 19:00, 13 a day. */
export const FIRST_HOUR = 7;
export const LAST_HOUR = 19;
export const TIME_SLOTS: readonly string[] = Array.from(
  { length: LAST_HOUR - FIRST_HOUR + 1 },
  (_, i) => `${String(FIRST_HOUR + i).padStart(2, '0')}:00`,
);

export type WeekDraft = Record<Weekday, string[]>;

export function emptyWeek(): WeekDraft {
  return Object.fromEntries(WEEKDAYS.map(({ key }) => [key, []])) as unknown as WeekDraft;
}

/** Keeps only the grid's slots, in time order (the server refuses others anyway). */
function normalise(slots: readonly string[]): string[] {
  return TIME_SLOTS.filter((slot) => slots.includes(slot));
}

export function weekFromAvailability(availability: AvailabilityFieldsFragment): WeekDraft {
  const week = emptyWeek();
  for (const { key } of WEEKDAYS) week[key] = normalise(availability[key]);
  return week;
}

export function toggleSlot(week: WeekDraft, day: Weekday, slot: string): WeekDraft {
  const current = week[day];
  const next = current.includes(slot) ? current.filter((s) => s !== slot) : normalise([...current, slot]);
  return { ...week, [day]: next };
}

/** The whole week for setAvailability (it replaces every day); the timezone stays the member's. */
export function availabilityInput(week: WeekDraft): AvailabilityInput {
  const input: AvailabilityInput = {};
  for (const { key } of WEEKDAYS) input[key] = normalise(week[key]);
  return input;
}

export function countSlots(week: WeekDraft): number {
  return WEEKDAYS.reduce((sum, { key }) => sum + week[key].length, 0);
}

export function sameWeek(a: WeekDraft, b: WeekDraft): boolean {
  return WEEKDAYS.every(({ key }) => a[key].join() === b[key].join());
}
