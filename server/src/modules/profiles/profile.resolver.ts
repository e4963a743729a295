import { Arg, Authorized, Ctx, Mutation, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../app/context.js';
import { User } from '../identity/user.entity.js';
import { ProfileInput } from './profile.inputs.js';

@Resolver()
export class ProfileResolver {
  @Authorized()
  @Mutation(() => User, { description: 'Save the profile; the first save completes onboarding (and a referral).' })
  updateProfile(@Arg('input') input: ProfileInput, @Ctx() ctx: GraphQLContext) {
    return ctx.services.profiles.update(ctx.member!.id, input);
  }
}
