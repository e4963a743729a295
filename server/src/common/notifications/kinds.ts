import { storedEnum, type EnumValue } from '../graphql/enums.js';

// The vocabulary of notifications, in common/ because every module that tells a member something
// names its kind here, and the mail topics (common/mail/topics.ts) and the REST document list them.

/**
 * Every kind of notification the server sends: the seven the product started with, then the ones
 * this product adds (a request cancelled, expired or completed; a session cancelled). Stored as
 * text, so a new kind needs no migration: only a line here (and its icon in the client).
 */
export const NotificationKind = storedEnum(
  'NotificationKind',
  'What a notification is about (clients pick its icon from it).',
  {
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
    message_received:
      'The other party of an exchange wrote to you (one unread notification per conversation, updated by further messages).',
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
    group_session_booked: 'A member booked a seat of your group session.',
    group_session_cancelled:
      'A group session you had a seat in (or were waiting for) was cancelled by its coach, or expired uncompleted.',
    seat_available:
      'A seat of a group session you were waiting for came free: it is yours, or you were skipped (too few EP).',
    group_session_completed: 'A group session you booked was completed (attended and paid, or marked absent).',
  },
);
export type NotificationKind = EnumValue<typeof NotificationKind>;

export const NOTIFICATION_KINDS = Object.values(NotificationKind);
