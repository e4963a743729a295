import { defineQuery, type Query } from '../../db/typed-query.js';
import type { AdminRoleName } from '../../common/auth/admin-roles.js';

/**
 * The admin module's SQL (`admin_roles`). Runs through `db/typed-query.ts`.
 *
 * Read models (documented, read-only): the member list and its CSV export read `users`, `profiles`,
 * `referrals` and `ledger_accounts`; analytics count `users`, `profiles`, `services` and
 * `exchange_requests`; roles take effect only for a verified, unblocked account on `users`.
 * Writes to other modules' tables go through their queries (identity's `insertMember`, profiles'
 * `createImportedProfile`, the ledger service).
 */

/** The admin list row, plus what the table sorts by. */
export interface AdminMemberRow {
  id: string;
  fullName: string;
  email: string;
  about: string | null;
  city: string | null;
  skills: string[];
  referredCount: number;
  energyPoints: number;
  userType: 'free' | 'premium';
  createdAt: Date;
  lastLogin: Date | null;
  /** When an admin suspended the member; null when not suspended. */
  suspendedAt: Date | null;
  suspendedReason: string | null;
}

export const MEMBER_SORTS = {
  created_at: 'u.created_at',
  full_name: 'lower(u.full_name)',
  email: 'u.email',
  energy_points: 'a.balance',
} as const;
export type MemberSort = keyof typeof MEMBER_SORTS;

const memberRowSql = (extra = '') => `
  SELECT ${extra} u.id, u.full_name AS "fullName", u.email, p.bio AS about, p.location AS city, coalesce(p.skills, '{}') AS skills,
         (SELECT count(*)::int FROM referrals r WHERE r.referrer_id = u.id) AS "referredCount",
         coalesce(a.balance, 0) AS "energyPoints", u.user_type AS "userType", u.created_at AS "createdAt", u.last_login AS "lastLogin",
         u.suspended_at AS "suspendedAt", u.suspended_reason AS "suspendedReason"
    FROM users u
    LEFT JOIN profiles p ON p.user_id = u.id
    LEFT JOIN ledger_accounts a ON a.user_id = u.id`;

/** Every member in the order they joined (the CSV export). */
export const allMembers = defineQuery<[], AdminMemberRow>(
  'allMembers',
  `${memberRowSql()} WHERE u.deleted_at IS NULL ORDER BY u.created_at, u.id`,
);

/**
 * One page of the member list. The parameters are, in this order and only when used: the search
 * pattern (`%…%`, already escaped for LIKE), the cursor's sort value and id, the page size + 1.
 */
export type MemberPageParams =
  | [search: string, sortValue: string | number, afterId: string, limit: number]
  | [search: string, limit: number]
  | [sortValue: string | number, afterId: string, limit: number]
  | [limit: number];
export type MemberPageRow = AdminMemberRow & { sortValue: string | number };

/**
 * One statement per sort × searched or not × after a cursor or not (16), made when the module loads:
 * a keyset page keyed by the sort value (offset pagination would skip or repeat rows as members join).
 */
export const memberPages: Record<
  MemberSort,
  Record<'all' | 'search', Record<'first' | 'after', Query<MemberPageParams, MemberPageRow>>>
> = Object.fromEntries(
  (Object.keys(MEMBER_SORTS) as MemberSort[]).map((sort) => [
    sort,
    {
      all: { first: memberPage(sort, false, false), after: memberPage(sort, false, true) },
      search: { first: memberPage(sort, true, false), after: memberPage(sort, true, true) },
    },
  ]),
) as Record<MemberSort, Record<'all' | 'search', Record<'first' | 'after', Query<MemberPageParams, MemberPageRow>>>>;

function memberPage(sort: MemberSort, searched: boolean, after: boolean): Query<MemberPageParams, MemberPageRow> {
  let n = 0;
  const p = () => `$${++n}`;
  // A deleted member is not listed anywhere (their row stays, anonymised, for the ledger).
  const where: string[] = ['u.deleted_at IS NULL'];
  if (searched) {
    const like = p();
    where.push(`(lower(u.full_name) LIKE ${like} OR u.email LIKE ${like})`);
  }
  const key = MEMBER_SORTS[sort];
  const ascending = sort === 'full_name' || sort === 'email';
  if (after) {
    const cast = sort === 'created_at' ? '::timestamptz' : sort === 'energy_points' ? '::int' : '::text';
    where.push(`(${key}, u.id) ${ascending ? '>' : '<'} (${p()}${cast}, ${p()}::uuid)`);
  }
  const dir = ascending ? 'ASC' : 'DESC';
  // created_at travels as text so the cursor keeps its microseconds.
  const sortValue = sort === 'created_at' ? 'u.created_at::text' : key;
  return defineQuery<MemberPageParams, MemberPageRow>(
    `memberPage:${sort}:${searched ? 'search' : 'all'}:${after ? 'after' : 'first'}`,
    `${memberRowSql(`${sortValue} AS "sortValue",`)}
      ${where.length ? `WHERE ${where.join(' AND ')}` : ''}
      ORDER BY ${key} ${dir}, u.id ${dir} LIMIT ${p()}`,
  );
}

export const memberTotal = defineQuery<[], { total: number }>(
  'memberTotal',
  `SELECT count(*)::int AS total FROM users u WHERE u.deleted_at IS NULL`,
);

