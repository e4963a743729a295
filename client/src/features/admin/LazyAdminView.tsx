import { FormattedMessage } from 'react-intl';
import { Component, lazy, Suspense, type ReactNode } from 'react';
import { Button } from '../../shared/ui';
import type { AdminViewProps } from './components/AdminView';

// The whole dashboard (charts, tables, forms, styles) is its own chunk, fetched only when an
// admin opens the view; members and visitors never download it.
const AdminView = lazy(() => import('./components/AdminView'));

/** A chunk that fails to load (offline, or a new release replaced it) must not blank the app. */
class ChunkBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  render() {
    if (!this.state.failed) return this.props.children;
    return (
      <div className="inline-notice inline-notice--error" role="alert">
        <div className="inline-notice__body">
          <span>
            <FormattedMessage id="admin.lazy.failed" defaultMessage="The Admin Dashboard could not be loaded." />
          </span>
          <Button variant="secondary" size="sm" onClick={() => window.location.reload()}>
            <FormattedMessage id="admin.lazy.reload" defaultMessage="Reload" />
          </Button>
        </div>
      </div>
    );
  }
}

export function LazyAdminView(props: AdminViewProps) {
  return (
    <ChunkBoundary>
      <Suspense
        fallback={
          <p role="status">
            <FormattedMessage id="admin.lazy.loading" defaultMessage="Loading the Admin Dashboard…" />
          </p>
        }
      >
        <AdminView {...props} />
      </Suspense>
    </ChunkBoundary>
  );
}
