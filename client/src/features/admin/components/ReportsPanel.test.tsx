import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { AdminReportsQuery, CloseReportMutation, SuspendMemberMutation } from '../operations';
import { ReportsPanel } from './ReportsPanel';

const report = {
  __typename: 'AdminReport' as const,
  id: 'r1',
  subjectType: 'SERVICE' as const,
  serviceTitle: 'Too good to be true',
  subjectMember: {
    __typename: 'ReportedMember' as const,
    id: 'c1',
    fullName: 'Sly Coach',
    email: 'sly@example.com',
    suspended: false,
  },
  reporterName: 'Rita',
  reason: 'Asks for payment outside the platform.',
  status: 'OPEN' as const,
  createdAt: '2026-11-20T10:00:00.000Z',
  closedAt: null,
  resolution: null,
};
const page = (nodes: (typeof report)[]) => ({
  adminReports: {
    __typename: 'AdminReportConnection',
    nodes,
    totalCount: nodes.length,
    pageInfo: { __typename: 'PageInfo', hasNextPage: false, endCursor: null },
  },
});
const open = { status: 'OPEN', first: 20 };

describe('ReportsPanel', () => {
  it('shows the skeleton, then the empty queue', async () => {
    renderWithProviders(<ReportsPanel />, [
      { request: { query: AdminReportsQuery, variables: open }, result: { data: page([]) } },
    ]);
    expect(screen.getByTestId('list-skeleton')).not.toBeNull();
    expect(await screen.findByRole('heading', { name: 'No open reports' })).not.toBeNull();
  });

  it('a failed load offers a retry; a report can be acted on: suspend its member (in place), close it', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ReportsPanel />, [
      { request: { query: AdminReportsQuery, variables: open }, error: new Error('offline') },
      { request: { query: AdminReportsQuery, variables: open }, result: { data: page([report]) } },
      {
        request: { query: SuspendMemberMutation, variables: { userId: 'c1', reason: 'Off-platform payments' } },
        result: {
          data: {
            suspendMember: {
              __typename: 'MemberSuspension',
              id: 'c1',
              suspendedAt: '2026-11-24T02:00:00.000Z',
              suspendedReason: 'Off-platform payments',
            },
          },
        },
      },
      {
        request: { query: CloseReportMutation, variables: { id: 'r1' } },
        result: { data: { closeReport: { ...report, status: 'CLOSED', closedAt: '2026-11-24T02:01:00.000Z' } } },
      },
      { request: { query: AdminReportsQuery, variables: open }, result: { data: page([]) } },
    ]);
    expect(await screen.findByText('Reports could not be loaded.')).not.toBeNull();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    const item = (await screen.findByText('Service “Too good to be true” by Sly Coach')).closest('li')!;
    expect(within(item).getByText('Asks for payment outside the platform.')).not.toBeNull();

    await user.click(within(item).getByRole('button', { name: 'Suspend Sly Coach' }));
    const dialog = screen.getByRole('dialog', { name: 'Suspend member' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'Off-platform payments');
    await user.click(within(dialog).getByRole('button', { name: 'Suspend' }));
    expect(await within(item).findByText('Suspended')).not.toBeNull();
    expect(within(item).getByRole('button', { name: 'Unsuspend Sly Coach' })).not.toBeNull();

    await user.click(within(item).getByRole('button', { name: 'Close report' }));
    expect(await screen.findByRole('heading', { name: 'No open reports' })).not.toBeNull();
  });
});
