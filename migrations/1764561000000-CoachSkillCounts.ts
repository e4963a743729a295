import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Browse Coaches' found-count kept instead of counted (docs/benchmarks.md "Search at
 * scale, part 2").
 *
 * The count of listed coaches with any of one or two skills was a bitmap over the listed members'
 * skills (GIN) and a visit of every matching profile: ≈ 15,000 rows, 20 ms on its own and the
 * largest part of a Coaches request. `coach_skill_counts` holds, for every skill and every pair of
 * skills, how many listed coaches list both (`skill_a = skill_b` for one skill; the row ('', '') is
 * every listed coach), so a filter by one skill is one row and by two is |A| + |B| − |A ∩ B|.
 * Three or more skills, or the premium filter, are still counted from the profiles.
 *
 * Kept by statement-level triggers on `profiles` (transition tables: a bulk change is one upsert of
 * the summed differences). Upserts take the rows in key order, so two transactions changing the
 * counts of the same skills queue instead of deadlocking; a change of a popular skill's coaches
 * waits for the previous one's commit, which listing changes (a coach's first service, a
 * suspension, a skills edit) are rare enough to afford.
 */

/** Each listed profile of `rows` (aliased `r`) as +1 or −1 on its skills, their pairs and the total. */
const contributions = (rows: string, sign: number, where = 'true') => `
  SELECT a.s AS skill_a, b.s AS skill_b, ${sign} AS d
    FROM ${rows} r
    CROSS JOIN LATERAL (SELECT DISTINCT s COLLATE "C" AS s FROM unnest(r.skills) AS s) a
    CROSS JOIN LATERAL (SELECT DISTINCT s COLLATE "C" AS s FROM unnest(r.skills) AS s) b
   WHERE r.listed AND a.s <= b.s AND ${where}
  UNION ALL
  SELECT '', '', ${sign} FROM ${rows} r WHERE r.listed AND ${where}`;

const apply = (parts: string[]) => `
  INSERT INTO coach_skill_counts AS c (skill_a, skill_b, coaches)
  SELECT skill_a, skill_b, sum(d)::int FROM (${parts.join(' UNION ALL ')}) changes
   GROUP BY skill_a, skill_b HAVING sum(d) <> 0 ORDER BY skill_a, skill_b
  ON CONFLICT (skill_a, skill_b) DO UPDATE SET coaches = c.coaches + excluded.coaches`;

const CHANGED = `r.user_id IN (SELECT n.user_id FROM old_profiles o JOIN new_profiles n ON n.user_id = o.user_id
                                 WHERE (o.listed, o.skills) IS DISTINCT FROM (n.listed, n.skills))`;

export class CoachSkillCounts1764561000000 implements MigrationInterface {
  name = 'CoachSkillCounts1764561000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE coach_skill_counts (
        skill_a text COLLATE "C" NOT NULL,
        skill_b text COLLATE "C" NOT NULL,
        coaches integer NOT NULL,
        PRIMARY KEY (skill_a, skill_b)
      )`);
    await q.query(`
      CREATE FUNCTION profiles_skill_counts() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP = 'INSERT' THEN
          ${apply([contributions('new_profiles', 1)])};
        ELSIF TG_OP = 'DELETE' THEN
          ${apply([contributions('old_profiles', -1)])};
        ELSE
          ${apply([contributions('old_profiles', -1, CHANGED), contributions('new_profiles', 1, CHANGED)])};
        END IF;
        RETURN NULL;
      END $$`);
    for (const [event, refs] of [
      ['insert', 'REFERENCING NEW TABLE AS new_profiles'],
      ['delete', 'REFERENCING OLD TABLE AS old_profiles'],
      ['update', 'REFERENCING OLD TABLE AS old_profiles NEW TABLE AS new_profiles'],
    ]) {
      await q.query(`CREATE TRIGGER profiles_skill_counts_${event} AFTER ${event.toUpperCase()} ON profiles ${refs} FOR EACH STATEMENT EXECUTE FUNCTION profiles_skill_counts()`);
    }
    await q.query(`
      CREATE FUNCTION profiles_truncate_skill_counts() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        -- Empty already when the same TRUNCATE lists it (the tests' reset), which must not truncate it twice.
        IF EXISTS (SELECT 1 FROM coach_skill_counts) THEN TRUNCATE coach_skill_counts; END IF;
        RETURN NULL;
      END $$`);
    await q.query(`CREATE TRIGGER profiles_skill_counts_truncate AFTER TRUNCATE ON profiles FOR EACH STATEMENT EXECUTE FUNCTION profiles_truncate_skill_counts()`);
    await q.query(apply([contributions('profiles', 1)]));
  }

  async down(q: QueryRunner): Promise<void> {
    for (const event of ['insert', 'delete', 'update', 'truncate']) await q.query(`DROP TRIGGER IF EXISTS profiles_skill_counts_${event} ON profiles`);
    await q.query(`DROP FUNCTION IF EXISTS profiles_truncate_skill_counts()`);
    await q.query(`DROP FUNCTION IF EXISTS profiles_skill_counts()`);
    await q.query(`DROP TABLE IF EXISTS coach_skill_counts`);
  }
}
