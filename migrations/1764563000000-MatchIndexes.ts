import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The matches ("For you") at scale (docs/benchmarks.md "Search at scale, part 2").
 *
 * `swapSuggestions` looks up the active services of the authors of up to 600 candidate needs and
 * keeps those of one of my needs' categories within its budget: with `offers_coach_idx` that read
 * every active service of every author (≈ 2,000 heap rows for a member with 10 services, 1,959 of
 * them dropped by the join filter, 15–40 ms). Keyed by coach, category and cost, the index answers
 * the join's whole condition and only the services kept are read (1–3 ms).
 *
 * `servicesForMyNeeds` picks, per need, the 60 newest active services of its category within its
 * budget. The planner walked `offers_created_idx` backwards through every category (its perfect
 * correlation makes it look cheap) and read a heap row per service of any category: up to 10–30 ms
 * for a small budget. Covering the filter's columns, this index gives the pick without the heap
 * (an index-only scan, ≈ 0.8 ms), and only the 60 kept are read to rank them.
 */
export class MatchIndexes1764563000000 implements MigrationInterface {
  name = 'MatchIndexes1764563000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE INDEX IF NOT EXISTS offers_coach_category_cost_idx ON offers (coach_id, category, energy_cost) WHERE archived_at IS NULL`);
    await q.query(`
      CREATE INDEX IF NOT EXISTS offers_category_recent_idx ON offers (category, created_at DESC) INCLUDE (energy_cost, coach_id, id) WHERE archived_at IS NULL`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX IF EXISTS offers_category_recent_idx`);
    await q.query(`DROP INDEX IF EXISTS offers_coach_category_cost_idx`);
  }
}
