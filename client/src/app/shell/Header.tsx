import type { ReactNode } from 'react';
import type { SessionUser } from '../session';
import { Button, Icon } from '../../shared/ui';
import { EpBalance } from './EpBalance';
import { UserChip } from './UserChip';

export interface HeaderProps {
  user: SessionUser;
  onSettings: () => void;
  onUpgrade: () => void;
  onToggleSidebar: () => void;
  /** Slot for the notifications dropdown (features/notifications NotificationsBell: bell, badge, panel). */
  notifications?: ReactNode;
}

export function Header({ user, onSettings, onUpgrade, onToggleSidebar, notifications }: HeaderProps) {
  return (
    <header className="shell-header">
      <button type="button" className="shell-header__menu" aria-label="Toggle sidebar" onClick={onToggleSidebar}>
        <Icon name="panel" />
      </button>
      <div className="shell-header__end">
        <EpBalance user={user} />
        {user.userType === 'FREE' && (
          <Button variant="secondary" size="sm" className="upgrade-button" icon={<Icon name="crown" size={16} />} onClick={onUpgrade}>
            Upgrade to Premium
          </Button>
        )}
        {notifications}
        <button type="button" className="icon-button" aria-label="Settings" title="Settings" onClick={onSettings}>
          <Icon name="gear" />
        </button>
        <UserChip user={user} />
      </div>
    </header>
  );
}
