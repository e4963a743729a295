import { ApolloBoundary } from './ApolloBoundary';
import { RestoringSession } from './RestoringSession';
import type { SessionUser } from './session';
import { SignedInApp } from './SignedInApp';
import type { StartParams } from './startParams';

/**
 * Everything behind a session, loaded as one chunk with Apollo: the signed-in app, or, when the
 * stored member was discarded at start, the screen that loads it back with the token.
 */
export default function MemberRoot({ user, startParams }: { user: SessionUser | null; startParams: StartParams }) {
  return <ApolloBoundary>{user ? <SignedInApp user={user} startParams={startParams} /> : <RestoringSession />}</ApolloBoundary>;
}
