import type { SessionUser } from '../../shared/viewer/session';
import { Avatar, VerifiedBadge } from '../../shared/ui';
import { FormattedMessage } from 'react-intl';

/**
 * The member's name and tier, always visible in the header. Premium members carry the verified
 * badge next to their name, which stays when small screens hide the tier line; it opens
 * their Premium membership.
 */
export function UserChip({ user, onOpenPremium }: { user: SessionUser; onOpenPremium?: () => void }) {
  const premium = user.userType === 'PREMIUM';
  return (
    <div className="user-chip">
      <Avatar name={user.fullName} image={user.profile.avatarUrl} premium={premium} />
      <span className="user-chip__text">
        <span className="user-chip__name-row">
          <span className="user-chip__name" title={user.fullName}>
            {user.fullName}
          </span>
          {premium && <VerifiedBadge compact onOpen={onOpenPremium} />}
        </span>
        <span className="user-chip__tier">
          {premium ? (
            <FormattedMessage id="shell.user.premium" defaultMessage="Premium member" />
          ) : (
            <FormattedMessage id="shell.user.free" defaultMessage="Free member" />
          )}
        </span>
      </span>
    </div>
  );
}
