import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The Needs board's search answered like Discover's (docs/benchmarks.md "Matches and
 * needs"): `need_postings` holds one row per word of each listed need (not closed, of an
 * active member) with that word's rank, made and kept like the services'
 * `search_postings` (migration SearchPostings). A need's last day passes without any write, so it is
 * carried (`ends_on`) and checked when reading, next to the budget filter.
 *
 * The needs' words join `search_words` (migration SearchWords), so that a prefix typed on the board is
 * spelled out as its words like on Discover; a word only one of the two lists uses matches nothing
 * in the other, which is harmless.
 */
/** The statements that make the postings table, its triggers and indexes (frozen as shipped). */
const CREATE_NEED_POSTINGS = [
  `
      CREATE TABLE need_postings (
        word text COLLATE "C" NOT NULL,
        category text NOT NULL,
        rank real NOT NULL,
        created_at timestamptz NOT NULL,
        need_id uuid NOT NULL,
        max_energy smallint NOT NULL,
        ends_on date
      )`,
  `ALTER TABLE need_postings SET (parallel_workers = 0)`,
  `
      CREATE FUNCTION needs_need_postings() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP = 'INSERT' THEN
          INSERT INTO need_postings (word, category, rank, created_at, need_id, max_energy, ends_on) 
  SELECT w.word, o.category, ts_rank_cd('{0.05, 0.2, 0.1, 1.0}', o.search_vector, search_lexeme(w.word)) AS rank, o.created_at, o.id AS need_id, o.max_energy, o.ends_on
    FROM new_needs o CROSS JOIN LATERAL unnest(tsvector_to_array(o.search_vector)) AS w(word)
   WHERE o.closed_at IS NULL
     AND NOT EXISTS (SELECT 1 FROM users u WHERE u.id = o.author_id AND (u.suspended_at IS NOT NULL OR u.deleted_at IS NOT NULL));
        ELSIF TG_OP = 'DELETE' THEN
          
  DELETE FROM need_postings p USING (
  SELECT w.word, o.category, ts_rank_cd('{0.05, 0.2, 0.1, 1.0}', o.search_vector, search_lexeme(w.word)) AS rank, o.created_at, o.id AS need_id, o.max_energy, o.ends_on
    FROM old_needs o CROSS JOIN LATERAL unnest(tsvector_to_array(o.search_vector)) AS w(word)
   WHERE true) k
   WHERE p.word = k.word AND p.category = k.category AND p.rank = k.rank AND p.created_at = k.created_at AND p.need_id = k.need_id;
        ELSE
          -- Only rows whose search vector, filters, order or listing changed (most updates touch none).
          -- One statement: the DELETE sees the postings as they were before it, not the ones it inserts.
          WITH changed AS (
            SELECT n.id FROM old_needs o JOIN new_needs n ON n.id = o.id
             WHERE (o.search_vector, o.category, o.max_energy, o.ends_on, o.created_at, o.closed_at, o.author_id)
                   IS DISTINCT FROM (n.search_vector, n.category, n.max_energy, n.ends_on, n.created_at, n.closed_at, n.author_id)),
          removed AS (
  DELETE FROM need_postings p USING (
  SELECT w.word, o.category, ts_rank_cd('{0.05, 0.2, 0.1, 1.0}', o.search_vector, search_lexeme(w.word)) AS rank, o.created_at, o.id AS need_id, o.max_energy, o.ends_on
    FROM old_needs o CROSS JOIN LATERAL unnest(tsvector_to_array(o.search_vector)) AS w(word)
   WHERE o.id IN (SELECT id FROM changed)) k
   WHERE p.word = k.word AND p.category = k.category AND p.rank = k.rank AND p.created_at = k.created_at AND p.need_id = k.need_id)
          INSERT INTO need_postings (word, category, rank, created_at, need_id, max_energy, ends_on)
          
  SELECT w.word, o.category, ts_rank_cd('{0.05, 0.2, 0.1, 1.0}', o.search_vector, search_lexeme(w.word)) AS rank, o.created_at, o.id AS need_id, o.max_energy, o.ends_on
    FROM new_needs o CROSS JOIN LATERAL unnest(tsvector_to_array(o.search_vector)) AS w(word)
   WHERE o.id IN (SELECT id FROM changed) AND o.closed_at IS NULL
     AND NOT EXISTS (SELECT 1 FROM users u WHERE u.id = o.author_id AND (u.suspended_at IS NOT NULL OR u.deleted_at IS NOT NULL));
        END IF;
        RETURN NULL;
      END $$`,
  `CREATE TRIGGER needs_need_postings_insert AFTER INSERT ON needs REFERENCING NEW TABLE AS new_needs FOR EACH STATEMENT EXECUTE FUNCTION needs_need_postings()`,
  `CREATE TRIGGER needs_need_postings_delete AFTER DELETE ON needs REFERENCING OLD TABLE AS old_needs FOR EACH STATEMENT EXECUTE FUNCTION needs_need_postings()`,
  `CREATE TRIGGER needs_need_postings_update AFTER UPDATE ON needs REFERENCING OLD TABLE AS old_needs NEW TABLE AS new_needs FOR EACH STATEMENT EXECUTE FUNCTION needs_need_postings()`,
  `
      CREATE FUNCTION needs_truncate_need_postings() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        -- Empty already when the same TRUNCATE lists it (the tests' reset), which must not truncate it twice.
        IF EXISTS (SELECT 1 FROM need_postings) THEN TRUNCATE need_postings; END IF;
        RETURN NULL;
      END $$`,
  `CREATE TRIGGER needs_need_postings_truncate AFTER TRUNCATE ON needs FOR EACH STATEMENT EXECUTE FUNCTION needs_truncate_need_postings()`,
  `
      CREATE FUNCTION users_need_postings() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF NEW.suspended_at IS NULL AND NEW.deleted_at IS NULL THEN
          INSERT INTO need_postings (word, category, rank, created_at, need_id, max_energy, ends_on)
          
  SELECT w.word, o.category, ts_rank_cd('{0.05, 0.2, 0.1, 1.0}', o.search_vector, search_lexeme(w.word)) AS rank, o.created_at, o.id AS need_id, o.max_energy, o.ends_on
    FROM needs o CROSS JOIN LATERAL unnest(tsvector_to_array(o.search_vector)) AS w(word)
   WHERE o.author_id = NEW.id AND o.closed_at IS NULL;
        ELSE
          
  DELETE FROM need_postings p USING (
  SELECT w.word, o.category, ts_rank_cd('{0.05, 0.2, 0.1, 1.0}', o.search_vector, search_lexeme(w.word)) AS rank, o.created_at, o.id AS need_id, o.max_energy, o.ends_on
    FROM needs o CROSS JOIN LATERAL unnest(tsvector_to_array(o.search_vector)) AS w(word)
   WHERE o.author_id = NEW.id AND o.closed_at IS NULL) k
   WHERE p.word = k.word AND p.category = k.category AND p.rank = k.rank AND p.created_at = k.created_at AND p.need_id = k.need_id;
        END IF;
        RETURN NULL;
      END $$`,
  `
      CREATE TRIGGER users_need_postings AFTER UPDATE OF suspended_at, deleted_at ON users
      FOR EACH ROW WHEN ((OLD.suspended_at IS NULL AND OLD.deleted_at IS NULL) IS DISTINCT FROM (NEW.suspended_at IS NULL AND NEW.deleted_at IS NULL))
      EXECUTE FUNCTION users_need_postings()`,
  `INSERT INTO need_postings (word, category, rank, created_at, need_id, max_energy, ends_on) 
  SELECT w.word, o.category, ts_rank_cd('{0.05, 0.2, 0.1, 1.0}', o.search_vector, search_lexeme(w.word)) AS rank, o.created_at, o.id AS need_id, o.max_energy, o.ends_on
    FROM needs o CROSS JOIN LATERAL unnest(tsvector_to_array(o.search_vector)) AS w(word)
   WHERE o.closed_at IS NULL
     AND NOT EXISTS (SELECT 1 FROM users u WHERE u.id = o.author_id AND (u.suspended_at IS NOT NULL OR u.deleted_at IS NOT NULL))`,
  `
      CREATE INDEX need_postings_category_idx ON need_postings (word, category, rank DESC, created_at DESC, need_id DESC) INCLUDE (max_energy, ends_on)`,
  `
      CREATE INDEX need_postings_word_idx ON need_postings (word, rank DESC, created_at DESC, need_id DESC) INCLUDE (category, max_energy, ends_on)`,
  `ANALYZE need_postings`,
];

/** The statements that undo them. */
const DROP_NEED_POSTINGS = [
  `DROP TRIGGER IF EXISTS users_need_postings ON users`,
  `DROP FUNCTION IF EXISTS users_need_postings()`,
  `DROP TRIGGER IF EXISTS needs_need_postings_insert ON needs`,
  `DROP TRIGGER IF EXISTS needs_need_postings_delete ON needs`,
  `DROP TRIGGER IF EXISTS needs_need_postings_update ON needs`,
  `DROP TRIGGER IF EXISTS needs_need_postings_truncate ON needs`,
  `DROP FUNCTION IF EXISTS needs_truncate_need_postings()`,
  `DROP FUNCTION IF EXISTS needs_need_postings()`,
  `DROP TABLE IF EXISTS need_postings`,
];

export class NeedPostings1764580000000 implements MigrationInterface {
  name = 'NeedPostings1764580000000';

  async up(q: QueryRunner): Promise<void> {
    for (const statement of CREATE_NEED_POSTINGS) await q.query(statement);
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
    for (const statement of DROP_NEED_POSTINGS) await q.query(statement);
  }
}
