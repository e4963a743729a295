import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { useMutation, useQuery } from '@apollo/client/react';
import { ListSkeleton, LoadError, useToast } from '../../../shared/ui';
import { choicesFor, DAILY_DIGEST, GROUPS, kindText, type Delivery } from '../lib/emailPreferences';
import { NotificationPreferencesQuery, UpdateNotificationPreferencesMutation } from '../operations';
import { messageOr } from '../../../shared/lib/errors';
import { PushDevicesPanel } from './PushDevicesPanel';

export const EMAIL_PREFERENCE_MESSAGES = defineMessages({
  saved: { id: 'settings.email.saved', defaultMessage: 'Email preferences saved' },
  pushSaved: { id: 'settings.email.pushSaved', defaultMessage: 'Push preferences saved' },
  failed: { id: 'settings.email.failed', defaultMessage: 'Could not save your email preferences. Please try again.' },
});

type Change = { delivery: Delivery } | { push: boolean };

/**
 * Settings › Notifications: the devices with push on (`PushDevicesPanel`), then for each kind,
 * email immediately, in the daily digest, or not at all, and, for the notification kinds, push or
 * not (in-app notifications are always on). A choice is saved when made; the answer (every kind)
 * replaces the list in the cache.
 */
export function EmailNotificationsPanel() {
  const { data, error, refetch } = useQuery(NotificationPreferencesQuery);
  const [update, { loading }] = useMutation(UpdateNotificationPreferencesMutation);
  const toast = useToast();
  const intl = useIntl();

  if (!data) {
    if (error)
      return (
        <LoadError
          message={intl.formatMessage({
            id: 'settings.email.loadFailed',
            defaultMessage: 'Your email preferences could not be loaded.',
          })}
          onRetry={() => void refetch().catch(() => {})}
        />
      );
    return (
      <ListSkeleton
        label={intl.formatMessage({ id: 'settings.email.loading', defaultMessage: 'Loading your email preferences…' })}
        count={3}
      />
    );
  }

  const choose = async (kind: (typeof data.notificationPreferences)[number]['kind'], change: Change) => {
    try {
      const result = await update({
        variables: { preferences: [{ kind, ...change }] },
        // The choice shows at once; the server's answer (every kind) then replaces the list.
        optimisticResponse: {
          updateNotificationPreferences: data.notificationPreferences.map((p) => ({
            __typename: 'NotificationPreference' as const,
            ...p,
            ...(p.kind === kind ? change : {}),
          })),
        },
        update: (cache, answer) => {
          if (answer.data)
            cache.writeQuery({
              query: NotificationPreferencesQuery,
              data: { notificationPreferences: answer.data.updateNotificationPreferences },
            });
        },
      });
      if (!result.data) throw new Error('No answer');
      toast.success(
        intl.formatMessage('push' in change ? EMAIL_PREFERENCE_MESSAGES.pushSaved : EMAIL_PREFERENCE_MESSAGES.saved),
      );
    } catch (error) {
      toast.error(messageOr(error, intl.formatMessage(EMAIL_PREFERENCE_MESSAGES.failed)));
    }
  };

  const preferences = data.notificationPreferences;
  // Off, the digest is not sent; the kinds set to "Daily digest" keep that choice but are not mailed.
  const digestOff = preferences.some((p) => p.kind === DAILY_DIGEST && p.delivery === 'OFF');
  return (
    <div className="email-prefs">
      <PushDevicesPanel />
      <p className="settings-intro">
        <FormattedMessage
          id="settings.email.intro"
          defaultMessage="Choose which emails and pushes you receive. Notifications always appear in the app; the daily digest gathers the day's updates in one email."
        />
      </p>
      {GROUPS.map((group) => {
        const items = preferences.filter((p) => kindText(p.kind).group === group.id);
        if (items.length === 0) return null;
        return (
          <section key={group.id} className="email-prefs__group" aria-labelledby={`email-prefs-${group.id}`}>
            <h3 id={`email-prefs-${group.id}`} className="settings-heading">
              {intl.formatMessage(group.title)}
            </h3>
            {group.id === 'exchanges' && digestOff && (
              <p className="email-prefs__note">
                <FormattedMessage
                  id="settings.email.digestOff"
                  defaultMessage="The daily digest is off: notifications set to “Daily digest” are not emailed until you turn it back on."
                />
              </p>
            )}
            {items.map((p) => (
              <fieldset
                key={p.kind}
                className="email-prefs__row ui-row ui-row--tight ui-row--between"
                aria-busy={loading || undefined}
              >
                <legend className="email-prefs__label">{kindText(p.kind, intl).label}</legend>
                <div className="email-prefs__choices">
                  {choicesFor(p.kind).map((c) => (
                    <label key={c.value} className="email-prefs__choice">
                      <input
                        type="radio"
                        name={`email-${p.kind}`}
                        value={c.value}
                        checked={p.delivery === c.value}
                        onChange={() => void choose(p.kind, { delivery: c.value })}
                      />
                      <span>{intl.formatMessage(c.label)}</span>
                    </label>
                  ))}
                  {group.id === 'exchanges' && (
                    // Pushed to the devices with push on; only notifications can be pushed.
                    <label className="email-prefs__choice email-prefs__push">
                      <input
                        type="checkbox"
                        checked={p.push}
                        onChange={(e) => void choose(p.kind, { push: e.currentTarget.checked })}
                      />
                      <span>
                        <FormattedMessage id="settings.email.push" defaultMessage="Push" />
                      </span>
                    </label>
                  )}
                </div>
              </fieldset>
            ))}
          </section>
        );
      })}
    </div>
  );
}
