import { useCallback, useEffect } from 'react';
import { LazyAdminView } from '../features/admin/LazyAdminView';
import { CoachesView } from '../features/coaches/components/CoachesView';
import { DiscoverView } from '../features/discover/components/DiscoverView';
import { NotificationsBell } from '../features/notifications/components/NotificationsBell';
import { NotificationsProvider } from '../features/notifications/components/NotificationsProvider';
import { NotificationsView } from '../features/notifications/components/NotificationsView';
import { OnboardingModal } from '../features/onboarding/components/OnboardingModal';
import { ProfileView } from '../features/profile/components/ProfileView';
import { LiveExchangeRequestsView, LiveSessionsView, LiveTestimonialsView, RefreshBalanceOnArrivals } from './liveViews';
import { clearSession, updateStoredUser, type SessionUser } from './session';
import { Shell } from './shell/Shell';
import { useAdminAccess } from './shell/useAdminAccess';
import type { ViewId } from './shell/views';
import type { StartParams } from './startParams';
import { usePaymentReturn } from './usePaymentReturn';
import { useRefreshUser } from './useRefreshUser';

export function SignedInApp({ user, startParams }: { user: SessionUser; startParams: StartParams }) {
  const refreshUser = useRefreshUser();
  const isAdmin = useAdminAccess(startParams.openAdmin);
  usePaymentReturn(startParams.paymentReturn);

  // The "dashboard call" of spec §4: refresh the stored member once the shell is up.
  useEffect(() => {
    void refreshUser();
  }, [refreshUser]);

  // The views built so far; the others keep the shell's placeholder (null).
  const renderView = useCallback(
    (view: ViewId, openView: (id: ViewId) => void) => {
      switch (view) {
        case 'discover':
          return <DiscoverView viewerId={user.id} />;
        case 'coaches':
          return <CoachesView viewerId={user.id} />;
        case 'profile':
          return <ProfileView user={user} onUserChange={updateStoredUser} />;
        case 'notifications':
          return <NotificationsView />;
        case 'requests':
          return <LiveExchangeRequestsView onViewSessions={() => openView('sessions')} />;
        case 'sessions':
          return <LiveSessionsView />;
        case 'testimonials':
          return <LiveTestimonialsView />;
        case 'admin':
          return <LazyAdminView viewerEmail={user.email ?? ''} />;
        default:
          return null;
      }
    },
    [user],
  );

  return (
    <NotificationsProvider>
      <RefreshBalanceOnArrivals />
      <Shell
        user={user}
        isAdmin={isAdmin}
        initialView={startParams.openAdmin ? 'admin' : 'discover'}
        onLogout={clearSession}
        renderView={renderView}
        notifications={(openView) => <NotificationsBell onViewAll={() => openView('notifications')} />}
      />
      {!user.profileCompleted && (
        <OnboardingModal
          user={user}
          onCompleted={(saved) => {
            updateStoredUser(saved);
            void refreshUser();
          }}
        />
      )}
    </NotificationsProvider>
  );
}
