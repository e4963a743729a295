import { lazy, Suspense, useCallback, useEffect, useId, useState, type ReactNode } from 'react';
import { HowItWorksModal } from '../../features/landing/components/HowItWorksModal';
import { PremiumModal } from '../../features/premium/components/PremiumModal';
import { PremiumUpgradeContext } from '../../features/premium/components/PremiumUpgradeContext';
import { ReferEarnModal } from '../../features/referrals/components/ReferEarnModal';
import { usePageTitle } from '../../shared/lib/usePageTitle';
import type { SessionUser } from '../session';
import { Header } from './Header';
import { Sidebar } from './Sidebar';
import { useDemoDataOnViewChange } from './useDemoData';
import { ViewPlaceholder } from './ViewPlaceholder';
import { viewById, type ViewId } from './views';
import './shell.css';

// Settings (availability grid, service forms) loads when it is opened, not with the shell.
const SettingsModal = lazy(() => import('../../features/settings/components/SettingsModal').then((m) => ({ default: m.SettingsModal })));

export interface ShellProps {
  user: SessionUser;
  /** From the admin access check (useAdminAccess); shows the Admin Dashboard entry. */
  isAdmin?: boolean;
  /** First view; 'admin' (from ?admin=true) only takes effect for admins. */
  initialView?: ViewId;
  onLogout: () => void;
  /** The header's notifications dropdown; given `openView`, it can open a view (e.g. View all). */
  notifications?: ReactNode | ((openView: (id: ViewId) => void) => ReactNode);
  /** Screens of later issues plug in here; null keeps the empty state. `openView` switches views. */
  renderView?: (view: ViewId, openView: (id: ViewId) => void) => ReactNode | null;
}

type ShellModal = 'howItWorks' | 'settings' | 'referrals' | 'upgrade' | null;

const COLLAPSED_KEY = 'energy-exchange.sidebarCollapsed';

function initialCollapsed(): boolean {
  try {
    const stored = localStorage.getItem(COLLAPSED_KEY);
    if (stored !== null) return stored === 'true';
  } catch {
    // no storage: fall through to the screen-size default
  }
  return typeof window.matchMedia === 'function' && window.matchMedia('(max-width: 768px)').matches;
}

export function Shell({ user, isAdmin = false, initialView = 'discover', onLogout, notifications, renderView }: ShellProps) {
  const sidebarId = useId();
  const [requestedView, setRequestedView] = useState<ViewId>(initialView);
  const [collapsed, setCollapsed] = useState(initialCollapsed);
  const [modal, setModal] = useState<ShellModal>(null);
  // Anything inside a view that says Upgrade opens the same modal as the header's button.
  const openUpgrade = useCallback(() => setModal('upgrade'), []);

  // Admin-only views fall back to Discover until (unless) the access check succeeds.
  const activeView: ViewId = requestedView === 'admin' && !isAdmin ? 'discover' : requestedView;
  const view = viewById(activeView);
  usePageTitle(view.label);
  useDemoDataOnViewChange(activeView);

  useEffect(() => {
    try {
      localStorage.setItem(COLLAPSED_KEY, String(collapsed));
    } catch {
      // remembered for this page only
    }
  }, [collapsed]);

  const select = (id: ViewId) => {
    if (viewById(id).opensModal) setModal('referrals');
    else setRequestedView(id);
    // On small screens the sidebar is an overlay drawer: get it out of the way after a choice.
    if (typeof window.matchMedia === 'function' && window.matchMedia('(max-width: 768px)').matches) setCollapsed(true);
  };

  const content = renderView?.(activeView, select) ?? <ViewPlaceholder view={view} />;

  return (
    <div className={collapsed ? 'shell is-collapsed' : 'shell'}>
      <Sidebar
        id={sidebarId}
        activeView={activeView}
        collapsed={collapsed}
        isAdmin={isAdmin}
        onToggle={() => setCollapsed((c) => !c)}
        onSelect={select}
        onHowItWorks={() => setModal('howItWorks')}
        onLogout={onLogout}
      />
      <div className="shell__body">
        <Header
          user={user}
          notifications={typeof notifications === 'function' ? notifications(select) : notifications}
          onSettings={() => setModal('settings')}
          onUpgrade={() => setModal('upgrade')}
          onToggleSidebar={() => setCollapsed((c) => !c)}
        />
        <main className="shell__main" aria-labelledby="view-title">
          <div className="view-heading">
            <h1 id="view-title">{view.label}</h1>
            <p>{view.summary}</p>
          </div>
          <PremiumUpgradeContext.Provider value={openUpgrade}>{content}</PremiumUpgradeContext.Provider>
        </main>
      </div>

      <HowItWorksModal
        open={modal === 'howItWorks'}
        onClose={() => setModal(null)}
        onUpgrade={user.userType === 'FREE' ? openUpgrade : undefined}
      />
      {modal === 'settings' && (
        <Suspense fallback={null}>
          <SettingsModal open onClose={() => setModal(null)} />
        </Suspense>
      )}
      <ReferEarnModal open={modal === 'referrals'} onClose={() => setModal(null)} />
      <PremiumModal open={modal === 'upgrade'} onClose={() => setModal(null)} user={user} />
    </div>
  );
}
