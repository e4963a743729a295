import {
  Arg,
  Args,
  Authorized,
  Ctx,
  Extensions,
  Field,
  FieldResolver,
  ID,
  Int,
  Mutation,
  ObjectType,
  Query,
  Resolver,
  Root,
} from 'type-graphql';
import type { GraphQLContext } from '../../common/graphql/context.js';
import { PUBLIC_ANSWER_EXTENSION } from '../../common/http/public-answers.js';
import { currentLocale } from '../../common/i18n/index.js';
import type DataLoader from 'dataloader';
import type { CatalogueService } from './catalogue.service.js';
import type { ServiceService } from './service.service.js';
import type { AvailabilityService } from './availability.service.js';
import type { ServiceRecord } from './service.entity.js';
import type { User } from '../identity/index.js';
import { type ContactVisibility, Profile } from '../profiles/index.js';
import { notFound } from '../../common/errors/domain-error.js';
import { Category } from './category.entity.js';
import { CoachFilter, CoachSort, ServiceFilter, ServiceInput } from './service.inputs.js';
import type { CoachListing, ServiceListing } from './service.service.js';
import { isUuid } from '../../common/validation.js';
import {
  AFTER_OR_FIRST_PAGE,
  cappedConnectionOf,
  connectionOf,
  pageArgs,
  type PageArgs,
} from '../../common/pagination.js';
import { AvailabilityInput } from './availability.inputs.js';
import {
  Availability,
  Coach,
  CoachConnection,
  DeleteServiceResult,
  Service,
  ServiceConnection,
} from './catalogue.types.js';
import { CatalogueMessages } from './catalogue.messages.js';

// What this module's resolvers use from the context (see common/graphql/context.ts).
declare module '../../common/graphql/context.js' {
  interface ContextServices {
    catalogue: CatalogueService;
    services: ServiceService;
    availability: AvailabilityService;
  }
  interface ContextLoaders {
    activeServicesByCoach: DataLoader<string, ServiceRecord[]>;
    contacts: ContactVisibility;
    member: DataLoader<string, User | undefined>;
    profile: DataLoader<string, Profile>;
  }
}

@ObjectType({ description: 'Public figures for the landing page.' })
class PlatformStats {
  @Field(() => Int, { description: 'Number of members.' })
  memberCount: number;
}

function coachOf(c: CoachListing): Coach {
  return Object.assign(new Coach(), {
    id: c.id,
    fullName: c.fullName,
    userType: c.userType,
    email: c.email,
    preloadedServices: c.services,
    preloadedTotal: c.totalServices,
    preloadedProfile: Object.assign(new Profile(), { userId: c.id, ...c.profile, imageSource: null }),
  });
}

@Resolver()
export class CatalogueResolver {
  // The same for every caller of a language: a visitor's answer is kept a second.
  @Query(() => [Category], {
    description:
      "Service categories; their labels are the skills members pick. A visitor's answer may be a second old.",
  })
  @Extensions({ [PUBLIC_ANSWER_EXTENSION]: true })
  categories(@Ctx() ctx: GraphQLContext): Promise<Category[]> {
    return ctx.services.catalogue.categories(currentLocale());
  }

  @Query(() => PlatformStats, { description: 'Public figures for the landing page; no sign-in needed.' })
  async platformStats(@Ctx() ctx: GraphQLContext): Promise<PlatformStats> {
    return { memberCount: await ctx.services.catalogue.memberCount() };
  }

  @Query(() => ServiceConnection, {
    description:
      "Discover Services: active services matching every filter, most relevant first when searching, else newest first. No sign-in needed; a visitor's first page may be a second old. BAD_USER_INPUT when minCost > maxCost.",
  })
  // A visitor's first page is every visitor's (contacts are hidden from visitors): kept a second.
  @Extensions({ [PUBLIC_ANSWER_EXTENSION]: true })
  async services(
    @Ctx() ctx: GraphQLContext,
    @Arg('filter', () => ServiceFilter, {
      nullable: true,
      description: 'Filters that all combine; none = every active service.',
    })
    filter: ServiceFilter | undefined,
    @Args(pageArgs({ defaultSize: 20, after: AFTER_OR_FIRST_PAGE })) list: PageArgs,
  ): Promise<ServiceConnection> {
    const page = await ctx.services.services.search(filter ?? {}, list.page);
    return cappedConnectionOf(page);
  }

