import path from 'node:path';
import type { GraphQLSchema } from 'graphql';
import { buildSchema, emitSchemaDefinitionFile, type AuthChecker, type PubSub } from 'type-graphql';
import { unauthenticated, forbidden } from '../common/errors/domain-error.js';
import type { GraphQLContext } from '../common/graphql/context.js';
import { IdentityResolver, UserFieldsResolver } from '../modules/identity/identity.resolver.js';
import { ProfileResolver } from '../modules/profiles/profile.resolver.js';
import { UserContactResolver } from '../modules/profiles/contact.resolver.js';
import { CoachTestimonialsResolver, ExchangeResolver, TestimonialFieldsResolver, UserProgressResolver } from '../modules/exchanges/exchange.resolver.js';
import { NotificationResolver } from '../modules/notifications/notification.resolver.js';
import { PremiumResolver } from '../modules/premium/premium.resolver.js';
import { AdminResolver } from '../modules/admin/admin.resolver.js';
import { ReferralResolver } from '../modules/referrals/referral.resolver.js';
import { CatalogueResolver, CoachFieldsResolver, ServiceFieldsResolver } from '../modules/catalogue/catalogue.resolver.js';
import { viewerFieldOn } from '../modules/identity/viewer.resolver.js';
import { ExchangeContactResolver } from '../modules/exchanges/exchange-contact.resolver.js';
import { StatementResolver } from '../modules/statement/statement.resolver.js';
import { DisputeResolver, RequestDisputeResolver } from '../modules/disputes/dispute.resolver.js';
import { CoachReliabilityResolver } from '../modules/reliability/reliability.resolver.js';
import { MailResolver } from '../modules/mail/mail.resolver.js';
import { ExchangeRequestType, SessionType, TestimonialType } from '../modules/exchanges/exchange.types.js';
import { DeleteServiceResult, Service } from '../modules/catalogue/catalogue.types.js';
import { NotificationEventType } from '../modules/notifications/notification.types.js';
import { ConversationResolver, ExchangeThreadResolver, SessionThreadResolver } from '../modules/conversations/conversation.resolver.js';
import { CalendarResolver } from '../modules/calendar/calendar.resolver.js';
import { ProfilePictureResolver } from '../modules/media/picture.resolver.js';
import { AccountResolver } from '../modules/account/account.resolver.js';
import { ModerationResolver } from '../modules/moderation/moderation.resolver.js';
import { AuditResolver } from '../modules/audit/audit.resolver.js';
import { CategoryAdminResolver } from '../modules/catalogue/category-admin.resolver.js';
import { NeedResolver } from '../modules/needs/needs.resolver.js';
import { MatchesResolver, SwapResolver } from '../modules/swaps/swap.resolver.js';
import { SwapType } from '../modules/swaps/swap.types.js';

export const resolvers = [
  IdentityResolver,
  UserFieldsResolver,
  UserContactResolver,
  ProfileResolver,
  ReferralResolver,
  CatalogueResolver,
  ServiceFieldsResolver,
  CoachFieldsResolver,
  ExchangeResolver,
  UserProgressResolver,
  CoachTestimonialsResolver,
  TestimonialFieldsResolver,
  NotificationResolver,
  PremiumResolver,
  AdminResolver,
  ExchangeContactResolver,
  ConversationResolver,
  ExchangeThreadResolver,
  SessionThreadResolver,
  CalendarResolver,
  AccountResolver,
  ModerationResolver,
  AuditResolver,
  StatementResolver,
  DisputeResolver,
  RequestDisputeResolver,
  CoachReliabilityResolver,
  MailResolver,
  // What a change did to the signed-in member travels with its answer (so the client's cache stays the one store).
  viewerFieldOn(ExchangeRequestType, 'ExchangeRequest'),
  viewerFieldOn(SessionType, 'Session'),
  viewerFieldOn(TestimonialType, 'Testimonial'),
  viewerFieldOn(Service, 'Service'),
  viewerFieldOn(DeleteServiceResult, 'DeleteServiceResult'),
  viewerFieldOn(NotificationEventType, 'NotificationEvent'),
  ProfilePictureResolver,
  NeedResolver,
  SwapResolver,
  MatchesResolver,
  CategoryAdminResolver,
  viewerFieldOn(SwapType, 'Swap'),
] as const;

/**
 * Roles at the edge (docs/style.md rule 5); ownership is checked inside the services. A visitor gets
 * UNAUTHENTICATED rather than a permission error (docs/stack.md, trap 5).
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

/** What Sandbox shows for the three root types (every other description sits on its decorator). */
const ROOT_TYPE_DESCRIPTIONS = {
  Query: 'Reads. Most need a signed-in member (`Authorization: Bearer <accessToken>`); the catalogue, platform stats, Premium offer and referral check are public.',
  Mutation: 'Changes. All but signup, login, sendCode and verifyCode need a signed-in member; refusals carry `extensions.code` (BAD_USER_INPUT, UNAUTHENTICATED, FORBIDDEN, NOT_FOUND, CONFLICT, INSUFFICIENT_FUNDS, TOO_MANY_REQUESTS, SERVICE_UNAVAILABLE).',
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
