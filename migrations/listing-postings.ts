/**
 * The postings of a listing table (not a migration: the statements that migrations SearchPostings,
 * for services, and NeedPostings, for needs, run). A postings table holds one row per word of each
 * listed row (live, of an active member) with that word's rank in the row, so that a B-tree gives a
 * word's rows in relevance order within a category, and a found-count is an index-only count that
 * stops at the cap (docs/benchmarks.md "Search at scale, part 2").
 *
 * The rank is `ts_rank_cd` of the word alone with the search's weights. For one word, and for an OR
 * of words (a prefix spelled out as its words: `email | emails`), `ts_rank_cd` is the sum of the
 * weights of the words' positions (every occurrence is a cover of its own), so the rank of a
 * spelled-out term is the sum of its words' ranks here.
 *
 * Kept current by statement-level triggers on the listing table (transition tables: a bulk insert is
 * one INSERT … SELECT) and a row trigger on `users` (suspension, lifting, deletion). A row's postings
 * are removed by their full key (recomputed from the old row), so no index on the row's id is needed.
 * The statements are the ones migration SearchPostings ran for `offers`: it builds them here, so
 * the two tables are kept by one piece of code.
 */
export interface ListingPostings {
  /** The listing table (`offers`); every statement aliases it `o`, its transition tables are `new_<table>`/`old_<table>`. */
  table: string;
  /** The postings table (`search_postings`); it also names the trigger functions. */
  postings: string;
  /** The postings' column holding the row's id (`offer_id`). */
  key: string;
  /** The row's member (`coach_id`). */
  owner: string;
  /** When a row is listed, its member aside (`o.archived_at IS NULL`). */
  live: string;
  /** Columns copied for the filters, with their types in the postings (`['energy_cost', 'smallint NOT NULL']`). */
  carried: Array<[column: string, type: string]>;
  /** The columns whose change re-posts a row (its words, filters, order, listing and member). */
  watched: string[];
}

/** The search's weights (D, C, B, A), as in `db/full-text.ts`. */
const WEIGHTS = `'{0.05, 0.2, 0.1, 1.0}'`;

function statementsOf(p: ListingPostings) {
  const carried = p.carried.map(([c]) => c);
  const columns = `(word, category, rank, created_at, ${p.key}, ${carried.join(', ')})`;
  /** The postings of a set of rows (`rows` aliased `o`): one per word of its search vector. */
  const postingsOf = (rows: string, where: string) => `
  SELECT w.word, o.category, ts_rank_cd(${WEIGHTS}, o.search_vector, search_lexeme(w.word)) AS rank, o.created_at, o.id AS ${p.key}, ${carried.map((c) => `o.${c}`).join(', ')}
    FROM ${rows} o CROSS JOIN LATERAL unnest(tsvector_to_array(o.search_vector)) AS w(word)
   WHERE ${where}`;
  const listed = `${p.live}
     AND NOT EXISTS (SELECT 1 FROM users u WHERE u.id = o.${p.owner} AND (u.suspended_at IS NOT NULL OR u.deleted_at IS NOT NULL))`;
  /** Deletes the postings of rows (`rows` aliased `o`) by their key. */
  const removePostingsOf = (rows: string, where = 'true') => `
  DELETE FROM ${p.postings} p USING (${postingsOf(rows, where)}) k
   WHERE p.word = k.word AND p.category = k.category AND p.rank = k.rank AND p.created_at = k.created_at AND p.${p.key} = k.${p.key}`;
  const [newRows, oldRows] = [`new_${p.table}`, `old_${p.table}`];
  const watched = (alias: string) => `(${p.watched.map((c) => `${alias}.${c}`).join(', ')})`;
  return { carried, columns, postingsOf, listed, removePostingsOf, newRows, oldRows, watched };
}

