import { defineMessages } from '@formatjs/intl';
import nodemailer from 'nodemailer';
import { invalid, translatableError } from '../errors/domain-error.js';
import { EMAIL_RULE } from '../validation.js';
import { logger } from '../logger.js';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** `<id@host>`: the same on every attempt, so a mail sent twice after a crash is one mail to clients. */
  messageId?: string;
  /** RFC 8058 one-click unsubscribe: `List-Unsubscribe: <url>` and `List-Unsubscribe-Post`. */
  unsubscribeUrl?: string;
  attachments?: MailAttachment[];
}

/** A file sent with a mail (a session's `.ics` invitation), as text. */
export interface MailAttachment {
  filename: string;
  contentType: string;
  content: string;
}

export interface Mailer {
  /** False in production without SMTP_URL: nothing can be delivered (callers that need a mail refuse early). */
  readonly available: boolean;
  send(message: MailMessage): Promise<void>;
  close(): void;
}

/** What a caller that cannot work without mail (sign-in by code) answers when there is none. */
const MailerMessages = defineMessages({
  unavailable: { id: 'mail.unavailable', defaultMessage: 'Email sign-in is not available right now' },
});

/** Throws 503 UNAVAILABLE when the mailer cannot deliver (production without SMTP_URL). */
export function assertMailAvailable(mailer: Pick<Mailer, 'available'>): void {
  if (!mailer.available) throw translatableError('UNAVAILABLE', MailerMessages.unavailable);
}

// CR, LF, the other C0 and C1 controls, DEL, Unicode line and paragraph separators.
// eslint-disable-next-line no-control-regex -- control characters are what this pattern refuses
const HEADER_BREAKERS = /[\u0000-\u001F\u007F-\u009F\u2028\u2029]/;

/**
 * The last line of defence against header injection (the builders already flatten user text): a
 * recipient must be one bare address (isEmail lets quoted local parts such as `"a,b"@x.com` or an
 * escaped CR through), and no header may hold a line break. Refused, never sent.
 */
function assertSafeHeaders(m: MailMessage): void {
  if (HEADER_BREAKERS.test(m.to) || /[,;<>"\\\s]/.test(m.to)) throw invalid(EMAIL_RULE);
  if (HEADER_BREAKERS.test(m.subject)) throw new Error('mail subject holds a control character');
  if (m.messageId !== undefined && !/^<[\w.-]+@[\w.-]+>$/.test(m.messageId))
    throw new Error('mail Message-ID is malformed');
  if (m.unsubscribeUrl !== undefined && !/^https?:\/\/[^\s<>]+$/.test(m.unsubscribeUrl))
    throw new Error('unsubscribe URL is malformed');
}

/**
 * Mail through SMTP when SMTP_URL is set. Without it, development and tests print the message to
 * the server log, so a fresh install can sign up without any mail setup (docs/design.md §1); production
 * prints nothing of it (a log is read by more people than a mailbox, and it would hold sign-in
 * codes): the mail is dropped with one line saying so, and `available` is false.
 */
export function createMailer(opts: { smtpUrl?: string; from: string; production?: boolean }): Mailer {
  if (!opts.smtpUrl) {
    if (opts.production) {
      return {
        available: false,
        send() {
          logger.warn('mail not sent: SMTP_URL is not set');
          return Promise.resolve();
        },
        close() {},
      };
    }
    return {
      available: true,
      send(m) {
        assertSafeHeaders(m);
        logger.info(`mail (no SMTP_URL; printed instead of sent) to ${m.to}: ${m.subject}\n${m.text}`);
        return Promise.resolve();
      },
      close() {},
    };
  }
  const transport = nodemailer.createTransport(opts.smtpUrl);
  return {
    available: true,
    async send(m) {
      assertSafeHeaders(m);
      // The recipient as an address object: nodemailer never parses it for a list or a display name.
      await transport.sendMail({
        from: opts.from,
        to: { name: '', address: m.to },
        subject: m.subject,
        text: m.text,
        html: m.html,
        messageId: m.messageId,
        attachments: m.attachments?.map((a) => ({
          filename: a.filename,
          contentType: a.contentType,
          content: a.content,
        })),
        headers: m.unsubscribeUrl
          ? { 'List-Unsubscribe': `<${m.unsubscribeUrl}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' }
          : undefined,
      });
    },
    close() {
      transport.close();
    },
  };
}
