import { defineMessages } from '@formatjs/intl';
import { DEFAULT_LOCALE, formatText } from '../i18n/index.js';
import { storedEnum, type EnumValue } from '../graphql/enums.js';
import { NOTIFICATION_KINDS, NotificationKind } from '../notifications/kinds.js';

// In common/ beside the notification kinds: the mail module keeps the preferences and sends the
// mail, and the REST document and the exchanges' reminders name the same topics.

/**
 * What a member can choose how to receive by mail: every notification kind (so a kind added to
 * `NotificationKind` gets a preference and a mail with no change here), plus the mails that are not
 * notifications: the daily digest itself, the calendar invitation of a confirmed session, the two
 * reminders and the weekly "new services for your skills".
 */
export const MAIL_ONLY_TOPICS = {
  // The digest as a whole (its own one-click unsubscribe): off, no digest is sent; the kinds set to
  // `digest` keep that choice (shown, and honoured again once the digest is back on) but are not mailed.
  daily_digest: 'The daily digest: one email a day gathering the notifications you get "in the daily digest".',
  session_invitation: 'A session of yours is confirmed: its calendar invitation (.ics), to both parties.',
  request_expiring: 'A request for your service expires in 48 hours (to the coach).',
  session_reminder: 'A session of yours starts within 24 hours.',
  new_services_weekly: 'Weekly: new services matching your skills (off unless you turn it on).',
} as const;
type MailOnlyTopic = keyof typeof MAIL_ONLY_TOPICS;

export const MailTopic = storedEnum(
  'MailTopic',
  'Something a member can receive by email: a notification kind, the daily digest, a reminder or the weekly services mail.',
  {
    ...(Object.fromEntries(NOTIFICATION_KINDS.map((k) => [k, `Notification: ${k.replace(/_/g, ' ')}.`])) as {
      [K in NotificationKind]: string;
    }),
    ...MAIL_ONLY_TOPICS,
  },
);
export type MailTopic = EnumValue<typeof MailTopic>;
export const MAIL_TOPICS = Object.values(MailTopic);

export const MailDelivery = storedEnum(
  'MailDelivery',
  'How a kind of mail reaches the member (in-app notifications are always on).',
  {
    immediately: 'One email as soon as it happens.',
    digest: 'In the daily digest (notification kinds only).',
    off: 'No email.',
  },
);
export type MailDelivery = EnumValue<typeof MailDelivery>;
export const MAIL_DELIVERIES = Object.values(MailDelivery);

/**
 * The notification kinds mailed immediately unless the member chose otherwise; every other kind goes
 * in the digest. A freed seat is first come, first served in time: the member it went to hears at once.
 */
export const IMMEDIATE_BY_DEFAULT: readonly NotificationKind[] = [
  NotificationKind.EXCHANGE_REQUEST,
  NotificationKind.EXCHANGE_ACCEPTED,
  NotificationKind.SESSION_PROPOSAL,
  NotificationKind.SEAT_AVAILABLE,
];

const isMailOnly = (topic: MailTopic): topic is MailOnlyTopic => topic in MAIL_ONLY_TOPICS;
export const isNotificationKind = (topic: string): topic is NotificationKind =>
  (NOTIFICATION_KINDS as string[]).includes(topic);

export function defaultDelivery(topic: MailTopic): MailDelivery {
  if (topic === 'new_services_weekly') return 'off';
  if (isMailOnly(topic)) return 'immediately';
  return IMMEDIATE_BY_DEFAULT.includes(topic) ? 'immediately' : 'digest';
}

/** The deliveries a topic accepts: the digest itself, a reminder or the weekly mail cannot wait for a digest. */
export function deliveriesFor(topic: MailTopic): readonly MailDelivery[] {
  return isMailOnly(topic) ? ['immediately', 'off'] : MAIL_DELIVERIES;
}

const STOPS = defineMessages({
  daily_digest: { id: 'mail.unsubscribe.what.dailyDigest', defaultMessage: 'the daily digest' },
  session_invitation: {
    id: 'mail.unsubscribe.what.sessionInvitation',
    defaultMessage: 'calendar invitations of confirmed sessions',
  },
  request_expiring: {
    id: 'mail.unsubscribe.what.requestExpiring',
    defaultMessage: 'reminders of requests about to expire',
  },
  session_reminder: { id: 'mail.unsubscribe.what.sessionReminder', defaultMessage: 'reminders of upcoming sessions' },
  new_services_weekly: {
    id: 'mail.unsubscribe.what.newServicesWeekly',
    defaultMessage: 'the weekly mail of new services',
  },
  // A notification kind said in the reader's words, one phrase per kind (`other` only for a kind
  // added without one, which the catalog test of topics refuses).
  notification: {
    id: 'mail.unsubscribe.what.notification',
    defaultMessage:
      '{kind, select, exchange_request {emails about new requests for your services} exchange_accepted {emails when your request is accepted} exchange_declined {emails when your request is declined} session_proposal {emails about sessions proposed to you} session_accepted {emails when a session you proposed is accepted} session_rejected {emails when a session you proposed is rejected} testimonial_received {emails about new testimonials} exchange_cancelled {emails about withdrawn requests} exchange_expired {emails about expired requests} exchange_completed {emails about completed exchanges} session_cancelled {emails about cancelled sessions} message_received {emails about new messages} dispute_opened {emails about opened disputes} dispute_resolved {emails about resolved disputes} need_answered {emails when someone offers help with your need} match_alert {emails about new matches for you} swap_proposed {emails about swaps proposed to you} swap_accepted {emails when a swap you proposed is accepted} swap_declined {emails about declined swaps} swap_completed {emails about completed swaps} referral_rewarded {emails about referral rewards} premium_activated {emails about your Premium membership} group_session_booked {emails about bookings of your group sessions} group_session_cancelled {emails about cancelled group sessions} seat_available {emails about freed seats} group_session_completed {emails about completed group sessions} other {these emails}}',
  },
});

/** What the unsubscribe link of a topic stops, in a sentence, in a language (English unless asked). */
export function topicWords(topic: MailTopic, locale: string = DEFAULT_LOCALE): string {
  if (isMailOnly(topic)) return formatText(locale, STOPS[topic]);
  return formatText(locale, { ...STOPS.notification, values: { kind: topic } });
}
