import { defineMessages } from '@formatjs/intl';
import type { MessageValues } from '../../common/i18n/index.js';

/**
 * The words of the mails members receive about their activity (docs/i18n.md, "Everything a member
 * receives"), rendered by the outbox worker when a mail is sent, in its recipient's language. Here
 * and not in templates.tsx because `npm run i18n:extract` reads the server's `.ts` files.
 */
export const LayoutText = defineMessages({
  footer: { id: 'mail.layout.footer', defaultMessage: 'Energy Exchange: trade skills for Energy Points. {appUrl}/' },
  unsubscribe: {
    id: 'mail.layout.unsubscribe',
    defaultMessage: "Don't want {what}? <link>Unsubscribe</link> or choose in Settings, Notifications.",
  },
  theseEmails: { id: 'mail.layout.theseEmails', defaultMessage: 'these emails' },
  hello: { id: 'mail.layout.hello', defaultMessage: 'Hi {name},' },
  helloNoName: { id: 'mail.layout.helloNoName', defaultMessage: 'Hi,' },
  openApp: { id: 'mail.notification.open', defaultMessage: 'Open Energy Exchange' },
});

export const DigestText = defineMessages({
  subject: {
    id: 'mail.digest.subject',
    defaultMessage: 'Your Energy Exchange summary: {count} {count, plural, one {update} other {updates}}',
  },
  preview: { id: 'mail.digest.preview', defaultMessage: '{count} updates on Energy Exchange' },
  heading: { id: 'mail.digest.heading', defaultMessage: 'Your daily summary' },
  intro: { id: 'mail.digest.intro', defaultMessage: 'Here is what happened on {day}:' },
  more: { id: 'mail.digest.more', defaultMessage: '…and {more} more in the app.' },
  open: { id: 'mail.digest.open', defaultMessage: 'See all notifications' },
});

export const NewServicesText = defineMessages({
  subject: { id: 'mail.newServices.subject', defaultMessage: 'New services for your skills' },
  intro: { id: 'mail.newServices.intro', defaultMessage: 'These services were published this week:' },
  item: { id: 'mail.newServices.item', defaultMessage: '<b>{service}</b> by {coach}' },
  open: { id: 'mail.newServices.open', defaultMessage: 'Discover services' },
});

/**
 * The mails that read like a notification (a heading, one sentence, the way into the app) without
 * being one: the confirmed session's invitation and the reminders. Each has a subject, a title and
 * a message; `{when}` is the instant on the recipient's clock.
 */
const SUBJECTS = defineMessages({
  sessionConfirmed: { id: 'mail.sessionConfirmed.subject', defaultMessage: 'Session confirmed: {serviceShort}' },
  requestExpiring: { id: 'mail.requestExpiring.subject', defaultMessage: 'A request for {serviceShort} expires soon' },
  sessionReminder: { id: 'mail.sessionReminder.subject', defaultMessage: 'Reminder: {serviceShort} with {otherShort}' },
  groupSessionReminder: {
    id: 'mail.groupSessionReminder.subject',
    defaultMessage: 'Reminder: {serviceShort} with {coachShort}',
  },
  groupSessionReminderCoach: {
    id: 'mail.groupSessionReminderCoach.subject',
    defaultMessage: 'Reminder: your group session {serviceShort}',
  },
});

const TITLES = defineMessages({
  sessionConfirmed: { id: 'mail.sessionConfirmed.title', defaultMessage: 'Session confirmed' },
  requestExpiring: { id: 'mail.requestExpiring.title', defaultMessage: 'A request is waiting for your answer' },
  sessionReminder: { id: 'mail.sessionReminder.title', defaultMessage: 'Your session is coming up' },
  groupSessionReminder: { id: 'mail.groupSessionReminder.title', defaultMessage: 'Your group session is coming up' },
  groupSessionReminderCoach: {
    id: 'mail.groupSessionReminderCoach.title',
    defaultMessage: 'Your group session is coming up',
  },
});

const MESSAGES = defineMessages({
  sessionConfirmed: {
    id: 'mail.sessionConfirmed.message',
    defaultMessage: 'Your session for {service} is confirmed. Open the attached invitation to add it to your calendar.',
  },
  requestExpiring: {
    id: 'mail.requestExpiring.message',
    defaultMessage:
      "{requester}'s request for {service} expires in about {hours} hours. Accept or decline it before then, or it expires and their EP are released.",
  },
  sessionReminder: {
    id: 'mail.sessionReminder.message',
    defaultMessage: 'Your session {service} with {other} starts {when}.',
  },
  groupSessionReminder: {
    id: 'mail.groupSessionReminder.message',
    defaultMessage: 'Your group session {service} with {coach} starts {when}.',
  },
  groupSessionReminderCoach: {
    id: 'mail.groupSessionReminderCoach.message',
    defaultMessage: 'Your group session {service} starts {when}: {booked} of {seats} seats booked.',
  },
});

export type NoticeName = keyof typeof MESSAGES;

/** A notice mail's words as its row stores them: which notice, its values, and the one instant it names (ISO). */
export interface NoticeParams {
  notice: NoticeName;
  values: MessageValues;
  at?: string;
}

export const NOTICE_TEXTS = { subject: SUBJECTS, title: TITLES, message: MESSAGES };

export const isNoticeName = (value: unknown): value is NoticeName =>
  typeof value === 'string' && Object.hasOwn(MESSAGES, value);

/** The unsubscribe pages (GET and POST /api/unsubscribe/:token), in the language of the member whose link it is. */
export const UnsubscribePageText = defineMessages({
  title: { id: 'mail.unsubscribePage.title', defaultMessage: 'Unsubscribe' },
  question: { id: 'mail.unsubscribePage.question', defaultMessage: 'Stop {what}?' },
  button: { id: 'mail.unsubscribePage.button', defaultMessage: 'Unsubscribe' },
  doneTitle: { id: 'mail.unsubscribePage.doneTitle', defaultMessage: 'Unsubscribed' },
  done: {
    id: 'mail.unsubscribePage.done',
    defaultMessage: 'You will no longer receive {what}. You can turn them back on in Settings, Notifications.',
  },
});
