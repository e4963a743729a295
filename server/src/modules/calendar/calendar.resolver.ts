import { Authorized, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../common/graphql/context.js';
import type { CalendarService } from './calendar.service.js';
import { CalendarFeedType } from './calendar.types.js';

// What this module's resolvers use from the context (see common/graphql/context.ts).
declare module '../../common/graphql/context.js' {
  interface ContextServices {
    calendar: CalendarService;
  }
}

@Resolver()
export class CalendarResolver {
  @Authorized()
  @Query(() => CalendarFeedType, {
    description: "The signed-in member's private calendar feed address (created on first use).",
  })
  async calendarFeed(@Ctx() ctx: GraphQLContext): Promise<CalendarFeedType> {
    return { url: await ctx.services.calendar.feedUrl(ctx.member!.id) };
  }

  @Authorized()
  @Mutation(() => CalendarFeedType, {
    description: 'Revokes the calendar feed address (it answers 404 from now on) and answers a new one.',
  })
  async resetCalendarFeed(@Ctx() ctx: GraphQLContext): Promise<CalendarFeedType> {
    return { url: await ctx.services.calendar.resetFeed(ctx.member!.id) };
  }
}
