/**
 * Typed SQL without a query builder (docs/architecture.md, "Data access").
 *
 * Each module keeps its statements in `<module>.queries.ts` as named constants: the SQL text, the
 * tuple of its parameters ($1…$n) and the interface of one row it answers. Services run them with
 * `many`, `one` and `run`, inside their transaction (an EntityManager) or outside (the DataSource).
 * The text is a constant made once when the module loads, so running a statement costs nothing
 * beyond the driver's own work — on the hot paths (authentication, Discover, settlements) a query
 * builder compiling per call cost 36–40 µs of CPU per statement (measured with Kysely 0.28).
 */

/** Anything that runs SQL: the DataSource, a transaction's EntityManager, a QueryRunner. */
export interface Db {
  query(sql: string, params?: unknown[]): Promise<unknown>;
}

/** One named SQL statement with its parameter tuple and row type (types only: nothing is checked at run time). */
export interface Query<Params extends readonly unknown[], Row> {
  /** Names the statement in logs and reviews: what it answers, in the module's words. */
  readonly name: string;
  readonly text: string;
  /** Carries the types; never set. */
  readonly types?: { params: Params; row: Row };
}

/** The parameter tuple of a statement. */
export type ParamsOf<Q> = Q extends Query<infer Params, unknown> ? Params : never;

/**
 * Declares a statement: `defineQuery<[userId: string], { balance: number }>('walletBalance', 'SELECT …')`.
 * Statements that answer no rows use `void` as their row.
 */
export function defineQuery<Params extends readonly unknown[], Row = void>(
  name: string,
  text: string,
): Query<Params, Row> {
  const query = { name, text };
  // A transaction's statements are prepared under their name on each connection (`inTransaction`'s
  // own connection, see `statementConnection`): two texts under one name would be refused there.
  const twin = definedByName.get(name);
  if (twin !== undefined && twin.text !== text) throw new Error(`two SQL statements are named ${name}`);
  definedByName.set(name, query);
  defined.push(query);
  return query;
}

const defined: Array<Query<readonly unknown[], unknown>> = [];
const definedByName = new Map<string, { text: string }>();

/** Every statement declared so far (by the modules loaded): what the schema check prepares against the database. */
export function definedQueries(): ReadonlyArray<Query<readonly unknown[], unknown>> {
  return defined;
}

/** Runs a statement and answers its rows. */
export async function many<Params extends readonly unknown[], Row>(
  db: Db,
  q: Query<Params, Row>,
  params: Params,
): Promise<Row[]> {
  const connection = statementConnection(db);
  if (connection) return (await connection.query(prepared(q, params))).rows as Row[];
  const pool = poolOf(db);
  if (pool) return (await pool.query(unnamed(q, params))).rows as Row[];
  return rowsOf<Row>(await db.query(q.text, params as unknown as unknown[]));
}

/** Runs a statement and answers its first row (undefined when there is none). */
export async function one<Params extends readonly unknown[], Row>(
  db: Db,
  q: Query<Params, Row>,
  params: Params,
): Promise<Row | undefined> {
  return (await many(db, q, params))[0];
}

/** Runs a statement whose rows nobody reads (an UPDATE, DELETE or INSERT without RETURNING, a lock). */
export async function run<Params extends readonly unknown[], Row>(
  db: Db,
  q: Query<Params, Row>,
  params: Params,
): Promise<void> {
  const connection = statementConnection(db);
  if (connection) await connection.query(prepared(q, params));
  else {
    const pool = poolOf(db);
    if (pool) await pool.query(unnamed(q, params));
    else await db.query(q.text, params as unknown as unknown[]);
  }
}

/** Runs an UPDATE or DELETE and answers how many rows it changed. */
export async function affected<Params extends readonly unknown[], Row>(
  db: Db,
  q: Query<Params, Row>,
  params: Params,
): Promise<number> {
  const connection = statementConnection(db);
  if (connection) return (await connection.query(prepared(q, params))).rowCount ?? 0;
  const pool = poolOf(db);
  if (pool) return (await pool.query(unnamed(q, params))).rowCount ?? 0;
  const result = await db.query(q.text, params as unknown as unknown[]);
  if (isRowsAndCount(result)) return result[1];
  return Array.isArray(result) ? result.length : 0; // a driver that answers rows only: count what RETURNING gave
}

/** A node-postgres connection (a pooled client), as much of it as a prepared statement needs. */
interface PreparingConnection {
  query(config: {
    name: string;
    text: string;
    values: unknown[];
  }): Promise<{ rows: unknown[]; rowCount: number | null }>;
}

/** The DataSources on a server PostgreSQL, whose transactions prepare their statements (`prepareTransactionStatements`). */
const preparing = new WeakSet<object>();

/**
 * From now on the statements of `db`'s transactions are prepared under their name on the
 * transaction's connection: parsed once per connection instead of on every call, without TypeORM's
 * per-query work. A transaction is a write path (a seat booking is ten statements before its commit)
 * of small statements by key, where parsing and planning cost as much as the work. PostgreSQL still
 * plans a prepared statement for its parameters until a generic plan would cost no more.
 * Only on a server PostgreSQL: PGlite serves every connection in one session, where a name prepared
 * by one connection clashes with the next one's. Reads outside a transaction stay unnamed unless a
 * service prepares them itself (`hotReads`): a filtered list's best plan depends on its parameters.
 */
