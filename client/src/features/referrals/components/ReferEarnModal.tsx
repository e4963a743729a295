import { useQuery } from '@apollo/client/react';
import { useEffect, useId, useRef, useState } from 'react';
import { defineMessage, defineMessages, FormattedMessage, useIntl, type MessageDescriptor } from 'react-intl';
import { Button, Icon, ListSkeleton, LoadError, Modal, useToast } from '../../../shared/ui';
import { formatDate } from '../../../shared/lib/dates';
import { ReferralInfoQuery } from '../operations';
import './referrals.css';

/** The texts and figures of Refer & Earn. */
export const ReferralMessages = defineMessages({
  loadFailed: { id: 'referrals.loadFailed', defaultMessage: 'Failed to load referral information' },
  copied: { id: 'referrals.copied', defaultMessage: 'Link copied to clipboard!' },
  copyFailed: { id: 'referrals.copyFailed', defaultMessage: 'Failed to copy link' },
});
const REWARD: MessageDescriptor = defineMessage({ id: 'referrals.reward', defaultMessage: '+{points, number} EP' });
export const COPY_CONFIRMATION_MS = 2000;
export const RECENT_REFERRALS_SHOWN = 5;
export const REFERRAL_REWARD_EP = 5;

export interface ReferEarnModalProps {
  open: boolean;
  onClose: () => void;
}

/** Refer & Earn: the referral link with Copy, the three figures, the 5 latest referrals. */
export function ReferEarnModal({ open, onClose }: ReferEarnModalProps) {
  const intl = useIntl();
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={intl.formatMessage({ id: 'referrals.title', defaultMessage: 'Refer & Earn' })}
      description={intl.formatMessage(
        {
          id: 'referrals.description',
          defaultMessage: 'Earn {points, number} EP for every friend who joins and completes their profile.',
        },
        { points: REFERRAL_REWARD_EP },
      )}
      size="md"
    >
      {open && <ReferralContent />}
    </Modal>
  );
}

function ReferralContent() {
  const intl = useIntl();
  const toast = useToast();
  const linkId = useId();
  const recentId = useId();
  const linkRef = useRef<HTMLInputElement>(null);
  const { data, error, refetch } = useQuery(ReferralInfoQuery, { fetchPolicy: 'cache-and-network' });
  const [copied, setCopied] = useState(false);
  const copiedTimer = useRef<ReturnType<typeof setTimeout> | null>(null);

  const toasted = useRef<unknown>(null);
  useEffect(() => {
    if (!error || data || toasted.current === error) return;
    toasted.current = error;
    toast.error(intl.formatMessage(ReferralMessages.loadFailed));
  }, [error, data, toast, intl]);

  useEffect(
    () => () => {
      if (copiedTimer.current) clearTimeout(copiedTimer.current);
    },
    [],
  );

  if (!data) {
    return error ? (
      <LoadError
        message={intl.formatMessage(ReferralMessages.loadFailed)}
        onRetry={() => void refetch().catch(() => {})}
      />
    ) : (
      <ListSkeleton
        label={intl.formatMessage({ id: 'referrals.loading', defaultMessage: 'Loading referral information…' })}
        count={2}
      />
    );
  }

  const info = data.referralInfo;
  const recent = info.recentReferrals.slice(0, RECENT_REFERRALS_SHOWN);

  const copy = async () => {
    try {
      if (!navigator.clipboard?.writeText) throw new Error('Clipboard unavailable');
      await navigator.clipboard.writeText(info.referralLink);
      toast.success(intl.formatMessage(ReferralMessages.copied));
      setCopied(true);
      if (copiedTimer.current) clearTimeout(copiedTimer.current);
      copiedTimer.current = setTimeout(() => setCopied(false), COPY_CONFIRMATION_MS);
    } catch {
      toast.error(intl.formatMessage(ReferralMessages.copyFailed));
      // Leave the link selected so it can be copied by hand.
      linkRef.current?.select();
    }
  };

  return (
    <div className="referral ui-stack ui-stack--loose">
      <div className="referral__link">
        <label htmlFor={linkId} className="field__label">
          <FormattedMessage id="referrals.linkLabel" defaultMessage="Your referral link" />
        </label>
        <div className="referral__link-row">
          <input
            ref={linkRef}
            id={linkId}
            className="field__control"
            type="text"
            readOnly
            value={info.referralLink}
            onFocus={(event) => event.currentTarget.select()}
          />
          <Button icon={<Icon name={copied ? 'check' : 'gift'} size={16} />} onClick={() => void copy()}>
            {copied ? (
              <FormattedMessage id="referrals.copiedButton" defaultMessage="Copied!" />
            ) : (
              <FormattedMessage id="referrals.copyButton" defaultMessage="Copy Link" />
            )}
          </Button>
        </div>
        <p className="field__hint">
          <FormattedMessage
            id="referrals.code"
            defaultMessage="Your code: {code}"
            values={{ code: info.referralCode }}
          />
        </p>
      </div>

      <dl className="referral__stats">
        <div>
          <dt>
            <FormattedMessage id="referrals.stats.total" defaultMessage="Total referrals" />
          </dt>
          <dd>{info.totalReferrals}</dd>
        </div>
        <div>
          <dt>
            <FormattedMessage id="referrals.stats.successful" defaultMessage="Successful referrals" />
          </dt>
          <dd>{info.successfulReferrals}</dd>
        </div>
        <div>
          <dt>
            <FormattedMessage id="referrals.stats.epEarned" defaultMessage="EP earned" />
          </dt>
          <dd>{info.epEarned}</dd>
        </div>
      </dl>

      <section aria-labelledby={recentId} className="referral__recent">
        <h3 id={recentId}>
          <FormattedMessage id="referrals.recent.title" defaultMessage="Recent referrals" />
        </h3>
        {recent.length === 0 ? (
          <div className="referral__empty">
            <p>
              <FormattedMessage
                id="referrals.recent.empty"
                defaultMessage="No referrals yet. Share your link to invite friends."
              />
            </p>
            <Button variant="secondary" size="sm" onClick={() => void copy()}>
              <FormattedMessage id="referrals.recent.copyMyLink" defaultMessage="Copy my link" />
            </Button>
          </div>
        ) : (
          <ul>
            {recent.map((r, i) => (
              <li key={`${r.createdAt}-${i}`} className="referral__item">
                <span className="referral__name">{r.fullName}</span>
                <time className="referral__date" dateTime={r.createdAt}>
                  {formatDate(r.createdAt)}
                </time>
                {r.completed ? (
                  <span
                    className="tag ui-inline-center ui-pill referral__reward"
                    title={intl.formatMessage({
                      id: 'referrals.recent.earned',
                      defaultMessage: 'Earned: they completed their profile',
                    })}
                  >
                    {intl.formatMessage(REWARD, { points: REFERRAL_REWARD_EP })}
                  </span>
                ) : (
                  <span
                    className="tag ui-inline-center ui-pill tag--muted referral__reward"
                    title={intl.formatMessage({
                      id: 'referrals.recent.pendingTitle',
                      defaultMessage: 'Pending: earned once they complete their profile',
                    })}
                  >
                    <FormattedMessage
                      id="referrals.recent.rewardPending"
                      defaultMessage="+{points, number} EP<pending> · pending</pending>"
                      values={{
                        points: REFERRAL_REWARD_EP,
                        pending: (chunks) => <span className="referral__pending">{chunks}</span>,
                      }}
                    />
                  </span>
                )}
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
