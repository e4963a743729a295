import type { User } from '../modules/identity/index.js';
import { translatableError } from '../common/errors/domain-error.js';
import { HttpMessages } from '../common/http/http.messages.js';
import { bearerToken } from '../common/auth/tokens.js';
import { answerInLanguage } from '../common/i18n/index.js';
import type { GraphQLContext } from '../common/graphql/context.js';
import { createLoaders } from './loaders.js';
import type { Services } from './services.js';

/**
 * Builds the context of one GraphQL operation from an Authorization header value (HTTP) or the
 * connectionParams (WebSocket). No header = a visitor; a bad or expired token = UNAUTHENTICATED.
 * (The type is `common/graphql/context.ts`; this is only its assembly.)
 */
export async function buildContext(
  services: Services,
  authorization: unknown,
  ip?: string,
  userAgent?: string,
): Promise<GraphQLContext> {
  let member: User | null = null;
  if (authorization !== undefined && authorization !== null && authorization !== '') {
    const token = bearerToken(authorization);
    if (!token) throw translatableError('UNAUTHENTICATED', HttpMessages.malformedAuthorization);
    member = await services.identity.authenticate(token);
    answerInLanguage(member.locale); // a member reads errors in their own language, whatever the browser says
  }
  return { member, services, loaders: createLoaders(services, member), ip, userAgent };
}
