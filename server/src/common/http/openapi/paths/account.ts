import { componentSchemas as S } from '../components.js';
import { actions, routes } from '../operation.js';
import { confirmation, ref } from '../shapes.js';
import { pagedList } from '../paging.js';
import { memberId, reportId } from './resources.js';
import { codeSent } from './identity.js';

/** My data: export and deletion (modules/account). */
export const accountPaths = routes('Profile, user and dashboard', {
  'GET /user/export': {
    summary: 'Download my data',
    description:
      'A JSON file (`Content-Disposition: attachment`) of every record about me. GraphQL: `myDataExport` gives the same document as text.',
    access: 'member',
    ok: {
      description: 'The document.',
      schema: ref(S.MyDataExport),
      headers: {
        'Content-Disposition': {
          description: '`attachment; filename="energy-exchange-my-data-YYYY-MM-DD.json"`',
          required: true,
        },
      },
    },
  },
  'POST /user/deletion-code': {
    summary: 'Mail me a code to delete my account',
    description:
      'For members without a password (or who prefer it): the 6-digit code proves it is them at DELETE /user. One code every 60 seconds.',
    access: 'member',
    ok: codeSent,
    errors: { 429: 'Too many codes: wait `retryAfterSeconds`.' },
  },
  'DELETE /user': {
    summary: 'Delete my account',
    description:
      'With my password or a mailed code. Pending requests (both sides) are cancelled and their holds released; services are hidden; the profile is emptied; ' +
      'I become "Deleted member" and my address is free again; every session ends. Ledger entries and testimonials stay. Refused while accepted exchanges are open.',
    access: 'member',
    body: { input: 'DeleteAccountArgs' },
    ok: { description: 'Deleted; the token no longer works.', schema: confirmation('Your account has been deleted') },
    errors: {
      400: '`Incorrect password`, `Invalid verification code`, or neither given.',
      409: '`Finish or settle your open exchanges before deleting your account`, with `openExchanges` (OpenExchange) listing them.',
    },
  },
});

/** Reporting a member or a service (modules/moderation). */
export const reportPaths = routes('Services, coaches and categories', {
  'POST /reports': {
    summary: 'Report a member or a service',
    description:
      'Any signed-in member. The reason is 10–1,000 characters. One open report per reporter and subject; at most 10 reports a day.',
    access: 'member',
    body: { input: 'ReportSubjectArgs' },
    ok: { status: 201, description: 'Filed; an admin will look at it.', schema: ref(S.FiledReport) },
    errors: {
      400: 'A broken rule (reason length, subject_type).',
      403: 'Your own account or service.',
      404: '`User not found` / `Service not found`.',
      409: 'You already have an open report on it.',
      429: 'Ten reports today already.',
    },
  },
});

/** The reports queue, suspensions and the audit log (modules/moderation, modules/audit). */
export const moderationPaths = routes('Admin', {
  'GET /admin/reports': {
    summary: 'Reports queue',
    access: 'admin',
    ...pagedList(
      { schema: S.AdminReportPage, description: 'A page of reports, newest first.' },
      {
        filters: {
          status: {
            description: 'open (default) or closed.',
            schema: { type: 'string', enum: ['open', 'closed'], default: 'open' },
          },
        },
      },
    ),
  },
  'POST /admin/reports/{id}/close': {
    summary: 'Close a report',
    access: 'admin',
    params: reportId,
    body: { input: 'CloseReportArgs' },
    ok: { description: 'Closed; written to the audit log.', schema: ref(S.AdminReport) },
    errors: { 409: '`This report is already closed`.' },
  },
  ...actions(
    '/admin/users/{id}',
    { access: 'admin', params: memberId, answer: ref(S.Suspension) },
    {
      suspend: {
        summary: 'Suspend a member',
        description:
          'They cannot sign in (every session ends), their services are hidden, new requests to them are refused, their pending requests are cancelled with holds released.',
        body: { input: 'SuspendMemberArgs' },
        done: 'Suspended; written to the audit log.',
        errors: {
          403: 'Yourself, or an admin without being a super_admin.',
          409: '`This member is already suspended`.',
        },
      },
      unsuspend: {
        summary: 'Lift a suspension',
        done: 'They may sign in again; their services show again.',
        errors: { 409: '`This member is not suspended`.' },
      },
    },
  ),
  'GET /admin/audit-log': {
    summary: 'Audit log',
    description:
      'Every admin action (EP corrections, suspensions, role changes, imports, reports closed, dispute resolutions), newest first. super_admins only (403 for admins).',
    access: 'admin',
    ...pagedList({ schema: S.AuditPage, description: 'A page of entries.' }),
  },
});
