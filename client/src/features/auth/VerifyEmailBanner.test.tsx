import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { describe, expect, it } from 'vitest';
import { makeUser } from '../../test/fixtures';
import { renderWithProviders } from '../../test/render';
import { VerifyEmailBanner } from './VerifyEmailBanner';
import { ResendVerificationEmailMutation, VerifyEmailMutation } from './verifyEmailOperations';

/** The signed-in member as `me` answered it, in the cache: the banner asks the server nothing more. */
const nia = (emailVerified: boolean) => ({ viewer: makeUser({ id: 'u1', email: 'nia@example.com', emailVerified }) });

describe('VerifyEmailBanner', () => {
  it('asks an unverified member for the mailed code and disappears once the server confirms it, without a reload', async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <VerifyEmailBanner />,
      [
        {
          request: { query: VerifyEmailMutation, variables: { code: '111111' } },
          result: {
            errors: [new GraphQLError('Invalid verification code', { extensions: { code: 'BAD_USER_INPUT' } })],
          },
        },
        {
          request: { query: VerifyEmailMutation, variables: { code: '123456' } },
          result: { data: { verifyEmail: { __typename: 'User', id: 'u1', emailVerified: true } } },
        },
      ],
      nia(false),
    );
    const region = await screen.findByRole('region', { name: 'Confirm your email' });
    expect(region.textContent).toContain('We sent a code to nia@example.com');

    const field = screen.getByLabelText('Confirmation code');
    await user.type(field, '12');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(screen.getByText('Enter the 6-digit code from the mail')).not.toBeNull();
    expect(field.getAttribute('aria-invalid')).toBe('true');

    await user.clear(field);
    await user.type(field, '111111');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Invalid verification code')).not.toBeNull();

    await user.clear(field);
    await user.type(field, '123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    // The mutation's answer updates the cached member: the banner goes away on its own.
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Confirm your email' })).toBeNull());
  });

  it('shows nothing for a verified member', async () => {
    const { container } = renderWithProviders(<VerifyEmailBanner />, [], nia(true));
    await new Promise((r) => setTimeout(r, 20));
    expect(container.querySelector('.verify-banner')).toBeNull();
  });

  it('resends with the 60 s cooldown, and follows the wait the server asks for', async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <VerifyEmailBanner />,
      [
        {
          request: { query: ResendVerificationEmailMutation },
          result: {
            errors: [
              new GraphQLError('Please wait 42 seconds before requesting a new code.', {
                extensions: { code: 'TOO_MANY_REQUESTS', retryAfterSeconds: 42 },
              }),
            ],
          },
        },
      ],
      nia(false),
    );
    await user.click(await screen.findByRole('button', { name: 'Resend code' }));
    expect(await screen.findByText('Please wait 42 seconds before requesting a new code.')).not.toBeNull();
    const waiting = screen.getByRole('button', { name: /^Resend code in 4[12]s$/ });
    expect((waiting as HTMLButtonElement).disabled).toBe(true);
  });

  it('confirms a resend politely and starts the countdown', async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <VerifyEmailBanner />,
      [
        {
          request: { query: ResendVerificationEmailMutation },
          result: {
            data: {
              resendVerificationEmail: { __typename: 'CodeSent', email: 'nia@example.com', resendAfterSeconds: 60 },
            },
          },
        },
      ],
      nia(false),
    );
    await user.click(await screen.findByRole('button', { name: 'Resend code' }));
    expect((await screen.findByRole('status')).textContent).toBe('A new code is on its way to nia@example.com.');
    expect(screen.getByRole<HTMLButtonElement>('button', { name: /^Resend code in (60|59)s$/ }).disabled).toBe(true);
  });
});
