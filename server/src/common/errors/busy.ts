import { defineMessages } from '@formatjs/intl';
import { pgCodeOf } from './pg-code.js';

/** What a request that waited too long for the database answers (503, both transports), in the caller's language. */
export const BusyMessages = defineMessages({
  busy: { id: 'http.busy', defaultMessage: 'The server is busy. Please try again in a moment.' },
});
export const BUSY_RETRY_AFTER_SECONDS = 2;

// query_canceled (statement_timeout), lock_not_available (lock_timeout), too_many_connections,
// cannot_connect_now (starting up or shutting down).
const BUSY_SQLSTATES = new Set(['57014', '55P03', '53300', '57P03']);

/**
 * True for "the database could not serve this in time": node-postgres' pool gave up waiting for a
 * connection, or PostgreSQL cancelled a statement that ran past statement_timeout. Load, not a bug:
 * answered 503 with Retry-After instead of 500 (rest-errors.ts, graphql-errors.ts).
 */
export function isBusyError(err: unknown): boolean {
  const code = pgCodeOf(err);
  if (code !== undefined && BUSY_SQLSTATES.has(code)) return true;
  const message = (err as { message?: unknown })?.message;
  return (
    typeof message === 'string' &&
    /timeout exceeded when trying to connect|Connection terminated due to connection timeout/.test(message)
  );
}
