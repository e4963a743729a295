import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * "For you" kept per member (docs/benchmarks.md "Matches and needs").
 *
 * Working a member's matches out costs four ranked searches (≈ 17 ms of PostgreSQL on the large
 * seed, whatever the indexes), more than a visit may take at 8 connections on two cores. The answer
 * changes far less often than it is read, so it is kept:
 *
 * - `match_lists`: per member, the ranked ids of each kind as last worked out, when (`computed_at`)
 *   and from which snapshot (`snapshot`, the transactions it could see), and what it depends on
 *   (`depends_on`: the categories of the member's open needs, active services and skills, and the
 *   member's own id), and every service and need it names (read back at once with the list: one
 *   statement for a visit). A read drops any item that no longer fits (closed, archived, suspended,
 *   already proposed).
 * - `match_changes`: an append-only log of changes to those scopes, each with its transaction. The
 *   triggers below log a category whenever a need or service of it appears, goes, or changes what
 *   matching reads (title, description, category, price or budget, end date, closing, archiving), and
 *   a member whenever their own needs, services or skills change. A kept list is used only while no
 *   change to its scopes is missing from its snapshot (`pg_visible_in_snapshot`): one committed after
 *   it was worked out, or still uncommitted then, makes it be worked out again; one it saw does not.
 *   And for at most a quarter of an hour: a ring's far legs can change in categories the member has
 *   nothing in (MatchService).
 *
 * Statement-level with transition tables, as the coach listing's: a bulk insert logs each category
 * once. The log is appended to, never updated: two members posting in one category at once never
 * wait for each other on a shared row (nor deadlock); rows older than any valid list are pruned every
 * minute.
 */
/** The two kinds of listing matching reads: whose they are, and the columns whose change it sees. */
const LISTINGS = [
  { table: 'needs', owner: 'author_id', matched: ['title', 'description', 'category', 'max_energy', 'ends_on', 'closed_at', 'author_id'] },
  { table: 'offers', owner: 'coach_id', matched: ['title', 'description', 'category', 'energy_cost', 'archived_at', 'coach_id'] },
];

/**
 * A listing table's function and its three statement-level triggers: they log the categories and
 * owners of the rows inserted or deleted, and of the rows updated where a matched column changed.
 */
function changeTriggers({ table, owner, matched }: (typeof LISTINGS)[number]): string[] {
  const scopesOf = (rows: string) => `ARRAY(SELECT DISTINCT category FROM ${rows} UNION SELECT DISTINCT ${owner}::text FROM ${rows})`;
  const columns = (alias: string) => matched.map((c) => `${alias}.${c}`).join(', ');
  const fn = `${table}_stamp_match_changes`;
  return [
    `CREATE FUNCTION ${fn}() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP = 'INSERT' THEN
          PERFORM stamp_match_changes(${scopesOf('new_rows')});
        ELSIF TG_OP = 'DELETE' THEN
          PERFORM stamp_match_changes(${scopesOf('old_rows')});
        ELSE
          PERFORM stamp_match_changes(ARRAY(
            SELECT DISTINCT unnest(ARRAY[o.category, n.category, o.${owner}::text, n.${owner}::text])
              FROM old_rows o JOIN new_rows n ON n.id = o.id
             WHERE (${columns('o')}) IS DISTINCT FROM (${columns('n')})));
        END IF;
        RETURN NULL;
      END $$`,
    `CREATE TRIGGER ${table}_match_insert AFTER INSERT ON ${table} REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION ${fn}()`,
    `CREATE TRIGGER ${table}_match_delete AFTER DELETE ON ${table} REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION ${fn}()`,
    `CREATE TRIGGER ${table}_match_update AFTER UPDATE ON ${table} REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
      FOR EACH STATEMENT EXECUTE FUNCTION ${fn}()`,
  ];
}

export class KeptMatchLists1764600000000 implements MigrationInterface {
  name = 'KeptMatchLists1764600000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE match_lists (
        member_id uuid PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
        computed_at timestamptz NOT NULL,
        snapshot pg_snapshot NOT NULL,
        depends_on text[] NOT NULL,
        service_ids uuid[] NOT NULL,
        service_need_ids uuid[] NOT NULL,
        need_ids uuid[] NOT NULL,
        swaps jsonb NOT NULL,
        rings jsonb NOT NULL,
        named_offer_ids uuid[] NOT NULL,
        named_need_ids uuid[] NOT NULL
      )`);
    await q.query(`CREATE TABLE match_changes (scope text NOT NULL, changed_at timestamptz NOT NULL, xid xid8 NOT NULL)`);
    await q.query(`CREATE INDEX match_changes_scope_idx ON match_changes (scope, changed_at DESC)`);
    await q.query(`CREATE INDEX match_changes_age_idx ON match_changes (changed_at)`);
    await q.query(`
      CREATE FUNCTION stamp_match_changes(scopes text[]) RETURNS void LANGUAGE sql AS $$
        INSERT INTO match_changes (scope, changed_at, xid) SELECT DISTINCT s, clock_timestamp(), pg_current_xact_id() FROM unnest(scopes) s WHERE s IS NOT NULL
      $$`);
    for (const listing of LISTINGS) for (const statement of changeTriggers(listing)) await q.query(statement);
    // Skills are one of the things "needs for me" reads: a member's new skills are their own change.
    await q.query(`
      CREATE FUNCTION profiles_stamp_match_changes() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        PERFORM stamp_match_changes(ARRAY[NEW.user_id::text]);
        RETURN NULL;
      END $$`);
    await q.query(`
      CREATE TRIGGER profiles_match_skills AFTER UPDATE OF skills ON profiles
      FOR EACH ROW WHEN (OLD.skills IS DISTINCT FROM NEW.skills) EXECUTE FUNCTION profiles_stamp_match_changes()`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TRIGGER IF EXISTS profiles_match_skills ON profiles`);
    for (const { table } of LISTINGS) {
      for (const op of ['insert', 'delete', 'update']) await q.query(`DROP TRIGGER IF EXISTS ${table}_match_${op} ON ${table}`);
      await q.query(`DROP FUNCTION IF EXISTS ${table}_stamp_match_changes()`);
    }
    await q.query(`DROP FUNCTION IF EXISTS profiles_stamp_match_changes()`);
    await q.query(`DROP FUNCTION IF EXISTS stamp_match_changes(text[])`);
    await q.query(`DROP TABLE IF EXISTS match_changes`);
    await q.query(`DROP TABLE IF EXISTS match_lists`);
  }
}
