import { useQuery } from '@apollo/client/react';
import { Tabs } from '../../../shared/ui';
import { AdminAccessQuery } from '../operations';
import { AdminsPanel } from './AdminsPanel';
import { AnalyticsPanel } from './AnalyticsPanel';
import { ExportPanel } from './ExportPanel';
import { ImportPanel } from './ImportPanel';
import { MembersPanel } from './MembersPanel';
import { DeadMailsPanel } from './DeadMailsPanel';
import './admin.css';

export interface AdminViewProps {
  viewerEmail: string;
}

/**
 * The Admin Dashboard (spec §2): analytics, the member list, import and export, and admin
 * management, one tab each. Panels stay mounted when hidden so that a search, an import report
 * or a half-filled form survive a look at another tab. Loaded lazily: members never download it.
 */
export default function AdminView({ viewerEmail }: AdminViewProps) {
  // Already answered by the shell's access check (cache); tells which roles this admin may manage.
  const access = useQuery(AdminAccessQuery, { fetchPolicy: 'cache-first' });
  const viewerRole = access.data?.adminAccess ?? null;

  return (
    <div className="admin-view">
      <Tabs
        label="Admin sections"
        keepMounted
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
          { id: 'mail', label: 'Mail', content: <DeadMailsPanel /> },
        ]}
      />
    </div>
  );
}
