import type { SessionUser } from '../session';
import { Avatar, Icon } from '../../shared/ui';

/** The member's name and tier, always visible in the header. */
export function UserChip({ user }: { user: SessionUser }) {
  const premium = user.userType === 'PREMIUM';
  return (
    <div className="user-chip">
      <Avatar name={user.fullName} image={user.profile.profileImage} premium={premium} />
      <span className="user-chip__text">
        <span className="user-chip__name">{user.fullName}</span>
        <span className="user-chip__tier">
          {premium ? (
            <>
              <Icon name="checkCircle" size={13} /> Premium member
            </>
          ) : (
            'Free member'
          )}
        </span>
      </span>
    </div>
  );
}
