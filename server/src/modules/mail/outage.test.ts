import { describe, expect, it } from 'vitest';
import { simpleParser } from 'mailparser';
import { useTestApp } from '../../../test/harness.js';
import { createMember, createService } from '../../../test/factories.js';

/**
 * SMTP down for 30 s and back: every mail is delivered exactly once. The SMTP server of
 * the test process is really stopped for 30 s while mails are queued (at its start, a third and two
 * thirds of the way through), then started again. The backoff is the production formula with a
 * shorter base and cap (MAIL_RETRY_BASE_MS, MAIL_RETRY_MAX_MS), so the mails keep being retried
 * through the outage and the last one goes a few seconds after the server is back. Its own file,
 * so its 30 s run in parallel with the other mail tests.
 */
const RETRY_BASE_MS = 500;
const RETRY_MAX_MS = 4000;
const OUTAGE_MS = 30_000;
const { app, api } = useTestApp({
  env: {
    MAIL_RETRY_BASE_MS: String(RETRY_BASE_MS),
    MAIL_RETRY_MAX_MS: String(RETRY_MAX_MS),
    MAIL_SWEEP_MS: '250',
    MAIL_MAX_ATTEMPTS: '40',
  },
});

const sleep = (ms: number) => new Promise((r) => setTimeout(r, Math.max(0, ms)));

async function until(what: string, probe: () => Promise<boolean>, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (!(await probe())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(50);
  }
}

interface Row {
  id: string;
  message_id: string;
  recipient: string;
  status: string;
  attempts: number;
  last_error: string | null;
}

describe('an SMTP outage of 30 s', () => {
  it(
    'keeps every mail queued while SMTP is down and delivers each exactly once, with its Message-ID, when it is back',
    { timeout: 60_000 },
    async () => {
      const members = await Promise.all(
        ['ana', 'ben', 'cy'].map((n) => createMember(app, { email: `${n}@outage.example.com` })),
      );
      const coach = await createMember(app, { email: 'coach@outage.example.com', fullName: 'Cora Coach' });
      const requesters = await Promise.all(
        ['rex', 'ray'].map((n) => createMember(app, { email: `${n}@outage.example.com` })),
      );
      const services = await Promise.all(
        ['Pitch deck review', 'Sales call'].map((title) => createService(app, coach.user.id, { title })),
      );
      const recipients = [...members.map((m) => m.user.email), coach.user.email];
      await app.smtp.settled();

      await app.smtp.stop();
      app.smtp.clear();
      const down = Date.now();
      const rows = async (): Promise<Row[]> =>
        app.db.query(
          `SELECT id, message_id, recipient, status, attempts, last_error FROM mail_outbox WHERE recipient = ANY($1) AND created_at >= $2 ORDER BY created_at`,
          [recipients, new Date(down)],
        );
      // At the start: three sign-in codes.
      for (const m of members) expect((await api.post('/auth/send-otp', { email: m.user.email })).status).toBe(200);
      await until(
        'a failed attempt of each',
        async () => (await rows()).filter((r) => r.attempts >= 1 && r.last_error).length === 3,
        5000,
      );
      // A third and two thirds of the way: a new request mails the coach (a notification mail).
      await sleep(down + OUTAGE_MS / 3 - Date.now());
      expect(
        (await api.post('/requests', { service_id: services[0].id, message: 'Hi!' }, requesters[0].token)).status,
      ).toBe(201);
      await sleep(down + (2 * OUTAGE_MS) / 3 - Date.now());
      expect(
        (await api.post('/requests', { service_id: services[1].id, message: 'Hello' }, requesters[1].token)).status,
      ).toBe(201);

      await sleep(down + OUTAGE_MS - Date.now());
      const queued = await rows();
      expect(queued).toHaveLength(5);
      // Nothing got through, nothing was given up: every mail is pending, retried, with why it failed.
      expect(app.smtp.inbox).toHaveLength(0);
      expect(queued.every((r) => r.status === 'pending' && r.last_error)).toBe(true);
      expect(Math.min(...queued.slice(0, 3).map((r) => r.attempts))).toBeGreaterThanOrEqual(5); // retried all along (0.5, 1, 2, 4, 4 … s)

      await app.smtp.start();
      const up = Date.now();
      await until(
        'every mail delivered',
        async () => (await rows()).every((r) => r.status === 'sent'),
        RETRY_MAX_MS + 5000,
      );
      const deliveredAfterMs = Date.now() - up;
      // Several more sweeps: nothing goes a second time.
      await sleep(1500);
      await app.smtp.settled();

      const inbox = app.smtp.inbox.filter((m) => recipients.some((r) => m.to.includes(r)));
      expect(inbox).toHaveLength(5);
      const received = await Promise.all(
        inbox.map(async (m) => ({ to: m.to[0], messageId: (await simpleParser(m.raw)).messageId })),
      );
      // Exactly once each, with the Message-ID the row had from the moment it was queued.
      expect(received.map((m) => `${m.to} ${m.messageId}`).sort()).toEqual(
        queued.map((r) => `${r.recipient} ${r.message_id}`).sort(),
      );
      expect(new Set(received.map((m) => m.messageId)).size).toBe(5);
      expect(received.filter((m) => m.to === coach.user.email)).toHaveLength(2);
      const sent = await rows();
      expect(sent.every((r) => r.status === 'sent' && r.attempts >= 2)).toBe(true);
      expect(deliveredAfterMs).toBeLessThan(RETRY_MAX_MS + 3000);
    },
  );
});
