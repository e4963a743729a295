import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Discover's search answered from an ordered index (docs/benchmarks.md "Search at
 * scale, part 2").
 *
 * GIN finds the services that contain a word but cannot give them best first, so every search read
 * and ranked every match (up to the 1,001 of the capped candidate set: ≈ 1,000 heap rows and
 * `ts_rank_cd` calls, plus a 24,000-entry bitmap for a common word ANDed with a category-and-cost
 * bitmap). `search_postings` holds one row per word of each listed service (active, of an active
 * member) with that word's rank in the service, so that a B-tree gives a word's services in
 * relevance order within a category, and the found-count is an index-only count that stops at 1,001.
 *
 * The rank is `ts_rank_cd` of the word alone with the search's weights. For one word, and for an OR
 * of words (a prefix spelled out as its words: `email | emails`), `ts_rank_cd` is the sum of the
 * weights of the words' positions (every occurrence is a cover of its own), so the rank of a
 * spelled-out term is the sum of its words' ranks here.
 *
 * Kept current by statement-level triggers on `offers` (transition tables: a bulk insert is one
 * INSERT … SELECT) and a row trigger on `users` (suspension, lifting, deletion). A row's postings are
 * removed by their full key (recomputed from the old row), so no index on the row's id is needed.
 * The needs' postings are made the same way (migration NeedPostings); the statements of both were
 * written out by one generator when they shipped and are kept here as they ran.
 */
/** The statements that make the postings table, its triggers and indexes (frozen as shipped). */
const CREATE_SERVICE_POSTINGS = [
  `
      CREATE TABLE search_postings (
        word text COLLATE "C" NOT NULL,
        category text NOT NULL,
        rank real NOT NULL,
        created_at timestamptz NOT NULL,
        offer_id uuid NOT NULL,
        energy_cost smallint NOT NULL
      )`,
  `ALTER TABLE search_postings SET (parallel_workers = 0)`,
  `
      CREATE FUNCTION offers_search_postings() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP = 'INSERT' THEN
          INSERT INTO search_postings (word, category, rank, created_at, offer_id, energy_cost) 
  SELECT w.word, o.category, ts_rank_cd('{0.05, 0.2, 0.1, 1.0}', o.search_vector, search_lexeme(w.word)) AS rank, o.created_at, o.id AS offer_id, o.energy_cost
    FROM new_offers o CROSS JOIN LATERAL unnest(tsvector_to_array(o.search_vector)) AS w(word)
   WHERE o.archived_at IS NULL
     AND NOT EXISTS (SELECT 1 FROM users u WHERE u.id = o.coach_id AND (u.suspended_at IS NOT NULL OR u.deleted_at IS NOT NULL));
        ELSIF TG_OP = 'DELETE' THEN
          
  DELETE FROM search_postings p USING (
  SELECT w.word, o.category, ts_rank_cd('{0.05, 0.2, 0.1, 1.0}', o.search_vector, search_lexeme(w.word)) AS rank, o.created_at, o.id AS offer_id, o.energy_cost
    FROM old_offers o CROSS JOIN LATERAL unnest(tsvector_to_array(o.search_vector)) AS w(word)
   WHERE true) k
   WHERE p.word = k.word AND p.category = k.category AND p.rank = k.rank AND p.created_at = k.created_at AND p.offer_id = k.offer_id;
        ELSE
          -- Only rows whose search vector, filters, order or listing changed (most updates touch none).
          -- One statement: the DELETE sees the postings as they were before it, not the ones it inserts.
          WITH changed AS (
            SELECT n.id FROM old_offers o JOIN new_offers n ON n.id = o.id
             WHERE (o.search_vector, o.category, o.energy_cost, o.created_at, o.archived_at, o.coach_id)
                   IS DISTINCT FROM (n.search_vector, n.category, n.energy_cost, n.created_at, n.archived_at, n.coach_id)),
          removed AS (
  DELETE FROM search_postings p USING (
  SELECT w.word, o.category, ts_rank_cd('{0.05, 0.2, 0.1, 1.0}', o.search_vector, search_lexeme(w.word)) AS rank, o.created_at, o.id AS offer_id, o.energy_cost
    FROM old_offers o CROSS JOIN LATERAL unnest(tsvector_to_array(o.search_vector)) AS w(word)
   WHERE o.id IN (SELECT id FROM changed)) k
   WHERE p.word = k.word AND p.category = k.category AND p.rank = k.rank AND p.created_at = k.created_at AND p.offer_id = k.offer_id)
          INSERT INTO search_postings (word, category, rank, created_at, offer_id, energy_cost)
          
  SELECT w.word, o.category, ts_rank_cd('{0.05, 0.2, 0.1, 1.0}', o.search_vector, search_lexeme(w.word)) AS rank, o.created_at, o.id AS offer_id, o.energy_cost
    FROM new_offers o CROSS JOIN LATERAL unnest(tsvector_to_array(o.search_vector)) AS w(word)
   WHERE o.id IN (SELECT id FROM changed) AND o.archived_at IS NULL
     AND NOT EXISTS (SELECT 1 FROM users u WHERE u.id = o.coach_id AND (u.suspended_at IS NOT NULL OR u.deleted_at IS NOT NULL));
        END IF;
        RETURN NULL;
      END $$`,
  `CREATE TRIGGER offers_search_postings_insert AFTER INSERT ON offers REFERENCING NEW TABLE AS new_offers FOR EACH STATEMENT EXECUTE FUNCTION offers_search_postings()`,
  `CREATE TRIGGER offers_search_postings_delete AFTER DELETE ON offers REFERENCING OLD TABLE AS old_offers FOR EACH STATEMENT EXECUTE FUNCTION offers_search_postings()`,
  `CREATE TRIGGER offers_search_postings_update AFTER UPDATE ON offers REFERENCING OLD TABLE AS old_offers NEW TABLE AS new_offers FOR EACH STATEMENT EXECUTE FUNCTION offers_search_postings()`,
  `
      CREATE FUNCTION offers_truncate_search_postings() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        -- Empty already when the same TRUNCATE lists it (the tests' reset), which must not truncate it twice.
        IF EXISTS (SELECT 1 FROM search_postings) THEN TRUNCATE search_postings; END IF;
        RETURN NULL;
      END $$`,
  `CREATE TRIGGER offers_search_postings_truncate AFTER TRUNCATE ON offers FOR EACH STATEMENT EXECUTE FUNCTION offers_truncate_search_postings()`,
  `
      CREATE FUNCTION users_search_postings() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF NEW.suspended_at IS NULL AND NEW.deleted_at IS NULL THEN
          INSERT INTO search_postings (word, category, rank, created_at, offer_id, energy_cost)
          
  SELECT w.word, o.category, ts_rank_cd('{0.05, 0.2, 0.1, 1.0}', o.search_vector, search_lexeme(w.word)) AS rank, o.created_at, o.id AS offer_id, o.energy_cost
    FROM offers o CROSS JOIN LATERAL unnest(tsvector_to_array(o.search_vector)) AS w(word)
   WHERE o.coach_id = NEW.id AND o.archived_at IS NULL;
        ELSE
          
  DELETE FROM search_postings p USING (
  SELECT w.word, o.category, ts_rank_cd('{0.05, 0.2, 0.1, 1.0}', o.search_vector, search_lexeme(w.word)) AS rank, o.created_at, o.id AS offer_id, o.energy_cost
    FROM offers o CROSS JOIN LATERAL unnest(tsvector_to_array(o.search_vector)) AS w(word)
   WHERE o.coach_id = NEW.id AND o.archived_at IS NULL) k
   WHERE p.word = k.word AND p.category = k.category AND p.rank = k.rank AND p.created_at = k.created_at AND p.offer_id = k.offer_id;
        END IF;
        RETURN NULL;
      END $$`,
  `
      CREATE TRIGGER users_search_postings AFTER UPDATE OF suspended_at, deleted_at ON users
      FOR EACH ROW WHEN ((OLD.suspended_at IS NULL AND OLD.deleted_at IS NULL) IS DISTINCT FROM (NEW.suspended_at IS NULL AND NEW.deleted_at IS NULL))
      EXECUTE FUNCTION users_search_postings()`,
  `INSERT INTO search_postings (word, category, rank, created_at, offer_id, energy_cost) 
  SELECT w.word, o.category, ts_rank_cd('{0.05, 0.2, 0.1, 1.0}', o.search_vector, search_lexeme(w.word)) AS rank, o.created_at, o.id AS offer_id, o.energy_cost
    FROM offers o CROSS JOIN LATERAL unnest(tsvector_to_array(o.search_vector)) AS w(word)
   WHERE o.archived_at IS NULL
     AND NOT EXISTS (SELECT 1 FROM users u WHERE u.id = o.coach_id AND (u.suspended_at IS NOT NULL OR u.deleted_at IS NOT NULL))`,
  `
      CREATE INDEX search_postings_category_idx ON search_postings (word, category, rank DESC, created_at DESC, offer_id DESC) INCLUDE (energy_cost)`,
  `
      CREATE INDEX search_postings_word_idx ON search_postings (word, rank DESC, created_at DESC, offer_id DESC) INCLUDE (category, energy_cost)`,
  `ANALYZE search_postings`,
];

