import path from 'node:path';
import type { GraphQLSchema } from 'graphql';
import { buildSchema, type AuthChecker, type PubSub } from 'type-graphql';
import { unauthenticated, forbidden } from '../common/errors/domain-error.js';
import type { GraphQLContext } from './context.js';
import { IdentityResolver, UserFieldsResolver } from '../modules/identity/identity.resolver.js';
import { ProfileResolver } from '../modules/profiles/profile.resolver.js';
import { CoachTestimonialsResolver, ExchangeResolver, UserProgressResolver } from '../modules/exchanges/exchange.resolver.js';
import { NotificationResolver } from '../modules/notifications/notification.resolver.js';
import { PremiumResolver } from '../modules/premium/premium.resolver.js';
import { AdminResolver } from '../modules/admin/admin.resolver.js';
import { ReferralResolver } from '../modules/referrals/referral.resolver.js';
import { CatalogueResolver, CoachFieldsResolver, ServiceFieldsResolver } from '../modules/catalogue/catalogue.resolver.js';

export const resolvers = [
  IdentityResolver,
  UserFieldsResolver,
  ProfileResolver,
  ReferralResolver,
  CatalogueResolver,
  ServiceFieldsResolver,
  CoachFieldsResolver,
  ExchangeResolver,
  UserProgressResolver,
  CoachTestimonialsResolver,
  NotificationResolver,
  PremiumResolver,
  AdminResolver,
] as const;

/**
 * Roles at the edge (STYLE rule 5); ownership is checked inside the services. A visitor gets
 * UNAUTHENTICATED rather than a permission error (STACK.md trap 5).
 */
export const authChecker: AuthChecker<GraphQLContext> = async ({ context }, roles) => {
  if (!context.member) throw unauthenticated();
  if (roles.length === 0) return true;
  const role = await context.services.adminRoles.roleOf(context.member.email);
  if (role && (roles.includes(role) || (role === 'super_admin' && roles.includes('admin')))) return true;
  throw forbidden('You do not have access to this');
};

export function schemaFile(repoRoot: string) {
  return path.join(repoRoot, 'schema', 'schema.graphql');
}

export async function createSchema(opts: { pubSub: PubSub; emitTo?: string }): Promise<GraphQLSchema> {
  return buildSchema({
    resolvers,
    authChecker,
    pubSub: opts.pubSub,
    validate: { forbidUnknownValues: false },
    emitSchemaFile: opts.emitTo ? { path: opts.emitTo, sortedSchema: true } : false,
  });
}
