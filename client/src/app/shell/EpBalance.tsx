import type { SessionUser } from '../../shared/viewer/session';
import { Icon } from '../../shared/ui';
import { defineMessages, useIntl, type NoMessageValues } from 'react-intl';
import { formatEp } from '../../shared/lib/format';

/** A sign, not a word: read out as "Unlimited Energy Points" beside it. */
const INFINITY = '∞';

const M = defineMessages<{
  balance: NoMessageValues;
  unlimited: NoMessageValues;
  unlimitedYours: NoMessageValues;
  yours: NoMessageValues;
  onHold: { amount: string };
  onHoldTitle: NoMessageValues;
}>({
  balance: { id: 'shell.balance.label', defaultMessage: 'Energy Points balance' },
  unlimited: { id: 'shell.balance.unlimited', defaultMessage: 'Unlimited Energy Points' },
  unlimitedYours: {
    id: 'shell.balance.unlimitedYours',
    defaultMessage: 'Unlimited Energy Points: your Premium membership',
  },
  yours: { id: 'shell.balance.yours', defaultMessage: 'Your Energy Points' },
  onHold: { id: 'shell.balance.onHold', defaultMessage: '{amount} on hold' },
  onHoldTitle: { id: 'shell.balance.onHoldTitle', defaultMessage: 'Reserved for pending exchange requests' },
});

export interface EpBalanceProps {
  user: Pick<SessionUser, 'userType' | 'energyPoints' | 'energyOnHold'>;
  /** Premium members: the ∞ pill opens their Premium membership (the modal's 'Already Premium!'). */
  onOpenPremium?: () => void;
}

/**
 * The header's Energy Points: free members see '<n> EP' and, apart, what is on hold;
 * premium members have unlimited EP, shown as ∞.
 */
export function EpBalance({ user, onOpenPremium }: EpBalanceProps) {
  const intl = useIntl();
  const premium = user.userType === 'PREMIUM';
  const infinity = (
    <>
      <Icon name="bolt" size={16} />
      <span aria-hidden="true" className="ep-pill__infinity">
        {INFINITY}
      </span>
      <span className="sr-only">{intl.formatMessage(M.unlimited)}</span>
    </>
  );
  return (
    <div className="ep-balance" role="group" aria-label={intl.formatMessage(M.balance)}>
      {premium ? (
        onOpenPremium ? (
          <button
            type="button"
            className="ep-pill ep-pill--premium ep-pill--button"
            title={intl.formatMessage(M.unlimitedYours)}
            aria-haspopup="dialog"
            onClick={onOpenPremium}
          >
            {infinity}
          </button>
        ) : (
          <span className="ep-pill ep-pill--premium" title={intl.formatMessage(M.unlimited)}>
            {infinity}
          </span>
        )
      ) : (
        <>
          <span className="ep-pill" title={intl.formatMessage(M.yours)}>
            <Icon name="bolt" size={16} />
            <span className="ep-pill__value">{formatEp(user.energyPoints)}</span>
          </span>
          {user.energyOnHold > 0 && (
            <span className="ep-hold" title={intl.formatMessage(M.onHoldTitle)}>
              {intl.formatMessage(M.onHold, { amount: formatEp(user.energyOnHold) })}
            </span>
          )}
        </>
      )}
    </div>
  );
}
