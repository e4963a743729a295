import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Pending requests by expiry had two identical indexes: `exchange_requests_expiry_idx` (the first
 * schema) and `exchange_requests_pending_expiry_idx` (the mail outbox's reminders), both on
 * `(expires_at) WHERE status = 'pending'`. The planner only ever used the second; the first was
 * written on every request sent and every answer. One stays.
 */
export class OneExpiryIndex1796017300000 implements MigrationInterface {
  name = 'OneExpiryIndex1796017300000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX IF EXISTS exchange_requests_expiry_idx`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`CREATE INDEX exchange_requests_expiry_idx ON exchange_requests (expires_at) WHERE status = 'pending'`);
  }
}
