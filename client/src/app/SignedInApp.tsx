import { useCallback, useEffect } from 'react';
import { CoachesView } from '../features/coaches/components/CoachesView';
import { DiscoverView } from '../features/discover/components/DiscoverView';
import { OnboardingModal } from '../features/onboarding/components/OnboardingModal';
import { ProfileView } from '../features/profile/components/ProfileView';
import { clearSession, updateStoredUser, type SessionUser } from './session';
import { Shell } from './shell/Shell';
import { useAdminAccess } from './shell/useAdminAccess';
import type { ViewId } from './shell/views';
import type { StartParams } from './startParams';
import { usePaymentReturn } from './usePaymentReturn';
import { useRefreshUser } from './useRefreshUser';

export function SignedInApp({ user, startParams }: { user: SessionUser; startParams: StartParams }) {
  const refreshUser = useRefreshUser();
  const isAdmin = useAdminAccess();
  usePaymentReturn(startParams.paymentReturn);

  // The "dashboard call" of spec §4: refresh the stored member once the shell is up.
  useEffect(() => {
    void refreshUser();
  }, [refreshUser]);

  // The views built so far; the others keep the shell's placeholder (null).
  const renderView = useCallback(
    (view: ViewId) => {
      switch (view) {
        case 'discover':
          return <DiscoverView viewerId={user.id} />;
        case 'coaches':
          return <CoachesView viewerId={user.id} />;
        case 'profile':
          return <ProfileView user={user} onUserChange={updateStoredUser} />;
        default:
          return null;
      }
    },
    [user],
  );

  return (
    <>
      <Shell
        user={user}
        isAdmin={isAdmin}
        initialView={startParams.openAdmin ? 'admin' : 'discover'}
        onLogout={clearSession}
        renderView={renderView}
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
    </>
  );
}
