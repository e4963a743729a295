import { Field, ID, Int, ObjectType } from 'type-graphql';
import { Connection } from '../../common/pagination.js';
import { namedEnum, storedEnum, type EnumValue } from '../../common/graphql/enums.js';

/**
 * Every kind of notification the server sends: the seven the product started with, then the ones
 * this product adds (a request cancelled, expired or completed; a session cancelled). Stored as
 * text, so a new kind needs no migration: only a line here (and its icon in the client).
 */
export const NotificationKind = storedEnum('NotificationKind', 'What a notification is about (clients pick its icon from it).', {
  exchange_request: 'Someone requested one of your services.',
  exchange_accepted: 'The coach accepted your request.',
  exchange_declined: 'The coach declined your request.',
  session_proposal: 'A session was proposed to you.',
  session_accepted: 'Your proposed session was accepted.',
  session_rejected: 'Your proposed session was rejected.',
  testimonial_received: 'Someone wrote a testimonial about you.',
  exchange_cancelled: 'The requester withdrew a request for your service.',
  exchange_expired: 'A request expired after 14 days without an answer.',
  exchange_completed: 'An exchange you are part of was completed.',
  session_cancelled: 'A session did not take place: its exchange was completed without it.',
  message_received: 'The other party of an exchange wrote to you (one unread notification per conversation, updated by further messages).',
  dispute_opened: 'A completed exchange you are part of is disputed (by you or the other party).',
  dispute_resolved: 'An admin resolved the dispute of one of your exchanges (reversed or dismissed).',
  need_answered: 'Someone offered one of their services for your need ("I can help").',
  match_alert: 'A new service or need fits you (at most one such alert a day).',
  swap_proposed: 'Someone proposed a swap: their service for one of yours.',
  swap_accepted: 'Your proposed swap was accepted: both requests are accepted.',
  swap_declined: 'Your proposed swap was declined (or withdrawn, or expired).',
  swap_completed: 'Both sides of your swap are complete; only the difference in cost moved.',
  referral_rewarded: 'Someone you referred joined: you earned the referral reward.',
  premium_activated: 'Your Premium membership is active.',
});
export type NotificationKind = EnumValue<typeof NotificationKind>;

export const NOTIFICATION_KINDS = Object.values(NotificationKind);

// The bell's list runs on every page: its fields are plain properties (see AchievementType).
@ObjectType('Notification', { simpleResolvers: true, description: "Something that happened to one of the member's exchanges." })
export class NotificationType {
  @Field(() => ID, { description: 'Unique id of the notification.' }) id: string;
  @Field(() => NotificationKind, { description: 'Kind, for the icon.' })
  type: NotificationKind;
  @Field({ description: 'Short heading, e.g. New exchange request.' }) title: string;
  @Field({ description: 'One sentence saying what happened.' }) message: string;
  @Field({ description: 'Whether the member has read it.' }) read: boolean;
  @Field(() => String, { nullable: true, description: 'Id of the request, session or testimonial it is about.' }) reference: string | null;
  @Field({ description: 'When it happened.' }) createdAt: Date;
}

@ObjectType({ description: 'A page of notifications, newest first.' })
export class NotificationConnection extends Connection(NotificationType, { nodes: 'The notifications of this page, newest first.', totalCount: 'How many notifications match in all.' }) {}

@ObjectType({ simpleResolvers: true, description: 'What the header notification dropdown shows.' })
export class RecentNotifications {
  @Field(() => [NotificationType], { description: 'The 10 newest notifications, read or not.' }) notifications: NotificationType[];
  @Field(() => Int, { description: 'How many notifications are unread in all (badge shows 9+ above 9).' }) unreadCount: number;
}

export const NotificationEventKind = namedEnum('NotificationEventKind', 'What a live notification event is about.', {
  CREATED: ['CREATED', 'A new notification arrived (in `notification`).'],
  UNREAD_COUNT: ['UNREAD_COUNT', 'Only the unread count changed (read, unread or deleted).'],
  ACCOUNT: ['ACCOUNT', "Someone else's action changed the member without a notification (a referral reward paid them): read `viewer`."],
});
export type NotificationEventKind = EnumValue<typeof NotificationEventKind>;

@ObjectType({ description: "Live: a new notification, a changed unread count, or a change to the member's account (select `viewer` for their balance)." })
export class NotificationEventType {
  @Field(() => NotificationEventKind, { description: 'CREATED, UNREAD_COUNT or ACCOUNT.' }) kind: NotificationEventKind;
  @Field(() => NotificationType, { nullable: true, description: 'The new notification for CREATED; null for UNREAD_COUNT.' }) notification: NotificationType | null;
  @Field(() => Int, { description: "The member's unread count after the change." }) unreadCount: number;
}
