import { useMutation, useQuery } from '@apollo/client/react';
import { Button, EmptyState, ListSkeleton, LoadError, useToast } from '../../../shared/ui';
import { formatDate } from '../lib/format';
import { DeadMailsQuery, RetryMailMutation } from '../operations';

const PAGE = 50;

export const DEAD_MAIL_TEXTS = {
  retried: 'Mail queued again',
  retryFailed: 'Could not retry this mail. Please try again.',
} as const;

/**
 * Mails the outbox gave up on after its attempts (docs/mail.md), with why, and a retry that puts
 * one back in the queue with its Message-ID. A retried mail stays listed as "pending" until the
 * list is reloaded.
 */
export function DeadMailsPanel() {
  const { data, error, refetch, fetchMore, loading } = useQuery(DeadMailsQuery, { variables: { first: PAGE }, fetchPolicy: 'cache-and-network' });
  const [retry, { loading: retrying }] = useMutation(RetryMailMutation);
  const toast = useToast();
  const page = data?.deadMails;

  const retryOne = async (id: string) => {
    try {
      const result = await retry({ variables: { id } });
      if (!result.data) throw new Error('No answer');
      toast.success(DEAD_MAIL_TEXTS.retried);
    } catch {
      toast.error(DEAD_MAIL_TEXTS.retryFailed);
    }
  };

  return (
    <section className="admin-section" aria-labelledby="admin-mail-title">
      <h2 id="admin-mail-title" className="admin-section__title">
        Undelivered mail
      </h2>
      {error && !page ? (
        <LoadError message="Undelivered mail could not be loaded." onRetry={() => void refetch().catch(() => {})} />
      ) : !page ? (
        <ListSkeleton label="Loading undelivered mail…" count={2} />
      ) : page.nodes.length === 0 ? (
        <EmptyState icon="mail" title="No undelivered mail" description="Every mail was delivered or is still being tried." />
      ) : (
        <>
          <p className="admin-mail__summary">{page.totalCount} mail{page.totalCount === 1 ? '' : 's'} could not be delivered after every attempt.</p>
          <div className="table-scroll" role="region" aria-labelledby="admin-mail-caption" tabIndex={0}>
            <table className="admin-table">
              <caption id="admin-mail-caption" className="sr-only">
                Undelivered mail
              </caption>
              <thead>
                <tr>
                  <th scope="col">Recipient</th>
                  <th scope="col">Subject</th>
                  <th scope="col">Attempts</th>
                  <th scope="col">Last error</th>
                  <th scope="col">Queued</th>
                  <th scope="col">
                    <span className="sr-only">Actions</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {page.nodes.map((m) => (
                  <tr key={m.id}>
                    <th scope="row" className="admin-table__email">
                      {m.recipient}
                    </th>
                    <td>{m.subject}</td>
                    <td>{m.attempts}</td>
                    <td>{m.lastError ?? '—'}</td>
                    <td className="admin-table__date">{formatDate(m.createdAt)}</td>
                    <td className="admin-table__action">
                      {m.status === 'dead' ? (
                        <Button variant="secondary" size="sm" disabled={retrying} onClick={() => void retryOne(m.id)}>
                          {'Retry '}
                          <span className="sr-only">mail to {m.recipient}</span>
                        </Button>
                      ) : (
                        <span className="tag tag--muted">Queued again</span>
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {page.pageInfo.hasNextPage && (
            <Button
              variant="secondary"
              disabled={loading}
              onClick={() =>
                void fetchMore({
                  variables: { first: PAGE, after: page.pageInfo.endCursor },
                  updateQuery: (prev, { fetchMoreResult }) => ({
                    deadMails: { ...fetchMoreResult.deadMails, nodes: [...prev.deadMails.nodes, ...fetchMoreResult.deadMails.nodes] },
                  }),
                }).catch(() => toast.error('Could not load more mail.'))
              }
            >
              Load more
            </Button>
          )}
        </>
      )}
    </section>
  );
}
