import { lazy, Suspense } from 'react';
import { RestoringSession } from './RestoringSession';
import type { StartParams } from './startParams';
import { useSession } from './useSession';

// Route-level code splitting: a visitor never downloads the signed-in app, and a member never
// downloads the landing page and the sign-up screens.
const SignedInApp = lazy(() => import('./SignedInApp').then((m) => ({ default: m.SignedInApp })));
const VisitorApp = lazy(() => import('./VisitorApp').then((m) => ({ default: m.VisitorApp })));

/** While the visitor pages or the signed-in app download (usually a blink). */
function AppLoading() {
  return (
    <div className="app-loading" role="status" aria-live="polite">
      Loading Energy Exchange…
    </div>
  );
}

/** Chooses visitor pages or the signed-in shell from the session; there is no URL router. */
export function App({ startParams }: { startParams: StartParams }) {
  const { token, user } = useSession();
  return (
    <Suspense fallback={<AppLoading />}>
      {token && user ? (
        <SignedInApp user={user} startParams={startParams} />
      ) : token ? (
        <RestoringSession />
      ) : (
        <VisitorApp referralCode={startParams.referralCode} />
      )}
    </Suspense>
  );
}
