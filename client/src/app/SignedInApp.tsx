import { useEffect } from 'react';
import { OnboardingModal } from '../features/onboarding/components/OnboardingModal';
import { clearSession, updateStoredUser, type SessionUser } from './session';
import { Shell } from './shell/Shell';
import { useAdminAccess } from './shell/useAdminAccess';
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

  return (
    <>
      <Shell
        user={user}
        isAdmin={isAdmin}
        initialView={startParams.openAdmin ? 'admin' : 'discover'}
        onLogout={clearSession}
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
