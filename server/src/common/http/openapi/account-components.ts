import { arrayOf, bool, dateTime, int, nullable, obj, oneOfStrings, str, uuid, type JsonSchema } from './schema-kit.js';

const subjectType = oneOfStrings(['member', 'service'], 'What is reported: a member, or one of their services.');
const reportStatus = oneOfStrings(['open', 'closed']);

/** The schemas of my data, reports, suspensions and the audit log. */
export const accountSchemas: Record<string, JsonSchema> = {
  OpenExchange: obj(
    {
      id: uuid('The exchange request.'),
      title: str({ description: "The service's title." }),
      otherPartyName: str(),
      role: oneOfStrings(['requester', 'coach'], "The member's side of it."),
      sessionDate: nullable(dateTime()),
    },
    { description: 'An accepted exchange still open: it blocks an account deletion until completed.' },
  ),
  MyDataExport: {
    type: 'object',
    description:
      'Everything about the signed-in member, one key per kind of record: profile, services, availability, requests (both sides), sessions, ' +
      "testimonials_given, testimonials_received, notifications, ledger_entries (+/− from the member's side), holds, referrals, " +
      'achievements, premium_payments, reports_filed (and messages, needs where those features exist). Other members appear by name only.',
    properties: {
      format: { const: 'energy-exchange-export/1' },
      exported_at: dateTime(),
      profile: { type: 'object', additionalProperties: true },
      services: { type: 'array' },
      availability: { type: 'array' },
      requests: { type: 'array' },
      sessions: { type: 'array' },
      testimonials_given: { type: 'array' },
      testimonials_received: { type: 'array' },
      notifications: { type: 'array' },
      ledger_entries: { type: 'array' },
      holds: { type: 'array' },
      referrals: { type: 'array' },
      achievements: { type: 'object', additionalProperties: true },
      premium_payments: { type: 'array' },
      reports_filed: { type: 'array' },
    },
    required: [
      'format',
      'exported_at',
      'profile',
      'services',
      'requests',
      'sessions',
      'testimonials_given',
      'testimonials_received',
      'notifications',
      'ledger_entries',
      'holds',
    ],
    additionalProperties: true,
  },
  FiledReport: obj({
    id: uuid(),
    subject_type: subjectType,
    subject_id: uuid(),
    status: reportStatus,
    created_at: dateTime(),
  }),
  AdminReport: obj({
    id: uuid(),
    subject_type: subjectType,
    subject_id: uuid(),
    subject_member: obj(
      { id: uuid(), full_name: str(), email: str(), suspended: bool() },
      { description: 'The member reported, or the coach of the service reported.' },
    ),
    service_title: nullable(str({ description: 'For a service report.' })),
    reporter: obj({ id: uuid(), full_name: str() }),
    reason: str({ minLength: 10, maxLength: 1000 }),
    status: reportStatus,
    created_at: dateTime(),
    closed_at: nullable(dateTime()),
    resolution: nullable(str({ description: "The closing admin's note." })),
  }),
  AdminReportPage: obj({
    reports: arrayOf({ $ref: '#/components/schemas/AdminReport' }),
    total: int({ minimum: 0, description: 'Reports of this status, all pages.' }),
    next_cursor: nullable(str()),
  }),
  Suspension: obj({
    user_id: uuid(),
    suspended_at: nullable(dateTime('Null once unsuspended.')),
    suspended_reason: nullable(str()),
  }),
  AuditEntry: obj({
    id: str({ pattern: '^\\d+$', description: 'Grows with every entry.' }),
    actor_id: nullable(uuid('The admin; null for the command line.')),
    actor: str({ description: "The admin's address, or `cli`." }),
    action: oneOfStrings([
      'ep_adjusted',
      'member_suspended',
      'member_unsuspended',
      'admin_role_granted',
      'admin_role_removed',
      'member_imported',
      'report_closed',
      'dispute_resolved',
      'category_added',
      'category_renamed',
      'category_retired',
      'category_restored',
    ]),
    subject: nullable(str({ description: 'What was acted on: a member id, an address (roles), a report id.' })),
    detail: {
      type: 'object',
      additionalProperties: true,
      description: 'The facts of the action (amounts, reasons, roles).',
    },
    created_at: dateTime(),
  }),
  AuditPage: obj({
    entries: arrayOf({ $ref: '#/components/schemas/AuditEntry' }),
    total: int({ minimum: 0 }),
    next_cursor: nullable(str()),
  }),
};
