import type { TokenClaims } from './tokens.js';

/**
 * The signed-in member, as common/ code (REST guards, the GraphQL context) carries it. Empty here
 * on purpose: the identity module's `User` fills it in by declaration merging
 * (`modules/identity/user.entity.ts`), so a request carries the whole User while common/ imports
 * no module.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- empty on purpose: identity makes it its User by declaration merging
export interface SignedInMember {}

/** What the REST guards ask of the identity module; `IdentityService` is the one (app/http.ts hands it over). */
export interface MemberAuthenticator {
  /** The member a session token belongs to; an UNAUTHENTICATED DomainError when it has none. */
  authenticate(token: string): Promise<SignedInMember>;
  /** A token's claims, checked without the database. */
  claims(token: string): TokenClaims;
}
