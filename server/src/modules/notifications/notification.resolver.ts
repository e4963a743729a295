import { Arg, Args, Authorized, Ctx, ID, Int, Mutation, Query, Resolver, Root, Subscription } from 'type-graphql';
import type { GraphQLContext } from '../../common/graphql/context.js';
import { viewFor, type NotificationService } from './notification.service.js';
import { Topic } from '../../common/events/event-bus.js';
import type { NotificationEvent } from './notification.service.js';
import {
  NotificationConnection,
  NotificationEventType,
  NotificationType,
  RecentNotifications,
} from './notification.types.js';
import { MarkNotificationReadArgs } from './notification.inputs.js';
import { AFTER_OR_FIRST_PAGE, connectionOf, pageArgs, type PageArgs } from '../../common/pagination.js';

// What this module's resolvers use from the context (see common/graphql/context.ts).
declare module '../../common/graphql/context.js' {
  interface ContextServices {
    notifications: NotificationService;
  }
}

// A member's own notifications: every operation here needs one.
@Authorized()
@Resolver()
export class NotificationResolver {
  @Query(() => RecentNotifications, {
    description: 'The newest notifications and the unread count (the header dropdown).',
  })
  recentNotifications(@Ctx() ctx: GraphQLContext) {
    return ctx.services.notifications.recent(ctx.member!);
  }

  @Query(() => NotificationConnection, {
    description: "The signed-in member's notifications, newest first, a page at a time.",
  })
  async notifications(
    @Ctx() ctx: GraphQLContext,
    @Arg('unreadOnly', { defaultValue: false, description: 'Only unread ones.' }) unreadOnly: boolean,
    @Args(pageArgs({ defaultSize: 20, after: AFTER_OR_FIRST_PAGE })) list: PageArgs,
  ): Promise<NotificationConnection> {
    const page = await ctx.services.notifications.list(ctx.member!, { unreadOnly, ...list.page });
    return connectionOf(page);
  }

  @Mutation(() => NotificationType, {
    description: 'Mark one of your notifications read or unread. NOT_FOUND when it is not yours.',
  })
  markNotificationRead(@Args() { id, read }: MarkNotificationReadArgs, @Ctx() ctx: GraphQLContext) {
    return ctx.services.notifications.setRead(ctx.member!, id, read);
  }

  @Mutation(() => Boolean, {
    description: 'Delete one of your notifications; answers true. NOT_FOUND when it is not yours.',
  })
  async deleteNotification(
    @Arg('id', () => ID, { description: 'Id of the notification.' }) id: string,
    @Ctx() ctx: GraphQLContext,
  ) {
    await ctx.services.notifications.remove(ctx.member!.id, id);
    return true;
  }

  @Mutation(() => Int, { description: "Marks every one of the member's notifications read; answers how many changed." })
  markAllNotificationsRead(@Ctx() ctx: GraphQLContext) {
    return ctx.services.notifications.markAllRead(ctx.member!.id);
  }

  @Subscription(() => NotificationEventType, {
    topics: Topic.MemberNotifications,
    // Each member listens on their own id: nobody receives another member's events.
    topicId: ({ context }: { context: GraphQLContext }) => context.member!.id,
    description: "The signed-in member's new notifications and unread-count changes, live.",
  })
  notificationEvents(@Root() event: NotificationEvent, @Ctx() ctx: GraphQLContext): NotificationEventType {
    // Across instances the event went through JSON: dates arrive as strings. The notification is
    // rendered here, for the member listening, in their language and on their clock.
    const n = event.notification;
    return {
      kind: event.kind,
      unreadCount: event.unreadCount,
      notification: n ? viewFor({ ...n, createdAt: new Date(n.createdAt) }, ctx.member!) : null,
    };
  }
}
