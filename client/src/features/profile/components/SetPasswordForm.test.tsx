import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { ChangePasswordMutation } from '../operations';
import { makeUser } from '../../../test/fixtures';
import { getToken } from '../../../shared/viewer/session';
import { SetPasswordForm } from './SetPasswordForm';

async function fill(user: ReturnType<typeof userEvent.setup>, password: string, confirm: string) {
  const newField = screen.getByLabelText('New password');
  const confirmField = screen.getByLabelText('Confirm new password');
  await user.clear(newField);
  await user.clear(confirmField);
  if (password) await user.type(newField, password);
  if (confirm) await user.type(confirmField, confirm);
  await user.click(screen.getByRole('button', { name: 'Update Password' }));
}

describe('SetPasswordForm', () => {
  it('checks both fields, the match and the length before sending', async () => {
    const user = userEvent.setup();
    // No mocks: a request would add an error toast, a second alert, and getByRole would throw.
    renderWithProviders(<SetPasswordForm />);
    await fill(user, '', '');
    expect(screen.getByRole('alert').textContent).toBe('Please fill in all password fields');
    await fill(user, 'secret1', 'secret2');
    expect(screen.getByRole('alert').textContent).toBe('New passwords do not match');
    await fill(user, 'abc12', 'abc12');
    expect(screen.getByRole('alert').textContent).toBe('New password must be at least 6 characters long');
  });

  it('sends the new password, keeps the session with the fresh token, and confirms with a toast', async () => {
    const user = userEvent.setup();
    const member = makeUser();
    renderWithProviders(<SetPasswordForm />, [
      {
        request: { query: ChangePasswordMutation, variables: { newPassword: 'secret12' } },
        result: {
          data: { changePassword: { __typename: 'AuthPayload', accessToken: 'fresh.token.here', user: member } },
        },
      },
    ]);
    await fill(user, 'secret12', 'secret12');
    expect(await screen.findByText('Password updated successfully!')).not.toBeNull();
    expect(screen.getByLabelText<HTMLInputElement>('New password').value).toBe('');
    expect(getToken()).toBe('fresh.token.here');
  });

  it("shows the server's message, or 'Failed to update password'", async () => {
    const user = userEvent.setup();
    renderWithProviders(<SetPasswordForm />, [
      {
        request: { query: ChangePasswordMutation, variables: { newPassword: 'secret12' } },
        result: { errors: [new GraphQLError('Password is too common', { extensions: { code: 'BAD_USER_INPUT' } })] },
      },
      {
        request: { query: ChangePasswordMutation, variables: { newPassword: 'secret13' } },
        error: new Error('offline'),
      },
    ]);
    await fill(user, 'secret12', 'secret12');
    expect((await screen.findByRole('alert')).textContent).toBe('Password is too common');
    await user.click(screen.getByRole('button', { name: 'Dismiss notification' }));
    await fill(user, 'secret13', 'secret13');
    expect((await screen.findByRole('alert')).textContent).toBe('Failed to update password');
  });
});
