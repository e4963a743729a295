import type { OutgoingMail } from '../mail/index.js';
import { oneLine } from '../../common/mail/one-line.js';

export { oneLine };

/**
 * The mails of the code flow, queued in the outbox like every mail (rendered by
 * `modules/mail/templates.tsx` when sent, in the reader's language). The code is the first thing in
 * the subject, for quick reading. A member's code names the member (`userId`, no topic: nobody
 * unsubscribes from their codes), so the outbox words it in the account's language at send time; a
 * code to an address without an account carries the language to word it in (`locale`).
 */
export function codeMail(p: {
  to: string;
  code: string;
  kind: 'login' | 'signup' | 'no-account' | 'delete';
  name?: string;
  minutes: number;
  userId?: string;
  locale?: string;
}): OutgoingMail<'code'> {
  const name = p.name ? oneLine(p.name) : undefined;
  const reader = p.userId ? { userId: p.userId } : {};
  const locale = p.userId ? {} : { locale: p.locale };
  if (p.kind === 'no-account') {
    return {
      to: p.to,
      subject: 'Sign in to Energy Exchange',
      template: 'code',
      data: { kind: 'no-account', name, minutes: p.minutes, ...locale },
    };
  }
  return {
    to: p.to,
    subject: `${p.code} is your Energy Exchange code`,
    template: 'code',
    data: { kind: p.kind, code: p.code, name, minutes: p.minutes, ...locale },
    ...reader,
  };
}

/** The confirmation code of a signed-in member's address (the only mail an unverified member gets). */
export function verificationMail(p: {
  to: string;
  code: string;
  name?: string;
  minutes: number;
  userId: string;
}): OutgoingMail<'code'> {
  const name = p.name ? oneLine(p.name) : undefined;
  return {
    to: p.to,
    subject: `${p.code} is your Energy Exchange code`,
    template: 'code',
    data: { kind: 'verify', code: p.code, name, minutes: p.minutes },
    userId: p.userId,
  };
}
