import { Arg, Authorized, Ctx, ID, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../common/graphql/context.js';
import type { SwapService } from './swap.service.js';
import type { MatchService } from './match.service.js';
import { MatchesType, SwapConnection, SwapType } from './swap.types.js';

// What this module's resolvers use from the context (see common/graphql/context.ts).
declare module '../../common/graphql/context.js' {
  interface ContextServices {
    swaps: SwapService;
    matches: MatchService;
  }
}

const ACCESS = 'NOT_FOUND for a swap that is not yours, FORBIDDEN for the wrong side, CONFLICT when it is no longer pending.';

@Resolver()
export class SwapResolver {
  @Authorized()
  @Query(() => MatchesType, { description: '"For you": services that fit my open needs, needs that fit my services and skills, and reciprocal swaps, best first (at most 20 of each).' })
  async matches(@Ctx() ctx: GraphQLContext): Promise<MatchesType> {
    const m = await ctx.services.matches.forMember(ctx.member!.id);
    return { services: m.services.map(({ needId, ...service }) => ({ service, needId })), needs: m.needs, swaps: m.swaps };
  }

  @Authorized()
  @Query(() => SwapConnection, { description: 'My swaps, proposed and received, newest first.' })
  async mySwaps(
    @Ctx() ctx: GraphQLContext,
    @Arg('first', () => Int, { defaultValue: 20, description: 'Page size, 1–100.' }) first = 20,
    @Arg('after', () => String, { nullable: true, description: 'The endCursor of the previous page.' }) after?: string,
  ): Promise<SwapConnection> {
    const page = await ctx.services.swaps.mine(ctx.member!.id, { first, after: after ?? undefined });
    return { nodes: page.items, totalCount: page.totalCount, pageInfo: { hasNextPage: page.hasNextPage, endCursor: page.endCursor } };
  }

  @Authorized()
  @Mutation(() => SwapType, {
    description:
      'Propose a swap: my service for theirs, as two requests answered together. Holds the difference when I receive the dearer service (INSUFFICIENT_FUNDS: nothing is created). FORBIDDEN when the first service is not mine, CONFLICT when the same swap is already open.',
  })
  proposeSwap(
    @Arg('myServiceId', () => ID, { description: 'One of my active services: what I give.' }) myServiceId: string,
    @Arg('theirServiceId', () => ID, { description: "The other member's active service: what I receive." }) theirServiceId: string,
    @Ctx() ctx: GraphQLContext,
  ) {
    return ctx.services.swaps.propose(ctx.member!.id, { myServiceId, theirServiceId });
  }

  @Authorized()
  @Mutation(() => SwapType, { description: `Accept a swap proposed to me: both requests are accepted together (INSUFFICIENT_FUNDS when I owe the difference and lack it). ${ACCESS}` })
  acceptSwap(@Arg('id', () => ID, { description: 'Id of the swap.' }) id: string, @Ctx() ctx: GraphQLContext) {
    return ctx.services.swaps.accept(ctx.member!.id, id);
  }

  @Authorized()
  @Mutation(() => SwapType, { description: `Decline a swap proposed to me: both requests are declined, any hold released. ${ACCESS}` })
  declineSwap(@Arg('id', () => ID, { description: 'Id of the swap.' }) id: string, @Ctx() ctx: GraphQLContext) {
    return ctx.services.swaps.decline(ctx.member!.id, id);
  }

  @Authorized()
  @Mutation(() => SwapType, { description: `Withdraw a swap I proposed: both requests are cancelled, any hold released. ${ACCESS}` })
  cancelSwap(@Arg('id', () => ID, { description: 'Id of the swap.' }) id: string, @Ctx() ctx: GraphQLContext) {
    return ctx.services.swaps.cancel(ctx.member!.id, id);
  }
}
