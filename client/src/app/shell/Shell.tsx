import { useEffect, useId, useState, type ReactNode } from 'react';
import { HowItWorksModal } from '../../features/landing/components/HowItWorksModal';
import { usePageTitle } from '../../shared/lib/usePageTitle';
import { EmptyState, Modal } from '../../shared/ui';
import type { SessionUser } from '../session';
import { Header } from './Header';
import { SettingsModal } from '../../features/settings/components/SettingsModal';
import { Sidebar } from './Sidebar';
import { useDemoDataOnViewChange } from './useDemoData';
import { ViewPlaceholder } from './ViewPlaceholder';
import { viewById, type ViewId } from './views';
import './shell.css';

export interface ShellProps {
  user: SessionUser;
  /** From the admin access check (useAdminAccess); shows the Admin Dashboard entry. */
  isAdmin?: boolean;
  /** First view; 'admin' (from ?admin=true) only takes effect for admins. */
  initialView?: ViewId;
  onLogout: () => void;
  /** The notifications dropdown, once it exists. */
  notifications?: ReactNode;
  /** Screens of later issues plug in here; null keeps the empty state. */
  renderView?: (view: ViewId) => ReactNode | null;
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

  const content = renderView?.(activeView) ?? <ViewPlaceholder view={view} />;

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
          notifications={notifications}
          onSettings={() => setModal('settings')}
          onUpgrade={() => setModal('upgrade')}
          onToggleSidebar={() => setCollapsed((c) => !c)}
        />
        <main className="shell__main" aria-labelledby="view-title">
          <div className="view-heading">
            <h1 id="view-title">{view.label}</h1>
            <p>{view.summary}</p>
          </div>
          {content}
        </main>
      </div>

      <HowItWorksModal open={modal === 'howItWorks'} onClose={() => setModal(null)} />
      <SettingsModal open={modal === 'settings'} onClose={() => setModal(null)} />
      <Modal open={modal === 'referrals'} onClose={() => setModal(null)} title="Refer & Earn" size="md">
        <EmptyState
          headingLevel={3}
          icon="gift"
          title="Invite friends, earn 5 EP each"
          description="Your referral link and referral statistics will appear here. This section is not available yet."
        />
      </Modal>
      <Modal open={modal === 'upgrade'} onClose={() => setModal(null)} title="Upgrade to Premium" size="md">
        <EmptyState
          headingLevel={3}
          icon="crown"
          title="Unlimited Energy Points"
          description="Premium is a one-time payment for lifetime access, infinite EP and a verified badge. Upgrading is not available yet."
        />
      </Modal>
    </div>
  );
}
