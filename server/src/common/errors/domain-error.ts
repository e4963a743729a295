import { defineMessages } from '@formatjs/intl';
import { english, text, type MessageDescriptor, type MessageValues, type Text } from '../i18n/index.js';

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
    /**
     * The message as a catalog entry (id, English default, values), for the transports to answer
     * in the caller's language; `message` stays its English words (logs, English callers). An
     * error without one is answered in English until its text is given an id (docs/i18n.md).
     */
    readonly text?: Text,
  ) {
    super(message);
    this.name = 'DomainError';
  }
}

/** A refusal whose words have a catalog id: English in `message`, the translations at the transports. */
export function translatableError(
  code: DomainErrorCode,
  descriptor: MessageDescriptor,
  values?: MessageValues,
  details?: Record<string, unknown>,
): DomainError {
  return new DomainError(code, english(descriptor, values), details, text(descriptor, values));
}

/** A refusal's words: plain English, or a catalog message the transports translate. */
export type Words = string | MessageDescriptor;

function refusal(code: DomainErrorCode, words: Words, translation?: Text): DomainError {
  return typeof words === 'string'
    ? new DomainError(code, words, undefined, translation)
    : translatableError(code, words, translation?.values);
}

export const invalid = (message: Words, translation?: Text) => refusal('VALIDATION', message, translation);
export const notFound = (message: Words) => refusal('NOT_FOUND', message);
export const forbidden = (message: Words) => refusal('FORBIDDEN', message);
export const conflict = (message: Words) => refusal('CONFLICT', message);
const AuthMessages = defineMessages({
  notAuthenticated: { id: 'auth.notAuthenticated', defaultMessage: 'Not authenticated' },
});
export const unauthenticated = (message: Words = AuthMessages.notAuthenticated) => refusal('UNAUTHENTICATED', message);
