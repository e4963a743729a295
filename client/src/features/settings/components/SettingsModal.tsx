import { useIntl } from 'react-intl';
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

/** Settings (the gear): tabs Calendar Availability and My Services, Notifications (email and push), and Account (my data, deletion). */
export function SettingsModal({ open, onClose, section = 'availability', newService = false }: SettingsModalProps) {
  const intl = useIntl();
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={intl.formatMessage({ id: 'settings.title', defaultMessage: 'Settings' })}
      size="lg"
    >
      <Tabs
        label={intl.formatMessage({ id: 'settings.tabs.label', defaultMessage: 'Settings sections' })}
        defaultValue={section}
        items={[
          {
            id: 'availability',
            label: intl.formatMessage({ id: 'settings.tabs.availability', defaultMessage: 'Calendar Availability' }),
            content: <AvailabilityEditor />,
          },
          {
            id: 'services',
            label: intl.formatMessage({ id: 'settings.tabs.services', defaultMessage: 'My Services' }),
            content: <MyServicesPanel startWithNewService={newService} />,
          },
          {
            id: 'email',
            label: intl.formatMessage({ id: 'settings.tabs.notifications', defaultMessage: 'Notifications' }),
            content: <EmailNotificationsPanel />,
          },
          {
            id: 'account',
            label: intl.formatMessage({ id: 'settings.tabs.account', defaultMessage: 'Account' }),
            content: <AccountPanel />,
          },
        ]}
      />
    </Modal>
  );
}
