import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/harness.js';
import { availableAllWeek, createMember, createService, dayInZone } from '../../../test/factories.js';
import { startPushDouble, type PushDouble } from '../../../test/push-double.js';
import { inTransaction } from '../../db/transaction.js';

/**
 * Web Push end to end: the real `web-push` library sends to a push-service double of this process
 * (test/push-double.ts), which checks the VAPID JWT and decrypts each `aes128gcm` body with the
 * device's own keys; the assertions read the decrypted payload. The backoff is shortened through
 * the configuration (PUSH_RETRY_BASE_MS, MAIL_SWEEP_MS); the 30 s outage has its own file.
 */
const { app, api, gql } = useTestApp({
  env: { PUSH_RETRY_BASE_MS: '100', MAIL_SWEEP_MS: '100', PUSH_MAX_ATTEMPTS: '3' },
});
let double: PushDouble;
beforeAll(async () => {
  double = await startPushDouble(app.config.vapid!.publicKey);
});
afterAll(() => double.close());
beforeEach(() => double.clear());

const CHROME_ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';

async function pairWithDevices() {
  const coach = await createMember(app, { fullName: 'Cora Coach' });
  const requester = await createMember(app, { fullName: 'Rex Requester' });
  const service = await createService(app, coach.user.id, { title: 'Pitch deck review' });
  const coachPhone = double.device();
  const requesterLaptop = double.device();
  expect(
    (await api.call('POST', '/push/subscriptions', { token: coach.token, body: coachPhone.subscription })).status,
  ).toBe(201);
  expect((await api.post('/push/subscriptions', requesterLaptop.subscription, requester.token)).status).toBe(201);
  return { coach, requester, service, coachPhone, requesterLaptop };
}

async function rowsOf(sql: string, params: unknown[] = []) {
  return app.db.query(sql, params);
}

describe('devices', () => {
  it('serves the VAPID public key to anyone (the browser needs it before subscribing)', async () => {
    const res = await api.get('/push/public-key');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ public_key: app.config.vapid!.publicKey });
    const g = await gql(`{ pushPublicKey }`);
    expect(g.data.pushPublicKey).toBe(app.config.vapid!.publicKey);
  });

  it('turns push on per device, lists it with its browser, and removes it; only its owner sees or removes it', async () => {
    const me = await createMember(app);
    const other = await createMember(app);
    const phone = double.device();
    const added = await api.call('POST', '/push/subscriptions', {
      token: me.token,
      body: phone.subscription,
      headers: { 'user-agent': CHROME_ANDROID },
    });
    expect(added.status).toBe(201);
    expect(added.body).toMatchObject({ browser: 'Chrome on Android', last_used_at: null });
    // The same browser again (new keys after a re-subscribe) is the same device, not a second one.
    const again = await api.post('/push/subscriptions', phone.subscription, me.token);
    expect(again.body.id).toBe(added.body.id);

    const list = await api.get('/push/subscriptions', me.token);
    expect(list.status).toBe(200);
    expect(list.body).toMatchObject({ total: 1, next_cursor: null, subscriptions: [{ id: added.body.id }] });
    expect(JSON.stringify(list.body)).not.toContain(phone.subscription.keys.auth); // keys never leave the server
    expect((await api.get('/push/subscriptions', other.token)).body.total).toBe(0);
    expect((await api.delete(`/push/subscriptions/${added.body.id}`, other.token)).status).toBe(404);
    expect((await api.delete(`/push/subscriptions/${added.body.id}`, me.token)).status).toBe(200);
    expect((await api.get('/push/subscriptions', me.token)).body.total).toBe(0);
  });

  it('refuses what is not a browser subscription, on both transports (400 / BAD_USER_INPUT, nothing stored)', async () => {
    const me = await createMember(app);
    const good = double.device().subscription;
    const endpoint = 'endpoint must be the https address of a push service';
    const publicKey = 'keys.p256dh must be the browser’s P-256 public key (base64url)';
    const secret = 'keys.auth must be the browser’s 16-byte secret (base64url)';
    // Each with the words of its first broken rule: the input's own, nested keys included.
    const bad: Array<[Record<string, unknown>, string]> = [
      [{ ...good, endpoint: good.endpoint.replace('https:', 'http:') }, endpoint],
      [{ ...good, endpoint: 'not a url' }, endpoint],
      [{ ...good, endpoint: 42 }, endpoint],
      [{ ...good, endpoint: 'https://user:pw@push.example.com/x' }, endpoint],
      [{ ...good, keys: { ...good.keys, p256dh: good.keys.p256dh.slice(0, 40) } }, publicKey],
      [{ ...good, keys: { ...good.keys, p256dh: 7 } }, publicKey],
      [{ ...good, keys: { ...good.keys, auth: 'AAAA' } }, secret],
      [{ ...good, keys: { p256dh: good.keys.p256dh } }, secret],
      [{ ...good, keys: 'not keys' }, publicKey],
      [{ ...good, keys: null }, publicKey],
      [{ endpoint: good.endpoint }, publicKey],
      [{}, endpoint],
    ];
    for (const [body, detail] of bad) {
      const res = await api.post('/push/subscriptions', body, me.token);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.detail, JSON.stringify(body)).toBe(detail);
    }
    const g = await gql(
      `mutation($s: PushSubscriptionInput!) { addPushDevice(subscription: $s) { id } }`,
      { s: { endpoint: 'http://127.0.0.1/x', keys: good.keys } },
      me.token,
    );
    expect(g.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    expect(g.errors?.[0].message).toBe(endpoint);
    // The nested keys' rules hold on GraphQL too.
    const nested = await gql(
      `mutation($s: PushSubscriptionInput!) { addPushDevice(subscription: $s) { id } }`,
      { s: { endpoint: good.endpoint, keys: { ...good.keys, auth: 'AAAA' } } },
      me.token,
    );
    expect(nested.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    expect(nested.errors?.[0].message).toBe(secret);
    expect(await rowsOf(`SELECT id FROM push_subscriptions`)).toEqual([]);
  });

  it('works the same over GraphQL: add, list, remove', async () => {
    const me = await createMember(app);
    const added = await gql(
      `mutation($s: PushSubscriptionInput!) { addPushDevice(subscription: $s) { id browser lastUsedAt } }`,
      { s: double.device().subscription },
      me.token,
    );
    expect(added.errors).toBeUndefined();
    const id = added.data.addPushDevice.id as string;
    const listed = await gql(`{ pushDevices(first: 10) { totalCount nodes { id } } }`, {}, me.token);
    expect(listed.data.pushDevices).toEqual({ totalCount: 1, nodes: [{ id }] });
    const removed = await gql(`mutation($id: ID!) { removePushDevice(id: $id) }`, { id }, me.token);
    expect(removed.data.removePushDevice).toBe(id);
    const again = await gql(`mutation($id: ID!) { removePushDevice(id: $id) }`, { id }, me.token);
    expect(again.errors?.[0].extensions?.code).toBe('NOT_FOUND');
  });
});

