import type { SignedInMember } from '../auth/member.js';

/**
 * The services a resolver may call, by name. Empty here on purpose: each module's resolver file
 * adds the ones it uses (TypeScript declaration merging), so a module names its own dependencies
 * and never imports the app's assembly. `app/context.ts` hands over the assembled services, and
 * the type check fails if they do not provide what a module declared.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- empty on purpose: modules add their services by declaration merging
export interface ContextServices {}

/** The per-request DataLoaders a resolver may use; filled by the modules as `ContextServices` is. */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- empty on purpose: modules add their loaders by declaration merging
export interface ContextLoaders {}

/** What every GraphQL operation sees (HTTP and WebSocket alike). */
export interface GraphQLContext {
  /** The signed-in member; null for a visitor. */
  member: SignedInMember | null;
  services: ContextServices;
  loaders: ContextLoaders;
  /** The caller's address (HTTP), for abuse limits. */
  ip?: string;
  /** The caller's User-Agent (HTTP): the browser a device with push on is listed as. */
  userAgent?: string;
}
