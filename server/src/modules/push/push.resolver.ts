import { Arg, Args, Authorized, Ctx, Field, ID, Mutation, ObjectType, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../common/graphql/context.js';
import { Connection, connectionOf, pageArgs, type PageArgs } from '../../common/pagination.js';
import type { PushService } from './push.service.js';
import { PushSubscriptionInput } from './push.inputs.js';

// What this module's resolvers use from the context (see common/graphql/context.ts).
declare module '../../common/graphql/context.js' {
  interface ContextServices {
    push: PushService;
  }
}

@ObjectType({ description: 'A device (a browser) the member turned push on for.' })
export class PushDevice {
  @Field(() => ID, { description: 'The device id.' }) id: string;
  @Field({ description: 'Which browser on which system, e.g. "Chrome on Android".' }) browser: string;
  @Field({ description: 'When push was turned on for it.' }) createdAt: Date;
  @Field(() => Date, {
    nullable: true,
    description: 'When a push last reached its push service; null before the first.',
  })
  lastUsedAt: Date | null;
}

@ObjectType({ description: "A page of the member's devices with push on, newest first." })
export class PushDeviceConnection extends Connection(PushDevice, {
  nodes: 'The devices of this page.',
  totalCount: 'How many devices have push on in all.',
}) {}

@Resolver()
export class PushResolver {
  @Query(() => String, {
    description:
      "The server's VAPID public key, which a browser needs to turn push on. SERVICE_UNAVAILABLE when push is off on this server.",
  })
  pushPublicKey(@Ctx() ctx: GraphQLContext): string {
    return ctx.services.push.publicKey();
  }

  @Authorized()
  @Query(() => PushDeviceConnection, { description: "The signed-in member's devices with push on, newest first." })
  async pushDevices(
    @Ctx() ctx: GraphQLContext,
    @Args(pageArgs({ defaultSize: 50 })) list: PageArgs,
  ): Promise<PushDeviceConnection> {
    return connectionOf(await ctx.services.push.devices(ctx.member!.id, list.page));
  }

  @Authorized()
  @Mutation(() => PushDevice, {
    description:
      'Turns push on for this device (the same address again updates its keys). BAD_USER_INPUT for an address that is not an https push address or keys of the wrong size; CONFLICT past 20 devices; SERVICE_UNAVAILABLE when push is off.',
  })
  addPushDevice(
    @Arg('subscription', () => PushSubscriptionInput, { description: "The browser's push subscription." })
    subscription: PushSubscriptionInput,
    @Ctx() ctx: GraphQLContext,
  ) {
    return ctx.services.push.subscribe(ctx.member!.id, subscription, ctx.userAgent);
  }

  @Authorized()
  @Mutation(() => ID, {
    description: "Turns push off for one of the member's devices; answers its id. NOT_FOUND for someone else's.",
  })
  async removePushDevice(
    @Arg('id', () => ID, { description: 'The device id.' }) id: string,
    @Ctx() ctx: GraphQLContext,
  ): Promise<string> {
    await ctx.services.push.remove(ctx.member!.id, id);
    return id;
  }
}
