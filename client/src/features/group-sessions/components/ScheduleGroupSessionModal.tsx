import { useMutation, useQuery } from '@apollo/client/react';
import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { serverDetail } from '../../../shared/lib/errors';
import {
  Field,
  FormModal,
  Icon,
  LoadError,
  SlotPickerFields,
  useSlotPicker,
  useToast,
  type FormModalForm,
} from '../../../shared/ui';
import { addScheduled } from '../lib/cache';
import { GroupSessionMessages as M } from '../lib/messages';
import { MyGroupSessionSlotsQuery, ScheduleGroupSessionMutation } from '../operations';

/** The coach's service a group session is scheduled for. */
export interface SchedulableService {
  id: string;
  title: string;
  maxParticipants: number;
}

export interface ScheduleGroupSessionModalProps {
  service: SchedulableService | null;
  onClose: () => void;
  /** "Now", injectable for tests (slots of today that already started are not offered). */
  now?: () => Date;
}

/**
 * Schedule a group session: a date (not before today), an hourly slot of the coach's own weekly
 * availability for that weekday — in their timezone — how many seats (1 to the service's max
 * participants) and notes for the attendees. Members then see it on the service's card.
 */
export function ScheduleGroupSessionModal({
  service,
  onClose,
  now = () => new Date(),
}: ScheduleGroupSessionModalProps) {
  const intl = useIntl();
  return (
    <FormModal
      subject={service}
      onClose={onClose}
      title={intl.formatMessage({ id: 'groupSessions.schedule.title', defaultMessage: 'Schedule a group session' })}
      description={(s) => s.title}
      submitLabel={intl.formatMessage({ id: 'groupSessions.schedule.submit', defaultMessage: 'Schedule' })}
      submitIcon="calendar"
    >
      {(s, form) => <ScheduleForm {...form} service={s} now={now} />}
    </FormModal>
  );
}

function ScheduleForm({
  formId,
  service,
  now,
  onSending,
  onDone,
}: FormModalForm & { service: SchedulableService; now: () => Date }) {
  const toast = useToast();
  const intl = useIntl();
  const availabilityQuery = useQuery(MyGroupSessionSlotsQuery, { fetchPolicy: 'network-only' });
  const availability = availabilityQuery.data?.myAvailability;
  const picker = useSlotPicker(availability, now);
  const [seats, setSeats] = useState(String(service.maxParticipants));
  const [notes, setNotes] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const [schedule, { loading }] = useMutation(ScheduleGroupSessionMutation, {
    update: (cache, { data }) => {
      if (data) addScheduled(cache, data.scheduleGroupSession);
    },
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (loading || !picker.validate(formId)) return;
    setFailure(null);
    onSending(true);
    try {
      await schedule({
        variables: {
          input: {
            serviceId: service.id,
            date: picker.date,
            timeSlot: picker.time,
            seats: Number(seats),
            notes: notes.trim() || null,
          },
        },
      });
      toast.success(intl.formatMessage(M.scheduled));
      onDone();
    } catch (error) {
      // The server's reason helps here ('You already have a session at that time', …).
      const reason = serverDetail(error);
      toast.error(reason ?? intl.formatMessage(M.scheduleFailed));
      setFailure(reason);
      onSending(false);
    }
  };

  if (!availability) {
    return availabilityQuery.error ? (
      <LoadError
        message={intl.formatMessage({
          id: 'groupSessions.schedule.availabilityFailed',
          defaultMessage: 'Your availability could not be loaded.',
        })}
        onRetry={() => void availabilityQuery.refetch().catch(() => {})}
      />
    ) : (
      <p role="status" className="group-session-form__status">
        <FormattedMessage id="groupSessions.schedule.loadingAvailability" defaultMessage="Loading your availability…" />
      </p>
    );
  }

  return (
    <form id={formId} className="group-session-form ui-stack" onSubmit={(event) => void submit(event)} noValidate>
      <p className="group-session-form__zone ui-tone-primary-soft">
        <Icon name="clock" size={16} />
        <span>
          <FormattedMessage
            id="groupSessions.schedule.timezone"
            defaultMessage="Times in {timezone} (your timezone)"
            values={{ timezone: availability.timezone }}
          />
        </span>
      </p>
      <SlotPickerFields
        formId={formId}
        picker={picker}
        dateHint={
          picker.days.length > 0
            ? intl.formatMessage(
                { id: 'groupSessions.schedule.slotsOn', defaultMessage: 'Your slots are on {days}' },
                { days: picker.days.join(', ') },
              )
            : intl.formatMessage({
                id: 'groupSessions.schedule.noSlotsYet',
                defaultMessage: 'You have no slots yet: add them in Availability.',
              })
        }
        noSlotsHint={intl.formatMessage(M.noSlots)}
      />
      <Field
        as="select"
        label={intl.formatMessage({ id: 'groupSessions.schedule.seats', defaultMessage: 'Seats' })}
        value={seats}
        hint={intl.formatMessage(
          { id: 'groupSessions.schedule.seatsHint', defaultMessage: "Up to {max}, the service's max participants" },
          { max: service.maxParticipants },
        )}
        onChange={(event) => setSeats(event.target.value)}
      >
        {Array.from({ length: service.maxParticipants }, (_, i) => String(i + 1)).map((n) => (
          <option key={n} value={n}>
            {n}
          </option>
        ))}
      </Field>
      <Field
        as="textarea"
        label={intl.formatMessage({ id: 'groupSessions.schedule.notes', defaultMessage: 'Notes' })}
        hint={intl.formatMessage({
          id: 'groupSessions.schedule.notesHint',
          defaultMessage: 'Optional: what attendees should know or prepare',
        })}
        rows={3}
        maxLength={2000}
        value={notes}
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
