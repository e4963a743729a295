import { defineQuery } from '../../db/typed-query.js';
import type { AuditAction } from './audit.types.js';

/**
 * The audit module's SQL (`audit_log`, append-only: a trigger refuses UPDATE and DELETE). Runs
 * through `db/typed-query.ts`.
 */

export interface AuditRow {
  id: string;
  actorId: string | null;
  actor: string;
  action: AuditAction;
  subject: string | null;
  /** The member the subject names, when it is a member's id (a report's or a category's is not). */
  subjectName: string | null;
  detail: Record<string, unknown>;
  createdAt: Date;
}

// CASE keeps the uuid cast from ever seeing an address or a category name.
const AUDIT_COLUMNS = `id::text AS id, actor_id AS "actorId", actor, action, subject,
  CASE WHEN subject ~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$'
       THEN (SELECT u.full_name FROM users u WHERE u.id = subject::uuid) END AS "subjectName",
  detail, created_at AS "createdAt"`;

export const insertAuditEntry = defineQuery<
  [actorId: string | null, actor: string, action: string, subject: string | null, detail: string]
>(
  'insertAuditEntry',
  `INSERT INTO audit_log (actor_id, actor, action, subject, detail) VALUES ($1, $2, $3, $4, $5::jsonb)`,
);

/** The same, for a caller that knows only the admin's id: the label is their address. */
export const insertAuditEntryByMember = defineQuery<
  [actorId: string, action: string, subject: string | null, detail: string]
>(
  'insertAuditEntryByMember',
  `INSERT INTO audit_log (actor_id, actor, action, subject, detail)
   SELECT u.id, u.email, $2, $3, $4::jsonb FROM users u WHERE u.id = $1
   RETURNING id`, // TypeORM answers an INSERT with its rows only: RETURNING lets `affected` count it
);

/** Newest first, keyed by the serial id (it only grows). */
export const auditFirstPage = defineQuery<[limit: number], AuditRow>(
  'auditFirstPage',
  `SELECT ${AUDIT_COLUMNS} FROM audit_log ORDER BY id DESC LIMIT $1`,
);

export const auditPageAfter = defineQuery<[afterId: string, limit: number], AuditRow>(
  'auditPageAfter',
  `SELECT ${AUDIT_COLUMNS} FROM audit_log WHERE id < $1::bigint ORDER BY id DESC LIMIT $2`,
);

export const auditTotal = defineQuery<[], { total: number }>(
  'auditTotal',
  `SELECT count(*)::int AS total FROM audit_log`,
);
