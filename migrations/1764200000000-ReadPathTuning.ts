import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Read paths measured on a large data set (`npm run seed:large`, `npm run bench`; docs/benchmarks.md):
 *
 * - Browse Coaches orders members by `user_type = 'premium' DESC, created_at DESC, id DESC` and keeps
 *   those with the skills asked for: with this index the page walks members in that order and stops
 *   after 20 matches (≈ 7 ms) instead of joining and sorting every member with the skill (≈ 100 ms on
 *   100,000 members).
 * - Discover with a search, a category and a cost range: the full-text GIN index alone finds every
 *   service with the word in any category (a common word: ~4,000 rows, ~3,600 heap pages read); ANDed
 *   with a (category, energy_cost) bitmap it reads only the ~1,500 that match everything, 2.4× fewer
 *   pages. It is deliberately not partial: PostgreSQL does not AND two bitmaps whose indexes share the
 *   same partial predicate (`archived_at IS NULL`, already on the search index).
 * - No parallel query on the tables the web requests scan (offers, profiles, users): on a small
 *   machine serving many requests at once, a Gather with workers was slower even alone (Discover's
 *   page 28 ms with workers, 15 ms without; the coaches count 95 ms → 55 ms) and takes the cores the
 *   other requests need.
 */
export class ReadPathTuning1764200000000 implements MigrationInterface {
  name = 'ReadPathTuning1764200000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE INDEX users_coach_order_idx ON users ((user_type = 'premium') DESC, created_at DESC, id DESC)`);
    await q.query(`CREATE INDEX offers_category_cost_idx ON offers (category, energy_cost)`);
    for (const table of ['offers', 'profiles', 'users']) await q.query(`ALTER TABLE ${table} SET (parallel_workers = 0)`);
  }

  async down(q: QueryRunner): Promise<void> {
    for (const table of ['offers', 'profiles', 'users']) await q.query(`ALTER TABLE ${table} RESET (parallel_workers)`);
    await q.query(`DROP INDEX IF EXISTS offers_category_cost_idx`);
    await q.query(`DROP INDEX IF EXISTS users_coach_order_idx`);
  }
}
