import { useState } from 'react';
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
const EMPTY: Record<ReportStatus, { title: string; description: string }> = {
  OPEN: { title: 'No open reports', description: 'Reports members send about a member or a service appear here.' },
  CLOSED: { title: 'No closed reports', description: 'Reports you close appear here.' },
};

/** The reports queue: open (default) or closed, newest first; close a report, suspend its member. */
export function ReportsPanel() {
  const [status, setStatus] = useState<ReportStatus>('OPEN');
  const [suspending, setSuspending] = useState<SuspendTarget | null>(null);
  const [viewing, setViewing] = useState<CoachPreview | null>(null);
  const result = useQuery(AdminReportsQuery, { variables: { status, first: PAGE } });
  const pages = useCursorPages(result, 'adminReports', { keepPreviousData: false });
  const { connection } = pages;
  const reports = connection?.nodes ?? [];

  return (
    <AdminSection title="Reports" status={connection && `${connection.totalCount} ${status.toLowerCase()}`}>
      <div className="moderation-toolbar">
        <Field as="select" label="Show" value={status} onChange={(e) => setStatus(e.target.value as ReportStatus)}>
          <option value="OPEN">Open reports</option>
          <option value="CLOSED">Closed reports</option>
        </Field>
      </div>
      <PagedList
        pages={pages}
        skeletonWhileLoading
        errorText="Reports could not be loaded."
        loadingText="Loading reports…"
        moreLabel="Load more reports"
        empty={reports.length === 0 && { headingLevel: 3, icon: 'shield', ...EMPTY[status] }}
      >
        <ul className="moderation-list">
          {reports.map((report) => (
            <ReportItem key={report.id} report={report} onSuspend={setSuspending} onView={setViewing} />
          ))}
        </ul>
      </PagedList>
      <SuspendModal member={suspending} onClose={() => setSuspending(null)} />
      {/* The reported member's profile with their services, the reported one among them. */}
      <CoachProfileModal coach={viewing} viewerId="" onClose={() => setViewing(null)} />
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
      ? `Service “${report.serviceTitle ?? ''}” by ${member.fullName}`
      : `Member ${member.fullName}`;

  const closeReport = async () => {
    try {
      await close({ variables: { id: report.id } });
      toast.success('Report closed');
    } catch (e) {
      toast.error(messageOr(e, 'The report could not be closed. Please try again.'));
    }
  };

  return (
    <li className="moderation-item">
      <div className="moderation-item__head">
        <strong>{subject}</strong>
        {member.suspended && <span className="tag tag--danger">Suspended</span>}
      </div>
      {/* The reported member's address beside their name, apart from who reported them. */}
      <p className="moderation-item__meta">
        {`Reported member: ${member.fullName} · `}
        <a href={`mailto:${member.email}`}>{member.email}</a>
      </p>
      <p className="moderation-item__meta">
        {`Reported by ${report.reporterName} on ${formatDate(report.createdAt)}`}
        {report.closedAt && ` · closed ${formatDate(report.closedAt)}`}
      </p>
      <p className="moderation-item__reason">{report.reason}</p>
      {report.resolution && <p className="moderation-item__meta">{`Note: ${report.resolution}`}</p>}
      <div className="moderation-item__actions">
        <Button
          size="sm"
          variant="secondary"
          icon={<Icon name="user" size={15} />}
          onClick={() => onView({ id: member.id, fullName: member.fullName, userType: 'FREE' })}
        >
          {report.subjectType === 'SERVICE' ? 'View the service' : 'View the member'}
        </Button>
        {report.status === 'OPEN' && (
          <Button size="sm" variant="secondary" loading={closing.loading} onClick={() => void closeReport()}>
            Close report
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
          {member.suspended ? `Unsuspend ${member.fullName}` : `Suspend ${member.fullName}`}
        </Button>
      </div>
    </li>
  );
}
