import { Arg, Authorized, Ctx, Field, Int, ObjectType, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../common/graphql/context.js';
import type { ReferralService } from './referral.service.js';

// What this module's resolvers use from the context (see common/graphql/context.ts).
declare module '../../common/graphql/context.js' {
  interface ContextServices {
    referrals: ReferralService;
  }
}

@ObjectType({ description: 'Whether a referral code belongs to a member.' })
class ReferralValidation {
  @Field({ description: 'True when the code belongs to a member.' })
  valid: boolean;

  @Field(() => String, { nullable: true, description: 'Full name of the member whose code it is; null when invalid.' })
  referrerName: string | null;
}

@ObjectType({ description: 'A member who signed up with your referral code.' })
class RecentReferral {
  @Field({ description: 'Full name of the referred member.' })
  fullName: string;

  @Field({ description: 'When they signed up.' })
  createdAt: Date;

  @Field({ description: 'True once the referred member completed onboarding, which earned you +5 EP.' })
  completed: boolean;
}

@ObjectType({ description: "The signed-in member's referral programme figures." })
class ReferralInfo {
  @Field(() => Int, { description: 'How many members signed up with your code.' })
  totalReferrals: number;

  @Field(() => Int, { description: 'How many of them completed onboarding.' })
  successfulReferrals: number;

  @Field(() => Int, { description: 'EP earned from referrals (5 EP per completed one).' })
  epEarned: number;

  @Field({ description: 'Your referral code.' })
  referralCode: string;

  @Field({ description: 'Link to share: {APP_URL}/?ref=CODE.' })
  referralLink: string;

  @Field(() => [RecentReferral], { description: 'The 5 most recent referrals, newest first.' })
  recentReferrals: RecentReferral[];
}

@Resolver()
export class ReferralResolver {
  @Query(() => ReferralValidation, {
    description: 'Whether a referral code exists, and whose it is; no sign-in needed.',
  })
  async validateReferral(
    @Arg('code', { description: 'The referral code to check, e.g. from ?ref=.' }) code: string,
    @Ctx() ctx: GraphQLContext,
  ): Promise<ReferralValidation> {
    const { valid, referrerName } = await ctx.services.referrals.validate(code);
    return { valid, referrerName };
  }

  @Authorized()
  @Query(() => ReferralInfo, { description: "The signed-in member's referral code, link and figures." })
  referralInfo(@Ctx() ctx: GraphQLContext) {
    return ctx.services.referrals.info(ctx.member!.id);
  }
}
