import { Brand, Icon } from '../../shared/ui';
import { VIEWS, type ViewId } from './views';

export interface SidebarProps {
  id: string;
  activeView: ViewId;
  collapsed: boolean;
  isAdmin: boolean;
  onToggle: () => void;
  onSelect: (view: ViewId) => void;
  onHowItWorks: () => void;
  onLogout: () => void;
}

export function Sidebar({ id, activeView, collapsed, isAdmin, onToggle, onSelect, onHowItWorks, onLogout }: SidebarProps) {
  const items = VIEWS.filter((view) => !view.hiddenFromMenu && (!view.adminOnly || isAdmin));
  const labelClass = collapsed ? 'sr-only' : 'sidebar__label';

  return (
    <aside id={id} className={collapsed ? 'sidebar is-collapsed' : 'sidebar'}>
      <div className="sidebar__top">
        <Brand hideName={collapsed} />
        <button
          type="button"
          className="sidebar__toggle"
          aria-label={collapsed ? 'Expand sidebar' : 'Collapse sidebar'}
          aria-expanded={!collapsed}
          aria-controls={`${id}-nav`}
          onClick={onToggle}
          title={collapsed ? 'Expand sidebar' : 'Collapse sidebar'}
        >
          <Icon name="panel" />
        </button>
      </div>

      <nav id={`${id}-nav`} className="sidebar__nav" aria-label="Main">
        <ul>
          {items.map((view) => {
            const active = view.id === activeView;
            return (
              <li key={view.id}>
                <button
                  type="button"
                  className={active ? 'sidebar__item is-active' : 'sidebar__item'}
                  aria-current={active ? 'page' : undefined}
                  title={collapsed ? view.label : undefined}
                  onClick={() => onSelect(view.id)}
                >
                  <Icon name={view.icon} />
                  <span className={labelClass}>{view.label}</span>
                  {view.tag && <span className={collapsed ? 'sr-only' : 'sidebar__tag'}>{view.tag}</span>}
                </button>
              </li>
            );
          })}
        </ul>
      </nav>

      <div className="sidebar__bottom">
        <button type="button" className="sidebar__item" onClick={onHowItWorks} title={collapsed ? 'How it works' : undefined}>
          <Icon name="help" />
          <span className={labelClass}>How it works</span>
        </button>
        <button type="button" className="sidebar__item sidebar__item--logout" onClick={onLogout} title={collapsed ? 'Logout' : undefined}>
          <Icon name="logout" />
          <span className={labelClass}>Logout</span>
        </button>
      </div>
    </aside>
  );
}
