import { useQuery } from '@apollo/client/react';
import { useEffect, useId, useRef, useState } from 'react';
import { Button, Icon, ListSkeleton, LoadError, Modal, useToast } from '../../../shared/ui';
import { formatDate } from '../../../shared/lib/dates';
import { ReferralInfoQuery } from '../operations';
import './referrals.css';

/** The texts and figures of Refer & Earn. */
export const ReferralMessages = {
  loadFailed: 'Failed to load referral information',
  copied: 'Link copied to clipboard!',
  copyFailed: 'Failed to copy link',
} as const;
export const COPY_CONFIRMATION_MS = 2000;
export const RECENT_REFERRALS_SHOWN = 5;
export const REFERRAL_REWARD_EP = 5;

export interface ReferEarnModalProps {
  open: boolean;
  onClose: () => void;
}

/** Refer & Earn: the referral link with Copy, the three figures, the 5 latest referrals. */
export function ReferEarnModal({ open, onClose }: ReferEarnModalProps) {
  return (
    <Modal
      open={open}
      onClose={onClose}
      title="Refer & Earn"
      description={`Earn ${REFERRAL_REWARD_EP} EP for every friend who joins and completes their profile.`}
      size="md"
    >
      {open && <ReferralContent />}
    </Modal>
  );
}

function ReferralContent() {
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
    toast.error(ReferralMessages.loadFailed);
  }, [error, data, toast]);

  useEffect(
    () => () => {
      if (copiedTimer.current) clearTimeout(copiedTimer.current);
    },
    [],
  );

  if (!data) {
    return error ? (
      <LoadError message={ReferralMessages.loadFailed} onRetry={() => void refetch().catch(() => {})} />
    ) : (
      <ListSkeleton label="Loading referral information…" count={2} />
    );
  }

  const info = data.referralInfo;
  const recent = info.recentReferrals.slice(0, RECENT_REFERRALS_SHOWN);

  const copy = async () => {
    try {
      if (!navigator.clipboard?.writeText) throw new Error('Clipboard unavailable');
      await navigator.clipboard.writeText(info.referralLink);
      toast.success(ReferralMessages.copied);
      setCopied(true);
      if (copiedTimer.current) clearTimeout(copiedTimer.current);
      copiedTimer.current = setTimeout(() => setCopied(false), COPY_CONFIRMATION_MS);
    } catch {
      toast.error(ReferralMessages.copyFailed);
      // Leave the link selected so it can be copied by hand.
      linkRef.current?.select();
    }
  };

  return (
    <div className="referral ui-stack ui-stack--loose">
      <div className="referral__link">
        <label htmlFor={linkId} className="field__label">
          Your referral link
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
            {copied ? 'Copied!' : 'Copy Link'}
          </Button>
        </div>
        <p className="field__hint">{`Your code: ${info.referralCode}`}</p>
      </div>

      <dl className="referral__stats">
        <div>
          <dt>Total referrals</dt>
          <dd>{info.totalReferrals}</dd>
        </div>
        <div>
          <dt>Successful referrals</dt>
          <dd>{info.successfulReferrals}</dd>
        </div>
        <div>
          <dt>EP earned</dt>
          <dd>{info.epEarned}</dd>
        </div>
      </dl>

      <section aria-labelledby={recentId} className="referral__recent">
        <h3 id={recentId}>Recent referrals</h3>
        {recent.length === 0 ? (
          <div className="referral__empty">
            <p>No referrals yet. Share your link to invite friends.</p>
            <Button variant="secondary" size="sm" onClick={() => void copy()}>
              Copy my link
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
                    title="Earned: they completed their profile"
                  >{`+${REFERRAL_REWARD_EP} EP`}</span>
                ) : (
                  <span
                    className="tag ui-inline-center ui-pill tag--muted referral__reward"
                    title="Pending: earned once they complete their profile"
                  >
                    {`+${REFERRAL_REWARD_EP} EP`}
                    <span className="referral__pending"> · pending</span>
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
