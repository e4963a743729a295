import { createServer, type Socket } from 'node:net';
import { describe, expect, inject, it } from 'vitest';
import { simpleParser } from 'mailparser';
import { startTestApp, useTestApp } from '../../../test/harness.js';
import { createMember, createService, grantEp } from '../../../test/factories.js';
import { createMailer } from '../../common/mail/mailer.js';
import { MailService } from './mail.service.js';
import { OutboxService } from './outbox.js';
import { UnsubscribeTokens } from './unsubscribe-token.js';

/**
 * The outbox's guarantees across processes: two instances on one PostgreSQL never send a mail twice;
 * a worker that dies mid-send loses nothing (its lease runs out and the mail goes with the same
 * Message-ID); and the scheduler writes each reminder and digest once however often it runs.
 */
const { app } = useTestApp({ env: { MAIL_LEASE_MS: '500', MAIL_SWEEP_MS: '100' } });

const codeMailTo = (to: string, i: number) => ({
  to,
  subject: `${String(i).padStart(6, '0')} is your Energy Exchange code`,
  template: 'code' as const,
  data: { kind: 'login' as const, code: String(i).padStart(6, '0'), minutes: 10 },
});

async function until(what: string, probe: () => Promise<boolean>, timeoutMs = 5000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await probe())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 25));
  }
}

describe('outbox across processes', () => {
  it.skipIf(inject('embeddedDatabase'))('two instances on one PostgreSQL send every mail exactly once', async () => {
    // Two instances of their own, with the default lease: the file's 500 ms lease (for the test
    // below) would run out mid-send on a loaded machine and let the other instance take the mail too.
    const first = await startTestApp({ MAIL_SWEEP_MS: '100' });
    const second = await startTestApp({ MAIL_SWEEP_MS: '100' }).catch(async (err: unknown) => {
      await first.close();
      throw err;
    });
    await app.services.outbox.stop();
    try {
      await first.services.outbox.stop(); // queue everything first, then let both workers race for it
      await second.services.outbox.stop();
      for (let i = 0; i < 40; i++) await first.services.outbox.enqueue(first.db, codeMailTo(`race${i}@example.com`, i));
      first.services.outbox.start();
      second.services.outbox.start();
      await Promise.all([first.smtp.settled(), second.smtp.settled()]);
      const received = [...first.smtp.inbox, ...second.smtp.inbox].filter((m) => m.to[0].startsWith('race'));
      expect(received).toHaveLength(40);
      const ids = await Promise.all(received.map(async (m) => (await simpleParser(m.raw)).messageId));
      expect(new Set(ids).size).toBe(40);
      // Both really worked (SKIP LOCKED shares the queue rather than one instance taking it all).
      expect(first.smtp.inbox.length).toBeGreaterThan(0);
      expect(second.smtp.inbox.length).toBeGreaterThan(0);
    } finally {
      await Promise.all([first.close(), second.close()]);
      app.services.outbox.start();
    }
  });

  it('a worker killed mid-send loses nothing: its lease runs out and the mail goes out once, with its Message-ID', async () => {
    // A "process" whose SMTP server accepts the connection and never answers: its send hangs, as
    // if the process died mid-send; it is abandoned, never stopped.
    const sockets: Socket[] = [];
    const stalled = createServer((s) => void sockets.push(s));
    await new Promise<void>((r) => stalled.listen(0, '127.0.0.1', r));
    const doomed = new OutboxService(
      app.db,
      createMailer({
        smtpUrl: `smtp://127.0.0.1:${(stalled.address() as { port: number }).port}`,
        from: app.config.mailFrom,
      }),
      new UnsubscribeTokens(app.config.jwtSecret),
      {
        appUrl: app.config.appUrl,
        messageIdHost: 'example.com',
        retryBaseMs: 60_000,
        maxAttempts: 5,
        retryMaxMs: 3_600_000,
        sweepMs: 60_000,
        leaseMs: 500,
      },
    );
    let doomedDrain: Promise<number> | undefined;
    try {
      await app.services.outbox.stop();
      await app.services.outbox.enqueue(app.db, codeMailTo('lease@example.com', 7));
      const [queued] = await app.db.query(
        `SELECT id, message_id FROM mail_outbox WHERE recipient = 'lease@example.com'`,
      );
      doomedDrain = doomed.drain(); // claims the mail, then hangs until its socket is destroyed
      await until(
        'the doomed claim',
        async () =>
          (await app.db.query(`SELECT claim_token FROM mail_outbox WHERE id = $1`, [queued.id]))[0].claim_token !==
          null,
      );
      app.services.outbox.start(); // the surviving instance: the row is leased, so not yet
      await new Promise((r) => setTimeout(r, 150));
      expect(app.smtp.inbox.filter((m) => m.to.includes('lease@example.com'))).toHaveLength(0);
      const mail = await app.smtp.lastMailTo('lease@example.com', 3000); // after the lease ran out
      expect((await simpleParser(mail.raw)).messageId).toBe(queued.message_id);
      await until(
        'marked sent',
        async () =>
          (await app.db.query(`SELECT status FROM mail_outbox WHERE id = $1`, [queued.id]))[0].status === 'sent',
      );
      expect(await app.db.query(`SELECT attempts FROM mail_outbox WHERE id = $1`, [queued.id])).toEqual([
        { attempts: 2 },
      ]);
    } finally {
      // The doomed worker must be gone before the next test queues mail: once its socket fails it
      // would go on claiming due mails, fail them against the closed server and push them back by
      // its 60 s retry delay. stop() makes it end after the batch in hand.
      const stopped = doomed.stop();
      for (const s of sockets) s.destroy();
      stalled.close();
      await stopped;
      await doomedDrain?.catch(() => undefined);
    }
  });

  it("sends one recipient's mails in the order they were queued, even when one batch claims them together", async () => {
    await app.services.outbox.stop();
    try {
      await app.smtp.settled();
      app.smtp.clear();
      // Queued before the worker looks, so a single claim takes them all; a second recipient's
      // mails share the batch and may interleave with them, but not reorder them.
      for (let i = 1; i <= 6; i++) {
        await app.services.outbox.enqueue(app.db, codeMailTo('order@example.com', i));
        await app.services.outbox.enqueue(app.db, codeMailTo('other@example.com', 100 + i));
      }
      app.services.outbox.start();
      await app.smtp.settled();
      const subjectsTo = (to: string) =>
        app.smtp.inbox.filter((m) => m.to.includes(to)).map((m) => m.subject.slice(0, 6));
      expect(subjectsTo('order@example.com')).toEqual(['000001', '000002', '000003', '000004', '000005', '000006']);
      expect(subjectsTo('other@example.com')).toEqual(['000101', '000102', '000103', '000104', '000105', '000106']);
    } finally {
      app.services.outbox.start();
    }
  });
});

