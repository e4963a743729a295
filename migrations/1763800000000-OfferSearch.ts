import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Full-text search over offers (the Discover Services search box): title (weight A), description (B),
 * category label and coach name (C), the 'simple' configuration so that prefixes of any word match while typing, kept current by triggers, GIN-indexed.
 */
export class OfferSearch1763800000000 implements MigrationInterface {
  name = 'OfferSearch1763800000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE offers ADD COLUMN search_vector tsvector NOT NULL DEFAULT ''::tsvector`);
    await q.query(`
      CREATE FUNCTION offers_search_vector() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        NEW.search_vector :=
          setweight(to_tsvector('simple', coalesce(NEW.title, '')), 'A') ||
          setweight(to_tsvector('simple', coalesce(NEW.description, '')), 'B') ||
          setweight(to_tsvector('simple', coalesce((SELECT label FROM categories WHERE value = NEW.category), '')), 'C') ||
          setweight(to_tsvector('simple', coalesce((SELECT full_name FROM users WHERE id = NEW.coach_id), '')), 'C');
        RETURN NEW;
      END $$`);
    await q.query(`
      CREATE TRIGGER offers_search_vector_update BEFORE INSERT OR UPDATE OF title, description, category, coach_id ON offers
      FOR EACH ROW EXECUTE FUNCTION offers_search_vector()`);
    // A coach's new name must be findable too.
    await q.query(`
      CREATE FUNCTION users_name_to_offers() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        UPDATE offers SET title = title WHERE coach_id = NEW.id;
        RETURN NULL;
      END $$`);
    await q.query(`
      CREATE TRIGGER users_name_to_offers AFTER UPDATE OF full_name ON users
      FOR EACH ROW WHEN (OLD.full_name IS DISTINCT FROM NEW.full_name) EXECUTE FUNCTION users_name_to_offers()`);
    await q.query(`UPDATE offers SET title = title`);
    await q.query(`CREATE INDEX offers_search_idx ON offers USING gin (search_vector) WHERE archived_at IS NULL`);
    // Discover's default order (newest first) and its keyset pagination.
    await q.query(`CREATE INDEX offers_listing_idx ON offers (created_at DESC, id DESC) WHERE archived_at IS NULL`);
    await q.query(`CREATE INDEX offers_coach_all_idx ON offers (coach_id, created_at DESC)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TRIGGER IF EXISTS users_name_to_offers ON users`);
    await q.query(`DROP FUNCTION IF EXISTS users_name_to_offers()`);
    await q.query(`DROP TRIGGER IF EXISTS offers_search_vector_update ON offers`);
    await q.query(`DROP FUNCTION IF EXISTS offers_search_vector()`);
    await q.query(`DROP INDEX IF EXISTS offers_search_idx`);
    await q.query(`DROP INDEX IF EXISTS offers_listing_idx`);
    await q.query(`DROP INDEX IF EXISTS offers_coach_all_idx`);
    await q.query(`ALTER TABLE offers DROP COLUMN IF EXISTS search_vector`);
  }
}
