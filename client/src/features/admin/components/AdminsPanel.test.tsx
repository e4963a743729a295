import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { AddAdminMutation, AdminUsersQuery, RemoveAdminMutation } from '../operations';
import { graphqlError, makeAdmin } from '../test/fixtures';
import { AdminsPanel } from './AdminsPanel';
import type { AdminRole } from '../../../gql/graphql';

const ME = 'jane@example.com';
const admins = [
  makeAdmin({ email: ME, role: 'SUPER_ADMIN', fullName: 'Jane Doe' }),
  makeAdmin({ email: 'sam@example.com', role: 'ADMIN', fullName: 'Sam Admin', createdAt: '2025-02-10T12:00:00.000Z' }),
  makeAdmin({ email: 'root@example.com', role: 'SUPER_ADMIN', fullName: null }),
];
const listMock = {
  request: { query: AdminUsersQuery },
  maxUsageCount: Number.POSITIVE_INFINITY,
  result: { data: { adminUsers: admins } },
};

function renderPanel(mocks: unknown[] = [], viewerRole: AdminRole = 'SUPER_ADMIN') {
  return renderWithProviders(<AdminsPanel viewerEmail={ME} viewerRole={viewerRole} />, [listMock, ...(mocks as [])]);
}

function rowOf(email: string) {
  return screen.getByRole('rowheader', { name: email }).closest('tr') as HTMLTableRowElement;
}

describe('AdminsPanel', () => {
  it("lists the admins; the viewer's own row says 'You' and has no Remove button", async () => {
    renderPanel();
    const table = await screen.findByRole('table', { name: 'Admin users' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Email', 'Role', 'Name', 'Admin since', 'Actions']);
    const mine = rowOf(ME);
    expect(within(mine).getByText('You')).not.toBeNull();
    expect(within(mine).queryByRole('button')).toBeNull();
    expect(within(mine).getByText('Super admin')).not.toBeNull();

    const sam = rowOf('sam@example.com');
    expect(within(sam).getByText('Admin')).not.toBeNull();
    expect(within(sam).getByText('Sam Admin')).not.toBeNull();
    expect(within(sam).getByText('Feb 10, 2025')).not.toBeNull();
    expect(within(sam).getByRole('button', { name: 'Remove sam@example.com' })).not.toBeNull();
    expect(within(rowOf('root@example.com')).getByRole('button', { name: 'Remove root@example.com' })).not.toBeNull();
  });

  it('hides what a plain admin may not do: granting or removing super_admin', async () => {
    renderPanel([], 'ADMIN');
    await screen.findByRole('table', { name: 'Admin users' });
    expect(within(rowOf('root@example.com')).queryByRole('button')).toBeNull();
    expect(within(rowOf('sam@example.com')).getByRole('button', { name: 'Remove sam@example.com' })).not.toBeNull();
    const role = screen.getByRole('combobox', { name: 'Role' });
    expect(
      within(role)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Admin']);
  });

  it('requires an email that is not blank once trimmed', async () => {
    const user = userEvent.setup();
    renderPanel();
    await user.type(screen.getByRole('textbox', { name: 'Admin email' }), '   ');
    await user.click(screen.getByRole('button', { name: 'Add admin' }));
    expect(screen.getByText('Email is required')).not.toBeNull();
    expect(screen.getByRole('textbox', { name: 'Admin email' }).getAttribute('aria-invalid')).toBe('true');
  });

  it('adds an admin with the chosen role (trimmed email) and lists them', async () => {
    const user = userEvent.setup();
    const added = makeAdmin({
      email: 'new@example.com',
      role: 'SUPER_ADMIN',
      fullName: 'New Person',
      createdAt: '2025-03-04T00:00:00.000Z',
    });
    renderPanel([
      {
        request: { query: AddAdminMutation, variables: { email: 'new@example.com', role: 'SUPER_ADMIN' } },
        result: { data: { addAdmin: added } },
      },
    ]);
    await screen.findByRole('table', { name: 'Admin users' });
    await user.type(screen.getByRole('textbox', { name: 'Admin email' }), '  new@example.com ');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Role' }), 'Super admin');
    await user.click(screen.getByRole('button', { name: 'Add admin' }));
    expect(await screen.findByRole('rowheader', { name: 'new@example.com' })).not.toBeNull();
    expect(screen.getByText('new@example.com is now a super admin')).not.toBeNull();
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Admin email' }).value).toBe('');
  });

  it("alerts 'Failed to add admin: <detail>' or 'Error adding admin user'", async () => {
    const user = userEvent.setup();
    renderPanel([
      {
        request: { query: AddAdminMutation, variables: { email: 'x@example.com', role: 'ADMIN' } },
        result: graphqlError('Only a super_admin can grant or remove super_admin', 'FORBIDDEN'),
      },
      {
        request: { query: AddAdminMutation, variables: { email: 'y@example.com', role: 'ADMIN' } },
        error: new TypeError('Failed to fetch'),
      },
    ]);
    const email = screen.getByRole('textbox', { name: 'Admin email' });
    await user.type(email, 'x@example.com');
    await user.click(screen.getByRole('button', { name: 'Add admin' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Failed to add admin: Only a super_admin can grant or remove super_admin',
    );

    await user.click(screen.getByRole('button', { name: 'Dismiss notification' }));
    await user.clear(email);
    await user.type(email, 'y@example.com');
    await user.click(screen.getByRole('button', { name: 'Add admin' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Error adding admin user');
  });

  it('asks for confirmation before removing, and removes only once confirmed', async () => {
    const user = userEvent.setup();
    let removed = 0;
    renderPanel([
      {
        request: { query: RemoveAdminMutation, variables: { email: 'sam@example.com' } },
        result: () => {
          removed += 1;
          return { data: { removeAdmin: true } };
        },
      },
    ]);
    await screen.findByRole('table', { name: 'Admin users' });
    await user.click(screen.getByRole('button', { name: 'Remove sam@example.com' }));
    let dialog = screen.getByRole('dialog', { name: 'Remove admin?' });
    expect(dialog.textContent).toContain('sam@example.com will lose access to the Admin Dashboard.');
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Cancel' }));
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(removed).toBe(0);

    await user.click(screen.getByRole('button', { name: 'Remove sam@example.com' }));
    dialog = screen.getByRole('dialog', { name: 'Remove admin?' });
    await user.click(within(dialog).getByRole('button', { name: 'Remove admin' }));
    await waitFor(() => expect(screen.queryByRole('rowheader', { name: 'sam@example.com' })).toBeNull());
    expect(removed).toBe(1);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByText('sam@example.com is no longer an admin')).not.toBeNull();
  });

  it("alerts 'Failed to remove admin: <detail>' or 'Error removing admin user'", async () => {
    const user = userEvent.setup();
    renderPanel([
      {
        request: { query: RemoveAdminMutation, variables: { email: 'root@example.com' } },
        result: graphqlError('The last super_admin cannot be removed'),
      },
      {
        request: { query: RemoveAdminMutation, variables: { email: 'sam@example.com' } },
        error: new TypeError('Failed to fetch'),
      },
    ]);
    await screen.findByRole('table', { name: 'Admin users' });
    await user.click(screen.getByRole('button', { name: 'Remove root@example.com' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Remove admin' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Failed to remove admin: The last super_admin cannot be removed',
    );
    expect(screen.getByRole('rowheader', { name: 'root@example.com' })).not.toBeNull();

    await user.click(screen.getByRole('button', { name: 'Dismiss notification' }));
    await user.click(screen.getByRole('button', { name: 'Remove sam@example.com' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Remove admin' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Error removing admin user');
  });
});
