/**
 * What a domain service throws when a rule refuses a call. Services know nothing of HTTP or
 * GraphQL: each transport maps the code once (rest-errors.ts, graphql-errors.ts).
 */
export type DomainErrorCode =
  | 'VALIDATION' // the input is malformed or out of range
  | 'UNAUTHENTICATED' // no valid credentials
  | 'FORBIDDEN' // authenticated, but not allowed
  | 'NOT_FOUND'
  | 'CONFLICT' // the state does not allow it (already exists, wrong status…)
  | 'INSUFFICIENT_FUNDS'
  | 'RATE_LIMITED'
  | 'PAYLOAD_TOO_LARGE'
  | 'UNAVAILABLE'; // an outside service did not answer (in time)

export class DomainError extends Error {
  constructor(
    readonly code: DomainErrorCode,
    message: string,
    /** Extra machine-readable facts for clients, e.g. `{ retryAfterSeconds: 42 }`. */
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
    this.name = 'DomainError';
  }
}

export const invalid = (message: string) => new DomainError('VALIDATION', message);
export const notFound = (message: string) => new DomainError('NOT_FOUND', message);
export const forbidden = (message: string) => new DomainError('FORBIDDEN', message);
export const conflict = (message: string) => new DomainError('CONFLICT', message);
export const unauthenticated = (message = 'Not authenticated') => new DomainError('UNAUTHENTICATED', message);
