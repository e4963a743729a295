import { describe, expect, it } from 'vitest';
import { simpleParser, type ParsedMail } from 'mailparser';
import { useTestApp } from '../../../test/harness.js';
import { createMember, createService } from '../../../test/factories.js';
import type { CapturedMail } from '../../../test/smtp.js';
import { tampered } from '../../../test/tampered.js';

/**
 * Mail end to end through the real SMTP server of the test process, parsed with mailparser: the
 * notification mails and their preferences, one-click unsubscribe, dead mails (the SMTP server is
 * really stopped) and their retry. The backoff is shortened through the configuration
 * (MAIL_RETRY_BASE_MS, MAIL_SWEEP_MS) so giving up costs milliseconds here; the 30 s outage has its
 * own file (outage.test.ts), which runs in parallel with this one.
 */
const { app, api, gql } = useTestApp({
  env: { MAIL_RETRY_BASE_MS: '100', MAIL_SWEEP_MS: '100', MAIL_MAX_ATTEMPTS: '3' },
});

const parse = (m: CapturedMail): Promise<ParsedMail> => simpleParser(m.raw);
/** The address of the List-Unsubscribe header, as the raw header line has it: `<https://…>`. */
const listUnsubscribe = (mail: ParsedMail) =>
  /^<(https?:\/\/[^>]+)>$/.exec(
    mail.headerLines.find((h) => h.key === 'list-unsubscribe')?.line.replace(/^List-Unsubscribe:\s*/i, '') ?? '',
  )?.[1];

