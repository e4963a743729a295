/// <reference types="vite/client" />
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { testDatabaseUrl } from '../../test/harness.js';
import { definedQueries } from './typed-query.js';

// Every module's statements, loaded so that they are declared.
import.meta.glob(['../modules/**/*.queries.ts', '../common/rate-limit.ts', '../common/payments/local-gateway.ts'], {
  eager: true,
});

/**
 * Each statement the app runs is checked against the migrated schema: PostgreSQL parses, resolves
 * and types it (PREPARE), so a renamed or dropped column, a misspelt table or a parameter used with
 * two types fails here, in CI, rather than as a 500 on the path that runs it. A statement's row
 * interface is still declared by hand beside its text (docs/architecture.md "Data access").
 */
describe('every declared statement', () => {
  it('prepares against the migrated schema', async () => {
    const queries = definedQueries();
    expect(queries.length).toBeGreaterThan(250);
    const client = new pg.Client({ connectionString: testDatabaseUrl() });
    await client.connect();
    const refused: string[] = [];
    try {
      for (const [i, q] of queries.entries()) {
        try {
          await client.query(`PREPARE statement_check_${i} AS ${q.text}`);
          await client.query(`DEALLOCATE statement_check_${i}`);
        } catch (err) {
          refused.push(`${q.name}: ${(err as Error).message}`);
        }
      }
    } finally {
      await client.end();
    }
    expect(refused).toEqual([]);
  });
});
