import { useMutation, useQuery } from '@apollo/client/react';
import { useId, useState } from 'react';
import { graphql, useFragment, type FragmentType } from '../../../gql';
import type { DisputeAction, DisputeFilter, DisputeStatus } from '../../../gql/graphql';
import { formatDate, formatDateTime } from '../../../shared/lib/dates';
import { useCursorPages } from '../../../shared/lib/useCursorPages';
import { Button, FormModal, PagedList, ReasonForm, Tabs, type FormModalForm } from '../../../shared/ui';
import { AdminDisputesQuery, ResolveDisputeMutation } from '../operations';
import { DisputeTexts as T, NOTE_MAX } from '../texts';
import './disputes.css';

export const DISPUTES_PAGE_SIZE = 20;
type Filter = Exclude<DisputeFilter, 'ALL'>;
/** Each list's empty state. */
const EMPTY: Record<Filter, { title: string; description: string }> = {
  OPEN: { title: 'No open disputes', description: 'Disputes members open on completed exchanges appear here.' },
  RESOLVED: { title: 'No resolved disputes yet', description: 'Reversed and dismissed disputes are kept here.' },
};
interface Resolving {
  id: string;
  title: string;
  action: DisputeAction;
}

export const DisputeRow_disputeFragment = graphql(`
  fragment DisputeRow_dispute on Dispute {
    id
    status
    serviceTitle
    energyCost
    completedAt
    reason
    createdAt
    resolvedAt
    resolutionNote
    resolvedBy
    reversedAmount
    claimedAmount
    shortfall
    openedBy {
      id
      fullName
    }
    requester {
      id
      fullName
    }
    coach {
      id
      fullName
    }
  }
`);

/** Status labels as the admin reads them. */
const DISPUTE_STATUS: Record<DisputeStatus, { label: string; tone: string }> = {
  OPEN: { label: 'Open', tone: 'warning' },
  REVERSED: { label: 'Reversed', tone: 'danger' },
  DISMISSED: { label: 'Dismissed', tone: 'muted' },
};

/** What a reversal moved, the parts that are not zero (the EP taken back always said). */
function reversalParts(d: {
  reversedAmount?: number | null;
  claimedAmount?: number | null;
  shortfall?: number | null;
}): string[] {
  const parts = [`${d.reversedAmount ?? 0} EP taken back from the coach`];
  if (d.claimedAmount) parts.push(`${d.claimedAmount} EP claimed on the coach's holds`);
  if (d.shortfall) parts.push(`${d.shortfall} EP covered by Energy Exchange (shortfall)`);
  return parts;
}

function DisputeRow({
  dispute: ref,
  onResolve,
}: {
  dispute: FragmentType<typeof DisputeRow_disputeFragment>;
  onResolve: (r: Resolving) => void;
}) {
  const titleId = useId();
  const d = useFragment(DisputeRow_disputeFragment, ref);
  return (
    <li className="dispute-row" aria-labelledby={titleId}>
      <div className="dispute-row__head">
        <h3 id={titleId} className="dispute-row__title">
          {d.serviceTitle} · {d.energyCost} EP
        </h3>
        <span className={`tag ui-inline-center ui-pill ui-tone-${DISPUTE_STATUS[d.status].tone}`}>
          {DISPUTE_STATUS[d.status].label}
        </span>
      </div>
      <p className="dispute-row__facts">
        {`${d.requester.fullName} (requester) and ${d.coach.fullName} (coach) · completed ${formatDate(d.completedAt)} · opened by ${d.openedBy.fullName} on ${formatDate(d.createdAt)}`}
      </p>
      <p className="dispute-row__reason">{d.reason}</p>
      {d.status === 'OPEN' ? (
        <div className="dispute-row__actions">
          <Button
            size="sm"
            variant="danger"
            aria-describedby={titleId}
            onClick={() => onResolve({ id: d.id, title: d.serviceTitle, action: 'REVERSE' })}
          >
            Reverse
          </Button>
          <Button
            size="sm"
            variant="secondary"
            aria-describedby={titleId}
            onClick={() => onResolve({ id: d.id, title: d.serviceTitle, action: 'DISMISS' })}
          >
            Dismiss
          </Button>
        </div>
      ) : (
        <p className="dispute-row__facts">
          {/* Who and when first, then what moved: only the amounts that are not zero. */}
          {d.status === 'REVERSED' ? 'Reversed' : 'Dismissed'}
          {d.resolvedBy && ` by ${d.resolvedBy}`}
          {d.resolvedAt && ` on ${formatDateTime(d.resolvedAt)}`}
          {d.status === 'REVERSED' && `: ${reversalParts(d).join(', ')}.`}
          {d.resolutionNote && ` Note: ${d.resolutionNote}`}
        </p>
      )}
    </li>
  );
}

