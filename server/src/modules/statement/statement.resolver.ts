import { Args, Authorized, Ctx, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../common/graphql/context.js';
import { currentLocale } from '../../common/i18n/index.js';
import { outOfRange } from '../../common/validation.js';
import { STATEMENT_PAGE, type StatementService } from './statement.service.js';
import { LedgerStatementType } from './statement.types.js';
import { AFTER_OR_FIRST_PAGE, pageArgs, type PageArgs } from '../../common/pagination.js';

declare module '../../common/graphql/context.js' {
  interface ContextServices {
    statement: StatementService;
  }
}

@Resolver()
export class StatementResolver {
  @Authorized()
  @Query(() => LedgerStatementType, {
    description: "The signed-in member's own EP statement (never anyone else's), newest first.",
  })
  async myLedger(
    @Ctx() ctx: GraphQLContext,
    @Args(
      pageArgs({
        defaultSize: STATEMENT_PAGE.defaultLimit,
        maxSize: STATEMENT_PAGE.maxLimit,
        after: AFTER_OR_FIRST_PAGE,
      }),
    )
    list: PageArgs,
  ): Promise<LedgerStatementType> {
    if (!(list.first >= 1 && list.first <= STATEMENT_PAGE.maxLimit))
      throw outOfRange('first', 1, STATEMENT_PAGE.maxLimit);
    const s = await ctx.services.statement.statement(ctx.member!.id, list.page, currentLocale());
    return {
      entries: s.entries,
      holds: s.holds,
      totalCount: s.totalCount,
      pageInfo: { hasNextPage: s.nextCursor !== null, endCursor: s.nextCursor },
    };
  }
}
