import { lazy, Suspense, useEffect, useState } from 'react';
import { defineMessage, defineMessages, FormattedMessage, useIntl, type MessageDescriptor } from 'react-intl';
import type { AuthResult } from '../features/auth/types';
import { LandingPage } from '../features/landing/components/LandingPage';
import { reloadPage, removeQueryParams } from '../shared/lib/browser';
import { saveSession } from '../shared/viewer/session';
import { forgetSignedOutReason, signedOutReason, type SignedOutReason } from '../shared/viewer/tabView';
import { START_PARAM_NAMES } from './startParams';

type VisitorPage = 'landing' | 'signin' | 'signup';

/** What the home page says to a member this tab just signed out for a reason. */
const SIGNED_OUT_TEXT: Record<SignedOutReason, MessageDescriptor> = defineMessages({
  deleted: {
    id: 'app.signedOut.deleted',
    defaultMessage: 'Your account was deleted and you were signed out. Thank you for the exchanges.',
  },
  suspended: {
    id: 'app.signedOut.suspended',
    defaultMessage: 'You were signed out: your account is suspended. Contact support if you think this is a mistake.',
  },
});
/** A sign, not a word: the button's name is its label. */
const CLOSE_MARK = '×';
const DISMISS = defineMessage({ id: 'app.signedOut.dismiss', defaultMessage: 'Dismiss' });
type VisitorModal = 'signin' | 'signup' | 'howItWorks' | null;

// The landing is all a visitor needs to read; sign-in, sign-up and How It Works (with Apollo) are
// one chunk fetched when the visitor shows intent (pointer, touch or focus anywhere) or asks for it.
type VisitorScreens = typeof import('./VisitorScreens');
let screens: Promise<VisitorScreens> | null = null;
const loadVisitorScreens = () => (screens ??= import('./VisitorScreens'));
const screen = <K extends keyof VisitorScreens>(name: K) =>
  lazy(() => loadVisitorScreens().then((m) => ({ default: m[name] })));
const SignInModal = screen('SignInModalScreen');
const CreateAccountModal = screen('CreateAccountModalScreen');
const SignInPage = screen('SignInPageScreen');
const SignUpPage = screen('SignUpPageScreen');
const HowItWorksModal = screen('HowItWorksModal');

const INTENT_EVENTS = ['pointerover', 'touchstart', 'focusin', 'keydown'] as const;

/** Starts downloading the visitor's other screens at the first sign of interaction. */
function usePreloadOnIntent() {
  useEffect(() => {
    const preload = () => {
      INTENT_EVENTS.forEach((type) => document.removeEventListener(type, preload, true));
      void loadVisitorScreens();
    };
    INTENT_EVENTS.forEach((type) => document.addEventListener(type, preload, { capture: true, passive: true }));
    return () => INTENT_EVENTS.forEach((type) => document.removeEventListener(type, preload, true));
  }, []);
}

/** A full page while its chunk downloads. */
function PageLoading() {
  return (
    <div className="app-loading" role="status" aria-live="polite">
      <FormattedMessage id="app.loading.page" defaultMessage="Loading…" />
    </div>
  );
}

export interface VisitorAppProps {
  /** From ?ref=: opens the full-page sign-up with the code filled in. */
  referralCode?: string | null;
}

/** Everything a visitor sees; pages switch by state (no router). */
export function VisitorApp({ referralCode }: VisitorAppProps) {
  const [page, setPage] = useState<VisitorPage>(referralCode ? 'signup' : 'landing');
  const [modal, setModal] = useState<VisitorModal>(null);
  // Why this tab was just signed out. Only ever set by the signed-in app right before it gives way
  // to this one in the same page, so a hydrated (prerendered) landing finds nothing here.
  const intl = useIntl();
  const [signedOut, setSignedOut] = useState<SignedOutReason | null>(signedOutReason);
  // Forgotten only once on screen: a first render thrown away (the landing's chunks suspending)
  // would otherwise have taken it, and the render that commits would say nothing.
  useEffect(forgetSignedOutReason, []);
  usePreloadOnIntent();

  // Whoever opens sign-in or sign-up is about to need the signed-in app: fetch it meanwhile.
  const authenticating = page !== 'landing' || modal === 'signin' || modal === 'signup';
  useEffect(() => {
    if (authenticating) void import('./MemberRoot');
  }, [authenticating]);

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

  // Each auth dialog links to its full page (the referral code, the other sign-in methods).
  const authDialog = (fullPage: 'signin' | 'signup') => ({
    open: true,
    onClose: () => setModal(null),
    onAuthenticated: onModalAuthenticated,
    onOpenFullPage: () => goTo(fullPage),
  });

  // Full pages: store the session first, then reload, without the used ?ref=.
  const onPageAuthenticated = ({ accessToken, user }: AuthResult) => {
    saveSession(accessToken, user);
    removeQueryParams([START_PARAM_NAMES.referral]);
    reloadPage();
  };

  if (page === 'signin') {
    return (
      <Suspense fallback={<PageLoading />}>
        <SignInPage
          onAuthenticated={onPageAuthenticated}
          onGoToSignUp={() => goTo('signup')}
          onBackToHome={() => goTo('landing')}
        />
      </Suspense>
    );
  }
  if (page === 'signup') {
    return (
      <Suspense fallback={<PageLoading />}>
        <SignUpPage
          initialReferralCode={referralCode ?? undefined}
          onAuthenticated={onPageAuthenticated}
          onGoToSignIn={() => goTo('signin')}
          onBackToHome={() => goTo('landing')}
        />
      </Suspense>
    );
  }

  return (
    <>
      {signedOut && (
        <div className="signed-out-note" role="status">
          <p>{intl.formatMessage(SIGNED_OUT_TEXT[signedOut])}</p>
          <button
            type="button"
            className="signed-out-note__close"
            aria-label={intl.formatMessage(DISMISS)}
            onClick={() => setSignedOut(null)}
          >
            {CLOSE_MARK}
          </button>
        </div>
      )}
      <LandingPage
        onSignIn={() => setModal('signin')}
        onStartFree={() => setModal('signup')}
        onHowItWorks={() => setModal('howItWorks')}
        onOpenSignInPage={() => goTo('signin')}
        onOpenSignUpPage={() => goTo('signup')}
      />
      {/* A modal appears once its chunk is there; the landing stays as it is meanwhile. */}
      <Suspense fallback={null}>
        {modal === 'signin' && <SignInModal {...authDialog('signin')} onSwitchToSignUp={() => setModal('signup')} />}
        {modal === 'signup' && (
          <CreateAccountModal {...authDialog('signup')} onSwitchToSignIn={() => setModal('signin')} />
        )}
        {modal === 'howItWorks' && <HowItWorksModal open onClose={() => setModal(null)} />}
      </Suspense>
    </>
  );
}
