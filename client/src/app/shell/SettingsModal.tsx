import { EmptyState, Modal, Tabs } from '../../shared/ui';

/**
 * Settings (the gear): tabs Calendar Availability and My Services (spec §2). Both tabs are
 * filled by later issues; until then they say so.
 */
export function SettingsModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Modal open={open} onClose={onClose} title="Settings" size="lg">
      <Tabs
        label="Settings sections"
        items={[
          {
            id: 'availability',
            label: 'Calendar Availability',
            content: (
              <EmptyState
                headingLevel={3}
                icon="calendar"
                title="Calendar Availability"
                description="Choose the hourly slots (07:00 to 19:00) when others can book sessions with you. This section is not available yet."
              />
            ),
          },
          {
            id: 'services',
            label: 'My Services',
            content: (
              <EmptyState
                headingLevel={3}
                icon="sparkles"
                title="My Services"
                description="Create the services you offer and set their price in Energy Points. This section is not available yet."
              />
            ),
          },
        ]}
      />
    </Modal>
  );
}
