import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, type ReactNode } from 'react';
import { useApolloClient } from '@apollo/client/react';
import { useIntl } from 'react-intl';
import { LazyAdminView } from '../features/admin/LazyAdminView';
import { NotificationsBell } from '../features/notifications/components/NotificationsBell';
import { NotificationsProvider } from '../features/notifications/components/NotificationsProvider';
import { rereadRoster } from '../features/group-sessions/lib/rosterReads';
import { useAccountLanguage } from '../shared/i18n';
import { restartLiveUpdates } from './apollo';
import { ListSkeleton } from '../shared/ui';
import { clearSession, type SessionUser } from '../shared/viewer/session';
import { Shell } from './shell/Shell';
import { useAdminAccess } from './shell/useAdminAccess';
import type { ViewId } from './shell/views';
import type { StartParams } from './startParams';
import { usePaymentReturn } from './usePaymentReturn';
import {
  CoachesView,
  DiscoverTabs,
  ExchangeRequestsView,
  ForYouView,
  NotificationsView,
  ProfileView,
  SessionsView,
  TestimonialsView,
} from './memberViews';

// Only a member who has not completed their profile sees it: the others never download it.
const OnboardingModal = lazy(() =>
  import('../features/onboarding/components/OnboardingModal').then((m) => ({ default: m.OnboardingModal })),
);

/** While a view's chunk downloads (preloaded with the shell for the first view: a blink). */
function ViewLoading({ children }: { children: ReactNode }) {
  const intl = useIntl();
  return (
    <Suspense
      fallback={<ListSkeleton label={intl.formatMessage({ id: 'app.loading.page', defaultMessage: 'Loading…' })} />}
    >
      {children}
    </Suspense>
  );
}

/**
 * What the server words for the member (notifications, statement lines, category labels, live
 * events) is in their account's language: when they switch it, the open views read it again in the
 * new one, and the live socket reconnects to word its events in it. The client's own words follow
 * the language provider.
 */
function useServerWordsFollow(locale: string) {
  const client = useApolloClient();
  const current = useRef(locale);
  useEffect(() => {
    if (current.current === locale) return;
    current.current = locale;
    restartLiveUpdates(client);
    void client.refetchQueries({ include: 'active' });
  }, [client, locale]);
}

/**
 * The signed-in shell. `viewer` is the member as the Apollo cache holds it (MemberRoot reads it
 * with `me`): whatever changes the member updates the cache, and so this, in place.
 */
export function SignedInApp({ viewer: user, startParams }: { viewer: SessionUser; startParams: StartParams }) {
  const isAdmin = useAdminAccess(startParams.openAdmin);
  usePaymentReturn(startParams.paymentReturn);
  useAccountLanguage(user.locale);
  useServerWordsFollow(user.locale);
  const client = useApolloClient();

  // The views built so far; the others keep the shell's placeholder (null).
  const viewElement = useCallback(
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
          return (
            <ExchangeRequestsView onViewSessions={() => openView('sessions')} onOpenSwaps={() => openView('matches')} />
          );
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
  // A booking's notification reads its coach's roster again through the same one-at-a-time read as
  // the booking's seat event (features/group-sessions/lib/rosterReads.ts).
  const arrivalReads = useMemo(() => ({ roster: (id: string) => rereadRoster(client, id) }), [client]);
  const renderView = useCallback(
    (view: ViewId, openView: (id: ViewId) => void) => {
      const element = viewElement(view, openView);
      return element && <ViewLoading>{element}</ViewLoading>;
    },
    [viewElement],
  );

  return (
    <NotificationsProvider reads={arrivalReads}>
      <Shell
        user={user}
        isAdmin={isAdmin}
        initialView={startParams.openAdmin ? 'admin' : (startParams.openView ?? undefined)}
        initialItem={startParams.openAdmin ? null : startParams.openItem}
        onLogout={() => clearSession()}
        renderView={renderView}
        notifications={(openView) => <NotificationsBell onViewAll={() => openView('notifications')} />}
      />
      {!user.profileCompleted && (
        // Its save answers the member with profileCompleted: the cache updates, and it closes.
        <Suspense fallback={null}>
          <OnboardingModal user={user} />
        </Suspense>
      )}
    </NotificationsProvider>
  );
}
