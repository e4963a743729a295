import { Args, Authorized, Ctx, Field, Mutation, ObjectType, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../common/graphql/context.js';
import { CodeSent } from '../identity/index.js';
import { FileDownload } from '../../common/graphql/file-download.js';
import type { AccountExport } from './account-export.js';
import type { AccountService } from './account.service.js';
import { DeleteAccountArgs } from './account.inputs.js';

declare module '../../common/graphql/context.js' {
  interface ContextServices {
    account: AccountService;
    accountExport: AccountExport;
  }
}

@ObjectType({ description: 'Everything about the signed-in member, as the JSON document of GET /api/user/export.' })
class MyDataExport extends FileDownload {
  @Field({ description: 'The document as JSON text (one key per kind of record; other members by name only).' })
  json: string;
}

// The signed-in member's own account: every operation here needs one.
@Authorized()
@Resolver()
export class AccountResolver {
  @Query(() => MyDataExport, {
    description:
      'My data: every record about me, the same document as GET /api/user/export (given here as text, to save as a file).',
  })
  async myDataExport(@Ctx() ctx: GraphQLContext): Promise<MyDataExport> {
    const { filename, document } = await ctx.services.accountExport.of(ctx.member!.id);
    return { filename, json: JSON.stringify(document, null, 2) };
  }

  @Mutation(() => CodeSent, {
    description:
      'Mails me a 6-digit code that proves, at deleteAccount, that it is me (members without a password need it). TOO_MANY_REQUESTS within 60 s of the last code.',
  })
  sendAccountDeletionCode(@Ctx() ctx: GraphQLContext) {
    return ctx.services.account.mailDeletionCode(ctx.member!, { ip: ctx.ip });
  }

  @Mutation(() => Boolean, {
    description:
      'Deletes my account, with my password or a mailed code: pending requests cancelled (holds released), services hidden, profile emptied, "Deleted member", ' +
      'every session ended; ledger entries and testimonials stay. CONFLICT while accepted exchanges are open (`extensions.openExchanges` lists them); BAD_USER_INPUT for a wrong password or code.',
  })
  async deleteAccount(@Ctx() ctx: GraphQLContext, @Args() { password, code }: DeleteAccountArgs): Promise<boolean> {
    await ctx.services.account.delete(ctx.member!, { password, code });
    return true;
  }
}
