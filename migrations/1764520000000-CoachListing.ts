import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Browse Coaches at scale (docs/benchmarks.md "Search at scale"): who is listed is kept on
 * the profile instead of being worked out per request.
 *
 * A member is listed when their account is active and they have at least one active service. The
 * found-count of a skills filter used to decide that for every member holding the skill — a hash of
 * all 290,000 active services plus a pass over all 100,000 members, ≈ 250 ms under load for a skill
 * 15 % of members hold; with `profiles.listed` and a GIN index on the skills of listed members only,
 * it is one bitmap over the listed members with the skill (≈ 20 ms).
 *
 * `refresh_coach_listing(members)` recomputes the flag: after services are added, archived, removed
 * or moved, and after a suspension, lifting, or deletion. It locks the profile rows first (in id
 * order) and reads in a later statement, so two transactions changing the same coach's services
 * queue on the row and the second reads what the first committed (READ COMMITTED takes a new
 * snapshot per statement).
 */
export class CoachListing1764520000000 implements MigrationInterface {
  name = 'CoachListing1764520000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE profiles ADD COLUMN listed boolean NOT NULL DEFAULT false`);
    await q.query(`
      CREATE FUNCTION coach_is_listed(member uuid) RETURNS boolean LANGUAGE sql STABLE AS $$
        SELECT EXISTS (SELECT 1 FROM offers o WHERE o.coach_id = member AND o.archived_at IS NULL)
           AND EXISTS (SELECT 1 FROM users u WHERE u.id = member AND u.suspended_at IS NULL AND u.deleted_at IS NULL)
      $$`);
    await q.query(`
      CREATE FUNCTION refresh_coach_listing(members uuid[]) RETURNS void LANGUAGE plpgsql AS $$
      BEGIN
        IF cardinality(members) = 0 THEN RETURN; END IF;
        PERFORM 1 FROM profiles WHERE user_id = ANY (members) ORDER BY user_id FOR NO KEY UPDATE;
        UPDATE profiles SET listed = coach_is_listed(user_id) WHERE user_id = ANY (members) AND listed IS DISTINCT FROM coach_is_listed(user_id);
      END $$`);
    // Statement-level with transition tables: a bulk insert (the large seed's COPY of 300,000
    // services) or an account's archiving refreshes each coach once, not once per row.
    await q.query(`
      CREATE FUNCTION offers_refresh_coach_listing() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP = 'INSERT' THEN
          PERFORM refresh_coach_listing(ARRAY(SELECT DISTINCT coach_id FROM new_offers));
        ELSIF TG_OP = 'DELETE' THEN
          PERFORM refresh_coach_listing(ARRAY(SELECT DISTINCT coach_id FROM old_offers));
        ELSE
          PERFORM refresh_coach_listing(ARRAY(
            SELECT DISTINCT unnest(ARRAY[o.coach_id, n.coach_id]) FROM old_offers o JOIN new_offers n ON n.id = o.id
             WHERE o.archived_at IS DISTINCT FROM n.archived_at OR o.coach_id <> n.coach_id));
        END IF;
        RETURN NULL;
      END $$`);
    await q.query(`CREATE TRIGGER offers_listing_insert AFTER INSERT ON offers REFERENCING NEW TABLE AS new_offers FOR EACH STATEMENT EXECUTE FUNCTION offers_refresh_coach_listing()`);
    await q.query(`CREATE TRIGGER offers_listing_delete AFTER DELETE ON offers REFERENCING OLD TABLE AS old_offers FOR EACH STATEMENT EXECUTE FUNCTION offers_refresh_coach_listing()`);
    await q.query(`
      CREATE TRIGGER offers_listing_update AFTER UPDATE ON offers REFERENCING OLD TABLE AS old_offers NEW TABLE AS new_offers
      FOR EACH STATEMENT EXECUTE FUNCTION offers_refresh_coach_listing()`);
    await q.query(`
      CREATE FUNCTION users_refresh_coach_listing() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        PERFORM refresh_coach_listing(ARRAY[NEW.id]);
        RETURN NULL;
      END $$`);
    await q.query(`
      CREATE TRIGGER users_refresh_coach_listing AFTER UPDATE OF suspended_at, deleted_at ON users
      FOR EACH ROW WHEN ((OLD.suspended_at IS NULL AND OLD.deleted_at IS NULL) IS DISTINCT FROM (NEW.suspended_at IS NULL AND NEW.deleted_at IS NULL))
      EXECUTE FUNCTION users_refresh_coach_listing()`);
    // A profile written after its member's services (an import, a re-created profile) starts right.
    await q.query(`
      CREATE FUNCTION profiles_listed_on_insert() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        NEW.listed := coach_is_listed(NEW.user_id);
        RETURN NEW;
      END $$`);
    await q.query(`CREATE TRIGGER profiles_listed_on_insert BEFORE INSERT ON profiles FOR EACH ROW EXECUTE FUNCTION profiles_listed_on_insert()`);
    await q.query(`UPDATE profiles SET listed = true WHERE coach_is_listed(user_id)`);
    await q.query(`CREATE INDEX profiles_listed_skills_idx ON profiles USING gin (skills) WHERE listed`);
    await q.query(`ANALYZE profiles`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TRIGGER IF EXISTS profiles_listed_on_insert ON profiles`);
    await q.query(`DROP FUNCTION IF EXISTS profiles_listed_on_insert()`);
    await q.query(`DROP TRIGGER IF EXISTS users_refresh_coach_listing ON users`);
    await q.query(`DROP FUNCTION IF EXISTS users_refresh_coach_listing()`);
    for (const event of ['insert', 'delete', 'update']) await q.query(`DROP TRIGGER IF EXISTS offers_listing_${event} ON offers`);
    await q.query(`DROP FUNCTION IF EXISTS offers_refresh_coach_listing()`);
    await q.query(`DROP FUNCTION IF EXISTS refresh_coach_listing(uuid[])`);
    await q.query(`DROP FUNCTION IF EXISTS coach_is_listed(uuid)`);
    await q.query(`DROP INDEX IF EXISTS profiles_listed_skills_idx`);
    await q.query(`ALTER TABLE profiles DROP COLUMN IF EXISTS listed`);
  }
}
