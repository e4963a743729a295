import type { SessionUser } from '../../shared/viewer/session';
import { Icon } from '../../shared/ui';

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
  const premium = user.userType === 'PREMIUM';
  const infinity = (
    <>
      <Icon name="bolt" size={16} />
      <span aria-hidden="true" className="ep-pill__infinity">
        ∞
      </span>
      <span className="sr-only">Unlimited Energy Points</span>
    </>
  );
  return (
    <div className="ep-balance" role="group" aria-label="Energy Points balance">
      {premium ? (
        onOpenPremium ? (
          <button
            type="button"
            className="ep-pill ep-pill--premium ep-pill--button"
            title="Unlimited Energy Points: your Premium membership"
            aria-haspopup="dialog"
            onClick={onOpenPremium}
          >
            {infinity}
          </button>
        ) : (
          <span className="ep-pill ep-pill--premium" title="Unlimited Energy Points">
            {infinity}
          </span>
        )
      ) : (
        <>
          <span className="ep-pill" title="Your Energy Points">
            <Icon name="bolt" size={16} />
            <span className="ep-pill__value">{`${user.energyPoints} EP`}</span>
          </span>
          {user.energyOnHold > 0 && (
            <span className="ep-hold" title="Reserved for pending exchange requests">
              {`${user.energyOnHold} EP on hold`}
            </span>
          )}
        </>
      )}
    </div>
  );
}
