import { FormattedMessage, useIntl } from 'react-intl';
import { useMutation, useQuery } from '@apollo/client/react';
import { Suspense, useId, useState } from 'react';
import { graphql, useFragment, type FragmentType } from '../../../gql';
import { serverDetail } from '../../../shared/lib/errors';
import { formatEp } from '../../../shared/lib/format';
import { Button, CardAction, EmptyState, Icon, ListSkeleton, LoadError, useToast } from '../../../shared/ui';
import { RequestExchangeModal, type RequestableService } from '../../exchanges';
import { CloseNeedMutation, DeleteNeedMutation, MyNeedsQuery } from '../operations';
import { NeedSummary_needFragment } from './NeedCard';
import { NeedFormModal, type NeedSubject } from './NeedFormModal';

export const MyNeedItem_needFragment = graphql(`
  fragment MyNeedItem_need on Need {
    id
    ...NeedSummary_need
    answers {
      serviceId
      helperName
      serviceTitle
      energyCost
      durationMinutes
      active
    }
  }
`);

/** My needs: post, edit, close or reopen, delete; the services offered for each, requested in one click. */
export function MyNeeds() {
  const intl = useIntl();
  const { data, error, refetch } = useQuery(MyNeedsQuery, { fetchPolicy: 'cache-and-network' });
  const [editing, setEditing] = useState<NeedSubject | null>(null);
  const [requested, setRequested] = useState<RequestableService | null>(null);
  const needs = data?.myNeeds;
  return (
    <section className="my-needs" aria-labelledby="my-needs-title">
      <div className="my-needs__head ui-row ui-row--between">
        <h2 id="my-needs-title" className="my-needs__title">
          <FormattedMessage id="needs.mine.title" defaultMessage="My needs" />
        </h2>
        <Button icon={<Icon name="plus" size={16} />} onClick={() => setEditing('new')}>
          <FormattedMessage id="needs.mine.post" defaultMessage="Post a need" />
        </Button>
      </div>
      {error && !needs ? (
        <LoadError
          message={intl.formatMessage({
            id: 'needs.mine.loadFailed',
            defaultMessage: 'Your needs could not be loaded.',
          })}
          onRetry={() => void refetch()}
        />
      ) : !needs ? (
        <ListSkeleton
          label={intl.formatMessage({ id: 'needs.mine.loading', defaultMessage: 'Loading your needs…' })}
          count={2}
        />
      ) : needs.length === 0 ? (
        <EmptyState
          icon="search"
          headingLevel={3}
          title={intl.formatMessage({ id: 'needs.mine.emptyTitle', defaultMessage: 'You have not posted a need' })}
          description={intl.formatMessage({
            id: 'needs.mine.emptyText',
            defaultMessage:
              'Say what you are looking for: members who can help answer it, and matching services show in For you.',
          })}
        />
      ) : (
        <ul className="my-needs__list">
          {needs.map((n) => (
            <li key={n.id}>
              <MyNeedItem need={n} onEdit={setEditing} onRequest={setRequested} />
            </li>
          ))}
        </ul>
      )}
      <NeedFormModal subject={editing} onClose={() => setEditing(null)} />
      <Suspense fallback={null}>
        {requested && <RequestExchangeModal service={requested} onClose={() => setRequested(null)} />}
      </Suspense>
    </section>
  );
}

type Action = 'close' | 'delete';

