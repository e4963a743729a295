import type { SessionUser } from '../session';
import { Icon } from '../../shared/ui';

/**
 * The header's Energy Points: free members see '<n> EP' and, apart, what is on hold;
 * premium members have unlimited EP, shown as ∞ (spec §1, §3).
 */
export function EpBalance({ user }: { user: Pick<SessionUser, 'userType' | 'energyPoints' | 'energyOnHold'> }) {
  const premium = user.userType === 'PREMIUM';
  return (
    <div className="ep-balance" role="group" aria-label="Energy Points balance">
      {premium ? (
        <span className="ep-pill ep-pill--premium" title="Unlimited Energy Points">
          <Icon name="bolt" size={16} />
          <span aria-hidden="true" className="ep-pill__infinity">
            ∞
          </span>
          <span className="sr-only">Unlimited Energy Points</span>
        </span>
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
