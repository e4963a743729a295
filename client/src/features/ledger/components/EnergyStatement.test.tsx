import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { MyLedgerQuery } from '../operations';
import { EnergyStatement } from './EnergyStatement';

type Vars = { first: number; after?: string | null };

const entry = (id: string, over: Record<string, unknown> = {}) => ({
  __typename: 'LedgerEntryType',
  id,
  createdAt: '2026-11-20T10:00:00.000Z',
  kind: 'SETTLEMENT',
  description: 'Exchange completed: “Brand Audit”',
  amount: 3,
  balance: 4,
  otherParty: { __typename: 'StatementParty', id: 'u2', fullName: 'Sam Student' },
  ...over,
});
const hold = {
  __typename: 'LedgerHoldType',
  id: 'r9',
  requestId: 'r9',
  serviceTitle: 'Portfolio Review',
  amount: 2,
  status: 'PENDING' as const,
  since: '2026-11-21T10:00:00.000Z',
  coach: { __typename: 'StatementParty', id: 'u3', fullName: 'Cora Coach' },
};
const page = (entries: unknown[], holds: unknown[], next: string | null, totalCount = 2) => ({
  data: {
    myLedger: {
      __typename: 'LedgerStatementType',
      entries,
      holds,
      totalCount,
      pageInfo: { __typename: 'PageInfo', hasNextPage: next !== null, endCursor: next },
    },
  },
});

function ledgerMock(sent: Vars[], answer: (vars: Vars) => ReturnType<typeof page>) {
  return {
    request: { query: MyLedgerQuery, variables: (vars: Vars) => (sent.push(vars), true) },
    maxUsageCount: Number.POSITIVE_INFINITY,
    result: answer,
  };
}

const rows = () =>
  screen
    .getAllByRole('row')
    .slice(1)
    .map((row) => Array.from((row as HTMLTableRowElement).cells, (c) => c.textContent));

describe('EnergyStatement', () => {
  it('lists entries with the signed amount and running balance, the holds apart, and loads more with the cursor', async () => {
    const user = userEvent.setup();
    const sent: Vars[] = [];
    renderWithProviders(<EnergyStatement timezone="UTC" />, [
      ledgerMock(sent, (vars) =>
        vars.after === 'c1'
          ? page(
              [
                entry('1', {
                  kind: 'SIGNUP_BONUS',
                  description: 'Welcome bonus',
                  amount: 1,
                  balance: 1,
                  otherParty: null,
                }),
              ],
              [hold],
              null,
            )
          : page([entry('2')], [hold], 'c1'),
      ),
    ]);
    expect(screen.getByText('Loading your statement…')).not.toBeNull();
    await screen.findByRole('table');
    expect(rows()).toEqual([['Nov 20, 2026', 'Exchange completed: “Brand Audit”', 'Sam Student', 'credited +3', '4']]);
    expect(screen.getByText('On hold')).not.toBeNull();
    expect(screen.getByText(/held for Portfolio Review with Cora Coach/)).not.toBeNull();
    await user.click(screen.getByRole('button', { name: 'Load more entries' }));
    await waitFor(() => expect(rows()).toHaveLength(2));
    expect(rows()[1]).toEqual(['Nov 20, 2026', 'Welcome bonus', 'Energy Exchange', 'credited +1', '1']);
    expect(sent.at(-1)).toEqual({ first: 25, after: 'c1' });
    expect(screen.queryByRole('button', { name: 'Load more entries' })).toBeNull();
  });

  it('shows a debit with a minus sign, an empty state, and downloads the CSV from the server', async () => {
    const user = userEvent.setup();
    const download = vi.fn(async () => false);
    renderWithProviders(<EnergyStatement download={download} />, [
      ledgerMock([], () =>
        page([entry('5', { amount: -2, balance: 0, kind: 'REQUEST_HOLD', description: 'Held' })], [], null, 1),
      ),
    ]);
    await screen.findByRole('table');
    expect(rows()[0][3]).toBe('debited −2');
    await user.click(screen.getByRole('button', { name: 'Download CSV' }));
    expect(download).toHaveBeenCalledTimes(1);
    expect(await screen.findByText('The statement could not be downloaded. Try again.')).not.toBeNull();
  });

  it('has an empty state and an error state with a retry', async () => {
    const { unmount } = renderWithProviders(<EnergyStatement />, [ledgerMock([], () => page([], [], null, 0))]);
    expect(await screen.findByText('No Energy Points yet')).not.toBeNull();
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Download CSV' }).disabled).toBe(true);
    unmount();
    renderWithProviders(<EnergyStatement />, [
      { request: { query: MyLedgerQuery, variables: () => true }, error: new Error('down') },
    ]);
    const notice = await screen.findByText('Your statement could not be loaded.');
    expect(within(notice.parentElement!).getByRole('button', { name: 'Try again' })).not.toBeNull();
  });
});
