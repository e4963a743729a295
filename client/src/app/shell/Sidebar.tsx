import type { KeyboardEvent, Ref } from 'react';
import { trapTabKey } from '../../shared/ui/focus';
import { Brand, Icon } from '../../shared/ui';
import { VIEWS, type ViewId } from './views';
import { defineMessages, useIntl, type NoMessageValues } from 'react-intl';

const SIDEBAR = defineMessages<{
  menu: NoMessageValues;
  closeMenu: NoMessageValues;
  expand: NoMessageValues;
  collapse: NoMessageValues;
  main: NoMessageValues;
  howItWorks: NoMessageValues;
  logout: NoMessageValues;
  referralTag: { points: number };
}>({
  menu: { id: 'shell.sidebar.menu', defaultMessage: 'Menu' },
  closeMenu: { id: 'shell.sidebar.closeMenu', defaultMessage: 'Close menu' },
  expand: { id: 'shell.sidebar.expand', defaultMessage: 'Expand sidebar' },
  collapse: { id: 'shell.sidebar.collapse', defaultMessage: 'Collapse sidebar' },
  main: { id: 'shell.sidebar.main', defaultMessage: 'Main' },
  howItWorks: { id: 'shell.sidebar.howItWorks', defaultMessage: 'How it works' },
  logout: { id: 'shell.sidebar.logout', defaultMessage: 'Logout' },
  referralTag: { id: 'shell.sidebar.referralTag', defaultMessage: '+{points, number} EP' },
});

export interface SidebarProps {
  id: string;
  ref?: Ref<HTMLElement>;
  activeView: ViewId;
  /** Wide screens: the narrow icon rail instead of the full sidebar. */
  collapsed: boolean;
  /** Small screens: the sidebar is an off-canvas drawer (modal while open). */
  drawer?: { open: boolean; onClose: () => void };
  isAdmin: boolean;
  onToggle: () => void;
  onSelect: (view: ViewId) => void;
  onHowItWorks: () => void;
  onLogout: () => void;
}

export function Sidebar({
  id,
  ref,
  activeView,
  collapsed,
  drawer,
  isAdmin,
  onToggle,
  onSelect,
  onHowItWorks,
  onLogout,
}: SidebarProps) {
  const intl = useIntl();
  const items = VIEWS.filter((view) => !view.hiddenFromMenu && (!view.adminOnly || isAdmin));
  const labelClass = collapsed ? 'sr-only' : 'sidebar__label';
  const drawerOpen = drawer?.open ?? false;

  // While open, the drawer is a modal: Tab stays inside and Escape closes it.
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (!drawerOpen) return;
    if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      drawer?.onClose();
      return;
    }
    trapTabKey(event, event.currentTarget);
  };

  const className = ['sidebar', collapsed && 'is-collapsed', drawer && 'sidebar--drawer', drawerOpen && 'is-open']
    .filter(Boolean)
    .join(' ');

  // On a phone the open sidebar is a modal dialog, a role <aside> may not take: it is a plain
  // container then, and the complementary landmark on a desktop.
  const Container = drawer ? 'div' : 'aside';
  return (
    <Container
      id={id}
      ref={ref as Ref<HTMLDivElement>}
      className={className}
      onKeyDown={onKeyDown}
      // A closed drawer is off screen: out of the tab order and the accessibility tree too.
      inert={drawer && !drawerOpen ? true : undefined}
      aria-hidden={drawer && !drawerOpen ? true : undefined}
      role={drawerOpen ? 'dialog' : undefined}
      aria-modal={drawerOpen ? true : undefined}
      aria-label={drawerOpen ? intl.formatMessage(SIDEBAR.menu) : undefined}
    >
      {/* The sidebar's column runs the page's whole height; its panel stays in view as the page scrolls. */}
      <div className="sidebar__panel">
        <div className="sidebar__top">
          <Brand hideName={collapsed} />
          {drawer ? (
            <button
              type="button"
              className="sidebar__toggle"
              aria-label={intl.formatMessage(SIDEBAR.closeMenu)}
              title={intl.formatMessage(SIDEBAR.closeMenu)}
              onClick={drawer.onClose}
            >
              <Icon name="close" />
            </button>
          ) : (
            <button
              type="button"
              className="sidebar__toggle"
              aria-label={intl.formatMessage(collapsed ? SIDEBAR.expand : SIDEBAR.collapse)}
              aria-expanded={!collapsed}
              aria-controls={`${id}-nav`}
              onClick={onToggle}
              title={intl.formatMessage(collapsed ? SIDEBAR.expand : SIDEBAR.collapse)}
            >
              <Icon name="panel" />
            </button>
          )}
        </div>

        <nav id={`${id}-nav`} className="sidebar__nav" aria-label={intl.formatMessage(SIDEBAR.main)}>
          <ul>
            {items.map((view) => {
              const active = view.id === activeView;
              return (
                <li key={view.id}>
                  <button
                    type="button"
                    className={active ? 'sidebar__item is-active' : 'sidebar__item'}
                    aria-current={active ? 'page' : undefined}
                    title={collapsed ? intl.formatMessage(view.label) : undefined}
                    onClick={() => onSelect(view.id)}
                  >
                    <Icon name={view.icon} />
                    <span className={labelClass}>{intl.formatMessage(view.label)}</span>
                    {view.tagPoints !== undefined && (
                      <span className={collapsed ? 'sr-only' : 'sidebar__tag ui-pill ui-tone-accent'}>
                        {intl.formatMessage(SIDEBAR.referralTag, { points: view.tagPoints })}
                      </span>
                    )}
                  </button>
                </li>
              );
            })}
          </ul>
        </nav>

        <div className="sidebar__bottom">
          <button
            type="button"
            className="sidebar__item"
            onClick={onHowItWorks}
            title={collapsed ? intl.formatMessage(SIDEBAR.howItWorks) : undefined}
          >
            <Icon name="help" />
            <span className={labelClass}>{intl.formatMessage(SIDEBAR.howItWorks)}</span>
          </button>
          <button
            type="button"
            className="sidebar__item sidebar__item--logout"
            onClick={onLogout}
            title={collapsed ? intl.formatMessage(SIDEBAR.logout) : undefined}
          >
            <Icon name="logout" />
            <span className={labelClass}>{intl.formatMessage(SIDEBAR.logout)}</span>
          </button>
        </div>
      </div>
    </Container>
  );
}