function DisputeList({ filter, onResolve }: { filter: Filter; onResolve: (r: Resolving) => void }) {
  const disputes = useQuery(AdminDisputesQuery, {
    variables: { status: filter, first: DISPUTES_PAGE_SIZE },
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
  });
  const pages = useCursorPages(disputes, 'adminDisputes');
  const { connection } = pages;
  // A dispute resolved here changes status in the cache at once: it leaves the open list.
  const shown = connection?.nodes.filter((d) => (filter === 'OPEN' ? d.status === 'OPEN' : d.status !== 'OPEN')) ?? [];
  return (
    <PagedList
      pages={pages}
      errorText="Disputes could not be loaded."
      loadingText="Loading disputes…"
      moreLabel="Load more disputes"
      empty={shown.length === 0 && { headingLevel: 3, icon: 'shield', ...EMPTY[filter] }}
    >
      <ul className="dispute-list">
        {shown.map((d) => (
          <DisputeRow key={d.id} dispute={d} onResolve={onResolve} />
        ))}
      </ul>
    </PagedList>
  );
}

/** Admin Dashboard → Disputes: the open queue and the resolved ones; reverse or dismiss with a note. */
export function DisputesPanel() {
  const [resolving, setResolving] = useState<Resolving | null>(null);
  return (
    <section className="admin-section" aria-labelledby="admin-disputes-title">
      <div className="admin-section__head">
        <h2 id="admin-disputes-title" className="admin-section__title">
          Disputes
        </h2>
      </div>
      <Tabs
        label="Disputes"
        items={[
          { id: 'open', label: 'Open', content: <DisputeList filter="OPEN" onResolve={setResolving} /> },
          { id: 'resolved', label: 'Resolved', content: <DisputeList filter="RESOLVED" onResolve={setResolving} /> },
        ]}
      />
      <FormModal
        subject={resolving}
        subjectKey={(r) => `${r.id}:${r.action}`}
        onClose={() => setResolving(null)}
        title={resolving?.action === 'REVERSE' ? 'Reverse this exchange' : 'Dismiss this dispute'}
        description={(r) =>
          r.action === 'REVERSE'
            ? `The EP of “${r.title}” go back through new ledger entries. If the coach has spent them, they give back what they have and the platform covers the rest for the requester.`
            : `Nothing moves: the exchange for “${r.title}” stands. Both parties are told.`
        }
        submitLabel={resolving?.action === 'REVERSE' ? 'Reverse exchange' : 'Dismiss dispute'}
        submitIcon={resolving?.action === 'REVERSE' ? 'refresh' : 'check'}
        submitVariant={resolving?.action === 'REVERSE' ? 'danger' : 'primary'}
      >
        {(r, form) => <ResolveForm resolving={r} form={form} />}
      </FormModal>
    </section>
  );
}

function ResolveForm({ resolving, form }: { resolving: Resolving; form: FormModalForm }) {
  const [resolve] = useMutation(ResolveDisputeMutation);
  return (
    <ReasonForm
      form={form}
      label="Note to both parties"
      rows={4}
      maxLength={NOTE_MAX + 100}
      required
      check={(note) => (note.length < 1 || note.length > NOTE_MAX ? T.noteLength : null)}
      send={(note) => resolve({ variables: { disputeId: resolving.id, action: resolving.action, note } })}
      sentText={T.resolved[resolving.action]}
      failedText={T.resolveFailed}
    />
  );
}
