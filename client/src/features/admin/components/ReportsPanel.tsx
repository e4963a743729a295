import { defineMessages, FormattedMessage, useIntl, type MessageDescriptor } from 'react-intl';
import { Suspense, useState } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { graphql, useFragment, type FragmentType } from '../../../gql';
import type { ReportStatus } from '../../../gql/graphql';
import { Button, Field, Icon, PagedList, useToast } from '../../../shared/ui';
import { messageOr } from '../../../shared/lib/errors';
import { useCursorPages } from '../../../shared/lib/useCursorPages';
import { AdminReportsQuery, CloseReportMutation } from '../operations';
import { formatDate } from '../lib/format';
import { SuspendModal } from './SuspendModal';
import type { SuspendTarget } from './MemberRow';
import { useUnsuspend } from '../hooks/useUnsuspend';
import { AdminSection } from './AdminSection';
import { CoachProfileModal, type CoachPreview } from '../../coaches';

export const ReportItem_reportFragment = graphql(`
  fragment ReportItem_report on AdminReport {
    id
    subjectType
    serviceTitle
    subjectMember {
      id
      fullName
      email
      suspended
    }
    reporterName
    reason
    status
    createdAt
    closedAt
    resolution
  }
`);

const PAGE = 20;

/** Each queue's empty state. */
const EMPTY: Record<ReportStatus, { title: MessageDescriptor; description: MessageDescriptor }> = {
  OPEN: defineMessages({
    title: { id: 'admin.reports.empty.openTitle', defaultMessage: 'No open reports' },
    description: {
      id: 'admin.reports.empty.openDescription',
      defaultMessage: 'Reports members send about a member or a service appear here.',
    },
  }),
  CLOSED: defineMessages({
    title: { id: 'admin.reports.empty.closedTitle', defaultMessage: 'No closed reports' },
    description: { id: 'admin.reports.empty.closedDescription', defaultMessage: 'Reports you close appear here.' },
  }),
};

/** The reports queue: open (default) or closed, newest first; close a report, suspend its member. */
export function ReportsPanel() {
  const intl = useIntl();
  const [status, setStatus] = useState<ReportStatus>('OPEN');
  const [suspending, setSuspending] = useState<SuspendTarget | null>(null);
  const [viewing, setViewing] = useState<CoachPreview | null>(null);
  const result = useQuery(AdminReportsQuery, { variables: { status, first: PAGE } });
  const pages = useCursorPages(result, 'adminReports', { keepPreviousData: false });
  const { connection } = pages;
  const reports = connection?.nodes ?? [];

  return (
    <AdminSection
      title={intl.formatMessage({ id: 'admin.reports.title', defaultMessage: 'Reports' })}
      status={
        connection && (
          <FormattedMessage
            id="admin.reports.count"
            defaultMessage="{status, select, OPEN {{count} open} other {{count} closed}}"
            values={{ status, count: connection.totalCount }}
          />
        )
      }
    >
      <div className="moderation-toolbar">
        <Field
          as="select"
          label={intl.formatMessage({ id: 'admin.reports.show', defaultMessage: 'Show' })}
          value={status}
          onChange={(e) => setStatus(e.target.value as ReportStatus)}
        >
          <option value="OPEN">
            {intl.formatMessage({ id: 'admin.reports.showOpen', defaultMessage: 'Open reports' })}
          </option>
          <option value="CLOSED">
            {intl.formatMessage({ id: 'admin.reports.showClosed', defaultMessage: 'Closed reports' })}
          </option>
        </Field>
      </div>
      <PagedList
        pages={pages}
        skeletonWhileLoading
        errorText={intl.formatMessage({
          id: 'admin.reports.loadFailed',
          defaultMessage: 'Reports could not be loaded.',
        })}
        loadingText={intl.formatMessage({ id: 'admin.reports.loading', defaultMessage: 'Loading reports…' })}
        moreLabel={intl.formatMessage({ id: 'admin.reports.loadMore', defaultMessage: 'Load more reports' })}
        empty={
          reports.length === 0 && {
            headingLevel: 3,
            icon: 'shield',
            title: intl.formatMessage(EMPTY[status].title),
            description: intl.formatMessage(EMPTY[status].description),
          }
        }
      >
        <ul className="moderation-list">
          {reports.map((report) => (
            <ReportItem key={report.id} report={report} onSuspend={setSuspending} onView={setViewing} />
          ))}
        </ul>
      </PagedList>
      <SuspendModal member={suspending} onClose={() => setSuspending(null)} />
      {/* The reported member's profile with their services, the reported one among them. */}
      <Suspense fallback={null}>
        {viewing && <CoachProfileModal coach={viewing} viewerId="" onClose={() => setViewing(null)} />}
      </Suspense>
    </AdminSection>
  );
}

