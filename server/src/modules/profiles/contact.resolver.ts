import { Ctx, FieldResolver, Resolver, Root } from 'type-graphql';
import type { GraphQLContext } from '../../common/graphql/context.js';
import type { ContactVisibility } from './contact-visibility.js';
import { isProvedAccount, User } from '../identity/index.js';

// What this module's resolvers use from the context (see common/graphql/context.ts).
declare module '../../common/graphql/context.js' {
  interface ContextLoaders {
    contacts: ContactVisibility;
  }
}

/**
 * Contact privacy on the `User` type (ContactVisibility). Today every path hands out only the
 * caller's own User, but the rule lives on the field, so a new path cannot leak an address.
 */
@Resolver(() => User)
export class UserContactResolver {
  @FieldResolver(() => String, { nullable: true })
  email(@Root() user: User, @Ctx() ctx: GraphQLContext): Promise<string | null> | string {
    // The user of an AuthPayload is the account whose credentials the call just proved
    // (signup, login, verifyCode, changePassword): the caller may not be "signed in" yet.
    if (isProvedAccount(user)) return user.email;
    return ctx.loaders.contacts.emailOf(user);
  }
}
