import { Arg, Args, Authorized, Ctx, FieldResolver, ID, Mutation, Query, Resolver, Root } from 'type-graphql';
import type { GraphQLContext } from '../../common/graphql/context.js';
import { connectionOf, pageArgs, type PageArgs } from '../../common/pagination.js';
import type { SwapService } from './swap.service.js';
import { ProposeRingArgs, ProposeSwapArgs } from './swap.inputs.js';
import type { Matches, MatchService } from './match.service.js';
import {
  MatchedServiceType,
  MatchesType,
  RingConnection,
  RingSuggestionType,
  RingType,
  SwapConnection,
  SwapSuggestionType,
  SwapType,
} from './swap.types.js';
import { NeedType } from '../needs/index.js';

// What this module's resolvers use from the context (see common/graphql/context.ts).
declare module '../../common/graphql/context.js' {
  interface ContextServices {
    swaps: SwapService;
    matches: MatchService;
  }
}

const RING_ACCESS =
  'NOT_FOUND for a ring I am not in, FORBIDDEN for the wrong member, CONFLICT when it is no longer pending (or I already accepted).';
const ACCESS =
  'NOT_FOUND for a swap that is not yours, FORBIDDEN for the wrong side, CONFLICT when it is no longer pending.';

// Swaps and rings are a member's own: every operation here needs one.
@Authorized()
@Resolver()
export class SwapResolver {
  @Query(() => MatchesType, {
    description:
      '"For you": services that fit my open needs, needs that fit my services and skills, and reciprocal swaps, best first (at most 20 of each).',
  })
  matches(@Ctx() ctx: GraphQLContext): MatchesRoot {
    // Looked up once, when the first field selected needs it (a kept list answers every kind at once).
    let found: Promise<Matches> | undefined;
    return { found: () => (found ??= ctx.services.matches.forMember(ctx.member!.id)) };
  }

  @Query(() => SwapConnection, { description: 'My swaps, proposed and received, newest first.' })
  async mySwaps(
    @Ctx() ctx: GraphQLContext,
    @Args(pageArgs({ defaultSize: 20 })) list: PageArgs,
  ): Promise<SwapConnection> {
    return connectionOf(await ctx.services.swaps.mine(ctx.member!.id, list.page));
  }

  @Mutation(() => SwapType, {
    description:
      'Propose a swap: my service for theirs, as two requests answered together. Holds the difference when I receive the dearer service (INSUFFICIENT_FUNDS: nothing is created). FORBIDDEN when the first service is not mine, CONFLICT when the same swap is already open.',
  })
  proposeSwap(@Args() input: ProposeSwapArgs, @Ctx() ctx: GraphQLContext) {
    return ctx.services.swaps.propose(ctx.member!.id, { ...input });
  }

  @Mutation(() => SwapType, {
    description: `Accept a swap proposed to me: both requests are accepted together (INSUFFICIENT_FUNDS when I owe the difference and lack it). ${ACCESS}`,
  })
  acceptSwap(@Arg('id', () => ID, { description: 'Id of the swap.' }) id: string, @Ctx() ctx: GraphQLContext) {
    return ctx.services.swaps.accept(ctx.member!.id, id);
  }

  @Mutation(() => SwapType, {
    description: `Decline a swap proposed to me: both requests are declined, any hold released. ${ACCESS}`,
  })
  declineSwap(@Arg('id', () => ID, { description: 'Id of the swap.' }) id: string, @Ctx() ctx: GraphQLContext) {
    return ctx.services.swaps.decline(ctx.member!.id, id);
  }

  @Mutation(() => SwapType, {
    description: `Withdraw a swap I proposed: both requests are cancelled, any hold released. ${ACCESS}`,
  })
  cancelSwap(@Arg('id', () => ID, { description: 'Id of the swap.' }) id: string, @Ctx() ctx: GraphQLContext) {
    return ctx.services.swaps.cancel(ctx.member!.id, id);
  }

  @Query(() => RingConnection, { description: 'My swap rings, proposed and proposed to me, newest first.' })
  async myRings(
    @Ctx() ctx: GraphQLContext,
    @Args(pageArgs({ defaultSize: 20 })) list: PageArgs,
  ): Promise<RingConnection> {
    return connectionOf(await ctx.services.swaps.rings.mine(ctx.member!.id, list.page));
  }

  @Query(() => RingType, { description: `One ring I am in. ${RING_ACCESS}` })
  ring(@Arg('id', () => ID, { description: 'Id of the ring.' }) id: string, @Ctx() ctx: GraphQLContext) {
    return ctx.services.swaps.rings.view(ctx.member!.id, id);
  }

  @Mutation(() => RingType, {
    description:
      'Propose a ring: I give my service to the owner of the second, who gives it to the owner of the third, who gives the third to me — three requests answered together, no EP move. FORBIDDEN when the first service is not mine, VALIDATION unless three members, CONFLICT when the same ring is already open.',
  })
  proposeRing(@Args() input: ProposeRingArgs, @Ctx() ctx: GraphQLContext) {
    return ctx.services.swaps.rings.propose(ctx.member!.id, { ...input });
  }

  @Mutation(() => RingType, {
    description: `Accept a ring proposed to me; when the other member has too, all three requests are accepted. ${RING_ACCESS}`,
  })
  acceptRing(@Arg('id', () => ID, { description: 'Id of the ring.' }) id: string, @Ctx() ctx: GraphQLContext) {
    return ctx.services.swaps.rings.accept(ctx.member!.id, id);
  }

  @Mutation(() => RingType, {
    description: `Decline a ring proposed to me: it and its three requests are declined for all. ${RING_ACCESS}`,
  })
  declineRing(@Arg('id', () => ID, { description: 'Id of the ring.' }) id: string, @Ctx() ctx: GraphQLContext) {
    return ctx.services.swaps.rings.decline(ctx.member!.id, id);
  }

  @Mutation(() => RingType, {
    description: `Withdraw a ring I proposed: it and its three requests are cancelled. ${RING_ACCESS}`,
  })
  cancelRing(@Arg('id', () => ID, { description: 'Id of the ring.' }) id: string, @Ctx() ctx: GraphQLContext) {
    return ctx.services.swaps.rings.cancel(ctx.member!.id, id);
  }
}

/** What `matches` resolves to: the member's matches, looked up on first use (`MatchesResolver`). */
interface MatchesRoot {
  found(): Promise<Matches>;
}

/** "For you" over GraphQL: each kind as its field. */
@Resolver(() => MatchesType)
export class MatchesResolver {
  @FieldResolver(() => [MatchedServiceType])
  async services(@Root() root: MatchesRoot): Promise<MatchedServiceType[]> {
    return (await root.found()).services.map(({ needId, ...service }) => ({ service, needId }));
  }

  @FieldResolver(() => [NeedType])
  async needs(@Root() root: MatchesRoot) {
    return (await root.found()).needs;
  }

  @FieldResolver(() => [SwapSuggestionType])
  async swaps(@Root() root: MatchesRoot) {
    return (await root.found()).swaps;
  }

  @FieldResolver(() => [RingSuggestionType])
  async rings(@Root() root: MatchesRoot) {
    return (await root.found()).rings;
  }
}