export const memberTotalMatching = defineQuery<[search: string], { total: number }>(
  'memberTotalMatching',
  `SELECT count(*)::int AS total FROM users u WHERE u.deleted_at IS NULL AND (lower(u.full_name) LIKE $1 OR u.email LIKE $1)`,
);

export interface AnalyticsTotalsRow {
  total_users: number;
  users_in_period: number;
  total_services: number;
  total_requests: number;
  completed_exchanges: number;
}

export const analyticsTotals = defineQuery<[interval: string], AnalyticsTotalsRow>(
  'analyticsTotals',
  `SELECT (SELECT count(*)::int FROM users) AS total_users,
          (SELECT count(*)::int FROM users WHERE created_at >= now() - $1::interval) AS users_in_period,
          (SELECT count(*)::int FROM services WHERE archived_at IS NULL) AS total_services,
          (SELECT count(*)::int FROM exchange_requests) AS total_requests,
          (SELECT count(*)::int FROM exchange_requests WHERE status = 'completed') AS completed_exchanges`,
);

export const membersByType = defineQuery<[], { _id: string; count: number }>(
  'membersByType',
  `SELECT user_type AS "_id", count(*)::int AS count FROM users GROUP BY user_type ORDER BY count DESC, user_type`,
);

export const skillsDistribution = defineQuery<[], { _id: string; count: number }>(
  'skillsDistribution',
  `SELECT skill AS "_id", count(*)::int AS count FROM profiles, unnest(skills) AS skill GROUP BY skill ORDER BY count DESC, skill LIMIT 15`,
);

export interface MembersOverTimeRow {
  date: string;
  new_members: number;
  total_members: number;
}

/** New members per bucket (a day, a month for a year) with the running total; one text per bucket size. */
export const membersOverTime: Record<'day' | 'month', Query<[interval: string], MembersOverTimeRow>> = {
  day: membersOverTimeBy('day'),
  month: membersOverTimeBy('month'),
};

function membersOverTimeBy(bucket: 'day' | 'month'): Query<[interval: string], MembersOverTimeRow> {
  return defineQuery<[interval: string], MembersOverTimeRow>(
    `membersOverTime:${bucket}`,
    `WITH buckets AS (
       SELECT generate_series(date_trunc('${bucket}', now() - $1::interval), date_trunc('${bucket}', now()), '1 ${bucket}'::interval) AS start)
     SELECT to_char(b.start, 'YYYY-MM-DD') AS date,
            (SELECT count(*)::int FROM users u WHERE u.created_at >= b.start AND u.created_at < b.start + '1 ${bucket}'::interval) AS new_members,
            (SELECT count(*)::int FROM users u WHERE u.created_at < b.start + '1 ${bucket}'::interval) AS total_members
       FROM buckets b ORDER BY b.start`,
  );
}

/** Read model: a member's id by their (normalized) address. */
export const memberIdByEmail = defineQuery<[email: string], { id: string }>(
  'memberIdByEmail',
  `SELECT id FROM users WHERE email = $1`,
);

// Roles

export const bootstrapSuperAdmin = defineQuery<[email: string]>(
  'bootstrapSuperAdmin',
  `INSERT INTO admin_roles (email, role, granted_by) VALUES ($1, 'super_admin', 'ADMIN_EMAILS')
   ON CONFLICT (email) DO UPDATE SET role = 'super_admin'`,
);

export interface AdminUserRow {
  email: string;
  role: AdminRoleName;
  createdAt: Date;
  grantedBy: string | null;
  fullName: string | null;
}

export const adminUsers = defineQuery<[], AdminUserRow>(
  'adminUsers',
  `SELECT a.email, a.role, a.created_at AS "createdAt", a.granted_by AS "grantedBy", u.full_name AS "fullName"
     FROM admin_roles a LEFT JOIN users u ON u.email = a.email
    ORDER BY a.role DESC, a.created_at, a.email`,
);

/** Serializes role changes so that "the last super_admin stays" holds under concurrency. */
export const lockAdminRoles = defineQuery<[]>(
  'lockAdminRoles',
  `SELECT pg_advisory_xact_lock(hashtext('admin_roles'))`,
);

export const upsertRole = defineQuery<[email: string, role: AdminRoleName, grantedBy: string]>(
  'upsertRole',
  `INSERT INTO admin_roles (email, role, granted_by) VALUES ($1, $2, $3)
   ON CONFLICT (email) DO UPDATE SET role = EXCLUDED.role, granted_by = EXCLUDED.granted_by`,
);

export const deleteRole = defineQuery<[email: string]>('deleteRole', `DELETE FROM admin_roles WHERE email = $1`);

/** The effective role: granted to the address and held by a verified, unblocked account. */
export const effectiveRole = defineQuery<[email: string], { role: AdminRoleName }>(
  'effectiveRole',
  `SELECT a.role FROM admin_roles a JOIN users u ON u.email = a.email
    WHERE a.email = $1 AND u.email_verified_at IS NOT NULL AND u.sign_in_blocked_reason IS NULL`,
);

/** The role granted to an address, whether or not anyone holds it yet. */
export const grantedRole = defineQuery<[email: string], { role: AdminRoleName }>(
  'grantedRole',
  `SELECT role FROM admin_roles WHERE email = $1`,
);

export const otherSuperAdmins = defineQuery<[leaving: string], { others: number }>(
  'otherSuperAdmins',
  `SELECT count(*)::int AS others FROM admin_roles WHERE role = 'super_admin' AND email <> $1`,
);
