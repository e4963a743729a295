import { Arg, Authorized, Ctx, Int, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../common/graphql/context.js';
import { invalid } from '../../common/errors/domain-error.js';
import { STATEMENT_PAGE, type StatementService } from './statement.service.js';
import { LedgerStatementType } from './statement.types.js';

declare module '../../common/graphql/context.js' {
  interface ContextServices {
    statement: StatementService;
  }
}

@Resolver()
export class StatementResolver {
  @Authorized()
  @Query(() => LedgerStatementType, { description: "The signed-in member's own EP statement (never anyone else's), newest first." })
  async myLedger(
    @Ctx() ctx: GraphQLContext,
    @Arg('first', () => Int, { defaultValue: STATEMENT_PAGE.defaultLimit, description: `Page size, 1–${STATEMENT_PAGE.maxLimit}.` }) first: number,
    @Arg('after', () => String, { nullable: true, description: 'The endCursor of the previous page; absent for the first page.' }) after?: string,
  ): Promise<LedgerStatementType> {
    if (!(first >= 1 && first <= STATEMENT_PAGE.maxLimit)) throw invalid(`first must be between 1 and ${STATEMENT_PAGE.maxLimit}`);
    const s = await ctx.services.statement.statement(ctx.member!.id, { first, after });
    return {
      entries: s.entries,
      holds: s.holds,
      totalCount: s.totalCount,
      pageInfo: { hasNextPage: s.nextCursor !== null, endCursor: s.nextCursor },
    };
  }
}
