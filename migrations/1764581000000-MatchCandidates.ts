import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The matches ("For you") at scale, part 2 (docs/benchmarks.md "Matches and needs
 *").
 *
 * `ringSuggestions` and `swapSuggestions` pick, per service of mine, the 30 newest open needs of
 * its category whose budget covers it, not mine: through `needs_open_category_idx` each candidate
 * was a heap row (≈ 140 per service, most dropped by the budget), ≈ 860 of the ring search's
 * ≈ 1,000 buffers. With the budget, the author and the last day in the index, the pick is an
 * index-only scan, and only the 20 needs a suggestion shows are read (for their titles). The index
 * replaces the old one (the same key: the board's category listing uses it as before).
 */
export class MatchCandidates1764581000000 implements MigrationInterface {
  name = 'MatchCandidates1764581000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE INDEX needs_open_category_fit_idx ON needs (category, created_at DESC, id DESC) INCLUDE (max_energy, author_id, ends_on) WHERE closed_at IS NULL`);
    await q.query(`DROP INDEX IF EXISTS needs_open_category_idx`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`CREATE INDEX IF NOT EXISTS needs_open_category_idx ON needs (category, created_at DESC, id DESC) WHERE closed_at IS NULL`);
    await q.query(`DROP INDEX IF EXISTS needs_open_category_fit_idx`);
  }
}
