import { Arg, Args, Authorized, Ctx, FieldResolver, ID, Mutation, Query, Resolver, Root } from 'type-graphql';
import type DataLoader from 'dataloader';
import type { GraphQLContext } from '../../common/graphql/context.js';
import { outOfRange } from '../../common/validation.js';
import { ExchangeRequestType } from '../exchanges/index.js';
import { canDispute, DISPUTES_PAGE, type DisputeService, type DisputeView } from './dispute.service.js';
import { DisputeConnection, DisputeFilter, DisputeType } from './dispute.types.js';
import { DisputeReasonArgs, ResolveDisputeArgs } from './dispute.inputs.js';
import { connectionOf, pageArgs, type PageArgs } from '../../common/pagination.js';

declare module '../../common/graphql/context.js' {
  interface ContextServices {
    disputes: DisputeService;
  }
  interface ContextLoaders {
    disputeOfRequest: DataLoader<string, DisputeView | null>;
  }
}

@Resolver()
export class DisputeResolver {
  @Authorized()
  @Mutation(() => DisputeType, {
    description:
      'Dispute a completed exchange you are part of, within 7 days of its completion, once per exchange (reason: 20–2,000 characters).',
  })
  openDispute(
    @Arg('requestId', () => ID, { description: 'The completed exchange request.' }) requestId: string,
    @Args() { reason }: DisputeReasonArgs,
    @Ctx() ctx: GraphQLContext,
  ) {
    return ctx.services.disputes.open(ctx.member!.id, requestId, reason);
  }

  @Authorized()
  @Mutation(() => DisputeType, {
    description:
      'Dispute my attended seat of a completed group session, within 7 days of its completion, once per seat (reason: 20–2,000 characters). An admin reverses or dismisses it, as for an exchange. FORBIDDEN without a seat, CONFLICT when the seat was not attended, too late or already disputed.',
  })
  openGroupSessionDispute(
    @Arg('groupSessionId', () => ID, { description: 'The completed group session.' }) groupSessionId: string,
    @Args() { reason }: DisputeReasonArgs,
    @Ctx() ctx: GraphQLContext,
  ) {
    return ctx.services.disputes.openForSeat(ctx.member!.id, groupSessionId, reason);
  }

  @Authorized('admin')
  @Query(() => DisputeConnection, { description: 'Admins: the disputes queue, oldest first, a page at a time.' })
  async adminDisputes(
    @Ctx() ctx: GraphQLContext,
    @Arg('status', () => DisputeFilter, { defaultValue: 'open', description: 'OPEN (default), RESOLVED or ALL.' })
    status: DisputeFilter,
    @Args(pageArgs({ defaultSize: DISPUTES_PAGE.defaultLimit, maxSize: DISPUTES_PAGE.maxLimit })) list: PageArgs,
  ): Promise<DisputeConnection> {
    if (!(list.first >= 1 && list.first <= DISPUTES_PAGE.maxLimit))
      throw outOfRange('first', 1, DISPUTES_PAGE.maxLimit);
    return connectionOf(await ctx.services.disputes.queue(status, list.page));
  }

  @Authorized('admin')
  @Mutation(() => DisputeType, {
    description:
      'Admins: resolve an open dispute once — reverse (new ledger entries give the EP back) or dismiss. CONFLICT when already resolved.',
  })
  resolveDispute(
    @Arg('disputeId', () => ID, { description: 'The dispute.' }) disputeId: string,
    @Args() { action, note }: ResolveDisputeArgs,
    @Ctx() ctx: GraphQLContext,
  ) {
    return ctx.services.disputes.resolve(ctx.member!.id, disputeId, action, note);
  }
}

/** A request card's dispute, and whether the viewer may open one (the same rule the server checks). */
@Resolver(() => ExchangeRequestType)
export class RequestDisputeResolver {
  @FieldResolver(() => DisputeType, { nullable: true, description: 'The dispute of this exchange, if one was opened.' })
  dispute(@Root() r: ExchangeRequestType, @Ctx() ctx: GraphQLContext) {
    return ctx.loaders.disputeOfRequest.load(r.id);
  }

  @FieldResolver(() => Boolean, {
    description: 'Whether the viewer may dispute it now: completed less than 7 days ago, and no dispute yet.',
  })
  async canDispute(@Root() r: ExchangeRequestType, @Ctx() ctx: GraphQLContext) {
    if (!canDispute({ status: r.status, completedAt: r.completedAt })) return false;
    return (await ctx.loaders.disputeOfRequest.load(r.id)) === null;
  }
}
