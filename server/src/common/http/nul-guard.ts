import type { RequestHandler } from 'express';
import { invalid } from '../errors/domain-error.js';
import { HttpMessages } from './http.messages.js';

/** True when a JSON value holds a string with a NUL character anywhere inside it. */
export function hasNul(value: unknown, depth = 0): boolean {
  if (depth > 20) return false;
  if (typeof value === 'string') return value.includes('\u0000');
  if (Array.isArray(value)) return value.some((v) => hasNul(v, depth + 1));
  if (value && typeof value === 'object')
    return Object.entries(value).some(([k, v]) => k.includes('\u0000') || hasNul(v, depth + 1));
  return false;
}

/**
 * PostgreSQL text cannot hold NUL (U+0000): refuse such input at the edge with a 400 instead of
 * letting the database fail the request.
 */
export const refuseNul: RequestHandler = (req, _res, next) => {
  if (hasNul(req.body) || hasNul(req.params) || hasNul(req.query)) throw invalid(HttpMessages.noNul);
  next();
};
