import { defineQuery } from '../../db/typed-query.js';

/**
 * The account module's SQL. It owns no table: the export is a read model (documented, read-only)
 * over every module's rows of ONE member — `users`, `profiles`, `services`, `availability_slots`,
 * `exchange_requests`, `sessions`, `testimonials`, `notifications`, `ledger_accounts` and
 * `ledger_entries`, `referrals`, `payments`, `reports`. Other members appear by name only, never by
 * address. Writes at deletion go through the owners' queries and services.
 */

export const exportProfile = defineQuery<[userId: string], Record<string, unknown>>(
  'exportProfile',
  `SELECT u.id, u.email, u.full_name, u.user_type, u.timezone, u.referral_code, u.created_at, u.last_login,
          u.email_verified_at, u.profile_completed, u.profile_completed_at, u.password_hash IS NOT NULL AS has_password,
          p.bio, p.location, p.experience_years, p.skills, p.picture, p.image_source, p.updated_at AS profile_updated_at
     FROM users u LEFT JOIN profiles p ON p.user_id = u.id WHERE u.id = $1`,
);

export const exportServices = defineQuery<[userId: string], Record<string, unknown>>(
  'exportServices',
  `SELECT id, title, description, category, duration_minutes, energy_cost, max_participants, created_at, updated_at, archived_at
     FROM services WHERE coach_id = $1 ORDER BY created_at, id`,
);

export const exportAvailability = defineQuery<[userId: string], Record<string, unknown>>(
  'exportAvailability',
  `SELECT weekday, hour FROM availability_slots WHERE user_id = $1 ORDER BY weekday, hour`,
);

export const exportRequests = defineQuery<[userId: string], Record<string, unknown>>(
  'exportRequests',
  `SELECT r.id, CASE WHEN r.requester_id = $1 THEN 'requester' ELSE 'coach' END AS my_role, o.title AS service_title,
          CASE WHEN r.requester_id = $1 THEN co.full_name ELSE rq.full_name END AS other_party,
          r.message, r.status, r.energy_cost, r.held, r.requested_at, r.expires_at, r.responded_at, r.session_date, r.completed_at
     FROM exchange_requests r JOIN services o ON o.id = r.service_id
     JOIN users rq ON rq.id = r.requester_id JOIN users co ON co.id = r.coach_id
    WHERE r.requester_id = $1 OR r.coach_id = $1 ORDER BY r.requested_at, r.id`,
);

export const exportSessions = defineQuery<[userId: string], Record<string, unknown>>(
  'exportSessions',
  `SELECT s.id, s.exchange_request_id, CASE WHEN s.coach_id = $1 THEN 'coach' ELSE 'student' END AS my_role,
          CASE WHEN s.coach_id = $1 THEN st.full_name ELSE co.full_name END AS other_party,
          s.status, s.starts_at, s.proposed_date, s.proposed_time_slot, s.notes, s.created_at, s.responded_at, s.completed_at
     FROM sessions s JOIN users co ON co.id = s.coach_id JOIN users st ON st.id = s.student_id
    WHERE s.coach_id = $1 OR s.student_id = $1 ORDER BY s.created_at, s.id`,
);

export const exportTestimonialsGiven = defineQuery<[userId: string], Record<string, unknown>>(
  'exportTestimonialsGiven',
  `SELECT t.id, t.exchange_request_id, t.seat_id, u.full_name AS about, t.rating, t.content, t.is_public, t.created_at
     FROM testimonials t JOIN users u ON u.id = t.reviewee_id WHERE t.reviewer_id = $1 ORDER BY t.created_at, t.id`,
);

export const exportTestimonialsReceived = defineQuery<[userId: string], Record<string, unknown>>(
  'exportTestimonialsReceived',
  `SELECT t.id, t.exchange_request_id, t.seat_id, u.full_name AS written_by, t.rating, t.content, t.is_public, t.created_at
     FROM testimonials t JOIN users u ON u.id = t.reviewer_id WHERE t.reviewee_id = $1 ORDER BY t.created_at, t.id`,
);

/** The member's notifications as stored (their parameters, or an older row's texts), with the language and clock they read them in. */
export const exportNotifications = defineQuery<
  [userId: string],
  {
    id: string;
    type: string;
    title: string | null;
    message: string | null;
    params: unknown;
    read: boolean;
    reference: string | null;
    created_at: Date;
    locale: string;
    timezone: string;
  }
>(
  'exportNotifications',
  `SELECT n.id, n.type, n.title, n.message, n.params, n.read, n.reference, n.created_at, u.locale, u.timezone
     FROM notifications n JOIN users u ON u.id = n.user_id WHERE n.user_id = $1 ORDER BY n.created_at, n.id`,
);

/** Every entry that moved EP in or out of the member's wallet, as +/− from their side. */
export const exportLedgerEntries = defineQuery<
  [userId: string],
  { id: string; kind: string; amount: number; reference: string | null; memo: string | null; created_at: Date }
>(
  'exportLedgerEntries',
  `SELECT e.id::text AS id, e.kind, CASE WHEN e.credit_account_id = w.id THEN e.amount ELSE -e.amount END AS amount,
          e.reference, e.memo, e.created_at
     FROM ledger_accounts w JOIN ledger_entries e ON e.debit_account_id = w.id OR e.credit_account_id = w.id
    WHERE w.user_id = $1 ORDER BY e.id`,
);

/** EP of the member held in escrow: their pending requests with a hold. */
export const exportHolds = defineQuery<[userId: string], Record<string, unknown>>(
  'exportHolds',
  `SELECT r.id AS request_id, o.title AS service_title, r.energy_cost AS amount, r.requested_at AS held_since
     FROM exchange_requests r JOIN services o ON o.id = r.service_id
    WHERE r.requester_id = $1 AND r.status = 'pending' AND r.held ORDER BY r.requested_at, r.id`,
);

export const exportReferrals = defineQuery<[userId: string], Record<string, unknown>>(
  'exportReferrals',
  `SELECT CASE WHEN r.referrer_id = $1 THEN 'i_referred' ELSE 'referred_me' END AS direction,
          CASE WHEN r.referrer_id = $1 THEN rd.full_name ELSE rr.full_name END AS member, r.created_at, r.completed_at
     FROM referrals r JOIN users rr ON rr.id = r.referrer_id JOIN users rd ON rd.id = r.referred_id
    WHERE r.referrer_id = $1 OR r.referred_id = $1 ORDER BY r.created_at, r.id`,
);

export const exportPayments = defineQuery<[userId: string], Record<string, unknown>>(
  'exportPayments',
  `SELECT id, provider, amount_cents, currency, status, created_at, fulfilled_at FROM payments WHERE user_id = $1 ORDER BY created_at, id`,
);

/** Reports the member filed (never reports about them: those belong to whoever filed them). */
export const exportReportsFiled = defineQuery<[userId: string], Record<string, unknown>>(
  'exportReportsFiled',
  `SELECT id, subject_type, subject_id, reason, status, created_at, closed_at FROM reports WHERE reporter_id = $1 ORDER BY created_at, id`,
);
