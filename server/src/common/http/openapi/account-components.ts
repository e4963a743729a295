import {
  anyArray,
  arrayOf,
  bool,
  constant,
  dateTime,
  int,
  nullable,
  obj,
  oneOfStrings,
  openObject,
  optional,
  ref,
  str,
  uuid,
} from './shapes.js';
import Type from 'typebox';

const subjectType = oneOfStrings(['member', 'service'], 'What is reported: a member, or one of their services.');
const reportStatus = oneOfStrings(['open', 'closed']);

export const OpenExchange = obj(
  {
    id: uuid('The exchange request.'),
    title: str({ description: "The service's title." }),
    otherPartyName: str(),
    role: oneOfStrings(['requester', 'coach'], "The member's side of it."),
    sessionDate: nullable(dateTime()),
  },
  { description: 'An accepted exchange still open: it blocks an account deletion until completed.' },
);

const MyDataExport = Type.Object(
  {
    format: constant('energy-exchange-export/1'),
    exported_at: dateTime(),
    profile: openObject(),
    services: anyArray(),
    availability: optional(anyArray()),
    requests: anyArray(),
    sessions: anyArray(),
    testimonials_given: anyArray(),
    testimonials_received: anyArray(),
    notifications: anyArray(),
    ledger_entries: anyArray(),
    holds: anyArray(),
    referrals: optional(anyArray()),
    achievements: optional(openObject()),
    premium_payments: optional(anyArray()),
    reports_filed: optional(anyArray()),
  },
  {
    additionalProperties: true,
    description:
      'Everything about the signed-in member, one key per kind of record: profile, services, availability, requests (both sides), sessions, ' +
      "testimonials_given, testimonials_received, notifications, ledger_entries (+/− from the member's side), holds, referrals, " +
      'achievements, premium_payments, reports_filed (and messages, needs where those features exist). Other members appear by name only.',
  },
);

const FiledReport = obj({
  id: uuid(),
  subject_type: subjectType,
  subject_id: uuid(),
  status: reportStatus,
  created_at: dateTime(),
});

const AdminReport = obj({
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
});

const AdminReportPage = obj({
  reports: arrayOf(ref(AdminReport)),
  total: int({ minimum: 0, description: 'Reports of this status, all pages.' }),
  next_cursor: nullable(str()),
});

const Suspension = obj({
  user_id: uuid(),
  suspended_at: nullable(dateTime('Null once unsuspended.')),
  suspended_reason: nullable(str()),
});

const AuditEntry = obj({
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
  detail: openObject('The facts of the action (amounts, reasons, roles).'),
  created_at: dateTime(),
});

const AuditPage = obj({
  entries: arrayOf(ref(AuditEntry)),
  total: int({ minimum: 0 }),
  next_cursor: nullable(str()),
});

/** The schemas of my data, reports, suspensions and the audit log. */
export const accountSchemas = {
  OpenExchange,
  MyDataExport,
  FiledReport,
  AdminReport,
  AdminReportPage,
  Suspension,
  AuditEntry,
  AuditPage,
};
