import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { describe, expect, it, vi } from 'vitest';
import { makeUser, TEST_TOKEN } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render';
import { SendCodeMutation, VerifyCodeMutation } from '../operations';
import { CreateAccountModal } from './CreateAccountModal';

const codeSent = {
  data: {
    sendCode: { __typename: 'CodeSent', email: 'jane@example.com', expiresInSeconds: 600, resendAfterSeconds: 60 },
  },
};

function sendCodeMock(outcome: object = { result: codeSent }, inputs: unknown[] = []) {
  return {
    request: {
      query: SendCodeMutation,
      variables: (vars: { input: unknown }) => {
        inputs.push(vars.input);
        return true;
      },
    },
    ...outcome,
  };
}

function renderModal(mocks: object[]) {
  const onAuthenticated = vi.fn();
  const onClose = vi.fn();
  renderWithProviders(
    <CreateAccountModal
      open
      onClose={onClose}
      onAuthenticated={onAuthenticated}
      onSwitchToSignIn={vi.fn()}
      onOpenFullPage={vi.fn()}
    />,
    mocks as never,
  );
  return { onAuthenticated, onClose };
}

async function fillDetails(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Full name'), 'Jane Doe');
  await user.type(screen.getByLabelText('Email'), 'jane@example.com');
  await user.click(screen.getByRole('button', { name: 'Send Verification Code' }));
}

describe('Create Account modal', () => {
  it('requires a name and a well-formed email', async () => {
    const user = userEvent.setup();
    renderModal([]);
    await user.click(screen.getByRole('button', { name: 'Send Verification Code' }));
    expect(screen.getByText('Full name is required')).not.toBeNull();
    expect(screen.getByText('Email is required')).not.toBeNull();
    await user.type(screen.getByLabelText('Email'), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Send Verification Code' }));
    expect(screen.getByText('Please enter a valid email address')).not.toBeNull();
  });

  it('sends the code with name and timezone, then verifies it and signs the member in', async () => {
    const user = userEvent.setup();
    const inputs: unknown[] = [];
    const member = makeUser();
    const { onAuthenticated } = renderModal([
      sendCodeMock({ result: codeSent }, inputs),
      {
        request: { query: VerifyCodeMutation, variables: { input: { email: 'jane@example.com', code: '123456' } } },
        result: { data: { verifyCode: { __typename: 'AuthPayload', accessToken: TEST_TOKEN, user: member } } },
      },
    ]);

    await fillDetails(user);
    expect(await screen.findByText('Verification code sent to your email!')).not.toBeNull();
    expect(inputs[0]).toMatchObject({ email: 'jane@example.com', fullName: 'Jane Doe' });
    expect(typeof (inputs[0] as { timezone: string }).timezone).toBe('string');
    expect(inputs[0]).toMatchObject({ locale: 'en' }); // the language the visitor reads becomes the account's

    const codeInput = screen.getByLabelText<HTMLInputElement>('Verification code');
    expect(codeInput.maxLength).toBe(6);
    expect(screen.getByRole('button', { name: 'Resend code in 60s' }).hasAttribute('disabled')).toBe(true);

    await user.type(codeInput, '1234567');
    expect(codeInput.value).toBe('123456');
    await user.click(screen.getByRole('button', { name: 'Verify & Create Account' }));

    expect(await screen.findByText('Account created successfully!')).not.toBeNull();
    expect(onAuthenticated).toHaveBeenCalledWith(
      expect.objectContaining({ accessToken: TEST_TOKEN, user: expect.objectContaining({ id: 'u1' }) }),
      'signup',
    );
  });

  it("shows the server's detail when sending fails, and the fallback without one", async () => {
    const user = userEvent.setup();
    renderModal([
      sendCodeMock({
        result: {
          errors: [
            new GraphQLError('Please wait 42 seconds before requesting a new code.', {
              extensions: { code: 'TOO_MANY_REQUESTS' },
            }),
          ],
        },
      }),
      sendCodeMock({ error: new Error('Network down') }),
    ]);
    await fillDetails(user);
    expect(await screen.findByText('Please wait 42 seconds before requesting a new code.')).not.toBeNull();
    expect(screen.queryByLabelText('Verification code')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Send Verification Code' }));
    expect(await screen.findByText('Failed to send verification code')).not.toBeNull();
  });

  it('shows the verify error and lets the member change the email', async () => {
    const user = userEvent.setup();
    const { onAuthenticated } = renderModal([
      sendCodeMock(),
      {
        request: { query: VerifyCodeMutation, variables: () => true },
        result: { errors: [new GraphQLError('Invalid verification code', { extensions: { code: 'BAD_USER_INPUT' } })] },
      },
    ]);
    await fillDetails(user);
    await user.type(await screen.findByLabelText('Verification code'), '000000');
    await user.click(screen.getByRole('button', { name: 'Verify & Create Account' }));
    expect(await screen.findByText('Invalid verification code')).not.toBeNull();
    expect(onAuthenticated).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Change Email' }));
    expect(screen.getByLabelText<HTMLInputElement>('Email').value).toBe('jane@example.com');
    expect(screen.getByLabelText<HTMLInputElement>('Full name').value).toBe('Jane Doe');
  });
});
