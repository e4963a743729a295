/// <reference types="vite/client" />
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { describe, expect, inject, it } from 'vitest';
import { testDatabaseUrl, useTestServices } from '../../test/harness.js';
import { definedQueries, type Query } from './typed-query.js';

// Every module's statements, loaded so that they are declared (as the schema check loads them).
import.meta.glob('../modules/**/*.queries.ts', { eager: true });

/** A declared statement by its name. */
function statement(name: string): Query<readonly unknown[], unknown> {
  const found = definedQueries().find((q) => q.name === name);
  if (!found) throw new Error(`no statement is named ${name}`);
  return found;
}

/**
 * A hot read is prepared once per connection so that it is planned once there. PostgreSQL plans a
 * prepared statement's first five runs with their values (custom plans) and then keeps one generic
 * plan only if it does not judge it dearer than those: a statement over an array of ids (`= ANY`)
 * never passes, and was planned again on every call — for a booking's answer that planning cost more
 * than the read itself. Each read here is run as a connection runs it, then PostgreSQL's own count
 * of its plans is read (`pg_prepared_statements`).
 */
async function plansOf(client: pg.Client, q: Query<readonly unknown[], unknown>, runs: Array<readonly unknown[]>) {
  for (const values of runs) await client.query({ name: q.name, text: q.text, values: [...values] });
  const { rows } = await client.query<{ generic: string; custom: string }>(
    'SELECT generic_plans AS generic, custom_plans AS custom FROM pg_prepared_statements WHERE name = $1',
    [q.name],
  );
  return { generic: Number(rows[0].generic), custom: Number(rows[0].custom) };
}

describe('the hot reads by key', () => {
  it('are planned once per connection: a generic plan from the sixth run on', async () => {
    const client = new pg.Client({ connectionString: testDatabaseUrl() });
    await client.connect();
    try {
      const twenty = <T>(run: (i: number) => T) => Array.from({ length: 20 }, (_, i) => run(i));
      // A booking's answer (a member) and its seat count event (no viewer) share the statement.
      const seat = await plansOf(
        client,
        statement('groupSessionById'),
        twenty((i) => [i % 2 ? null : randomUUID(), randomUUID()]),
      );
      const member = await plansOf(
        client,
        statement('authenticatedMember'),
        twenty(() => [randomUUID(), randomUUID()]),
      );
      // Every change of a request answers with its card.
      const card = await plansOf(
        client,
        statement('requestForParty'),
        twenty(() => [randomUUID(), randomUUID()]),
      );
      // Every dashboard reads the member's achievements.
      const progress = await plansOf(
        client,
        statement('achievementFacts'),
        twenty(() => [randomUUID()]),
      );
      // And its balances: the wallet and each owner's holds, by the member.
      const balances = [];
      for (const name of ['walletBalance', 'openHoldsOfRequester', 'openSwapHoldsOfPayer', 'openSeatHoldsOfMember'])
        balances.push(
          await plansOf(
            client,
            statement(name),
            twenty(() => [randomUUID()]),
          ),
        );
      const bell = await plansOf(
        client,
        statement('recentNotificationsWithUnread'),
        twenty(() => [randomUUID(), 10]),
      );
      for (const plans of [seat, card, progress, ...balances, member, bell])
        expect(plans).toEqual({ generic: 15, custom: 5 });
    } finally {
      await client.end();
    }
  });
});

describe('the services that answer with a hot read', () => {
  const { app } = useTestServices({ reset: false });

  it.skipIf(inject('embeddedDatabase'))(
    'send it prepared on the pool, under its name (a server PostgreSQL), where it is planned once',
    async () => {
      const pool = (app.db.driver as unknown as { master: { query: (...args: unknown[]) => unknown } }).master;
      const named: unknown[] = [];
      const query = pool.query;
      pool.query = function (this: unknown, config: unknown, ...rest: unknown[]) {
        named.push((config as { name?: unknown } | null)?.name);
        return query.call(this, config, ...rest);
      };
      try {
        // Unknown ids: each read is sent and finds nothing (the first two answer "not found").
        const member = randomUUID();
        await app.services.groupSessions.view(member, randomUUID()).catch(() => undefined);
        await app.services.exchanges.view(member, randomUUID()).catch(() => undefined);
        await app.services.achievements.forMember(member);
        await app.services.ledger.balancesOf(app.db.manager, member);
      } finally {
        delete (pool as Partial<typeof pool>).query;
      }
      expect(named).toEqual(
        expect.arrayContaining([
          'groupSessionById',
          'requestForParty',
          'achievementFacts',
          'walletBalance',
          'openHoldsOfRequester',
          'openSwapHoldsOfPayer',
          'openSeatHoldsOfMember',
        ]),
      );
    },
  );
});
