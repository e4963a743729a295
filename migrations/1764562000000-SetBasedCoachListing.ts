import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * `refresh_coach_listing` (migration CoachListing) decided each member's flag with two correlated
 * look-ups per member (`coach_is_listed` in the SET and in the WHERE). Per member that is an index
 * probe on `offers_coach_idx`; but `npm run seed:large` drops the secondary indexes for its load, so
 * the COPY of 300,000 services refreshed 100,000 coaches with a sequential scan of `offers` each
 * (quadratic: the load sat in that trigger for over 20 minutes). The same decision as one set-based
 * UPDATE — the members, their active services and their accounts joined once — is a hash join
 * without an index and an index probe per member with one.
 */
export class SetBasedCoachListing1764562000000 implements MigrationInterface {
  name = 'SetBasedCoachListing1764562000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE OR REPLACE FUNCTION refresh_coach_listing(members uuid[]) RETURNS void LANGUAGE plpgsql AS $$
      BEGIN
        IF cardinality(members) = 0 THEN RETURN; END IF;
        PERFORM 1 FROM profiles WHERE user_id = ANY (members) ORDER BY user_id FOR NO KEY UPDATE;
        WITH m AS (SELECT DISTINCT unnest(members) AS id),
             serving AS (SELECT DISTINCT o.coach_id AS id FROM offers o WHERE o.archived_at IS NULL AND o.coach_id IN (SELECT id FROM m)),
             decided AS (
               SELECT m.id, (s.id IS NOT NULL AND u.suspended_at IS NULL AND u.deleted_at IS NULL) AS listed
                 FROM m JOIN users u ON u.id = m.id LEFT JOIN serving s ON s.id = m.id)
        UPDATE profiles p SET listed = d.listed FROM decided d WHERE p.user_id = d.id AND p.listed IS DISTINCT FROM d.listed;
      END $$`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE OR REPLACE FUNCTION refresh_coach_listing(members uuid[]) RETURNS void LANGUAGE plpgsql AS $$
      BEGIN
        IF cardinality(members) = 0 THEN RETURN; END IF;
        PERFORM 1 FROM profiles WHERE user_id = ANY (members) ORDER BY user_id FOR NO KEY UPDATE;
        UPDATE profiles SET listed = coach_is_listed(user_id) WHERE user_id = ANY (members) AND listed IS DISTINCT FROM coach_is_listed(user_id);
      END $$`);
  }
}
