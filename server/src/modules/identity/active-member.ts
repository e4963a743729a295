/**
 * The SQL condition "this member's account is active": not suspended, not deleted. Lists
 * of what members publish (services, needs, matches) hide everything of an inactive member with it.
 * An anti-join on the partial index `users_suspended` (only inactive members are in it), so it costs
 * a look-up in a tiny index per row.
 */
export function activeMember(memberIdColumn: string): string {
  return `NOT EXISTS (SELECT 1 FROM users inactive WHERE inactive.id = ${memberIdColumn} AND (inactive.suspended_at IS NOT NULL OR inactive.deleted_at IS NOT NULL))`;
}

/**
 * The same rule on a `users` row the statement already reads (as `alias`): where the member's own
 * row is joined anyway, two column tests cost less than the anti-join. The rule is the database's
 * `member_is_active`, which its functions use too; the planner inlines it into those two tests.
 */
export function activeMemberRow(alias: string): string {
  return `member_is_active(${alias})`;
}
