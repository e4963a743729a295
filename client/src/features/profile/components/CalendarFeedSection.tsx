import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { useMutation, useQuery } from '@apollo/client/react';
import { useEffect, useId, useRef, useState } from 'react';
import { messageOr } from '../../../shared/lib/errors';
import { Button, Icon, LoadError, Skeleton, useToast } from '../../../shared/ui';
import { CalendarFeedQuery, ResetCalendarFeedMutation } from '../operations';
import { ProfileSection } from './ProfileSection';

export const CALENDAR_FEED_MESSAGES = defineMessages({
  copied: { id: 'profile.calendar.copied', defaultMessage: 'Calendar address copied' },
  copyFailed: {
    id: 'profile.calendar.copyFailed',
    defaultMessage: 'Could not copy the address: select it and copy it yourself.',
  },
  replaced: {
    id: 'profile.calendar.replaced',
    defaultMessage: 'New calendar address ready: the old one no longer works.',
  },
  replaceFailed: {
    id: 'profile.calendar.replaceFailed',
    defaultMessage: 'The address could not be replaced. Please try again.',
  },
});

/**
 * My Profile › Calendar feed: the member's private webcal address of their sessions, to copy into
 * any calendar app, and to replace when it was shared by mistake (the old one stops at once).
 */
export function CalendarFeedSection() {
  const intl = useIntl();
  const toast = useToast();
  const inputId = useId();
  const hintId = useId();
  const { data, error, refetch } = useQuery(CalendarFeedQuery);
  const [reset, { loading: resetting }] = useMutation(ResetCalendarFeedMutation);
  const [confirming, setConfirming] = useState(false);
  // The check mark says "copied" only once it is: the button shows a copy icon until then.
  const [copied, setCopied] = useState(false);
  const copiedTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(
    () => () => {
      if (copiedTimer.current) clearTimeout(copiedTimer.current);
    },
    [],
  );
  const url = data?.calendarFeed.url;

  const copy = async () => {
    if (!url) return;
    try {
      if (!navigator.clipboard?.writeText) throw new Error('Clipboard unavailable');
      await navigator.clipboard.writeText(url);
      toast.success(intl.formatMessage(CALENDAR_FEED_MESSAGES.copied));
      setCopied(true);
      if (copiedTimer.current) clearTimeout(copiedTimer.current);
      copiedTimer.current = setTimeout(() => setCopied(false), 3000);
    } catch {
      toast.error(intl.formatMessage(CALENDAR_FEED_MESSAGES.copyFailed));
    }
  };
  const replace = async () => {
    try {
      await reset({
        update: (cache, { data: result }) => {
          if (result) cache.writeQuery({ query: CalendarFeedQuery, data: { calendarFeed: result.resetCalendarFeed } });
        },
      });
      setConfirming(false);
      toast.success(intl.formatMessage(CALENDAR_FEED_MESSAGES.replaced));
    } catch (failure) {
      toast.error(messageOr(failure, intl.formatMessage(CALENDAR_FEED_MESSAGES.replaceFailed)));
    }
  };

  return (
    <ProfileSection
      icon="calendar"
      title={intl.formatMessage({ id: 'profile.calendar.title', defaultMessage: 'Calendar feed' })}
      introId={hintId}
      intro={intl.formatMessage({
        id: 'profile.calendar.intro',
        defaultMessage:
          'Your sessions (the last 30 days and all to come) in any calendar app: subscribe to this private address. Anyone who has it can see your sessions, so keep it to yourself.',
      })}
    >
      {url ? (
        <>
          <label htmlFor={inputId} className="field__label">
            <FormattedMessage id="profile.calendar.address" defaultMessage="Your calendar address" />
          </label>
          <input
            id={inputId}
            className="field__control calendar-feed__url"
            readOnly
            value={url}
            aria-describedby={hintId}
            onFocus={(e) => e.currentTarget.select()}
          />
          <div className="profile-actions calendar-feed__actions">
            <Button
              variant="primary"
              icon={<Icon name={copied ? 'check' : 'copy'} size={16} />}
              onClick={() => void copy()}
            >
              {copied ? (
                <FormattedMessage id="profile.calendar.copiedButton" defaultMessage="Copied" />
              ) : (
                <FormattedMessage id="profile.calendar.copy" defaultMessage="Copy address" />
              )}
            </Button>
            <a className="btn btn--secondary btn--md" href={url}>
              <FormattedMessage id="profile.calendar.open" defaultMessage="Open in calendar app" />
            </a>
            {!confirming && (
              <Button variant="ghost" onClick={() => setConfirming(true)}>
                <FormattedMessage id="profile.calendar.replace" defaultMessage="Replace address" />
              </Button>
            )}
          </div>
          {confirming && (
            <div
              className="calendar-feed__confirm"
              role="group"
              aria-label={intl.formatMessage({
                id: 'profile.calendar.replaceLabel',
                defaultMessage: 'Replace the calendar address',
              })}
            >
              <p>
                <FormattedMessage
                  id="profile.calendar.replaceWarning"
                  defaultMessage="The current address stops working at once; calendars subscribed to it must use the new one."
                />
              </p>
              <div className="profile-actions">
                <Button variant="danger" loading={resetting} onClick={() => void replace()}>
                  <FormattedMessage id="profile.calendar.replaceConfirm" defaultMessage="Replace it" />
                </Button>
                <Button variant="secondary" disabled={resetting} onClick={() => setConfirming(false)}>
                  <FormattedMessage id="profile.calendar.keep" defaultMessage="Keep it" />
                </Button>
              </div>
            </div>
          )}
        </>
      ) : error ? (
        <LoadError
          message={intl.formatMessage({
            id: 'profile.calendar.loadFailed',
            defaultMessage: 'Your calendar address could not be loaded.',
          })}
          onRetry={() => void refetch().catch(() => {})}
        />
      ) : (
        <Skeleton height={44} />
      )}
    </ProfileSection>
  );
}
