import type { MailAttachment } from '../../common/mail/mailer.js';
import { defineQuery } from '../../db/typed-query.js';

/** The mail module's SQL (`mail_outbox`, `notification_preferences`). Runs through `db/typed-query.ts`. */

export const insertMail = defineQuery<
  [
    id: string,
    messageId: string,
    recipient: string,
    userId: string | null,
    topic: string | null,
    subject: string,
    template: string,
    data: string,
    dedupeKey: string | null,
    attachments: string | null,
  ],
  { id: string }
>(
  'insertMail',
  `INSERT INTO mail_outbox (id, message_id, recipient, user_id, topic, subject, template, data, dedupe_key, attachments)
   VALUES ($1, $2, $3, $4, $5, $6, $7, $8::jsonb, $9, $10::jsonb)
   ON CONFLICT (dedupe_key) WHERE dedupe_key IS NOT NULL DO NOTHING
   RETURNING id`,
);

export interface ClaimedMail {
  id: string;
  messageId: string;
  recipient: string;
  userId: string | null;
  topic: string | null;
  subject: string;
  template: string;
  data: unknown;
  attachments: MailAttachment[] | null;
  attempts: number;
  queuedAt: Date;
  /** The recipient member's language and timezone; null for a mail to no member. */
  locale: string | null;
  timezone: string | null;
}

/**
 * Claims due mails for one send: the claim moves `next_attempt_at` to the lease's end, so a worker
 * killed mid-send leaves a row that is simply due again then (and sent with its same Message-ID);
 * SKIP LOCKED keeps two instances off the same rows.
 */
export const claimDueMails = defineQuery<[limit: number, leaseMs: number, claimToken: string], ClaimedMail>(
  'claimDueMails',
  // The CTE locks the rows once; the UPDATE re-checks that each is still due, so a row another
  // worker claimed meanwhile is never claimed twice.
  // The recipient's language and timezone come with the claim: the mail is worded when sent.
  `WITH due AS (
     SELECT id FROM mail_outbox WHERE status = 'pending' AND next_attempt_at <= now()
      ORDER BY next_attempt_at LIMIT $1 FOR UPDATE SKIP LOCKED
   ), claimed AS (
   UPDATE mail_outbox o
      SET next_attempt_at = now() + $2 * interval '1 millisecond', claim_token = $3, attempts = o.attempts + 1
     FROM due
    WHERE o.id = due.id AND o.status = 'pending' AND o.next_attempt_at <= now()
    RETURNING o.id, o.message_id AS "messageId", o.recipient, o.user_id AS "userId", o.topic, o.subject, o.template, o.data, o.attachments, o.attempts, o.created_at AS "queuedAt"
   )
   SELECT c.*, u.locale, u.timezone FROM claimed c LEFT JOIN users u ON u.id = c."userId"`,
);

/** Sent: the body data goes (a code mail's code must not outlive its delivery); the row stays as a record. */
export const markSent = defineQuery<[id: string, claimToken: string]>(
  'markSent',
  `UPDATE mail_outbox SET status = 'sent', sent_at = now(), data = NULL, attachments = NULL, claim_token = NULL, last_error = NULL
    WHERE id = $1 AND claim_token = $2 AND status = 'pending'`,
);

/** A failed attempt: dead, or due again after the worker's backoff (`common/outbox/worker.ts`). */
export const markFailed = defineQuery<
  [id: string, claimToken: string, error: string, dead: boolean, retryInMs: number]
>(
  'markFailed',
  `UPDATE mail_outbox
      SET claim_token = NULL, last_error = $3,
          status = CASE WHEN $4::boolean THEN 'dead' ELSE 'pending' END,
          next_attempt_at = now() + $5 * interval '1 millisecond'
    WHERE id = $1 AND claim_token = $2 AND status = 'pending'`,
);

export interface DeadMailRow {
  id: string;
  status: 'pending' | 'sent' | 'dead';
  messageId: string;
  recipient: string;
  subject: string;
  template: string;
  attempts: number;
  lastError: string | null;
  createdAt: Date;
  cursorCreated: string;
}
const DEAD = `id, status, message_id AS "messageId", recipient, subject, template, attempts, last_error AS "lastError", created_at AS "createdAt", created_at::text AS "cursorCreated"`;

