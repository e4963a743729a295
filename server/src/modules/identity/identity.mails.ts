import type { MailMessage } from '../../common/mail/mailer.js';

/** The mails of the code flow. The code is the first thing in the subject, for quick reading. */
export function codeMail(p: {
  appUrl: string;
  to: string;
  code: string;
  kind: 'login' | 'signup' | 'no-account';
  name?: string;
  minutes: number;
}): MailMessage {
  const hello = p.name ? `Hi ${p.name},` : 'Hi,';
  if (p.kind === 'no-account') {
    return {
      to: p.to,
      subject: 'Sign in to Energy Exchange',
      text: `${hello}\n\nSomeone asked to sign in to Energy Exchange with this email, but there is no account for it yet.\nCreate one for free at ${p.appUrl}/ — it takes 30 seconds.\n\nIf it wasn't you, ignore this mail.\n`,
    };
  }
  const what = p.kind === 'signup' ? 'finish creating your account' : 'sign in';
  return {
    to: p.to,
    subject: `${p.code} is your Energy Exchange code`,
    text: `${hello}\n\nYour code to ${what} is: ${p.code}\n\nIt is valid for ${p.minutes} minutes. If you didn't ask for it, ignore this mail.\n`,
    html: `<p>${escapeHtml(hello)}</p><p>Your code to ${what} is:</p><p style="font-size:28px;font-weight:700;letter-spacing:6px">${p.code}</p><p>It is valid for ${p.minutes} minutes. If you didn't ask for it, ignore this mail.</p>`,
  };
}

function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}
