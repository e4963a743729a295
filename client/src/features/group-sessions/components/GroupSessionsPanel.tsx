import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button, Icon, ListSkeleton, LoadError, Modal } from '../../../shared/ui';
import { useViewer } from '../../../shared/viewer/viewer';
import { useGroupSessionActions } from '../hooks/useGroupSessionActions';
import { useLiveSeatCounts } from '../hooks/useLiveSeatCounts';
import { ServiceGroupSessionsQuery } from '../operations';
import { EditNotesModal, type NotesSubject } from './EditNotesModal';
import { GroupSessionCard } from './GroupSessionCard';
import { ScheduleGroupSessionModal, type SchedulableService } from './ScheduleGroupSessionModal';

/**
 * Settings › My Services, under a service for several participants: its upcoming group sessions
 * with who booked and who waits (live), Schedule, Edit notes and Cancel.
 */
export function GroupSessionsPanel({ service }: { service: SchedulableService }) {
  const intl = useIntl();
  const { data, error, refetch } = useQuery(ServiceGroupSessionsQuery, {
    variables: { serviceId: service.id },
    fetchPolicy: 'cache-and-network',
  });
  useLiveSeatCounts();
  const viewer = useViewer();
  const actions = useGroupSessionActions();
  const [scheduling, setScheduling] = useState<SchedulableService | null>(null);
  const [editing, setEditing] = useState<NotesSubject | null>(null);
  const [cancelling, setCancelling] = useState<string | null>(null);
  // A cancelled one stays in the cached list with its new status until the list is read again.
  const list = data?.groupSessions.filter((g) => g.status === 'SCHEDULED');

  return (
    <div className="group-sessions-panel ui-stack ui-stack--tight">
      <div className="group-sessions-panel__head ui-row ui-row--between">
        <p className="group-sessions-panel__intro">
          <FormattedMessage
            id="groupSessions.panel.intro"
            defaultMessage="Workshops of this service: members book seats; when it is full they join the waitlist."
          />
        </p>
        <Button size="sm" icon={<Icon name="plus" size={15} />} onClick={() => setScheduling(service)}>
          <FormattedMessage id="groupSessions.panel.schedule" defaultMessage="Schedule" />
        </Button>
      </div>
      {!list ? (
        error ? (
          <LoadError
            message={intl.formatMessage({
              id: 'groupSessions.panel.loadFailed',
              defaultMessage: 'Group sessions could not be loaded.',
            })}
            onRetry={() => void refetch().catch(() => {})}
          />
        ) : (
          <ListSkeleton
            label={intl.formatMessage({ id: 'groupSessions.panel.loading', defaultMessage: 'Loading group sessions…' })}
            count={1}
          />
        )
      ) : list.length === 0 ? (
        <p className="group-sessions-panel__empty">
          <FormattedMessage id="groupSessions.panel.empty" defaultMessage="No group sessions scheduled yet." />
        </p>
      ) : (
        <ul
          className="group-sessions-panel__list ui-bare-list ui-stack ui-stack--tight"
          aria-label={intl.formatMessage(
            { id: 'groupSessions.panel.listLabel', defaultMessage: 'Group sessions of {title}' },
            { title: service.title },
          )}
        >
          {[...list]
            .sort((a, b) => a.startsAt.localeCompare(b.startsAt))
            .map((g) => (
              <li key={g.id}>
                <GroupSessionCard
                  groupSession={g}
                  headingLevel={3}
                  viewerTimezone={viewer?.timezone}
                  busy={actions.busy?.id === g.id ? actions.busy.kind : null}
                  locked={actions.busy !== null}
                  onRun={(kind, attended) =>
                    // Cancelling gives every seat's EP back and tells everyone: asked once more first.
                    kind === 'cancel' ? setCancelling(g.id) : void actions.run(g.id, kind, attended)
                  }
                  onEditNotes={(session) => setEditing(session)}
                />
              </li>
            ))}
        </ul>
      )}
      <ScheduleGroupSessionModal service={scheduling} onClose={() => setScheduling(null)} />
      <EditNotesModal subject={editing} onClose={() => setEditing(null)} />
      <Modal
        open={cancelling !== null}
        onClose={() => setCancelling(null)}
        title={intl.formatMessage({ id: 'groupSessions.cancel.title', defaultMessage: 'Cancel group session?' })}
        size="sm"
        footer={
          <>
            <Button variant="secondary" onClick={() => setCancelling(null)} disabled={actions.busy !== null}>
              <FormattedMessage id="groupSessions.cancel.keep" defaultMessage="Keep it" />
            </Button>
            <Button
              variant="danger"
              loading={actions.busy?.kind === 'cancel'}
              onClick={() => {
                if (cancelling)
                  void actions.run(cancelling, 'cancel').then((done) => {
                    if (done) setCancelling(null);
                  });
              }}
            >
              <FormattedMessage id="groupSessions.cancel.confirm" defaultMessage="Cancel group session" />
            </Button>
          </>
        }
      >
        <p>
          <FormattedMessage
            id="groupSessions.cancel.text"
            defaultMessage="Everyone who booked a seat gets their Energy Points back, and everyone on it is told."
          />
        </p>
      </Modal>
    </div>
  );
}