async function until<T>(what: string, probe: () => Promise<T | undefined | false>, timeoutMs = 5000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

/** A coach and a requester (both with proven addresses) and a request from one to the other. */
async function requestBetween() {
  const coach = await createMember(app, { fullName: 'Cora Coach' });
  const requester = await createMember(app, { fullName: 'Rex Requester' });
  const service = await createService(app, coach.user.id, { title: 'Pitch deck review' });
  return { coach, requester, service };
}

describe('notification mails', () => {
  it('mails a new request to the coach at once: branded HTML and text, stable Message-ID, RFC 8058 unsubscribe', async () => {
    const { coach, requester, service } = await requestBetween();
    const sent = await api.post('/requests', { service_id: service.id, message: 'Hi!' }, requester.token);
    expect(sent.status).toBe(201);
    const mail = await parse(await app.smtp.lastMailTo(coach.user.email));
    expect(mail.subject).toBe('New exchange request');
    expect(mail.text).toContain('Hi Cora Coach,');
    expect(mail.text).toContain('Pitch deck review');
    expect(mail.html).toMatch(/<html[^>]*lang="en"/);
    expect(mail.html).toContain('Energy Exchange');
    const [row] = await app.db.query(
      `SELECT message_id, status, data FROM mail_outbox WHERE recipient = $1 AND template = 'notification'`,
      [coach.user.email],
    );
    expect(mail.messageId).toBe(row.message_id);
    expect(row).toMatchObject({ status: 'sent', data: null }); // the body data does not outlive delivery
    const unsubscribe = listUnsubscribe(mail);
    expect(unsubscribe).toMatch(/\/api\/unsubscribe\//);
    expect(mail.headerLines.find((h) => h.key === 'list-unsubscribe-post')?.line).toBe(
      'List-Unsubscribe-Post: List-Unsubscribe=One-Click',
    );
    // Nothing to the requester but their own sign-up code so far.
    expect(app.smtp.inbox.filter((m) => m.to.includes(requester.user.email)).map((m) => m.subject)).toEqual([
      expect.stringMatching(/is your Energy Exchange code$/),
    ]);
  });

  it('unsubscribes signed out in one click, refuses a forged token, and then sends no more of that kind', async () => {
    const { coach, requester, service } = await requestBetween();
    await api.post('/requests', { service_id: service.id, message: 'First' }, requester.token);
    const mail = await parse(await app.smtp.lastMailTo(coach.user.email));
    const url = new URL(listUnsubscribe(mail)!);
    const token = url.pathname.split('/').pop()!;

    // Forged: another member's id with this member's signature, an altered signature, another kind.
    const [id, kind, mac] = token.split('.');
    for (const forged of [
      `${requester.user.id}.${kind}.${mac}`,
      `${id}.${kind}.${tampered(mac)}`,
      `${id}.exchange_declined.${mac}`,
      'nonsense',
    ]) {
      const res = await api.post(`/unsubscribe/${forged}`);
      expect(res.status, forged).toBe(404);
      expect((await fetch(`${app.url}/api/unsubscribe/${forged}`)).status).toBe(404);
    }
    const page = await fetch(`${app.url}/api/unsubscribe/${token}`);
    expect(page.status).toBe(200);
    expect(await page.text()).toMatch(/<form method="post">/);
    // What a mail client sends (RFC 8058): a form-encoded POST, no session.
    const oneClick = await fetch(`${app.url}/api/unsubscribe/${token}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(oneClick.status).toBe(200);
    expect(await oneClick.json()).toEqual({ kind: 'exchange_request', delivery: 'off' });

    const prefs = await api.get('/user/notification-preferences', coach.token);
    // The mail goes off; the kind's push (another channel) stays as it was.
    expect(prefs.body.preferences).toContainEqual({ kind: 'exchange_request', delivery: 'off', push: true });
    const other = await createService(app, coach.user.id, { title: 'Second service' });
    await api.post('/requests', { service_id: other.id, message: 'Second' }, requester.token);
    await app.smtp.settled();
    expect(
      app.smtp.inbox.filter((m) => m.to.includes(coach.user.email) && m.subject === 'New exchange request'),
    ).toHaveLength(1);
  });
});

describe('preferences', () => {
  it('answers defaults for every kind and changes them through REST and GraphQL, refusing bad kinds and values', async () => {
    const { token } = await createMember(app);
    const res = await api.get('/user/notification-preferences', token);
    expect(res.status).toBe(200);
    const byKind = Object.fromEntries(
      res.body.preferences.map((p: { kind: string; delivery: string }) => [p.kind, p.delivery]),
    );
    expect(byKind).toMatchObject({
      exchange_request: 'immediately',
      exchange_accepted: 'immediately',
      session_proposal: 'immediately',
      seat_available: 'immediately',
      group_session_booked: 'digest',
      exchange_declined: 'digest',
      referral_rewarded: 'digest',
      premium_activated: 'digest',
      request_expiring: 'immediately',
      session_reminder: 'immediately',
      new_services_weekly: 'off',
    });

    const put = await api.put(
      '/user/notification-preferences',
      {
        preferences: [
          { kind: 'exchange_declined', delivery: 'immediately' },
          { kind: 'new_services_weekly', delivery: 'immediately' },
        ],
      },
      token,
    );
    expect(put.status).toBe(200);
    expect(put.body.preferences).toContainEqual({ kind: 'exchange_declined', delivery: 'immediately', push: false });
    expect(put.body.preferences).toHaveLength(res.body.preferences.length);

    for (const [bad, detail] of [
      [[{ kind: 'nope', delivery: 'off' }], 'Unknown notification kind: nope'],
      [[{ kind: 'exchange_request', delivery: 'weekly' }], 'delivery must be immediately, digest or off'],
      [[{ kind: 'session_reminder', delivery: 'digest' }], 'session_reminder can only be immediately or off'],
      [
        [
          { kind: 'exchange_request', delivery: 'off' },
          { kind: 'exchange_request', delivery: 'digest' },
        ],
        'exchange_request is listed twice',
      ],
      ['all', `preferences must be a list of 1 to ${res.body.preferences.length} {kind, delivery, push}`],
      // The input's own rules (UpdateNotificationPreferencesArgs): the list and each choice's type.
      [[], `preferences must be a list of 1 to ${res.body.preferences.length} {kind, delivery, push}`],
      [
        ['exchange_request'],
        `preferences must be a list of 1 to ${res.body.preferences.length} {kind, delivery, push}`,
      ],
      [[{ kind: 'exchange_request', push: 'yes' }], 'push must be true or false'],
      [[{ kind: 'exchange_request', delivery: 1 }], 'delivery must be immediately, digest or off'],
      [[{ delivery: 'off' }], 'kind is required'],
      [[{ kind: null, delivery: 'off' }], 'kind is required'],
      [[{ kind: 'exchange_request', delivery: null }], 'exchange_request needs a delivery, push or both'],
    ] as const) {
      const r = await api.put('/user/notification-preferences', { preferences: bad }, token);
      expect([r.status, r.body.detail]).toEqual([400, detail]);
    }

    // As the client sends it: the list in a variable.
    const g = await gql(
      `mutation($p: [NotificationPreferenceInput!]!) { updateNotificationPreferences(preferences: $p) { kind delivery } }`,
      { p: [{ kind: 'EXCHANGE_REQUEST', delivery: 'DIGEST' }] },
      token,
    );
    expect(g.data.updateNotificationPreferences).toContainEqual({ kind: 'EXCHANGE_REQUEST', delivery: 'DIGEST' });
    const read = await gql(`{ notificationPreferences { kind delivery } }`, {}, token);
    expect(read.data.notificationPreferences).toContainEqual({ kind: 'EXCHANGE_DECLINED', delivery: 'IMMEDIATELY' });
    const refused = await gql(
      `mutation { updateNotificationPreferences(preferences: [{ kind: SESSION_REMINDER, delivery: DIGEST }]) { kind } }`,
      {},
      token,
    );
    expect(refused.errors?.[0]).toMatchObject({
      message: 'session_reminder can only be immediately or off',
      extensions: { code: 'BAD_USER_INPUT' },
    });
  });
});

describe('the outbox', () => {
  it('mails a sign-in code in well under a second', async () => {
    await createMember(app, { email: 'quick@example.com' });
    const started = Date.now();
    expect((await api.post('/auth/send-otp', { email: 'quick@example.com' })).status).toBe(200);
    await app.smtp.codeFor('quick@example.com');
    expect(Date.now() - started).toBeLessThan(1000);
  });

  it('marks a mail dead after its attempts, shows it to admins in both APIs, and a retry delivers it with its Message-ID', async () => {
    const root = await createMember(app, { email: 'root@example.com' });
    await app.services.adminRoles.bootstrap(['root@example.com']);
    const member = await createMember(app);
    await app.smtp.stop();
    await api.post('/auth/send-otp', { email: member.user.email });
    const dead = await until(
      'a dead mail',
      async () => (await app.db.query(`SELECT id, message_id, attempts FROM mail_outbox WHERE status = 'dead'`))[0],
    );
    expect(dead.attempts).toBe(3);
    await app.smtp.start();

    expect((await api.get('/admin/mail/dead', member.token)).status).toBe(403);
    const list = await api.get('/admin/mail/dead', root.token);
    expect(list.status).toBe(200);
    expect(list.body).toMatchObject({
      total: 1,
      mails: [{ id: dead.id, status: 'dead', recipient: member.user.email, message_id: dead.message_id, attempts: 3 }],
    });
    expect(list.body.mails[0].last_error).toBeTruthy();
    const g = await gql(`{ deadMails { totalCount nodes { id messageId status } } }`, {}, root.token);
    expect(g.data.deadMails).toEqual({
      totalCount: 1,
      nodes: [{ id: dead.id, messageId: dead.message_id, status: 'DEAD' }],
    });

    const retried = await gql(
      `mutation($id: ID!) { retryMail(id: $id) { status attempts } }`,
      { id: dead.id },
      root.token,
    );
    expect(retried.data.retryMail).toEqual({ status: 'PENDING', attempts: 0 });
    const mail = await parse(await app.smtp.lastMailTo(member.user.email));
    expect(mail.messageId).toBe(dead.message_id);
    expect((await api.post(`/admin/mail/${dead.id}/retry`, undefined, root.token)).status).toBe(404); // no longer dead
  });
});
