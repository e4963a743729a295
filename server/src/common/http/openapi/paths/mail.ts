import { componentSchemas as S } from '../components.js';
import { routes } from '../operation.js';
import { pagedList } from '../paging.js';
import { ref, str } from '../shapes.js';
import { mailId } from './resources.js';

const token = {
  token: {
    description: "The signed token of the mail's link (member and kind, HMAC).",
    notFound: '`This unsubscribe link is not valid` (a forged or altered token).',
  },
};

export const mailPaths = {
  ...routes('Notifications and demo data', {
    'GET /user/notification-preferences': {
      summary: 'My notification preferences (email and push)',
      description:
        'Every kind with how it reaches me by email and whether it is pushed; a kind I never chose shows its defaults.',
      access: 'member',
      ok: { description: 'All kinds.', schema: ref(S.NotificationPreferences) },
    },
    'PUT /user/notification-preferences': {
      summary: 'Change my notification preferences (email and push)',
      description:
        'The same shape as the GET; list some or all kinds, each once, with `delivery`, `push` or both. Answers every kind as it is now.',
      access: 'member',
      body: { input: 'UpdateNotificationPreferencesArgs' },
      ok: { description: 'All kinds, as they are now.', schema: ref(S.NotificationPreferences) },
      errors: {
        400: 'An unknown kind or delivery, a kind listed twice, neither `delivery` nor `push`, `digest` for a reminder or the weekly mail, or `push` for a mail that is not a notification.',
      },
    },
    'GET /unsubscribe/{token}': {
      summary: 'Unsubscribe page',
      description:
        'What a person opening the link sees: what it stops, and a button that POSTs. Changes nothing. Signed out.',
      access: 'public',
      params: token,
      ok: { description: 'A small HTML page.', schema: str(), contentType: 'text/html' },
    },
    'POST /unsubscribe/{token}': {
      summary: 'One-click unsubscribe (RFC 8058)',
      description:
        'The `List-Unsubscribe` address of every mail: turns that kind off for that member. Signed out; the body (`List-Unsubscribe=One-Click`) is not needed. Answers HTML to a browser form.',
      access: 'public',
      params: token,
      ok: [{ description: 'Turned off.', schema: ref(S.Unsubscribed) }],
    },
  }),
  ...routes('Admin', {
    'GET /admin/mail/dead': {
      summary: 'Dead mails',
      description: 'Mails the outbox gave up on after its attempts (docs/notifications.md), newest first.',
      access: 'admin',
      ...pagedList({ schema: S.OutboxMailPage, description: 'A page of dead mails.' }),
    },
    'POST /admin/mail/{id}/retry': {
      summary: 'Retry a dead mail',
      description: 'Back in the queue with fresh attempts and the same Message-ID; sent right away.',
      access: 'admin',
      params: mailId,
      ok: { description: 'The mail, pending again.', schema: ref(S.OutboxMail) },
    },
  }),
};
