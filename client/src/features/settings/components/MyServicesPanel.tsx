import { defineMessages, FormattedMessage, useIntl, type IntlShape } from 'react-intl';
import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import type { MyServiceFragment, ServiceInput } from '../../../gql/graphql';
import { addPublishedService, evictCatalogue, updatePublishedService } from '../../../shared/lib/catalogueCache';
import { formatDuration, formatEp } from '../../../shared/lib/format';
import { Button, EmptyState, Icon, ListSkeleton, LoadError, Modal, useToast } from '../../../shared/ui';
import { CategoriesQuery } from '../../../shared/lib/categories';
import { emptyServiceForm, SERVICE_MESSAGES, serviceFormFrom } from '../lib/serviceForm';
import { CreateServiceMutation, DeleteServiceMutation, MyServicesQuery, UpdateServiceMutation } from '../operations';
import { newClientKey } from '../../../shared/lib/clientKey';
import { ServiceForm } from './ServiceForm';
import { GroupSessionsPanel } from '../../group-sessions';
import { messageOr } from '../../../shared/lib/errors';

/** A new service's form carries one idempotency key for as long as it is open (a double click publishes once). */
type Editing = { mode: 'create'; clientKey: string } | { mode: 'edit'; service: MyServiceFragment } | null;

const SERVICE_FORM_TITLES = defineMessages({
  create: { id: 'settings.services.newTitle', defaultMessage: 'New service' },
  edit: { id: 'settings.services.editTitle', defaultMessage: 'Edit service' },
});

const creating = (): Editing => ({ mode: 'create', clientKey: newClientKey() });

