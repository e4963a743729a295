import type { ErrorRequestHandler, RequestHandler } from 'express';
import { DomainError, type DomainErrorCode } from './domain-error.js';
import { logger } from '../logger.js';
import { BusyMessages, BUSY_RETRY_AFTER_SECONDS, isBusyError } from './busy.js';
import { pgCodeOf } from './pg-code.js';
import { localized, requestLocale, translate, type MessageDescriptor } from '../i18n/index.js';
import { HttpMessages } from '../http/http.messages.js';

const STATUS: Record<DomainErrorCode, number> = {
  VALIDATION: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  INSUFFICIENT_FUNDS: 400,
  RATE_LIMITED: 429,
  PAYLOAD_TOO_LARGE: 413,
  UNAVAILABLE: 503,
};

/** The one place where REST turns errors into `{detail}` with a real status. */
export const restErrorHandler: ErrorRequestHandler = (err, req, res, _next) => {
  const say = (message: MessageDescriptor) => translate(requestLocale(req), message);
  if (err instanceof DomainError) {
    // Throttled or shedding load: tell the client when to come back (RFC 9110 §10.2.3).
    if (
      (err.code === 'RATE_LIMITED' || err.code === 'UNAVAILABLE') &&
      typeof err.details?.retryAfterSeconds === 'number'
    ) {
      res.setHeader('Retry-After', String(err.details.retryAfterSeconds));
    }
    res
      .status(STATUS[err.code])
      .json({ detail: localized(requestLocale(req), err.message, err.text), code: err.code, ...err.details });
    return;
  }
  // Errors raised by express's own body parsers (http-errors) carry a status and a type.
  const parserError = (err ?? {}) as { status?: unknown; type?: unknown; expose?: unknown; message?: unknown };
  const status = typeof parserError.status === 'number' ? parserError.status : undefined;
  if (parserError.type === 'entity.parse.failed') {
    res.status(400).json({ detail: say(HttpMessages.malformedJson) });
    return;
  }
  if (parserError.type === 'entity.too.large' || status === 413) {
    res.status(413).json({ detail: say(HttpMessages.bodyTooLarge) });
    return;
  }
  if (status !== undefined && status >= 400 && status < 500) {
    res.status(status).json({
      detail:
        parserError.expose && typeof parserError.message === 'string' && parserError.message
          ? parserError.message
          : say(HttpMessages.badRequest),
    });
    return;
  }
  if (isBusyError(err)) {
    logger.warn('database busy: request refused with 503', { requestId: req.id, path: req.path, code: pgCodeOf(err) });
    res.setHeader('Retry-After', String(BUSY_RETRY_AFTER_SECONDS));
    res
      .status(503)
      .json({ detail: say(BusyMessages.busy), code: 'UNAVAILABLE', retryAfterSeconds: BUSY_RETRY_AFTER_SECONDS });
    return;
  }
  if (isDataException(err)) {
    logger.warn('database refused input', { requestId: req.id, path: req.path, code: pgCodeOf(err) });
    res.status(400).json({ detail: say(HttpMessages.invalidInput) });
    return;
  }
  logger.error('unhandled error', { requestId: req.id, method: req.method, path: req.path, error: err });
  res.status(500).json({ detail: say(HttpMessages.internalError) });
};

export const restNotFound: RequestHandler = (req, res) => {
  const path = req.originalUrl.split('?')[0];
  res
    .status(404)
    .json({ detail: translate(requestLocale(req), HttpMessages.routeNotFound, { method: req.method, path }) });
};

/** PostgreSQL "data exception" errors (SQLSTATE class 22): malformed values that slipped past validation. */
export function isDataException(err: unknown): boolean {
  return /^22/.test(pgCodeOf(err) ?? '');
}
