import { useState } from 'react';
import { CreateAccountModal } from '../features/auth/components/CreateAccountModal';
import { SignInModal } from '../features/auth/components/SignInModal';
import { SignInPage } from '../features/auth/components/SignInPage';
import { SignUpPage } from '../features/auth/components/SignUpPage';
import type { AuthResult } from '../features/auth/types';
import { HowItWorksModal } from '../features/landing/components/HowItWorksModal';
import { LandingPage } from '../features/landing/components/LandingPage';
import { reloadPage, removeQueryParams } from '../shared/lib/browser';
import { saveSession } from './session';
import { START_PARAM_NAMES } from './startParams';

type VisitorPage = 'landing' | 'signin' | 'signup';
type VisitorModal = 'signin' | 'signup' | 'howItWorks' | null;

export interface VisitorAppProps {
  /** From ?ref=: opens the full-page sign-up with the code filled in. */
  referralCode?: string | null;
}

/** Everything a visitor sees; pages switch by state (no router, spec §2). */
export function VisitorApp({ referralCode }: VisitorAppProps) {
  const [page, setPage] = useState<VisitorPage>(referralCode ? 'signup' : 'landing');
  const [modal, setModal] = useState<VisitorModal>(null);

  const goTo = (next: VisitorPage) => {
    setModal(null);
    setPage(next);
    window.scrollTo?.({ top: 0 });
  };

  // Modals: store the session; the app then switches to the signed-in shell and the modal is gone.
  const onModalAuthenticated = ({ accessToken, user }: AuthResult) => {
    setModal(null);
    saveSession(accessToken, user);
  };

  // Full pages: store the session first, then reload (spec §4), without the used ?ref=.
  const onPageAuthenticated = ({ accessToken, user }: AuthResult) => {
    saveSession(accessToken, user);
    removeQueryParams([START_PARAM_NAMES.referral]);
    reloadPage();
  };

  if (page === 'signin') {
    return (
      <SignInPage
        onAuthenticated={onPageAuthenticated}
        onGoToSignUp={() => goTo('signup')}
        onBackToHome={() => goTo('landing')}
      />
    );
  }
  if (page === 'signup') {
    return (
      <SignUpPage
        initialReferralCode={referralCode ?? undefined}
        onAuthenticated={onPageAuthenticated}
        onGoToSignIn={() => goTo('signin')}
        onBackToHome={() => goTo('landing')}
      />
    );
  }

  return (
    <>
      <LandingPage
        onSignIn={() => setModal('signin')}
        onStartFree={() => setModal('signup')}
        onHowItWorks={() => setModal('howItWorks')}
        onOpenSignInPage={() => goTo('signin')}
        onOpenSignUpPage={() => goTo('signup')}
      />
      <SignInModal
        open={modal === 'signin'}
        onClose={() => setModal(null)}
        onAuthenticated={onModalAuthenticated}
        onSwitchToSignUp={() => setModal('signup')}
        onOpenFullPage={() => goTo('signin')}
      />
      <CreateAccountModal
        open={modal === 'signup'}
        onClose={() => setModal(null)}
        onAuthenticated={onModalAuthenticated}
        onSwitchToSignIn={() => setModal('signin')}
        onOpenFullPage={() => goTo('signup')}
      />
      <HowItWorksModal open={modal === 'howItWorks'} onClose={() => setModal(null)} />
    </>
  );
}
