import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The exchange economy: an optional client idempotency key on requests (a retried "send" never
 * holds EP twice), when a profile was completed (an achievement's date), and indexes the request,
 * session and testimonial lists read by.
 */
export class ExchangeEconomy1763900000000 implements MigrationInterface {
  name = 'ExchangeEconomy1763900000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE exchange_requests ADD COLUMN client_key text`);
    await q.query(`ALTER TABLE exchange_requests ADD CONSTRAINT exchange_requests_client_key_length CHECK (char_length(client_key) BETWEEN 1 AND 100)`);
    await q.query(`CREATE UNIQUE INDEX exchange_requests_client_key ON exchange_requests (requester_id, client_key) WHERE client_key IS NOT NULL`);
    await q.query(`ALTER TABLE users ADD COLUMN profile_completed_at timestamptz`);
    await q.query(`UPDATE users SET profile_completed_at = created_at WHERE profile_completed`);
    await q.query(`CREATE INDEX testimonials_public_idx ON testimonials (reviewee_id, created_at DESC) WHERE is_public`);
    await q.query(`CREATE INDEX sessions_pending_idx ON sessions (exchange_request_id) WHERE status IN ('pending', 'accepted')`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX IF EXISTS sessions_pending_idx`);
    await q.query(`DROP INDEX IF EXISTS testimonials_public_idx`);
    await q.query(`ALTER TABLE users DROP COLUMN IF EXISTS profile_completed_at`);
    await q.query(`DROP INDEX IF EXISTS exchange_requests_client_key`);
    await q.query(`ALTER TABLE exchange_requests DROP COLUMN IF EXISTS client_key`);
  }
}
