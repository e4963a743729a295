import { lazy, Suspense, useCallback, useEffect, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import { VerifyEmailBanner } from '../../features/auth/VerifyEmailBanner';
import { PremiumUpgradeContext } from '../../features/premium/components/PremiumUpgradeContext';
import type { SettingsSection } from '../../features/settings/components/SettingsModal';
import {
  ShellNavigationContext,
  type DiscoverCoach,
  type ItemToOpen,
  NotificationTargetsContext,
  type NotificationTarget,
  type NotificationTargets,
  type ShellNavigation,
} from '../../shared/lib/shellNavigation';
import { useMediaQuery } from '../../shared/lib/useMediaQuery';
import { usePageTitle } from '../../shared/lib/usePageTitle';
import { ViewHeadingContext, type ViewHeading } from '../../shared/lib/viewHeading';
import { ErrorBoundary } from '../../shared/ui';
import type { SessionUser } from '../../shared/viewer/session';
import { readTabView, rememberTabView } from '../../shared/viewer/tabView';
import { Header } from './Header';
import { Sidebar } from './Sidebar';
import { useDemoDataOnViewChange } from './useDemoData';
import { ViewPlaceholder } from './ViewPlaceholder';
import { useIntl } from 'react-intl';
import { VIEWS, viewById, type ViewId } from './views';
import { targetOfLink, usePushClicks } from './usePushClicks';
import './shell.css';

// Settings (availability grid, service forms) loads when it is opened, not with the shell.
const SettingsModal = lazy(() =>
  import('../../features/settings/components/SettingsModal').then((m) => ({ default: m.SettingsModal })),
);
// So do the other dialogs of the shell: none is needed to show the first view.
const HowItWorksModal = lazy(() =>
  import('../../features/landing/components/HowItWorksModal').then((m) => ({ default: m.HowItWorksModal })),
);
const ReferEarnModal = lazy(() =>
  import('../../features/referrals/components/ReferEarnModal').then((m) => ({ default: m.ReferEarnModal })),
);
const PremiumModal = lazy(() =>
  import('../../features/premium/components/PremiumModal').then((m) => ({ default: m.PremiumModal })),
);

/** At or below this width the sidebar is an off-canvas drawer behind the header's menu button (shell.css matches it). */
export const DRAWER_MEDIA_QUERY = '(max-width: 900px)';

export interface ShellProps {
  user: SessionUser;
  /** From the admin access check (useAdminAccess); shows the Admin Dashboard entry. */
  isAdmin?: boolean;
  /**
   * First view; 'admin' (from ?admin=true) only takes effect for admins. Without it, the view this
   * tab was on before a reload (tabView.ts), else Discover.
   */
  initialView?: ViewId;
  /** An item of the first view to open at once (a push's click that opened the app: ?request=…). */
  initialItem?: ItemToOpen | null;
  onLogout: () => void;
  /** The header's notifications dropdown; given `openView`, it can open a view (e.g. View all). */
  notifications?: ReactNode | ((openView: (id: ViewId) => void) => ReactNode);
  /** Screens of later issues plug in here; null keeps the empty state. `openView` switches views. */
  renderView?: (view: ViewId, openView: (id: ViewId) => void) => ReactNode | null;
}

type ShellModal =
  | { kind: 'howItWorks' | 'referrals' | 'upgrade' }
  | { kind: 'settings'; section: SettingsSection; newService: boolean }
  | null;

const COLLAPSED_KEY = 'energy-exchange.sidebarCollapsed';

/** The wide-screen rail's collapsed state, remembered across visits. */
function initialCollapsed(): boolean {
  try {
    return localStorage.getItem(COLLAPSED_KEY) === 'true';
  } catch {
    return false; // no storage
  }
}

/** The view this tab remembered, if it is still one the shell shows in place (not a modal). */
function rememberedView(): ViewId | undefined {
  const stored = readTabView();
  return VIEWS.find((view) => view.id === stored && !view.opensModal)?.id;
}

export function Shell({
  user,
  isAdmin = false,
  initialView,
  initialItem = null,
  onLogout,
  notifications,
  renderView,
}: ShellProps) {
  const sidebarId = useId();
  const [requestedView, setRequestedView] = useState<ViewId>(() => initialView ?? rememberedView() ?? 'discover');
  const [collapsed, setCollapsed] = useState(initialCollapsed);
  const [modal, setModal] = useState<ShellModal>(null);
  const closeModal = useCallback(() => setModal(null), []);
  // Anything inside a view that says Upgrade opens the same modal as the header's button.
  const openUpgrade = useCallback(() => setModal({ kind: 'upgrade' }), []);

  // Small screens: the sidebar is a drawer, closed until the menu button opens it.
  const drawerMode = useMediaQuery(DRAWER_MEDIA_QUERY);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const drawerShown = drawerMode && drawerOpen;
  const menuButtonRef = useRef<HTMLButtonElement>(null);
  const drawerRef = useRef<HTMLElement>(null);
  // Set when the drawer closes: focus goes back to the menu button once no modal holds it.
  const returnFocusToMenu = useRef(false);

  const closeDrawer = useCallback(() => {
    setDrawerOpen((open) => {
      if (open) returnFocusToMenu.current = true;
      return false;
    });
  }, []);

  // Leaving drawer mode (a wider window) closes the drawer, so it is not open when the mode returns.
  const [drawerModeSeen, setDrawerModeSeen] = useState(drawerMode);
  if (drawerMode !== drawerModeSeen) {
    setDrawerModeSeen(drawerMode);
    if (!drawerMode) setDrawerOpen(false);
  }

  useEffect(() => {
    if (drawerShown) {
      const drawer = drawerRef.current;
      const target =
        drawer?.querySelector<HTMLElement>('[aria-current="page"]') ?? drawer?.querySelector<HTMLElement>('button');
      target?.focus();
      return;
    }
    if (modal === null && returnFocusToMenu.current) {
      returnFocusToMenu.current = false;
      menuButtonRef.current?.focus();
    }
  }, [drawerShown, modal]);

  // Admin-only views fall back to Discover until (unless) the access check succeeds.
  const activeView: ViewId = requestedView === 'admin' && !isAdmin ? 'discover' : requestedView;
  const intl = useIntl();
  const view = viewById(activeView);
  // A part of the view with a heading of its own (useViewHeading), else the menu entry's.
  const [ownHeading, setOwnHeading] = useState<ViewHeading | null>(null);
  const heading = ownHeading ?? { title: intl.formatMessage(view.label), summary: intl.formatMessage(view.summary) };
  usePageTitle(heading.title);
  useDemoDataOnViewChange(activeView);

  // The requested view, not the active one: an admin's Admin Dashboard survives a reload even
  // though it shows Discover until the access check answers.
  useEffect(() => rememberTabView(requestedView), [requestedView]);

  useEffect(() => {
    try {
      localStorage.setItem(COLLAPSED_KEY, String(collapsed));
    } catch {
      // remembered for this page only
    }
  }, [collapsed]);

  // Discover filtered by one coach (View All Services); any other way into Discover shows all.
  const [discoverCoach, setDiscoverCoach] = useState<DiscoverCoach | null>(null);
  // A notification's item to open in its view; forgotten by any other way into a view.
  const [itemToOpen, setItemToOpen] = useState<ItemToOpen | null>(initialItem);

  const select = useCallback(
    (id: ViewId) => {
      if (viewById(id).opensModal) setModal({ kind: 'referrals' });
      else {
        setRequestedView(id);
        setDiscoverCoach(null);
        setItemToOpen(null);
      }
      // The drawer is in the way of what was chosen.
      closeDrawer();
    },
    [closeDrawer],
  );

  const openTarget = useCallback(
    (target: NotificationTarget) => {
      // Whatever dialog of the shell was open is in the way of what the member asked to see.
      setModal(null);
      select(target.view);
      setItemToOpen(target.item && { ...target.item });
    },
    [select],
  );
  // A click on a push while this window is open: the service worker hands its target over.
  usePushClicks(openTarget);
  const openLink = useCallback(
    (url: string) => {
      const target = targetOfLink(url);
      if (!target || (target.view === 'notifications' && !target.item)) return false;
      openTarget(target);
      return true;
    },
    [openTarget],
  );

  const navigation = useMemo<ShellNavigation>(
    () => ({
      openView: select,
      publishService: () => setModal({ kind: 'settings', section: 'services', newService: true }),
      showCoachServices: (coach) => {
        select('discover');
        setDiscoverCoach(coach);
      },
      discoverCoach,
      clearDiscoverCoach: () => setDiscoverCoach(null),
    }),
    [select, discoverCoach],
  );
  const targets = useMemo<NotificationTargets>(
    () => ({ openTarget, openLink, itemToOpen, itemOpened: () => setItemToOpen(null) }),
    [openTarget, openLink, itemToOpen],
  );

  const content = renderView?.(activeView, select) ?? <ViewPlaceholder view={view} />;

  const shellClass = [
    'shell',
    !drawerMode && collapsed && 'is-collapsed',
    drawerMode && 'is-drawer-mode',
    drawerShown && 'is-drawer-open',
  ]
    .filter(Boolean)
    .join(' ');

  return (
    <ShellNavigationContext.Provider value={navigation}>
      <NotificationTargetsContext.Provider value={targets}>
        <div className={shellClass}>
          <Sidebar
            id={sidebarId}
            ref={drawerRef}
            activeView={activeView}
            collapsed={!drawerMode && collapsed}
            drawer={drawerMode ? { open: drawerOpen, onClose: closeDrawer } : undefined}
            isAdmin={isAdmin}
            onToggle={() => setCollapsed((c) => !c)}
            onSelect={select}
            onHowItWorks={() => {
              setModal({ kind: 'howItWorks' });
              closeDrawer();
            }}
            onLogout={onLogout}
          />
          {drawerShown && (
            <div className="shell__backdrop" data-testid="drawer-backdrop" aria-hidden="true" onClick={closeDrawer} />
          )}
          <div className="shell__body" inert={drawerShown}>
            <Header
              user={user}
              notifications={typeof notifications === 'function' ? notifications(select) : notifications}
              onSettings={() => setModal({ kind: 'settings', section: 'availability', newService: false })}
              onUpgrade={openUpgrade}
              menu={
                drawerMode
                  ? { open: drawerOpen, controls: sidebarId, onToggle: () => setDrawerOpen((o) => !o) }
                  : undefined
              }
              menuButtonRef={menuButtonRef}
            />
            <main className="shell__main" aria-labelledby="view-title">
              <VerifyEmailBanner />
              <div className="view-heading">
                <h1 id="view-title">{heading.title}</h1>
                <p>{heading.summary}</p>
              </div>
              <PremiumUpgradeContext.Provider value={openUpgrade}>
                <ViewHeadingContext.Provider value={setOwnHeading}>
                  {/* A crash in one view stays in it; switching views gives the next one a fresh start. */}
                  <ErrorBoundary resetKey={activeView}>{content}</ErrorBoundary>
                </ViewHeadingContext.Provider>
              </PremiumUpgradeContext.Provider>
            </main>
          </div>

          <Suspense fallback={null}>
            {modal?.kind === 'howItWorks' && (
              <HowItWorksModal
                open
                onClose={closeModal}
                onUpgrade={user.userType === 'FREE' ? openUpgrade : undefined}
              />
            )}
            {modal?.kind === 'settings' && (
              <SettingsModal open onClose={closeModal} section={modal.section} newService={modal.newService} />
            )}
            {modal?.kind === 'referrals' && <ReferEarnModal open onClose={closeModal} />}
            {modal?.kind === 'upgrade' && <PremiumModal open onClose={closeModal} user={user} />}
          </Suspense>
        </div>
      </NotificationTargetsContext.Provider>
    </ShellNavigationContext.Provider>
  );
}
