import { describe, expect, it } from 'vitest';
import { simpleParser, type ParsedMail } from 'mailparser';
import { useTestApp } from '../../../test/harness.js';
import { createMember, createService } from '../../../test/factories.js';
import { tampered } from '../../../test/tampered.js';

/**
 * The daily digest end to end through the real SMTP server of the test process: it carries its own
 * RFC 8058 one-click unsubscribe (`daily_digest`), the link works signed out and cannot be forged
 * for another member or topic, and once used the scheduler sends that member no more digests while
 * their per-kind "digest" choices stay as they were.
 */
const { app, api, gql } = useTestApp({ env: { MAIL_RETRY_BASE_MS: '100', MAIL_SWEEP_MS: '100' } });

const DAY = 24 * 3600_000;
const header = (mail: ParsedMail, key: string) => mail.headerLines.find((h) => h.key === key)?.line;

/** A member who gets a digest-kind notification (their request declined: `exchange_declined`, digest by default) now. */
async function declinedRequest(
  coach: Awaited<ReturnType<typeof createMember>>,
  requester: Awaited<ReturnType<typeof createMember>>,
  title: string,
) {
  const service = await createService(app, coach.user.id, { title });
  const request = await app.services.exchanges.send(requester.user.id, { serviceId: service.id });
  await app.services.exchanges.respond(coach.user.id, { requestId: request.id, action: 'decline' });
}

const digestsTo = (email: string) =>
  app.smtp.inbox.filter((m) => m.to.includes(email) && m.subject.startsWith('Your Energy Exchange summary'));

describe('the daily digest', () => {
  it('has a one-click unsubscribe that works signed out, refuses forgeries, and stops the next digest', async () => {
    const coach = await createMember(app, { fullName: 'Cora Coach' });
    const dana = await createMember(app, { fullName: 'Dana Digest' });
    const kept = await createMember(app, { fullName: 'Kim Keeps' });
    await declinedRequest(coach, dana, 'Pitch deck review');
    await declinedRequest(coach, kept, 'Budget basics');
    // Yesterday's notifications (UTC): what the next digest gathers.
    const today = new Date();
    const midnight = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate());
    await app.db.query(`UPDATE notifications SET created_at = $1 WHERE user_id = ANY($2)`, [
      new Date(midnight - 12 * 3600_000),
      [dana.user.id, kept.user.id],
    ]);
    await app.smtp.settled();
    app.smtp.clear();

    await app.services.mail.schedule(today);
    const mail = await simpleParser((await app.smtp.lastMailTo(dana.user.email)).raw);
    expect(mail.subject).toBe('Your Energy Exchange summary: 1 update');
    expect(mail.text).toContain('Pitch deck review');
    expect(header(mail, 'list-unsubscribe-post')).toBe('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
    const url = /^List-Unsubscribe:\s*<(https?:\/\/[^>]+)>$/i.exec(header(mail, 'list-unsubscribe') ?? '')?.[1];
    expect(url).toMatch(/\/api\/unsubscribe\/[^/]+\.daily_digest\.[^/]+$/);
    expect(mail.text).toContain(url!); // the same link in the footer, for a person
    expect(mail.text).toMatch(/Don.t want the daily digest\?/);
    const token = new URL(url!).pathname.split('/').pop()!;
    const link = `${app.url}/api/unsubscribe/${token}`; // APP_URL's path, on the test server

    // Forged: another member's id under Dana's signature, an altered signature, Dana's signature on another topic.
    const [id, topic, mac] = token.split('.');
    for (const forged of [
      `${kept.user.id}.${topic}.${mac}`,
      `${id}.${topic}.${tampered(mac)}`,
      `${id}.exchange_declined.${mac}`,
    ]) {
      const res = await fetch(`${app.url}/api/unsubscribe/${forged}`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'List-Unsubscribe=One-Click',
      });
      expect(res.status, forged).toBe(404);
      expect(await res.json()).toMatchObject({ detail: 'This unsubscribe link is not valid' });
    }
    for (const member of [dana, kept]) {
      expect((await api.get('/user/notification-preferences', member.token)).body.preferences).toContainEqual({
        kind: 'daily_digest',
        delivery: 'immediately',
        push: false,
      });
    }

    // What a mail client sends (RFC 8058): a form-encoded POST, no session.
    const page = await fetch(link);
    expect(await page.text()).toContain('Stop the daily digest?');
    const oneClick = await fetch(link, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(oneClick.status).toBe(200);
    expect(await oneClick.json()).toEqual({ kind: 'daily_digest', delivery: 'off' });
    const prefs = (await api.get('/user/notification-preferences', dana.token)).body.preferences;
    expect(prefs).toContainEqual({ kind: 'daily_digest', delivery: 'off', push: false });
    expect(prefs).toContainEqual({ kind: 'exchange_declined', delivery: 'digest', push: false }); // the per-kind choice is kept
    const read = await gql(`{ notificationPreferences { kind delivery } }`, {}, dana.token);
    expect(read.data.notificationPreferences).toContainEqual({ kind: 'DAILY_DIGEST', delivery: 'OFF' });

    // The next day: both have digest material again; only the member who kept the digest gets one.
    await declinedRequest(coach, dana, 'Sales call');
    await declinedRequest(coach, kept, 'Cold outreach');
    const tomorrow = new Date(midnight + DAY + 60_000);
    await app.services.mail.schedule(tomorrow);
    await app.smtp.settled();
    expect(digestsTo(kept.user.email).map((m) => m.subject)).toEqual([
      'Your Energy Exchange summary: 1 update',
      'Your Energy Exchange summary: 1 update',
    ]);
    expect(digestsTo(dana.user.email)).toHaveLength(1); // yesterday's, nothing since
    const queued = await app.db.query(`SELECT dedupe_key FROM mail_outbox WHERE user_id = $1 AND template = 'digest'`, [
      dana.user.id,
    ]);
    expect(queued).toHaveLength(1);

    // Turned back on in Settings (GraphQL, as the client does): the kinds set to digest are mailed again.
    const on = await gql(
      `mutation($p: [NotificationPreferenceInput!]!) { updateNotificationPreferences(preferences: $p) { kind delivery } }`,
      { p: [{ kind: 'DAILY_DIGEST', delivery: 'IMMEDIATELY' }] },
      dana.token,
    );
    expect(on.data.updateNotificationPreferences).toContainEqual({ kind: 'DAILY_DIGEST', delivery: 'IMMEDIATELY' });
    await app.services.mail.schedule(tomorrow);
    await app.smtp.settled();
    expect(digestsTo(dana.user.email)).toHaveLength(2);
    expect((await simpleParser(digestsTo(dana.user.email)[1].raw)).text).toContain('Sales call');

    // The digest itself cannot be "in the digest".
    const refused = await api.put(
      '/user/notification-preferences',
      { preferences: [{ kind: 'daily_digest', delivery: 'digest' }] },
      dana.token,
    );
    expect([refused.status, refused.body.detail]).toEqual([400, 'daily_digest can only be immediately or off']);
  });
});
