import type { ReactNode, Ref } from 'react';
import type { SessionUser } from '../../shared/viewer/session';
import { Button, Icon } from '../../shared/ui';
import { EpBalance } from './EpBalance';
import { UserChip } from './UserChip';
import { defineMessages, useIntl } from 'react-intl';

const M = defineMessages({
  openMenu: { id: 'shell.header.openMenu', defaultMessage: 'Open menu' },
  closeMenu: { id: 'shell.sidebar.closeMenu', defaultMessage: 'Close menu' },
  upgrade: { id: 'shell.header.upgrade', defaultMessage: 'Upgrade to Premium' },
  settings: { id: 'shell.header.settings', defaultMessage: 'Settings' },
});

export interface HeaderProps {
  user: SessionUser;
  onSettings: () => void;
  /** Opens the Premium modal: Upgrade to Premium for free members, the ∞ balance and the verified badge for premium ones. */
  onUpgrade: () => void;
  /** Small screens only: the button that opens the sidebar drawer (`controls` is the drawer's id). */
  menu?: { open: boolean; controls: string; onToggle: () => void };
  /** The menu button, for the shell to give focus back to when the drawer closes. */
  menuButtonRef?: Ref<HTMLButtonElement>;
  /** Slot for the notifications dropdown (features/notifications NotificationsBell: bell, badge, panel). */
  notifications?: ReactNode;
}

export function Header({ user, onSettings, onUpgrade, menu, menuButtonRef, notifications }: HeaderProps) {
  const intl = useIntl();
  const premium = user.userType === 'PREMIUM';
  // Premium members have no Upgrade button (nor EP on hold): on a phone everything fits one row.
  return (
    <header className={premium ? 'shell-header shell-header--one-row' : 'shell-header'}>
      {menu && (
        <button
          ref={menuButtonRef}
          type="button"
          className="shell-header__menu"
          aria-label={intl.formatMessage(menu.open ? M.closeMenu : M.openMenu)}
          aria-expanded={menu.open}
          aria-controls={menu.controls}
          onClick={menu.onToggle}
        >
          <Icon name="menu" />
        </button>
      )}
      <div className="shell-header__end">
        <EpBalance user={user} onOpenPremium={premium ? onUpgrade : undefined} />
        {user.userType === 'FREE' && (
          <Button
            variant="secondary"
            size="sm"
            className="upgrade-button"
            icon={<Icon name="crown" size={16} />}
            title={intl.formatMessage(M.upgrade)}
            onClick={onUpgrade}
          >
            {/* Narrow screens show the crown only; the words stay as the button's name. */}
            <span className="upgrade-button__text">{intl.formatMessage(M.upgrade)}</span>
          </Button>
        )}
        {notifications}
        <button
          type="button"
          className="icon-button"
          aria-label={intl.formatMessage(M.settings)}
          title={intl.formatMessage(M.settings)}
          onClick={onSettings}
        >
          <Icon name="gear" />
        </button>
        <UserChip user={user} onOpenPremium={premium ? onUpgrade : undefined} />
      </div>
    </header>
  );
}
