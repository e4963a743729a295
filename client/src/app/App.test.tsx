import { readFileSync } from 'node:fs';
import path from 'node:path';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ValidateReferralQuery } from '../features/auth/operations';
import { MeQuery } from '../shared/viewer/operations';
import { BrowseCoachesQuery } from '../features/coaches/operations';
import { DiscoverServicesQuery } from '../features/discover/operations';
import { PlatformStatsQuery } from '../features/landing/operations';
import { CategoriesQuery } from '../shared/lib/categories';
import { makeCoachCard, makeConnection, makeService, makeUser, TEST_TOKEN } from '../test/fixtures';
import { renderWithProviders } from '../test/render';
import { App } from './App';
import { resetSessionForTests, startSession, TOKEN_KEY, USER_KEY } from '../shared/viewer/session';
import { readStartParams } from './startParams';

const statsMock = {
  request: { query: PlatformStatsQuery },
  maxUsageCount: Number.POSITIVE_INFINITY,
  result: { data: { platformStats: { __typename: 'PlatformStats', memberCount: 7 } } },
};
const categoriesMock = {
  request: { query: CategoriesQuery },
  maxUsageCount: Number.POSITIVE_INFINITY,
  result: { data: { categories: [] } },
};

/** The Discover view that the signed-in shell opens on. */
const discoverMock = {
  request: { query: DiscoverServicesQuery, variables: () => true },
  maxUsageCount: Number.POSITIVE_INFINITY,
  result: { data: { services: { __typename: 'ServiceConnection', ...makeConnection([]) } } },
};

function meMock(user = makeUser()) {
  return { request: { query: MeQuery }, maxUsageCount: Number.POSITIVE_INFINITY, result: { data: { me: user } } };
}

/** The app for `member`, signed in before it starts (a stored session), answering `me` with them. */
function renderSignedIn(member: ReturnType<typeof makeUser>, mocks: unknown[]) {
  storeSession(member);
  startSession();
  return renderWithProviders(<App startParams={readStartParams('')} />, [meMock(member), ...(mocks as [])]);
}

function storeSession(user = makeUser()) {
  localStorage.setItem(TOKEN_KEY, TEST_TOKEN);
  localStorage.setItem(USER_KEY, JSON.stringify(user));
}

beforeEach(() => {
  resetSessionForTests();
  // The signed-in shell posts to the demo-data endpoint; keep tests off the network.
  vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response('{}', { status: 404 }));
});

