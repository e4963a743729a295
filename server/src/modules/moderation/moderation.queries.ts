import { defineQuery } from '../../db/typed-query.js';

/**
 * The moderation module's SQL (`reports`). Runs through `db/typed-query.ts`.
 *
 * Read models (documented, read-only): a reported subject is checked on `users` and `services`; the
 * queue shows names and addresses from `users` and the service's title from `services` (admins only).
 * Suspension writes `users` through identity's queries and cancels requests through the exchanges
 * service.
 */

export type ReportSubjectType = 'member' | 'service';
export type ReportStatus = 'open' | 'closed';

export interface ReportRow {
  id: string;
  subjectType: ReportSubjectType;
  subjectId: string;
  subjectMemberId: string;
  subjectMemberName: string;
  subjectMemberEmail: string;
  subjectMemberSuspended: boolean;
  serviceTitle: string | null;
  reporterId: string;
  reporterName: string;
  reason: string;
  status: ReportStatus;
  createdAt: Date;
  closedAt: Date | null;
  resolution: string | null;
  /** created_at with its microseconds, for the page cursor. */
  cursorCreated: string;
}

const REPORT_VIEW = `
  SELECT r.id, r.subject_type AS "subjectType", r.subject_id AS "subjectId", r.subject_member_id AS "subjectMemberId",
         sm.full_name AS "subjectMemberName", sm.email AS "subjectMemberEmail", sm.suspended_at IS NOT NULL AS "subjectMemberSuspended",
         o.title AS "serviceTitle", r.reporter_id AS "reporterId", rp.full_name AS "reporterName",
         r.reason, r.status, r.created_at AS "createdAt", r.closed_at AS "closedAt", r.resolution, r.created_at::text AS "cursorCreated"
    FROM reports r JOIN users sm ON sm.id = r.subject_member_id JOIN users rp ON rp.id = r.reporter_id
    LEFT JOIN services o ON r.subject_type = 'service' AND o.id = r.subject_id`;

/** The member behind a subject: the member themself, or a service's coach (NULL row: no such subject). */
export const reportedMember = defineQuery<[memberId: string], { member_id: string }>(
  'reportedMember',
  `SELECT id AS member_id FROM users WHERE id = $1 AND deleted_at IS NULL`,
);

export const reportedServiceCoach = defineQuery<[serviceId: string], { member_id: string }>(
  'reportedServiceCoach',
  `SELECT o.coach_id AS member_id FROM services o JOIN users u ON u.id = o.coach_id WHERE o.id = $1 AND u.deleted_at IS NULL`,
);

/** No row when this reporter already has an open report on this subject (the partial unique index). */
export const insertReport = defineQuery<
  [reporterId: string, subjectType: ReportSubjectType, subjectId: string, subjectMemberId: string, reason: string],
  { id: string }
>(
  'insertReport',
  `INSERT INTO reports (reporter_id, subject_type, subject_id, subject_member_id, reason) VALUES ($1, $2, $3, $4, $5)
   ON CONFLICT (reporter_id, subject_type, subject_id) WHERE status = 'open' DO NOTHING RETURNING id`,
);

export const reportById = defineQuery<[reportId: string], ReportRow>('reportById', `${REPORT_VIEW} WHERE r.id = $1`);

/** The queue of one status, newest first, keyset-paged by (created_at, id). */
export const reportPage = defineQuery<[status: ReportStatus, limit: number], ReportRow>(
  'reportPage',
  `${REPORT_VIEW}
    WHERE r.status = $1 ORDER BY r.created_at DESC, r.id DESC LIMIT $2`,
);

export const reportPageAfter = defineQuery<
  [status: ReportStatus, createdAt: string, id: string, limit: number],
  ReportRow
>(
  'reportPageAfter',
  `${REPORT_VIEW}
    WHERE r.status = $1 AND (r.created_at, r.id) < ($2::timestamptz, $3::uuid) ORDER BY r.created_at DESC, r.id DESC LIMIT $4`,
);

export const reportCount = defineQuery<[status: ReportStatus], { total: number }>(
  'reportCount',
  `SELECT count(*)::int AS total FROM reports WHERE status = $1`,
);

export const closeReport = defineQuery<[reportId: string, closedBy: string, resolution: string | null], { id: string }>(
  'closeReport',
  `UPDATE reports SET status = 'closed', closed_at = now(), closed_by = $2, resolution = $3 WHERE id = $1 AND status = 'open' RETURNING id`,
);

/** Whether a member holds an admin role (suspending one needs a super_admin). */
export const memberAdminRole = defineQuery<[memberId: string], { role: 'admin' | 'super_admin' }>(
  'memberAdminRole',
  `SELECT a.role FROM admin_roles a JOIN users u ON u.email = a.email WHERE u.id = $1`,
);
