import { useCallback } from 'react';
import { LazyAdminView } from '../features/admin/LazyAdminView';
import { CoachesView } from '../features/coaches/components/CoachesView';
import { DiscoverTabs } from '../features/needs/components/DiscoverTabs';
import { ForYouView } from '../features/matches/components/ForYouView';
import { NotificationsBell } from '../features/notifications/components/NotificationsBell';
import { NotificationsProvider } from '../features/notifications/components/NotificationsProvider';
import { NotificationsView } from '../features/notifications/components/NotificationsView';
import { OnboardingModal } from '../features/onboarding/components/OnboardingModal';
import { ProfileView } from '../features/profile/components/ProfileView';
import { ExchangeRequestsView } from '../features/exchanges/components/ExchangeRequestsView';
import { SessionsView } from '../features/sessions/components/SessionsView';
import { TestimonialsView } from '../features/testimonials/components/TestimonialsView';
import { clearSession, type SessionUser } from '../shared/viewer/session';
import { Shell } from './shell/Shell';
import { useAdminAccess } from './shell/useAdminAccess';
import type { ViewId } from './shell/views';
import type { StartParams } from './startParams';
import { usePaymentReturn } from './usePaymentReturn';

/**
 * The signed-in shell. `viewer` is the member as the Apollo cache holds it (MemberRoot reads it
 * with `me`): whatever changes the member updates the cache, and so this, in place.
 */
export function SignedInApp({ viewer: user, startParams }: { viewer: SessionUser; startParams: StartParams }) {
  const isAdmin = useAdminAccess(startParams.openAdmin);
  usePaymentReturn(startParams.paymentReturn);

  // The views built so far; the others keep the shell's placeholder (null).
  const renderView = useCallback(
    (view: ViewId, openView: (id: ViewId) => void) => {
      switch (view) {
        case 'discover':
          return <DiscoverTabs viewerId={user.id} />;
        case 'coaches':
          return <CoachesView viewerId={user.id} />;
        case 'profile':
          return <ProfileView user={user} />;
        case 'notifications':
          return <NotificationsView />;
        case 'requests':
          return <ExchangeRequestsView onViewSessions={() => openView('sessions')} />;
        case 'sessions':
          return <SessionsView />;
        case 'testimonials':
          return <TestimonialsView />;
        case 'matches':
          return <ForYouView />;
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
      <Shell
        user={user}
        isAdmin={isAdmin}
        initialView={startParams.openAdmin ? 'admin' : undefined}
        onLogout={clearSession}
        renderView={renderView}
        notifications={(openView) => <NotificationsBell onViewAll={() => openView('notifications')} />}
      />
      {!user.profileCompleted && (
        // Its save answers the member with profileCompleted: the cache updates, and it closes.
        <OnboardingModal user={user} />
      )}
    </NotificationsProvider>
  );
}
