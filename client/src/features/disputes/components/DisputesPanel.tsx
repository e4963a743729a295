import { useMutation, useQuery } from '@apollo/client/react';
import { useId, useState } from 'react';
import {
  defineMessage,
  defineMessages,
  FormattedMessage,
  useIntl,
  type IntlShape,
  type MessageDescriptor,
  type NoMessageValues,
} from 'react-intl';
import { graphql, useFragment, type FragmentType } from '../../../gql';
import type { DisputeAction, DisputeFilter, DisputeRow_DisputeFragment, DisputeStatus } from '../../../gql/graphql';
import { formatDate, formatDateTime } from '../../../shared/lib/dates';
import { useCursorPages } from '../../../shared/lib/useCursorPages';
import { Button, FormModal, PagedList, ReasonForm, Tabs, type FormModalForm } from '../../../shared/ui';
import { AdminDisputesQuery, ResolveDisputeMutation } from '../operations';
import { DisputeTexts as T, NOTE_MAX } from '../texts';
import './disputes.css';

export const DISPUTES_PAGE_SIZE = 20;
const DISPUTES = defineMessage({ id: 'disputes.admin.title', defaultMessage: 'Disputes' });
type Filter = Exclude<DisputeFilter, 'ALL'>;
/** Each list's empty state. */
const EMPTY = {
  OPEN: defineMessages({
    title: { id: 'disputes.admin.openEmptyTitle', defaultMessage: 'No open disputes' },
    description: {
      id: 'disputes.admin.openEmptyText',
      defaultMessage: 'Disputes members open on completed exchanges appear here.',
    },
  }),
  RESOLVED: defineMessages({
    title: { id: 'disputes.admin.resolvedEmptyTitle', defaultMessage: 'No resolved disputes yet' },
    description: {
      id: 'disputes.admin.resolvedEmptyText',
      defaultMessage: 'Reversed and dismissed disputes are kept here.',
    },
  }),
} satisfies Record<Filter, { title: MessageDescriptor; description: MessageDescriptor }>;
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
const STATUS_LABELS = defineMessages({
  OPEN: { id: 'disputes.admin.status.open', defaultMessage: 'Open' },
  REVERSED: { id: 'disputes.admin.status.reversed', defaultMessage: 'Reversed' },
  DISMISSED: { id: 'disputes.admin.status.dismissed', defaultMessage: 'Dismissed' },
});
const DISPUTE_STATUS: Record<DisputeStatus, { label: MessageDescriptor; tone: string }> = {
  OPEN: { label: STATUS_LABELS.OPEN, tone: 'warning' },
  REVERSED: { label: STATUS_LABELS.REVERSED, tone: 'danger' },
  DISMISSED: { label: STATUS_LABELS.DISMISSED, tone: 'muted' },
};

/** The rows' other words. */
const ROW = defineMessages<{
  title: { title: string; cost: number };
  facts: { requester: string; coach: string; completed: string; openedBy: string; opened: string };
  reverse: NoMessageValues;
  dismiss: NoMessageValues;
  resolved: {
    outcome: 'reversed' | 'dismissed';
    hasName: 'yes' | 'no';
    name: string;
    hasWhen: 'yes' | 'no';
    when: string;
    amounts: string;
    hasNote: 'yes' | 'no';
    note: string;
  };
}>({
  title: { id: 'disputes.admin.rowTitle', defaultMessage: '{title} · {cost} EP' },
  facts: {
    id: 'disputes.admin.facts',
    defaultMessage:
      '{requester} (requester) and {coach} (coach) · completed {completed} · opened by {openedBy} on {opened}',
  },
  reverse: { id: 'disputes.admin.reverse', defaultMessage: 'Reverse' },
  dismiss: { id: 'disputes.admin.dismiss', defaultMessage: 'Dismiss' },
  // One sentence, so that each language orders who, when and what moved its own way.
  resolved: {
    id: 'disputes.admin.resolved',
    defaultMessage:
      '{outcome, select, reversed {Reversed} other {Dismissed}}{hasName, select, yes { by {name}} other {}}{hasWhen, select, yes { on {when}} other {}}{outcome, select, reversed {: {amounts}.} other {.}}{hasNote, select, yes { Note: {note}} other {}}',
  },
});

