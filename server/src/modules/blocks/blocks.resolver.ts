import { Arg, Args, Authorized, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../common/graphql/context.js';
import { connectionOf, pageArgs, type PageArgs } from '../../common/pagination.js';
import type { BlockService } from './blocks.service.js';
import { BlockedMemberConnection, BlockedMemberType } from './blocks.types.js';

declare module '../../common/graphql/context.js' {
  interface ContextServices {
    blocks: BlockService;
  }
}

const MEMBER_ID = { description: 'Id of the member.' };

// A member's own blocks: every operation needs a member, and each reads or changes the caller's only.
@Authorized()
@Resolver()
export class BlockResolver {
  @Query(() => BlockedMemberConnection, { description: 'The members I blocked, the newest block first.' })
  async blockedMembers(
    @Args(pageArgs({ defaultSize: 20 })) list: PageArgs,
    @Ctx() ctx: GraphQLContext,
  ): Promise<BlockedMemberConnection> {
    return connectionOf(await ctx.services.blocks.blocked(ctx.member!.id, list.page));
  }

  @Mutation(() => BlockedMemberType, {
    description:
      'Blocks a member: no questions, requests or messages between us (FORBIDDEN with a clear message to whoever tries) until I unblock them. They are not told. Blocking twice keeps the first block. NOT_FOUND for no such member, BAD_USER_INPUT for myself.',
  })
  blockMember(@Arg('memberId', () => ID, MEMBER_ID) memberId: string, @Ctx() ctx: GraphQLContext) {
    return ctx.services.blocks.block(ctx.member!.id, memberId);
  }

  @Mutation(() => ID, {
    description: 'Unblocks a member (nothing changes when they were not blocked); answers their id.',
  })
  async unblockMember(@Arg('memberId', () => ID, MEMBER_ID) memberId: string, @Ctx() ctx: GraphQLContext) {
    await ctx.services.blocks.unblock(ctx.member!.id, memberId);
    return memberId;
  }
}
