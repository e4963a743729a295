import { Arg, Authorized, Ctx, Field, Int, Mutation, ObjectType, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../app/context.js';

@ObjectType()
class PremiumBenefit {
  @Field() icon: string;
  @Field() title: string;
  @Field() description: string;
  @Field(() => [String]) points: string[];
}

@ObjectType({ description: 'What Premium gives and what it costs (price from the server’s configuration).' })
class PremiumOffer {
  @Field(() => [PremiumBenefit]) benefits: PremiumBenefit[];
  @Field({ description: 'In the currency’s major unit, e.g. 29 for $29.00.' }) price: number;
  @Field(() => Int) priceCents: number;
  @Field() currency: string;
  @Field() period: string;
}

@ObjectType()
class CheckoutCreated {
  @Field({ description: 'Send the browser here.' }) checkoutUrl: string;
  @Field() sessionId: string;
}

@ObjectType()
class CheckoutStatusType {
  @Field({ description: 'paid, unpaid or no_payment_required.' }) paymentStatus: string;
  @Field({ description: 'open, complete or expired.' }) status: string;
}

@Resolver()
export class PremiumResolver {
  @Query(() => PremiumOffer)
  premiumBenefits(@Ctx() ctx: GraphQLContext) {
    const b = ctx.services.premium.benefits();
    return { ...b, benefits: b.benefits.map((x) => ({ ...x, points: [...x.points] })) };
  }

  @Authorized()
  @Mutation(() => CheckoutCreated, { description: 'Starts a one-time Checkout for Premium; refused for premium members.' })
  createCheckout(@Arg('originUrl') originUrl: string, @Ctx() ctx: GraphQLContext) {
    return ctx.services.premium.createCheckout(ctx.member!, originUrl);
  }

  @Authorized()
  @Query(() => CheckoutStatusType, { description: 'Status of the member’s Checkout; a paid one is fulfilled (once).' })
  checkoutStatus(@Arg('sessionId') sessionId: string, @Ctx() ctx: GraphQLContext) {
    return ctx.services.premium.status(ctx.member!, sessionId);
  }
}
