import { useEffect, useState } from 'react';
import { useApolloClient } from '@apollo/client/react';
import { MeQuery } from '../features/auth/operations';
import { Brand, Button } from '../shared/ui';
import { clearSession, updateStoredUser } from './session';

/**
 * A valid-looking token whose stored member was discarded at start: load the member with `me`.
 * If that fails (an expired token clears the session through the error link) offer a retry.
 */
export function RestoringSession() {
  const client = useApolloClient();
  const [attempt, setAttempt] = useState(0);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let active = true;
    setFailed(false);
    client
      .query({ query: MeQuery, fetchPolicy: 'network-only' })
      .then(({ data }) => {
        if (!active) return;
        if (data) updateStoredUser(data.me);
        else setFailed(true);
      })
      .catch(() => {
        if (active) setFailed(true);
      });
    return () => {
      active = false;
    };
  }, [client, attempt]);

  return (
    <div className="restoring" role={failed ? 'alert' : 'status'}>
      <Brand />
      {failed ? (
        <>
          <p>We could not load your account.</p>
          <div className="restoring__actions">
            <Button onClick={() => setAttempt((n) => n + 1)}>Try again</Button>
            <Button variant="secondary" onClick={clearSession}>
              Logout
            </Button>
          </div>
        </>
      ) : (
        <p>Loading your account…</p>
      )}
    </div>
  );
}
