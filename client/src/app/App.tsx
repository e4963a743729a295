import { RestoringSession } from './RestoringSession';
import { SignedInApp } from './SignedInApp';
import type { StartParams } from './startParams';
import { useSession } from './useSession';
import { VisitorApp } from './VisitorApp';

/** Chooses visitor pages or the signed-in shell from the session; there is no URL router. */
export function App({ startParams }: { startParams: StartParams }) {
  const { token, user } = useSession();
  if (token && user) return <SignedInApp user={user} startParams={startParams} />;
  if (token) return <RestoringSession />;
  return <VisitorApp referralCode={startParams.referralCode} />;
}
