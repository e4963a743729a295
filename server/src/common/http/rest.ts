import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { bearerToken, type TokenClaims } from '../auth/tokens.js';
import { DomainError, forbidden, invalid, unauthenticated } from '../errors/domain-error.js';
import type { MemberAuthenticator, SignedInMember } from '../auth/member.js';
import { AdminRoleMessages, type ActingAdmin, type AdminRoles } from '../auth/admin-roles.js';
import { isSupportedLocale, requestLocale, text } from '../i18n/index.js';
import { HttpMessages } from './http.messages.js';

declare module 'express-serve-static-core' {
  interface Request {
    member?: SignedInMember;
    claims?: TokenClaims;
    admin?: ActingAdmin;
  }
}

/** The bearer token a route requires (401 when there is none or the header is malformed). */
function requiredToken(req: Request): string {
  const header = req.headers.authorization;
  if (!header) throw unauthenticated();
  const token = bearerToken(header);
  if (!token) throw unauthenticated(HttpMessages.malformedAuthorization);
  return token;
}

/** REST auth: a valid `Authorization: Bearer` token is required; sets `req.member`. */
export function requireMember(identity: MemberAuthenticator): RequestHandler {
  return async (req: Request, _res: Response, next: NextFunction) => {
    req.member = await identity.authenticate(requiredToken(req));
    next();
  };
}

/**
 * The one guard of the admin-only routes, behind `requireMember`: a member who holds no admin role
 * is a 403 (`Admin access required`); an admin goes on with who they are and their role in
 * `req.admin` (see `actingAdmin`), for the audit log and what only a super_admin may do.
 */
export function requireAdmin(adminRoles: AdminRoles): RequestHandler {
  return async (req: Request, _res: Response, next: NextFunction) => {
    const admin = await adminRoles.actingAdmin(member(req));
    if (!admin) throw forbidden(AdminRoleMessages.accessRequired);
    req.admin = admin;
    next();
  };
}

/** The signed-in admin of a route behind requireAdmin. */
export function actingAdmin(req: Request): ActingAdmin {
  if (!req.admin) throw forbidden(AdminRoleMessages.accessRequired);
  return req.admin;
}

/**
 * REST auth for a route whose statement checks the session itself (the settlement, one round
 * trip): the token is verified here without the database and its claims go to `req.claims`; the
 * route's service refuses an ended session with the same 401 as `requireMember`.
 */
export function requireToken(identity: MemberAuthenticator): RequestHandler {
  return (req: Request, _res: Response, next: NextFunction) => {
    req.claims = identity.claims(requiredToken(req));
    next();
  };
}

/** The token's claims of a route behind requireToken. */
export function claims(req: Request): TokenClaims {
  if (!req.claims) throw unauthenticated();
  return req.claims;
}

/**
 * REST auth for public routes whose answer depends on who asks (contact privacy): a valid bearer
 * token sets `req.member`; no token, or one that is malformed or expired, is a visitor. A public
 * list never refuses, and a visitor only ever sees less.
 */
export function optionalMember(identity: MemberAuthenticator): RequestHandler {
  return async (req: Request, _res: Response, next: NextFunction) => {
    const token = req.headers.authorization ? bearerToken(req.headers.authorization) : null;
    if (token) {
      try {
        req.member = await identity.authenticate(token);
      } catch (err) {
        if (!(err instanceof DomainError && err.code === 'UNAUTHENTICATED')) throw err;
      }
    }
    next();
  };
}

/** The JSON body as an object; anything else (array, string, nothing) is a 400. */
export function body(req: Request): Record<string, unknown> {
  const b: unknown = req.body;
  if (b === undefined || b === null) return {};
  if (typeof b !== 'object' || Array.isArray(b)) throw invalid(HttpMessages.bodyNotObject);
  return b as Record<string, unknown>;
}

/** The signed-in member of a route behind requireMember. */
export function member(req: Request): SignedInMember {
  if (!req.member) throw unauthenticated();
  return req.member;
}

/**
 * The language of an answer's own words (category labels, a CSV's headers, an invitation): the
 * signed-in member's account language wins, else `Accept-Language`, else English. Routes that
 * want a visitor's member read too put `optionalMember` before them.
 */
export function readerLocale(req: Request): string {
  const locale = req.member?.locale;
  return isSupportedLocale(locale) ? locale : requestLocale(req);
}

/** A text query parameter given at most once: absent or empty is `undefined`; repeated is a 400. */
export function queryText(req: Request, name: string): string | undefined {
  const raw = req.query[name];
  if (raw === undefined || raw === '') return undefined;
  if (typeof raw !== 'string') throw invalid(HttpMessages.givenOnce, text(HttpMessages.givenOnce, { name }));
  return raw;
}
