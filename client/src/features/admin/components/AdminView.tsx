import { useApolloClient, useQuery } from '@apollo/client/react';
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

export interface AdminViewProps {
  viewerEmail: string;
}

/**
 * The Admin Dashboard: analytics, the member list, import and export, admin
 * management, the reports queue and (super_admins) the audit log, one tab each. Panels stay mounted when hidden so that a search, an import report
 * or a half-filled form survive a look at another tab. Loaded lazily: members never download it.
 */
export default function AdminView({ viewerEmail }: AdminViewProps) {
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
        label="Admin sections"
        keepMounted
        onChange={reread}
        items={[
          { id: 'analytics', label: 'Analytics', content: <AnalyticsPanel /> },
          { id: 'members', label: 'Members', content: <MembersPanel /> },
          {
            id: 'data',
            label: 'Import & Export',
            content: (
              <div className="admin-data">
                <ImportPanel />
                <ExportPanel />
              </div>
            ),
          },
          { id: 'admins', label: 'Admins', content: <AdminsPanel viewerEmail={viewerEmail} viewerRole={viewerRole} /> },
          { id: 'reports', label: 'Reports', content: <ReportsPanel /> },
          // The server refuses the audit log to plain admins; the tab is not even offered to them.
          ...(viewerRole === 'SUPER_ADMIN' ? [{ id: 'audit', label: 'Audit log', content: <AuditLogPanel /> }] : []),
          { id: 'disputes', label: 'Disputes', content: <DisputesPanel /> },
          { id: 'mail', label: 'Mail', content: <DeadMailsPanel /> },
          // Categories are managed by super_admins only (the server refuses admins).
          ...(viewerRole === 'SUPER_ADMIN'
            ? [{ id: 'categories', label: 'Categories', content: <CategoriesPanel /> }]
            : []),
        ]}
      />
    </div>
  );
}
