/** The SQLSTATE of a PostgreSQL error, whether TypeORM wrapped it (driverError) or not. */
export function pgCodeOf(err: unknown): string | undefined {
  const e = err as { code?: unknown; driverError?: { code?: unknown } };
  const code = e?.driverError?.code ?? e?.code;
  return typeof code === 'string' ? code : undefined;
}
