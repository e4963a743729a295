import { useApolloClient, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { MeQuery } from '../shared/viewer/operations';
import { ApolloBoundary } from './ApolloBoundary';
import { RestoringSession } from './RestoringSession';
import { getSession } from '../shared/viewer/session';
import { SignedInApp } from './SignedInApp';
import type { StartParams } from './startParams';
import { seedViewer, useStoredUserFromCache } from '../shared/viewer/viewer';

/**
 * Everything behind a session, loaded as one chunk with Apollo: the signed-in app once the cache
 * has the member (from the stored user at once, or from `me`), else the screen that loads it.
 */
export default function MemberRoot({ startParams }: { startParams: StartParams }) {
  return (
    <ApolloBoundary>
      <SignedInOrRestoring startParams={startParams} />
    </ApolloBoundary>
  );
}

function SignedInOrRestoring({ startParams }: { startParams: StartParams }) {
  const client = useApolloClient();
  // Once, before the first read: the stored user stands in until `me` answers.
  useState(() => seedViewer(client.cache, getSession().user));
  // The dashboard call: `me` from the network once the shell is up; the cache after.
  const { data, error, refetch } = useQuery(MeQuery, {
    fetchPolicy: 'cache-and-network',
    nextFetchPolicy: 'cache-first',
  });
  const viewer = data?.me;
  useStoredUserFromCache(viewer);
  if (viewer) return <SignedInApp viewer={viewer} startParams={startParams} />;
  return <RestoringSession failed={Boolean(error)} onRetry={() => void refetch().catch(() => {})} />;
}
