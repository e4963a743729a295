import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Premium checkout: where to send the member back, when the local test checkout was paid, and an
 * index for the per-member "is one open already?" check.
 */
export class PremiumCheckout1764000000000 implements MigrationInterface {
  name = 'PremiumCheckout1764000000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE payments ADD COLUMN success_url text, ADD COLUMN cancel_url text, ADD COLUMN local_paid_at timestamptz`);
    await q.query(`ALTER TABLE payments ADD CONSTRAINT payments_local_paid CHECK (local_paid_at IS NULL OR provider = 'local')`);
    await q.query(`CREATE INDEX payments_open_idx ON payments (user_id) WHERE status = 'open'`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX IF EXISTS payments_open_idx`);
    await q.query(`ALTER TABLE payments DROP CONSTRAINT IF EXISTS payments_local_paid`);
    await q.query(`ALTER TABLE payments DROP COLUMN IF EXISTS success_url, DROP COLUMN IF EXISTS cancel_url, DROP COLUMN IF EXISTS local_paid_at`);
  }
}
