import { Arg, Args, Authorized, Ctx, Field, Int, Mutation, ObjectType, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../common/graphql/context.js';
import type { PremiumService } from './premium.service.js';
import { CheckoutArgs } from './premium.inputs.js';

// What this module's resolvers use from the context (see common/graphql/context.ts).
declare module '../../common/graphql/context.js' {
  interface ContextServices {
    premium: PremiumService;
  }
}

@ObjectType({ description: 'One benefit of Premium, as a card on the upgrade page.' })
class PremiumBenefit {
  @Field({ description: 'Icon name for clients.' }) icon: string;
  @Field({ description: 'Heading of the benefit.' }) title: string;
  @Field({ description: 'One sentence about the benefit.' }) description: string;
  @Field(() => [String], { description: 'Bullet points detailing it.' }) points: string[];
}

@ObjectType({ description: 'What Premium gives and what it costs (price from the server’s configuration).' })
class PremiumOffer {
  @Field(() => [PremiumBenefit], { description: 'What Premium gives: unlimited EP, verified badge, priority listing…' })
  benefits: PremiumBenefit[];
  @Field({ description: 'In the currency’s major unit, e.g. 29 for $29.00.' }) price: number;
  @Field(() => Int, { description: 'The price in the currency’s minor unit, e.g. 2900 for $29.00.' })
  priceCents: number;
  @Field({ description: 'ISO 4217 currency code, lower-case, e.g. usd.' }) currency: string;
  @Field({ description: 'What one payment buys: lifetime (a one-time payment, no subscription).' }) period: string;
  @Field({
    description:
      'False when this server cannot take payments (no payment provider configured): show Premium as unavailable; createCheckout answers SERVICE_UNAVAILABLE.',
  })
  available: boolean;
}

@ObjectType({ description: 'A Checkout session was created for the signed-in member.' })
class CheckoutCreated {
  @Field({ description: 'Send the browser here to pay.' }) checkoutUrl: string;
  @Field({
    description: 'Checkout session id: the return address carries it as session_id; pass it to checkoutStatus.',
  })
  sessionId: string;
}

@ObjectType({ description: 'Where a Checkout session stands.' })
class CheckoutStatusType {
  @Field({ description: 'paid, unpaid or no_payment_required; paid means the member is now Premium.' })
  paymentStatus: string;
  @Field({ description: 'open, complete or expired (expired: start again).' }) status: string;
}

@Resolver()
export class PremiumResolver {
  @Query(() => PremiumOffer, { description: 'What Premium gives and costs, for the upgrade page; no sign-in needed.' })
  premiumBenefits(@Ctx() ctx: GraphQLContext) {
    const b = ctx.services.premium.benefits();
    return { ...b, benefits: b.benefits.map((x) => ({ ...x, points: [...x.points] })) };
  }

  @Authorized()
  @Mutation(() => CheckoutCreated, {
    description:
      'Starts a one-time Checkout for Premium. CONFLICT for premium members, BAD_USER_INPUT for a foreign originUrl, SERVICE_UNAVAILABLE when Premium is not available on this server (premiumBenefits.available is false) or the payment provider fails.',
  })
  createCheckout(@Args() { originUrl }: CheckoutArgs, @Ctx() ctx: GraphQLContext) {
    return ctx.services.premium.createCheckout(ctx.member!, originUrl);
  }

  @Authorized()
  @Query(() => CheckoutStatusType, {
    description:
      'Status of the member’s Checkout; a paid one is fulfilled (once): the member becomes Premium. NOT_FOUND for a session that is not theirs.',
  })
  checkoutStatus(
    @Arg('sessionId', { description: 'The sessionId from createCheckout (session_id on return).' }) sessionId: string,
    @Ctx() ctx: GraphQLContext,
  ) {
    return ctx.services.premium.status(ctx.member!, sessionId);
  }
}
