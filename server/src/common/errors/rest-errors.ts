import type { ErrorRequestHandler, RequestHandler } from 'express';
import { DomainError, type DomainErrorCode } from './domain-error.js';
import { logger } from '../logger.js';
import { BUSY_MESSAGE, BUSY_RETRY_AFTER_SECONDS, isBusyError } from './busy.js';
import { pgCodeOf } from './pg-code.js';
import { localized, requestLocale } from '../i18n/index.js';

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
    res.status(400).json({ detail: 'Malformed JSON in request body' });
    return;
  }
  if (parserError.type === 'entity.too.large' || status === 413) {
    res.status(413).json({ detail: 'Request body is too large' });
    return;
  }
  if (status !== undefined && status >= 400 && status < 500) {
    res.status(status).json({
      detail:
        parserError.expose && typeof parserError.message === 'string' && parserError.message
          ? parserError.message
          : 'Bad request',
    });
    return;
  }
  if (isBusyError(err)) {
    logger.warn('database busy: request refused with 503', { requestId: req.id, path: req.path, code: pgCodeOf(err) });
    res.setHeader('Retry-After', String(BUSY_RETRY_AFTER_SECONDS));
    res.status(503).json({ detail: BUSY_MESSAGE, code: 'UNAVAILABLE', retryAfterSeconds: BUSY_RETRY_AFTER_SECONDS });
    return;
  }
  if (isDataException(err)) {
    logger.warn('database refused input', { requestId: req.id, path: req.path, code: pgCodeOf(err) });
    res.status(400).json({ detail: 'Invalid input' });
    return;
  }
  logger.error('unhandled error', { requestId: req.id, method: req.method, path: req.path, error: err });
  res.status(500).json({ detail: 'Internal server error' });
};

export const restNotFound: RequestHandler = (req, res) => {
  res.status(404).json({ detail: `Not found: ${req.method} ${req.originalUrl.split('?')[0]}` });
};

/** PostgreSQL "data exception" errors (SQLSTATE class 22): malformed values that slipped past validation. */
export function isDataException(err: unknown): boolean {
  return /^22/.test(pgCodeOf(err) ?? '');
}
