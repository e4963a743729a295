import type { MigrationInterface, QueryRunner } from 'typeorm';
import { createListingPostings, dropListingPostings, type ListingPostings } from './listing-postings.js';

/**
 * Discover's search answered from an ordered index (issue 17 §2, docs/benchmarks.md "Search at
 * scale, part 2").
 *
 * GIN finds the services that contain a word but cannot give them best first, so every search read
 * and ranked every match (up to the 1,001 of the capped candidate set: ≈ 1,000 heap rows and
 * `ts_rank_cd` calls, plus a 24,000-entry bitmap for a common word ANDed with a category-and-cost
 * bitmap). `search_postings` holds one row per word of each listed service (active, of an active
 * member) with that word's rank in the service, so that a B-tree gives a word's services in
 * relevance order within a category, and the found-count is an index-only count that stops at 1,001.
 *
 * The table, its triggers and indexes are made by `listing-postings.ts` (which says how the rank is
 * computed and how the triggers keep it current); the needs' postings are made the same way
 * (migration NeedPostings).
 */
const SERVICE_POSTINGS: ListingPostings = {
  table: 'offers',
  postings: 'search_postings',
  key: 'offer_id',
  owner: 'coach_id',
  live: 'o.archived_at IS NULL',
  carried: [['energy_cost', 'smallint NOT NULL']],
  watched: ['search_vector', 'category', 'energy_cost', 'created_at', 'archived_at', 'coach_id'],
};

export class SearchPostings1764560000000 implements MigrationInterface {
  name = 'SearchPostings1764560000000';

  async up(q: QueryRunner): Promise<void> {
    // A lexeme as a one-word tsquery, quoted so that no character of it is read as an operator.
    await q.query(`
      CREATE FUNCTION search_lexeme(word text) RETURNS tsquery LANGUAGE sql IMMUTABLE STRICT AS $$
        SELECT ('''' || replace(replace(word, '\\', '\\\\'), '''', '''''') || '''')::tsquery
      $$`);
    for (const statement of createListingPostings(SERVICE_POSTINGS)) await q.query(statement);
  }

  async down(q: QueryRunner): Promise<void> {
    for (const statement of dropListingPostings(SERVICE_POSTINGS)) await q.query(statement);
    await q.query(`DROP FUNCTION IF EXISTS search_lexeme(text)`);
  }
}
