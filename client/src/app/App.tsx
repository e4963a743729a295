import { lazy, Suspense } from 'react';
import { ErrorBoundary } from '../shared/ui';
import type { StartParams } from './startParams';
import { useSessionToken } from './useSession';
import { VisitorApp } from './VisitorApp';
import { FormattedMessage } from 'react-intl';

// Route-level code splitting: the landing is part of the first download (it is prerendered into
// index.html and hydrated), while everything behind a session, Apollo and graphql-ws included,
// is one lazily loaded chunk that a visitor never downloads.
export const loadMemberRoot = () => import('./MemberRoot');
const MemberRoot = lazy(loadMemberRoot);

/** While the signed-in app downloads (usually a blink). */
function AppLoading() {
  return (
    <div className="app-loading" role="status" aria-live="polite">
      <FormattedMessage id="app.loading.app" defaultMessage="Loading Energy Exchange…" />
    </div>
  );
}

/** Chooses visitor pages or the signed-in shell from the session; there is no URL router. */
export function App({ startParams }: { startParams: StartParams }) {
  const token = useSessionToken();
  // The last resort: a render crash anywhere (the shell has its own boundary per view) ends up
  // here, with "Try again" and "Reload page" instead of a blank page.
  if (!token)
    return (
      <ErrorBoundary scope="page" resetKey="visitor">
        <VisitorApp referralCode={startParams.referralCode} />
      </ErrorBoundary>
    );
  return (
    <ErrorBoundary scope="page" resetKey="member">
      <Suspense fallback={<AppLoading />}>
        <MemberRoot startParams={startParams} />
      </Suspense>
    </ErrorBoundary>
  );
}
