import { MAIL_DELIVERIES, MAIL_TOPICS } from '../../mail/topics.js';
import { arrayOf, dateTime, int, nullable, obj, oneOfStrings, ref, str, uuid } from './shapes.js';

const kind = oneOfStrings(
  MAIL_TOPICS,
  'A notification kind, `daily_digest` (the digest itself: off, no digest is sent), `session_invitation`, `request_expiring` and `session_reminder` (reminders), or `new_services_weekly` (the weekly mail, off by default).',
);
const delivery = oneOfStrings(
  MAIL_DELIVERIES,
  '`immediately`, `digest` (the daily summary; notification kinds only) or `off`. In-app notifications are always on.',
);

/** How one kind of mail reaches a member: in the answer and in the body of the PUT alike. */
export const mailPreference = obj({ kind, delivery });

const NotificationPreferences = obj({
  preferences: arrayOf(mailPreference, {
    description: "Every kind, with the member's choice or its default.",
  }),
});

const Unsubscribed = obj({ kind, delivery: oneOfStrings(['off']) });

const OutboxMail = obj({
  id: uuid(),
  status: oneOfStrings(['pending', 'sent', 'dead']),
  message_id: str({ description: 'The Message-ID every attempt carries.' }),
  recipient: str(),
  subject: str(),
  template: str(),
  attempts: int({ minimum: 0 }),
  last_error: nullable(str({ description: 'Why the last attempt failed.' })),
  created_at: dateTime(),
});

const OutboxMailPage = obj({ mails: arrayOf(ref(OutboxMail)), total: int({ minimum: 0 }) });

/** The schemas of the mail routes (docs/mail.md). */
export const mailSchemas = { NotificationPreferences, Unsubscribed, OutboxMail, OutboxMailPage };
