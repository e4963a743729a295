import { GraphQLError, type GraphQLFormattedError } from 'graphql';
import { unwrapResolverError } from '@apollo/server/errors';
import { ArgumentValidationError } from 'type-graphql';
import { DomainError, type DomainErrorCode } from './domain-error.js';
import { logger } from '../logger.js';
import { isDataException } from './rest-errors.js';
import type { ValidationError } from 'class-validator';
import { ruleMessage, type RuleMessage } from '../validation.js';
import { currentLocale, localized, translate } from '../i18n/index.js';
import { HttpMessages } from '../http/http.messages.js';
import { BusyMessages, BUSY_RETRY_AFTER_SECONDS, isBusyError } from './busy.js';

const CODE: Record<DomainErrorCode, string> = {
  VALIDATION: 'BAD_USER_INPUT',
  UNAUTHENTICATED: 'UNAUTHENTICATED',
  FORBIDDEN: 'FORBIDDEN',
  NOT_FOUND: 'NOT_FOUND',
  CONFLICT: 'CONFLICT',
  INSUFFICIENT_FUNDS: 'INSUFFICIENT_FUNDS',
  RATE_LIMITED: 'TOO_MANY_REQUESTS',
  PAYLOAD_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  UNAVAILABLE: 'SERVICE_UNAVAILABLE',
};

/**
 * Apollo's `formatError`: the one place where GraphQL turns errors into typed error codes. Its own
 * last-resort words (`Invalid input`, `Internal server error`) are the REST edge's messages, in the
 * operation's language.
 */
export function formatGraphQLError(formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError {
  const original = unwrapResolverError(error);
  if (original instanceof DomainError) {
    return {
      message: localized(currentLocale(), original.message, original.text),
      path: formatted.path,
      locations: formatted.locations,
      extensions: { code: CODE[original.code], ...original.details },
    };
  }
  if (original instanceof ArgumentValidationError) {
    const first = original.extensions.validationErrors?.[0] as ValidationNode | undefined;
    const rule = firstConstraint(first);
    const message = rule
      ? localized(currentLocale(), rule.message, rule.text)
      : translate(currentLocale(), HttpMessages.invalidInput);
    return { message, path: formatted.path, locations: formatted.locations, extensions: { code: 'BAD_USER_INPUT' } };
  }
  const code = formatted.extensions?.code;
  // Parse/validation errors of the query itself, and errors Apollo already classified, pass through.
  if (typeof code === 'string' && code !== 'INTERNAL_SERVER_ERROR') {
    const { stacktrace: _drop, ...extensions } = formatted.extensions ?? {};
    return { ...formatted, extensions };
  }
  if (
    original instanceof GraphQLError &&
    original.extensions?.code &&
    original.extensions.code !== 'INTERNAL_SERVER_ERROR'
  ) {
    return { message: original.message, extensions: { code: original.extensions.code } };
  }
  // Apollo's own request errors that carry an HTTP 4xx but no code (e.g. "provided sha does not
  // match query" of automatic persisted queries): the client's fault, answered as BAD_REQUEST.
  const httpStatus = (original as GraphQLError | undefined)?.extensions?.http as { status?: unknown } | undefined;
  if (
    original instanceof GraphQLError &&
    typeof httpStatus?.status === 'number' &&
    httpStatus.status >= 400 &&
    httpStatus.status < 500
  ) {
    return { message: original.message, extensions: { code: 'BAD_REQUEST' } };
  }
  if (isBusyError(original)) {
    // busyResponses (app/http.ts) turns the answer into a 503 with Retry-After.
    return {
      message: translate(currentLocale(), BusyMessages.busy),
      path: formatted.path,
      extensions: { code: 'SERVICE_UNAVAILABLE', retryAfterSeconds: BUSY_RETRY_AFTER_SECONDS },
    };
  }
  if (isDataException(original)) {
    return {
      message: translate(currentLocale(), HttpMessages.invalidInput),
      path: formatted.path,
      extensions: { code: 'BAD_USER_INPUT' },
    };
  }
  // The field path names the operation's failing part (`createRequest`, `me.wallet`) for the operator.
  logger.error('unhandled GraphQL error', { field: formatted.path?.join('.'), error: original });
  return {
    message: translate(currentLocale(), HttpMessages.internalError),
    path: formatted.path,
    extensions: { code: 'INTERNAL_SERVER_ERROR' },
  };
}

/**
 * An error met before an operation runs, where no resolver path leads back to it (a WebSocket
 * subscription's context: the session ended, the database busy), given the code a query gets for
 * the same cause.
 */
export function graphQLErrorBeforeExecution(err: unknown): GraphQLError {
  if (err instanceof GraphQLError) return err;
  if (err instanceof DomainError)
    return new GraphQLError(localized(currentLocale(), err.message, err.text), {
      extensions: { code: CODE[err.code], ...err.details },
    });
  if (isBusyError(err))
    return new GraphQLError(translate(currentLocale(), BusyMessages.busy), {
      extensions: { code: 'SERVICE_UNAVAILABLE', retryAfterSeconds: BUSY_RETRY_AFTER_SECONDS },
    });
  logger.error('unhandled GraphQL error', { error: err });
  return new GraphQLError(translate(currentLocale(), HttpMessages.internalError), {
    extensions: { code: 'INTERNAL_SERVER_ERROR' },
  });
}

type ValidationNode = ValidationError;
/** GraphQL's first broken rule: the first rule of the first field, looking into nested inputs. */
function firstConstraint(node: ValidationNode | undefined): RuleMessage | undefined {
  if (!node) return undefined;
  const name = node.constraints && Object.keys(node.constraints)[0];
  const own = name ? ruleMessage(node, name) : undefined;
  if (own) return own;
  for (const child of node.children ?? []) {
    const found = firstConstraint(child);
    if (found) return found;
  }
  return undefined;
}