/** The statements that undo them. */
const DROP_SERVICE_POSTINGS = [
  `DROP TRIGGER IF EXISTS users_search_postings ON users`,
  `DROP FUNCTION IF EXISTS users_search_postings()`,
  `DROP TRIGGER IF EXISTS offers_search_postings_insert ON offers`,
  `DROP TRIGGER IF EXISTS offers_search_postings_delete ON offers`,
  `DROP TRIGGER IF EXISTS offers_search_postings_update ON offers`,
  `DROP TRIGGER IF EXISTS offers_search_postings_truncate ON offers`,
  `DROP FUNCTION IF EXISTS offers_truncate_search_postings()`,
  `DROP FUNCTION IF EXISTS offers_search_postings()`,
  `DROP TABLE IF EXISTS search_postings`,
];

export class SearchPostings1764560000000 implements MigrationInterface {
  name = 'SearchPostings1764560000000';

  async up(q: QueryRunner): Promise<void> {
    // A lexeme as a one-word tsquery, quoted so that no character of it is read as an operator.
    await q.query(`
      CREATE FUNCTION search_lexeme(word text) RETURNS tsquery LANGUAGE sql IMMUTABLE STRICT AS $$
        SELECT ('''' || replace(replace(word, '\\', '\\\\'), '''', '''''') || '''')::tsquery
      $$`);
    for (const statement of CREATE_SERVICE_POSTINGS) await q.query(statement);
  }

  async down(q: QueryRunner): Promise<void> {
    for (const statement of DROP_SERVICE_POSTINGS) await q.query(statement);
    await q.query(`DROP FUNCTION IF EXISTS search_lexeme(text)`);
  }
}
