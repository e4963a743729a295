import { useQuery } from '@apollo/client/react';
import { defineMessages, FormattedMessage, useIntl, type IntlShape, type MessageDescriptor } from 'react-intl';
import { PagedList } from '../../../shared/ui';
import { useCursorPages } from '../../../shared/lib/useCursorPages';
import { AuditLogQuery } from '../operations';
import { formatDateTime } from '../../../shared/lib/dates';
import { AdminSection } from './AdminSection';

const ACTION_LABELS: Record<string, MessageDescriptor> = defineMessages({
  ep_adjusted: { id: 'admin.audit.action.epAdjusted', defaultMessage: 'EP adjusted' },
  member_suspended: { id: 'admin.audit.action.memberSuspended', defaultMessage: 'Member suspended' },
  member_unsuspended: { id: 'admin.audit.action.memberUnsuspended', defaultMessage: 'Suspension lifted' },
  admin_role_granted: { id: 'admin.audit.action.adminRoleGranted', defaultMessage: 'Admin role granted' },
  admin_role_removed: { id: 'admin.audit.action.adminRoleRemoved', defaultMessage: 'Admin role removed' },
  member_imported: { id: 'admin.audit.action.memberImported', defaultMessage: 'Member imported' },
  report_closed: { id: 'admin.audit.action.reportClosed', defaultMessage: 'Report closed' },
  dispute_resolved: { id: 'admin.audit.action.disputeResolved', defaultMessage: 'Dispute resolved' },
  category_added: { id: 'admin.audit.action.categoryAdded', defaultMessage: 'Category added' },
  category_renamed: { id: 'admin.audit.action.categoryRenamed', defaultMessage: 'Category renamed' },
  category_retired: { id: 'admin.audit.action.categoryRetired', defaultMessage: 'Category retired' },
  category_restored: { id: 'admin.audit.action.categoryRestored', defaultMessage: 'Category restored' },
});

/** The facts the server writes into entries' details, by their keys (audit.types.ts names the actions). */
const FACT_LABELS: Record<string, MessageDescriptor> = defineMessages({
  email: { id: 'admin.audit.fact.email', defaultMessage: 'Email' },
  amount: { id: 'admin.audit.fact.amount', defaultMessage: 'Amount' },
  reason: { id: 'admin.audit.fact.reason', defaultMessage: 'Reason' },
  energyPoints: { id: 'admin.audit.fact.energyPoints', defaultMessage: 'Energy points' },
  role: { id: 'admin.audit.fact.role', defaultMessage: 'Role' },
  previous: { id: 'admin.audit.fact.previous', defaultMessage: 'Previous role' },
  subjectType: { id: 'admin.audit.fact.subjectType', defaultMessage: 'Reported' },
  resolution: { id: 'admin.audit.fact.resolution', defaultMessage: 'Resolution' },
  pendingRequestsCancelled: { id: 'admin.audit.fact.pendingRequestsCancelled', defaultMessage: 'Requests cancelled' },
  groupSeatsReleased: { id: 'admin.audit.fact.groupSeatsReleased', defaultMessage: 'Seats released' },
  from: { id: 'admin.audit.fact.from', defaultMessage: 'From' },
  to: { id: 'admin.audit.fact.to', defaultMessage: 'To' },
  label: { id: 'admin.audit.fact.label', defaultMessage: 'Label' },
  locale: { id: 'admin.audit.fact.locale', defaultMessage: 'Language' },
  action: { id: 'admin.audit.fact.action', defaultMessage: 'Decision' },
  note: { id: 'admin.audit.fact.note', defaultMessage: 'Note' },
  reversedAmount: { id: 'admin.audit.fact.reversedAmount', defaultMessage: 'EP taken back' },
  claimedAmount: { id: 'admin.audit.fact.claimedAmount', defaultMessage: 'EP claimed on holds' },
  shortfall: { id: 'admin.audit.fact.shortfall', defaultMessage: 'EP covered by the platform' },
});

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * A fact's label in the admin's language; a key this client does not know yet (a newer server's)
 * is made readable: "reversedAmount" or "new_name" → "Reversed amount", "New name".
 */
function factLabel(key: string, intl: IntlShape): string {
  const known = Object.hasOwn(FACT_LABELS, key) ? FACT_LABELS[key] : undefined;
  if (known) return intl.formatMessage(known);
  const words = key
    .replace(/_/g, ' ')
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/**
 * An entry's facts as the admin reads them: one "Label: value" each, without the ids (the
 * subject line names the member) or empty values; null when nothing is left. The labels are ours for
 * the keys the server writes; a detail that is not JSON is shown whole.
 */
export function auditFacts(detail: string, intl: IntlShape): Array<{ label: string; value: string }> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(detail);
  } catch {
    return detail
      ? [{ label: intl.formatMessage({ id: 'admin.audit.detail', defaultMessage: 'Detail' }), value: detail }]
      : [];
  }
  if (!parsed || typeof parsed !== 'object') return [];
  return Object.entries(parsed as Record<string, unknown>)
    .filter(
      ([key, value]) =>
        value !== null && value !== '' && !(typeof value === 'string' && UUID.test(value)) && !/id$/i.test(key),
    )
    .map(([key, value]) => ({
      label: factLabel(key, intl),
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
  const intl = useIntl();
  const result = useQuery(AuditLogQuery, { variables: { first: 50 } });
  const pages = useCursorPages(result, 'auditLog');
  const { connection } = pages;
  const entries = connection?.nodes ?? [];
  return (
    <AdminSection
      title={intl.formatMessage({ id: 'admin.audit.title', defaultMessage: 'Audit log' })}
      status={
        connection && (
          <FormattedMessage
            id="admin.audit.count"
            defaultMessage="{count} entries"
            values={{ count: connection.totalCount }}
          />
        )
      }
    >
      <PagedList
        pages={pages}
        errorText={intl.formatMessage({
          id: 'admin.audit.loadFailed',
          defaultMessage: 'The audit log could not be loaded.',
        })}
        loadingText={intl.formatMessage({ id: 'admin.audit.loading', defaultMessage: 'Loading the audit log…' })}
        moreLabel={intl.formatMessage({ id: 'admin.audit.loadMore', defaultMessage: 'Load more entries' })}
        skeleton={{ count: 4 }}
        empty={
          entries.length === 0 && {
            headingLevel: 3,
            icon: 'shield',
            title: intl.formatMessage({ id: 'admin.audit.empty.title', defaultMessage: 'No admin actions yet' }),
            description: intl.formatMessage({
              id: 'admin.audit.empty.description',
              defaultMessage:
                'EP corrections, suspensions, role changes, imports and closed reports are recorded here.',
            }),
          }
        }
      >
        <ul className="moderation-list">
          {entries.map((e) => {
            const about = subjectText(e);
            const facts = auditFacts(e.detail, intl);
            const action = ACTION_LABELS[e.action];
            return (
              <li key={e.id} className="moderation-item">
                <div className="moderation-item__head">
                  <strong>{action ? intl.formatMessage(action) : e.action}</strong>
                  <span className="moderation-item__meta">{formatDateTime(e.createdAt)}</span>
                </div>
                <p className="moderation-item__meta">
                  {about ? (
                    <FormattedMessage
                      id="admin.audit.byAbout"
                      defaultMessage="By {actor} · {about}"
                      values={{ actor: e.actor, about }}
                    />
                  ) : (
                    <FormattedMessage id="admin.audit.by" defaultMessage="By {actor}" values={{ actor: e.actor }} />
                  )}
                </p>
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
