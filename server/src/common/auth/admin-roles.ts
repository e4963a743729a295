import { defineMessages } from '@formatjs/intl';

/** An admin grant's role (`admin_roles.role`); the GraphQL enum is `AdminRole` (modules/admin). */
export type AdminRoleName = 'admin' | 'super_admin';

/**
 * The signed-in admin doing something (an EP adjustment, a report closed, a suspension): who they
 * are, for the audit log, and their role, for what only a super_admin may do.
 */
export interface ActingAdmin {
  id: string;
  email: string;
  role: AdminRoleName;
}

/**
 * What the modules with admin-only routes ask: the role a member holds. The admin module's
 * `AdminRoleService` answers it (app/services.ts hands it over); asking through this interface
 * keeps those modules from depending on the admin module, which depends on them for its views.
 */
export interface AdminRoles {
  /** The role of a verified member's address; undefined when they hold none. */
  roleOf(email: string): Promise<AdminRoleName | undefined>;
  /** The signed-in member as an admin about to act; undefined when they hold no role. */
  actingAdmin(member: { id: string; email: string }): Promise<ActingAdmin | undefined>;
}

/** What a member without the role an admin-only route or field needs is answered (403 / FORBIDDEN). */
export const AdminRoleMessages = defineMessages({
  accessRequired: { id: 'admin.accessRequired', defaultMessage: 'Admin access required' },
  noAccess: { id: 'admin.noAccess', defaultMessage: 'You do not have access to this' },
});
