import type { MailMessage } from '../../common/mail/mailer.js';

/** The mails of the code flow. The code is the first thing in the subject, for quick reading. */
export function codeMail(p: {
  appUrl: string;
  to: string;
  code: string;
  kind: 'login' | 'signup' | 'no-account' | 'delete';
  name?: string;
  minutes: number;
}): MailMessage {
  const name = p.name ? oneLine(p.name) : '';
  const hello = name ? `Hi ${name},` : 'Hi,';
  if (p.kind === 'no-account') {
    return {
      to: p.to,
      subject: 'Sign in to Energy Exchange',
      text: `${hello}\n\nSomeone asked to sign in to Energy Exchange with this email, but there is no account for it yet.\nCreate one for free at ${p.appUrl}/ — it takes 30 seconds.\n\nIf it wasn't you, ignore this mail.\n`,
    };
  }
  const what = p.kind === 'signup' ? 'finish creating your account' : p.kind === 'delete' ? 'delete your account (this cannot be undone)' : 'sign in';
  return {
    to: p.to,
    subject: `${p.code} is your Energy Exchange code`,
    text: `${hello}\n\nYour code to ${what} is: ${p.code}\n\nIt is valid for ${p.minutes} minutes. If you didn't ask for it, ignore this mail.\n`,
    html: `<p>${escapeHtml(hello)}</p><p>Your code to ${what} is:</p><p style="font-size:28px;font-weight:700;letter-spacing:6px">${p.code}</p><p>It is valid for ${p.minutes} minutes. If you didn't ask for it, ignore this mail.</p>`,
  };
}

/**
 * User text as one harmless line: control characters (CR, LF, the other C0 and C1), Unicode line
 * and paragraph separators, bidirectional overrides and lone surrogates become spaces, runs of
 * space collapse, and it is cut at 100 characters. The edge already refuses such names; this keeps
 * every mail safe whatever a future caller passes in.
 */
export function oneLine(text: string, max = 100): string {
  return text
    // eslint-disable-next-line no-control-regex -- control characters are what this replaces
    .replace(/[\u0000-\u001F\u007F-\u009F\u2028\u2029\u202A-\u202E\u2066-\u2069]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, max)
    .replace(/[\uD800-\uDBFF]$/, '') // never end on half a pair cut by slice
    .trim();
}

/** The confirmation code of a signed-in member's address (the only mail an unverified member gets). */
export function verificationMail(p: { appUrl: string; to: string; code: string; name?: string; minutes: number }): MailMessage {
  const name = p.name ? oneLine(p.name) : '';
  const hello = name ? `Hi ${name},` : 'Hi,';
  return {
    to: p.to,
    subject: `${p.code} is your Energy Exchange code`,
    text: `${hello}\n\nYour code to confirm your email address is: ${p.code}\n\nEnter it in Energy Exchange (${p.appUrl}/) within ${p.minutes} minutes. If you didn't create an account, ignore this mail.\n`,
    html: `<p>${escapeHtml(hello)}</p><p>Your code to confirm your email address is:</p><p style="font-size:28px;font-weight:700;letter-spacing:6px">${p.code}</p><p>Enter it in Energy Exchange within ${p.minutes} minutes. If you didn't create an account, ignore this mail.</p>`,
  };
}

function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}
