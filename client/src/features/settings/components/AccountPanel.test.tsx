import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { getSession } from '../../../shared/viewer/session';
import { DeleteAccountMutation, MyDataExportQuery } from '../operations';
import { AccountPanel } from './AccountPanel';

const createObjectUrl = vi.fn((_blob: Blob) => 'blob:my-data');

describe('AccountPanel', () => {
  beforeEach(() => {
    URL.createObjectURL = createObjectUrl;
    URL.revokeObjectURL = vi.fn();
  });
  afterEach(() => vi.restoreAllMocks());

  it('downloads my data as a JSON file', async () => {
    const user = userEvent.setup();
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    renderWithProviders(<AccountPanel />, [
      {
        request: { query: MyDataExportQuery },
        result: {
          data: {
            myDataExport: {
              __typename: 'MyDataExport',
              filename: 'energy-exchange-my-data-2026-11-24.json',
              json: '{"profile":{}}',
            },
          },
        },
      },
    ]);
    await user.click(screen.getByRole('button', { name: 'Download my data' }));
    expect(await screen.findByText('Your data is downloading')).not.toBeNull();
    expect(click).toHaveBeenCalledTimes(1);
    const blob = createObjectUrl.mock.calls[0][0];
    expect(blob.type).toBe('application/json;charset=utf-8');
  });

  it('deletes the account after a confirmation: open exchanges are listed when refused, then the session ends', async () => {
    const user = userEvent.setup();
    localStorage.setItem('token', 'tok');
    renderWithProviders(<AccountPanel />, [
      {
        request: { query: DeleteAccountMutation, variables: { password: 'secret1' } },
        result: {
          errors: [
            {
              message: 'Finish or settle your open exchanges before deleting your account',
              extensions: {
                code: 'CONFLICT',
                openExchanges: [
                  { id: 'r1', title: 'Pitch coaching', otherPartyName: 'Ann', role: 'requester', sessionDate: null },
                ],
              },
            },
          ],
        },
      },
      {
        request: { query: DeleteAccountMutation, variables: { password: 'secret1' } },
        result: { data: { deleteAccount: true } },
      },
    ]);
    await user.click(screen.getByRole('button', { name: 'Delete account' }));
    await user.click(screen.getByRole('button', { name: 'Delete my account for good' }));
    // Said at the field, which is marked invalid.
    const field = screen.getByLabelText('Your password');
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(field.getAttribute('aria-describedby')!)?.textContent).toBe('Enter your password');
    await user.type(screen.getByLabelText('Your password'), 'secret1');
    await user.click(screen.getByRole('button', { name: 'Delete my account for good' }));
    const alert = await screen.findByRole('alert');
    expect(
      await within(alert).findByText('Finish or settle your open exchanges before deleting your account'),
    ).not.toBeNull();
    expect(within(alert).getByText(/Pitch coaching — with Ann/)).not.toBeNull();
    await user.click(screen.getByRole('button', { name: 'Delete my account for good' }));
    await vi.waitFor(() => expect(getSession().token).toBeNull());
  });
});
