import { Arg, Args, Authorized, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../common/graphql/context.js';
import { type IdentityService, User, AuthPayload, authPayload, ChangePasswordArgs } from '../identity/index.js';
import type { ProfileService } from './profile.service.js';
import { GravatarInfo } from './profile.types.js';
import { ProfileInput } from './profile.inputs.js';

// What this module's resolvers use from the context (see common/graphql/context.ts).
declare module '../../common/graphql/context.js' {
  interface ContextServices {
    identity: IdentityService;
    profiles: ProfileService;
  }
}

@Resolver()
export class ProfileResolver {
  @Authorized()
  @Mutation(() => User, {
    description:
      'Save the profile; the first save completes onboarding (and the referral: +5 EP to the referrer). BAD_USER_INPUT for an invalid field, skill or picture.',
  })
  updateProfile(
    @Arg('input', { description: 'Fields to change; absent ones stay, null clears one.' }) input: ProfileInput,
    @Ctx() ctx: GraphQLContext,
  ) {
    return ctx.services.profiles.update(ctx.member!.id, input);
  }

  @Authorized()
  @Mutation(() => AuthPayload, {
    description:
      'Set a new password. Ends every other session; the calling token keeps working, and the answer carries a fresh token of the same session. BAD_USER_INPUT when shorter than 6 or longer than 200 characters; SERVICE_UNAVAILABLE (retry later) when password hashing is saturated.',
  })
  changePassword(@Args() { newPassword }: ChangePasswordArgs, @Ctx() ctx: GraphQLContext) {
    return ctx.services.identity.changePassword(ctx.member!.id, newPassword, ctx.member!.sessionId).then(authPayload);
  }

  @Authorized()
  @Mutation(() => Boolean, { description: 'Ends every session of the member, this one included.' })
  async logoutEverywhere(@Ctx() ctx: GraphQLContext) {
    await ctx.services.identity.logoutEverywhere(ctx.member!.id);
    return true;
  }

  @Authorized()
  @Query(() => GravatarInfo, { description: "Whether the member's email has a Gravatar." })
  async gravatarInfo(@Ctx() ctx: GraphQLContext): Promise<GravatarInfo> {
    const info = await ctx.services.profiles.gravatarInfo(ctx.member!.email);
    return { exists: info.exists, joinUrl: info.joinUrl };
  }

  @Authorized()
  @Mutation(() => User, {
    description:
      "Use the member's Gravatar as profile picture. NOT_FOUND ('No Gravatar found for this email') when there is none; SERVICE_UNAVAILABLE when Gravatar fails.",
  })
  syncGravatar(@Ctx() ctx: GraphQLContext) {
    return ctx.services.profiles.syncGravatar(ctx.member!);
  }
}