/** How many mails wait to be sent (retries included) and the age of the oldest, for the operators' metrics. */
export const outboxBacklog = defineQuery<[], { depth: number; oldestSeconds: number }>(
  'outboxBacklog',
  `SELECT count(*)::int AS depth,
          coalesce(extract(epoch FROM now() - min(created_at)), 0)::float8 AS "oldestSeconds"
     FROM mail_outbox WHERE status = 'pending'`,
);

export const deadMails = defineQuery<[limit: number], DeadMailRow>(
  'deadMails',
  `SELECT ${DEAD} FROM mail_outbox WHERE status = 'dead' ORDER BY created_at DESC, id DESC LIMIT $1`,
);
export const deadMailsAfter = defineQuery<[limit: number, afterCreated: string, afterId: string], DeadMailRow>(
  'deadMailsAfter',
  `SELECT ${DEAD} FROM mail_outbox WHERE status = 'dead' AND (created_at, id) < ($2::timestamptz, $3::uuid)
    ORDER BY created_at DESC, id DESC LIMIT $1`,
);
export const deadMailCount = defineQuery<[], { n: number }>(
  'deadMailCount',
  `SELECT count(*)::int AS n FROM mail_outbox WHERE status = 'dead'`,
);

/** A dead mail goes back to the queue with fresh attempts (its Message-ID unchanged). */
export const retryDeadMail = defineQuery<[id: string], DeadMailRow>(
  'retryDeadMail',
  `UPDATE mail_outbox SET status = 'pending', attempts = 0, next_attempt_at = now(), claim_token = NULL
    WHERE id = $1 AND status = 'dead'
    RETURNING ${DEAD}`,
);

// --- preferences -------------------------------------------------------------------------------

export const preferencesOf = defineQuery<[userId: string], { kind: string; delivery: string }>(
  'preferencesOf',
  `SELECT kind, delivery FROM notification_preferences WHERE user_id = $1`,
);

export const upsertPreference = defineQuery<[userId: string, kind: string, delivery: string]>(
  'upsertPreference',
  `INSERT INTO notification_preferences (user_id, kind, delivery) VALUES ($1, $2, $3)
   ON CONFLICT (user_id, kind) DO UPDATE SET delivery = EXCLUDED.delivery, updated_at = now()`,
);

/**
 * One-click unsubscribe: the topic off for a member whose account still exists. No row for a
 * deleted member: their old mails' links change nothing once the account is gone.
 */
export const unsubscribeMember = defineQuery<[userId: string, kind: string], { user_id: string }>(
  'unsubscribeMember',
  `INSERT INTO notification_preferences (user_id, kind, delivery)
   SELECT id, $2, 'off' FROM users WHERE id = $1 AND deleted_at IS NULL
   ON CONFLICT (user_id, kind) DO UPDATE SET delivery = EXCLUDED.delivery, updated_at = now()
   RETURNING user_id`,
);

/** The language of the member an unsubscribe link belongs to (its pages speak it); none for a deleted member. */
export const linkMemberLocale = defineQuery<[userId: string], { locale: string }>(
  'linkMemberLocale',
  `SELECT locale FROM users WHERE id = $1 AND deleted_at IS NULL`,
);

/** Deleting an account: the member's mail choices go with it (the account module runs it in its transaction). */
export const deletePreferencesOf = defineQuery<[userId: string]>(
  'deletePreferencesOf',
  `DELETE FROM notification_preferences WHERE user_id = $1`,
);

/**
 * Who a notification mail goes to, and whether it goes now (`mails_at_once`: a proven address and
 * "immediately" chosen for the kind, or the kind's default, $3, when nothing was chosen).
 */
export const recipientOf = defineQuery<
  [userId: string, kind: string, immediatelyByDefault: boolean],
  { email: string; fullName: string; atOnce: boolean; locale: string; timezone: string }
