import { Arg, Authorized, Ctx, FieldResolver, ID, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import type { GraphQLContext } from '../../app/context.js';
import { User } from '../identity/user.entity.js';
import { Coach } from '../catalogue/catalogue.types.js';
import { ProposeSessionInput, RespondToRequestInput, SendRequestInput, SessionAction, TestimonialInput } from './exchange.inputs.js';
import { AchievementType, ExchangeRequestType, LevelType, SessionType, TestimonialType } from './exchange.types.js';
import { requestForViewer, sessionForViewer, testimonialView } from './exchange.views.js';

@Resolver()
export class ExchangeResolver {
  @Authorized()
  @Query(() => [ExchangeRequestType], { description: "Requests for the signed-in member's services, newest first." })
  async receivedRequests(@Ctx() ctx: GraphQLContext) {
    const me = ctx.member!.id;
    return (await ctx.services.exchanges.received(me)).map((r) => requestForViewer(r, me));
  }

  @Authorized()
  @Query(() => [ExchangeRequestType], { description: 'Requests the signed-in member sent, newest first.' })
  async sentRequests(@Ctx() ctx: GraphQLContext) {
    const me = ctx.member!.id;
    return (await ctx.services.exchanges.sent(me)).map((r) => requestForViewer(r, me));
  }

  @Authorized()
  @Query(() => Boolean, { description: 'Whether the signed-in member can write a testimonial for this exchange.' })
  canWriteTestimonial(@Arg('requestId', () => ID) requestId: string, @Ctx() ctx: GraphQLContext) {
    return ctx.services.exchanges.canReview(ctx.member!.id, requestId);
  }

  @Authorized()
  @Mutation(() => ExchangeRequestType, { description: "Request a service; free members' EP are held until it completes or is released." })
  async sendRequest(@Arg('input') input: SendRequestInput, @Ctx() ctx: GraphQLContext) {
    const me = ctx.member!.id;
    const r = await ctx.services.exchanges.send(me, { offerId: input.serviceId, message: input.message, clientKey: input.clientKey });
    return requestForViewer(r, me);
  }

  @Authorized()
  @Mutation(() => ExchangeRequestType, { description: 'The coach accepts (with a session date) or declines a pending request.' })
  async respondToRequest(@Arg('input') input: RespondToRequestInput, @Ctx() ctx: GraphQLContext) {
    const me = ctx.member!.id;
    const r = await ctx.services.exchanges.respond(me, {
      requestId: input.requestId,
      action: input.action,
      sessionDate: input.sessionDate ? new Date(input.sessionDate) : null,
    });
    return requestForViewer(r, me);
  }

  @Authorized()
  @Mutation(() => ExchangeRequestType, { description: 'The requester withdraws a pending request; held EP come back.' })
  async cancelRequest(@Arg('requestId', () => ID) requestId: string, @Ctx() ctx: GraphQLContext) {
    const me = ctx.member!.id;
    return requestForViewer(await ctx.services.exchanges.cancel(me, requestId), me);
  }

  @Authorized()
  @Mutation(() => ExchangeRequestType, { description: 'Either party completes an accepted request; the coach is paid exactly once.' })
  async completeRequest(@Arg('requestId', () => ID) requestId: string, @Ctx() ctx: GraphQLContext) {
    const me = ctx.member!.id;
    return requestForViewer(await ctx.services.exchanges.complete(me, requestId), me);
  }

  @Authorized()
  @Query(() => [SessionType], { description: "The signed-in member's sessions, latest first." })
  async mySessions(@Ctx() ctx: GraphQLContext) {
    const me = ctx.member!.id;
    return (await ctx.services.sessions.list(me)).map((s) => sessionForViewer(s, me));
  }

  @Authorized()
  @Mutation(() => SessionType)
  async proposeSession(@Arg('input') input: ProposeSessionInput, @Ctx() ctx: GraphQLContext) {
    const me = ctx.member!.id;
    const s = await ctx.services.sessions.propose(me, {
      requestId: input.exchangeRequestId,
      proposedDate: input.proposedDate,
      proposedTimeSlot: input.proposedTimeSlot,
      notes: input.notes,
    });
    return sessionForViewer(s, me);
  }

  @Authorized()
  @Mutation(() => SessionType, { description: 'The other party accepts or rejects a proposed session.' })
  async respondToSession(
    @Arg('sessionId', () => ID) sessionId: string,
    @Arg('action', () => SessionAction) action: SessionAction,
    @Ctx() ctx: GraphQLContext,
  ) {
    const me = ctx.member!.id;
    return sessionForViewer(await ctx.services.sessions.respond(me, sessionId, action), me);
  }

  @Authorized()
  @Mutation(() => SessionType, { description: 'Completes an accepted session and, once, its exchange.' })
  async completeSession(@Arg('sessionId', () => ID) sessionId: string, @Ctx() ctx: GraphQLContext) {
    const me = ctx.member!.id;
    return sessionForViewer(await ctx.services.sessions.complete(me, sessionId), me);
  }

  @Authorized()
  @Query(() => [TestimonialType], { description: 'Testimonials about the signed-in member.' })
  async receivedTestimonials(@Ctx() ctx: GraphQLContext) {
    return (await ctx.services.testimonials.received(ctx.member!.id)).map(testimonialView);
  }

  @Authorized()
  @Query(() => [TestimonialType], { description: 'Testimonials the signed-in member wrote.' })
  async givenTestimonials(@Ctx() ctx: GraphQLContext) {
    return (await ctx.services.testimonials.given(ctx.member!.id)).map(testimonialView);
  }

  @Authorized()
  @Mutation(() => TestimonialType, { description: 'Review a completed exchange: +1 EP, once per exchange.' })
  async writeTestimonial(@Arg('input') input: TestimonialInput, @Ctx() ctx: GraphQLContext) {
    const t = await ctx.services.testimonials.create(ctx.member!.id, {
      requestId: input.exchangeRequestId,
      rating: input.rating,
      content: input.content,
      isPublic: input.isPublic,
    });
    return testimonialView(t);
  }
}

/** Achievements and level on the signed-in member. */
@Resolver(() => User)
export class UserProgressResolver {
  @FieldResolver(() => [AchievementType])
  async achievements(@Root() user: User, @Ctx() ctx: GraphQLContext) {
    return (await ctx.loaders.progress.load(user.id)).achievements;
  }

  @FieldResolver(() => LevelType)
  async level(@Root() user: User, @Ctx() ctx: GraphQLContext) {
    return (await ctx.loaders.progress.load(user.id)).level;
  }
}

/** Public testimonials on coach profiles (only public ones, DESIGN §3). */
@Resolver(() => Coach)
export class CoachTestimonialsResolver {
  @FieldResolver(() => [TestimonialType], { description: 'Latest public testimonials about the coach (at most 10).' })
  async testimonials(@Root() c: Coach, @Ctx() ctx: GraphQLContext, @Arg('first', () => Int, { defaultValue: 3 }) first: number) {
    return (await ctx.loaders.publicTestimonials.load(c.id)).slice(0, Math.max(0, Math.min(first, 10))).map(testimonialView);
  }
}
