import { useQuery } from '@apollo/client/react';
import { PagedList } from '../../../shared/ui';
import { useCursorPages } from '../../../shared/lib/useCursorPages';
import { AuditLogQuery } from '../operations';
import { formatDateTime } from '../../../shared/lib/dates';
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

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** "reversedAmount" or "new_name" → "Reversed amount", "New name". */
function factLabel(key: string): string {
  const words = key
    .replace(/_/g, ' ')
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/**
 * An entry's facts as the admin reads them: one "Label: value" each, without the ids (the
 * subject line names the member) or empty values; null when nothing is left.
 */
export function auditFacts(detail: string): Array<{ label: string; value: string }> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(detail);
  } catch {
    return detail ? [{ label: 'Detail', value: detail }] : [];
  }
  if (!parsed || typeof parsed !== 'object') return [];
  return Object.entries(parsed as Record<string, unknown>)
    .filter(
      ([key, value]) =>
        value !== null && value !== '' && !(typeof value === 'string' && UUID.test(value)) && !/id$/i.test(key),
    )
    .map(([key, value]) => ({
      label: factLabel(key),
      value: typeof value === 'string' ? value : JSON.stringify(value),
    }));
}

/** Who or what an entry is about: the member's name for a member's id, else the subject as written. */
function subjectText(e: { subject?: string | null; subjectName?: string | null }): string | null {
  if (e.subjectName) return e.subjectName;
  if (!e.subject || UUID.test(e.subject)) return null;
  return e.subject;
}

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
          {entries.map((e) => {
            const about = subjectText(e);
            const facts = auditFacts(e.detail);
            return (
              <li key={e.id} className="moderation-item">
                <div className="moderation-item__head">
                  <strong>{ACTION_LABELS[e.action] ?? e.action}</strong>
                  <span className="moderation-item__meta">{formatDateTime(e.createdAt)}</span>
                </div>
                <p className="moderation-item__meta">{`By ${e.actor}${about ? ` · ${about}` : ''}`}</p>
                {facts.length > 0 && (
                  <dl className="audit-facts">
                    {facts.map((f) => (
                      <div key={f.label}>
                        <dt>{f.label}</dt>
                        <dd>{f.value}</dd>
                      </div>
                    ))}
                  </dl>
                )}
              </li>
            );
          })}
        </ul>
      </PagedList>
    </AdminSection>
  );
}