  @Query(() => CoachConnection, {
    description:
      'Browse Coaches: members with active services, premium first, then newest (or by reliability). No sign-in needed.',
  })
  async coaches(
    @Ctx() ctx: GraphQLContext,
    @Arg('filter', () => CoachFilter, { nullable: true, description: 'Filters that combine; none = every coach.' })
    filter: CoachFilter | undefined,
    @Args(
      pageArgs({
        defaultSize: 20,
        after: 'The endCursor of the previous page (of the same sort); absent for the first page.',
      }),
    )
    list: PageArgs,
    @Arg('sort', () => CoachSort, {
      defaultValue: 'RELEVANCE',
      description: 'The order: RELEVANCE (premium first, then newest) or RELIABILITY.',
    })
    sort: CoachSort = 'RELEVANCE',
  ): Promise<CoachConnection> {
    return connectionOf(await ctx.services.services.coaches(filter ?? {}, list.page, sort), coachOf);
  }

  @Authorized()
  @Query(() => Coach, {
    description: "One member as a coach, for the coach profile modal. NOT_FOUND ('Coach not found') for an unknown id.",
  })
  async coach(
    @Arg('id', () => ID, { description: "The coach's member id." }) id: string,
    @Ctx() ctx: GraphQLContext,
  ): Promise<Coach> {
    const user = isUuid(id) ? await ctx.loaders.member.load(id) : undefined;
    if (!user) throw notFound(CatalogueMessages.coachNotFound);
    return Object.assign(new Coach(), {
      id: user.id,
      fullName: user.fullName,
      userType: user.userType,
      email: user.email,
    });
  }

  @Authorized()
  @Query(() => [Service], { description: "The signed-in member's active services, newest first." })
  myServices(@Ctx() ctx: GraphQLContext) {
    return ctx.services.services.listMine(ctx.member!.id);
  }

  @Authorized()
  @Mutation(() => Service, {
    description:
      'Publish a service owned by the signed-in member. With a clientKey, the same key publishes once (a double-clicked or retried save answers the first service). BAD_USER_INPUT for a missing field, an unknown category, a value out of range or a malformed key.',
  })
  createService(
    @Arg('input', { description: 'The service to publish.' }) input: ServiceInput,
    @Ctx() ctx: GraphQLContext,
    @Arg('clientKey', () => String, {
      nullable: true,
      description: 'Optional idempotency key (1–100 letters, digits, - or _), one per service form opened.',
    })
    clientKey?: string | null,
  ) {
    return ctx.services.services.create(ctx.member!.id, input, clientKey);
  }

  @Authorized()
  @Mutation(() => Service, {
    description:
      'Replace the fields of one of your services. FORBIDDEN when it is not yours, NOT_FOUND when it does not exist, BAD_USER_INPUT for invalid values.',
  })
  updateService(
    @Arg('id', () => ID, { description: 'Id of the service to edit.' }) id: string,
    @Arg('input', { description: 'Its new values (every field).' }) input: ServiceInput,
    @Ctx() ctx: GraphQLContext,
  ) {
    return ctx.services.services.update(ctx.member!.id, id, input);
  }

  @Authorized()
  @Mutation(() => DeleteServiceResult, {
    description:
      'Remove one of your services: deleted, or archived when exchange requests or group sessions point at it; either way it leaves Discover. FORBIDDEN when not yours, NOT_FOUND when unknown, CONFLICT while group sessions of it are still to come (cancel them first).',
  })
  async deleteService(
    @Arg('id', () => ID, { description: 'Id of the service to remove.' }) id: string,
    @Ctx() ctx: GraphQLContext,
  ): Promise<DeleteServiceResult> {
    const { archived } = await ctx.services.services.remove(ctx.member!.id, id);
    return { id, archived };
  }

