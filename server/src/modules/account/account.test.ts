import { createECDH, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/harness.js';
import { availableAllWeek, balanceOf, createMember, createService, grantEp } from '../../../test/factories.js';
import { NOTIFICATION_EVENTS, subscribe } from '../../../test/ws-client.js';

const { app, api, gql } = useTestApp();

const feedPath = (url: string) => new URL(url.replace(/^webcal:/, 'http:')).pathname;

/** A member with one record of every kind, and a partner whose records must not leak into it. */
async function memberWithEverything() {
  const s = app.services;
  const me = await createMember(app, { email: 'me@example.com', fullName: 'Export Me' });
  const partner = await createMember(app, { email: 'partner@example.com', fullName: 'Partner Coach' });
  const referred = await createMember(app, {
    email: 'friend@example.com',
    fullName: 'Referred Friend',
    referralCode: me.user.referralCode,
  });
  await grantEp(app, me.user.id, 20);
  await app.db.query(
    `UPDATE profiles SET bio = 'My own bio', location = 'Lyon', skills = '{Sales}' WHERE user_id = $1`,
    [me.user.id],
  );
  await s.availability.set(me.user.id, { monday: ['09:00'] });
  const myService = await createService(app, me.user.id, { title: 'My coaching' });
  const theirService = await createService(app, partner.user.id, { title: 'Their coaching', energyCost: 2 });
  const theirOther = await createService(app, partner.user.id, { title: 'Their other', energyCost: 3 });
  // A completed exchange (ledger settlement, testimonials both ways) and a pending one (a hold).
  const done = await s.exchanges.send(me.user.id, { serviceId: theirService.id });
  await s.exchanges.respond(partner.user.id, { requestId: done.id, action: 'accept' });
  const date = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
  await s.availability.set(partner.user.id, {
    monday: ['09:00'],
    tuesday: ['09:00'],
    wednesday: ['09:00'],
    thursday: ['09:00'],
    friday: ['09:00'],
    saturday: ['09:00'],
    sunday: ['09:00'],
  });
  await s.sessions.propose(me.user.id, { requestId: done.id, proposedDate: date, proposedTimeSlot: '09:00' });
  await s.exchanges.complete(me.user.id, done.id);
  await s.testimonials.create(me.user.id, { requestId: done.id, rating: 5, content: 'Great coach', isPublic: true });
  await s.testimonials.create(partner.user.id, {
    requestId: done.id,
    rating: 4,
    content: 'Great student',
    isPublic: true,
  });
  const pending = await s.exchanges.send(me.user.id, { serviceId: theirOther.id });
  const incoming = await s.exchanges.send(partner.user.id, { serviceId: myService.id });
  await s.moderation.report(me.user.id, {
    subjectType: 'member',
    subjectId: partner.user.id,
    reason: 'Just checking reports',
  });
  // The records of the features built beside this one: a thread, a need, a dispute.
  await s.conversations.send(partner.user.id, done.id, 'Thanks for the session');
  await s.needs.create(me.user.id, {
    title: 'Logo review',
    description: 'A second look at my logo',
    category: 'business_coaching',
    maxEnergy: 4,
  });
  await s.disputes.open(me.user.id, done.id, 'The session was much shorter than agreed');
  return { me, partner, referred, myService, theirService, done, pending, incoming };
}

describe('GET /api/user/export', () => {
  it('is a JSON file of every kind of record about me, and nothing of another member', async () => {
    const w = await memberWithEverything();
    const browserKeys = createECDH('prime256v1');
    browserKeys.generateKeys();
    const endpoint = 'https://push.example.com/send/exported';
    const auth = randomBytes(16).toString('base64url');
    await api.call('POST', '/push/subscriptions', {
      token: w.me.token,
      body: { endpoint, keys: { p256dh: browserKeys.getPublicKey().toString('base64url'), auth } },
      headers: { 'user-agent': 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0' },
    });
    const res = await api.get('/user/export', w.me.token);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toMatch(
      /^attachment; filename="energy-exchange-my-data-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    const d = res.body;
    expect(d.profile).toMatchObject({ email: 'me@example.com', full_name: 'Export Me' });
    expect(d.profile).not.toHaveProperty('password_hash');
    expect(d.services.map((x: { title: string }) => x.title)).toEqual(['My coaching']);
    expect(d.availability).toEqual([{ weekday: 0, hour: 9 }]); // Monday
    expect(d.requests.map((r: { id: string; my_role: string }) => [r.id, r.my_role]).sort()).toEqual(
      [
        [w.done.id, 'requester'],
        [w.pending.id, 'requester'],
        [w.incoming.id, 'coach'],
      ].sort(),
    );
    expect(d.sessions).toHaveLength(1);
    expect(d.testimonials_given.map((t: { content: string }) => t.content)).toEqual(['Great coach']);
    expect(d.testimonials_received.map((t: { content: string }) => t.content)).toEqual(['Great student']);
    expect(d.notifications.length).toBeGreaterThan(0);
    // In the words the member reads them in, not the parameters they are stored as.
    for (const n of d.notifications as Array<Record<string, unknown>>) {
      expect(n).toEqual(expect.objectContaining({ title: expect.any(String), message: expect.any(String) }));
      expect(n).not.toHaveProperty('params');
    }
    expect(d.ledger_entries.map((e: { kind: string }) => e.kind)).toEqual(
      expect.arrayContaining(['signup_bonus', 'admin_adjustment', 'request_hold']),
    );
    expect(d.holds).toEqual([expect.objectContaining({ request_id: w.pending.id, amount: 3 })]);
    expect(d.referrals).toEqual([expect.objectContaining({ direction: 'i_referred', member: 'Referred Friend' })]);
    expect(d.achievements.achievements.length).toBeGreaterThan(0);
    expect(d.premium_payments).toEqual([]);
    expect(d.reports_filed).toHaveLength(1);
    expect(d.messages).toEqual([
      expect.objectContaining({
        request_id: w.done.id,
        sent_by_me: false,
        sender_name: 'Partner Coach',
        body: 'Thanks for the session',
      }),
    ]);
    expect(d.needs).toEqual([expect.objectContaining({ title: 'Logo review', max_energy: 4, answers: [] })]);
    expect(d.disputes).toEqual([
      expect.objectContaining({ request_id: w.done.id, opened_by_me: true, status: 'open' }),
    ]);
    expect(d.swaps).toEqual([]);
    // A device with push on, as the list shows it: never its push address or keys.
    expect(d.push_devices).toEqual([expect.objectContaining({ browser: 'Firefox on Windows', last_used_at: null })]);
    expect(JSON.stringify(d)).not.toContain(endpoint);
    expect(JSON.stringify(d)).not.toContain(auth);
    // Other members by name only: no one else's address, and no admin's on an adjustment memo.
    const text = JSON.stringify(d);
    for (const other of ['partner@example.com', 'friend@example.com']) expect(text).not.toContain(other);
    expect(text.match(/[\w.+-]+@[\w.-]+/g)?.every((a) => a === 'me@example.com')).toBe(true);

    // GraphQL gives the same document as text.
    const g = await gql(`{ myDataExport { filename json } }`, undefined, w.me.token);
    const doc = JSON.parse(g.data.myDataExport.json);
    expect(Object.keys(doc).sort()).toEqual(Object.keys(d).sort());
    expect(doc.requests).toEqual(d.requests);
    expect((await api.get('/user/export')).status).toBe(401);
  });
});

describe('DELETE /api/user', () => {
  it('refuses while an accepted exchange is open, listing it; then deletes: pending cancelled, holds released, anonymised, signed out', async () => {
    const s = app.services;
    const me = await createMember(app, { email: 'leaving@example.com', fullName: 'Leaving Member' });
    const coach = await createMember(app, { email: 'coach@example.com', fullName: 'Coach' });
    const student = await createMember(app, { email: 'student@example.com', fullName: 'Student' });
    await grantEp(app, me.user.id, 10);
    await grantEp(app, student.user.id, 10);
    const coachService = await createService(app, coach.user.id, { title: 'Coach offer', energyCost: 4 });
    const coachOther = await createService(app, coach.user.id, { title: 'Coach other', energyCost: 2 });
    const myService = await createService(app, me.user.id, { title: 'Leaving offer', energyCost: 3 });
    const accepted = await s.exchanges.send(me.user.id, { serviceId: coachService.id });
    await s.exchanges.respond(coach.user.id, { requestId: accepted.id, action: 'accept' });
    const mine = await s.exchanges.send(me.user.id, { serviceId: coachOther.id }); // I am the requester: 2 EP held
    const toMe = await s.exchanges.send(student.user.id, { serviceId: myService.id }); // I am the coach: student's 3 EP held
    const studentBefore = await balanceOf(app, student.user.id);

    const wrong = await api.call('DELETE', '/user', { token: me.token, body: { password: 'wrong-password' } });
    expect([wrong.status, wrong.body.detail]).toEqual([400, 'Incorrect password']);
    // The body is read through DeleteAccountArgs: each proof is text when given; which one, and a
    // code's 6 digits, are identity's rules.
    for (const [proof, detail] of [
      [{ password: 123456 }, 'password must be a string'],
      [{ code: 123456 }, 'code must be a string'],
      [{ code: '12345' }, 'The code has 6 digits'],
      [{ password: null, code: null }, 'Enter your password or the code we mailed you'],
    ] as const) {
      const refused = await api.call('DELETE', '/user', { token: me.token, body: proof });
      expect([proof, refused.status, refused.body.detail]).toEqual([proof, 400, detail]);
    }

    const blocked = await api.call('DELETE', '/user', { token: me.token, body: { password: 'secret1' } });
    expect(blocked.status).toBe(409);
    expect(blocked.body.detail).toBe('Finish or settle your open exchanges before deleting your account');
    expect(blocked.body.openExchanges).toEqual([
      expect.objectContaining({ id: accepted.id, title: 'Coach offer', otherPartyName: 'Coach', role: 'requester' }),
    ]);

    await s.exchanges.complete(coach.user.id, accepted.id);
    await s.testimonials.create(coach.user.id, {
      requestId: accepted.id,
      rating: 5,
      content: 'Kind student',
      isPublic: true,
    });
    await s.testimonials.create(me.user.id, {
      requestId: accepted.id,
      rating: 5,
      content: 'Kind coach',
      isPublic: true,
    });
    const entriesBefore = (await app.db.query(`SELECT count(*)::int AS n FROM ledger_entries`))[0].n;

    const ok = await api.call('DELETE', '/user', { token: me.token, body: { password: 'secret1' } });
    expect([ok.status, ok.body.message]).toEqual([200, 'Your account has been deleted']);

    // Pending requests on both sides cancelled through the exchanges service, holds back.
    const statuses = await app.db.query(
      `SELECT id, status FROM exchange_requests WHERE id = ANY($1::uuid[]) ORDER BY id`,
      [[mine.id, toMe.id]],
    );
    expect(statuses.map((r: { status: string }) => r.status)).toEqual(['cancelled', 'cancelled']);
    expect(await balanceOf(app, student.user.id)).toBe(studentBefore + 3);
    const told = await app.db.query(
      `SELECT user_id, message FROM notifications WHERE reference = ANY($1::text[]) AND type = 'exchange_cancelled'`,
      [[mine.id, toMe.id]],
    );
    expect(told.map((n: { user_id: string }) => n.user_id).sort()).toEqual([coach.user.id, student.user.id].sort());
    // The ledger only grew (two releases); testimonials of others stay; the member is anonymised.
    expect((await app.db.query(`SELECT count(*)::int AS n FROM ledger_entries`))[0].n).toBe(entriesBefore + 2);
    expect(
      (await api.get('/testimonials/received', coach.token)).body.map((t: { content: string }) => t.content),
    ).toEqual(['Kind coach']);
    const [row] = await app.db.query(
      `SELECT u.full_name, u.email, u.password_hash, p.bio, p.skills, p.picture FROM users u JOIN profiles p ON p.user_id = u.id WHERE u.id = $1`,
      [me.user.id],
    );
    expect(row).toMatchObject({
      full_name: 'Deleted member',
      password_hash: null,
      bio: null,
      skills: [],
      picture: null,
    });
    expect(row.email).toBe(`deleted-${me.user.id}@accounts.invalid`);
    const [{ n: notificationsLeft }] = await app.db.query(
      `SELECT count(*)::int AS n FROM notifications WHERE user_id = $1`,
      [me.user.id],
    );
    expect(notificationsLeft).toBe(0);

    // Signed out everywhere, cannot sign in, not listed, and the address is free for a new sign-up.
    expect((await api.get('/user/profile', me.token)).status).toBe(401);
    expect((await api.post('/auth/login', { email: 'leaving@example.com', password: 'secret1' })).status).toBe(401);
    const services = await api.get('/services?limit=100');
    expect(services.body.map((x: { title: string }) => x.title)).not.toContain('Leaving offer');
    expect((await api.get('/coaches?limit=100')).body.map((c: { id: string }) => c.id)).not.toContain(me.user.id);
    expect((await api.get(`/users/${me.user.id}`, coach.token)).status).toBe(404);
    const again = await api.post('/auth/signup', {
      email: 'leaving@example.com',
      password: 'secret2',
      full_name: 'Back Again',
    });
    expect(again.status).toBe(201);
    expect(again.body.user.id).not.toBe(me.user.id);
  });

  it('takes a mailed code instead of a password (members who sign in by code), over GraphQL too', async () => {
    const me = await createMember(app, { email: 'codes@example.com' });
    await app.db.query(`UPDATE users SET password_hash = NULL WHERE id = $1`, [me.user.id]);
    const noPassword = await gql(`mutation { deleteAccount(password: "secret1") }`, undefined, me.token);
    expect(noPassword.errors?.[0].message).toBe('Your account has no password: use the code we mail you');
    const sent = await gql(`mutation { sendAccountDeletionCode { email resendAfterSeconds } }`, undefined, me.token);
    expect(sent.data.sendAccountDeletionCode).toEqual({ email: 'codes@example.com', resendAfterSeconds: 60 });
    const mail = await app.smtp.lastMailTo('codes@example.com');
    expect(mail.raw).toContain('delete your account');
    const code = await app.smtp.codeFor('codes@example.com');
    const wrong = await gql(
      `mutation($c: String) { deleteAccount(code: $c) }`,
      { c: code === '000000' ? '111111' : '000000' },
      me.token,
    );
    expect(wrong.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    const done = await gql(`mutation($c: String) { deleteAccount(code: $c) }`, { c: code }, me.token);
    expect(done.data.deleteAccount).toBe(true);
    expect((await gql(`{ me { id } }`, undefined, me.token)).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    // A sign-in code to the old address finds no account: the mail invites to sign up.
    await app.db.query(`UPDATE one_time_codes SET created_at = created_at - interval '61 seconds'`);
    await api.post('/auth/send-otp', { email: 'codes@example.com' });
    expect((await app.smtp.lastMailTo('codes@example.com')).subject).toBe('Sign in to Energy Exchange');
  });

  it('a code mailed for deletion does not sign anyone in', async () => {
    const me = await createMember(app, { email: 'notlogin@example.com' });
    await api.post('/user/deletion-code', undefined, me.token);
    const code = await app.smtp.codeFor('notlogin@example.com');
    const login = await api.post('/auth/verify-otp', { email: 'notlogin@example.com', otp_code: code });
    expect(login.status).toBe(400);
  });
});

describe("deletion ends every secret that opens the member's data", () => {
  /**
   * A member whose calendar feed carries a session with another member (names and private notes),
   * holding an unsubscribe link from an old mail and an open notifications socket. The exchange
   * is completed (deletion refuses open ones), its session kept in the feed's last 30 days.
   */
  async function memberWithSecrets(email: string) {
    const s = app.services;
    const me = await createMember(app, { email, fullName: 'Leaving Student' });
    const coach = await createMember(app, { email: `coach-of-${email}`, fullName: 'Feed Coach' });
    await availableAllWeek(app, coach.user.id);
    const service = await createService(app, coach.user.id, { title: 'Feed lesson' });
    const request = await s.exchanges.send(me.user.id, { serviceId: service.id });
    await s.exchanges.respond(coach.user.id, { requestId: request.id, action: 'accept' });
    const date = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
    const session = await s.sessions.propose(me.user.id, {
      requestId: request.id,
      proposedDate: date,
      proposedTimeSlot: '09:00',
      notes: 'Private: my knee surgery',
    });
    await s.sessions.respond(coach.user.id, session.id, 'accept');
    await app.db.query(`UPDATE sessions SET starts_at = now() - interval '2 hours' WHERE id = $1`, [session.id]);
    await s.exchanges.complete(me.user.id, request.id);

    const feed = feedPath((await api.get('/user/calendar-feed', me.token)).body.url);
    const served = await fetch(`${app.url}${feed}`);
    expect(served.status).toBe(200);
    const text = await served.text();
    expect(text).toContain('Feed Coach');
    expect(text).toContain('knee surgery');

    const unsubscribe = new URL(s.outbox.unsubscribeUrl(me.user.id, 'exchange_request')).pathname.replace(/^\/api/, '');
    // The coach's own choice, which the deleted member's link must never touch.
    await api.put(
      '/user/notification-preferences',
      { preferences: [{ kind: 'exchange_request', delivery: 'digest' }] },
      coach.token,
    );
    // A device with push on and a push choice: both go with the account.
    const browserKeys = createECDH('prime256v1');
    browserKeys.generateKeys();
    const device = await api.post(
      '/push/subscriptions',
      {
        endpoint: 'https://push.example.com/send/leaver',
        keys: { p256dh: browserKeys.getPublicKey().toString('base64url'), auth: randomBytes(16).toString('base64url') },
      },
      me.token,
    );
    expect(device.status).toBe(201);
    await api.put(
      '/user/notification-preferences',
      { preferences: [{ kind: 'exchange_declined', push: true }] },
      me.token,
    );
    const socket = subscribe(app.url, me.token, NOTIFICATION_EVENTS);
    await socket.ready;
    return { me, coach, feed, unsubscribe, socket };
  }

  async function expectEverySecretEnded(w: Awaited<ReturnType<typeof memberWithSecrets>>) {
    try {
      // The open socket is closed as the session ends (4401), and hears nothing more.
      await w.socket.waitFor(1, 5000);
      expect(w.socket.received.some((e) => e.error && (e.error as { code?: number }).code === 4401)).toBe(true);
    } finally {
      await w.socket.close();
    }
    // The feed's address answers like one that never existed; its row is gone.
    const feed = await fetch(`${app.url}${w.feed}`);
    const body = await feed.text();
    expect(feed.status).toBe(404);
    expect(body).not.toContain('knee surgery');
    expect(await app.db.query(`SELECT user_id FROM calendar_feeds WHERE user_id = $1`, [w.me.user.id])).toEqual([]);
    // An old mail's unsubscribe link changes nothing: no choice stored for the deleted member, the coach's untouched.
    const link = await api.post(w.unsubscribe, undefined);
    expect([link.status, link.body.detail]).toEqual([404, 'This unsubscribe link is not valid']);
    expect(await app.db.query(`SELECT kind FROM notification_preferences WHERE user_id = $1`, [w.me.user.id])).toEqual(
      [],
    );
    expect(
      await app.db.query(`SELECT kind, delivery FROM notification_preferences WHERE user_id = $1`, [w.coach.user.id]),
    ).toEqual([{ kind: 'exchange_request', delivery: 'digest' }]);
    expect(w.socket.received.filter((e) => e.data)).toEqual([]);
    // Its devices with push on and its push choices are gone.
    expect(await app.db.query(`SELECT id FROM push_subscriptions WHERE user_id = $1`, [w.me.user.id])).toEqual([]);
    expect(await app.db.query(`SELECT kind FROM push_preferences WHERE user_id = $1`, [w.me.user.id])).toEqual([]);
  }

  it('REST: after DELETE /api/user the calendar feed answers 404, the unsubscribe link changes nothing, the open socket is closed', async () => {
    const w = await memberWithSecrets('rest-leaver@example.com');
    // Before the deletion the link works for its member (so the 404 after it is the deletion's doing).
    expect((await api.post(w.unsubscribe, undefined)).body).toEqual({ kind: 'exchange_request', delivery: 'off' });
    const done = await api.call('DELETE', '/user', { token: w.me.token, body: { password: 'secret1' } });
    expect(done.status).toBe(200);
    await expectEverySecretEnded(w);
  });

  it('GraphQL: deleteAccount ends the same secrets', async () => {
    const w = await memberWithSecrets('gql-leaver@example.com');
    const done = await gql(`mutation { deleteAccount(password: "secret1") }`, undefined, w.me.token);
    expect(done.data.deleteAccount).toBe(true);
    await expectEverySecretEnded(w);
  });

  it("a suspended member's feed answers 404 while the suspension lasts, and the same address again once it is lifted", async () => {
    const w = await memberWithSecrets('suspended-feed@example.com');
    await w.socket.close();
    const admin = await createMember(app, { email: 'feed-admin@example.com' });
    await app.services.adminRoles.bootstrap(['feed-admin@example.com']);
    expect(
      (await api.post(`/admin/users/${w.me.user.id}/suspend`, { reason: 'Checking the feed' }, admin.token)).status,
    ).toBe(200);
    expect((await fetch(`${app.url}${w.feed}`)).status).toBe(404);
    expect((await api.post(`/admin/users/${w.me.user.id}/unsuspend`, {}, admin.token)).status).toBe(200);
    const back = await fetch(`${app.url}${w.feed}`);
    expect(back.status).toBe(200);
    expect(await back.text()).toContain('Feed Coach');
  });
});
