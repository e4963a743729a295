import { Modal, Tabs } from '../../../shared/ui';
import { AvailabilityEditor } from './AvailabilityEditor';
import { MyServicesPanel } from './MyServicesPanel';
import './settings.css';

/** Settings (the gear): tabs Calendar Availability and My Services (spec §2). */
export function SettingsModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Modal open={open} onClose={onClose} title="Settings" size="lg">
      <Tabs
        label="Settings sections"
        items={[
          { id: 'availability', label: 'Calendar Availability', content: <AvailabilityEditor /> },
          { id: 'services', label: 'My Services', content: <MyServicesPanel /> },
        ]}
      />
    </Modal>
  );
}
