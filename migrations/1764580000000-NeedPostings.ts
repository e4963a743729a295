import type { MigrationInterface, QueryRunner } from 'typeorm';
import { createListingPostings, dropListingPostings, type ListingPostings } from './listing-postings.js';

/**
 * The Needs board's search answered like Discover's (issue 19, docs/benchmarks.md "Matches and
 * needs (issue 19)"): `need_postings` holds one row per word of each listed need (not closed, of an
 * active member) with that word's rank, made and kept by the same code as the services'
 * `search_postings` (`listing-postings.ts`). A need's last day passes without any write, so it is
 * carried (`ends_on`) and checked when reading, next to the budget filter.
 *
 * The needs' words join `search_words` (migration SearchWords), so that a prefix typed on the board is
 * spelled out as its words like on Discover; a word only one of the two lists uses matches nothing
 * in the other, which is harmless.
 */
const NEED_POSTINGS: ListingPostings = {
  table: 'needs',
  postings: 'need_postings',
  key: 'need_id',
  owner: 'author_id',
  live: 'o.closed_at IS NULL',
  carried: [['max_energy', 'smallint NOT NULL'], ['ends_on', 'date']],
  watched: ['search_vector', 'category', 'max_energy', 'ends_on', 'created_at', 'closed_at', 'author_id'],
};

export class NeedPostings1764580000000 implements MigrationInterface {
  name = 'NeedPostings1764580000000';

  async up(q: QueryRunner): Promise<void> {
    for (const statement of createListingPostings(NEED_POSTINGS)) await q.query(statement);
    await q.query(`
      CREATE FUNCTION needs_search_words() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        INSERT INTO search_words (word)
        SELECT DISTINCT w FROM new_needs, unnest(tsvector_to_array(new_needs.search_vector)) AS w
        ON CONFLICT DO NOTHING;
        RETURN NULL;
      END $$`);
    for (const event of ['insert', 'update']) {
      await q.query(`CREATE TRIGGER needs_search_words_${event} AFTER ${event.toUpperCase()} ON needs REFERENCING NEW TABLE AS new_needs FOR EACH STATEMENT EXECUTE FUNCTION needs_search_words()`);
    }
    await q.query(`INSERT INTO search_words (word) SELECT DISTINCT w FROM needs, unnest(tsvector_to_array(needs.search_vector)) AS w ON CONFLICT DO NOTHING`);
  }

  async down(q: QueryRunner): Promise<void> {
    for (const event of ['insert', 'update']) await q.query(`DROP TRIGGER IF EXISTS needs_search_words_${event} ON needs`);
    await q.query(`DROP FUNCTION IF EXISTS needs_search_words()`);
    for (const statement of dropListingPostings(NEED_POSTINGS)) await q.query(statement);
  }
}
