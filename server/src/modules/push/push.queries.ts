import { defineQuery } from '../../db/typed-query.js';
import type { NotificationItemKind } from '../notifications/index.js';

/** The push module's SQL (`push_subscriptions`, `push_preferences`, `push_outbox`). Runs through `db/typed-query.ts`. */

export interface DeviceRow {
  id: string;
  browser: string;
  createdAt: Date;
  lastUsedAt: Date | null;
  cursorCreated: string;
}
const DEVICE = `id, browser, created_at AS "createdAt", last_used_at AS "lastUsedAt", created_at::text AS "cursorCreated"`;

/** A member's devices, newest first (`push_subscriptions_user_idx`). */
export const devicesOf = defineQuery<[userId: string, limit: number], DeviceRow>(
  'devicesOf',
  `SELECT ${DEVICE} FROM push_subscriptions WHERE user_id = $1 ORDER BY created_at DESC, id DESC LIMIT $2`,
);
export const devicesOfAfter = defineQuery<
  [userId: string, limit: number, afterCreated: string, afterId: string],
  DeviceRow
>(
  'devicesOfAfter',
  `SELECT ${DEVICE} FROM push_subscriptions WHERE user_id = $1 AND (created_at, id) < ($3::timestamptz, $4::uuid)
    ORDER BY created_at DESC, id DESC LIMIT $2`,
);
export const deviceCount = defineQuery<[userId: string], { n: number }>(
  'deviceCount',
  `SELECT count(*)::int AS n FROM push_subscriptions WHERE user_id = $1`,
);

/**
 * Turns push on for a device: a new address is added; one already known (the same browser again,
 * or a browser someone else turned push on in before) becomes this member's with its new keys.
 */
export const saveDevice = defineQuery<
  [userId: string, endpoint: string, p256dh: string, auth: string, browser: string],
  DeviceRow
>(
  'saveDevice',
  `INSERT INTO push_subscriptions (user_id, endpoint, p256dh, auth, browser) VALUES ($1, $2, $3, $4, $5)
   ON CONFLICT (endpoint) DO UPDATE
      SET user_id = EXCLUDED.user_id, p256dh = EXCLUDED.p256dh, auth = EXCLUDED.auth, browser = EXCLUDED.browser,
          created_at = CASE WHEN push_subscriptions.user_id = EXCLUDED.user_id THEN push_subscriptions.created_at ELSE now() END
   RETURNING ${DEVICE}`,
);

export const removeDevice = defineQuery<[id: string, userId: string], { id: string }>(
  'removeDevice',
  `DELETE FROM push_subscriptions WHERE id = $1 AND user_id = $2 RETURNING id`,
);

/** Deleting an account: its devices (their queued pushes go with them) and its push choices. */
export const deletePushDataOf = defineQuery<[userId: string]>(
  'deletePushDataOf',
  `WITH devices AS (DELETE FROM push_subscriptions WHERE user_id = $1)
   DELETE FROM push_preferences WHERE user_id = $1`,
);

/** "My data": the member's devices with push on, as the list shows them (never their address or keys). */
export const exportPushDevicesOf = defineQuery<[memberId: string], Record<string, unknown>>(
  'exportPushDevicesOf',
  `SELECT id, browser, created_at, last_used_at FROM push_subscriptions WHERE user_id = $1 ORDER BY created_at, id`,
);

// --- preferences -------------------------------------------------------------------------------

export const pushChoicesOf = defineQuery<[userId: string], { kind: string; enabled: boolean }>(
  'pushChoicesOf',
  `SELECT kind, enabled FROM push_preferences WHERE user_id = $1`,
);

export const upsertPushChoice = defineQuery<[userId: string, kind: string, enabled: boolean]>(
  'upsertPushChoice',
  `INSERT INTO push_preferences (user_id, kind, enabled) VALUES ($1, $2, $3)
   ON CONFLICT (user_id, kind) DO UPDATE SET enabled = EXCLUDED.enabled, updated_at = now()`,
);

