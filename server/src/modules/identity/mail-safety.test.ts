import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/harness.js';
import { createMember } from '../../../test/factories.js';
import { oneLine } from '../../common/mail/one-line.js';
import { codeMail } from './identity.mails.js';

/**
 * Mail injection: a name can never add a header, a recipient or a line to an official
 * mail. Names with control characters are refused at the edge (400); names that pass are flattened
 * and encoded by the builders; the mails are received by a real SMTP server and parsed here.
 */
const { app, api, gql } = useTestApp();

// ---------------------------------------------------------------------------------------------------
// A small RFC 5322 / MIME reader: headers (unfolded), multipart bodies, quoted-printable and base64.
// ---------------------------------------------------------------------------------------------------
interface Part {
  headers: Array<[string, string]>;
  body: string;
}

function splitMessage(raw: string): Part {
  const at = raw.indexOf('\r\n\r\n');
  const head = raw.slice(0, at).replace(/\r\n[ \t]+/g, ' '); // unfold
  const headers = head.split('\r\n').map((line): [string, string] => {
    const colon = line.indexOf(':');
    return [line.slice(0, colon).toLowerCase(), line.slice(colon + 1).trim()];
  });
  return { headers, body: raw.slice(at + 4) };
}

const header = (p: Part, name: string) => p.headers.filter(([n]) => n === name).map(([, v]) => v);

function decodeBody(p: Part): string {
  const encoding = (header(p, 'content-transfer-encoding')[0] ?? '7bit').toLowerCase();
  if (encoding === 'base64') return Buffer.from(p.body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding === 'quoted-printable') {
    const bytes = p.body.replace(/=\r\n/g, '').replace(/=([0-9A-F]{2})/gi, (_m, h: string) => `%${h}`);
    return decodeURIComponent(bytes.replace(/%(?![0-9A-F]{2})/gi, '%25'));
  }
  return p.body;
}

/** Decodes RFC 2047 encoded-words in a header value (nodemailer uses them for non-ASCII). */
function decodeWords(value: string): string {
  return value.replace(/=\?utf-8\?([BQ])\?([^?]*)\?=\s*/gi, (_m, kind: string, text: string) =>
    kind.toUpperCase() === 'B'
      ? Buffer.from(text, 'base64').toString('utf8')
      : decodeURIComponent(text.replace(/_/g, ' ').replace(/=([0-9A-F]{2})/gi, '%$1')),
  );
}

function parseMail(raw: string) {
  const top = splitMessage(raw);
  const type = header(top, 'content-type')[0] ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  const parts = boundary
    ? top.body
        .split(`--${boundary}`)
        .slice(1, -1)
        .map((chunk) => splitMessage(chunk.replace(/^\r\n/, '')))
    : [top];
  const partOf = (mime: string) => parts.find((p) => (header(p, 'content-type')[0] ?? '').startsWith(mime));
  const text = partOf('text/plain');
  const html = partOf('text/html');
  return {
    top,
    headerNames: top.headers.map(([n]) => n),
    subject: decodeWords(header(top, 'subject')[0] ?? ''),
    to: header(top, 'to'),
    text: text ? decodeBody(text).replace(/\r\n/g, '\n') : undefined,
    html: html ? decodeBody(html) : undefined,
    partHeaderNames: parts.map((p) => p.headers.map(([n]) => n)),
  };
}

// The headers an official mail has; nothing a visitor writes may add to them.
const ALLOWED_HEADERS = new Set([
  'from',
  'to',
  'subject',
  'message-id',
  'date',
  'mime-version',
  'content-type',
  'content-transfer-encoding',
]);
const ALLOWED_PART_HEADERS = new Set(['content-type', 'content-transfer-encoding']);

function expectOfficialShape(mail: ReturnType<typeof parseMail>, envelope: string[], to: string) {
  expect(envelope).toEqual([to]);
  expect(mail.headerNames.filter((n) => !ALLOWED_HEADERS.has(n))).toEqual([]);
  expect(new Set(mail.headerNames).size).toBe(mail.headerNames.length); // no header twice
  for (const names of mail.partHeaderNames) expect(names.filter((n) => !ALLOWED_PART_HEADERS.has(n))).toEqual([]);
  expect(mail.to).toHaveLength(1);
  expect(mail.to[0]).toContain(to);
  expect(mail.to[0]).not.toMatch(/,|evil/);
}

/** The text part of a mail to "Ann": the lines a mail has whatever the name. */
let referenceLines: number;

