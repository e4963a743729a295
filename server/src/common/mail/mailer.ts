import nodemailer from 'nodemailer';
import { logger } from '../logger.js';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  close(): void;
}

/**
 * Mail through SMTP when SMTP_URL is set; otherwise the message is printed to the server log, so a
 * fresh install can sign up without any mail setup (DESIGN §1).
 */
export function createMailer(opts: { smtpUrl?: string; from: string }): Mailer {
  if (!opts.smtpUrl) {
    return {
      async send(m) {
        logger.info(`mail (no SMTP_URL; printed instead of sent) to ${m.to}: ${m.subject}\n${m.text}`);
      },
      close() {},
    };
  }
  const transport = nodemailer.createTransport(opts.smtpUrl);
  return {
    async send(m) {
      await transport.sendMail({ from: opts.from, to: m.to, subject: m.subject, text: m.text, html: m.html });
    },
    close() {
      transport.close();
    },
  };
}