// --- the outbox --------------------------------------------------------------------------------

/**
 * In the notification's transaction: one push per device of the member, when they want this kind
 * pushed (their choice, or the kind's default, $3, when they made none). Answers how many.
 */
export const queuePushes = defineQuery<[userId: string, kind: string, onByDefault: boolean, payload: string]>(
  'queuePushes',
  `INSERT INTO push_outbox (subscription_id, payload)
   SELECT s.id, $4::jsonb FROM push_subscriptions s
    WHERE s.user_id = $1
      AND coalesce((SELECT p.enabled FROM push_preferences p WHERE p.user_id = $1 AND p.kind = $2), $3)`,
);

/** Which kind of thread a message's notification names (its reference): the database's `message_thread`. */
export const threadNamed = defineQuery<[id: string], { kind: NotificationItemKind | null }>(
  'threadNamed',
  `SELECT message_thread($1) AS kind`,
);

export interface ClaimedPush {
  id: string;
  subscriptionId: string;
  endpoint: string;
  p256dh: string;
  auth: string;
  payload: unknown;
  attempts: number;
  /** The device's member's language and timezone: the push is worded when sent. */
  locale: string;
  timezone: string;
}

/**
 * Claims due pushes with a lease, as the mail outbox does: SKIP LOCKED keeps two instances off the
 * same rows, and a worker killed mid-send leaves a row that is due again when its lease ends.
 */
export const claimDuePushes = defineQuery<[limit: number, leaseMs: number, claimToken: string], ClaimedPush>(
  'claimDuePushes',
  `WITH due AS (
     SELECT id FROM push_outbox WHERE status = 'pending' AND next_attempt_at <= now()
      ORDER BY next_attempt_at LIMIT $1 FOR UPDATE SKIP LOCKED
   ), claimed AS (
     UPDATE push_outbox o
        SET next_attempt_at = now() + $2 * interval '1 millisecond', claim_token = $3, attempts = o.attempts + 1
       FROM due
      WHERE o.id = due.id AND o.status = 'pending' AND o.next_attempt_at <= now()
      RETURNING o.id, o.subscription_id, o.payload, o.attempts
   )
   SELECT c.id, c.subscription_id AS "subscriptionId", s.endpoint, s.p256dh, s.auth, c.payload, c.attempts, u.locale, u.timezone
     FROM claimed c JOIN push_subscriptions s ON s.id = c.subscription_id JOIN users u ON u.id = s.user_id`,
);

/** Delivered: the text goes (it has done its job), the row stays as a record; the device was used now. */
export const markPushSent = defineQuery<[id: string, claimToken: string]>(
  'markPushSent',
  `WITH sent AS (
     UPDATE push_outbox SET status = 'sent', sent_at = now(), payload = NULL, claim_token = NULL, last_error = NULL
      WHERE id = $1 AND claim_token = $2 AND status = 'pending'
      RETURNING subscription_id
   )
   UPDATE push_subscriptions SET last_used_at = now() WHERE id IN (SELECT subscription_id FROM sent)`,
);

/** A failed attempt: dead (its text dropped), or due again after the worker's backoff (`common/outbox/worker.ts`). */
export const markPushFailed = defineQuery<
  [id: string, claimToken: string, error: string, dead: boolean, retryInMs: number]
>(
  'markPushFailed',
  `UPDATE push_outbox
      SET claim_token = NULL, last_error = $3,
          status = CASE WHEN $4::boolean THEN 'dead' ELSE 'pending' END,
          payload = CASE WHEN $4::boolean THEN NULL ELSE payload END,
          next_attempt_at = now() + $5 * interval '1 millisecond'
    WHERE id = $1 AND claim_token = $2 AND status = 'pending'`,
);

/** The push service says the device is gone (404, 410): it is forgotten, with its queued pushes. */
export const forgetDevice = defineQuery<[subscriptionId: string]>(
  'forgetDevice',
  `DELETE FROM push_subscriptions WHERE id = $1`,
);
