import { randomUUID } from 'node:crypto';
import type { RequestHandler } from 'express';
import { logger } from '../logger.js';

declare module 'express-serve-static-core' {
  interface Request {
    id?: string;
  }
}

const ID = /^[\w.-]{1,100}$/;

/**
 * Gives every request an id (the caller's X-Request-Id when sane, else a new one), echoes it in
 * the response, and logs one line per finished request: method, path (no query: it may hold
 * search terms), status, duration. Never bodies, headers or tokens.
 */
export function requestContext(opts: { logRequests: boolean }): RequestHandler {
  return (req, res, next) => {
    const incoming = req.get('x-request-id');
    req.id = incoming && ID.test(incoming) ? incoming : randomUUID();
    res.setHeader('X-Request-Id', req.id);
    if (opts.logRequests) {
      const started = process.hrtime.bigint();
      res.on('finish', () => {
        logger.info('request', {
          requestId: req.id,
          method: req.method,
          path: req.originalUrl.split('?')[0],
          status: res.statusCode,
          ms: Number((process.hrtime.bigint() - started) / 1_000_000n),
        });
      });
    }
    next();
  };
}
