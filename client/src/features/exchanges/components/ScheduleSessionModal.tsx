import { useMutation, useQuery } from '@apollo/client/react';
import { useState, type FormEvent } from 'react';
import { defineMessage, FormattedMessage, useIntl } from 'react-intl';
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
import { ProposeSessionMutation } from '../../sessions';
import { ExchangeMessages as M } from '../lib/messages';
import { AvailabilityOfQuery } from '../operations';
import { prependToRootList } from '../../../shared/lib/cacheUpdates';

const SCHEDULE_SESSION = defineMessage({ id: 'exchanges.schedule.title', defaultMessage: 'Schedule Session' });

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
  const intl = useIntl();
  return (
    <FormModal
      subject={exchange}
      subjectKey={(e) => e.requestId}
      onClose={onClose}
      title={intl.formatMessage(SCHEDULE_SESSION)}
      description={(e) =>
        intl.formatMessage(
          { id: 'exchanges.schedule.description', defaultMessage: '{title} with {name}' },
          { title: e.serviceTitle, name: e.otherParty.fullName },
        )
      }
      submitLabel={intl.formatMessage(SCHEDULE_SESSION)}
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
  const intl = useIntl();
  const availabilityQuery = useQuery(AvailabilityOfQuery, {
    variables: { userId: exchange.otherParty.id },
    fetchPolicy: 'network-only',
  });
  const availability = availabilityQuery.data?.availabilityOf;
  // The date is a day of their calendar: a date before their today cannot be chosen.
  const picker = useSlotPicker(availability, now);
  const [notes, setNotes] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const [propose, { loading }] = useMutation(ProposeSessionMutation, {
    // My Sessions gains it (it sorts its tabs itself).
    update: (cache, { data }) => {
      if (data) prependToRootList(cache, 'mySessions', data.proposeSession);
    },
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (loading || !picker.validate(formId)) return;
    setFailure(null);
    onSending(true);
    try {
      await propose({
        variables: {
          input: {
            exchangeRequestId: exchange.requestId,
            proposedDate: picker.date,
            proposedTimeSlot: picker.time,
            notes: notes.trim() || null,
          },
        },
      });
      toast.success(intl.formatMessage(M.scheduled));
      onDone();
    } catch (error) {
      toast.error(intl.formatMessage(M.scheduleFailed));
      // The server's reason helps here ('This time slot is not in their availability', …).
      setFailure(serverDetail(error));
      onSending(false);
    }
  };

  if (!availability) {
    return availabilityQuery.error ? (
      <LoadError
        message={intl.formatMessage(
          { id: 'exchanges.schedule.availabilityFailed', defaultMessage: "{name}'s availability could not be loaded." },
          { name: exchange.otherParty.fullName },
        )}
        onRetry={() => void availabilityQuery.refetch().catch(() => {})}
      />
    ) : (
      <p role="status" className="schedule-form__status">
        <FormattedMessage id="exchanges.schedule.loadingAvailability" defaultMessage="Loading availability…" />
      </p>
    );
  }

  return (
    <form id={formId} className="schedule-form ui-stack" onSubmit={(event) => void submit(event)} noValidate>
      <p className="schedule-form__zone ui-tone-primary-soft">
        <Icon name="clock" size={16} />
        <span>
          <FormattedMessage
            id="exchanges.schedule.timezone"
            defaultMessage="Times in {timezone}<note> ({name}'s timezone)</note>"
            values={{
              timezone: availability.timezone,
              name: exchange.otherParty.fullName,
              note: (words) => <span className="schedule-form__zone-note">{words}</span>,
            }}
          />
        </span>
      </p>
      <SlotPickerFields
        formId={formId}
        picker={picker}
        dateHint={
          picker.days.length > 0
            ? intl.formatMessage(
                { id: 'exchanges.schedule.availableOn', defaultMessage: 'Available on {days}' },
                { days: picker.days.join(', ') },
              )
            : undefined
        }
        noSlotsHint={intl.formatMessage(M.noSlots)}
      />
      <Field
        as="textarea"
        label={intl.formatMessage({ id: 'exchanges.schedule.notes', defaultMessage: 'Notes' })}
        hint={intl.formatMessage({ id: 'exchanges.schedule.notesHint', defaultMessage: 'Optional' })}
        rows={3}
        maxLength={2000}
        value={notes}
        placeholder={intl.formatMessage({
          id: 'exchanges.schedule.notesPlaceholder',
          defaultMessage: 'Anything they should know or prepare',
        })}
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
