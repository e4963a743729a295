import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { testDatabaseUrl } from '../../test/harness.js';
// @ts-expect-error: a plain ES module of the repository's scripts (no types), shared with `npm run db:objects`.
import { differences, readFiles, readObjects } from '../../scripts/database-objects.mjs';

/**
 * The living schema: schema/database holds one file per function, trigger and view, as PostgreSQL
 * prints it. This fails when the migrated database and those files differ — a migration that
 * changed an object without its file, or a file edited without a migration that carries it
 * (`npm run migration:create -w server -- <Name>` writes one; `npm run db:objects -w server`
 * rewrites the files from the migrations).
 */
describe('the living schema (schema/database)', () => {
  it('is what the migrations make, object for object', async () => {
    const client = new pg.Client({ connectionString: testDatabaseUrl() });
    await client.connect();
    try {
      const database: Map<string, string> = await readObjects(async (sql: string) => (await client.query(sql)).rows);
      const changed: Array<{ file: string; want: string | null; have: string | null }> = differences(
        readFiles(),
        database,
      );
      expect(
        changed.map(
          (c) => `${c.file}: ${c.want === null ? 'no file' : c.have === null ? 'not in the database' : 'differs'}`,
        ),
      ).toEqual([]);
      expect(database.size).toBeGreaterThan(50);
    } finally {
      await client.end();
    }
  });

  it('has no function or trigger that sends a NOTIFY but publish_event, which only statements that write nothing call', async () => {
    // PostgreSQL holds one cluster-wide lock from a notifying transaction's commit until it has ended,
    // its WAL flush included: a NOTIFY in a transaction that writes serialises every such commit
    // (migration EventsAfterCommit). Events go out after the commit (NotificationService.published).
    const client = new pg.Client({ connectionString: testDatabaseUrl() });
    await client.connect();
    try {
      const database: Map<string, string> = await readObjects(async (sql: string) => (await client.query(sql)).rows);
      const sending = [...database]
        .filter(([, text]) => /pg_notify\s*\(|publish_event\s*\(|\bNOTIFY\b/i.test(text.replace(/--.*$/gm, '')))
        .map(([file]) => file);
      expect(sending).toEqual(['functions/publish_event.sql']);
    } finally {
      await client.end();
    }
  });
});
