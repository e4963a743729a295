import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Mail through an outbox (docs/notifications.md). A mail is a row written in the transaction of the change
 * that causes it; a worker in every instance claims due rows with SKIP LOCKED and a lease (a claim
 * moves `next_attempt_at` to the lease's end, so a worker that dies mid-send leaves a row that is
 * simply due again then; `claim_token` tells the claimer its lease still holds), sends
 * them, retries with backoff and finally marks them dead. `dedupe_key` makes a scheduled mail
 * (a reminder, a digest) exist at most once however many instances schedule it.
 *
 * Members choose per notification kind how it reaches them by mail (immediately, daily digest,
 * off); a missing row is the kind's default, so a kind added later needs no migration.
 */
export class MailOutbox1764450000000 implements MigrationInterface {
  name = 'MailOutbox1764450000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE mail_outbox (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        message_id text NOT NULL,
        recipient text NOT NULL,
        user_id uuid REFERENCES users(id) ON DELETE CASCADE,
        topic text,
        subject text NOT NULL,
        template text NOT NULL,
        data jsonb,
        -- Files sent with the mail (a session's calendar invitation): [{filename, contentType, content}].
        attachments jsonb,
        dedupe_key text,
        status text NOT NULL DEFAULT 'pending',
        attempts integer NOT NULL DEFAULT 0,
        next_attempt_at timestamptz NOT NULL DEFAULT now(),
        claim_token uuid,
        last_error text,
        created_at timestamptz NOT NULL DEFAULT now(),
        sent_at timestamptz,
        CONSTRAINT mail_outbox_status CHECK (status IN ('pending', 'sent', 'dead')),
        CONSTRAINT mail_outbox_sent CHECK ((status = 'sent') = (sent_at IS NOT NULL))
      )`);
    await q.query(`CREATE UNIQUE INDEX mail_outbox_message_id ON mail_outbox (message_id)`);
    await q.query(`CREATE UNIQUE INDEX mail_outbox_dedupe_key ON mail_outbox (dedupe_key) WHERE dedupe_key IS NOT NULL`);
    // The worker's claim: due pending rows, oldest first.
    await q.query(`CREATE INDEX mail_outbox_due_idx ON mail_outbox (next_attempt_at) WHERE status = 'pending'`);
    // The admins' list of dead mails, newest first.
    await q.query(`CREATE INDEX mail_outbox_dead_idx ON mail_outbox (created_at DESC, id DESC) WHERE status = 'dead'`);
    await q.query(`CREATE INDEX mail_outbox_user_idx ON mail_outbox (user_id) WHERE user_id IS NOT NULL`);

    await q.query(`
      CREATE TABLE notification_preferences (
        user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        kind text NOT NULL,
        delivery text NOT NULL,
        updated_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (user_id, kind),
        CONSTRAINT notification_preferences_delivery CHECK (delivery IN ('immediately', 'digest', 'off'))
      )`);
    // The daily digest reads a day of notifications across members.
    await q.query(`CREATE INDEX notifications_created_idx ON notifications (created_at)`);
    // Reminders: pending requests by expiry, accepted sessions by start.
    await q.query(`CREATE INDEX exchange_requests_pending_expiry_idx ON exchange_requests (expires_at) WHERE status = 'pending'`);
    await q.query(`CREATE INDEX sessions_accepted_start_idx ON sessions (starts_at) WHERE status = 'accepted'`);
    // The weekly mail of new services.
    await q.query(`CREATE INDEX offers_created_idx ON offers (created_at) WHERE archived_at IS NULL`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX IF EXISTS offers_created_idx`);
    await q.query(`DROP INDEX IF EXISTS sessions_accepted_start_idx`);
    await q.query(`DROP INDEX IF EXISTS exchange_requests_pending_expiry_idx`);
    await q.query(`DROP INDEX IF EXISTS notifications_created_idx`);
    await q.query(`DROP TABLE IF EXISTS notification_preferences`);
    await q.query(`DROP TABLE IF EXISTS mail_outbox`);
  }
}
