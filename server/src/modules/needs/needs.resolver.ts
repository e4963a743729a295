import { Arg, Args, Authorized, Ctx, FieldResolver, ID, Mutation, Query, Resolver, Root } from 'type-graphql';
import type DataLoader from 'dataloader';
import type { GraphQLContext } from '../../common/graphql/context.js';
import { currentLocale } from '../../common/i18n/index.js';
import type { NeedAnswer, NeedService } from './needs.service.js';
import { AnswerNeedArgs, CloseNeedArgs, NeedFilter, NeedInput } from './need.inputs.js';
import { DeleteNeedResult, NeedAnswerType, NeedConnection, NeedType } from './need.types.js';
import { AFTER_OR_FIRST_PAGE, cappedConnectionOf, pageArgs, type PageArgs } from '../../common/pagination.js';

// What this module's resolvers use from the context (see common/graphql/context.ts).
declare module '../../common/graphql/context.js' {
  interface ContextServices {
    needs: NeedService;
  }
  interface ContextLoaders {
    /** A need's answers, for its author only (others get none). */
    needAnswers: DataLoader<{ id: string; authorId: string }, NeedAnswer[], string>;
    /** Whether the signed-in member has offered one of their services for a need. */
    needHelpedByViewer: DataLoader<string, boolean>;
  }
}

@Resolver(() => NeedType)
export class NeedResolver {
  @Query(() => NeedConnection, {
    description:
      'The Needs board: open needs (not closed, not past their last day) matching every filter, most relevant first when searching, else newest first. No sign-in needed.',
  })
  async needs(
    @Ctx() ctx: GraphQLContext,
    @Arg('filter', () => NeedFilter, {
      nullable: true,
      description: 'Filters that all combine; none = every open need.',
    })
    filter: NeedFilter | undefined,
    @Args(pageArgs({ defaultSize: 20, after: AFTER_OR_FIRST_PAGE })) list: PageArgs,
  ): Promise<NeedConnection> {
    return cappedConnectionOf(await ctx.services.needs.board(filter ?? {}, list.page));
  }

  @Authorized()
  @Query(() => [NeedType], {
    description: "The signed-in member's needs, open and closed, newest first (at most 100).",
  })
  myNeeds(@Ctx() ctx: GraphQLContext) {
    return ctx.services.needs.mine(ctx.member!.id);
  }

  @Authorized()
  @Mutation(() => NeedType, {
    description:
      'Post a need. BAD_USER_INPUT for a missing field, an unknown category, max EP outside 1–20 or an end date in the past.',
  })
  createNeed(@Arg('input', { description: 'The need to post.' }) input: NeedInput, @Ctx() ctx: GraphQLContext) {
    return ctx.services.needs.create(ctx.member!.id, input);
  }

  @Authorized()
  @Mutation(() => NeedType, {
    description:
      'Replace the fields of one of your needs. FORBIDDEN when not yours, NOT_FOUND when unknown, BAD_USER_INPUT for invalid values.',
  })
  updateNeed(
    @Arg('id', () => ID, { description: 'Id of the need to edit.' }) id: string,
    @Arg('input', { description: 'Its new values (every field).' }) input: NeedInput,
    @Ctx() ctx: GraphQLContext,
  ) {
    return ctx.services.needs.update(ctx.member!.id, id, input);
  }

  @Authorized()
  @Mutation(() => NeedType, {
    description:
      'Close one of your needs (it leaves the board and the matches), or reopen it with closed: false. FORBIDDEN when not yours.',
  })
  closeNeed(@Args() { id, closed }: CloseNeedArgs, @Ctx() ctx: GraphQLContext) {
    return ctx.services.needs.setClosed(ctx.member!.id, id, closed);
  }

  @Authorized()
  @Mutation(() => DeleteNeedResult, {
    description: 'Delete one of your needs. FORBIDDEN when not yours, NOT_FOUND when unknown.',
  })
  async deleteNeed(
    @Arg('id', () => ID, { description: 'Id of the need.' }) id: string,
    @Ctx() ctx: GraphQLContext,
  ): Promise<DeleteNeedResult> {
    await ctx.services.needs.remove(ctx.member!.id, id);
    return { id };
  }

  @Authorized()
  @Mutation(() => NeedType, {
    description:
      '"I can help": offer one of your services for someone else\'s open need; its author is notified. FORBIDDEN for your own need or someone else\'s service, CONFLICT when the need is closed.',
  })
  answerNeed(@Args() { id, serviceId }: AnswerNeedArgs, @Ctx() ctx: GraphQLContext) {
    return ctx.services.needs.answer(ctx.member!.id, id, serviceId);
  }

  @FieldResolver(() => [NeedAnswerType], {
    description: 'The services offered for it, newest first: only its author sees them (empty for anyone else).',
  })
  answers(@Root() need: NeedType, @Ctx() ctx: GraphQLContext) {
    return ctx.loaders.needAnswers.load(need);
  }

  @FieldResolver(() => String, { description: "Label of the category, in the caller's language." })
  async categoryLabel(@Root() need: NeedType, @Ctx() ctx: GraphQLContext): Promise<string> {
    return (await ctx.services.catalogue.labels(currentLocale()))(need.category);
  }

  @FieldResolver(() => Boolean, {
    description:
      'Whether the signed-in member has already offered one of their services for it ("I can help" is then done: answerNeed refuses another service of theirs).',
  })
  helpedByMe(@Root() need: NeedType, @Ctx() ctx: GraphQLContext) {
    return ctx.member ? ctx.loaders.needHelpedByViewer.load(need.id) : false;
  }

  @FieldResolver(() => Boolean, { description: 'Whether the signed-in member posted it.' })
  isMine(@Root() need: NeedType, @Ctx() ctx: GraphQLContext) {
    return need.authorId === ctx.member?.id;
  }
}
