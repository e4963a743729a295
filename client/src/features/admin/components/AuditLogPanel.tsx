import { useQuery } from '@apollo/client/react';
import { PagedList } from '../../../shared/ui';
import { useCursorPages } from '../../../shared/lib/useCursorPages';
import { AuditLogQuery } from '../operations';
import { formatDate } from '../lib/format';
import { AdminSection } from './AdminSection';

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
  const pages = useCursorPages(result, 'auditLog');
  const { connection } = pages;
  const entries = connection?.nodes ?? [];
  return (
    <AdminSection title="Audit log" status={connection && `${connection.totalCount} entries`}>
      <PagedList
        pages={pages}
        errorText="The audit log could not be loaded."
        loadingText="Loading the audit log…"
        moreLabel="Load more entries"
        skeleton={{ count: 4 }}
        empty={
          entries.length === 0 && {
            headingLevel: 3,
            icon: 'shield',
            title: 'No admin actions yet',
            description: 'EP corrections, suspensions, role changes, imports and closed reports are recorded here.',
          }
        }
      >
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
      </PagedList>
    </AdminSection>
  );
}
