import { Arg, Authorized, Ctx, FieldResolver, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import type { GraphQLContext } from '../../app/context.js';
import { Profile } from '../profiles/profile.entity.js';
import { User } from './user.entity.js';
import { AuthPayload, CodeSent } from './identity.types.js';
import { LoginInput, SendCodeInput, SignupInput, VerifyCodeInput } from './identity.inputs.js';

@Resolver()
export class IdentityResolver {
  @Mutation(() => AuthPayload, { description: 'Create an account with a password; starts with 1 EP.' })
  signup(@Arg('input') input: SignupInput, @Ctx() ctx: GraphQLContext) {
    return ctx.services.identity.signup(input, { ip: ctx.ip });
  }

  @Mutation(() => AuthPayload, { description: "Sign in with a password. Fails with 'Invalid email or password'." })
  login(@Arg('input') input: LoginInput, @Ctx() ctx: GraphQLContext) {
    return ctx.services.identity.login(input, { ip: ctx.ip });
  }

  @Mutation(() => CodeSent, { description: 'Mail a 6-digit code (sign-up when fullName is given). Once per 60 s per email.' })
  sendCode(@Arg('input') input: SendCodeInput, @Ctx() ctx: GraphQLContext) {
    return ctx.services.identity.sendCode(input, { ip: ctx.ip });
  }

  @Mutation(() => AuthPayload, { description: 'Exchange a mailed code for a session; creates the account on sign-up.' })
  verifyCode(@Arg('input') input: VerifyCodeInput, @Ctx() ctx: GraphQLContext) {
    return ctx.services.identity.verifyCode(input, { ip: ctx.ip });
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
  @FieldResolver(() => Int, { description: 'Available EP (the wallet balance). Premium members are shown ∞ by clients.' })
  energyPoints(@Root() user: User, @Ctx() ctx: GraphQLContext) {
    return ctx.loaders.walletBalance.load(user.id);
  }

  @FieldResolver(() => Int, { description: 'EP held in escrow for open exchange requests.' })
  energyOnHold(@Root() user: User, @Ctx() ctx: GraphQLContext) {
    return ctx.loaders.heldBalance.load(user.id);
  }

  @FieldResolver(() => Profile)
  profile(@Root() user: User, @Ctx() ctx: GraphQLContext) {
    return ctx.loaders.profile.load(user.id);
  }
}
