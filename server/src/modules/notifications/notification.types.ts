import { Field, ID, Int, ObjectType, registerEnumType } from 'type-graphql';
import { PageInfo } from '../catalogue/catalogue.types.js';

/**
 * Every kind of notification the server sends: the seven of spec §3 "Notification", then the ones
 * this product adds (a request cancelled, expired or completed; a session cancelled). Stored as
 * text, so a new kind needs no migration: only a line here (and its icon in the client).
 */
export const NOTIFICATION_KINDS = [
  'exchange_request',
  'exchange_accepted',
  'exchange_declined',
  'session_proposal',
  'session_accepted',
  'session_rejected',
  'testimonial_received',
  'exchange_cancelled',
  'exchange_expired',
  'exchange_completed',
  'session_cancelled',
] as const;

export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

@ObjectType('Notification', { description: "Something that happened to one of the member's exchanges." })
export class NotificationType {
  @Field(() => ID, { description: 'Unique id of the notification.' }) id: string;
  @Field({ description: `Kind, for the icon: ${NOTIFICATION_KINDS.join(', ')} (others may come: show a generic icon).` })
  type: string;
  @Field({ description: 'Short heading, e.g. New exchange request.' }) title: string;
  @Field({ description: 'One sentence saying what happened.' }) message: string;
  @Field({ description: 'Whether the member has read it.' }) read: boolean;
  @Field(() => String, { nullable: true, description: 'Id of the request, session or testimonial it is about.' }) reference: string | null;
  @Field({ description: 'When it happened.' }) createdAt: Date;
}

@ObjectType({ description: 'A page of notifications, newest first.' })
export class NotificationConnection {
  @Field(() => [NotificationType], { description: 'The notifications of this page, newest first.' }) nodes: NotificationType[];
  @Field(() => Int, { description: 'How many notifications match in all.' }) totalCount: number;
  @Field(() => PageInfo, { description: 'Whether there is a next page, and its cursor.' }) pageInfo: PageInfo;
}

@ObjectType({ description: 'What the header notification dropdown shows.' })
export class RecentNotifications {
  @Field(() => [NotificationType], { description: 'The 10 newest notifications, read or not.' }) notifications: NotificationType[];
  @Field(() => Int, { description: 'How many notifications are unread in all (badge shows 9+ above 9).' }) unreadCount: number;
}

export enum NotificationEventKind {
  CREATED = 'CREATED',
  UNREAD_COUNT = 'UNREAD_COUNT',
}
registerEnumType(NotificationEventKind, {
  name: 'NotificationEventKind',
  description: 'What a live notification event is about.',
  valuesConfig: {
    CREATED: { description: 'A new notification arrived (in `notification`).' },
    UNREAD_COUNT: { description: 'Only the unread count changed (read, unread or deleted).' },
  },
});

@ObjectType({ description: 'Live: a new notification, or a changed unread count.' })
export class NotificationEventType {
  @Field(() => NotificationEventKind, { description: 'CREATED or UNREAD_COUNT.' }) kind: NotificationEventKind;
  @Field(() => NotificationType, { nullable: true, description: 'The new notification for CREATED; null for UNREAD_COUNT.' }) notification: NotificationType | null;
  @Field(() => Int, { description: "The member's unread count after the change." }) unreadCount: number;
}
