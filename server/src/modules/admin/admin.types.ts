import type { AuditActor } from '../audit/audit-log.js';

/** An admin grant's role (`admin_roles.role`); the GraphQL enum is `AdminRole` (admin.resolver.ts). */
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

/** How the audit log names an acting admin: their id, and their address as the label. */
export const auditActorOf = (admin: ActingAdmin): AuditActor => ({ id: admin.id, label: admin.email });
