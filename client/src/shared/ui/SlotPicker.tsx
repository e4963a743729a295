import { useMemo, useState } from 'react';
import { availableDays, nowIn, slotsForDate, weekdayOf, type WeeklyAvailability } from '../lib/weeklySlots';
import { Field } from './Field';
import { displayIntl, useDisplayIntl } from '../i18n/displayLanguage';
import { defineMessages, type MessageDescriptor } from 'react-intl';

const M = defineMessages({
  date: { id: 'ui.slotPicker.date', defaultMessage: 'Date' },
  time: { id: 'ui.slotPicker.time', defaultMessage: 'Time' },
  dateFirst: { id: 'ui.slotPicker.dateFirst', defaultMessage: 'Choose a date first' },
  selectTime: { id: 'ui.slotPicker.selectTime', defaultMessage: 'Select a time' },
  dateRequired: { id: 'ui.slotPicker.dateRequired', defaultMessage: 'Date is required' },
  dateInvalid: { id: 'ui.slotPicker.dateInvalid', defaultMessage: 'Please enter a valid date' },
  dateBeforeToday: { id: 'ui.slotPicker.dateBeforeToday', defaultMessage: 'The date cannot be before today' },
  timeRequired: { id: 'ui.slotPicker.timeRequired', defaultMessage: 'Time is required' },
});

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
      const text = (m: MessageDescriptor) => displayIntl().formatMessage(m);
      if (!date) next.date = text(M.dateRequired);
      else if (!weekdayOf(date)) next.date = text(M.dateInvalid);
      else if (date < today) next.date = text(M.dateBeforeToday);
      if (!time) next.time = text(M.timeRequired);
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
  const intl = useDisplayIntl();
  return (
    <>
      <Field
        id={`${formId}-date`}
        label={intl.formatMessage(M.date)}
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
        label={intl.formatMessage(M.time)}
        value={picker.time}
        required
        disabled={!picker.date || picker.noSlots}
        error={picker.errors.time}
        hint={!picker.date ? intl.formatMessage(M.dateFirst) : picker.noSlots ? noSlotsHint : undefined}
        onChange={(event) => picker.chooseTime(event.target.value)}
      >
        <option value="">{intl.formatMessage(M.selectTime)}</option>
        {picker.slots.map((slot) => (
          <option key={slot} value={slot}>
            {slot}
          </option>
        ))}
      </Field>
    </>
  );
}
