import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { ValidateReferralQuery } from '../operations';
import { SignUpPage } from './SignUpPage';

/** Answers validateReferral for any code: JANE42 belongs to Jane Doe, anything else is invalid. */
function referralMock(seen: string[]) {
  return {
    request: { query: ValidateReferralQuery, variables: () => true },
    maxUsageCount: Number.POSITIVE_INFINITY,
    result: ({ code }: { code: string }) => {
      seen.push(code);
      return {
        data: {
          validateReferral:
            code === 'JANE42'
              ? { __typename: 'ReferralValidation', valid: true, referrerName: 'Jane Doe' }
              : { __typename: 'ReferralValidation', valid: false, referrerName: null },
        },
      };
    },
  };
}

function renderPage(initialReferralCode?: string, seen: string[] = []) {
  renderWithProviders(
    <SignUpPage
      initialReferralCode={initialReferralCode}
      onAuthenticated={vi.fn()}
      onGoToSignIn={vi.fn()}
      onBackToHome={vi.fn()}
    />,
    [referralMock(seen)],
  );
  return seen;
}

describe('Sign Up page referral code', () => {
  it('validates a prefilled code (?ref=) at once and names the referrer', async () => {
    const seen = renderPage('JANE42');
    expect(screen.getByLabelText<HTMLInputElement>(/Referral code/).value).toBe('JANE42');
    expect(await screen.findByText('Jane Doe referred you')).not.toBeNull();
    expect(screen.getByText('+5 EP for them!')).not.toBeNull();
    expect(seen).toEqual(['JANE42']);
    expect(document.title).toBe('Sign Up | Energy Exchange');
  });

  it('re-validates on every change and shows the invalid message', async () => {
    const user = userEvent.setup();
    const seen = renderPage();
    const input = screen.getByLabelText(/Referral code/);
    expect(screen.queryByText('Invalid referral code')).toBeNull();

    await user.type(input, 'BAD');
    expect(await screen.findByText('Invalid referral code')).not.toBeNull();
    expect(seen).toEqual(['B', 'BA', 'BAD']);

    await user.clear(input);
    await user.type(input, 'JANE42');
    expect(await screen.findByText('Jane Doe referred you')).not.toBeNull();
    expect(screen.queryByText('Invalid referral code')).toBeNull();

    await user.clear(input);
    await waitFor(() => expect(screen.queryByText('Jane Doe referred you')).toBeNull());
    expect(screen.queryByText('Invalid referral code')).toBeNull();
  });
});
