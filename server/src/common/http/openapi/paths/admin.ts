import { componentSchemas as S } from '../components.js';
import { idempotencyKey, routes } from '../operation.js';
import { confirmation, oneOfStrings, ref, str } from '../shapes.js';
import { pagedList } from '../paging.js';

const TAG = 'Admin';

/** Admin (modules/admin): every route needs an admin role. */
export const adminPaths = routes(TAG, {
  'GET /admin/check-access': {
    summary: 'Am I an admin',
    description: 'An ok status means admin: clients show the Admin Dashboard item then.',
    access: 'admin',
    ok: { description: 'The admin role.', schema: ref(S.AdminAccess) },
  },
  'GET /admin/users': {
    summary: 'Members',
    access: 'admin',
    ...pagedList(
      {
        schema: S.AdminMemberPage,
        description: 'A page of members; the next one is in the `Link` header (and `next_cursor`).',
      },
      {
        filters: {
          search: { description: 'Part of a name or email.', schema: str() },
          sort: {
            description: 'Sort key; newest first by default.',
            schema: oneOfStrings(['created_at', 'full_name', 'email', 'energy_points']),
          },
        },
        default: 100,
      },
    ),
  },
  'GET /admin/analytics': {
    summary: 'Analytics',
    access: 'admin',
    query: {
      period: {
        description: 'The period of the "in period" figures and the chart.',
        schema: { type: 'string', enum: ['week', 'month', 'year'], default: 'month' },
      },
    },
    ok: { description: 'Totals, member types, top skills and members over time.', schema: ref(S.AdminAnalytics) },
  },
  'GET /admin/admin-users': {
    summary: 'Admins',
    access: 'admin',
    ok: { description: 'Everyone with an admin role.', schema: ref(S.AdminUsers) },
  },
  'POST /admin/add-admin': {
    summary: 'Add an admin',
    description: 'Only a super_admin grants super_admin.',
    access: 'admin',
    body: { input: 'AddAdminArgs' },
    ok: { status: 201, description: 'Added (or the role changed).', schema: ref(S.AdminAdded) },
    errors: {
      403: 'Only a super_admin can grant or remove super_admin.',
      409: 'The last super_admin cannot lose the role.',
    },
  },
  'DELETE /admin/remove-admin/{email}': {
    summary: 'Remove an admin',
    access: 'admin',
    params: { email: { description: "The admin's email." } },
    ok: { description: 'Removed.', schema: confirmation('Admin user removed') },
    errors: {
      403: 'You cannot remove yourself; only a super_admin removes a super_admin.',
      404: '`Admin user not found`.',
      409: 'The last super_admin cannot be removed.',
    },
  },
  'POST /admin/import-users': {
    summary: 'Import members from CSV',
    description:
      'Columns full_name and email (required), user_type, energy_points, city, about, skills. Each row is imported on its own: a bad row is skipped and reported.',
    access: 'admin',
    body: {
      contentType: 'multipart/form-data',
      schema: {
        type: 'object',
        properties: {
          csv_file: { type: 'string', contentMediaType: 'text/csv', description: 'A .csv file up to 5 MB.' },
        },
        required: ['csv_file'],
      },
    },
    ok: { description: 'What was imported and what was skipped, with the reasons.', schema: ref(S.ImportReport) },
    errors: {
      400: '`Please select a CSV file`, no csv_file, or a file that is not CSV.',
      413: '`The CSV file is larger than 5 MB`.',
    },
  },
  'POST /admin/export-users': {
    summary: 'Export members as CSV',
    access: 'admin',
    body: { input: 'ExportUsersArgs' },
    ok: { description: 'The CSV and its file name.', schema: ref(S.UserExport) },
    errors: { 400: '`Select at least one field to export`, or an unknown field.' },
  },
  'POST /admin/ep-adjustments': {
    summary: "Adjust a member's EP",
    description:
      'A correcting ledger entry (never an edit), with a reason. 201 when applied, 200 when this Idempotency-Key was applied before.',
    access: 'admin',
    headers: idempotencyKey(
      'Makes a retry safe; a random one when absent. 1–100 letters, digits, - or _ (400 otherwise).',
    ),
    body: { input: 'AdjustEpArgs' },
    ok: [
      { status: 201, description: 'Applied.', schema: ref(S.EpAdjustment) },
      {
        status: 200,
        description: 'Already applied with this Idempotency-Key: nothing moved again.',
        schema: ref(S.EpAdjustment),
      },
    ],
    errors: {
      400: 'A broken rule (a value of the wrong type, no reason, a malformed Idempotency-Key), or removing more EP than the member has.',
      403: 'Not an admin; `You cannot adjust your own Energy Points`; or `Adjustments of more than 100 EP need a super_admin`.',
      404: '`User not found`.',
    },
  },
});
