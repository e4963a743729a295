import { useApolloClient, useQuery } from '@apollo/client/react';
import { defineMessages, useIntl } from 'react-intl';
import { Tabs } from '../../../shared/ui';
import { DisputesPanel } from '../../disputes';
import { AdminAccessQuery } from '../operations';
import { AdminsPanel } from './AdminsPanel';
import { AnalyticsPanel } from './AnalyticsPanel';
import { ExportPanel } from './ExportPanel';
import { ImportPanel } from './ImportPanel';
import { MembersPanel } from './MembersPanel';
import { ReportsPanel } from './ReportsPanel';
import { AuditLogPanel } from './AuditLogPanel';
import { DeadMailsPanel } from './DeadMailsPanel';
import { CategoriesPanel } from './CategoriesPanel';
import './admin.css';

const TABS = defineMessages({
  sections: { id: 'admin.tabs.label', defaultMessage: 'Admin sections' },
  analytics: { id: 'admin.tabs.analytics', defaultMessage: 'Analytics' },
  members: { id: 'admin.tabs.members', defaultMessage: 'Members' },
  data: { id: 'admin.tabs.data', defaultMessage: 'Import & Export' },
  admins: { id: 'admin.tabs.admins', defaultMessage: 'Admins' },
  reports: { id: 'admin.tabs.reports', defaultMessage: 'Reports' },
  audit: { id: 'admin.tabs.audit', defaultMessage: 'Audit log' },
  disputes: { id: 'admin.tabs.disputes', defaultMessage: 'Disputes' },
  mail: { id: 'admin.tabs.mail', defaultMessage: 'Mail' },
  categories: { id: 'admin.tabs.categories', defaultMessage: 'Categories' },
});

export interface AdminViewProps {
  viewerEmail: string;
}

/**
 * The Admin Dashboard: analytics, the member list, import and export, admin
 * management, the reports queue and (super_admins) the audit log, one tab each. Panels stay mounted when hidden so that a search, an import report
 * or a half-filled form survive a look at another tab. Loaded lazily: members never download it.
 */
export default function AdminView({ viewerEmail }: AdminViewProps) {
  const intl = useIntl();
  const t = (tab: keyof typeof TABS) => intl.formatMessage(TABS[tab]);
  // Already answered by the shell's access check (cache); tells which roles this admin may manage.
  const access = useQuery(AdminAccessQuery, { fetchPolicy: 'cache-first' });
  const viewerRole = access.data?.adminAccess ?? null;
  const client = useApolloClient();
  // The reports queue and the audit log grow with what is done elsewhere (members' reports, the
  // actions of the other tabs): opening their tab reads them again, once per opening, no timer.
  const reread = (tab: string) => {
    const field = tab === 'audit' ? 'auditLog' : tab === 'reports' ? 'adminReports' : null;
    if (field) client.cache.evict({ id: 'ROOT_QUERY', fieldName: field });
  };

  return (
    <div className="admin-view ui-stack ui-stack--loose">
      <Tabs
        label={t('sections')}
        keepMounted
        onChange={reread}
        items={[
          { id: 'analytics', label: t('analytics'), content: <AnalyticsPanel /> },
          { id: 'members', label: t('members'), content: <MembersPanel /> },
          {
            id: 'data',
            label: t('data'),
            content: (
              <div className="admin-data">
                <ImportPanel />
                <ExportPanel />
              </div>
            ),
          },
          {
            id: 'admins',
            label: t('admins'),
            content: <AdminsPanel viewerEmail={viewerEmail} viewerRole={viewerRole} />,
          },
          { id: 'reports', label: t('reports'), content: <ReportsPanel /> },
          // The server refuses the audit log to plain admins; the tab is not even offered to them.
          ...(viewerRole === 'SUPER_ADMIN' ? [{ id: 'audit', label: t('audit'), content: <AuditLogPanel /> }] : []),
          { id: 'disputes', label: t('disputes'), content: <DisputesPanel /> },
          { id: 'mail', label: t('mail'), content: <DeadMailsPanel /> },
          // Categories are managed by super_admins only (the server refuses admins).
          ...(viewerRole === 'SUPER_ADMIN'
            ? [{ id: 'categories', label: t('categories'), content: <CategoriesPanel /> }]
            : []),
        ]}
      />
    </div>
  );
}
