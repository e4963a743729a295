import { Router } from 'express';
import { actingAdmin, body, member, requireAdmin, requireMember } from '../../common/http/rest.js';
import { pageParams, sendNamedPage } from '../../common/http/paging.js';
import type { ApiSchema } from '../../common/http/openapi/api-types.js';
import type { AdminRoles } from '../../common/auth/admin-roles.js';
import type { MemberAuthenticator } from '../../common/auth/member.js';
import { knownReportId, knownSubjectId, type ModerationService, type Report } from './moderation.service.js';
import { closeReportBody, reportSubjectBody, suspendBody } from './moderation.inputs.js';

const REPORTS_PAGE = { defaultLimit: 50, maxLimit: 100 };

const iso = (d: Date | null) => (d ? new Date(d).toISOString() : null);

/** What the reporter gets back: their report, without the queue's details. */
const filedReport = (r: Report): ApiSchema<'FiledReport'> => ({
  id: r.id,
  subject_type: r.subjectType,
  subject_id: r.subjectId,
  status: r.status,
  created_at: new Date(r.createdAt).toISOString(),
});

export const adminReport = (r: Report): ApiSchema<'AdminReport'> => ({
  id: r.id,
  subject_type: r.subjectType,
  subject_id: r.subjectId,
  subject_member: {
    id: r.subjectMemberId,
    full_name: r.subjectMemberName,
    email: r.subjectMemberEmail,
    suspended: r.subjectMemberSuspended,
  },
  service_title: r.serviceTitle,
  reporter: { id: r.reporterId, full_name: r.reporterName },
  reason: r.reason,
  status: r.status,
  created_at: new Date(r.createdAt).toISOString(),
  closed_at: iso(r.closedAt),
  resolution: r.resolution,
});

/** Reports (members) and the moderation routes of admins: the queue and suspensions. */
export function moderationRoutes({
  identity,
  adminRoles,
  moderation,
}: {
  identity: MemberAuthenticator;
  adminRoles: AdminRoles;
  moderation: ModerationService;
}): Router {
  const r = Router();

  const adminOnly = requireAdmin(adminRoles);

  r.post('/reports', requireMember(identity), async (req, res) => {
    const b = body(req);
    // A malformed subject is a 404 before its reason is checked.
    knownSubjectId(b.subject_type, b.subject_id);
    const report = await moderation.report(member(req).id, await reportSubjectBody.parse(b));
    res.status(201).json(filedReport(report));
  });

  r.get('/admin/reports', requireMember(identity), adminOnly, async (req, res) => {
    const { limit, cursor } = pageParams(req, REPORTS_PAGE);
    const status = typeof req.query.status === 'string' ? req.query.status : undefined;
    const page = await moderation.reports({ status, first: limit, after: cursor });
    sendNamedPage(req, res, 'reports', page, adminReport);
  });

  r.post('/admin/reports/:id/close', requireMember(identity), adminOnly, async (req, res) => {
    const { id, resolution } = await closeReportBody.parse(body(req), { id: knownReportId(String(req.params.id)) });
    const report = await moderation.closeReport(actingAdmin(req), id, resolution);
    res.json(adminReport(report));
  });

  r.post('/admin/users/:id/suspend', requireMember(identity), adminOnly, async (req, res) => {
    const { userId, reason } = await suspendBody.parse(body(req), { userId: String(req.params.id) });
    const s = await moderation.suspend(actingAdmin(req), userId, reason);
    res.json({ user_id: s.memberId, suspended_at: new Date(s.suspendedAt).toISOString(), suspended_reason: s.reason });
  });

  r.post('/admin/users/:id/unsuspend', requireMember(identity), adminOnly, async (req, res) => {
    await moderation.unsuspend(actingAdmin(req), String(req.params.id));
    res.json({ user_id: String(req.params.id), suspended_at: null, suspended_reason: null });
  });

  return r;
}