// Declared together rather than inline in a choice: the catalog extraction reads only message
// descriptors it can see whole, and one picked by a conditional was left out of every language.
const RESOLVE = defineMessages({
  reverseTitle: { id: 'disputes.resolve.reverseTitle', defaultMessage: 'Reverse this exchange' },
  dismissTitle: { id: 'disputes.resolve.dismissTitle', defaultMessage: 'Dismiss this dispute' },
  reverseSubmit: { id: 'disputes.resolve.reverseSubmit', defaultMessage: 'Reverse exchange' },
  dismissSubmit: { id: 'disputes.resolve.dismissSubmit', defaultMessage: 'Dismiss dispute' },
});

/** What a reversal moved, the parts that are not zero (the EP taken back always said). */
function reversalParts(
  intl: IntlShape,
  d: {
    reversedAmount?: number | null;
    claimedAmount?: number | null;
    shortfall?: number | null;
  },
): string[] {
  const parts = [intl.formatMessage(T.takenBack, { amount: d.reversedAmount ?? 0 })];
  if (d.claimedAmount) parts.push(intl.formatMessage(T.claimed, { amount: d.claimedAmount }));
  if (d.shortfall) parts.push(intl.formatMessage(T.coveredShortfall, { amount: d.shortfall }));
  return parts;
}

/**
 * How a settled dispute ended, who settled it and when, then what moved: only the amounts that
 * are not zero, and the note.
 */
function resolution(
  intl: IntlShape,
  d: Pick<
    DisputeRow_DisputeFragment,
    'status' | 'resolvedBy' | 'resolvedAt' | 'resolutionNote' | 'reversedAmount' | 'claimedAmount' | 'shortfall'
  >,
): string {
  const reversed = d.status === 'REVERSED';
  return intl.formatMessage(ROW.resolved, {
    outcome: reversed ? 'reversed' : 'dismissed',
    hasName: d.resolvedBy ? 'yes' : 'no',
    name: d.resolvedBy ?? '',
    hasWhen: d.resolvedAt ? 'yes' : 'no',
    when: d.resolvedAt ? formatDateTime(d.resolvedAt) : '',
    amounts: reversed ? intl.formatList(reversalParts(intl, d), { type: 'unit', style: 'short' }) : '',
    hasNote: d.resolutionNote ? 'yes' : 'no',
    note: d.resolutionNote ?? '',
  });
}

function DisputeRow({
  dispute: ref,
  onResolve,
}: {
  dispute: FragmentType<typeof DisputeRow_disputeFragment>;
  onResolve: (r: Resolving) => void;
}) {
  const intl = useIntl();
  const titleId = useId();
  const d = useFragment(DisputeRow_disputeFragment, ref);
  return (
    <li className="dispute-row" aria-labelledby={titleId}>
      <div className="dispute-row__head">
        <h3 id={titleId} className="dispute-row__title">
          <FormattedMessage {...ROW.title} values={{ title: d.serviceTitle, cost: d.energyCost }} />
        </h3>
        <span className={`tag ui-inline-center ui-pill ui-tone-${DISPUTE_STATUS[d.status].tone}`}>
          <FormattedMessage {...DISPUTE_STATUS[d.status].label} />
        </span>
      </div>
      <p className="dispute-row__facts">
        <FormattedMessage
          {...ROW.facts}
          values={{
            requester: d.requester.fullName,
            coach: d.coach.fullName,
            completed: formatDate(d.completedAt),
            openedBy: d.openedBy.fullName,
            opened: formatDate(d.createdAt),
          }}
        />
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
            <FormattedMessage {...ROW.reverse} />
          </Button>
          <Button
            size="sm"
            variant="secondary"
            aria-describedby={titleId}
            onClick={() => onResolve({ id: d.id, title: d.serviceTitle, action: 'DISMISS' })}
          >
            <FormattedMessage {...ROW.dismiss} />
          </Button>
        </div>
      ) : (
        <p className="dispute-row__facts">
          {/* Who and when first, then what moved: only the amounts that are not zero. */}
          {resolution(intl, d)}
        </p>
      )}
    </li>
  );
}