>(
  'recipientOf',
  `SELECT u.email, u.full_name AS "fullName", mails_at_once(u.id, $2, $3) AS "atOnce", u.locale, u.timezone
     FROM users u WHERE u.id = $1`,
);

// --- scheduled mails -----------------------------------------------------------------------------

/**
 * Members with digest-preference notifications in [from, to), the digest itself not turned off
 * (`daily_digest`), and no digest of that day yet.
 */
export const digestsDue = defineQuery<
  [from: Date, to: Date, immediateKinds: string[], dedupePrefix: string, limit: number],
  {
    userId: string;
    email: string;
    fullName: string;
    items: Array<{ title: string | null; message: string | null; params: unknown }>;
  }
>(
  'digestsDue',
  `SELECT n.user_id AS "userId", u.email, u.full_name AS "fullName",
          json_agg(json_build_object('title', n.title, 'message', n.message, 'params', n.params) ORDER BY n.created_at, n.id) AS items
     FROM notifications n
     JOIN users u ON u.id = n.user_id AND u.email_verified_at IS NOT NULL
     LEFT JOIN notification_preferences p ON p.user_id = n.user_id AND p.kind = n.type
    WHERE n.created_at >= $1 AND n.created_at < $2
      AND mail_delivery(p.delivery, n.type = ANY($3::text[])) = 'digest'
      AND NOT EXISTS (SELECT 1 FROM notification_preferences d WHERE d.user_id = n.user_id AND d.kind = 'daily_digest' AND d.delivery = 'off')
      AND NOT EXISTS (SELECT 1 FROM mail_outbox o WHERE o.dedupe_key = $4 || n.user_id::text)
    GROUP BY n.user_id, u.email, u.full_name
    LIMIT $5`,
);

/** Pending requests expiring within the window whose coach has not had the reminder and wants it. */
export const expiringRequests = defineQuery<
  [windowMs: number, limit: number],
  {
    requestId: string;
    coachId: string;
    email: string;
    fullName: string;
    title: string;
    requester: string;
    expiresAt: Date;
  }
>(
  'expiringRequests',
  `SELECT r.id AS "requestId", r.coach_id AS "coachId", u.email, u.full_name AS "fullName", o.title, q.full_name AS requester, r.expires_at AS "expiresAt"
     FROM exchange_requests r
     JOIN services o ON o.id = r.service_id
     JOIN users u ON u.id = r.coach_id AND u.email_verified_at IS NOT NULL
     JOIN users q ON q.id = r.requester_id
     LEFT JOIN notification_preferences p ON p.user_id = r.coach_id AND p.kind = 'request_expiring'
    WHERE r.status = 'pending' AND r.expires_at > now() AND r.expires_at <= now() + $1 * interval '1 millisecond'
      AND coalesce(p.delivery, 'immediately') <> 'off'
      AND NOT EXISTS (SELECT 1 FROM mail_outbox m WHERE m.dedupe_key = 'request-expiring:' || r.id::text)
    ORDER BY r.expires_at LIMIT $2`,
);

/** Accepted sessions starting within the window: one row per party without the reminder who wants it. */
export const upcomingSessions = defineQuery<
  [windowMs: number, limit: number],
  {
    sessionId: string;
    userId: string;
    email: string;
    fullName: string;
    timezone: string;
    title: string;
    other: string;
    startsAt: Date;
  }
>(
  'upcomingSessions',
  `SELECT s.id AS "sessionId", u.id AS "userId", u.email, u.full_name AS "fullName", u.timezone, o.title, other.full_name AS other, s.starts_at AS "startsAt"
     FROM sessions s
     JOIN exchange_requests r ON r.id = s.exchange_request_id
     JOIN services o ON o.id = r.service_id
     CROSS JOIN LATERAL (VALUES (s.coach_id, s.student_id), (s.student_id, s.coach_id)) AS party(me, them)
     JOIN users u ON u.id = party.me AND u.email_verified_at IS NOT NULL
     JOIN users other ON other.id = party.them
     LEFT JOIN notification_preferences p ON p.user_id = u.id AND p.kind = 'session_reminder'
    WHERE s.status = 'accepted' AND s.starts_at > now() AND s.starts_at <= now() + $1 * interval '1 millisecond'
      AND coalesce(p.delivery, 'immediately') <> 'off'
      AND NOT EXISTS (SELECT 1 FROM mail_outbox m WHERE m.dedupe_key = 'session-reminder:' || s.id::text || ':' || u.id::text)
    ORDER BY s.starts_at LIMIT $2`,
);

