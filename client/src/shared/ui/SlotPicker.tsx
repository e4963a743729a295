import { useMemo, useState } from 'react';
import { availableDays, nowIn, slotsForDate, weekdayOf, type WeeklyAvailability } from '../lib/weeklySlots';
import { Field } from './Field';

/**
 * A date and one hourly slot of a weekly availability, as a form picks them: the date not before
 * today in the availability's own calendar, the slot one of that weekday's (today's started ones
 * left out). Used where a one-to-one session is proposed (the other party's slots) and where a coach
 * schedules a group session (their own).
 */
export interface SlotPicker {
  date: string;
  time: string;
  /** Today in the availability's timezone: the earliest date that can be chosen. */
  today: string;
  slots: string[];
  /** A valid date was chosen and the availability has no slot left on it. */
  noSlots: boolean;
  /** The weekdays that have slots ("Monday, Wednesday"). */
  days: string[];
  errors: { date?: string; time?: string };
  chooseDate(value: string): void;
  chooseTime(value: string): void;
  /** Checks both choices, shows what is missing and focuses its field; true when both are good. */
  validate(formId: string): boolean;
}

export function useSlotPicker(availability: WeeklyAvailability | undefined, now: () => Date): SlotPicker {
  const [date, setDate] = useState('');
  const [time, setTime] = useState('');
  const [errors, setErrors] = useState<{ date?: string; time?: string }>({});
  const today = nowIn(availability?.timezone, now()).date;
  const slots = useMemo(
    () => (availability && date ? slotsForDate(availability, date, now()) : []),
    [availability, date, now],
  );
  return {
    date,
    time,
    today,
    slots,
    noSlots: Boolean(availability && date && weekdayOf(date) && slots.length === 0),
    days: availability ? availableDays(availability) : [],
    errors,
    chooseDate(value) {
      setDate(value);
      setErrors((e) => ({ ...e, date: undefined }));
      // A slot of the previous date may not exist on the new one.
      if (availability && !slotsForDate(availability, value, now()).includes(time)) setTime('');
    },
    chooseTime(value) {
      setTime(value);
      setErrors((e) => ({ ...e, time: undefined }));
    },
    validate(formId) {
      const next: { date?: string; time?: string } = {};
      if (!date) next.date = 'Date is required';
      else if (!weekdayOf(date)) next.date = 'Please enter a valid date';
      else if (date < today) next.date = 'The date cannot be before today';
      if (!time) next.time = 'Time is required';
      setErrors(next);
      if (!next.date && !next.time) return true;
      document.getElementById(next.date ? `${formId}-date` : `${formId}-time`)?.focus();
      return false;
    },
  };
}

/** The Date and Time fields of a slot picker (ids `<formId>-date` and `<formId>-time`). */
export function SlotPickerFields({
  formId,
  picker,
  dateHint,
  noSlotsHint,
}: {
  formId: string;
  picker: SlotPicker;
  dateHint?: string;
  /** What the Time field says when the chosen date has no slot. */
  noSlotsHint: string;
}) {
  return (
    <>
      <Field
        id={`${formId}-date`}
        label="Date"
        type="date"
        min={picker.today}
        value={picker.date}
        required
        error={picker.errors.date}
        hint={dateHint}
        onChange={(event) => picker.chooseDate(event.target.value)}
      />
      <Field
        id={`${formId}-time`}
        as="select"
        label="Time"
        value={picker.time}
        required
        disabled={!picker.date || picker.noSlots}
        error={picker.errors.time}
        hint={!picker.date ? 'Choose a date first' : picker.noSlots ? noSlotsHint : undefined}
        onChange={(event) => picker.chooseTime(event.target.value)}
      >
        <option value="">Select a time</option>
        {picker.slots.map((slot) => (
          <option key={slot} value={slot}>
            {slot}
          </option>
        ))}
      </Field>
    </>
  );
}