/** Creates the postings table, its triggers, fills it and indexes it. */
export function createListingPostings(p: ListingPostings): string[] {
  const { carried, columns, postingsOf, listed, removePostingsOf, newRows, oldRows, watched } = statementsOf(p);
  return [
    `
      CREATE TABLE ${p.postings} (
        word text COLLATE "C" NOT NULL,
        category text NOT NULL,
        rank real NOT NULL,
        created_at timestamptz NOT NULL,
        ${p.key} uuid NOT NULL,
        ${p.carried.map(([c, type]) => `${c} ${type}`).join(',\n        ')}
      )`,
    `ALTER TABLE ${p.postings} SET (parallel_workers = 0)`,
    `
      CREATE FUNCTION ${p.table}_${p.postings}() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP = 'INSERT' THEN
          INSERT INTO ${p.postings} ${columns} ${postingsOf(newRows, listed)};
        ELSIF TG_OP = 'DELETE' THEN
          ${removePostingsOf(oldRows)};
        ELSE
          -- Only rows whose search vector, filters, order or listing changed (most updates touch none).
          -- One statement: the DELETE sees the postings as they were before it, not the ones it inserts.
          WITH changed AS (
            SELECT n.id FROM ${oldRows} o JOIN ${newRows} n ON n.id = o.id
             WHERE ${watched('o')}
                   IS DISTINCT FROM ${watched('n')}),
          removed AS (${removePostingsOf(oldRows, 'o.id IN (SELECT id FROM changed)')})
          INSERT INTO ${p.postings} ${columns}
          ${postingsOf(newRows, `o.id IN (SELECT id FROM changed) AND ${listed}`)};
        END IF;
        RETURN NULL;
      END $$`,
    ...[
      ['insert', `REFERENCING NEW TABLE AS ${newRows}`],
      ['delete', `REFERENCING OLD TABLE AS ${oldRows}`],
      ['update', `REFERENCING OLD TABLE AS ${oldRows} NEW TABLE AS ${newRows}`],
    ].map(([event, refs]) => `CREATE TRIGGER ${p.table}_${p.postings}_${event} AFTER ${event.toUpperCase()} ON ${p.table} ${refs} FOR EACH STATEMENT EXECUTE FUNCTION ${p.table}_${p.postings}()`),
    `
      CREATE FUNCTION ${p.table}_truncate_${p.postings}() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        -- Empty already when the same TRUNCATE lists it (the tests' reset), which must not truncate it twice.
        IF EXISTS (SELECT 1 FROM ${p.postings}) THEN TRUNCATE ${p.postings}; END IF;
        RETURN NULL;
      END $$`,
    `CREATE TRIGGER ${p.table}_${p.postings}_truncate AFTER TRUNCATE ON ${p.table} FOR EACH STATEMENT EXECUTE FUNCTION ${p.table}_truncate_${p.postings}()`,
    // A suspended or deleted member's rows leave the search; lifting a suspension brings them back.
    `
      CREATE FUNCTION users_${p.postings}() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF NEW.suspended_at IS NULL AND NEW.deleted_at IS NULL THEN
          INSERT INTO ${p.postings} ${columns}
          ${postingsOf(p.table, `o.${p.owner} = NEW.id AND ${p.live}`)};
        ELSE
          ${removePostingsOf(p.table, `o.${p.owner} = NEW.id AND ${p.live}`)};
        END IF;
        RETURN NULL;
      END $$`,
    `
      CREATE TRIGGER users_${p.postings} AFTER UPDATE OF suspended_at, deleted_at ON users
      FOR EACH ROW WHEN ((OLD.suspended_at IS NULL AND OLD.deleted_at IS NULL) IS DISTINCT FROM (NEW.suspended_at IS NULL AND NEW.deleted_at IS NULL))
      EXECUTE FUNCTION users_${p.postings}()`,
    `INSERT INTO ${p.postings} ${columns} ${postingsOf(p.table, listed)}`,
    // Best first within a word and category (a search with a category), and within a word alone.
    `
      CREATE INDEX ${p.postings}_category_idx ON ${p.postings} (word, category, rank DESC, created_at DESC, ${p.key} DESC) INCLUDE (${carried.join(', ')})`,
    `
      CREATE INDEX ${p.postings}_word_idx ON ${p.postings} (word, rank DESC, created_at DESC, ${p.key} DESC) INCLUDE (category, ${carried.join(', ')})`,
    `ANALYZE ${p.postings}`,
  ];
}

/** Drops what `createListingPostings` made. */
export function dropListingPostings(p: ListingPostings): string[] {
  return [
    `DROP TRIGGER IF EXISTS users_${p.postings} ON users`,
    `DROP FUNCTION IF EXISTS users_${p.postings}()`,
    ...['insert', 'delete', 'update', 'truncate'].map((event) => `DROP TRIGGER IF EXISTS ${p.table}_${p.postings}_${event} ON ${p.table}`),
    `DROP FUNCTION IF EXISTS ${p.table}_truncate_${p.postings}()`,
    `DROP FUNCTION IF EXISTS ${p.table}_${p.postings}()`,
    `DROP TABLE IF EXISTS ${p.postings}`,
  ];
}
