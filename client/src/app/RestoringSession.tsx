import { Brand, Button } from '../shared/ui';
import { clearSession } from '../shared/viewer/session';
import { FormattedMessage } from 'react-intl';

/**
 * A valid-looking token whose stored member was discarded at start: `me` is loading (MemberRoot).
 * If that fails (an expired token clears the session through the error link) offer a retry.
 */
export function RestoringSession({ failed, onRetry }: { failed: boolean; onRetry: () => void }) {
  return (
    <div className="restoring ui-stack" role={failed ? 'alert' : 'status'}>
      <Brand />
      {failed ? (
        <>
          <p>
            <FormattedMessage id="app.restoring.failed" defaultMessage="We could not load your account." />
          </p>
          <div className="restoring__actions">
            <Button onClick={onRetry}>
              <FormattedMessage id="ui.tryAgain" defaultMessage="Try again" />
            </Button>
            <Button variant="secondary" onClick={() => clearSession()}>
              <FormattedMessage id="shell.sidebar.logout" defaultMessage="Logout" />
            </Button>
          </div>
        </>
      ) : (
        <p>
          <FormattedMessage id="app.restoring.loading" defaultMessage="Loading your account…" />
        </p>
      )}
    </div>
  );
}
