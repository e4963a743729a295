import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { DeadMailsQuery, RetryMailMutation } from '../operations';
import { DeadMailsPanel } from './DeadMailsPanel';

const mail = (status: 'PENDING' | 'SENT' | 'DEAD') => ({
  __typename: 'OutboxMail',
  id: '7d1c8a52-4a4e-4a57-9c55-2a7f1b1f0c11',
  status,
  messageId: '<abc.mail@example.com>',
  recipient: 'ann@example.com',
  subject: 'New exchange request',
  template: 'notification',
  attempts: status === 'DEAD' ? 8 : 0,
  lastError: 'connect ECONNREFUSED',
  createdAt: '2026-11-20T10:00:00.000Z',
});
const page = {
  __typename: 'OutboxMailConnection',
  totalCount: 1,
  pageInfo: { __typename: 'PageInfo', hasNextPage: false, endCursor: null },
  nodes: [mail('DEAD')],
};

describe('DeadMailsPanel', () => {
  it('lists undelivered mail with its error and retries one, the row updating in place', async () => {
    const user = userEvent.setup();
    renderWithProviders(<DeadMailsPanel />, [
      { request: { query: DeadMailsQuery, variables: { first: 50 } }, result: { data: { deadMails: page } } },
      {
        request: { query: RetryMailMutation, variables: { id: mail('DEAD').id } },
        result: { data: { retryMail: mail('PENDING') } },
      },
    ]);
    expect(await screen.findByText('ann@example.com')).not.toBeNull();
    expect(screen.getByText('connect ECONNREFUSED')).not.toBeNull();
    await user.click(screen.getByRole('button', { name: 'Retry mail to ann@example.com' }));
    expect(await screen.findByText('Mail queued again')).not.toBeNull();
    await waitFor(() => expect(screen.getByText('Queued again')).not.toBeNull());
    expect(screen.queryByRole('button', { name: /Retry/ })).toBeNull();
  });

  it('says when there is none', async () => {
    renderWithProviders(<DeadMailsPanel />, [
      {
        request: { query: DeadMailsQuery, variables: { first: 50 } },
        result: { data: { deadMails: { ...page, totalCount: 0, nodes: [] } } },
      },
    ]);
    expect(await screen.findByText('No undelivered mail')).not.toBeNull();
  });
});