export function prepareTransactionStatements(db: { driver: unknown }): void {
  preparing.add(db);
}

/**
 * `hotReads` for a DataSource that `prepareTransactionStatements` marked (a server PostgreSQL), found
 * from the handle a service holds: a read by key run on every call of a hot path (a booking's answer)
 * is prepared on the pool, as a hot read; inside a transaction it is the transaction's prepared
 * statement already; elsewhere (PGlite) it is the usual `one`/`many`.
 */
export function hotReadsOf(db: Db) {
  const handle = db as { queryRunner?: unknown; connection?: object };
  const source = handle.queryRunner ? undefined : (handle.connection ?? db);
  const pool = source && preparing.has(source) ? preparedStatements(source as { driver: unknown }) : null;
  return hotReads(db, pool);
}

/** The connection to prepare a statement on: a transaction's, when its DataSource prepares (else none). */
function statementConnection(db: Db): PreparingConnection | undefined {
  const tx = db as {
    connection?: object;
    queryRunner?: { databaseConnection?: PreparingConnection; isReleased?: boolean };
  };
  const runner = tx.queryRunner;
  if (!runner?.databaseConnection || runner.isReleased || !tx.connection || !preparing.has(tx.connection))
    return undefined;
  return runner.databaseConnection;
}

function prepared(q: Query<readonly unknown[], unknown>, params: readonly unknown[]) {
  return { name: q.name, text: q.text, values: params as unknown[] };
}

function unnamed(q: Query<readonly unknown[], unknown>, params: readonly unknown[]) {
  return { text: q.text, values: params as unknown[] };
}

/**
 * node-postgres's pool, for a statement outside a transaction on a DataSource that prepares (a
 * server PostgreSQL): the same connections and the same unnamed statement as `DataSource.query`,
 * without the QueryRunner TypeORM builds, checks out and releases around every call — a fifth of
 * the CPU of the bell's read (docs/benchmarks.md, "Reads without TypeORM's per-query work"). Errors
 * come as node-postgres raises them; `pgCodeOf` reads both shapes.
 */
function poolOf(db: Db): StatementPool | null {
  return preparing.has(db) ? (preparedStatements(db as unknown as { driver: unknown }) as StatementPool | null) : null;
}

/** node-postgres's pool, as much of it as an unnamed statement needs. */
interface StatementPool {
  query(config: { text: string; values: unknown[] }): Promise<{ rows: unknown[]; rowCount: number | null }>;
}

function isRowsAndCount(result: unknown): result is [unknown[], number] {
  return Array.isArray(result) && result.length === 2 && Array.isArray(result[0]) && typeof result[1] === 'number';
}

/**
 * TypeORM answers UPDATE and DELETE on PostgreSQL with `[rows, affectedCount]` and everything else
 * with the rows; rows are objects, so an array whose first element is an array is that pair.
 */
function rowsOf<Row>(result: unknown): Row[] {
  return (isRowsAndCount(result) ? result[0] : result) as Row[];
}

/** node-postgres's own pool, under a DataSource on a server PostgreSQL (see `onePrepared`). */
export interface PreparedStatements {
  query(config: { name: string; text: string; values: unknown[] }): Promise<{ rows: unknown[] }>;
}

/** The pool of a DataSource's driver, when it has one that prepares statements (node-postgres). */
export function preparedStatements(db: { driver: unknown }): PreparedStatements | null {
  const pool = (db.driver as { master?: Partial<PreparedStatements> }).master;
  return typeof pool?.query === 'function' ? (pool as PreparedStatements) : null;
}

/**
 * Runs a statement as the prepared statement of its name, straight on node-postgres's pool: parsed
 * and planned once per connection instead of on every call, and without TypeORM's per-query work (a
 * QueryRunner, a pool checkout of its own). For the single statement of a hot path (a settlement:
 * docs/benchmarks.md) outside a transaction. Only on a server PostgreSQL: PGlite serves all its
 * connections in one session, where a name prepared by one connection clashes with the next one's.
 */
export async function onePrepared<Params extends readonly unknown[], Row>(
  pool: PreparedStatements,
  q: Query<Params, Row>,
  params: Params,
): Promise<Row | undefined> {
  return (await pool.query({ name: q.name, text: q.text, values: params as unknown as unknown[] })).rows[0] as
    Row | undefined;
}

/** `onePrepared`'s twin that answers every row. */
export async function manyPrepared<Params extends readonly unknown[], Row>(
  pool: PreparedStatements,
  q: Query<Params, Row>,
  params: Params,
): Promise<Row[]> {
  return (await pool.query({ name: q.name, text: q.text, values: params as unknown as unknown[] })).rows as Row[];
}

/**
 * The hot reads of a service (every request's authentication, the categories, a "For you" visit): prepared on
 * node-postgres's pool when `prepared` is given (a server PostgreSQL: planned once per connection,
 * without TypeORM's per-query work), else through the DataSource as every other statement.
 */
export function hotReads(db: Db, prepared: PreparedStatements | null) {
  return {
    one<Params extends readonly unknown[], Row>(q: Query<Params, Row>, params: Params): Promise<Row | undefined> {
      return prepared ? onePrepared(prepared, q, params) : one(db, q, params);
    },
    many<Params extends readonly unknown[], Row>(q: Query<Params, Row>, params: Params): Promise<Row[]> {
      return prepared ? manyPrepared(prepared, q, params) : many(db, q, params);
    },
  };
}
