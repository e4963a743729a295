import type { User } from '../modules/identity/user.entity.js';
import { DomainError } from '../common/errors/domain-error.js';
import { bearerToken } from '../common/auth/tokens.js';
import { createLoaders, type Loaders } from './loaders.js';
import type { Services } from './services.js';

export interface GraphQLContext {
  member: User | null;
  services: Services;
  loaders: Loaders;
  /** The caller's address (HTTP), for abuse limits. */
  ip?: string;
}

/**
 * Builds the context of one GraphQL operation from an Authorization header value (HTTP) or the
 * connectionParams (WebSocket). No header = a visitor; a bad or expired token = UNAUTHENTICATED.
 */
export async function buildContext(services: Services, authorization: unknown, ip?: string): Promise<GraphQLContext> {
  let member: User | null = null;
  if (authorization !== undefined && authorization !== null && authorization !== '') {
    const token = bearerToken(authorization);
    if (!token) throw new DomainError('UNAUTHENTICATED', 'Malformed Authorization header: expected "Bearer <token>"');
    member = await services.identity.authenticate(token);
  }
  return { member, services, loaders: createLoaders(services, member), ip };
}