function DisputeList({ filter, onResolve }: { filter: Filter; onResolve: (r: Resolving) => void }) {
  const intl = useIntl();
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
      errorText={intl.formatMessage({
        id: 'disputes.admin.loadFailed',
        defaultMessage: 'Disputes could not be loaded.',
      })}
      loadingText={intl.formatMessage({ id: 'disputes.admin.loading', defaultMessage: 'Loading disputes…' })}
      moreLabel={intl.formatMessage({ id: 'disputes.admin.more', defaultMessage: 'Load more disputes' })}
      empty={
        shown.length === 0 && {
          headingLevel: 3,
          icon: 'shield',
          title: intl.formatMessage(EMPTY[filter].title),
          description: intl.formatMessage(EMPTY[filter].description),
        }
      }
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
  const intl = useIntl();
  const [resolving, setResolving] = useState<Resolving | null>(null);
  return (
    <section className="admin-section" aria-labelledby="admin-disputes-title">
      <div className="admin-section__head">
        <h2 id="admin-disputes-title" className="admin-section__title">
          <FormattedMessage {...DISPUTES} />
        </h2>
      </div>
      <Tabs
        label={intl.formatMessage(DISPUTES)}
        items={[
          {
            id: 'open',
            label: intl.formatMessage({ id: 'disputes.admin.tab.open', defaultMessage: 'Open' }),
            content: <DisputeList filter="OPEN" onResolve={setResolving} />,
          },
          {
            id: 'resolved',
            label: intl.formatMessage({ id: 'disputes.admin.tab.resolved', defaultMessage: 'Resolved' }),
            content: <DisputeList filter="RESOLVED" onResolve={setResolving} />,
          },
        ]}
      />
      <FormModal
        subject={resolving}
        subjectKey={(r) => `${r.id}:${r.action}`}
        onClose={() => setResolving(null)}
        title={intl.formatMessage(resolving?.action === 'REVERSE' ? RESOLVE.reverseTitle : RESOLVE.dismissTitle)}
        description={(r) =>
          r.action === 'REVERSE'
            ? intl.formatMessage(
                {
                  id: 'disputes.resolve.reverseText',
                  defaultMessage:
                    'The EP of “{title}” go back through new ledger entries. If the coach has spent them, they give back what they have and the platform covers the rest for the requester.',
                },
                { title: r.title },
              )
            : intl.formatMessage(
                {
                  id: 'disputes.resolve.dismissText',
                  defaultMessage: 'Nothing moves: the exchange for “{title}” stands. Both parties are told.',
                },
                { title: r.title },
              )
        }
        submitLabel={intl.formatMessage(
          resolving?.action === 'REVERSE' ? RESOLVE.reverseSubmit : RESOLVE.dismissSubmit,
        )}
        submitIcon={resolving?.action === 'REVERSE' ? 'refresh' : 'check'}
        submitVariant={resolving?.action === 'REVERSE' ? 'danger' : 'primary'}
      >
        {(r, form) => <ResolveForm resolving={r} form={form} />}
      </FormModal>
    </section>
  );
}

function ResolveForm({ resolving, form }: { resolving: Resolving; form: FormModalForm }) {
  const intl = useIntl();
  const [resolve] = useMutation(ResolveDisputeMutation);
  return (
    <ReasonForm
      form={form}
      label={intl.formatMessage({ id: 'disputes.resolve.noteLabel', defaultMessage: 'Note to both parties' })}
      rows={4}
      maxLength={NOTE_MAX + 100}
      required
      check={(note) => (note.length < 1 || note.length > NOTE_MAX ? intl.formatMessage(T.noteLength) : null)}
      send={(note) => resolve({ variables: { disputeId: resolving.id, action: resolving.action, note } })}
      sentText={intl.formatMessage(resolving.action === 'REVERSE' ? T.reversed : T.dismissed)}
      failedText={intl.formatMessage(T.resolveFailed)}
    />
  );
}
