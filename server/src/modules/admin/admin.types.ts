/** An admin grant's role (`admin_roles.role`); the GraphQL enum is `AdminRole` (admin.resolver.ts). */
export type AdminRoleName = 'admin' | 'super_admin';
