import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { BlockedMembersQuery, UnblockMemberMutation } from '../operations';
import { BlockedMembersPanel } from './BlockedMembersPanel';

const blocked = (id: string, fullName: string) => ({
  __typename: 'BlockedMember',
  id,
  fullName,
  blockedAt: '2030-01-01T09:00:00.000Z',
});
const page = (nodes: unknown[]) => ({
  blockedMembers: {
    __typename: 'BlockedMemberConnection',
    totalCount: nodes.length,
    pageInfo: { __typename: 'PageInfo', hasNextPage: false, endCursor: null },
    nodes,
  },
});

describe('BlockedMembersPanel', () => {
  it('lists the members I blocked and takes one off the list when I unblock them', async () => {
    const user = userEvent.setup();
    const unblocked: string[] = [];
    renderWithProviders(<BlockedMembersPanel />, [
      {
        request: { query: BlockedMembersQuery, variables: { first: 50 } },
        result: { data: page([blocked('u1', 'Nico Nuisance'), blocked('u2', 'Sam Spam')]) },
      },
      {
        request: {
          query: UnblockMemberMutation,
          variables: (vars: { memberId: string }) => {
            unblocked.push(vars.memberId);
            return true;
          },
        },
        result: { data: { unblockMember: 'u1' } },
      },
    ]);
    await user.click(await screen.findByRole('button', { name: 'Unblock Nico Nuisance' }));
    await waitFor(() => expect(screen.queryByText('Nico Nuisance')).toBeNull());
    expect(unblocked).toEqual(['u1']);
    expect(screen.getByText('Sam Spam')).not.toBeNull();
  });

  it('says nobody is blocked, and how to block', async () => {
    renderWithProviders(<BlockedMembersPanel />, [
      { request: { query: BlockedMembersQuery, variables: { first: 50 } }, result: { data: page([]) } },
    ]);
    expect(await screen.findByText(/^Nobody is blocked\./)).not.toBeNull();
  });
});