describe('delivery', () => {
  it("pushes a new request to the coach's device: VAPID-signed, aes128gcm, only what the notification shows", async () => {
    const { coach, requester, service, coachPhone } = await pairWithDevices();
    const sent = await api.post('/requests', { service_id: service.id, message: 'My private note' }, requester.token);
    expect(sent.status).toBe(201);
    const [push] = await double.waitFor(1);
    expect(double.refused).toEqual([]);
    expect(push.deviceId).toBe(coachPhone.id);
    expect(push.payload).toMatchObject({
      kind: 'exchange_request',
      view: 'requests',
      reference: sent.body.id,
      // A click opens the request itself: its card, with its thread (the client's app/startParams.ts).
      url: `/?view=requests&request=${sent.body.id}`,
      title: 'New exchange request',
    });
    expect(push.payload.body).toContain('Pitch deck review');
    expect(typeof push.payload.tag).toBe('string'); // the outbox row: a repeated push replaces, never doubles
    expect(JSON.stringify(push.payload)).not.toContain(requester.user.email);
    expect(Number(push.ttl)).toBeGreaterThan(0);
    await app.services.pushOutbox.settled();
    expect(double.deliveries).toHaveLength(1); // the requester's own device heard nothing
    const [row] = await rowsOf(`SELECT status, payload FROM push_outbox`);
    expect(row).toEqual({ status: 'sent', payload: null }); // the text does not outlive delivery
    const [device] = (await api.get('/push/subscriptions', coach.token)).body.subscriptions;
    expect(device.last_used_at).not.toBeNull();
  });

  it('follows the preferences: on by default for a request, a message and an acceptance; off for a decline; each kind can be switched', async () => {
    const { coach, requester, service } = await pairWithDevices();
    const prefs = await api.get('/user/notification-preferences', coach.token);
    const pushOf = (kind: string) =>
      (prefs.body.preferences as Array<{ kind: string; push: boolean; delivery: string }>).find((p) => p.kind === kind);
    expect(pushOf('exchange_request')).toEqual({ kind: 'exchange_request', delivery: 'immediately', push: true });
    expect(pushOf('message_received')?.push).toBe(true);
    expect(pushOf('seat_available')?.push).toBe(true);
    expect(pushOf('exchange_declined')?.push).toBe(false);
    expect(pushOf('daily_digest')?.push).toBe(false);

    // Push off for new requests, mail unchanged.
    const changed = await api.put(
      '/user/notification-preferences',
      { preferences: [{ kind: 'exchange_request', push: false }] },
      coach.token,
    );
    expect(changed.status).toBe(200);
    expect(
      (changed.body.preferences as Array<{ kind: string }>).find((p) => p.kind === 'exchange_request'),
    ).toMatchObject({ delivery: 'immediately', push: false });
    const first = await api.post('/requests', { service_id: service.id, message: 'Hi' }, requester.token);
    await app.services.pushOutbox.settled();
    expect(double.deliveries).toHaveLength(0);

    // Back on through GraphQL, and a message to the requester reaches their device.
    const g = await gql(
      `mutation { updateNotificationPreferences(preferences: [{ kind: EXCHANGE_REQUEST, push: true }]) { kind delivery push } }`,
      {},
      coach.token,
    );
    expect(g.data.updateNotificationPreferences).toContainEqual({
      kind: 'EXCHANGE_REQUEST',
      delivery: 'IMMEDIATELY',
      push: true,
    });
    const message = await api.post(`/requests/${first.body.id}/messages`, { body: 'See you Tuesday' }, coach.token);
    expect(message.status).toBe(201);
    const [push] = await double.waitFor(1);
    expect(push.payload).toMatchObject({ kind: 'message_received', view: 'requests', reference: first.body.id });
  });

  it('pushes a completed exchange to a member who turned that kind on, whichever path settles it', async () => {
    // Mail for it off: before, the one-statement settlement, which only asked whether a mail goes,
    // settled it in SQL and no push was ever queued.
    const { coach, requester, service, coachPhone } = await pairWithDevices();
    expect(
      (
        await api.put(
          '/user/notification-preferences',
          { preferences: [{ kind: 'exchange_completed', delivery: 'off', push: true }] },
          coach.token,
        )
      ).status,
    ).toBe(200);
    const request = await api.post('/requests', { service_id: service.id, message: 'Hi' }, requester.token);
    await api.post('/requests/respond', { request_id: request.body.id, action: 'accept' }, coach.token);
    await app.services.pushOutbox.settled();
    double.clear();
    const done = await api.post(`/requests/${request.body.id}/complete`, {}, requester.token);
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect(done.body.status).toBe('completed');
    const [push] = await double.waitFor(1);
    expect(push.deviceId).toBe(coachPhone.id);
    expect(push.payload).toMatchObject({ kind: 'exchange_completed', reference: request.body.id });
  });

  it("opens My Sessions for a message in a group session's thread (its thread is there)", async () => {
    const coach = await createMember(app, { fullName: 'Gia Group' });
    const member = await createMember(app);
    await availableAllWeek(app, coach.user.id);
    const service = await createService(app, coach.user.id, { title: 'Workshop', maxParticipants: 3 });
    const occurrence = await app.services.groupSessions.schedule(coach.user.id, {
      serviceId: service.id,
      date: dayInZone(3),
      timeSlot: '10:00',
    });
    await app.services.groupSessions.join(member.user.id, occurrence.id);
    await api.post('/push/subscriptions', double.device().subscription, member.token);
    double.clear();
    const sent = await api.post(`/group-sessions/${occurrence.id}/messages`, { body: 'Bring a pen' }, coach.token);
    expect(sent.status).toBe(201);
    const pushes = await double.waitFor(1);
    expect(pushes.at(-1)!.payload).toMatchObject({
      kind: 'message_received',
      view: 'sessions',
      reference: occurrence.id,
      url: `/?view=sessions&group_session=${occurrence.id}`,
    });
  });

  it('names the item a click opens: the request, the question or the group session whose thread it is, ids only', async () => {
    const { coach, requester, service, coachPhone, requesterLaptop } = await pairWithDevices();
    const request = await api.post('/requests', { service_id: service.id, message: 'Hi' }, requester.token);
    await double.waitFor(1);
    double.clear();
    // A message in the request's thread: Exchange Requests, that request.
    await api.post(`/requests/${request.body.id}/messages`, { body: 'Private words about Tuesday' }, coach.token);
    const [message] = await double.waitFor(1);
    expect(message.deviceId).toBe(requesterLaptop.id);
    expect(message.payload).toMatchObject({
      kind: 'message_received',
      view: 'requests',
      reference: request.body.id,
      url: `/?view=requests&request=${request.body.id}`,
    });
    double.clear();
    // A question about another of the coach's services: Exchange Requests (where Questions are), that question.
    const other = await createService(app, coach.user.id, { title: 'Brand story' });
    const asked = await api.post('/questions', { service_id: other.id, body: 'Is it remote?' }, requester.token);
    expect(asked.status).toBe(201);
    const [question] = await double.waitFor(1);
    expect(question.deviceId).toBe(coachPhone.id);
    expect(question.payload).toMatchObject({
      kind: 'message_received',
      view: 'requests',
      reference: asked.body.id,
      url: `/?view=requests&question=${asked.body.id}`,
    });
    // Nothing of the link says more than ids: the message's words are only in the notification's cut text.
    expect(question.payload.url).not.toContain('remote');
    expect(message.payload.url).not.toContain('Tuesday');
  });

  it('refuses push for a mail that is not a notification, and a change with neither channel, changing nothing', async () => {
    const me = await createMember(app);
    const before = await api.get('/user/notification-preferences', me.token);
    for (const preferences of [
      [{ kind: 'daily_digest', push: true }],
      [{ kind: 'exchange_request' }],
      [
        { kind: 'exchange_declined', push: true },
        { kind: 'exchange_request', push: 'yes' },
      ],
    ]) {
      const res = await api.put('/user/notification-preferences', { preferences }, me.token);
      expect(res.status).toBe(400);
    }
    expect((await api.get('/user/notification-preferences', me.token)).body).toEqual(before.body);
  });

  it('keeps a long message within the 4 KB push record: the text is cut as the notification shows it', async () => {
    const { coach, requester, service } = await pairWithDevices();
    const request = await api.post('/requests', { service_id: service.id, message: 'Hi' }, requester.token);
    await double.waitFor(1);
    double.clear();
    await api.post(`/requests/${request.body.id}/messages`, { body: 'é'.repeat(2000) }, requester.token);
    const [push] = await double.waitFor(1);
    expect(push.bodyBytes).toBeLessThanOrEqual(4096);
    expect((push.payload.body as string).length).toBeLessThanOrEqual(240);
    expect(coach.user.id).toBeTruthy();
  });

  it('forgets a device its push service answers 410 or 404 for, with its queued pushes', async () => {
    const coach = await createMember(app);
    const requester = await createMember(app);
    const service = await createService(app, coach.user.id);
    const gone = double.device(410);
    const unknown = double.device(404);
    const alive = double.device();
    for (const d of [gone, unknown, alive]) await api.post('/push/subscriptions', d.subscription, coach.token);
    await api.post('/requests', { service_id: service.id, message: 'Hi' }, requester.token);
    await double.waitFor(1);
    await app.services.pushOutbox.settled();
    expect(double.deliveries.map((d) => d.deviceId)).toEqual([alive.id]);
    const left = await api.get('/push/subscriptions', coach.token);
    expect(left.body.total).toBe(1);
    expect(await rowsOf(`SELECT count(*)::int AS n FROM push_outbox`)).toEqual([{ n: 1 }]);
  });

  it('writes no push for a change that rolled back, and one for the same change committed', async () => {
    const { coach } = await pairWithDevices();
    const notice = {
      userId: coach.user.id,
      type: 'exchange_request',
      params: { text: 'exchangeRequest', values: { requester: 'Rex', cost: 1, service: 'x' } },
    } as const;
    await expect(
      inTransaction(app.db, async (tx) => {
        await app.services.notifications.create(tx, notice);
        throw new Error('the change fails after its notification');
      }),
    ).rejects.toThrow('the change fails');
    expect(await rowsOf(`SELECT id FROM push_outbox`)).toEqual([]);
    const created = await inTransaction(app.db, (tx) => app.services.notifications.create(tx, notice));
    await app.services.notifications.published(created);
    const [push] = await double.waitFor(1);
    expect(push.payload).toMatchObject({ kind: 'exchange_request', title: 'New exchange request' });
  });
});

