import { Field, ID, Int, ObjectType, registerEnumType } from 'type-graphql';
import { PageInfo } from '../catalogue/catalogue.types.js';

@ObjectType('Notification', { description: "Something that happened to one of the member's exchanges." })
export class NotificationType {
  @Field(() => ID) id: string;
  @Field({ description: 'exchange_request, exchange_accepted, exchange_declined, session_proposal, session_accepted, session_rejected, testimonial_received (others may come).' })
  type: string;
  @Field() title: string;
  @Field() message: string;
  @Field() read: boolean;
  @Field(() => String, { nullable: true, description: 'Id of the request, session or testimonial it is about.' }) reference: string | null;
  @Field() createdAt: Date;
}

@ObjectType()
export class NotificationConnection {
  @Field(() => [NotificationType]) nodes: NotificationType[];
  @Field(() => Int) totalCount: number;
  @Field(() => PageInfo) pageInfo: PageInfo;
}

@ObjectType()
export class RecentNotifications {
  @Field(() => [NotificationType], { description: 'The 10 newest.' }) notifications: NotificationType[];
  @Field(() => Int) unreadCount: number;
}

export enum NotificationEventKind {
  CREATED = 'CREATED',
  UNREAD_COUNT = 'UNREAD_COUNT',
}
registerEnumType(NotificationEventKind, { name: 'NotificationEventKind' });

@ObjectType({ description: 'Live: a new notification, or a changed unread count.' })
export class NotificationEventType {
  @Field(() => NotificationEventKind) kind: NotificationEventKind;
  @Field(() => NotificationType, { nullable: true }) notification: NotificationType | null;
  @Field(() => Int) unreadCount: number;
}
