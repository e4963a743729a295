import { useMutation, useQuery } from '@apollo/client/react';
import { useEffect, useId, useRef, useState } from 'react';
import { messageOr } from '../../../shared/lib/errors';
import { Button, Icon, LoadError, Skeleton, useToast } from '../../../shared/ui';
import { CalendarFeedQuery, ResetCalendarFeedMutation } from '../operations';
import { ProfileSection } from './ProfileSection';

export const CALENDAR_FEED_MESSAGES = {
  copied: 'Calendar address copied',
  copyFailed: 'Could not copy the address: select it and copy it yourself.',
  replaced: 'New calendar address ready: the old one no longer works.',
  replaceFailed: 'The address could not be replaced. Please try again.',
} as const;

/**
 * My Profile › Calendar feed: the member's private webcal address of their sessions, to copy into
 * any calendar app, and to replace when it was shared by mistake (the old one stops at once).
 */
export function CalendarFeedSection() {
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
      toast.success(CALENDAR_FEED_MESSAGES.copied);
      setCopied(true);
      if (copiedTimer.current) clearTimeout(copiedTimer.current);
      copiedTimer.current = setTimeout(() => setCopied(false), 3000);
    } catch {
      toast.error(CALENDAR_FEED_MESSAGES.copyFailed);
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
      toast.success(CALENDAR_FEED_MESSAGES.replaced);
    } catch (failure) {
      toast.error(messageOr(failure, CALENDAR_FEED_MESSAGES.replaceFailed));
    }
  };

  return (
    <ProfileSection
      icon="calendar"
      title="Calendar feed"
      introId={hintId}
      intro="Your sessions (the last 30 days and all to come) in any calendar app: subscribe to this private address. Anyone who has it can see your sessions, so keep it to yourself."
    >
      {url ? (
        <>
          <label htmlFor={inputId} className="field__label">
            Your calendar address
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
              {copied ? 'Copied' : 'Copy address'}
            </Button>
            <a className="btn btn--secondary btn--md" href={url}>
              Open in calendar app
            </a>
            {!confirming && (
              <Button variant="ghost" onClick={() => setConfirming(true)}>
                Replace address
              </Button>
            )}
          </div>
          {confirming && (
            <div className="calendar-feed__confirm" role="group" aria-label="Replace the calendar address">
              <p>The current address stops working at once; calendars subscribed to it must use the new one.</p>
              <div className="profile-actions">
                <Button variant="danger" loading={resetting} onClick={() => void replace()}>
                  Replace it
                </Button>
                <Button variant="secondary" disabled={resetting} onClick={() => setConfirming(false)}>
                  Keep it
                </Button>
              </div>
            </div>
          )}
        </>
      ) : error ? (
        <LoadError
          message="Your calendar address could not be loaded."
          onRetry={() => void refetch().catch(() => {})}
        />
      ) : (
        <Skeleton height={44} />
      )}
    </ProfileSection>
  );
}