describe('delivery time', () => {
  it("reaches the coach's device after each of 20 requests (the time from the answer to the push is reported)", async () => {
    const coach = await createMember(app, { fullName: 'Cora Coach' });
    const phone = double.device();
    await api.post('/push/subscriptions', phone.subscription, coach.token);
    const times: number[] = [];
    for (let i = 0; i < 20; i++) {
      const requester = await createMember(app);
      const service = await createService(app, coach.user.id, { title: `Service ${i}` });
      const before = double.deliveries.length;
      // From the request's start: the commit is inside it, so this bounds commit-to-push from above.
      const started = performance.now();
      const sent = await api.post('/requests', { service_id: service.id, message: 'Hi' }, requester.token);
      const deliveries = await double.waitFor(before + 1);
      const push = deliveries[before];
      expect(push.payload.reference).toBe(sent.body.id);
      times.push(push.receivedAt - started);
    }
    times.sort((a, b) => a - b);
    const median = (times[9] + times[10]) / 2;
    // Reported, not asserted (a loaded machine must not fail the suite): docs/benchmarks.md.
    console.log(
      `push delivery from the request's start over 20 requests: median ${median.toFixed(1)} ms, max ${times[19].toFixed(1)} ms`,
    );
    expect(times).toHaveLength(20);
  });
});
