import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Browse Coaches at scale (issue 17, docs/benchmarks.md "Search at scale"): who is listed is kept on
 * the profile instead of being worked out per request.
 *
 * A member is listed when their account is active and they have at least one active service. The
 * found-count of a skills filter used to decide that for every member holding the skill — a hash of
 * all 290,000 active services plus a pass over all 100,000 members, ≈ 250 ms under load for a skill
 * 15 % of members hold; with `profiles.listed` and a GIN index on the skills of listed members only,
 * it is one bitmap over the listed members with the skill (≈ 20 ms).
 *
 * `refresh_coach_listing(member)` recomputes the flag: after a service is added, archived, removed
 * or moved, and after a suspension, lifting, or deletion. It locks the profile row first and reads in
 * a later statement, so two transactions changing the same coach's services queue on the row and
 * the second reads what the first committed (READ COMMITTED takes a new snapshot per statement).
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
      CREATE FUNCTION refresh_coach_listing(member uuid) RETURNS void LANGUAGE plpgsql AS $$
      BEGIN
        PERFORM 1 FROM profiles WHERE user_id = member FOR NO KEY UPDATE;
        UPDATE profiles SET listed = coach_is_listed(member) WHERE user_id = member AND listed IS DISTINCT FROM coach_is_listed(member);
      END $$`);
    await q.query(`
      CREATE FUNCTION offers_refresh_coach_listing() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP <> 'INSERT' THEN PERFORM refresh_coach_listing(OLD.coach_id); END IF;
        IF TG_OP <> 'DELETE' AND (TG_OP = 'INSERT' OR NEW.coach_id IS DISTINCT FROM OLD.coach_id) THEN PERFORM refresh_coach_listing(NEW.coach_id); END IF;
        RETURN NULL;
      END $$`);
    await q.query(`
      CREATE TRIGGER offers_refresh_coach_listing AFTER INSERT OR DELETE OR UPDATE OF archived_at, coach_id ON offers
      FOR EACH ROW EXECUTE FUNCTION offers_refresh_coach_listing()`);
    await q.query(`
      CREATE FUNCTION users_refresh_coach_listing() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        PERFORM refresh_coach_listing(NEW.id);
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
    await q.query(`DROP TRIGGER IF EXISTS offers_refresh_coach_listing ON offers`);
    await q.query(`DROP FUNCTION IF EXISTS offers_refresh_coach_listing()`);
    await q.query(`DROP FUNCTION IF EXISTS refresh_coach_listing(uuid)`);
    await q.query(`DROP FUNCTION IF EXISTS coach_is_listed(uuid)`);
    await q.query(`DROP INDEX IF EXISTS profiles_listed_skills_idx`);
    await q.query(`ALTER TABLE profiles DROP COLUMN IF EXISTS listed`);
  }
}
