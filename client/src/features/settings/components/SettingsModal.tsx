import { Modal, Tabs } from '../../../shared/ui';
import { AvailabilityEditor } from './AvailabilityEditor';
import { MyServicesPanel } from './MyServicesPanel';
import { AccountPanel } from './AccountPanel';
import { EmailNotificationsPanel } from './EmailNotificationsPanel';
import './settings.css';

export type SettingsSection = 'availability' | 'services' | 'email' | 'account';

export interface SettingsModalProps {
  open: boolean;
  onClose: () => void;
  /** The tab shown first; Calendar Availability unless asked otherwise. */
  section?: SettingsSection;
  /** Opened from "Publish your first service": My Services starts on the new-service form. */
  newService?: boolean;
}

/** Settings (the gear): tabs Calendar Availability and My Services, Email notifications, and Account (my data, deletion). */
export function SettingsModal({ open, onClose, section = 'availability', newService = false }: SettingsModalProps) {
  return (
    <Modal open={open} onClose={onClose} title="Settings" size="lg">
      <Tabs
        label="Settings sections"
        defaultValue={section}
        items={[
          { id: 'availability', label: 'Calendar Availability', content: <AvailabilityEditor /> },
          { id: 'services', label: 'My Services', content: <MyServicesPanel startWithNewService={newService} /> },
          { id: 'email', label: 'Email notifications', content: <EmailNotificationsPanel /> },
          { id: 'account', label: 'Account', content: <AccountPanel /> },
        ]}
      />
    </Modal>
  );
}