/**
 * Scheduled group sessions starting within the window: one row for the coach and one per booked seat
 * holder (not the waitlist) without the reminder who wants it (the `session_reminder` preference, a
 * confirmed address). Read model of the group sessions module (`group_sessions`, `group_session_seats`);
 * the reminder's key is a session's (`session-reminder:<group session>:<member>`), through
 * `group_sessions_due_idx`.
 */
export const upcomingGroupSessions = defineQuery<
  [windowMs: number, limit: number],
  {
    groupSessionId: string;
    userId: string;
    email: string;
    fullName: string;
    timezone: string;
    title: string;
    coach: string;
    isCoach: boolean;
    booked: number;
    seats: number;
    startsAt: Date;
  }
>(
  'upcomingGroupSessions',
  `SELECT g.id AS "groupSessionId", u.id AS "userId", u.email, u.full_name AS "fullName", u.timezone, o.title,
          c.full_name AS coach, u.id = g.coach_id AS "isCoach",
          (SELECT count(*)::int FROM group_session_seats b WHERE b.group_session_id = g.id AND b.status = 'booked') AS booked,
          g.seats, g.starts_at AS "startsAt"
     FROM group_sessions g
     JOIN services o ON o.id = g.service_id
     JOIN users c ON c.id = g.coach_id
     CROSS JOIN LATERAL (
       SELECT g.coach_id AS me
       UNION ALL
       SELECT s.member_id FROM group_session_seats s WHERE s.group_session_id = g.id AND s.status = 'booked') AS party
     JOIN users u ON u.id = party.me AND u.email_verified_at IS NOT NULL
     LEFT JOIN notification_preferences p ON p.user_id = u.id AND p.kind = 'session_reminder'
    WHERE g.status = 'scheduled' AND g.starts_at > now() AND g.starts_at <= now() + $1 * interval '1 millisecond'
      AND coalesce(p.delivery, 'immediately') <> 'off'
      AND NOT EXISTS (SELECT 1 FROM mail_outbox m WHERE m.dedupe_key = 'session-reminder:' || g.id::text || ':' || u.id::text)
    ORDER BY g.starts_at, g.id LIMIT $2`,
);

/** Members who opted in to the weekly mail, with the services published since `since` matching their skills. */
export const newServicesDue = defineQuery<
  [since: Date, dedupePrefix: string, limit: number],
  { userId: string; email: string; fullName: string; services: Array<{ id: string; title: string; coach: string }> }
>(
  'newServicesDue',
  `SELECT u.id AS "userId", u.email, u.full_name AS "fullName",
          (json_agg(json_build_object('id', o.id, 'title', o.title, 'coach', c.full_name) ORDER BY o.created_at DESC))::jsonb AS services
     FROM notification_preferences p
     JOIN users u ON u.id = p.user_id AND u.email_verified_at IS NOT NULL
     JOIN profiles pr ON pr.user_id = u.id AND cardinality(pr.skills) > 0
     JOIN services o ON o.archived_at IS NULL AND o.created_at >= $1 AND o.coach_id <> u.id
      AND EXISTS (SELECT 1 FROM unnest(pr.skills) s WHERE position(lower(s) IN lower(o.title)) > 0 OR o.category = lower(s))
     JOIN users c ON c.id = o.coach_id
    WHERE p.kind = 'new_services_weekly' AND p.delivery = 'immediately'
      AND NOT EXISTS (SELECT 1 FROM mail_outbox m WHERE m.dedupe_key = $2 || u.id::text)
    GROUP BY u.id, u.email, u.full_name
    LIMIT $3`,
);
