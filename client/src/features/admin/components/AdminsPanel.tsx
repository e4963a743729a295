import { useMutation, useQuery } from '@apollo/client/react';
import { useRef, useState, type FormEvent, type ReactNode } from 'react';
import { defineMessages, FormattedMessage, useIntl, type MessageDescriptor } from 'react-intl';
import { graphql } from '../../../gql';
import type { AdminRole, AdminUserFieldsFragment as AdminUser } from '../../../gql/graphql';
import { serverDetail } from '../../../shared/lib/errors';
import { Button, DataTable, Field, Icon, ListStates, Modal, useToast } from '../../../shared/ui';
import { formatDate, NONE, roleLabel } from '../lib/format';
import { AddAdminMutation, AdminUsersQuery, RemoveAdminMutation } from '../operations';
import { AdminSection } from './AdminSection';

/** An admin as the table lists them. */
export const AdminUserFieldsFragment = graphql(`
  fragment AdminUserFields on AdminUserType {
    email
    role
    createdAt
    fullName
  }
`);

/** The alerts of the Admins tab (shown as error toasts). */
export const ADMIN_TEXTS: Record<
  'emailRequired' | 'addFailed' | 'addError' | 'removeFailed' | 'removeError',
  MessageDescriptor
> = defineMessages({
  emailRequired: { id: 'admin.admins.emailRequired', defaultMessage: 'Email is required' },
  addFailed: { id: 'admin.admins.addFailed', defaultMessage: 'Failed to add admin: {detail}' },
  addError: { id: 'admin.admins.addError', defaultMessage: 'Error adding admin user' },
  removeFailed: { id: 'admin.admins.removeFailed', defaultMessage: 'Failed to remove admin: {detail}' },
  removeError: { id: 'admin.admins.removeError', defaultMessage: 'Error removing admin user' },
});

const screenReaderOnly = (chunks: ReactNode[]) => <span className="sr-only">{chunks}</span>;

const sameEmail = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

export interface AdminsPanelProps {
  /** The signed-in admin: their own row is marked 'You' and has no Remove button. */
  viewerEmail: string;
  /** Their role, when known: only a super_admin grants or removes super_admin (docs/design.md §4). */
  viewerRole: AdminRole | null;
}

/** Admin management: the admins, adding one, removing one after confirming. */
export function AdminsPanel({ viewerEmail, viewerRole }: AdminsPanelProps) {
  const intl = useIntl();
  const { data, error, refetch } = useQuery(AdminUsersQuery, { fetchPolicy: 'cache-and-network' });
  const [removing, setRemoving] = useState<AdminUser | null>(null);
  const admins = data?.adminUsers ?? [];
  const superAdmins = admins.filter((a) => a.role === 'SUPER_ADMIN').length;
  const isSuper = viewerRole === null || viewerRole === 'SUPER_ADMIN';

  // The server refuses these anyway; the client only hides what would be refused.
  const canRemove = (admin: AdminUser) =>
    !sameEmail(admin.email, viewerEmail) && (admin.role !== 'SUPER_ADMIN' || (isSuper && superAdmins > 1));

  return (
    <AdminSection
      title={intl.formatMessage({ id: 'admin.admins.title', defaultMessage: 'Admins' })}
      className="ui-stack"
    >
      <AddAdminForm allowSuperAdmin={isSuper} />

      <ListStates
        error={error && !data}
        errorText={intl.formatMessage({ id: 'admin.admins.loadFailed', defaultMessage: 'Admins could not be loaded.' })}
        onRetry={() => void refetch().catch(() => {})}
        loading={!data}
        loadingText={intl.formatMessage({ id: 'admin.admins.loading', defaultMessage: 'Loading admins…' })}
        skeleton={{ count: 2 }}
        empty={false}
      >
        <DataTable
          caption={intl.formatMessage({ id: 'admin.admins.caption', defaultMessage: 'Admin users' })}
          className="admin-table"
          columns={[
            intl.formatMessage({ id: 'admin.admins.column.email', defaultMessage: 'Email' }),
            intl.formatMessage({ id: 'admin.admins.column.role', defaultMessage: 'Role' }),
            intl.formatMessage({ id: 'admin.admins.column.name', defaultMessage: 'Name' }),
            intl.formatMessage({ id: 'admin.admins.column.since', defaultMessage: 'Admin since' }),
          ]}
          actions
        >
          {admins.map((admin) => {
            const self = sameEmail(admin.email, viewerEmail);
            return (
              <tr key={admin.email} className={self ? 'is-self' : undefined}>
                <th scope="row" className="admin-table__email">
                  {admin.email}
                </th>
                <td>
                  <span
                    className={
                      admin.role === 'SUPER_ADMIN'
                        ? 'tag ui-inline-center ui-pill'
                        : 'tag ui-inline-center ui-pill tag--muted'
                    }
                  >
                    {roleLabel(admin.role, intl)}
                  </span>
                </td>
                <td>{admin.fullName || NONE}</td>
                <td className="admin-table__date">{formatDate(admin.createdAt, intl.locale)}</td>
                <td className="admin-table__action">
                  {self ? (
                    <span className="you-badge ui-pill ui-tone-primary">
                      <FormattedMessage id="admin.admins.you" defaultMessage="You" />
                    </span>
                  ) : canRemove(admin) ? (
                    <Button variant="ghost" size="sm" className="admin-remove" onClick={() => setRemoving(admin)}>
                      <FormattedMessage
                        id="admin.admins.remove"
                        defaultMessage="Remove <sr>{email}</sr>"
                        values={{ email: admin.email, sr: screenReaderOnly }}
                      />
                    </Button>
                  ) : null}
                </td>
              </tr>
            );
          })}
        </DataTable>
      </ListStates>

      <RemoveAdminDialog admin={removing} onClose={() => setRemoving(null)} />
    </AdminSection>
  );
}

