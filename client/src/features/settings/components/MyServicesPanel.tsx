import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import type { MyOfferFragment, ServiceInput } from '../../../gql/graphql';
import { addPublishedService, evictCatalogue, updatePublishedService } from '../../../shared/lib/catalogueCache';
import { formatDuration, formatEp } from '../../../shared/lib/format';
import { Button, EmptyState, Icon, ListSkeleton, LoadError, Modal, useToast } from '../../../shared/ui';
import { CategoriesQuery } from '../../../shared/lib/categories';
import { emptyOfferForm, OFFER_MESSAGES, offerFormFrom } from '../lib/offerForm';
import { CreateServiceMutation, DeleteServiceMutation, MyServicesQuery, UpdateServiceMutation } from '../operations';
import { newClientKey } from '../../../shared/lib/clientKey';
import { OfferForm } from './OfferForm';
import { messageOr } from '../../../shared/lib/errors';

/** A new service's form carries one idempotency key for as long as it is open (a double click publishes once). */
type Editing = { mode: 'create'; clientKey: string } | { mode: 'edit'; offer: MyOfferFragment } | null;

const creating = (): Editing => ({ mode: 'create', clientKey: newClientKey() });

/** Settings › My Services: the member's services, the service form, and delete with confirmation. */
export function MyServicesPanel({ startWithNewService = false }: { startWithNewService?: boolean } = {}) {
  const toast = useToast();
  const { data, error, refetch } = useQuery(MyServicesQuery, { fetchPolicy: 'cache-and-network' });
  const categories = useQuery(CategoriesQuery, { errorPolicy: 'ignore' });
  const [editing, setEditing] = useState<Editing>(() => (startWithNewService ? creating() : null));
  const [confirming, setConfirming] = useState<MyOfferFragment | null>(null);

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
        toast.success(OFFER_MESSAGES.created);
      } else {
        const result = await updateService({ variables: { id: editing.offer.id, input } });
        if (!result.data) throw new Error('No answer');
        toast.success(OFFER_MESSAGES.updated);
      }
      setEditing(null);
    } catch (error) {
      toast.error(messageOr(error, OFFER_MESSAGES.saveFailed));
    }
  };

  const confirmDelete = async () => {
    if (!confirming) return;
    try {
      const result = await deleteService({ variables: { id: confirming.id } });
      if (!result.data) throw new Error('No answer');
      toast.success(OFFER_MESSAGES.deleted);
      setConfirming(null);
    } catch (error) {
      toast.error(messageOr(error, OFFER_MESSAGES.deleteFailed));
    }
  };

  if (editing) {
    return (
      <div className="my-services ui-stack">
        <h3 className="settings-heading">{editing.mode === 'create' ? 'New service' : 'Edit service'}</h3>
        <OfferForm
          mode={editing.mode}
          initial={editing.mode === 'edit' ? offerFormFrom(editing.offer) : emptyOfferForm()}
          categories={withKeptCategory(
            categories.data?.categories ?? [],
            editing.mode === 'edit' ? editing.offer : null,
          )}
          saving={create.loading || update.loading}
          onSubmit={(input) => void save(input)}
          onCancel={() => setEditing(null)}
        />
      </div>
    );
  }

  const offers = data?.myServices;

  return (
    <div className="my-services ui-stack">
      <div className="my-services__head ui-row ui-row--between">
        <p className="settings-intro">Services you offer to other members, priced in Energy Points.</p>
        {offers && offers.length > 0 && (
          <Button icon={<Icon name="plus" size={18} />} onClick={() => setEditing(creating())}>
            Add Service
          </Button>
        )}
      </div>

      {!offers ? (
        error ? (
          <LoadError message="Your services could not be loaded." onRetry={() => void refetch().catch(() => {})} />
        ) : (
          <ListSkeleton label="Loading your services…" count={2} />
        )
      ) : offers.length === 0 ? (
        <EmptyState
          headingLevel={3}
          icon="sparkles"
          title="No services yet"
          description="Create your first service so other members can find it in Discover and request it."
          action={
            <Button icon={<Icon name="plus" size={18} />} onClick={() => setEditing(creating())}>
              Add Service
            </Button>
          }
        />
      ) : (
        <ul className="my-services__list ui-bare-list ui-stack ui-stack--tight" aria-label="My services">
          {offers.map((offer) => (
            <li key={offer.id} className="my-offer">
              <div className="my-offer__text">
                <p className="my-offer__title">{offer.title}</p>
                <p className="my-offer__meta">
                  <span className="tag ui-inline-center ui-pill">{offer.categoryLabel}</span>
                  <span>{formatDuration(offer.durationMinutes)}</span>
                  <span>{formatEp(offer.energyCost)}</span>
                  <span>{`Max participants: ${offer.maxParticipants}`}</span>
                </p>
                <p className="my-offer__description ui-clamp">{offer.description}</p>
              </div>
              <div className="my-offer__actions">
                <Button
                  variant="secondary"
                  size="sm"
                  icon={<Icon name="pencil" size={15} />}
                  aria-label={`Edit ${offer.title}`}
                  onClick={() => setEditing({ mode: 'edit', offer })}
                >
                  Edit
                </Button>
                <Button
                  variant="ghost"
                  size="sm"
                  className="my-offer__delete"
                  icon={<Icon name="trash" size={15} />}
                  aria-label={`Delete ${offer.title}`}
                  onClick={() => setConfirming(offer)}
                >
                  Delete
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}

      <Modal
        open={confirming !== null}
        onClose={() => setConfirming(null)}
        title="Delete service?"
        size="sm"
        footer={
          <>
            <Button variant="secondary" onClick={() => setConfirming(null)} disabled={remove.loading}>
              Cancel
            </Button>
            <Button variant="danger" onClick={() => void confirmDelete()} loading={remove.loading}>
              Delete Service
            </Button>
          </>
        }
      >
        {confirming && (
          <p>
            “{confirming.title}” will no longer appear in Discover or on your profile. Exchanges already requested for
            it keep their history.
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
  offer: { category: string; categoryLabel: string } | null,
) {
  if (!offer || offered.length === 0 || offered.some((c) => c.value === offer.category)) return offered;
  return [...offered, { value: offer.category, label: `${offer.categoryLabel} (retired)` }];
}
