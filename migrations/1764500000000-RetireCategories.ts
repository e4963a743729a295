import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Categories managed by super_admins: a retired category keeps its row (existing
 * services and needs still point at it and show its label) but is no longer offered for new ones.
 */
export class RetireCategories1764500000000 implements MigrationInterface {
  name = 'RetireCategories1764500000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE categories ADD COLUMN retired_at timestamptz`);
    await q.query(`ALTER TABLE categories ADD CONSTRAINT categories_label_length CHECK (char_length(label) BETWEEN 1 AND 60) NOT VALID`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE categories DROP CONSTRAINT IF EXISTS categories_label_length`);
    await q.query(`ALTER TABLE categories DROP COLUMN IF EXISTS retired_at`);
  }
}
