import { describe, expect, inject, it } from 'vitest';
import { useTestServices } from '../../test/harness.js';
import { createMember } from '../../test/factories.js';
import { inTransaction, pgCode } from './transaction.js';
import { affected, defineQuery, hotReadsOf, many, one, run } from './typed-query.js';

const { app } = useTestServices();

const memberCount = defineQuery<[], { n: number }>('typedQueryTestMemberCount', `SELECT count(*)::int AS n FROM users`);
const preparedNamed = defineQuery<[name: string], { name: string }>(
  'typedQueryTestPreparedNamed',
  `SELECT name FROM pg_prepared_statements WHERE name = $1`,
);
const failing = defineQuery<[]>('typedQueryTestFailing', `SELECT 1 / 0`);
const renameAll = defineQuery<[]>('typedQueryTestRenameAll', `UPDATE users SET full_name = full_name || '.'`);
const renameNone = defineQuery<[]>('typedQueryTestRenameNone', `UPDATE users SET full_name = full_name WHERE false`);

describe('typed statements', () => {
  it('refuses two texts under one name: a connection prepares each name once', () => {
    defineQuery('typedQueryTestTwice', 'SELECT 1');
    expect(() => defineQuery('typedQueryTestTwice', 'SELECT 1')).not.toThrow(); // the same statement, loaded twice
    expect(() => defineQuery('typedQueryTestTwice', 'SELECT 2')).toThrow(
      /two SQL statements are named typedQueryTestTwice/,
    );
  });

  it.skipIf(inject('embeddedDatabase'))(
    "prepares a transaction's statements under their name on its connection (a server PostgreSQL)",
    async () => {
      const named = await inTransaction(app.db, async (tx) => {
        await one(tx, memberCount, []);
        // The same transaction, so the same session: the statement just run is prepared in it.
        return many(tx, preparedNamed, ['typedQueryTestMemberCount']);
      });
      expect(named).toEqual([{ name: 'typedQueryTestMemberCount' }]);
    },
  );

  it.skipIf(inject('embeddedDatabase'))(
    "prepares a hot read on the pool from the service's handle, and leaves a transaction's read to the transaction",
    async () => {
      const pool = (app.db.driver as unknown as { master: { query: (...args: unknown[]) => unknown } }).master;
      const named: unknown[] = [];
      const query = pool.query;
      pool.query = function (this: unknown, config: unknown, ...rest: unknown[]) {
        named.push((config as { name?: unknown } | null)?.name);
        return query.call(this, config, ...rest);
      };
      try {
        await hotReadsOf(app.db).one(memberCount, []);
        await hotReadsOf(app.db.manager).one(memberCount, []);
        await inTransaction(app.db, (tx) => hotReadsOf(tx).one(memberCount, []));
      } finally {
        delete (pool as Partial<typeof pool>).query;
      }
      expect(named).toEqual(['typedQueryTestMemberCount', 'typedQueryTestMemberCount']);
    },
  );

  it('a statement that fails rolls its transaction back and leaves the connection and its name usable', async () => {
    for (let i = 0; i < 3; i++) {
      const refusal = await inTransaction(app.db, (tx) => run(tx, failing, [])).catch((e: unknown) => e);
      expect(pgCode(refusal)).toBe('22012'); // division_by_zero
      const { n } = (await inTransaction(app.db, (tx) => one(tx, memberCount, [])))!;
      expect(n).toBeGreaterThanOrEqual(0);
    }
  });

  it('answers how many rows an UPDATE changed, inside a transaction and outside', async () => {
    await createMember(app);
    await createMember(app);
    expect(await inTransaction(app.db, (tx) => affected(tx, renameAll, []))).toBe(2);
    expect(await affected(app.db, renameAll, [])).toBe(2);
    expect(await inTransaction(app.db, (tx) => affected(tx, renameNone, []))).toBe(0);
  });

  it.skipIf(inject('embeddedDatabase'))(
    'runs a statement outside a transaction straight on the pool, unnamed, without a QueryRunner (a server PostgreSQL)',
    async () => {
      await createMember(app);
      const pool = (app.db.driver as unknown as { master: { query: (...args: unknown[]) => unknown } }).master;
      const sent: Array<{ name?: unknown; text?: unknown }> = [];
      const query = pool.query;
      pool.query = function (this: unknown, config: unknown, ...rest: unknown[]) {
        if (typeof config === 'object' && config !== null) sent.push(config);
        return query.call(this, config, ...rest);
      };
      const createQueryRunner = app.db.createQueryRunner.bind(app.db);
      let runners = 0;
      app.db.createQueryRunner = (...args) => {
        runners++;
        return createQueryRunner(...args);
      };
      let refusal: unknown;
      try {
        expect((await one(app.db, memberCount, []))!.n).toBe(1);
        expect(await many(app.db, memberCount, [])).toEqual([{ n: 1 }]);
        expect(await affected(app.db, renameAll, [])).toBe(1);
        await run(app.db, renameNone, []);
        refusal = await run(app.db, failing, []).catch((e: unknown) => e);
      } finally {
        delete (pool as Partial<typeof pool>).query;
        Reflect.deleteProperty(app.db, 'createQueryRunner'); // the DataSource's own method again
      }
      expect(pgCode(refusal)).toBe('22012'); // the SQLSTATE reaches the callers as before
      expect(runners).toBe(0);
      expect(sent.map((c) => [c.name, c.text])).toEqual([
        [undefined, memberCount.text],
        [undefined, memberCount.text],
        [undefined, renameAll.text],
        [undefined, renameNone.text],
        [undefined, failing.text],
      ]);
    },
  );
});
