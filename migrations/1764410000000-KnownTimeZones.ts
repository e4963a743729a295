import type { MigrationInterface, QueryRunner } from 'typeorm';

/** A name the runtime (ICU) resolves; PostgreSQL's own list is checked in SQL. */
function intlKnows(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/**
 * Members' timezones are used in SQL (`AT TIME ZONE`): a zone PostgreSQL does not know (e.g.
 * "US/Pacific-New", "Canada/East-Saskatchewan", accepted before because the runtime still knew it)
 * made every session proposal to that member fail. Such zones, and any the runtime does not know,
 * become UTC; pending sign-up codes get the same treatment. New values are checked at every entry
 * (common/validation.ts, IsTimeZone). Not reversible: the old names were unusable.
 */
export class KnownTimeZones1764410000000 implements MigrationInterface {
  name = 'KnownTimeZones1764410000000';

  async up(q: QueryRunner): Promise<void> {
    for (const table of ['users', 'one_time_codes']) {
      const rows = (await q.query(
        `SELECT DISTINCT t.timezone, EXISTS (SELECT 1 FROM pg_timezone_names z WHERE z.name = t.timezone) AS known
           FROM ${table} t WHERE t.timezone IS NOT NULL`,
      )) as Array<{ timezone: string; known: boolean }>;
      const unknown = rows.filter((r) => !r.known || !intlKnows(r.timezone)).map((r) => r.timezone);
      if (unknown.length > 0) await q.query(`UPDATE ${table} SET timezone = 'UTC' WHERE timezone = ANY($1::text[])`, [unknown]);
    }
  }

  async down(): Promise<void> {
    // Nothing to undo: the replaced names never worked.
  }
}