function AddAdminForm({ allowSuperAdmin }: { allowSuperAdmin: boolean }) {
  const intl = useIntl();
  const toast = useToast();
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<AdminRole>('ADMIN');
  const [emailError, setEmailError] = useState<string | null>(null);
  const [addAdmin, { loading }] = useMutation(AddAdminMutation);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const trimmed = email.trim();
    if (!trimmed) {
      setEmailError(intl.formatMessage(ADMIN_TEXTS.emailRequired));
      return;
    }
    setEmailError(null);
    try {
      await addAdmin({
        variables: { email: trimmed, role },
        update(cache, result) {
          const added = result.data?.addAdmin;
          if (!added) return;
          cache.updateQuery({ query: AdminUsersQuery }, (current) =>
            current
              ? { adminUsers: [...current.adminUsers.filter((a) => !sameEmail(a.email, added.email)), added] }
              : current,
          );
        },
      });
      toast.success(
        role === 'SUPER_ADMIN'
          ? intl.formatMessage(
              { id: 'admin.admins.addedSuper', defaultMessage: '{email} is now a super admin' },
              { email: trimmed },
            )
          : intl.formatMessage(
              { id: 'admin.admins.added', defaultMessage: '{email} is now an admin' },
              { email: trimmed },
            ),
      );
      setEmail('');
      setRole('ADMIN');
    } catch (error) {
      const detail = serverDetail(error);
      toast.error(
        detail ? intl.formatMessage(ADMIN_TEXTS.addFailed, { detail }) : intl.formatMessage(ADMIN_TEXTS.addError),
      );
    }
  };

  return (
    <form
      className="admin-add ui-stack ui-stack--tight panel"
      aria-labelledby="admin-add-title"
      onSubmit={(event) => void submit(event)}
      noValidate
    >
      <h3 id="admin-add-title" className="admin-add__title">
        <FormattedMessage id="admin.admins.addTitle" defaultMessage="Add an admin" />
      </h3>
      <div className="admin-add__row">
        <Field
          label={intl.formatMessage({ id: 'admin.admins.emailLabel', defaultMessage: 'Admin email' })}
          type="email"
          autoComplete="off"
          placeholder={intl.formatMessage({
            id: 'admin.admins.emailPlaceholder',
            defaultMessage: 'name@example.com',
          })}
          className="admin-add__email"
          value={email}
          error={emailError}
          onChange={(event) => {
            setEmail(event.target.value);
            if (emailError) setEmailError(null);
          }}
        />
        <Field
          as="select"
          label={intl.formatMessage({ id: 'admin.admins.roleLabel', defaultMessage: 'Role' })}
          value={role}
          onChange={(event) => setRole(event.target.value as AdminRole)}
        >
          <option value="ADMIN">{roleLabel('ADMIN', intl)}</option>
          {allowSuperAdmin && <option value="SUPER_ADMIN">{roleLabel('SUPER_ADMIN', intl)}</option>}
        </Field>
        <Button type="submit" loading={loading} icon={<Icon name="plus" size={18} />} className="admin-add__submit">
          <FormattedMessage id="admin.admins.add" defaultMessage="Add admin" />
        </Button>
      </div>
    </form>
  );
}

function RemoveAdminDialog({ admin, onClose }: { admin: AdminUser | null; onClose: () => void }) {
  const intl = useIntl();
  const toast = useToast();
  const [removeAdmin, { loading }] = useMutation(RemoveAdminMutation);
  // A destructive confirmation starts on Cancel.
  const cancelRef = useRef<HTMLButtonElement>(null);

  const confirm = async () => {
    if (!admin) return;
    const { email } = admin;
    try {
      await removeAdmin({
        variables: { email },
        update(cache) {
          cache.updateQuery({ query: AdminUsersQuery }, (current) =>
            current ? { adminUsers: current.adminUsers.filter((a) => !sameEmail(a.email, email)) } : current,
          );
        },
      });
      toast.success(
        intl.formatMessage({ id: 'admin.admins.removed', defaultMessage: '{email} is no longer an admin' }, { email }),
      );
    } catch (error) {
      const detail = serverDetail(error);
      toast.error(
        detail ? intl.formatMessage(ADMIN_TEXTS.removeFailed, { detail }) : intl.formatMessage(ADMIN_TEXTS.removeError),
      );
    }
    onClose();
  };

  return (
    <Modal
      open={admin !== null}
      onClose={loading ? () => {} : onClose}
      title={intl.formatMessage({ id: 'admin.admins.removeTitle', defaultMessage: 'Remove admin?' })}
      size="sm"
      initialFocusRef={cancelRef}
      footer={
        <>
          <Button ref={cancelRef} variant="secondary" onClick={onClose} disabled={loading}>
            <FormattedMessage id="admin.admins.removeCancel" defaultMessage="Cancel" />
          </Button>
          <Button variant="danger" onClick={() => void confirm()} loading={loading}>
            <FormattedMessage id="admin.admins.removeConfirm" defaultMessage="Remove admin" />
          </Button>
        </>
      }
    >
      {admin && (
        <p>
          <FormattedMessage
            id="admin.admins.removeText"
            defaultMessage="<b>{email}</b> will lose access to the Admin Dashboard. Their member account stays."
            values={{ email: admin.email, b: (chunks) => <strong>{chunks}</strong> }}
          />
        </p>
      )}
    </Modal>
  );
}
