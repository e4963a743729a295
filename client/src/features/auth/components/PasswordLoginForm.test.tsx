import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { describe, expect, it, vi } from 'vitest';
import { makeUser, TEST_TOKEN } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render';
import { LoginMutation } from '../operations';
import { PasswordLoginForm } from './PasswordLoginForm';

const variables = { input: { email: 'jane@example.com', password: 'secret1' } };

async function submit() {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Email'), 'jane@example.com');
  await user.type(screen.getByLabelText('Password'), 'secret1');
  await user.click(screen.getByRole('button', { name: 'Sign In' }));
}

describe('PasswordLoginForm', () => {
  it('signs in and announces success', async () => {
    const onAuthenticated = vi.fn();
    renderWithProviders(<PasswordLoginForm onAuthenticated={onAuthenticated} />, [
      {
        request: { query: LoginMutation, variables },
        result: { data: { login: { __typename: 'AuthPayload', accessToken: TEST_TOKEN, user: makeUser() } } },
      },
    ]);
    await submit();
    expect(await screen.findByText('Login successful!')).not.toBeNull();
    expect(onAuthenticated).toHaveBeenCalledWith(expect.objectContaining({ accessToken: TEST_TOKEN }), 'login');
  });

  it("says 'Invalid email or password' when the server refuses", async () => {
    const onAuthenticated = vi.fn();
    renderWithProviders(<PasswordLoginForm onAuthenticated={onAuthenticated} />, [
      {
        request: { query: LoginMutation, variables },
        result: { errors: [new GraphQLError('Wrong credentials', { extensions: { code: 'UNAUTHENTICATED' } })] },
      },
    ]);
    await submit();
    expect(await screen.findByText('Invalid email or password')).not.toBeNull();
    expect(onAuthenticated).not.toHaveBeenCalled();
  });

  it('requires both fields', async () => {
    const user = userEvent.setup();
    renderWithProviders(<PasswordLoginForm onAuthenticated={vi.fn()} />);
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(screen.getByText('Email is required')).not.toBeNull();
    expect(screen.getByText('Password is required')).not.toBeNull();
  });
});
