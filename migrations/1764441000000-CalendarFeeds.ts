import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Private calendar feeds. A member's feed token is an HMAC of the server secret over a
 * random `nonce` of theirs, so the address can be shown again whenever they ask, yet the table
 * alone (the nonce and the token's SHA-256, by which a feed is found) does not give a feed away.
 * Revoking draws a new nonce, so the old address answers 404 at once.
 */
export class CalendarFeeds1764441000000 implements MigrationInterface {
  name = 'CalendarFeeds1764441000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE calendar_feeds (
        user_id uuid PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
        nonce text NOT NULL,
        token_hash text NOT NULL UNIQUE,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE IF EXISTS calendar_feeds`);
  }
}
