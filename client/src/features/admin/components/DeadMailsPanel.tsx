import { useMutation, useQuery } from '@apollo/client/react';
import { graphql } from '../../../gql';
import { useCursorPages } from '../../../shared/lib/useCursorPages';
import { Button, DataTable, PagedList, useToast } from '../../../shared/ui';
import { formatDate } from '../lib/format';
import { DeadMailsQuery, RetryMailMutation } from '../operations';
import { AdminSection } from './AdminSection';
import { messageOr } from '../../../shared/lib/errors';

/** A mail the outbox gave up on (never its body), as the Mail tab lists it. */
export const OutboxMailFieldsFragment = graphql(`
  fragment OutboxMailFields on OutboxMail {
    id
    status
    messageId
    recipient
    subject
    template
    attempts
    lastError
    createdAt
  }
`);

const PAGE = 50;

export const DEAD_MAIL_TEXTS = {
  retried: 'Mail queued again',
  retryFailed: 'Could not retry this mail. Please try again.',
  scope:
    'Only mail that could not be delivered after every attempt is listed here; mail that was sent or is still being tried is not.',
} as const;

/**
 * Mails the outbox gave up on after its attempts (docs/notifications.md), with why, and a retry that puts
 * one back in the queue with its Message-ID. A retried mail stays listed as "pending" until the
 * list is reloaded.
 */
export function DeadMailsPanel() {
  const deadMails = useQuery(DeadMailsQuery, { variables: { first: PAGE }, fetchPolicy: 'cache-and-network' });
  const pages = useCursorPages(deadMails, 'deadMails');
  const page = pages.connection;
  const [retry, { loading: retrying }] = useMutation(RetryMailMutation);
  const toast = useToast();

  const retryOne = async (id: string) => {
    try {
      const result = await retry({ variables: { id } });
      if (!result.data) throw new Error('No answer');
      toast.success(DEAD_MAIL_TEXTS.retried);
    } catch (error) {
      toast.error(messageOr(error, DEAD_MAIL_TEXTS.retryFailed));
    }
  };

  return (
    <AdminSection title="Undelivered mail">
      {/* The tab is called Mail: it says at once that it lists only what failed, not the outbox. */}
      <p className="admin-mail__scope">{DEAD_MAIL_TEXTS.scope}</p>
      <PagedList
        pages={pages}
        errorText="Undelivered mail could not be loaded."
        loadingText="Loading undelivered mail…"
        skeleton={{ count: 2 }}
        empty={
          page?.nodes.length === 0 && {
            icon: 'mail',
            title: 'No undelivered mail',
            description: 'Every mail was delivered or is still being tried.',
          }
        }
      >
        {page && (
          <>
            <p className="admin-mail__summary">
              {page.totalCount} mail{page.totalCount === 1 ? '' : 's'} could not be delivered after every attempt.
            </p>
            <DataTable
              caption="Undelivered mail"
              className="admin-table"
              columns={['Recipient', 'Subject', 'Attempts', 'Last error', 'Queued']}
              actions
            >
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
                    {m.status === 'DEAD' ? (
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
            </DataTable>
          </>
        )}
      </PagedList>
    </AdminSection>
  );
}
