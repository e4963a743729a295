import type { SessionUser } from '../session';
import { Icon } from '../../shared/ui';

export function Avatar({ user, size = 36 }: { user: Pick<SessionUser, 'fullName' | 'userType' | 'profile'>; size?: number }) {
  const initial = (user.fullName.trim()[0] ?? '?').toUpperCase();
  const premium = user.userType === 'PREMIUM';
  return (
    <span
      className={premium ? 'avatar avatar--premium' : 'avatar'}
      style={{ width: size, height: size, fontSize: size * 0.42 }}
      aria-hidden="true"
    >
      {user.profile.profileImage ? <img src={user.profile.profileImage} alt="" /> : initial}
    </span>
  );
}

/** The member's name and tier, always visible in the header. */
export function UserChip({ user }: { user: SessionUser }) {
  const premium = user.userType === 'PREMIUM';
  return (
    <div className="user-chip">
      <Avatar user={user} />
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
