import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The end of an account's life and the means to act on abuse (parts 4 and 5):
 *
 * - `users.deleted_at`: the member deleted their account. The row stays (ledger entries and other
 *   members' testimonials point at it) but is anonymised: "Deleted member", an address nobody can
 *   hold (`deleted-<id>@accounts.invalid`, so the real one is free for a new sign-up), no password.
 * - `users.suspended_at` / `suspended_reason`: an admin suspended the member. The partial index
 *   keeps the "hide suspended coaches" anti-joins of Discover and Browse Coaches a look-up in a
 *   tiny index.
 * - a mailed code may also prove, at deletion, that it is the member (`purpose = 'delete'`).
 * - `reports`: a member reports a member or a service; one open report per reporter and subject.
 * - `audit_log`: every admin action, written in the action's transaction; append-only like the
 *   ledger (a trigger refuses UPDATE and DELETE).
 */
export class AccountLifecycle1764480000000 implements MigrationInterface {
  name = 'AccountLifecycle1764480000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE users ADD COLUMN deleted_at timestamptz, ADD COLUMN suspended_at timestamptz, ADD COLUMN suspended_reason text`);
    await q.query(`ALTER TABLE users ADD CONSTRAINT users_suspension_reason CHECK ((suspended_at IS NULL) = (suspended_reason IS NULL))`);
    await q.query(`CREATE INDEX users_suspended ON users (id) WHERE suspended_at IS NOT NULL OR deleted_at IS NOT NULL`);
    await q.query(`ALTER TABLE one_time_codes DROP CONSTRAINT one_time_codes_purpose`);
    await q.query(`ALTER TABLE one_time_codes ADD CONSTRAINT one_time_codes_purpose CHECK (purpose IN ('login', 'signup', 'verify', 'delete'))`);
    await q.query(`
      CREATE TABLE reports (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        reporter_id uuid NOT NULL REFERENCES users(id),
        subject_type text NOT NULL,
        subject_id uuid NOT NULL,
        subject_member_id uuid NOT NULL REFERENCES users(id),
        reason text NOT NULL,
        status text NOT NULL DEFAULT 'open',
        created_at timestamptz NOT NULL DEFAULT now(),
        closed_at timestamptz,
        closed_by uuid REFERENCES users(id),
        resolution text,
        CONSTRAINT reports_subject_type CHECK (subject_type IN ('member', 'service')),
        CONSTRAINT reports_status CHECK (status IN ('open', 'closed')),
        CONSTRAINT reports_reason_length CHECK (char_length(reason) BETWEEN 10 AND 1000),
        CONSTRAINT reports_closed CHECK ((status = 'closed') = (closed_at IS NOT NULL))
      )`);
    await q.query(`CREATE UNIQUE INDEX reports_one_open ON reports (reporter_id, subject_type, subject_id) WHERE status = 'open'`);
    await q.query(`CREATE INDEX reports_queue ON reports (status, created_at DESC, id DESC)`);
    await q.query(`CREATE INDEX reports_by_reporter ON reports (reporter_id)`);
    await q.query(`CREATE INDEX reports_by_subject_member ON reports (subject_member_id)`);
    await q.query(`
      CREATE TABLE audit_log (
        id bigserial PRIMARY KEY,
        actor_id uuid REFERENCES users(id),
        actor text NOT NULL,
        action text NOT NULL,
        subject text,
        detail jsonb NOT NULL DEFAULT '{}'::jsonb,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`
      CREATE FUNCTION audit_log_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        RAISE EXCEPTION 'audit_log is append-only' USING ERRCODE = 'restrict_violation';
      END $$`);
    await q.query(`
      CREATE TRIGGER audit_log_no_update_delete BEFORE UPDATE OR DELETE ON audit_log
      FOR EACH ROW EXECUTE FUNCTION audit_log_append_only()`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE IF EXISTS audit_log`);
    await q.query(`DROP FUNCTION IF EXISTS audit_log_append_only()`);
    await q.query(`DROP TABLE IF EXISTS reports`);
    await q.query(`DELETE FROM one_time_codes WHERE purpose = 'delete'`);
    await q.query(`ALTER TABLE one_time_codes DROP CONSTRAINT one_time_codes_purpose`);
    await q.query(`ALTER TABLE one_time_codes ADD CONSTRAINT one_time_codes_purpose CHECK (purpose IN ('login', 'signup', 'verify'))`);
    await q.query(`DROP INDEX IF EXISTS users_suspended`);
    await q.query(`ALTER TABLE users DROP CONSTRAINT IF EXISTS users_suspension_reason`);
    await q.query(`ALTER TABLE users DROP COLUMN IF EXISTS suspended_reason, DROP COLUMN IF EXISTS suspended_at, DROP COLUMN IF EXISTS deleted_at`);
  }
}
