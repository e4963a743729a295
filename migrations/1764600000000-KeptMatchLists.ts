import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * "For you" kept per member (issue 19 "Speed", docs/benchmarks.md "Matches and needs (issue 19)").
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
    await q.query(`
      CREATE FUNCTION needs_stamp_match_changes() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP = 'INSERT' THEN
          PERFORM stamp_match_changes(ARRAY(SELECT DISTINCT category FROM new_needs UNION SELECT DISTINCT author_id::text FROM new_needs));
        ELSIF TG_OP = 'DELETE' THEN
          PERFORM stamp_match_changes(ARRAY(SELECT DISTINCT category FROM old_needs UNION SELECT DISTINCT author_id::text FROM old_needs));
        ELSE
          PERFORM stamp_match_changes(ARRAY(
            SELECT DISTINCT unnest(ARRAY[o.category, n.category, o.author_id::text, n.author_id::text])
              FROM old_needs o JOIN new_needs n ON n.id = o.id
             WHERE (o.title, o.description, o.category, o.max_energy, o.ends_on, o.closed_at, o.author_id)
                   IS DISTINCT FROM (n.title, n.description, n.category, n.max_energy, n.ends_on, n.closed_at, n.author_id)));
        END IF;
        RETURN NULL;
      END $$`);
    await q.query(`CREATE TRIGGER needs_match_insert AFTER INSERT ON needs REFERENCING NEW TABLE AS new_needs FOR EACH STATEMENT EXECUTE FUNCTION needs_stamp_match_changes()`);
    await q.query(`CREATE TRIGGER needs_match_delete AFTER DELETE ON needs REFERENCING OLD TABLE AS old_needs FOR EACH STATEMENT EXECUTE FUNCTION needs_stamp_match_changes()`);
    await q.query(`
      CREATE TRIGGER needs_match_update AFTER UPDATE ON needs REFERENCING OLD TABLE AS old_needs NEW TABLE AS new_needs
      FOR EACH STATEMENT EXECUTE FUNCTION needs_stamp_match_changes()`);
    await q.query(`
      CREATE FUNCTION offers_stamp_match_changes() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP = 'INSERT' THEN
          PERFORM stamp_match_changes(ARRAY(SELECT DISTINCT category FROM new_offers UNION SELECT DISTINCT coach_id::text FROM new_offers));
        ELSIF TG_OP = 'DELETE' THEN
          PERFORM stamp_match_changes(ARRAY(SELECT DISTINCT category FROM old_offers UNION SELECT DISTINCT coach_id::text FROM old_offers));
        ELSE
          PERFORM stamp_match_changes(ARRAY(
            SELECT DISTINCT unnest(ARRAY[o.category, n.category, o.coach_id::text, n.coach_id::text])
              FROM old_offers o JOIN new_offers n ON n.id = o.id
             WHERE (o.title, o.description, o.category, o.energy_cost, o.archived_at, o.coach_id)
                   IS DISTINCT FROM (n.title, n.description, n.category, n.energy_cost, n.archived_at, n.coach_id)));
        END IF;
        RETURN NULL;
      END $$`);
    await q.query(`CREATE TRIGGER offers_match_insert AFTER INSERT ON offers REFERENCING NEW TABLE AS new_offers FOR EACH STATEMENT EXECUTE FUNCTION offers_stamp_match_changes()`);
    await q.query(`CREATE TRIGGER offers_match_delete AFTER DELETE ON offers REFERENCING OLD TABLE AS old_offers FOR EACH STATEMENT EXECUTE FUNCTION offers_stamp_match_changes()`);
    await q.query(`
      CREATE TRIGGER offers_match_update AFTER UPDATE ON offers REFERENCING OLD TABLE AS old_offers NEW TABLE AS new_offers
      FOR EACH STATEMENT EXECUTE FUNCTION offers_stamp_match_changes()`);
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
    for (const table of ['needs', 'offers']) {
      for (const op of ['insert', 'delete', 'update']) await q.query(`DROP TRIGGER IF EXISTS ${table}_match_${op} ON ${table}`);
    }
    await q.query(`DROP FUNCTION IF EXISTS profiles_stamp_match_changes()`);
    await q.query(`DROP FUNCTION IF EXISTS offers_stamp_match_changes()`);
    await q.query(`DROP FUNCTION IF EXISTS needs_stamp_match_changes()`);
    await q.query(`DROP FUNCTION IF EXISTS stamp_match_changes(text[])`);
    await q.query(`DROP TABLE IF EXISTS match_changes`);
    await q.query(`DROP TABLE IF EXISTS match_lists`);
  }
}