function ReportItem({
  report: ref,
  onSuspend,
  onView,
}: {
  report: FragmentType<typeof ReportItem_reportFragment>;
  onSuspend: (m: SuspendTarget) => void;
  onView: (member: CoachPreview) => void;
}) {
  const intl = useIntl();
  const report = useFragment(ReportItem_reportFragment, ref);
  const toast = useToast();
  const unsuspend = useUnsuspend();
  const [close, closing] = useMutation(CloseReportMutation, {
    // The report leaves the open queue and joins the closed one: both lists read again.
    update: (cache) => cache.evict({ id: 'ROOT_QUERY', fieldName: 'adminReports' }),
  });
  const member = report.subjectMember;
  const subject =
    report.subjectType === 'SERVICE'
      ? intl.formatMessage(
          { id: 'admin.reports.subjectService', defaultMessage: 'Service “{title}” by {name}' },
          { title: report.serviceTitle ?? '', name: member.fullName },
        )
      : intl.formatMessage(
          { id: 'admin.reports.subjectMember', defaultMessage: 'Member {name}' },
          { name: member.fullName },
        );
  const createdAt = formatDate(report.createdAt, intl.locale);

  const closeReport = async () => {
    try {
      await close({ variables: { id: report.id } });
      toast.success(intl.formatMessage({ id: 'admin.reports.closed', defaultMessage: 'Report closed' }));
    } catch (e) {
      toast.error(
        messageOr(
          e,
          intl.formatMessage({
            id: 'admin.reports.closeFailed',
            defaultMessage: 'The report could not be closed. Please try again.',
          }),
        ),
      );
    }
  };

  return (
    <li className="moderation-item">
      <div className="moderation-item__head">
        <strong>{subject}</strong>
        {member.suspended && (
          <span className="tag tag--danger">
            <FormattedMessage id="admin.reports.suspended" defaultMessage="Suspended" />
          </span>
        )}
      </div>
      {/* The reported member's address beside their name, apart from who reported them. */}
      <p className="moderation-item__meta">
        <FormattedMessage
          id="admin.reports.reportedMember"
          defaultMessage="Reported member: {name} · <mail>{email}</mail>"
          values={{
            name: member.fullName,
            email: member.email,
            mail: (chunks) => <a href={`mailto:${member.email}`}>{chunks}</a>,
          }}
        />
      </p>
      <p className="moderation-item__meta">
        {report.closedAt ? (
          <FormattedMessage
            id="admin.reports.reportedByClosed"
            defaultMessage="Reported by {reporter} on {date} · closed {closed}"
            values={{
              reporter: report.reporterName,
              date: createdAt,
              closed: formatDate(report.closedAt, intl.locale),
            }}
          />
        ) : (
          <FormattedMessage
            id="admin.reports.reportedBy"
            defaultMessage="Reported by {reporter} on {date}"
            values={{ reporter: report.reporterName, date: createdAt }}
          />
        )}
      </p>
      <p className="moderation-item__reason">{report.reason}</p>
      {report.resolution && (
        <p className="moderation-item__meta">
          <FormattedMessage
            id="admin.reports.note"
            defaultMessage="Note: {note}"
            values={{ note: report.resolution }}
          />
        </p>
      )}
      <div className="moderation-item__actions">
        <Button
          size="sm"
          variant="secondary"
          icon={<Icon name="user" size={15} />}
          onClick={() => onView({ id: member.id, fullName: member.fullName, userType: 'FREE' })}
        >
          {report.subjectType === 'SERVICE' ? (
            <FormattedMessage id="admin.reports.viewService" defaultMessage="View the service" />
          ) : (
            <FormattedMessage id="admin.reports.viewMember" defaultMessage="View the member" />
          )}
        </Button>
        {report.status === 'OPEN' && (
          <Button size="sm" variant="secondary" loading={closing.loading} onClick={() => void closeReport()}>
            <FormattedMessage id="admin.reports.close" defaultMessage="Close report" />
          </Button>
        )}
        <Button
          size="sm"
          variant={member.suspended ? 'secondary' : 'danger'}
          onClick={() =>
            member.suspended
              ? void unsuspend(member)
              : onSuspend({ id: member.id, fullName: member.fullName, suspended: false })
          }
        >
          {member.suspended ? (
            <FormattedMessage
              id="admin.reports.unsuspend"
              defaultMessage="Unsuspend {name}"
              values={{ name: member.fullName }}
            />
          ) : (
            <FormattedMessage
              id="admin.reports.suspend"
              defaultMessage="Suspend {name}"
              values={{ name: member.fullName }}
            />
          )}
        </Button>
      </div>
    </li>
  );
}
