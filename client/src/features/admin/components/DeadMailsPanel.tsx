import { useMutation, useQuery } from '@apollo/client/react';
import type { ReactNode } from 'react';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { graphql } from '../../../gql';
import { useCursorPages } from '../../../shared/lib/useCursorPages';
import { Button, DataTable, PagedList, useToast } from '../../../shared/ui';
import { formatDate, NONE } from '../lib/format';
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

export const DEAD_MAIL_TEXTS = defineMessages({
  retried: { id: 'admin.mail.retried', defaultMessage: 'Mail queued again' },
  retryFailed: { id: 'admin.mail.retryFailed', defaultMessage: 'Could not retry this mail. Please try again.' },
  scope: {
    id: 'admin.mail.scope',
    defaultMessage:
      'Only mail that could not be delivered after every attempt is listed here; mail that was sent or is still being tried is not.',
  },
});

const screenReaderOnly = (chunks: ReactNode[]) => <span className="sr-only">{chunks}</span>;

/**
 * Mails the outbox gave up on after its attempts (docs/notifications.md), with why, and a retry that puts
 * one back in the queue with its Message-ID. A retried mail stays listed as "pending" until the
 * list is reloaded.
 */
export function DeadMailsPanel() {
  const intl = useIntl();
  const deadMails = useQuery(DeadMailsQuery, { variables: { first: PAGE }, fetchPolicy: 'cache-and-network' });
  const pages = useCursorPages(deadMails, 'deadMails');
  const page = pages.connection;
  const [retry, { loading: retrying }] = useMutation(RetryMailMutation);
  const toast = useToast();

  const retryOne = async (id: string) => {
    try {
      const result = await retry({ variables: { id } });
      if (!result.data) throw new Error('No answer');
      toast.success(intl.formatMessage(DEAD_MAIL_TEXTS.retried));
    } catch (error) {
      toast.error(messageOr(error, intl.formatMessage(DEAD_MAIL_TEXTS.retryFailed)));
    }
  };

  return (
    <AdminSection title={intl.formatMessage({ id: 'admin.mail.title', defaultMessage: 'Undelivered mail' })}>
      {/* The tab is called Mail: it says at once that it lists only what failed, not the outbox. */}
      <p className="admin-mail__scope">{intl.formatMessage(DEAD_MAIL_TEXTS.scope)}</p>
      <PagedList
        pages={pages}
        errorText={intl.formatMessage({
          id: 'admin.mail.loadFailed',
          defaultMessage: 'Undelivered mail could not be loaded.',
        })}
        loadingText={intl.formatMessage({ id: 'admin.mail.loading', defaultMessage: 'Loading undelivered mail…' })}
        skeleton={{ count: 2 }}
        empty={
          page?.nodes.length === 0 && {
            icon: 'mail',
            title: intl.formatMessage({ id: 'admin.mail.empty.title', defaultMessage: 'No undelivered mail' }),
            description: intl.formatMessage({
              id: 'admin.mail.empty.description',
              defaultMessage: 'Every mail was delivered or is still being tried.',
            }),
          }
        }
      >
        {page && (
          <>
            <p className="admin-mail__summary">
              <FormattedMessage
                id="admin.mail.summary"
                defaultMessage="{count, plural, one {{count} mail} other {{count} mails}} could not be delivered after every attempt."
                values={{ count: page.totalCount }}
              />
            </p>
            <DataTable
              caption={intl.formatMessage({ id: 'admin.mail.caption', defaultMessage: 'Undelivered mail' })}
              className="admin-table"
              columns={[
                intl.formatMessage({ id: 'admin.mail.column.recipient', defaultMessage: 'Recipient' }),
                intl.formatMessage({ id: 'admin.mail.column.subject', defaultMessage: 'Subject' }),
                intl.formatMessage({ id: 'admin.mail.column.attempts', defaultMessage: 'Attempts' }),
                intl.formatMessage({ id: 'admin.mail.column.lastError', defaultMessage: 'Last error' }),
                intl.formatMessage({ id: 'admin.mail.column.queued', defaultMessage: 'Queued' }),
              ]}
              actions
            >
              {page.nodes.map((m) => (
                <tr key={m.id}>
                  <th scope="row" className="admin-table__email">
                    {m.recipient}
                  </th>
                  <td>{m.subject}</td>
                  <td>{m.attempts}</td>
                  <td>{m.lastError ?? NONE}</td>
                  <td className="admin-table__date">{formatDate(m.createdAt, intl.locale)}</td>
                  <td className="admin-table__action">
                    {m.status === 'DEAD' ? (
                      <Button variant="secondary" size="sm" disabled={retrying} onClick={() => void retryOne(m.id)}>
                        <FormattedMessage
                          id="admin.mail.retry"
                          defaultMessage="Retry <sr>mail to {recipient}</sr>"
                          values={{ recipient: m.recipient, sr: screenReaderOnly }}
                        />
                      </Button>
                    ) : (
                      <span className="tag tag--muted">
                        <FormattedMessage id="admin.mail.queuedAgain" defaultMessage="Queued again" />
                      </span>
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