describe('mail built safely', () => {
  it('refuses names with control characters, line breaks or lone surrogates at every entry with a 400, and sends nothing', async () => {
    const nasty = [
      'Eve\r\nBcc: victim@evil.test\r\nSubject: Your account is closed',
      'Eve\nBcc: victim@evil.test',
      'Eve\rX-Injected: 1',
      'Eve\u0085Bcc: victim@evil.test', // NEL (a C1 control)
      'Eve\u2028Bcc: victim@evil.test', // Unicode line separator
      'Eve\tTab',
      'Eve\u001b[31m',
      'Eve\ud800',
      'Eve\udc00x',
    ];
    const { token } = await createMember(app);
    app.smtp.clear(); // the member's own sign-up mail
    for (const [i, name] of nasty.entries()) {
      const email = `target${i}@example.com`;
      const otp = await api.post('/auth/send-otp', { email, full_name: name });
      expect([otp.status, otp.body.detail], JSON.stringify(name)).toEqual([
        400,
        'Full name must not contain line breaks or control characters',
      ]);
      const signup = await api.post('/auth/signup', { email, password: 'secret1', full_name: name });
      expect([signup.status, signup.body.detail], JSON.stringify(name)).toEqual([
        400,
        'Full name must not contain line breaks or control characters',
      ]);
      const profile = await api.put('/user/profile', { full_name: name }, token);
      expect([profile.status, profile.body.detail], JSON.stringify(name)).toEqual([
        400,
        'Full name must not contain line breaks or control characters',
      ]);
      const g = await gql(
        'mutation($e: String!, $n: String) { sendCode(input: { email: $e, fullName: $n }) { email } }',
        { e: email, n: name },
      );
      expect(g.errors?.[0]).toMatchObject({
        message: 'Full name must not contain line breaks or control characters',
        extensions: { code: 'BAD_USER_INPUT' },
      });
    }
    await app.smtp.settled();
    expect(app.smtp.inbox).toHaveLength(0);
    expect(await app.db.query(`SELECT count(*)::int AS n FROM users WHERE email LIKE 'target%'`)).toEqual([{ n: 0 }]);
  });

  it('sends names that pass the edge as text only: no injected header, recipient or line (parsed from the real SMTP server)', async () => {
    const reference = await api.post('/auth/send-otp', { email: 'ann@example.com', full_name: 'Ann' });
    expect(reference.status).toBe(200);
    const annMail = parseMail((await app.smtp.lastMailTo('ann@example.com')).raw);
    referenceLines = annMail.text!.split('\n').length;

    const names = [
      'Eve Bcc: victim@evil.test Subject: owned',
      '"Eve" <eve@evil.test>, victim@evil.test',
      'Eve; victim@evil.test',
      '=?UTF-8?B?QmNjOiB2aWN0aW1AZXZpbC50ZXN0?=',
      '<script>alert(1)</script><img src=x onerror=alert(2)>',
      'Ève \u202Etxt.exe',
      '🧨'.repeat(25),
      '%0d%0aBcc: victim@evil.test',
    ];
    for (const [i, name] of names.entries()) {
      const email = `nasty${i}@example.com`;
      const res = await api.post('/auth/send-otp', { email, full_name: name });
      expect(res.status, name).toBe(200);
      const received = await app.smtp.lastMailTo(email);
      const mail = parseMail(received.raw);
      expectOfficialShape(mail, received.to, email);
      expect(mail.subject).toMatch(/^\d{6} is your Energy Exchange code$/);
      const lines = mail.text!.split('\n');
      expect(lines.length, name).toBe(referenceLines);
      expect(
        lines.find((l) => l.startsWith('Hi')),
        name,
      ).toBe(`Hi ${oneLine(name)},`);
      expect(mail.html, name).not.toMatch(/<script|<img/);
      expect(mail.html, name).toMatch(/<p[^>]*>Hi /);
    }
    expect(app.smtp.inbox.every((m) => m.to.length === 1 && !m.to.some((t) => t.includes('evil')))).toBe(true);
  });

  it('flattens control characters itself, whatever a caller passes (defence in depth)', async () => {
    const name = 'Eve\r\nBcc: victim@evil.test\r\nSubject: owned\u2028\u0085\ud800';
    const message = codeMail({ to: 'eve@example.com', code: '123456', kind: 'login', name, minutes: 10 });
    expect(message.data.name).toBe('Eve Bcc: victim@evil.test Subject: owned');
    await app.services.outbox.enqueue(app.db, message);
    app.services.outbox.wake();
    const received = await app.smtp.lastMailTo('eve@example.com');
    const mail = parseMail(received.raw);
    expectOfficialShape(mail, received.to, 'eve@example.com');
    expect(mail.subject).toBe('123456 is your Energy Exchange code');
    expect(mail.text!.split('\n')).toContain('Hi Eve Bcc: victim@evil.test Subject: owned,');
    expect(mail.html).toMatch(/<p[^>]*>Hi Eve Bcc: victim@evil.test Subject: owned,<\/p>/);
  });

  it('refuses a recipient that is not one bare address, and a subject with a line break', async () => {
    for (const to of [
      'a@example.com, victim@evil.test',
      '"a,b"@example.com',
      'a@example.com\r\nBcc: victim@evil.test',
      'Eve <a@example.com>',
    ]) {
      await expect(app.services.mailer.send({ to, subject: 'Hello', text: 'x' })).rejects.toThrow(
        /valid email address/,
      );
    }
    await expect(
      app.services.mailer.send({ to: 'a@example.com', subject: 'Hello\r\nBcc: victim@evil.test', text: 'x' }),
    ).rejects.toThrow(/control character/);
    await app.smtp.settled();
    expect(app.smtp.inbox).toHaveLength(0);
  });

  it('refuses addresses with quoted local parts or header syntax at the edge (400), before any mail is built', async () => {
    for (const email of [
      '"a,b"@example.com',
      '"eve\\\r\nbcc"@example.com',
      'a b@example.com',
      'Eve <eve@example.com>',
      'a;b@example.com',
    ]) {
      const signup = await api.post('/auth/signup', { email, password: 'secret1', full_name: 'Eve' });
      expect([signup.status, signup.body.detail], email).toEqual([400, 'Please enter a valid email address']);
      const code = await api.post('/auth/send-otp', { email });
      expect([code.status, code.body.detail], email).toEqual([400, 'Please enter a valid email address']);
    }
    await app.smtp.settled();
    expect(app.smtp.inbox).toHaveLength(0);
  });
});
