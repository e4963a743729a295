import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { AdminDisputesQuery, ResolveDisputeMutation } from '../operations';
import { DisputesPanel } from './DisputesPanel';

const party = (id: string, fullName: string) => ({ __typename: 'DisputeParty', id, fullName });
const dispute = (over: Record<string, unknown> = {}) => ({
  __typename: 'Dispute',
  id: 'd1',
  status: 'OPEN',
  serviceTitle: 'Brand Audit',
  energyCost: 3,
  completedAt: '2026-11-20T10:00:00.000Z',
  reason: 'The coach never showed up to the session.',
  createdAt: '2026-11-21T10:00:00.000Z',
  resolvedAt: null,
  resolutionNote: null,
  resolvedBy: null,
  reversedAmount: null,
  claimedAmount: null,
  shortfall: null,
  openedBy: party('u1', 'Sam Student'),
  requester: party('u1', 'Sam Student'),
  coach: party('u2', 'Cora Coach'),
  ...over,
});
const connection = (nodes: unknown[]) => ({
  data: {
    adminDisputes: {
      __typename: 'DisputeConnection',
      nodes,
      totalCount: nodes.length,
      pageInfo: { __typename: 'PageInfo', hasNextPage: false, endCursor: null },
    },
  },
});

describe('DisputesPanel', () => {
  it('resolves an open dispute with a required note, and the row leaves the open queue in place', async () => {
    const user = userEvent.setup();
    const resolutions: unknown[] = [];
    renderWithProviders(<DisputesPanel />, [
      {
        request: { query: AdminDisputesQuery, variables: (v: { status: string }) => v.status === 'OPEN' },
        result: connection([dispute()]),
      },
      {
        request: { query: ResolveDisputeMutation, variables: (v: unknown) => (resolutions.push(v), true) },
        result: {
          data: {
            resolveDispute: dispute({
              status: 'REVERSED',
              reversedAmount: 1,
              shortfall: 2,
              resolvedBy: 'Ops',
              resolutionNote: 'No-show',
              resolvedAt: '2026-11-22T10:00:00.000Z',
            }),
          },
        },
      },
    ]);
    expect(await screen.findByText('The coach never showed up to the session.')).not.toBeNull();
    expect(screen.getByText(/Sam Student \(requester\) and Cora Coach \(coach\)/)).not.toBeNull();
    await user.click(screen.getByRole('button', { name: 'Reverse' }));
    const dialog = screen.getByRole('dialog', { name: 'Reverse this exchange' });
    await user.click(within(dialog).getByRole('button', { name: 'Reverse exchange' }));
    expect(within(dialog).getByText('Write a note of 1 to 2,000 characters: both parties read it.')).not.toBeNull();
    expect(resolutions).toHaveLength(0);
    await user.type(within(dialog).getByRole('textbox', { name: 'Note to both parties' }), 'No-show');
    await user.click(within(dialog).getByRole('button', { name: 'Reverse exchange' }));
    expect(await screen.findByText('The exchange was reversed.')).not.toBeNull();
    expect(resolutions).toEqual([{ disputeId: 'd1', action: 'REVERSE', note: 'No-show' }]);
    await waitFor(() => expect(screen.getByText('No open disputes')).not.toBeNull());
  });

  it('shows resolved disputes with their outcome', async () => {
    const user = userEvent.setup();
    renderWithProviders(<DisputesPanel />, [
      {
        request: { query: AdminDisputesQuery, variables: (v: { status: string }) => v.status === 'OPEN' },
        result: connection([]),
      },
      {
        request: { query: AdminDisputesQuery, variables: (v: { status: string }) => v.status === 'RESOLVED' },
        result: connection([
          dispute({
            id: 'd2',
            status: 'REVERSED',
            reversedAmount: 1,
            claimedAmount: 2,
            shortfall: 0,
            resolvedBy: 'Ops',
            resolutionNote: 'Agreed',
          }),
        ]),
      },
    ]);
    expect(await screen.findByText('No open disputes')).not.toBeNull();
    await user.click(screen.getByRole('tab', { name: 'Resolved' }));
    // Who first, then only the amounts that are not zero (no "shortfall 0 EP").
    expect(
      await screen.findByText(
        /^Reversed by Ops( on .*)?: 1 EP taken back from the coach, 2 EP claimed on the coach's holds\. Note: Agreed$/,
      ),
    ).not.toBeNull();
    expect(screen.queryByText(/shortfall/)).toBeNull();
    expect(screen.getByText('Reversed', { selector: '.tag' })).not.toBeNull();
  });

  it('says how a dismissed dispute ended as one sentence in the admin’s language', async () => {
    const user = userEvent.setup();
    const resolved = dispute({
      id: 'd3',
      status: 'DISMISSED',
      resolvedBy: 'Ops',
      resolvedAt: '2026-11-22T10:00:00.000Z',
      resolutionNote: 'Sin pruebas',
    });
    renderWithProviders(
      <DisputesPanel />,
      [
        {
          request: { query: AdminDisputesQuery, variables: (v: { status: string }) => v.status === 'OPEN' },
          result: connection([]),
        },
        {
          request: { query: AdminDisputesQuery, variables: (v: { status: string }) => v.status === 'RESOLVED' },
          result: connection([resolved]),
        },
      ],
      { locale: 'es' },
    );
    await user.click(await screen.findByRole('tab', { name: 'Resueltas' }));
    expect(await screen.findByText(/^Desestimada por Ops el .+\. Nota: Sin pruebas$/)).not.toBeNull();
  });
});
