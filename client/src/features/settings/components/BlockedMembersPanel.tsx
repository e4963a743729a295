import { FormattedMessage, useIntl } from 'react-intl';
import { useMutation, useQuery } from '@apollo/client/react';
import { Button, ListSkeleton, LoadError, useToast } from '../../../shared/ui';
import { messageOr } from '../../../shared/lib/errors';
import { BlockedMembersQuery, UnblockMemberMutation } from '../operations';

const PAGE = 50;

/**
 * Settings › Account › Blocked members: whom I blocked (no questions, requests or messages between
 * us), and Unblock. Blocking is done from a question's thread.
 */
export function BlockedMembersPanel() {
  const intl = useIntl();
  const toast = useToast();
  const { data, previousData, loading, refetch, fetchMore } = useQuery(BlockedMembersQuery, {
    variables: { first: PAGE },
    fetchPolicy: 'cache-and-network',
  });
  const [unblock, { loading: unblocking }] = useMutation(UnblockMemberMutation, {
    // The answer is the member's id: they leave the list in place.
    update: (cache, { data: answer }) => {
      if (!answer) return;
      cache.evict({ id: cache.identify({ __typename: 'BlockedMember', id: answer.unblockMember }) });
      cache.gc();
    },
  });
  const page = (data ?? previousData)?.blockedMembers;

  if (!page && loading)
    return (
      <ListSkeleton
        label={intl.formatMessage({ id: 'settings.blocked.loading', defaultMessage: 'Loading blocked members' })}
        count={2}
      />
    );
  if (!page)
    return (
      <LoadError
        message={intl.formatMessage({
          id: 'settings.blocked.loadFailed',
          defaultMessage: 'Blocked members could not be loaded.',
        })}
        onRetry={() => void refetch().catch(() => {})}
      />
    );
  if (page.nodes.length === 0)
    return (
      <p className="blocked-list__empty">
        <FormattedMessage
          id="settings.blocked.empty"
          defaultMessage="Nobody is blocked. Block a member from a question’s thread: no questions, requests or messages between you until you unblock them."
        />
      </p>
    );
  return (
    <div className="ui-stack">
      <ul className="blocked-list">
        {page.nodes.map((m) => (
          <li key={m.id} className="blocked-list__item">
            <span>{m.fullName}</span>
            <Button
              size="sm"
              variant="secondary"
              disabled={unblocking}
              aria-label={intl.formatMessage(
                { id: 'settings.blocked.unblockLabel', defaultMessage: 'Unblock {name}' },
                { name: m.fullName },
              )}
              onClick={() =>
                void unblock({ variables: { memberId: m.id } })
                  .then(() =>
                    toast.success(
                      intl.formatMessage(
                        { id: 'settings.blocked.unblocked', defaultMessage: '{name} is unblocked.' },
                        { name: m.fullName },
                      ),
                    ),
                  )
                  .catch((err: unknown) =>
                    toast.error(
                      messageOr(
                        err,
                        intl.formatMessage({
                          id: 'settings.blocked.unblockFailed',
                          defaultMessage: 'Could not unblock. Please try again.',
                        }),
                      ),
                    ),
                  )
              }
            >
              <FormattedMessage id="settings.blocked.unblock" defaultMessage="Unblock" />
            </Button>
          </li>
        ))}
      </ul>
      {page.pageInfo.hasNextPage && (
        <Button
          variant="ghost"
          size="sm"
          onClick={() => void fetchMore({ variables: { after: page.pageInfo.endCursor } }).catch(() => {})}
        >
          <FormattedMessage id="settings.blocked.more" defaultMessage="Show more" />
        </Button>
      )}
    </div>
  );
}
