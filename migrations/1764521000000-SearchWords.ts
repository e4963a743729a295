import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Discover's prefix search as exact words (docs/benchmarks.md "Search at scale").
 *
 * A search term is a prefix (`review:*`) so that words match while they are typed. GIN answers a
 * prefix by collecting the posting list of every word that starts with it into a bitmap first — 13–18
 * ms for "review" (24,032 services) where the exact word takes 3–4 ms. `search_words` holds every word
 * of every service's search vector (in byte order, "C", so a prefix is a range of its primary key),
 * and Discover asks for `review | reviews` instead of `review:*` when a prefix stands for a few words.
 * The list only grows (a word whose last service went away matches nothing, which is harmless);
 * triggers on `offers` add the words of inserted and updated services.
 */
export class SearchWords1764521000000 implements MigrationInterface {
  name = 'SearchWords1764521000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE search_words (word text COLLATE "C" PRIMARY KEY)`);
    await q.query(`
      CREATE FUNCTION offers_search_words() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        INSERT INTO search_words (word)
        SELECT DISTINCT w FROM new_offers, unnest(tsvector_to_array(new_offers.search_vector)) AS w
        ON CONFLICT DO NOTHING;
        RETURN NULL;
      END $$`);
    await q.query(`CREATE TRIGGER offers_search_words_insert AFTER INSERT ON offers REFERENCING NEW TABLE AS new_offers FOR EACH STATEMENT EXECUTE FUNCTION offers_search_words()`);
    await q.query(`CREATE TRIGGER offers_search_words_update AFTER UPDATE ON offers REFERENCING NEW TABLE AS new_offers FOR EACH STATEMENT EXECUTE FUNCTION offers_search_words()`);
    await q.query(`INSERT INTO search_words (word) SELECT DISTINCT w FROM offers, unnest(tsvector_to_array(offers.search_vector)) AS w ON CONFLICT DO NOTHING`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TRIGGER IF EXISTS offers_search_words_update ON offers`);
    await q.query(`DROP TRIGGER IF EXISTS offers_search_words_insert ON offers`);
    await q.query(`DROP FUNCTION IF EXISTS offers_search_words()`);
    await q.query(`DROP TABLE IF EXISTS search_words`);
  }
}
