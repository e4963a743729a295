import { useMutation, useQuery } from '@apollo/client/react';
import { useMemo, useState, type FormEvent } from 'react';
import { serverDetail } from '../../../shared/lib/errors';
import { Field, FormModal, Icon, LoadError, useToast, type FormModalForm } from '../../../shared/ui';
import { ProposeSessionMutation } from '../../sessions';
import { ExchangeMessages as M } from '../lib/messages';
import { availableDays, nowIn, slotsForDate, weekdayOf } from '../../../shared/lib/weeklySlots';
import { AvailabilityOfQuery } from '../operations';
import { prependToRootList } from '../../../shared/lib/cacheUpdates';

/** An accepted request to schedule, and whose availability the slots come from. */
export interface SchedulableExchange {
  requestId: string;
  serviceTitle: string;
  otherParty: { id: string; fullName: string };
}

export interface ScheduleSessionModalProps {
  exchange: SchedulableExchange | null;
  onClose: () => void;
  /** "Now", injectable for tests (slots of today that already started are not offered). */
  now?: () => Date;
}

/**
 * Schedule Session: a date (not before today), an hourly slot from the other
 * party's availability for that weekday — in their timezone, the calendar the date belongs to —
 * and notes. The other party then accepts or rejects it in My Sessions.
 */
export function ScheduleSessionModal({ exchange, onClose, now = () => new Date() }: ScheduleSessionModalProps) {
  return (
    <FormModal
      subject={exchange}
      subjectKey={(e) => e.requestId}
      onClose={onClose}
      title="Schedule Session"
      description={(e) => `${e.serviceTitle} with ${e.otherParty.fullName}`}
      submitLabel="Schedule Session"
      submitIcon="calendar"
    >
      {(e, form) => <ScheduleForm {...form} exchange={e} now={now} />}
    </FormModal>
  );
}

function ScheduleForm({
  formId,
  exchange,
  now,
  onSending,
  onDone,
}: FormModalForm & { exchange: SchedulableExchange; now: () => Date }) {
  const toast = useToast();
  const availabilityQuery = useQuery(AvailabilityOfQuery, {
    variables: { userId: exchange.otherParty.id },
    fetchPolicy: 'network-only',
  });
  const availability = availabilityQuery.data?.availabilityOf;
  const [date, setDate] = useState('');
  const [time, setTime] = useState('');
  const [notes, setNotes] = useState('');
  const [errors, setErrors] = useState<{ date?: string; time?: string }>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [propose, { loading }] = useMutation(ProposeSessionMutation, {
    // My Sessions gains it (it sorts its tabs itself).
    update: (cache, { data }) => {
      if (data) prependToRootList(cache, 'mySessions', data.proposeSession);
    },
  });

  // "Today" in their calendar: a date before it cannot be chosen.
  const today = nowIn(availability?.timezone, now()).date;
  const slots = useMemo(
    () => (availability && date ? slotsForDate(availability, date, now()) : []),
    [availability, date, now],
  );
  const noSlots = Boolean(availability && date && weekdayOf(date) && slots.length === 0);

  const chooseDate = (value: string) => {
    setDate(value);
    setErrors((e) => ({ ...e, date: undefined }));
    // A slot of the previous date may not exist on the new one.
    if (availability && !slotsForDate(availability, value, now()).includes(time)) setTime('');
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (loading) return;
    const nextErrors: { date?: string; time?: string } = {};
    if (!date) nextErrors.date = 'Date is required';
    else if (!weekdayOf(date)) nextErrors.date = 'Please enter a valid date';
    else if (date < today) nextErrors.date = 'The date cannot be before today';
    if (!time) nextErrors.time = 'Time is required';
    setErrors(nextErrors);
    if (nextErrors.date || nextErrors.time) {
      document.getElementById(nextErrors.date ? `${formId}-date` : `${formId}-time`)?.focus();
      return;
    }
    setFailure(null);
    onSending(true);
    try {
      await propose({
        variables: {
          input: {
            exchangeRequestId: exchange.requestId,
            proposedDate: date,
            proposedTimeSlot: time,
            notes: notes.trim() || null,
          },
        },
      });
      toast.success(M.scheduled);
      onDone();
    } catch (error) {
      toast.error(M.scheduleFailed);
      // The server's reason helps here ('This time slot is not in their availability', …).
      setFailure(serverDetail(error));
      onSending(false);
    }
  };

  if (!availability) {
    return availabilityQuery.error ? (
      <LoadError
        message={`${exchange.otherParty.fullName}'s availability could not be loaded.`}
        onRetry={() => void availabilityQuery.refetch().catch(() => {})}
      />
    ) : (
      <p role="status" className="schedule-form__status">
        Loading availability…
      </p>
    );
  }

  const days = availableDays(availability);

  return (
    <form id={formId} className="schedule-form ui-stack" onSubmit={(event) => void submit(event)} noValidate>
      <p className="schedule-form__zone ui-tone-primary-soft">
        <Icon name="clock" size={16} />
        <span>
          {`Times in ${availability.timezone}`}
          <span className="schedule-form__zone-note">{` (${exchange.otherParty.fullName}'s timezone)`}</span>
        </span>
      </p>
      <Field
        id={`${formId}-date`}
        label="Date"
        type="date"
        min={today}
        value={date}
        required
        error={errors.date}
        hint={days.length > 0 ? `Available on ${days.join(', ')}` : undefined}
        onChange={(event) => chooseDate(event.target.value)}
      />
      <Field
        id={`${formId}-time`}
        as="select"
        label="Time"
        value={time}
        required
        disabled={!date || noSlots}
        error={errors.time}
        hint={!date ? 'Choose a date first' : noSlots ? M.noSlots : undefined}
        onChange={(event) => {
          setTime(event.target.value);
          setErrors((e) => ({ ...e, time: undefined }));
        }}
      >
        <option value="">Select a time</option>
        {slots.map((slot) => (
          <option key={slot} value={slot}>
            {slot}
          </option>
        ))}
      </Field>
      <Field
        as="textarea"
        label="Notes"
        hint="Optional"
        rows={3}
        maxLength={2000}
        value={notes}
        placeholder="Anything they should know or prepare"
        onChange={(event) => setNotes(event.target.value)}
      />
      {failure && (
        <p className="inline-notice inline-notice--error">
          <Icon name="alert" size={18} />
          <span>{failure}</span>
        </p>
      )}
    </form>
  );
}
