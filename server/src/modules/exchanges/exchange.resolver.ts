import { Arg, Args, Authorized, Ctx, FieldResolver, ID, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import type { GraphQLContext } from '../../common/graphql/context.js';
import type DataLoader from 'dataloader';
import type { ExchangeService } from './exchange.service.js';
import type { SessionService } from './session.service.js';
import type { TestimonialService } from './testimonial.service.js';
import type { TestimonialView } from './exchange.views.js';
import type { AchievementService } from './achievement.service.js';
import { User } from '../identity/index.js';
import { Coach } from '../catalogue/index.js';
import {
  ProposeSessionInput,
  RespondToRequestInput,
  RespondToSessionArgs,
  SendRequestInput,
  SeatTestimonialInput,
  TestimonialInput,
} from './exchange.inputs.js';
import {
  AchievementType,
  ExchangeRequestType,
  ExchangeRole,
  LevelType,
  SessionType,
  TestimonialType,
  sessionRoleAsExchangeRole,
  type SessionRole,
} from './exchange.types.js';

// What this module's resolvers use from the context (see common/graphql/context.ts).
declare module '../../common/graphql/context.js' {
  interface ContextServices {
    exchanges: ExchangeService;
    sessions: SessionService;
    testimonials: TestimonialService;
  }
  interface ContextLoaders {
    progress: DataLoader<string, Awaited<ReturnType<AchievementService['forMember']>>>;
    publicTestimonials: DataLoader<string, TestimonialView[]>;
  }
}

// Requests, sessions and testimonials are a member's own: every operation here needs one.
@Authorized()
@Resolver()
export class ExchangeResolver {
  @Query(() => [ExchangeRequestType], {
    description: "Requests for the signed-in member's services (the member as coach), newest first.",
  })
  receivedRequests(@Ctx() ctx: GraphQLContext) {
    const me = ctx.member!.id;
    return ctx.services.exchanges.received(me);
  }

  @Query(() => [ExchangeRequestType], {
    description: 'Requests the signed-in member sent (the member as requester), newest first.',
  })
  sentRequests(@Ctx() ctx: GraphQLContext) {
    const me = ctx.member!.id;
    return ctx.services.exchanges.sent(me);
  }

  @Query(() => Boolean, {
    description:
      'Whether the signed-in member can write a testimonial for this exchange: it is completed and they have not reviewed it yet. NOT_FOUND or FORBIDDEN for a request that is not theirs.',
  })
  canWriteTestimonial(
    @Arg('requestId', () => ID, { description: 'Id of the exchange request.' }) requestId: string,
    @Ctx() ctx: GraphQLContext,
  ) {
    return ctx.services.exchanges.canReview(ctx.member!.id, requestId);
  }

  @Mutation(() => ExchangeRequestType, {
    description:
      "Request a service. A free member's EP are held in escrow until it completes (paid to the coach) or ends otherwise (given back). INSUFFICIENT_FUNDS when the balance is below the cost; NOT_FOUND for an unknown service; FORBIDDEN for your own.",
  })
  async sendRequest(
    @Arg('input', { description: 'The service, an optional message and an idempotency key.' }) input: SendRequestInput,
    @Ctx() ctx: GraphQLContext,
  ) {
    const me = ctx.member!.id;
    const r = await ctx.services.exchanges.send(me, {
      serviceId: input.serviceId,
      message: input.message,
      clientKey: input.clientKey,
    });
    return r;
  }

  @Mutation(() => ExchangeRequestType, {
    description:
      'The coach accepts (with a session date) or declines a pending request; declining releases held EP. FORBIDDEN for anyone but the coach, CONFLICT when no longer pending.',
  })
  async respondToRequest(
    @Arg('input', { description: 'Which request, and the answer.' }) input: RespondToRequestInput,
    @Ctx() ctx: GraphQLContext,
  ) {
    const me = ctx.member!.id;
    const r = await ctx.services.exchanges.respond(me, {
      requestId: input.requestId,
      action: input.action,
      sessionDate: input.sessionDate ? new Date(input.sessionDate) : null,
    });
    return r;
  }

  @Mutation(() => ExchangeRequestType, {
    description:
      'The requester withdraws a pending request; held EP come back. FORBIDDEN for the coach, CONFLICT when no longer pending.',
  })
  async cancelRequest(
    @Arg('requestId', () => ID, { description: 'Id of the pending request.' }) requestId: string,
    @Ctx() ctx: GraphQLContext,
  ) {
    const me = ctx.member!.id;
    return await ctx.services.exchanges.cancel(me, requestId);
  }

  @Mutation(() => ExchangeRequestType, {
    description:
      'Either party completes an accepted request and the coach is paid its EP, exactly once. CONFLICT when not accepted, or without a session date before a day has passed.',
  })
  async completeRequest(
    @Arg('requestId', () => ID, { description: 'Id of the accepted request.' }) requestId: string,
    @Ctx() ctx: GraphQLContext,
  ) {
    const me = ctx.member!.id;
    return await ctx.services.exchanges.complete(me, requestId);
  }

  @Query(() => [SessionType], { description: "The signed-in member's sessions, latest first." })
  mySessions(@Ctx() ctx: GraphQLContext) {
    const me = ctx.member!.id;
    return ctx.services.sessions.list(me);
  }

  @Mutation(() => SessionType, {
    description:
      "Propose a session for an accepted request in one of the other party's availability slots. BAD_USER_INPUT for a past date or slot or one outside their availability; CONFLICT when the request is not accepted.",
  })
  async proposeSession(
    @Arg('input', { description: 'The request, date, time slot and notes.' }) input: ProposeSessionInput,
    @Ctx() ctx: GraphQLContext,
  ) {
    const me = ctx.member!.id;
    const s = await ctx.services.sessions.propose(me, {
      requestId: input.exchangeRequestId,
      proposedDate: input.proposedDate,
      proposedTimeSlot: input.proposedTimeSlot,
      notes: input.notes,
    });
    return s;
  }

  @Mutation(() => SessionType, {
    description:
      'The party who did not propose a pending session accepts or rejects it. FORBIDDEN for the proposer, CONFLICT when no longer pending or when either party already has a session at that time.',
  })
  async respondToSession(@Args() { sessionId, action }: RespondToSessionArgs, @Ctx() ctx: GraphQLContext) {
    const me = ctx.member!.id;
    return await ctx.services.sessions.respond(me, sessionId, action);
  }

  @Mutation(() => SessionType, {
    description:
      'Either party completes an accepted session, which also completes its exchange and pays the coach, once. CONFLICT when the session is not accepted.',
  })
  async completeSession(
    @Arg('sessionId', () => ID, { description: 'Id of the accepted session.' }) sessionId: string,
    @Ctx() ctx: GraphQLContext,
  ) {
    const me = ctx.member!.id;
    return await ctx.services.sessions.complete(me, sessionId);
  }

  @Query(() => [TestimonialType], {
    description: 'Testimonials about the signed-in member, public and private, newest first.',
  })
  receivedTestimonials(@Ctx() ctx: GraphQLContext) {
    return ctx.services.testimonials.received(ctx.member!.id);
  }

  @Query(() => [TestimonialType], { description: 'Testimonials the signed-in member wrote, newest first.' })
  givenTestimonials(@Ctx() ctx: GraphQLContext) {
    return ctx.services.testimonials.given(ctx.member!.id);
  }

  @Mutation(() => TestimonialType, {
    description:
      'Review the other party of a completed exchange; earns the writer +1 EP, once per exchange. CONFLICT when not completed or already reviewed; FORBIDDEN when not a party.',
  })
  async writeTestimonial(
    @Arg('input', { description: 'The exchange, rating, text and visibility.' }) input: TestimonialInput,
    @Ctx() ctx: GraphQLContext,
  ) {
    const t = await ctx.services.testimonials.create(ctx.member!.id, {
      requestId: input.exchangeRequestId,
      rating: input.rating,
      content: input.content,
      isPublic: input.isPublic,
    });
    return t;
  }

  @Mutation(() => TestimonialType, {
    description:
      'Review the coach of a group session I attended (my seat); earns the writer +1 EP, once per seat. FORBIDDEN without a seat (the coach too), CONFLICT when the seat was not attended, was reversed or is already reviewed.',
  })
  writeGroupSessionTestimonial(
    @Arg('groupSessionId', () => ID, { description: 'The group session I attended.' }) groupSessionId: string,
    @Arg('input', () => SeatTestimonialInput, { description: 'The rating, text and visibility.' })
    input: SeatTestimonialInput,
    @Ctx() ctx: GraphQLContext,
  ) {
    return ctx.services.testimonials.createForSeat(ctx.member!.id, { groupSessionId, ...input });
  }
}

/** The title of a testimonial's service, from the one read model every path returns. */
@Resolver(() => TestimonialType)
export class TestimonialFieldsResolver {
  @FieldResolver(() => String, { description: 'Title of the exchanged service.' })
  serviceTitle(@Root() t: TestimonialView) {
    return t.service.title;
  }
}

/** A session's side in the requests' vocabulary (see ExchangeRole). */
@Resolver(() => SessionType)
export class SessionRoleResolver {
  @FieldResolver(() => ExchangeRole, {
    description: 'COACH when the viewer is the coach (gives the session), else REQUESTER.',
  })
  role(@Root() s: { role: SessionRole }): ExchangeRole {
    return sessionRoleAsExchangeRole(s.role);
  }
}

/** Achievements and level on the signed-in member. */
@Resolver(() => User)
export class UserProgressResolver {
  @FieldResolver(() => [AchievementType], { description: 'Every achievement, earned or not, with when it was earned.' })
  async achievements(@Root() user: User, @Ctx() ctx: GraphQLContext) {
    return (await ctx.loaders.progress.load(user.id)).achievements;
  }

  @FieldResolver(() => LevelType, {
    description: "The member's level from experience points, and progress to the next.",
  })
  async level(@Root() user: User, @Ctx() ctx: GraphQLContext) {
    return (await ctx.loaders.progress.load(user.id)).level;
  }
}

/** Public testimonials on coach profiles (only public ones, docs/design.md §3). */
@Resolver(() => Coach)
export class CoachTestimonialsResolver {
  @FieldResolver(() => [TestimonialType], { description: 'Latest public testimonials about the coach, newest first.' })
  async testimonials(
    @Root() c: Coach,
    @Ctx() ctx: GraphQLContext,
    @Arg('first', () => Int, {
      defaultValue: 3,
      description: 'How many to return, at most 10 (the coach profile shows 3).',
    })
    first: number,
  ) {
    return (await ctx.loaders.publicTestimonials.load(c.id)).slice(0, Math.max(0, Math.min(first, 10)));
  }
}