  @Authorized()
  @Query(() => Availability, { description: "The signed-in member's weekly availability." })
  async myAvailability(@Ctx() ctx: GraphQLContext): Promise<Availability> {
    const a = await ctx.services.availability.get(ctx.member!.id);
    return Availability.of(a.availability, a.timezone);
  }

  @Authorized()
  @Query(() => Availability, {
    description: "Another member's weekly availability, in their timezone. NOT_FOUND for an unknown member.",
  })
  async availabilityOf(
    @Arg('userId', () => ID, { description: 'Id of the member.' }) userId: string,
    @Ctx() ctx: GraphQLContext,
  ): Promise<Availability> {
    const a = await ctx.services.availability.get(userId);
    return Availability.of(a.availability, a.timezone);
  }

  @Authorized()
  @Mutation(() => Availability, {
    description:
      'Replace the weekly availability. BAD_USER_INPUT for a slot that is not a whole hour from 07:00 to 19:00 or an unknown timezone.',
  })
  async setAvailability(
    @Arg('input', { description: 'The whole week; a day left out has no slots.' }) input: AvailabilityInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<Availability> {
    const { timezone, ...week } = input;
    const a = await ctx.services.availability.set(ctx.member!.id, week, timezone);
    return Availability.of(a.availability, a.timezone);
  }
}

@Resolver(() => Service)
export class ServiceFieldsResolver {
  @FieldResolver(() => String, { description: "Label of the category, in the caller's language." })
  async categoryLabel(@Root() s: Service, @Ctx() ctx: GraphQLContext): Promise<string> {
    return (await ctx.services.catalogue.labels(currentLocale()))(s.category);
  }

  @FieldResolver(() => Coach, { description: 'The member who offers the service.' })
  async coach(
    @Root() s: Service & Partial<Pick<ServiceListing, 'coachName' | 'coachUserType' | 'coachEmail'>>,
    @Ctx() ctx: GraphQLContext,
  ): Promise<Coach> {
    // Discover's rows come with their (active) coach's columns joined: no second read for the page.
    if (s.coachName !== undefined && s.coachUserType !== undefined && s.coachEmail !== undefined) {
      return Object.assign(new Coach(), {
        id: s.coachId,
        fullName: s.coachName,
        userType: s.coachUserType,
        email: s.coachEmail,
      });
    }
    const user = await ctx.loaders.member.load(s.coachId);
    if (!user) throw notFound(CatalogueMessages.coachNotFound);
    return Object.assign(new Coach(), {
      id: user.id,
      fullName: user.fullName,
      userType: user.userType,
      email: user.email,
    });
  }
}

@Resolver(() => Coach)
export class CoachFieldsResolver {
  @FieldResolver(() => String, {
    nullable: true,
    description:
      "The coach's contact email: only for the coach, admins and the other party of an accepted or completed exchange with them; null for anyone else.",
  })
  email(@Root() c: Coach, @Ctx() ctx: GraphQLContext): Promise<string | null> {
    return ctx.loaders.contacts.emailOf(c);
  }

  @FieldResolver(() => Profile, { description: "The coach's public profile." })
  profile(@Root() c: Coach, @Ctx() ctx: GraphQLContext) {
    return c.preloadedProfile ?? ctx.loaders.profile.load(c.id);
  }

  @FieldResolver(() => [Service], { description: "The coach's active services, newest first." })
  services(@Root() c: Coach, @Ctx() ctx: GraphQLContext) {
    return c.preloadedServices ?? ctx.loaders.activeServicesByCoach.load(c.id);
  }

  @FieldResolver(() => Int, { description: 'How many active services the coach offers.' })
  async totalServices(@Root() c: Coach, @Ctx() ctx: GraphQLContext) {
    return c.preloadedTotal ?? (await ctx.loaders.activeServicesByCoach.load(c.id)).length;
  }
}
