import { defineMessages } from '@formatjs/intl';
import { Router, type NextFunction, type Request, type Response } from 'express';
import { member, requireMember } from '../../common/http/rest.js';
import { forbidden } from '../../common/errors/domain-error.js';
import { pageParams, sendNamedPage } from '../../common/http/paging.js';
import type { ApiSchema } from '../../common/http/openapi/api-types.js';
import type { AdminRoles } from '../../common/auth/admin-roles.js';
import type { MemberAuthenticator } from '../../common/auth/member.js';
import type { AuditEntry, AuditLog } from './audit-log.js';

const AUDIT_PAGE = { defaultLimit: 50, maxLimit: 100 };

const AuditMessages = defineMessages({
  superAdminOnly: { id: 'audit.superAdminOnly', defaultMessage: 'Only a super_admin can read the audit log' },
});

const auditEntry = (e: AuditEntry): ApiSchema<'AuditEntry'> => ({
  id: e.id,
  actor_id: e.actorId,
  actor: e.actor,
  action: e.action,
  subject: e.subject,
  detail: e.detail,
  created_at: new Date(e.createdAt).toISOString(),
});

/** GET /api/admin/audit-log: super_admins only (plain admins get 403). */
export function auditRoutes({
  identity,
  adminRoles,
  audit,
}: {
  identity: MemberAuthenticator;
  adminRoles: AdminRoles;
  audit: AuditLog;
}): Router {
  const r = Router();
  const requireSuperAdmin = async (req: Request, _res: Response, next: NextFunction) => {
    if ((await adminRoles.roleOf(member(req).email)) !== 'super_admin') throw forbidden(AuditMessages.superAdminOnly);
    next();
  };
  r.get('/admin/audit-log', requireMember(identity), requireSuperAdmin, async (req, res) => {
    const { limit, cursor } = pageParams(req, AUDIT_PAGE);
    const page = await audit.page({ first: limit, after: cursor });
    sendNamedPage(req, res, 'entries', page, auditEntry);
  });
  return r;
}
