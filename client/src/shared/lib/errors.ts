import { CombinedGraphQLErrors, ServerError, ServerParseError } from '@apollo/client/errors';

/**
 * The server's human-readable detail for a failed call: the first GraphQL error's
 * message, or 'Server error (<status>)' when the body could not be read; null when the call
 * never got an answer, so that callers fall back to their own per-screen text.
 */
export function serverDetail(error: unknown): string | null {
  if (CombinedGraphQLErrors.is(error)) {
    const message = error.errors[0]?.message?.trim();
    return message ? message : null;
  }
  if (ServerParseError.is(error) || ServerError.is(error)) {
    return `Server error (${error.statusCode})`;
  }
  return null;
}

/** The `extensions.code` of the first GraphQL error (BAD_USER_INPUT, UNAUTHENTICATED, ...). */
export function errorCode(error: unknown): string | undefined {
  if (!CombinedGraphQLErrors.is(error)) return undefined;
  const code = error.errors[0]?.extensions?.code;
  return typeof code === 'string' ? code : undefined;
}

/**
 * A machine-readable fact the server gave with its refusal (GraphQL `extensions`): which field a
 * conflict is about, why a session ended — what a screen decides on, never the translated words.
 */
export function errorFact(error: unknown, name: string): unknown {
  if (!CombinedGraphQLErrors.is(error)) return undefined;
  return error.errors[0]?.extensions?.[name];
}

export function messageOr(error: unknown, fallback: string): string {
  return serverDetail(error) ?? fallback;
}
