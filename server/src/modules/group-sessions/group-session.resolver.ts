import { Arg, Args, Authorized, Ctx, ID, Mutation, Query, Resolver, Root, Subscription } from 'type-graphql';
import { unauthenticated } from '../../common/errors/domain-error.js';
import type { GraphQLContext } from '../../common/graphql/context.js';
import { connectionOf, pageArgs, type PageArgs } from '../../common/pagination.js';
import type { GroupSessionService, SeatsChanged } from './group-session.service.js';
import {
  CompleteGroupSessionInput,
  GroupSessionConnection,
  GroupSessionNotesInput,
  GroupSessionRole,
  GroupSessionSeatsEventType,
  GroupSessionType,
  ScheduleGroupSessionInput,
} from './group-session.types.js';

// What this module's resolvers use from the context (see common/graphql/context.ts).
declare module '../../common/graphql/context.js' {
  interface ContextServices {
    groupSessions: GroupSessionService;
  }
}

const ID_ARG = { description: 'Id of the group session.' };
const COACH_ONLY = 'FORBIDDEN for anyone but its coach, NOT_FOUND for an unknown id.';

@Resolver()
export class GroupSessionResolver {
  @Query(() => [GroupSessionType], {
    description:
      "A service's upcoming group sessions, soonest first, with seats taken and left (anyone may read them; at most 20).",
  })
  groupSessions(
    @Arg('serviceId', () => ID, { description: 'The service.' }) serviceId: string,
    @Ctx() ctx: GraphQLContext,
  ) {
    return ctx.services.groupSessions.upcoming(ctx.member?.id ?? null, serviceId);
  }

  @Query(() => GroupSessionType, {
    description: 'One group session (its roster for its coach only). NOT_FOUND for an unknown id.',
  })
  groupSession(@Arg('id', () => ID, ID_ARG) id: string, @Ctx() ctx: GraphQLContext) {
    return ctx.services.groupSessions.view(ctx.member?.id ?? null, id);
  }

  @Authorized()
  @Query(() => GroupSessionConnection, {
    description: 'My group sessions as coach or as attendee (a seat, or a place on the waitlist), latest start first.',
  })
  async myGroupSessions(
    @Ctx() ctx: GraphQLContext,
    @Arg('role', () => GroupSessionRole, {
      defaultValue: 'attendee',
      description: 'COACH or ATTENDEE (the default, as on REST).',
    })
    role: GroupSessionRole,
    @Args(pageArgs({ defaultSize: 20 })) list: PageArgs,
  ): Promise<GroupSessionConnection> {
    return connectionOf(await ctx.services.groupSessions.mine(ctx.member!.id, role, list.page));
  }

  @Authorized()
  @Mutation(() => GroupSessionType, {
    description:
      'Schedule a group session of my service (max participants above 1) in one of my slots: not in the past, not at the same time as another of mine or an accepted session. BAD_USER_INPUT for a bad date, slot or seat count, FORBIDDEN when the service is not mine or I no longer take bookings, CONFLICT for a clash.',
  })
  scheduleGroupSession(
    @Arg('input', () => ScheduleGroupSessionInput, { description: 'The service, date, slot, seats and notes.' })
    input: ScheduleGroupSessionInput,
    @Ctx() ctx: GraphQLContext,
  ) {
    return ctx.services.groupSessions.schedule(ctx.member!.id, input);
  }

  @Authorized()
  @Mutation(() => GroupSessionType, {
    description: `Rewrite a scheduled group session's notes. ${COACH_ONLY}`,
  })
  editGroupSessionNotes(
    @Arg('id', () => ID, ID_ARG) id: string,
    @Arg('input', () => GroupSessionNotesInput, { description: 'The new notes.' }) input: GroupSessionNotesInput,
    @Ctx() ctx: GraphQLContext,
  ) {
    return ctx.services.groupSessions.editNotes(ctx.member!.id, id, input.notes);
  }

  @Authorized()
  @Mutation(() => GroupSessionType, {
    description:
      'Book a seat (its cost held, nothing for Premium members), or join the waitlist when it is full. INSUFFICIENT_FUNDS when I cannot pay, FORBIDDEN for my own, CONFLICT for a second seat or a session no longer open.',
  })
  joinGroupSession(@Arg('id', () => ID, ID_ARG) id: string, @Ctx() ctx: GraphQLContext) {
    return ctx.services.groupSessions.join(ctx.member!.id, id);
  }

  @Authorized()
  @Mutation(() => GroupSessionType, {
    description:
      'Leave my seat (up to 24 hours before the start; the hold comes back, the seat goes to the waitlist) or the waitlist. NOT_FOUND without a seat, CONFLICT after the 24-hour line.',
  })
  leaveGroupSession(@Arg('id', () => ID, ID_ARG) id: string, @Ctx() ctx: GraphQLContext) {
    return ctx.services.groupSessions.leave(ctx.member!.id, id);
  }

  @Authorized()
  @Mutation(() => GroupSessionType, {
    description: `Cancel a scheduled group session: every hold released, everyone told. ${COACH_ONLY}`,
  })
  cancelGroupSession(@Arg('id', () => ID, ID_ARG) id: string, @Ctx() ctx: GraphQLContext) {
    return ctx.services.groupSessions.cancel(ctx.member!.id, id);
  }

  @Authorized()
  @Mutation(() => GroupSessionType, {
    description: `Complete a group session from its start: each attended seat is paid once, the others released; a second call answers it as it is. BAD_USER_INPUT when an attendee never booked, CONFLICT before the start. ${COACH_ONLY}`,
  })
  completeGroupSession(
    @Arg('id', () => ID, ID_ARG) id: string,
    @Arg('input', () => CompleteGroupSessionInput, { description: 'Who attended.' }) input: CompleteGroupSessionInput,
    @Ctx() ctx: GraphQLContext,
  ) {
    return ctx.services.groupSessions.complete(ctx.member!.id, id, input.attended);
  }

  @Subscription(() => GroupSessionSeatsEventType, {
    description: "Seat counts of group sessions, live: of one service's (`serviceId`) or of all of them.",
    subscribe: ({ args, context }: { args: { serviceId?: string | null }; context: GraphQLContext }) => {
      if (!context.member) throw unauthenticated();
      return context.services.groupSessions.live(args.serviceId);
    },
  })
  groupSessionSeatEvents(
    @Root() event: SeatsChanged,
    @Arg('serviceId', () => ID, { nullable: true, description: 'Only this service’s group sessions.' })
    _serviceId?: string,
  ): GroupSessionSeatsEventType {
    return event;
  }
}