/** Settings › My Services: the member's services, the service form, and delete with confirmation. */
export function MyServicesPanel({ startWithNewService = false }: { startWithNewService?: boolean } = {}) {
  const intl = useIntl();
  const toast = useToast();
  const { data, error, refetch } = useQuery(MyServicesQuery, { fetchPolicy: 'cache-and-network' });
  const categories = useQuery(CategoriesQuery, { errorPolicy: 'ignore' });
  const [editing, setEditing] = useState<Editing>(() => (startWithNewService ? creating() : null));
  const [confirming, setConfirming] = useState<MyServiceFragment | null>(null);
  // The services whose group sessions are open below them.
  const [openGroups, setOpenGroups] = useState<ReadonlySet<string>>(() => new Set());
  const toggleGroups = (id: string) =>
    setOpenGroups((open) => {
      const next = new Set(open);
      if (!next.delete(id)) next.add(id);
      return next;
    });

  // A new or edited service updates this list in place (docs/architecture.md, "Client data
  // flow"); a deleted one leaves every list that showed it, so they all reload.
  const [createService, create] = useMutation(CreateServiceMutation, {
    update: (cache, { data }) => {
      if (data) addPublishedService(cache, data.createService);
    },
  });
  const [updateService, update] = useMutation(UpdateServiceMutation, { update: updatePublishedService });
  const [deleteService, remove] = useMutation(DeleteServiceMutation, { update: evictCatalogue });

  const save = async (input: ServiceInput) => {
    if (!editing) return;
    try {
      if (editing.mode === 'create') {
        const result = await createService({ variables: { input, clientKey: editing.clientKey } });
        if (!result.data) throw new Error('No answer');
        toast.success(intl.formatMessage(SERVICE_MESSAGES.created));
      } else {
        const result = await updateService({ variables: { id: editing.service.id, input } });
        if (!result.data) throw new Error('No answer');
        toast.success(intl.formatMessage(SERVICE_MESSAGES.updated));
      }
      setEditing(null);
    } catch (error) {
      toast.error(messageOr(error, intl.formatMessage(SERVICE_MESSAGES.saveFailed)));
    }
  };

  const confirmDelete = async () => {
    if (!confirming) return;
    try {
      const result = await deleteService({ variables: { id: confirming.id } });
      if (!result.data) throw new Error('No answer');
      toast.success(intl.formatMessage(SERVICE_MESSAGES.deleted));
      setConfirming(null);
    } catch (error) {
      toast.error(messageOr(error, intl.formatMessage(SERVICE_MESSAGES.deleteFailed)));
    }
  };

  if (editing) {
    return (
      <div className="my-services ui-stack">
        <h3 className="settings-heading">
          {intl.formatMessage(editing.mode === 'create' ? SERVICE_FORM_TITLES.create : SERVICE_FORM_TITLES.edit)}
        </h3>
        <ServiceForm
          mode={editing.mode}
          initial={editing.mode === 'edit' ? serviceFormFrom(editing.service) : emptyServiceForm()}
          categories={withKeptCategory(
            categories.data?.categories ?? [],
            editing.mode === 'edit' ? editing.service : null,
            intl,
          )}
          saving={create.loading || update.loading}
          onSubmit={(input) => void save(input)}
          onCancel={() => setEditing(null)}
        />
      </div>
    );
  }

  const services = data?.myServices;

  return (
    <div className="my-services ui-stack">
      <div className="my-services__head ui-row ui-row--between">
        <p className="settings-intro">
          <FormattedMessage
            id="settings.services.intro"
            defaultMessage="Services you offer to other members, priced in Energy Points."
          />
        </p>
        {services && services.length > 0 && (
          <Button icon={<Icon name="plus" size={18} />} onClick={() => setEditing(creating())}>
            <FormattedMessage id="settings.services.add" defaultMessage="Add Service" />
          </Button>
        )}
      </div>

      {!services ? (
        error ? (
          <LoadError
            message={intl.formatMessage({
              id: 'settings.services.loadFailed',
              defaultMessage: 'Your services could not be loaded.',
            })}
            onRetry={() => void refetch().catch(() => {})}
          />
        ) : (
          <ListSkeleton
            label={intl.formatMessage({ id: 'settings.services.loading', defaultMessage: 'Loading your services…' })}
            count={2}
          />
        )
      ) : services.length === 0 ? (
        <EmptyState
          headingLevel={3}
          icon="sparkles"
          title={intl.formatMessage({ id: 'settings.services.emptyTitle', defaultMessage: 'No services yet' })}
          description={intl.formatMessage({
            id: 'settings.services.emptyText',
            defaultMessage: 'Create your first service so other members can find it in Discover and request it.',
          })}
          action={
            <Button icon={<Icon name="plus" size={18} />} onClick={() => setEditing(creating())}>
              <FormattedMessage id="settings.services.add" defaultMessage="Add Service" />
            </Button>
          }
        />
      ) : (
        <ul
          className="my-services__list ui-bare-list ui-stack ui-stack--tight"
          aria-label={intl.formatMessage({ id: 'settings.services.list', defaultMessage: 'My services' })}
        >
          {services.map((service) => (
            <li key={service.id} className="my-service">
              <div className="my-service__row">
                <div className="my-service__text">
                  <p className="my-service__title">{service.title}</p>
                  <p className="my-service__meta">
                    <span className="tag ui-inline-center ui-pill">{service.categoryLabel}</span>
                    <span>{formatDuration(service.durationMinutes)}</span>
                    <span>{formatEp(service.energyCost)}</span>
                    <span>
                      <FormattedMessage
                        id="settings.services.maxParticipants"
                        defaultMessage="Max participants: {count}"
                        values={{ count: service.maxParticipants }}
                      />
                    </span>
                  </p>
                  <p className="my-service__description ui-clamp">{service.description}</p>
                </div>
                <div className="my-service__actions">
                  <Button
                    variant="secondary"
                    size="sm"
                    icon={<Icon name="pencil" size={15} />}
                    aria-label={intl.formatMessage(
                      { id: 'settings.services.editLabel', defaultMessage: 'Edit {title}' },
                      { title: service.title },
                    )}
                    onClick={() => setEditing({ mode: 'edit', service })}
                  >
                    <FormattedMessage id="settings.services.edit" defaultMessage="Edit" />
                  </Button>
                  <Button
                    variant="ghost"
                    size="sm"
                    className="my-service__delete"
                    icon={<Icon name="trash" size={15} />}
                    aria-label={intl.formatMessage(
                      { id: 'settings.services.deleteLabel', defaultMessage: 'Delete {title}' },
                      { title: service.title },
                    )}
                    onClick={() => setConfirming(service)}
                  >
                    <FormattedMessage id="settings.services.delete" defaultMessage="Delete" />
                  </Button>
                </div>
              </div>
              {/* A service for several participants is also given as group sessions with seats. */}
              {service.maxParticipants > 1 && (
                <>
                  <Button
                    variant="secondary"
                    size="sm"
                    className="my-service__groups-toggle"
                    icon={<Icon name="users" size={15} />}
                    aria-expanded={openGroups.has(service.id)}
                    aria-controls={`group-sessions-${service.id}`}
                    onClick={() => toggleGroups(service.id)}
                  >
                    {openGroups.has(service.id) ? (
                      <FormattedMessage id="settings.services.hideGroups" defaultMessage="Hide group sessions" />
                    ) : (
                      <FormattedMessage id="settings.services.groups" defaultMessage="Group sessions" />
                    )}
                  </Button>
                  {openGroups.has(service.id) && (
                    <div
                      id={`group-sessions-${service.id}`}
                      role="region"
                      aria-label={intl.formatMessage(
                        { id: 'settings.services.groupsLabel', defaultMessage: 'Group sessions of {title}' },
                        { title: service.title },
                      )}
                    >
                      <GroupSessionsPanel service={service} />
                    </div>
                  )}
                </>
              )}
            </li>
          ))}
        </ul>
      )}

      <Modal
        open={confirming !== null}
        onClose={() => setConfirming(null)}
        title={intl.formatMessage({ id: 'settings.services.confirmTitle', defaultMessage: 'Delete service?' })}
        size="sm"
        footer={
          <>
            <Button variant="secondary" onClick={() => setConfirming(null)} disabled={remove.loading}>
              <FormattedMessage id="settings.services.cancel" defaultMessage="Cancel" />
            </Button>
            <Button variant="danger" onClick={() => void confirmDelete()} loading={remove.loading}>
              <FormattedMessage id="settings.services.confirmDelete" defaultMessage="Delete Service" />
            </Button>
          </>
        }
      >
        {confirming && (
          <p>
            <FormattedMessage
              id="settings.services.confirmText"
              defaultMessage="“{title}” will no longer appear in Discover or on your profile. Exchanges already requested for it keep their history."
              values={{ title: confirming.title }}
            />
          </p>
        )}
      </Modal>
    </div>
  );
}

/**
 * The categories a service may be saved with: the offered ones, plus its own when a super_admin
 * has retired it since (the server lets it keep it; the form must not silently change it).
 */
function withKeptCategory(
  offered: ReadonlyArray<{ value: string; label: string }>,
  service: { category: string; categoryLabel: string } | null,
  intl: IntlShape,
) {
  if (!service || offered.length === 0 || offered.some((c) => c.value === service.category)) return offered;
  const label = intl.formatMessage(
    { id: 'settings.services.retiredCategory', defaultMessage: '{category} (retired)' },
    { category: service.categoryLabel },
  );
  return [...offered, { value: service.category, label }];
}
