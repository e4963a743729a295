import { Arg, Authorized, Ctx, FieldResolver, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import type { GraphQLContext } from '../../common/graphql/context.js';
import type DataLoader from 'dataloader';
import type { IdentityService } from './identity.service.js';
import { User } from './user.entity.js';
import { AuthPayload, authPayload, CodeSent } from './identity.types.js';
import { LoginInput, SendCodeInput, SignupInput, VerifyCodeInput, VerifyEmailInput } from './identity.inputs.js';
import { parseInput } from '../../common/validation.js';
import { currentLocale } from '../../common/i18n/index.js';

// What this module's resolvers use from the context (see common/graphql/context.ts).
declare module '../../common/graphql/context.js' {
  interface ContextServices {
    identity: IdentityService;
  }
  interface ContextLoaders {
    walletBalance: DataLoader<string, number>;
    heldBalance: DataLoader<string, number>;
  }
}

@Resolver()
export class IdentityResolver {
  @Mutation(() => AuthPayload, {
    description:
      'Create an account with a password; it starts with 1 EP. CONFLICT when the email is taken, BAD_USER_INPUT for invalid input or referral code, TOO_MANY_REQUESTS past the sign-up limit.',
  })
  signup(@Arg('input', { description: 'The new account.' }) input: SignupInput, @Ctx() ctx: GraphQLContext) {
    return ctx.services.identity.signup(input, { ip: ctx.ip }).then(authPayload);
  }

  @Mutation(() => AuthPayload, {
    description:
      "Sign in with a password. UNAUTHENTICATED with 'Invalid email or password'; TOO_MANY_REQUESTS after too many attempts.",
  })
  login(@Arg('input', { description: 'Email and password.' }) input: LoginInput, @Ctx() ctx: GraphQLContext) {
    return ctx.services.identity.login(input, { ip: ctx.ip }).then(authPayload);
  }

  @Mutation(() => CodeSent, {
    description:
      'Mail a 6-digit code (sign-up when fullName is given). Once per 60 s per email, else TOO_MANY_REQUESTS; BAD_USER_INPUT for an invalid referral code.',
  })
  sendCode(
    @Arg('input', { description: 'Who to mail, and whether it is a sign-up.' }) input: SendCodeInput,
    @Ctx() ctx: GraphQLContext,
  ) {
    return ctx.services.identity.sendCode(input, { ip: ctx.ip, locale: currentLocale() });
  }

  @Mutation(() => AuthPayload, {
    description:
      'Exchange a mailed code for a session; creates the account on sign-up. BAD_USER_INPUT when the code is wrong, expired or tried too often.',
  })
  verifyCode(
    @Arg('input', { description: 'The email and the code it received.' }) input: VerifyCodeInput,
    @Ctx() ctx: GraphQLContext,
  ) {
    return ctx.services.identity.verifyCode(input, { ip: ctx.ip }).then(authPayload);
  }

  @Authorized()
  @Mutation(() => User, {
    description:
      "Confirm the signed-in member's address with the mailed code; answers the member (emailVerified true). BAD_USER_INPUT when the code is wrong, expired or tried too often.",
  })
  async verifyEmail(
    @Arg('code', { description: 'The 6 digits from the mail.' }) code: string,
    @Ctx() ctx: GraphQLContext,
  ) {
    const input = await parseInput(VerifyEmailInput, { code });
    return ctx.services.identity.verifyEmail(ctx.member!, input.code, { ip: ctx.ip });
  }

  @Authorized()
  @Mutation(() => CodeSent, {
    description:
      "Mail a new code to confirm the signed-in member's address. TOO_MANY_REQUESTS within 60 s of the last code; CONFLICT when already confirmed.",
  })
  resendVerificationEmail(@Ctx() ctx: GraphQLContext) {
    return ctx.services.identity.resendVerification(ctx.member!, { ip: ctx.ip });
  }

  @Authorized()
  @Query(() => User, { description: 'The signed-in member.' })
  me(@Ctx() ctx: GraphQLContext): User {
    return ctx.member!;
  }
}

/** Fields of User computed from other tables, batched per request with DataLoaders. */
@Resolver(() => User)
export class UserFieldsResolver {
  @FieldResolver(() => Int, {
    description: 'Available EP (the wallet balance). Premium members are shown ∞ by clients.',
  })
  energyPoints(@Root() user: User, @Ctx() ctx: GraphQLContext) {
    return ctx.loaders.walletBalance.load(user.id);
  }

  @FieldResolver(() => Boolean, {
    description:
      'True once the owner of the address entered a code mailed to it. Until then: no admin role, no referral reward for the referrer, no mail but the confirmation.',
  })
  emailVerified(@Root() user: User): boolean {
    return user.emailVerifiedAt != null;
  }

  @FieldResolver(() => Int, { description: 'EP held in escrow for open exchange requests.' })
  energyOnHold(@Root() user: User, @Ctx() ctx: GraphQLContext) {
    return ctx.loaders.heldBalance.load(user.id);
  }
}
