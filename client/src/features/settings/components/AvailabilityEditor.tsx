import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { Button, Icon, ListSkeleton, LoadError, useToast } from '../../../shared/ui';
import {
  availabilityInput,
  countSlots,
  sameWeek,
  TIME_SLOTS,
  toggleSlot,
  weekFromAvailability,
  WEEKDAYS,
  weekdayName,
  type WeekDraft,
} from '../lib/availability';
import { MyAvailabilityQuery, SetAvailabilityMutation } from '../operations';
import { messageOr } from '../../../shared/lib/errors';

export const AVAILABILITY_MESSAGES = defineMessages({
  saved: { id: 'settings.availability.saved', defaultMessage: 'Availability updated successfully!' },
  failed: { id: 'settings.availability.failed', defaultMessage: 'Failed to update availability. Please try again.' },
});

/** Settings › Calendar Availability: a 7-day × 13-hour grid of toggles. */
export function AvailabilityEditor() {
  // Always the server's current week: the grid replaces the whole week when saved.
  const intl = useIntl();
  const { data, error, refetch } = useQuery(MyAvailabilityQuery, { fetchPolicy: 'network-only' });

  if (!data) {
    if (error) {
      // Saving a blank week over an unloaded one would erase it: no grid until it has loaded.
      return (
        <LoadError
          message={intl.formatMessage({
            id: 'settings.availability.loadFailed',
            defaultMessage: 'Your availability could not be loaded.',
          })}
          onRetry={() => void refetch().catch(() => {})}
        />
      );
    }
    return (
      <ListSkeleton
        label={intl.formatMessage({
          id: 'settings.availability.loading',
          defaultMessage: 'Loading your availability…',
        })}
        count={2}
      />
    );
  }

  const saved = weekFromAvailability(data.myAvailability);
  // A new saved week (after Save) starts a fresh draft.
  return <AvailabilityGrid key={JSON.stringify(saved)} saved={saved} timezone={data.myAvailability.timezone} />;
}

function AvailabilityGrid({ saved, timezone }: { saved: WeekDraft; timezone: string }) {
  const intl = useIntl();
  const toast = useToast();
  const [week, setWeek] = useState<WeekDraft>(saved);
  const [setAvailability, { loading }] = useMutation(SetAvailabilityMutation);
  const dirty = !sameWeek(week, saved);
  const total = countSlots(week);

  const save = async () => {
    try {
      const { data } = await setAvailability({
        variables: { input: availabilityInput(week) },
        update: (cache, result) => {
          if (result.data)
            cache.writeQuery({ query: MyAvailabilityQuery, data: { myAvailability: result.data.setAvailability } });
        },
      });
      if (!data) throw new Error('No answer');
      toast.success(intl.formatMessage(AVAILABILITY_MESSAGES.saved));
    } catch (error) {
      toast.error(messageOr(error, intl.formatMessage(AVAILABILITY_MESSAGES.failed)));
    }
  };

  return (
    <div className="availability">
      <p className="settings-intro">
        <FormattedMessage
          id="settings.availability.intro"
          defaultMessage="Choose the hours when other members can book sessions with you. Times are in your timezone: <b>{timezone}</b>."
          values={{ timezone, b: (chunks) => <strong>{chunks}</strong> }}
        />
      </p>
      <div className="availability__scroller">
        <table className="availability-grid">
          <caption className="sr-only">
            <FormattedMessage
              id="settings.availability.caption"
              defaultMessage="Weekly availability, hourly slots from {first} to {last}"
              values={{ first: TIME_SLOTS[0], last: TIME_SLOTS.at(-1) }}
            />
          </caption>
          <thead>
            <tr>
              <td />
              {WEEKDAYS.map((day) => (
                <th key={day.key} scope="col">
                  <abbr title={weekdayName(day, 'long', intl)}>{weekdayName(day, 'short', intl)}</abbr>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {TIME_SLOTS.map((slot) => (
              <tr key={slot}>
                <th scope="row">{slot}</th>
                {WEEKDAYS.map((day) => {
                  const on = week[day.key].includes(slot);
                  return (
                    <td key={day.key}>
                      <button
                        type="button"
                        className={on ? 'slot is-on' : 'slot'}
                        aria-pressed={on}
                        aria-label={intl.formatMessage(
                          { id: 'settings.availability.slot', defaultMessage: '{day} {time}' },
                          { day: weekdayName(day, 'long', intl), time: slot },
                        )}
                        onClick={() => setWeek((w) => toggleSlot(w, day.key, slot))}
                      >
                        {on && <Icon name="check" size={14} />}
                      </button>
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <div className="settings-actions ui-row ui-row--between">
        <p className="settings-muted" aria-live="polite">
          {total === 0 ? (
            <FormattedMessage id="settings.availability.none" defaultMessage="No hours selected" />
          ) : (
            <FormattedMessage
              id="settings.availability.selected"
              defaultMessage="{count, plural, one {{count} hour selected} other {{count} hours selected}}"
              values={{ count: total }}
            />
          )}
          {dirty && (
            <FormattedMessage
              id="settings.availability.unsaved"
              defaultMessage="{separator}unsaved changes"
              values={{ separator: ' · ' }}
            />
          )}
        </p>
        <Button onClick={() => void save()} loading={loading}>
          <FormattedMessage id="settings.availability.save" defaultMessage="Save Availability" />
        </Button>
      </div>
    </div>
  );
}
