import { randomUUID } from 'node:crypto';
import { isIP } from 'node:net';
import type { RequestHandler } from 'express';
import { logger } from '../logger.js';

declare module 'express-serve-static-core' {
  interface Request {
    id?: string;
  }
}

const ID = /^[\w.-]{1,100}$/;

/** A sane X-Forwarded-For: at most 20 hops and 1,000 characters (a real chain is far shorter). */
export const MAX_FORWARDED_FOR_LENGTH = 1000;
const MAX_FORWARDED_HOPS = 20;

/**
 * True when an X-Forwarded-For value is a plain comma-separated list of IP addresses. Express
 * (trust proxy) takes the client address from it as it is: a 4,000-character or non-IP entry
 * became a rate-limit key too large for its index (a 500).
 */
export function isSaneForwardedFor(value: string): boolean {
  if (value.length > MAX_FORWARDED_FOR_LENGTH) return false;
  // Only spaces and tabs around a hop, as proxy-addr strips them (String#trim would also take NBSP).
  const hops = value.split(',').map((h) => h.replace(/^[ \t]+|[ \t]+$/g, ''));
  return hops.length <= MAX_FORWARDED_HOPS && hops.every((h) => isIP(h) !== 0);
}

/**
 * Gives every request an id (the caller's X-Request-Id when sane, else a new one), echoes it in
 * the response, and logs one line per finished request: method, path (no query: it may hold
 * search terms), status, duration. Never bodies, headers or tokens.
 */
export function requestContext(opts: { logRequests: boolean }): RequestHandler {
  return (req, res, next) => {
    // A malformed or oversized chain is ignored: req.ip falls back to the socket's address.
    const forwarded = req.headers['x-forwarded-for'];
    if (forwarded !== undefined && (typeof forwarded !== 'string' || !isSaneForwardedFor(forwarded)))
      delete req.headers['x-forwarded-for'];
    const incoming = req.get('x-request-id');
    req.id = incoming && ID.test(incoming) ? incoming : randomUUID();
    res.setHeader('X-Request-Id', req.id);
    if (opts.logRequests) {
      const started = process.hrtime.bigint();
      res.on('finish', () => {
        logger.request({
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
