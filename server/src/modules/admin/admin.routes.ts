import { randomUUID } from 'node:crypto';
import { Router } from 'express';
import multer from 'multer';
import { actingAdmin, body, member, readerLocale, requireAdmin, requireMember } from '../../common/http/rest.js';
import { invalid, translatableError } from '../../common/errors/domain-error.js';
import { MAX_IMPORT_BYTES, type AdminCsvService } from './admin-csv.js';
import type { AdminMemberRow, MemberSort, AdminService } from './admin.service.js';
import { pageParams, sendNamedPage } from '../../common/http/paging.js';
import type { AdminRoleService } from './admin-role.service.js';
import type { MemberAuthenticator } from '../../common/auth/member.js';
import type { ApiSchema } from '../../common/http/openapi/api-types.js';
import { AdminMessages as M } from './admin.messages.js';
import { addAdminBody, adjustEpBody, exportUsersBody } from './admin.inputs.js';

/** Like every REST list: pages of at most 100, followed through Link rel="next". */
const ADMIN_MEMBERS_PAGE = { defaultLimit: 100, maxLimit: 100 };

const memberRow = (r: AdminMemberRow): ApiSchema<'AdminMemberRow'> => ({
  id: r.id,
  full_name: r.fullName,
  email: r.email,
  about: r.about,
  city: r.city,
  skills: r.skills,
  referred_count: r.referredCount,
  energy_points: r.energyPoints,
  user_type: r.userType,
  created_at: new Date(r.createdAt).toISOString(),
  last_login: r.lastLogin ? new Date(r.lastLogin).toISOString() : null,
  suspended_at: r.suspendedAt ? new Date(r.suspendedAt).toISOString() : null,
  suspended_reason: r.suspendedReason,
});

/** The admin routes: every one needs an admin (403 for members, 401 for visitors). */
export function adminRoutes({
  identity,
  admin,
  adminRoles,
  adminCsv,
}: {
  identity: MemberAuthenticator;
  admin: AdminService;
  adminRoles: AdminRoleService;
  adminCsv: AdminCsvService;
}): Router {
  const r = Router();
  const upload = multer({
    storage: multer.memoryStorage(),
    limits: { fileSize: MAX_IMPORT_BYTES, files: 1, fields: 5 },
  });

  r.use('/admin', requireMember(identity), requireAdmin(adminRoles));

  r.get('/admin/check-access', (req, res) => {
    res.json({
      is_admin: true,
      role: actingAdmin(req).role,
      email: member(req).email,
    });
  });

  // Paged the HTTP way (limit, cursor, Link rel="next", X-Total-Count), like /services and /coaches;
  // the body keeps total and next_cursor for clients written before the headers.
  r.get('/admin/users', async (req, res) => {
    const q = req.query;
    const { limit, cursor } = pageParams(req, ADMIN_MEMBERS_PAGE);
    const page = await admin.members({
      search: typeof q.search === 'string' ? q.search : undefined,
      sort: typeof q.sort === 'string' ? (q.sort as MemberSort) : undefined,
      first: limit,
      after: cursor,
      locale: readerLocale(req),
    });
    sendNamedPage(req, res, 'users', page, memberRow);
  });

  r.get('/admin/analytics', async (req, res) => {
    const a = await admin.analytics(
      typeof req.query.period === 'string' ? req.query.period : 'month',
      readerLocale(req),
    );
    res.json({
      period: a.period,
      totals: a.totals,
      user_types: a.userTypes,
      skills_distribution: a.skillsDistribution,
      members_over_time: a.membersOverTime,
    });
  });

  r.get('/admin/admin-users', async (_req, res) => {
    const list = await adminRoles.list();
    res.json({
      admin_users: list.map((a) => ({
        email: a.email,
        role: a.role,
        created_at: new Date(a.createdAt).toISOString(),
        full_name: a.fullName,
      })),
    });
  });

  r.post('/admin/add-admin', async (req, res) => {
    const { email, role } = await addAdminBody.parse(body(req));
    const added = await adminRoles.grant(member(req).email, email, role);
    res.status(201).json({
      message: 'Admin user added',
      admin: { email: added.email, role: added.role, created_at: new Date(added.createdAt).toISOString() },
    });
  });

  r.delete('/admin/remove-admin/:email', async (req, res) => {
    await adminRoles.remove(member(req).email, String(req.params.email));
    res.json({ message: 'Admin user removed' });
  });

  r.post(
    '/admin/import-users',
    (req, res, next) => {
      upload.single('csv_file')(req, res, (err: unknown) => {
        if (err) {
          const code = (err as { code?: string }).code;
          if (code === 'LIMIT_FILE_SIZE') return next(translatableError('PAYLOAD_TOO_LARGE', M.csvTooLarge));
          return next(invalid(code === 'LIMIT_UNEXPECTED_FILE' ? M.csvUploadField : M.csvUnreadable));
        }
        next();
      });
    },
    async (req, res) => {
      const file = req.file;
      if (!file) throw invalid(M.csvAttach);
      if (!file.originalname.toLowerCase().endsWith('.csv')) throw invalid(M.csvSelectFile);
      const report = await adminCsv.import(
        file.buffer,
        { id: member(req).id, label: member(req).email },
        readerLocale(req),
      );
      res.json({ imported_count: report.importedCount, skipped_count: report.skippedCount, skipped: report.skipped });
    },
  );

  r.post('/admin/export-users', async (req, res) => {
    const { fields } = await exportUsersBody.parse(body(req));
    const { csvData, filename } = await adminCsv.export(fields, readerLocale(req));
    res.json({ csv_data: csvData, filename });
  });

  r.post('/admin/ep-adjustments', async (req, res) => {
    const key = req.get('Idempotency-Key') ?? randomUUID();
    const actor = actingAdmin(req);
    const { email, amount, reason } = await adjustEpBody.parse(body(req), { idempotencyKey: key });
    const result = await admin.adjustEp(actor, { email, amount, reason, idempotencyKey: key });
    res
      .status(result.applied ? 201 : 200)
      .json({ applied: result.applied, user_id: result.userId, energy_points: result.balance });
  });

  return r;
}
