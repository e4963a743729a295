import { Arg, Authorized, Ctx, Field, FieldResolver, ID, Int, Mutation, ObjectType, Query, Resolver, Root } from 'type-graphql';
import type { GraphQLContext } from '../../app/context.js';
import { notFound } from '../../common/errors/domain-error.js';
import { Profile } from '../profiles/profile.entity.js';
import type { UserType } from '../identity/user.entity.js';
import { Category } from './category.entity.js';
import { CoachFilter, OfferFilter, OfferInput } from './offer.inputs.js';
import type { CoachListing } from './offer.service.js';
import { isUuid } from './offer.service.js';
import { AvailabilityInput } from './availability.inputs.js';
import { Availability, Coach, CoachConnection, DeleteServiceResult, Service, ServiceConnection } from './catalogue.types.js';

@ObjectType({ description: 'Public figures for the landing page.' })
class PlatformStats {
  @Field(() => Int, { description: 'Number of members.' })
  memberCount: number;
}

function coachOf(c: CoachListing): Coach {
  return Object.assign(new Coach(), {
    id: c.id,
    fullName: c.fullName,
    userType: c.userType as UserType,
    email: c.email,
    preloadedServices: c.services,
    preloadedTotal: c.totalServices,
    preloadedProfile: Object.assign(new Profile(), { userId: c.id, ...c.profile, imageSource: null }),
  });
}

@Resolver()
export class CatalogueResolver {
  @Query(() => [Category], { description: 'Service categories; their labels are the skills members pick.' })
  categories(@Ctx() ctx: GraphQLContext): Promise<Category[]> {
    return ctx.services.catalogue.categories();
  }

  @Query(() => PlatformStats)
  async platformStats(@Ctx() ctx: GraphQLContext): Promise<PlatformStats> {
    return { memberCount: await ctx.services.catalogue.memberCount() };
  }

  @Query(() => ServiceConnection, { description: 'Discover Services: search and filters that combine, newest or most relevant first.' })
  async services(
    @Ctx() ctx: GraphQLContext,
    @Arg('filter', () => OfferFilter, { nullable: true }) filter?: OfferFilter,
    @Arg('first', () => Int, { defaultValue: 20 }) first = 20,
    @Arg('after', () => String, { nullable: true }) after?: string,
  ): Promise<ServiceConnection> {
    const page = await ctx.services.offers.search(filter ?? {}, { first, after: after ?? undefined });
    return { nodes: page.items, totalCount: page.totalCount, pageInfo: { hasNextPage: page.hasNextPage, endCursor: page.endCursor } };
  }

  @Query(() => CoachConnection, { description: 'Browse Coaches: members with services; premium first.' })
  async coaches(
    @Ctx() ctx: GraphQLContext,
    @Arg('filter', () => CoachFilter, { nullable: true }) filter?: CoachFilter,
    @Arg('first', () => Int, { defaultValue: 20 }) first = 20,
    @Arg('after', () => String, { nullable: true }) after?: string,
  ): Promise<CoachConnection> {
    const page = await ctx.services.offers.coaches(filter ?? {}, { first, after: after ?? undefined });
    return { nodes: page.items.map(coachOf), totalCount: page.totalCount, pageInfo: { hasNextPage: page.hasNextPage, endCursor: page.endCursor } };
  }

  @Authorized()
  @Query(() => Coach, { description: 'One member as a coach, for the coach profile modal.' })
  async coach(@Arg('id', () => ID) id: string, @Ctx() ctx: GraphQLContext): Promise<Coach> {
    const user = isUuid(id) ? await ctx.loaders.member.load(id) : undefined;
    if (!user) throw notFound('Coach not found');
    return Object.assign(new Coach(), { id: user.id, fullName: user.fullName, userType: user.userType, email: user.email });
  }

  @Authorized()
  @Query(() => [Service], { description: "The signed-in member's active services." })
  myServices(@Ctx() ctx: GraphQLContext) {
    return ctx.services.offers.listMine(ctx.member!.id);
  }

  @Authorized()
  @Mutation(() => Service)
  createService(@Arg('input') input: OfferInput, @Ctx() ctx: GraphQLContext) {
    return ctx.services.offers.create(ctx.member!.id, input);
  }

  @Authorized()
  @Mutation(() => Service, { description: 'Only the owner may edit a service.' })
  updateService(@Arg('id', () => ID) id: string, @Arg('input') input: OfferInput, @Ctx() ctx: GraphQLContext) {
    return ctx.services.offers.update(ctx.member!.id, id, input);
  }

  @Authorized()
  @Mutation(() => DeleteServiceResult, { description: 'Deletes, or archives a service that exchange requests point at.' })
  async deleteService(@Arg('id', () => ID) id: string, @Ctx() ctx: GraphQLContext): Promise<DeleteServiceResult> {
    const { archived } = await ctx.services.offers.remove(ctx.member!.id, id);
    return { id, archived };
  }

  @Authorized()
  @Query(() => Availability, { description: "The signed-in member's weekly availability." })
  async myAvailability(@Ctx() ctx: GraphQLContext): Promise<Availability> {
    const a = await ctx.services.availability.get(ctx.member!.id);
    return Availability.of(a.availability, a.timezone);
  }

  @Authorized()
  @Query(() => Availability, { description: "Another member's weekly availability, in their timezone." })
  async availabilityOf(@Arg('userId', () => ID) userId: string, @Ctx() ctx: GraphQLContext): Promise<Availability> {
    const a = await ctx.services.availability.get(userId);
    return Availability.of(a.availability, a.timezone);
  }

  @Authorized()
  @Mutation(() => Availability, { description: 'Replaces the weekly availability; only 07:00–19:00 slots.' })
  async setAvailability(@Arg('input') input: AvailabilityInput, @Ctx() ctx: GraphQLContext): Promise<Availability> {
    const { timezone, ...week } = input;
    const a = await ctx.services.availability.set(ctx.member!.id, week, timezone);
    return Availability.of(a.availability, a.timezone);
  }
}

@Resolver(() => Service)
export class ServiceFieldsResolver {
  @FieldResolver(() => String, { description: 'Label of the category.' })
  async categoryLabel(@Root() s: Service, @Ctx() ctx: GraphQLContext): Promise<string> {
    const c = (await ctx.services.catalogue.categories()).find((x) => x.value === s.category);
    return c?.label ?? s.category;
  }

  @FieldResolver(() => Coach)
  async coach(@Root() s: Service, @Ctx() ctx: GraphQLContext): Promise<Coach> {
    const user = await ctx.loaders.member.load(s.coachId);
    if (!user) throw notFound('Coach not found');
    return Object.assign(new Coach(), { id: user.id, fullName: user.fullName, userType: user.userType, email: user.email });
  }
}

@Resolver(() => Coach)
export class CoachFieldsResolver {
  @FieldResolver(() => Profile)
  profile(@Root() c: Coach, @Ctx() ctx: GraphQLContext) {
    return c.preloadedProfile ?? ctx.loaders.profile.load(c.id);
  }

  @FieldResolver(() => [Service], { description: 'Active services, newest first.' })
  services(@Root() c: Coach, @Ctx() ctx: GraphQLContext) {
    return c.preloadedServices ?? ctx.loaders.activeOffersByCoach.load(c.id);
  }

  @FieldResolver(() => Int)
  async totalServices(@Root() c: Coach, @Ctx() ctx: GraphQLContext) {
    return c.preloadedTotal ?? (await ctx.loaders.activeOffersByCoach.load(c.id)).length;
  }
}
