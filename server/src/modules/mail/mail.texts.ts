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
 * The sign-in, sign-up, confirmation and account-deletion codes. Each kind says what the code is for
 * in a sentence of its own (never a phrase glued into another). The subject keeps the code first,
 * for quick reading (and the browser tests read it from there).
 */
export const CodeText = defineMessages({
  subject: { id: 'mail.code.subject', defaultMessage: '{code} is your Energy Exchange code' },
  noAccountSubject: { id: 'mail.code.noAccount.subject', defaultMessage: 'Sign in to Energy Exchange' },
  noAccountAsked: {
    id: 'mail.code.noAccount.asked',
    defaultMessage: 'Someone asked to sign in to Energy Exchange with this email, but there is no account for it yet.',
  },
  noAccountCreate: {
    id: 'mail.code.noAccount.create',
    defaultMessage: 'Create one for free at {appUrl}/ (it takes 30 seconds).',
  },
  noAccountIgnore: { id: 'mail.code.noAccount.ignore', defaultMessage: "If it wasn't you, ignore this mail." },
  valid: {
    id: 'mail.code.valid',
    defaultMessage:
      "It is valid for {minutes, plural, one {# minute} other {# minutes}}. If you didn't ask for it, ignore this mail.",
  },
});

/** What a code is for: the mail's preview and the sentence before the code. */
export const CodePurposeText = {
  preview: defineMessages({
    login: { id: 'mail.code.login.preview', defaultMessage: 'Your code to sign in' },
    signup: { id: 'mail.code.signup.preview', defaultMessage: 'Your code to finish creating your account' },
    verify: { id: 'mail.code.verify.preview', defaultMessage: 'Your code to confirm your email address' },
    delete: {
      id: 'mail.code.delete.preview',
      defaultMessage: 'Your code to delete your account (this cannot be undone)',
    },
  }),
  intro: defineMessages({
    login: { id: 'mail.code.login.intro', defaultMessage: 'Your code to sign in is:' },
    signup: { id: 'mail.code.signup.intro', defaultMessage: 'Your code to finish creating your account is:' },
    verify: { id: 'mail.code.verify.intro', defaultMessage: 'Your code to confirm your email address is:' },
    delete: {
      id: 'mail.code.delete.intro',
      defaultMessage: 'Your code to delete your account (this cannot be undone) is:',
    },
  }),
};

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
