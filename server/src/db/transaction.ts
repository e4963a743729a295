import type { DataSource, EntityManager } from 'typeorm';

/**
 * Runs one use case in one transaction (docs/style.md rule 7). The EntityManager is passed explicitly to
 * everything the use case calls; `afterCommit` callbacks (events, mail) run only once it committed.
 */
/** Runs `fn` once the transaction it was given in has committed (never when it rolls back). */
export type AfterCommit = (fn: () => void | Promise<void>) => void;

export async function inTransaction<T>(
  dataSource: DataSource,
  work: (tx: EntityManager, afterCommit: AfterCommit) => Promise<T>,
): Promise<T> {
  const callbacks: Array<() => void | Promise<void>> = [];
  const result = await dataSource.transaction((tx) => work(tx, (fn) => callbacks.push(fn)));
  for (const fn of callbacks) await fn();
  return result;
}

/**
 * Works off a backlog (due expiries) one batch per transaction, so no transaction holds its locks
 * long: `batch` claims and handles at most `limit` rows (claimed with SKIP LOCKED, so instances
 * share the work) and answers how many; the first short batch means the backlog is done. Answers
 * how many rows were handled in all.
 */
export async function inBatchTransactions(
  dataSource: DataSource,
  limit: number,
  batch: (tx: EntityManager, afterCommit: (fn: () => void | Promise<void>) => void) => Promise<number>,
): Promise<number> {
  let handled = 0;
  for (;;) {
    const n = await inTransaction(dataSource, batch);
    handled += n;
    if (n < limit) return handled;
  }
}

/** PostgreSQL error codes the domain cares about. */
export const PG = {
  uniqueViolation: '23505',
  checkViolation: '23514',
  foreignKeyViolation: '23503',
  invalidTextRepresentation: '22P02',
} as const;

export function pgCode(err: unknown): string | undefined {
  const e = err as { code?: unknown; driverError?: { code?: unknown } };
  const code = e?.driverError?.code ?? e?.code;
  return typeof code === 'string' ? code : undefined;
}

export function pgConstraint(err: unknown): string | undefined {
  const e = err as { constraint?: unknown; driverError?: { constraint?: unknown } };
  const c = e?.driverError?.constraint ?? e?.constraint;
  return typeof c === 'string' ? c : undefined;
}
