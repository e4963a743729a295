import path from 'node:path';
import type { GraphQLSchema } from 'graphql';
import {
  buildSchema,
  emitSchemaDefinitionFile,
  type AuthChecker,
  type BuildSchemaOptions,
  type PubSub,
} from 'type-graphql';
import { unauthenticated, forbidden } from '../common/errors/domain-error.js';
import { AdminRoleMessages } from '../common/auth/admin-roles.js';
import type { GraphQLContext } from '../common/graphql/context.js';
import { viewerFieldOn } from '../modules/identity/index.js';
import { ExchangeRequestType, SessionType, TestimonialType } from '../modules/exchanges/index.js';
import { NotificationEventType } from '../modules/notifications/index.js';
import { DeleteServiceResult, Service } from '../modules/catalogue/index.js';
import { SwapType } from '../modules/swaps/index.js';
import { appModules } from './services.js';
import { GroupSessionType } from '../modules/group-sessions/index.js';
import { QuestionType } from '../modules/conversations/index.js';

/** Every module's resolvers, and the viewer field on the answers of changes. */
const resolvers: BuildSchemaOptions['resolvers'] = [
  // What a change did to the signed-in member travels with its answer (so the client's cache stays the one store).
  viewerFieldOn(ExchangeRequestType, 'ExchangeRequest'),
  viewerFieldOn(SessionType, 'Session'),
  viewerFieldOn(TestimonialType, 'Testimonial'),
  viewerFieldOn(Service, 'Service'),
  viewerFieldOn(DeleteServiceResult, 'DeleteServiceResult'),
  viewerFieldOn(NotificationEventType, 'NotificationEvent'),
  viewerFieldOn(SwapType, 'Swap'),
  viewerFieldOn(GroupSessionType, 'GroupSession'),
  viewerFieldOn(QuestionType, 'Question'),
  ...appModules.flatMap((m) => m.resolvers ?? []),
];

/**
 * Roles at the edge (docs/style.md rule 5); ownership is checked inside the services. A visitor gets
 * UNAUTHENTICATED rather than a permission error (docs/stack.md, trap 5).
 */
export const authChecker: AuthChecker<GraphQLContext> = async ({ context }, roles) => {
  if (!context.member) throw unauthenticated();
  if (roles.length === 0) return true;
  const role = await context.services.adminRoles.roleOf(context.member.email);
  if (role && (roles.includes(role) || (role === 'super_admin' && roles.includes('admin')))) return true;
  throw forbidden(AdminRoleMessages.noAccess);
};

export function schemaFile(repoRoot: string) {
  return path.join(repoRoot, 'schema', 'schema.graphql');
}

/** What Sandbox shows for the three root types (every other description sits on its decorator). */
const ROOT_TYPE_DESCRIPTIONS = {
  Query:
    'Reads. Most need a signed-in member (`Authorization: Bearer <accessToken>`); the catalogue, platform stats, Premium offer and referral check are public.',
  Mutation:
    'Changes. All but signup, login, sendCode and verifyCode need a signed-in member; refusals carry `extensions.code` (BAD_USER_INPUT, UNAUTHENTICATED, FORBIDDEN, NOT_FOUND, CONFLICT, INSUFFICIENT_FUNDS, TOO_MANY_REQUESTS, SERVICE_UNAVAILABLE).',
  Subscription: 'Live events over graphql-ws on /graphql; authenticate with `connectionParams.authorization`.',
} as const;

export async function createSchema(opts: { pubSub: PubSub; emitTo?: string }): Promise<GraphQLSchema> {
  const schema = await buildSchema({
    resolvers,
    authChecker,
    pubSub: opts.pubSub,
    validate: { forbidUnknownValues: false },
  });
  // type-graphql has no option for root-type descriptions: set them on the built types, then emit
  // the file ourselves so that schema/schema.graphql carries them too.
  for (const root of [schema.getQueryType(), schema.getMutationType(), schema.getSubscriptionType()]) {
    if (root) root.description = ROOT_TYPE_DESCRIPTIONS[root.name as keyof typeof ROOT_TYPE_DESCRIPTIONS];
  }
  if (opts.emitTo) await emitSchemaDefinitionFile(opts.emitTo, schema, { sortedSchema: true });
  return schema;
}