describe('scheduled mails', () => {
  it('writes each reminder, digest and weekly mail once, however many schedulers run at once', async () => {
    const s = app.services;
    const coach = await createMember(app, { fullName: 'Cora', timezone: 'Europe/Paris' });
    const student = await createMember(app, { fullName: 'Stu' });
    const fan = await createMember(app, { fullName: 'Fan' });
    await grantEp(app, student.user.id, 5);
    await app.db.query(`UPDATE profiles SET skills = '{Pitch}' WHERE user_id = $1`, [fan.user.id]);
    await s.mail.setPreferences(fan.user.id, [{ kind: 'new_services_weekly', delivery: 'immediately' }]);
    await s.availability.set(coach.user.id, {
      monday: ['09:00'],
      tuesday: ['09:00'],
      wednesday: ['09:00'],
      thursday: ['09:00'],
      friday: ['09:00'],
      saturday: ['09:00'],
      sunday: ['09:00'],
    });
    const pendingService = await createService(app, coach.user.id, { title: 'Pitch clinic' });
    const sessionService = await createService(app, coach.user.id, { title: 'Sales call' });
    const pending = await s.exchanges.send(student.user.id, { serviceId: pendingService.id });
    const accepted = await s.exchanges.send(student.user.id, { serviceId: sessionService.id });
    await s.exchanges.respond(coach.user.id, { requestId: accepted.id, action: 'accept' });
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    const session = await s.sessions.propose(student.user.id, {
      requestId: accepted.id,
      proposedDate: tomorrow,
      proposedTimeSlot: '09:00',
    });
    await s.sessions.respond(coach.user.id, session.id, 'accept');
    // The pending request expires in 47 h; the session starts in 23 h; yesterday's notifications are digest material.
    await app.db.query(`UPDATE exchange_requests SET expires_at = now() + interval '47 hours' WHERE id = $1`, [
      pending.id,
    ]);
    await app.db.query(`UPDATE sessions SET starts_at = now() + interval '23 hours' WHERE id = $1`, [session.id]);
    await app.db.query(
      `UPDATE notifications SET created_at = date_trunc('day', now() AT TIME ZONE 'UTC') AT TIME ZONE 'UTC' - interval '12 hours'`,
    );
    // A group session in 23 h 30 min: its coach and its booked seat holder get the reminder, the
    // waitlisted member does not (set up after the notifications above were moved to yesterday).
    const gia = await createMember(app, { fullName: 'Gia' });
    const hal = await createMember(app, { fullName: 'Hal' });
    await grantEp(app, gia.user.id, 5);
    await grantEp(app, hal.user.id, 5);
    await s.availability.set(coach.user.id, {
      monday: ['09:00', '10:00'],
      tuesday: ['09:00', '10:00'],
      wednesday: ['09:00', '10:00'],
      thursday: ['09:00', '10:00'],
      friday: ['09:00', '10:00'],
      saturday: ['09:00', '10:00'],
      sunday: ['09:00', '10:00'],
    });
    const workshop = await createService(app, coach.user.id, { title: 'Pitch workshop', maxParticipants: 3 });
    const inThreeDays = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
    const group = await s.groupSessions.schedule(coach.user.id, {
      serviceId: workshop.id,
      date: inThreeDays,
      timeSlot: '10:00',
      seats: 1,
    });
    await s.groupSessions.join(gia.user.id, group.id);
    await s.groupSessions.join(hal.user.id, group.id);
    await app.db.query(`UPDATE group_sessions SET starts_at = now() + interval '23 hours 30 minutes' WHERE id = $1`, [
      group.id,
    ]);
    await app.smtp.settled();
    app.smtp.clear();

    const runs = await Promise.all([s.mail.schedule(), s.mail.schedule(), s.mail.schedule()]);
    expect(await s.mail.schedule()).toBe(0);
    const rows: Array<{ dedupe_key: string; recipient: string }> = await app.db.query(
      `SELECT dedupe_key, recipient FROM mail_outbox WHERE dedupe_key IS NOT NULL ORDER BY dedupe_key, recipient`,
    );
    expect(runs.reduce((a, b) => a + b, 0)).toBe(rows.length);
    const kinds = rows.map((r) => `${r.dedupe_key.split(':')[0]} ${r.recipient}`).sort();
    expect(kinds).toEqual(
      [
        // Only the student had a digest kind yesterday (session accepted); every notification of the coach was an immediate kind.
        `digest ${student.user.email}`,
        `new-services ${fan.user.email}`,
        `request-expiring ${coach.user.email}`,
        `session-reminder ${coach.user.email}`,
        `session-reminder ${student.user.email}`,
        // The group session's: its coach and its one booked seat, not the waitlist.
        `session-reminder ${coach.user.email}`,
        `session-reminder ${gia.user.email}`,
      ].sort(),
    );
    expect(rows.filter((r) => r.dedupe_key.startsWith(`session-reminder:${group.id}:`))).toHaveLength(2);

    const reminder = await simpleParser((await app.smtp.lastMailTo(coach.user.email)).raw);
    expect(
      app.smtp.inbox
        .filter((m) => m.to.includes(coach.user.email))
        .map((m) => m.subject)
        .sort(),
    ).toEqual([
      'A request for Pitch clinic expires soon',
      'Reminder: Sales call with Stu',
      'Reminder: your group session Pitch workshop',
    ]);
    const giaMail = await simpleParser((await app.smtp.lastMailTo(gia.user.email)).raw);
    expect(giaMail.subject).toBe('Reminder: Pitch workshop with Cora');
    expect(giaMail.text).toMatch(/Your group session Pitch workshop with Cora starts .*\(your time\)/);
    expect(app.smtp.inbox.filter((m) => m.to.includes(hal.user.email))).toEqual([]);
    expect(reminder.text).toBeTruthy();
    const digest = await simpleParser((await app.smtp.lastMailTo(student.user.email)).raw);
    expect(
      app.smtp.inbox
        .filter((m) => m.to.includes(student.user.email))
        .map((m) => m.subject)
        .sort(),
    ).toEqual(['Reminder: Sales call with Cora', 'Your Energy Exchange summary: 1 update']);
    expect([digest.subject, digest.text]).toBeTruthy();
    const sessionMail = await simpleParser(
      app.smtp.inbox.find((m) => m.to.includes(coach.user.email) && m.subject.startsWith('Reminder'))!.raw,
    );
    expect(sessionMail.text).toMatch(/\(your time\)/); // in the coach's own zone
    const weekly = await simpleParser((await app.smtp.lastMailTo(fan.user.email)).raw);
    expect(weekly.text).toContain('Pitch clinic');
    expect(weekly.text).not.toContain('Sales call');
  });

  it('production without SMTP_URL: the scheduler queues nothing and returns at once, however many reminders are due', async () => {
    // More due reminders than one batch: each would be refused by the outbox and come back the same.
    const coach = await createMember(app, { fullName: 'Cora' });
    const requester = await createMember(app, { fullName: 'Rob' });
    const service = await createService(app, coach.user.id, { title: 'Voice warm-up' });
    await app.db.query(
      `INSERT INTO exchange_requests (service_id, requester_id, coach_id, message, energy_cost, held, expires_at)
       SELECT $1, $2, $3, 'Hello', 1, false, now() + interval '12 hours' FROM generate_series(1, 250)`,
      [service.id, requester.user.id, coach.user.id],
    );
    const queuedToCoach = async () =>
      (
        await app.db.query<Array<{ n: number }>>(`SELECT count(*)::int AS n FROM mail_outbox WHERE user_id = $1`, [
          coach.user.id,
        ])
      )[0].n;
    const before = await queuedToCoach();
    const tokens = new UnsubscribeTokens(app.config.jwtSecret);
    const undeliverable = new OutboxService(
      app.db,
      createMailer({ from: app.config.mailFrom, production: true }),
      tokens,
      {
        appUrl: app.config.appUrl,
        messageIdHost: 'example.com',
        retryBaseMs: 60_000,
        maxAttempts: 3,
        retryMaxMs: 60_000,
        sweepMs: 60_000,
        leaseMs: 60_000,
      },
    );
    expect(await new MailService(app.db, undeliverable, tokens).schedule()).toBe(0);
    expect(await queuedToCoach()).toBe(before);
  }, 20_000);
});
