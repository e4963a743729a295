import { useQuery } from '@apollo/client/react';
import { Button, EmptyState, ListSkeleton, LoadError } from '../../../shared/ui';
import { useCursorPages } from '../../../shared/lib/useCursorPages';
import { AuditLogQuery } from '../operations';
import { formatDate } from '../lib/format';

const ACTION_LABELS: Record<string, string> = {
  ep_adjusted: 'EP adjusted',
  member_suspended: 'Member suspended',
  member_unsuspended: 'Suspension lifted',
  admin_role_granted: 'Admin role granted',
  admin_role_removed: 'Admin role removed',
  member_imported: 'Member imported',
  report_closed: 'Report closed',
  dispute_resolved: 'Dispute resolved',
  category_added: 'Category added',
  category_renamed: 'Category renamed',
  category_retired: 'Category retired',
  category_restored: 'Category restored',
};

/** The audit log (super_admins only): every admin action, newest first. */
export function AuditLogPanel() {
  const result = useQuery(AuditLogQuery, { variables: { first: 50 } });
  const { connection, loadingMore, error, loadMore, retry } = useCursorPages(result, 'auditLog');
  const entries = connection?.nodes ?? [];
  return (
    <section className="admin-section" aria-labelledby="admin-audit-title">
      <div className="admin-section__head">
        <h2 id="admin-audit-title" className="admin-section__title">
          Audit log
        </h2>
        {connection && <p className="admin-muted" role="status">{`${connection.totalCount} entries`}</p>}
      </div>
      {error ? (
        <LoadError message="The audit log could not be loaded." onRetry={retry} />
      ) : !connection ? (
        <ListSkeleton label="Loading the audit log…" count={4} />
      ) : entries.length === 0 ? (
        <EmptyState headingLevel={3} icon="shield" title="No admin actions yet" description="EP corrections, suspensions, role changes, imports and closed reports are recorded here." />
      ) : (
        <>
          <ul className="moderation-list">
            {entries.map((e) => (
              <li key={e.id} className="moderation-item">
                <div className="moderation-item__head">
                  <strong>{ACTION_LABELS[e.action] ?? e.action}</strong>
                  <span className="moderation-item__meta">{formatDate(e.createdAt)}</span>
                </div>
                <p className="moderation-item__meta">{`By ${e.actor}${e.subject ? ` · ${e.subject}` : ''}`}</p>
                <p className="audit-detail">{e.detail}</p>
              </li>
            ))}
          </ul>
          {connection.pageInfo.hasNextPage && (
            <div className="list-more">
              <Button variant="secondary" loading={loadingMore} onClick={() => void loadMore()}>
                Load more entries
              </Button>
            </div>
          )}
        </>
      )}
    </section>
  );
}
