import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Fixed-window counters for abuse limits, in PostgreSQL so that they hold across instances. */
export class RateLimits1764100000000 implements MigrationInterface {
  name = 'RateLimits1764100000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE rate_limits (
        bucket text NOT NULL,
        window_start timestamptz NOT NULL,
        hits integer NOT NULL DEFAULT 1,
        PRIMARY KEY (bucket, window_start),
        CONSTRAINT rate_limits_hits CHECK (hits > 0)
      )`);
    await q.query(`CREATE INDEX rate_limits_window_idx ON rate_limits (window_start)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE IF EXISTS rate_limits`);
  }
}
