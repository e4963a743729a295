import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { SignedInApp } from '../../app/SignedInApp';
import { readStartParams } from '../../app/startParams';
import { makeConnection, makeUser } from '../../test/fixtures';
import { renderWithProviders } from '../../test/render';
import { DiscoverServicesQuery } from '../discover';
import {
  AdminAnalyticsQuery,
  AdminMembersQuery,
  AdminReportsQuery,
  AdminUsersQuery,
  AuditLogQuery,
} from './operations';
import { accessMock, makeAdmin, makeAnalytics, makeMember } from './test/fixtures';
import type { AdminRole } from '../../gql/graphql';

const user = makeUser({ profileCompleted: true });

const screenMocks = [
  {
    request: { query: DiscoverServicesQuery, variables: () => true },
    maxUsageCount: Number.POSITIVE_INFINITY,
    result: { data: { services: { __typename: 'ServiceConnection', ...makeConnection([]) } } },
  },
  {
    request: { query: AdminAnalyticsQuery, variables: () => true },
    maxUsageCount: Number.POSITIVE_INFINITY,
    result: { data: { adminAnalytics: makeAnalytics('month') } },
  },
  {
    request: { query: AdminMembersQuery, variables: () => true },
    maxUsageCount: Number.POSITIVE_INFINITY,
    result: { data: { adminMembers: { __typename: 'AdminMemberConnection', ...makeConnection([makeMember()]) } } },
  },
  {
    request: { query: AdminUsersQuery },
    maxUsageCount: Number.POSITIVE_INFINITY,
    result: { data: { adminUsers: [makeAdmin({ email: user.email ?? undefined })] } },
  },
  {
    request: { query: AdminReportsQuery, variables: () => true },
    maxUsageCount: Number.POSITIVE_INFINITY,
    result: { data: { adminReports: { __typename: 'AdminReportConnection', ...makeConnection([]) } } },
  },
  {
    request: { query: AuditLogQuery, variables: () => true },
    maxUsageCount: Number.POSITIVE_INFINITY,
    result: { data: { auditLog: { __typename: 'AuditLogConnection', ...makeConnection([]) } } },
  },
];

function start(search: string, role: AdminRole | null) {
  window.history.replaceState(null, '', `/${search}`);
  return renderWithProviders(<SignedInApp viewer={user} startParams={readStartParams(search)} />, [
    accessMock(role),
    ...screenMocks,
  ]);
}

const nav = () => screen.getByRole('navigation', { name: 'Main' });

beforeEach(() => {
  // The shell posts to the demo-data endpoint on view changes; keep the tests off the network.
  vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response('{}', { status: 404 }));
});

describe('Admin access in the signed-in app', () => {
  it('keeps the Admin Dashboard hidden, silently, when the access check fails', async () => {
    start('?admin=true', null);
    // The address is cleaned once the check has answered, and the member stays on Discover.
    await waitFor(() => expect(window.location.search).toBe(''));
    expect(within(nav()).queryByRole('button', { name: 'Admin Dashboard' })).toBeNull();
    expect(screen.getByRole('heading', { level: 1, name: 'Discover Services' })).not.toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows the sidebar item once the check succeeds, and opens the dashboard from it', async () => {
    const u = userEvent.setup();
    start('', 'ADMIN');
    const item = await within(nav()).findByRole('button', { name: 'Admin Dashboard' });
    expect(screen.getByRole('heading', { level: 1, name: 'Discover Services' })).not.toBeNull();
    await u.click(item);
    expect(screen.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).not.toBeNull();
    // The first test to open the lazy dashboard pays for loading (here: transforming) its chunk.
    expect(await screen.findByRole('tablist', { name: 'Admin sections' }, { timeout: 5000 })).not.toBeNull();
  });

  it('opens the dashboard first for ?admin=true once access is confirmed, and cleans the address', async () => {
    start('?admin=true&ref=X', 'SUPER_ADMIN');
    expect(await screen.findByRole('heading', { level: 1, name: 'Admin Dashboard' })).not.toBeNull();
    const tabs = await screen.findByRole('tablist', { name: 'Admin sections' });
    expect(
      within(tabs)
        .getAllByRole('tab')
        .map((t) => t.textContent),
    ).toEqual([
      'Analytics',
      'Members',
      'Import & Export',
      'Admins',
      'Reports',
      'Audit log',
      'Disputes',
      'Mail',
      'Categories',
    ]); // the audit log and categories: super_admins
    expect(window.location.search).toBe('?ref=X');
    expect(within(nav()).getByRole('button', { name: 'Admin Dashboard' }).getAttribute('aria-current')).toBe('page');
    expect(await screen.findByRole('img', { name: 'Members over time' })).not.toBeNull();
  });
});
