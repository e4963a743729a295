import { MAIL_DELIVERIES, MAIL_TOPICS } from '../../mail/topics.js';
import { arrayOf, bool, dateTime, int, nullable, obj, oneOfStrings, ref, str, uuid } from './shapes.js';

const kind = oneOfStrings(
  MAIL_TOPICS,
  'A notification kind, `daily_digest` (the digest itself: off, no digest is sent), `session_invitation`, `request_expiring` and `session_reminder` (reminders), or `new_services_weekly` (the weekly mail, off by default).',
);
const delivery = oneOfStrings(
  MAIL_DELIVERIES,
  '`immediately`, `digest` (the daily summary; notification kinds only) or `off`. In-app notifications are always on.',
);

const push = bool(
  "Whether it is pushed to the member's devices that have push on (notification kinds only; the others are always false).",
);

/** How one kind reaches a member: by mail (`delivery`) and by push. */
const notificationPreference = obj({ kind, delivery, push });

const NotificationPreferences = obj({
  preferences: arrayOf(notificationPreference, {
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

/** The schemas of the mail routes (docs/notifications.md). */
export const mailSchemas = { NotificationPreferences, Unsubscribed, OutboxMail, OutboxMailPage };