function MyNeedItem({
  need: ref,
  onEdit,
  onRequest,
}: {
  need: FragmentType<typeof MyNeedItem_needFragment>;
  onEdit: (subject: NeedSubject) => void;
  onRequest: (service: RequestableService) => void;
}) {
  const intl = useIntl();
  const titleId = useId();
  const toast = useToast();
  const item = useFragment(MyNeedItem_needFragment, ref);
  const need = useFragment(NeedSummary_needFragment, item);
  const [busy, setBusy] = useState<Action | null>(null);
  // Closing, reopening or deleting changes which needs the board lists: only its pages read again.
  const [close] = useMutation(CloseNeedMutation, {
    update: (cache) => void cache.evict({ id: 'ROOT_QUERY', fieldName: 'needs' }),
  });
  const [remove] = useMutation(DeleteNeedMutation, {
    update: (cache, { data }) => {
      if (!data) return;
      const id = cache.identify({ __typename: 'Need', id: data.deleteNeed.id });
      cache.modify({
        id: 'ROOT_QUERY',
        fields: {
          myNeeds: (list: readonly { __ref: string }[], { readField }) =>
            list.filter((r) => readField('id', r) !== data.deleteNeed.id),
        },
      });
      if (id) cache.evict({ id });
      cache.evict({ id: 'ROOT_QUERY', fieldName: 'needs' });
      cache.gc();
    },
  });
  const run = async (action: Action) => {
    setBusy(action);
    try {
      if (action === 'close') await close({ variables: { id: need.id, closed: need.open } });
      else await remove({ variables: { id: need.id } });
    } catch (err) {
      toast.error(
        serverDetail(err) ??
          intl.formatMessage({ id: 'needs.mine.actionFailed', defaultMessage: 'That did not work. Try again.' }),
      );
    } finally {
      setBusy(null);
    }
  };
  return (
    <article className="my-need ui-card" aria-labelledby={titleId}>
      <header className="my-need__head ui-row ui-row--between">
        <h3 id={titleId} className="my-need__title">
          {need.title}
        </h3>
        <span className={need.open ? 'tag' : 'tag tag--muted'}>
          {need.open ? (
            <FormattedMessage id="needs.status.open" defaultMessage="Open" />
          ) : (
            <FormattedMessage id="needs.status.closed" defaultMessage="Closed" />
          )}
        </span>
      </header>
      <p className="my-need__meta">
        {need.endsOn ? (
          <FormattedMessage
            id="needs.mine.metaUntil"
            defaultMessage="{category} · up to {cost} · until {date}"
            values={{ category: need.categoryLabel, cost: formatEp(need.maxEnergy), date: need.endsOn }}
          />
        ) : (
          <FormattedMessage
            id="needs.mine.meta"
            defaultMessage="{category} · up to {cost}"
            values={{ category: need.categoryLabel, cost: formatEp(need.maxEnergy) }}
          />
        )}
      </p>
      {item.answers.length > 0 && (
        <ul
          className="my-need__answers"
          aria-label={intl.formatMessage({ id: 'needs.mine.offers', defaultMessage: 'Offers of help' })}
        >
          {item.answers.map((a) => (
            <li key={a.serviceId} className="my-need__answer ui-row ui-row--tight ui-row--between">
              <span>
                <FormattedMessage
                  id="needs.mine.offer"
                  defaultMessage="{helper} can help: {service} ({cost})"
                  values={{ helper: a.helperName, service: a.serviceTitle, cost: formatEp(a.energyCost) }}
                />
              </span>
              {a.active && (
                <Button
                  size="sm"
                  onClick={() =>
                    onRequest({
                      id: a.serviceId,
                      title: a.serviceTitle,
                      energyCost: a.energyCost,
                      durationMinutes: a.durationMinutes,
                      coachName: a.helperName,
                    })
                  }
                >
                  <FormattedMessage id="needs.mine.request" defaultMessage="Request" />
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
      <div className="my-need__actions ui-row ui-row--tight">
        <Button
          size="sm"
          variant="secondary"
          aria-describedby={titleId}
          disabled={busy !== null}
          onClick={() =>
            onEdit({
              id: need.id,
              title: need.title,
              description: need.description,
              category: need.category,
              categoryLabel: need.categoryLabel,
              maxEnergy: need.maxEnergy,
              endsOn: need.endsOn,
            })
          }
        >
          <FormattedMessage id="needs.mine.edit" defaultMessage="Edit" />
        </Button>
        <CardAction kind="close" busy={busy} describedBy={titleId} onRun={(k) => void run(k)}>
          {need.open ? (
            <FormattedMessage id="needs.mine.close" defaultMessage="Close" />
          ) : (
            <FormattedMessage id="needs.mine.reopen" defaultMessage="Reopen" />
          )}
        </CardAction>
        <CardAction kind="delete" busy={busy} describedBy={titleId} variant="danger" onRun={(k) => void run(k)}>
          <FormattedMessage id="needs.mine.delete" defaultMessage="Delete" />
        </CardAction>
      </div>
    </article>
  );
}
