import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { bearerToken } from '../auth/tokens.js';
import { invalid, unauthenticated } from '../errors/domain-error.js';
import type { User } from '../../modules/identity/user.entity.js';
import type { IdentityService } from '../../modules/identity/identity.service.js';

declare module 'express-serve-static-core' {
  interface Request {
    member?: User;
  }
}

/** REST auth: a valid `Authorization: Bearer` token is required; sets `req.member`. */
export function requireMember(identity: IdentityService): RequestHandler {
  return async (req: Request, _res: Response, next: NextFunction) => {
    const header = req.headers.authorization;
    if (!header) throw unauthenticated('Not authenticated');
    const token = bearerToken(header);
    if (!token) throw unauthenticated('Malformed Authorization header: expected "Bearer <token>"');
    req.member = await identity.authenticate(token);
    next();
  };
}

/** The JSON body as an object; anything else (array, string, nothing) is a 400. */
export function body(req: Request): Record<string, unknown> {
  const b: unknown = req.body;
  if (b === undefined || b === null) return {};
  if (typeof b !== 'object' || Array.isArray(b)) throw invalid('Request body must be a JSON object');
  return b as Record<string, unknown>;
}

/** The signed-in member of a route behind requireMember. */
export function member(req: Request): User {
  if (!req.member) throw unauthenticated();
  return req.member;
}
