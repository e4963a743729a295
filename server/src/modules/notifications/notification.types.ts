import { Field, ID, Int, ObjectType } from 'type-graphql';
import { Connection } from '../../common/pagination.js';
import { namedEnum, type EnumValue } from '../../common/graphql/enums.js';
import { NotificationKind } from '../../common/notifications/kinds.js';

// The bell's list runs on every page: its fields are plain properties (see AchievementType).
@ObjectType('Notification', {
  simpleResolvers: true,
  description: "Something that happened to one of the member's exchanges.",
})
export class NotificationType {
  @Field(() => ID, { description: 'Unique id of the notification.' }) id: string;
  @Field(() => NotificationKind, { description: 'Kind, for the icon.' })
  type: NotificationKind;
  @Field({ description: 'Short heading, e.g. New exchange request.' }) title: string;
  @Field({ description: 'One sentence saying what happened.' }) message: string;
  @Field({ description: 'Whether the member has read it.' }) read: boolean;
  @Field(() => String, { nullable: true, description: 'Id of the request, session or testimonial it is about.' })
  reference: string | null;
  @Field({
    description:
      "The app's address a click on it opens: its view, and the request or thread it is about when the app opens one (`/?view=requests&request=<id>`).",
  })
  url: string;
  @Field({ description: 'When it happened.' }) createdAt: Date;
}

@ObjectType({ description: 'A page of notifications, newest first.' })
export class NotificationConnection extends Connection(NotificationType, {
  nodes: 'The notifications of this page, newest first.',
  totalCount: 'How many notifications match in all.',
}) {}

@ObjectType({ simpleResolvers: true, description: 'What the header notification dropdown shows.' })
export class RecentNotifications {
  @Field(() => [NotificationType], { description: 'The 10 newest notifications, read or not.' })
  notifications: NotificationType[];
  @Field(() => Int, { description: 'How many notifications are unread in all (badge shows 9+ above 9).' })
  unreadCount: number;
}

export const NotificationEventKind = namedEnum('NotificationEventKind', 'What a live notification event is about.', {
  CREATED: ['CREATED', 'A new notification arrived (in `notification`).'],
  UNREAD_COUNT: ['UNREAD_COUNT', 'Only the unread count changed (read, unread or deleted).'],
  ACCOUNT: [
    'ACCOUNT',
    "Someone else's action changed the member without a notification (a referral reward paid them): read `viewer`.",
  ],
});
export type NotificationEventKind = EnumValue<typeof NotificationEventKind>;

@ObjectType({
  description:
    "Live: a new notification, a changed unread count, or a change to the member's account (select `viewer` for their balance).",
})
export class NotificationEventType {
  @Field(() => NotificationEventKind, { description: 'CREATED, UNREAD_COUNT or ACCOUNT.' }) kind: NotificationEventKind;
  @Field(() => NotificationType, {
    nullable: true,
    description: 'The new notification for CREATED; null for UNREAD_COUNT.',
  })
  notification: NotificationType | null;
  @Field(() => Int, { description: "The member's unread count after the change." }) unreadCount: number;
}
