/** Who acted: a signed-in admin (id and email), or the shell (`npm run admin`: no id, "cli"). */
export interface AuditActor {
  id: string | null;
  label: string;
}

/** What admins do, one name per kind of action (docs/security.md "Audit log"). */
export type AuditAction =
  | 'ep_adjusted'
  | 'member_suspended'
  | 'member_unsuspended'
  | 'admin_role_granted'
  | 'admin_role_removed'
  | 'member_imported'
  | 'report_closed'
  | 'dispute_resolved'
  | 'category_added'
  | 'category_renamed'
  | 'category_retired'
  | 'category_restored';
