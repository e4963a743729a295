import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { SendCodeMutation, VerifyCodeMutation } from '../features/auth/operations';
import { PlatformStatsQuery } from '../features/landing/operations';
import { reloadPage } from '../shared/lib/browser';
import { makeUser, TEST_TOKEN } from '../test/fixtures';
import { renderWithProviders } from '../test/render';
import { resetSessionForTests, startSession, TOKEN_KEY, USER_KEY } from '../shared/viewer/session';
import { rememberSignedOutReason, signedOutReason } from '../shared/viewer/tabView';
import { VisitorApp } from './VisitorApp';

vi.mock('../shared/lib/browser', () => ({ reloadPage: vi.fn(), removeQueryParams: vi.fn() }));

const mocks = [
  {
    request: { query: PlatformStatsQuery },
    maxUsageCount: Number.POSITIVE_INFINITY,
    result: { data: { platformStats: { __typename: 'PlatformStats', memberCount: 3 } } },
  },
  {
    request: { query: SendCodeMutation, variables: { input: { email: 'jane@example.com' } } },
    result: {
      data: {
        sendCode: { __typename: 'CodeSent', email: 'jane@example.com', expiresInSeconds: 600, resendAfterSeconds: 60 },
      },
    },
  },
  {
    request: { query: VerifyCodeMutation, variables: { input: { email: 'jane@example.com', code: '654321' } } },
    result: { data: { verifyCode: { __typename: 'AuthPayload', accessToken: TEST_TOKEN, user: makeUser() } } },
  },
];

beforeEach(() => {
  resetSessionForTests();
  startSession();
  vi.mocked(reloadPage).mockClear();
});

describe('full-page Sign In', () => {
  it('logs in with a code, stores the session first and then reloads the page', async () => {
    const user = userEvent.setup();
    renderWithProviders(<VisitorApp />, mocks);
    await user.click(screen.getByRole('button', { name: 'Member sign-in page' }));
    // The page is in the lazily loaded sign-in chunk.
    expect((await screen.findByRole('tab', { name: 'Login with Code' })).getAttribute('aria-selected')).toBe('true');

    await user.type(screen.getByLabelText('Email'), 'jane@example.com');
    await user.click(screen.getByRole('button', { name: 'Send Login Code' }));
    expect(await screen.findByText('Login code sent to your email!')).not.toBeNull();
    await user.type(screen.getByLabelText('Verification code'), '654321');
    await user.click(screen.getByRole('button', { name: 'Verify & Sign In' }));

    await waitFor(() => expect(reloadPage).toHaveBeenCalledTimes(1));
    expect(localStorage.getItem(TOKEN_KEY)).toBe(TEST_TOKEN);
    expect(JSON.parse(localStorage.getItem(USER_KEY)!).email).toBe('jane@example.com');
  });

  it('Change Email goes back to the email step', async () => {
    const user = userEvent.setup();
    renderWithProviders(<VisitorApp />, mocks);
    await user.click(screen.getByRole('button', { name: 'Member sign-in page' }));
    await user.type(await screen.findByLabelText('Email'), 'jane@example.com');
    await user.click(screen.getByRole('button', { name: 'Send Login Code' }));
    await user.click(await screen.findByRole('button', { name: 'Change Email' }));
    expect(screen.getByRole('button', { name: 'Send Login Code' })).not.toBeNull();
    expect(screen.queryByLabelText('Verification code')).toBeNull();
  });
});

describe('the reason a tab was signed out', () => {
  it('is told on the home page even when the first render is thrown away, and only once', async () => {
    rememberSignedOutReason('deleted');
    // A sibling that suspends on the first render: React throws that render away (the landing's
    // lazy chunks do the same in the app) and renders VisitorApp again from scratch.
    let ready = false;
    const gate = new Promise<void>((resolve) => setTimeout(() => ((ready = true), resolve()), 10));
    function SuspendsOnce() {
      // Suspending the way a lazy chunk does: React catches the thrown promise and renders again.
      // eslint-disable-next-line @typescript-eslint/only-throw-error
      if (!ready) throw gate;
      return null;
    }
    const { unmount } = renderWithProviders(
      <Suspense fallback={null}>
        <SuspendsOnce />
        <VisitorApp />
      </Suspense>,
      mocks,
    );
    expect(await screen.findByText(/Your account was deleted and you were signed out/)).not.toBeNull();
    expect(signedOutReason()).toBeNull(); // forgotten once on screen
    unmount();
    renderWithProviders(<VisitorApp />, mocks);
    expect(await screen.findByRole('button', { name: 'Member sign-in page' })).not.toBeNull();
    expect(screen.queryByText(/Your account was deleted/)).toBeNull();
  });
});
