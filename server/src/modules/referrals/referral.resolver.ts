import { Arg, Authorized, Ctx, Field, Int, ObjectType, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../app/context.js';

@ObjectType()
class ReferralValidation {
  @Field()
  valid: boolean;

  @Field(() => String, { nullable: true, description: 'Full name of the member whose code it is.' })
  referrerName: string | null;
}

@ObjectType()
class RecentReferral {
  @Field()
  fullName: string;

  @Field()
  createdAt: Date;

  @Field({ description: 'True once the referred member completed onboarding (+5 EP).' })
  completed: boolean;
}

@ObjectType({ description: "The signed-in member's referral programme figures." })
class ReferralInfo {
  @Field(() => Int)
  totalReferrals: number;

  @Field(() => Int)
  successfulReferrals: number;

  @Field(() => Int)
  epEarned: number;

  @Field()
  referralCode: string;

  @Field()
  referralLink: string;

  @Field(() => [RecentReferral], { description: 'The 5 most recent referrals.' })
  recentReferrals: RecentReferral[];
}

@Resolver()
export class ReferralResolver {
  @Query(() => ReferralValidation, { description: 'Whether a referral code exists, and whose it is.' })
  async validateReferral(@Arg('code') code: string, @Ctx() ctx: GraphQLContext): Promise<ReferralValidation> {
    const { valid, referrerName } = await ctx.services.referrals.validate(code);
    return { valid, referrerName };
  }

  @Authorized()
  @Query(() => ReferralInfo)
  referralInfo(@Ctx() ctx: GraphQLContext) {
    return ctx.services.referrals.info(ctx.member!.id);
  }
}