describe('App', () => {
  it('shows the landing page to visitors, with its own title and the 50+ claim', async () => {
    startSession();
    renderWithProviders(<App startParams={readStartParams('')} />, [statsMock]);
    expect(await screen.findByRole('button', { name: 'Start Free' })).not.toBeNull();
    // The page sets its title in an effect, after the lazily loaded landing rendered.
    // '{view} | Energy Exchange' like every other screen, and the same as the prerendered page's.
    await waitFor(() => expect(document.title).toBe('Skill swap for coaches and creators | Energy Exchange'));
    const html = readFileSync(path.resolve(import.meta.dirname, '../../index.html'), 'utf8');
    expect(/<title>([^<]+)<\/title>/.exec(html)?.[1]).toBe(document.title);
    expect((await screen.findAllByText('Join 50+ members')).length).toBeGreaterThan(0);
  });

  it('opens the Create Account and Sign In modals from the top bar', async () => {
    const user = userEvent.setup();
    startSession();
    renderWithProviders(<App startParams={readStartParams('')} />, [statsMock]);
    await user.click(await screen.findByRole('button', { name: 'Start Free' }));
    // The sign-in and sign-up screens are a chunk of their own, loaded on demand.
    expect(await screen.findByRole('dialog', { name: 'Create Account' })).not.toBeNull();
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    const signIn = await screen.findByRole('dialog', { name: 'Sign In' });
    expect(screen.getByRole('tab', { name: 'Password Login' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tab', { name: 'Email Code' })).not.toBeNull();
    expect(signIn).not.toBeNull();
  }, 15_000);

  it('opens the full sign-up page for ?ref= (validating the code) and links to sign-in and home', async () => {
    const user = userEvent.setup();
    startSession();
    const referralMock = {
      request: { query: ValidateReferralQuery, variables: { code: 'JANE42' } },
      result: {
        data: { validateReferral: { __typename: 'ReferralValidation', valid: true, referrerName: 'Jane Doe' } },
      },
    };
    renderWithProviders(<App startParams={readStartParams('?ref=JANE42')} />, [statsMock, referralMock]);
    expect(await screen.findByRole('heading', { name: 'Create your account' })).not.toBeNull();
    expect(await screen.findByText('Jane Doe referred you')).not.toBeNull();
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect((await screen.findByRole('tab', { name: 'Login with Code' })).getAttribute('aria-selected')).toBe('true');
    await waitFor(() => expect(document.title).toBe('Sign In | Energy Exchange'));
    await user.click(screen.getByRole('button', { name: 'Back to home' }));
    expect(screen.getByRole('button', { name: 'Start Free' })).not.toBeNull();
  });

  it('shows the shell with onboarding for a stored member who has not completed the profile', async () => {
    storeSession();
    startSession();
    renderWithProviders(<App startParams={readStartParams('')} />, [meMock(), categoriesMock, discoverMock]);
    expect(await screen.findByRole('dialog', { name: 'Complete your profile' })).not.toBeNull();
    expect(screen.getByText('Jane Doe')).not.toBeNull();
  });

  it('goes back to the landing page on Logout, clearing the stored session', async () => {
    const user = userEvent.setup();
    const member = makeUser({ profileCompleted: true });
    renderSignedIn(member, [statsMock, categoriesMock, discoverMock]);
    const logout = await screen.findByRole('button', { name: 'Logout' });
    expect(screen.queryByRole('dialog')).toBeNull(); // a completed profile: no onboarding
    await user.click(logout);
    expect(await screen.findByRole('button', { name: 'Start Free' })).not.toBeNull();
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
    expect(localStorage.getItem(USER_KEY)).toBeNull();
  });

  it('restores a discarded user from `me` when the token is kept', async () => {
    localStorage.setItem(TOKEN_KEY, TEST_TOKEN);
    localStorage.setItem(USER_KEY, JSON.stringify({ fullName: 'No id' }));
    startSession();
    renderWithProviders(<App startParams={readStartParams('')} />, [
      meMock(makeUser({ profileCompleted: true, fullName: 'Jane Restored' })),
      categoriesMock,
      discoverMock,
    ]);
    expect(screen.getByText('Loading your account…')).not.toBeNull();
    expect(await screen.findByText('Jane Restored')).not.toBeNull();
    await act(async () => {});
  });

  it('wires Discover, Browse Coaches and My Profile into the signed-in shell', async () => {
    const user = userEvent.setup();
    const member = makeUser({ profileCompleted: true });
    renderSignedIn(member, [
      categoriesMock,
      {
        request: { query: DiscoverServicesQuery, variables: { filter: {}, first: 12 } },
        result: { data: { services: { __typename: 'ServiceConnection', ...makeConnection([makeService()]) } } },
      },
      {
        request: { query: BrowseCoachesQuery, variables: { filter: {}, first: 12, sort: 'RELEVANCE' } },
        result: { data: { coaches: { __typename: 'CoachConnection', ...makeConnection([makeCoachCard()]) } } },
      },
    ]);
    expect(await screen.findByRole('article', { name: 'Business Strategy Session' })).not.toBeNull();
    const nav = screen.getByRole('navigation', { name: 'Main' });
    await user.click(within(nav).getByRole('button', { name: 'Browse Coaches' }));
    expect(await screen.findByRole('article', { name: 'Maya Coach' })).not.toBeNull();
    await user.click(within(nav).getByRole('button', { name: 'My Profile' }));
    expect(await screen.findByRole('button', { name: 'Edit Profile' }, { timeout: 5000 })).not.toBeNull();
    expect(screen.getByRole('button', { name: 'Update Password' })).not.toBeNull();
  });
});
