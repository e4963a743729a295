import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { pluralize } from '../../../shared/lib/format';
import { Button, Icon, ListSkeleton, LoadError, useToast } from '../../../shared/ui';
import {
  availabilityInput,
  countSlots,
  sameWeek,
  TIME_SLOTS,
  toggleSlot,
  weekFromAvailability,
  WEEKDAYS,
  type WeekDraft,
} from '../lib/availability';
import { MyAvailabilityQuery, SetAvailabilityMutation } from '../operations';
import { messageOr } from '../../../shared/lib/errors';

export const AVAILABILITY_MESSAGES = {
  saved: 'Availability updated successfully!',
  failed: 'Failed to update availability. Please try again.',
} as const;

/** Settings › Calendar Availability: a 7-day × 13-hour grid of toggles. */
export function AvailabilityEditor() {
  // Always the server's current week: the grid replaces the whole week when saved.
  const { data, error, refetch } = useQuery(MyAvailabilityQuery, { fetchPolicy: 'network-only' });

  if (!data) {
    if (error) {
      // Saving a blank week over an unloaded one would erase it: no grid until it has loaded.
      return (
        <LoadError message="Your availability could not be loaded." onRetry={() => void refetch().catch(() => {})} />
      );
    }
    return <ListSkeleton label="Loading your availability…" count={2} />;
  }

  const saved = weekFromAvailability(data.myAvailability);
  // A new saved week (after Save) starts a fresh draft.
  return <AvailabilityGrid key={JSON.stringify(saved)} saved={saved} timezone={data.myAvailability.timezone} />;
}

function AvailabilityGrid({ saved, timezone }: { saved: WeekDraft; timezone: string }) {
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
      toast.success(AVAILABILITY_MESSAGES.saved);
    } catch (error) {
      toast.error(messageOr(error, AVAILABILITY_MESSAGES.failed));
    }
  };

  return (
    <div className="availability">
      <p className="settings-intro">
        Choose the hours when other members can book sessions with you. Times are in your timezone:{' '}
        <strong>{timezone}</strong>.
      </p>
      <div className="availability__scroller">
        <table className="availability-grid">
          <caption className="sr-only">Weekly availability, hourly slots from 07:00 to 19:00</caption>
          <thead>
            <tr>
              <td />
              {WEEKDAYS.map((day) => (
                <th key={day.key} scope="col">
                  <abbr title={day.label}>{day.short}</abbr>
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
                        aria-label={`${day.label} ${slot}`}
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
          {total === 0 ? 'No hours selected' : `${pluralize(total, 'hour')} selected`}
          {dirty ? ' · unsaved changes' : ''}
        </p>
        <Button onClick={() => void save()} loading={loading}>
          Save Availability
        </Button>
      </div>
    </div>
  );
}
