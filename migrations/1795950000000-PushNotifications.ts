import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Web Push, the third channel beside in-app and email (docs/notifications.md):
 *
 * - `push_subscriptions`: one row per device a member turned push on for (the browser's push
 *   service address and its two keys). An address belongs to one member at a time: a browser that
 *   someone else signs in on and turns on moves to them. Listed newest first per member.
 * - `push_preferences`: per member and notification kind, push on or off; a missing row is the
 *   kind's default, so a kind added later needs no migration.
 * - `push_outbox`: one row per push to one device, written in the transaction of the change, sent by
 *   the worker with a lease, retried with backoff. A device that is gone takes its pushes with it.
 */
export class PushNotifications1795950000000 implements MigrationInterface {
  name = 'PushNotifications1795950000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE push_subscriptions (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        endpoint text NOT NULL,
        p256dh text NOT NULL,
        auth text NOT NULL,
        browser text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        last_used_at timestamptz
      )`);
    await q.query(`CREATE UNIQUE INDEX push_subscriptions_endpoint_key ON push_subscriptions (endpoint)`);
    await q.query(`CREATE INDEX push_subscriptions_user_idx ON push_subscriptions (user_id, created_at DESC, id DESC)`);
    await q.query(`
      CREATE TABLE push_preferences (
        user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        kind text NOT NULL,
        enabled boolean NOT NULL,
        updated_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (user_id, kind)
      )`);
    await q.query(`
      CREATE TABLE push_outbox (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        subscription_id uuid NOT NULL REFERENCES push_subscriptions(id) ON DELETE CASCADE,
        payload jsonb,
        status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'sent', 'dead')),
        attempts integer NOT NULL DEFAULT 0,
        next_attempt_at timestamptz NOT NULL DEFAULT now(),
        claim_token uuid,
        last_error text,
        created_at timestamptz NOT NULL DEFAULT now(),
        sent_at timestamptz
      )`);
    await q.query(`CREATE INDEX push_outbox_due_idx ON push_outbox (next_attempt_at) WHERE status = 'pending'`);
    await q.query(`CREATE INDEX push_outbox_subscription_idx ON push_outbox (subscription_id)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE push_outbox`);
    await q.query(`DROP TABLE push_preferences`);
    await q.query(`DROP TABLE push_subscriptions`);
  }
}
