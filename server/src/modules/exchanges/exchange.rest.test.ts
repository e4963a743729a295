import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/harness.js';
import { readNotifications } from '../../../test/notifications.js';
import {
  availableAllWeek,
  balanceOf,
  createMember,
  createService,
  dayInZone,
  grantEp,
  makePremium,
} from '../../../test/factories.js';

const { app, api, gql } = useTestApp();

const ledgerOk = async () => expect((await app.services.ledger.check(app.db.manager)).problems).toEqual([]);
const notificationsOf = async (userId: string) =>
  (await readNotifications(app, `n.user_id = $1`, [userId])).map(({ type, title, message }) => ({
    type,
    title,
    message,
  }));

async function pair(cost = 1) {
  const coach = await createMember(app, { fullName: 'Cora Coach', timezone: 'Europe/Paris' });
  const student = await createMember(app, { fullName: 'Sam Student', timezone: 'America/New_York' });
  const service = await createService(app, coach.user.id, { title: 'Brand Audit', energyCost: cost });
  return { coach, student, service };
}

describe('POST /api/requests', () => {
  it('holds the cost in escrow for a free member, with the default message, and notifies the coach', async () => {
    const { coach, student, service } = await pair(1);
    const res = await api.post('/requests', { service_id: service.id, message: '' }, student.token);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      status: 'pending',
      energy_cost: 1,
      held: true,
      my_role: 'requester',
      coach_id: coach.user.id,
      message: "Hi! I'd like to exchange 1 EP for your Brand Audit service.",
      other_party: { full_name: 'Cora Coach', email: null },
    });
    expect(await balanceOf(app, student.user.id)).toBe(0);
    expect((await api.get('/dashboard', student.token)).body.user).toMatchObject({
      energy_points: 0,
      energy_on_hold: 1,
    });
    expect(await notificationsOf(coach.user.id)).toEqual([
      {
        type: 'exchange_request',
        title: 'New exchange request',
        message: 'Sam Student wants to exchange 1 EP for your Brand Audit service.',
      },
    ]);
    await ledgerOk();
  });

  it("refuses a member without enough EP with the product's text, and holds nothing", async () => {
    const { student, service } = await pair(3);
    const res = await api.post('/requests', { service_id: service.id, message: 'Hello' }, student.token);
    expect(res.status).toBe(400);
    expect(res.body.detail).toBe("You don't have enough Energy Points for this exchange!");
    expect(await app.db.query(`SELECT count(*)::int AS n FROM exchange_requests`)).toEqual([{ n: 0 }]);
    expect(await balanceOf(app, student.user.id)).toBe(1);
  });

  it('never debits a premium member', async () => {
    const { student, service } = await pair(20);
    await makePremium(app, student.user.id);
    const res = await api.post('/requests', { service_id: service.id }, student.token);
    expect(res.status).toBe(201);
    expect(res.body.held).toBe(false);
    expect(await balanceOf(app, student.user.id)).toBe(1);
    await ledgerOk();
  });

  it('refuses one’s own service (403), an unknown or archived one (404), and bad payloads (400)', async () => {
    const { coach, student, service } = await pair();
    expect((await api.post('/requests', { service_id: service.id }, coach.token)).body.detail).toBe(
      'You cannot request your own service',
    );
    expect(
      (await api.post('/requests', { service_id: '00000000-0000-4000-8000-000000000000' }, student.token)).status,
    ).toBe(404);
    expect((await api.post('/requests', {}, student.token)).body.detail).toBe('service_id is required');
    expect(
      (await api.post('/requests', { service_id: service.id, message: 'x'.repeat(2001) }, student.token)).status,
    ).toBe(400);
    await app.db.query(`UPDATE services SET archived_at = now()`);
    expect((await api.post('/requests', { service_id: service.id }, student.token)).status).toBe(404);
  });

  it('treats a retried send with the same Idempotency-Key as the same request', async () => {
    const { student, service } = await pair(1);
    await grantEp(app, student.user.id, 5);
    const send = () =>
      api.call('POST', '/requests', {
        token: student.token,
        body: { service_id: service.id },
        headers: { 'idempotency-key': 'abc-123' },
      });
    const first = await send();
    const second = await send();
    expect(second.body.id).toBe(first.body.id);
    expect(await balanceOf(app, student.user.id)).toBe(5);
  });
});

describe('responding, cancelling, expiring', () => {
  it('the coach accepts with a date about 7 days ahead; the contact becomes visible', async () => {
    const { coach, student, service } = await pair();
    await availableAllWeek(app, coach.user.id);
    const { body: sent } = await api.post('/requests', { service_id: service.id }, student.token);
    const received = await api.get('/requests/received', coach.token);
    expect(received.body[0].other_party).toMatchObject({
      full_name: 'Sam Student',
      email: null,
      has_availability: false,
    });
    const res = await api.post('/requests/respond', { request_id: sent.id, action: 'accept' }, coach.token);
    expect(res.body.status).toBe('accepted');
    const days = (Date.parse(res.body.session_date) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.9);
    expect(days).toBeLessThan(7.1);
    const mine = (await api.get('/requests/sent', student.token)).body[0];
    expect(mine.other_party).toMatchObject({ email: coach.user.email, has_availability: true });
    expect(mine.can_complete).toBe(true);
    expect((await notificationsOf(student.user.id))[0]).toMatchObject({ type: 'exchange_accepted' });
  });

  it('a decline releases the hold exactly once', async () => {
    const { coach, student, service } = await pair();
    const { body: sent } = await api.post('/requests', { service_id: service.id }, student.token);
    await Promise.all([
      api.post('/requests/respond', { request_id: sent.id, action: 'decline' }, coach.token),
      api.post('/requests/respond', { request_id: sent.id, action: 'decline' }, coach.token),
    ]);
    expect(await balanceOf(app, student.user.id)).toBe(1);
    expect((await api.get('/requests/sent', student.token)).body[0]).toMatchObject({
      status: 'declined',
      session_date: null,
    });
    expect((await notificationsOf(student.user.id))[0]).toMatchObject({ type: 'exchange_declined' });
    await ledgerOk();
  });

  it('the requester cancels while pending; the hold comes back', async () => {
    const { coach, student, service } = await pair();
    const { body: sent } = await api.post('/requests', { service_id: service.id }, student.token);
    expect((await api.post(`/requests/${sent.id}/cancel`, {}, coach.token)).body.detail).toBe(
      'Only the requester can cancel this request',
    );
    const res = await api.post(`/requests/${sent.id}/cancel`, {}, student.token);
    expect(res.body.status).toBe('cancelled');
    expect(await balanceOf(app, student.user.id)).toBe(1);
    await ledgerOk();
  });

  it('expires pending requests after 14 days, releasing holds and telling both', async () => {
    const { coach, student, service } = await pair();
    const { body: sent } = await api.post('/requests', { service_id: service.id }, student.token);
    expect(Date.parse(sent.expires_at) - Date.parse(sent.requested_at)).toBe(14 * 86_400_000);
    expect(await app.services.exchanges.expireDue()).toBe(0);
    await app.db.query(`UPDATE exchange_requests SET expires_at = now() - interval '1 second'`);
    expect(await app.services.exchanges.expireDue()).toBe(1);
    expect(await app.services.exchanges.expireDue()).toBe(0);
    expect((await api.get('/requests/sent', student.token)).body[0].status).toBe('expired');
    expect(await balanceOf(app, student.user.id)).toBe(1);
    expect((await notificationsOf(student.user.id)).map((n: { type: string }) => n.type)).toEqual(['exchange_expired']);
    expect((await notificationsOf(coach.user.id)).map((n: { type: string }) => n.type)).toEqual([
      'exchange_request',
      'exchange_expired',
    ]);
    await ledgerOk();
  });

  it('refuses bad respond payloads', async () => {
    const { coach, student, service } = await pair();
    const { body: sent } = await api.post('/requests', { service_id: service.id }, student.token);
    expect(
      (await api.post('/requests/respond', { request_id: sent.id, action: 'maybe' }, coach.token)).body.detail,
    ).toBe('action must be accept or decline');
    expect(
      (
        await api.post(
          '/requests/respond',
          { request_id: sent.id, action: 'accept', session_date: 'soon' },
          coach.token,
        )
      ).body.detail,
    ).toBe('session_date must be an ISO date-time');
    expect(
      (
        await api.post(
          '/requests/respond',
          { request_id: sent.id, action: 'accept', session_date: '2001-01-01T10:00:00Z' },
          coach.token,
        )
      ).body.detail,
    ).toBe('The session date must be in the future');
  });
});

describe('completing and reviewing', () => {
  it('either party completes; the coach is paid once; both may write one testimonial (+1 EP each)', async () => {
    const { coach, student, service } = await pair(1);
    const { body: sent } = await api.post('/requests', { service_id: service.id }, student.token);
    expect((await api.post(`/requests/${sent.id}/complete`, {}, student.token)).body.detail).toBe(
      'Only an accepted request can be completed',
    );
    await api.post('/requests/respond', { request_id: sent.id, action: 'accept' }, coach.token);
    expect((await api.get(`/requests/${sent.id}/can-testimonial`, student.token)).body).toEqual({ can_create: false });

    const done = await api.post(`/requests/${sent.id}/complete`, {}, student.token);
    expect(done.body.status).toBe('completed');
    expect((await api.post(`/requests/${sent.id}/complete`, {}, coach.token)).body.status).toBe('completed');
    expect(await balanceOf(app, coach.user.id)).toBe(2);
    expect(await balanceOf(app, student.user.id)).toBe(0);

    expect((await api.get(`/requests/${sent.id}/can-testimonial`, student.token)).body).toEqual({ can_create: true });
    const t = await api.post(
      '/testimonials',
      { exchange_request_id: sent.id, content: 'Great audit!', is_public: true },
      student.token,
    );
    expect(t.status).toBe(201);
    expect(t.body).toMatchObject({
      testimonial: { rating: 5, content: 'Great audit!', exchange_request_id: sent.id },
      reviewer: { full_name: 'Sam Student' },
      reviewee: { full_name: 'Cora Coach' },
      service: { title: 'Brand Audit' },
      reviewee_id: coach.user.id,
      is_public: true,
      reviewer_name: 'Sam Student',
      service_title: 'Brand Audit',
    });
    expect(await balanceOf(app, student.user.id)).toBe(1);
    const again = await api.post('/testimonials', { exchange_request_id: sent.id, content: 'Again' }, student.token);
    expect(again.status).toBe(409);
    expect(again.body.detail).toBe('You have already written a testimonial for this exchange');
    expect((await api.get(`/requests/${sent.id}/can-testimonial`, student.token)).body).toEqual({ can_create: false });

    await api.post(
      '/testimonials',
      { exchange_request_id: sent.id, content: 'Lovely student', rating: 4, is_public: false },
      coach.token,
    );
    expect(await balanceOf(app, coach.user.id)).toBe(3);
    expect(
      (await api.get('/testimonials/received', coach.token)).body.map((x: { content: string }) => x.content),
    ).toEqual(['Great audit!']);
    expect((await api.get('/testimonials/given', coach.token)).body.map((x: { rating: number }) => x.rating)).toEqual([
      4,
    ]);
    expect((await notificationsOf(coach.user.id)).map((n: { type: string }) => n.type)).toContain(
      'testimonial_received',
    );
    await ledgerOk();
  });

  it('pays a coach for a premium member from issuance', async () => {
    const { coach, student, service } = await pair(7);
    await makePremium(app, student.user.id);
    const { body: sent } = await api.post('/requests', { service_id: service.id }, student.token);
    await api.post('/requests/respond', { request_id: sent.id, action: 'accept' }, coach.token);
    await api.post(`/requests/${sent.id}/complete`, {}, coach.token);
    expect(await balanceOf(app, coach.user.id)).toBe(8);
    expect(await balanceOf(app, student.user.id)).toBe(1);
    await ledgerOk();
  });

  it.each([
    [{ content: '' }, 'Content is required'],
    [{ content: 'ok', rating: 0 }, 'Rating must be a whole number from 1 to 5'],
    [{ content: 'ok', rating: 6 }, 'Rating must be a whole number from 1 to 5'],
    [{ content: 'ok', rating: 4.5 }, 'Rating must be a whole number from 1 to 5'],
    [{ content: 'ok', is_public: 'yes' }, 'is_public must be true or false'],
  ])('refuses testimonial payload #%#', async (payload, detail) => {
    const { student } = await pair();
    const res = await api.post(
      '/testimonials',
      { exchange_request_id: '00000000-0000-4000-8000-000000000000', ...payload },
      student.token,
    );
    expect(res.status).toBe(400);
    expect(res.body.detail).toBe(detail);
  });
});

describe('sessions', () => {
  async function acceptedRequest() {
    const p = await pair(1);
    await availableAllWeek(app, p.coach.user.id, [9, 10]);
    const { body: sent } = await api.post('/requests', { service_id: p.service.id }, p.student.token);
    await api.post('/requests/respond', { request_id: sent.id, action: 'accept' }, p.coach.token);
    return { ...p, requestId: sent.id as string };
  }

  it("is proposed in the other party's slot, in their timezone, accepted by them, and completes the exchange once", async () => {
    const { coach, student, requestId } = await acceptedRequest();
    const date = dayInZone(3, 'Europe/Paris');
    const res = await api.post(
      '/sessions',
      {
        exchange_request_id: requestId,
        proposed_date: date,
        proposed_time_slot: '09:00',
        notes: 'Zoom link to follow',
      },
      student.token,
    );
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      status: 'pending',
      proposed_date: date,
      proposed_time_slot: '09:00',
      timezone: 'Europe/Paris',
      role: 'Student',
      other_user: { full_name: 'Cora Coach' },
      service: { title: 'Brand Audit' },
      awaiting_my_response: false,
    });
    // 09:00 in Paris is 08:00 or 07:00 UTC depending on the season.
    expect(['07', '08']).toContain(new Date(res.body.starts_at).toISOString().slice(11, 13));
    const coachView = (await api.get('/sessions', coach.token)).body[0];
    expect(coachView).toMatchObject({
      role: 'Coach',
      awaiting_my_response: true,
      other_user: { full_name: 'Sam Student' },
    });

    expect((await api.post(`/sessions/${res.body.id}/respond`, { action: 'accept' }, student.token)).body.detail).toBe(
      'Only the other party can accept or reject this session',
    );
    const accepted = await api.post(`/sessions/${res.body.id}/respond`, { action: 'accept' }, coach.token);
    expect(accepted.body.status).toBe('accepted');
    const request = (await api.get('/requests/sent', student.token)).body[0];
    expect(request.session_date).toBe(new Date(res.body.starts_at).toISOString());

    expect((await api.post(`/sessions/${res.body.id}/complete`, {}, coach.token)).body.status).toBe('completed');
    expect((await api.post(`/sessions/${res.body.id}/complete`, {}, student.token)).body.status).toBe('completed');
    expect((await api.get('/sessions', student.token)).body[0].status).toBe('completed');
    expect((await api.get('/requests/sent', student.token)).body[0].status).toBe('completed');
    expect(await balanceOf(app, coach.user.id)).toBe(2);
    expect((await notificationsOf(coach.user.id)).map((n: { type: string }) => n.type)).toEqual([
      'exchange_request',
      'session_proposal',
    ]);
    expect((await notificationsOf(student.user.id)).map((n: { type: string }) => n.type)).toEqual([
      'exchange_accepted',
      'session_accepted',
      'exchange_completed',
    ]);
    await ledgerOk();
  });

  it.each([
    [
      'a slot outside their availability',
      { proposed_time_slot: '11:00' },
      'This time slot is not in their availability',
    ],
    ['a date in the past', { proposed_date: dayInZone(-2, 'Europe/Paris') }, 'The date cannot be before today'],
    [
      'an hour outside 07–19',
      { proposed_time_slot: '20:00' },
      'proposed_time_slot must be an hourly slot from 07:00 to 19:00',
    ],
    ['a malformed date', { proposed_date: '12/01/2026' }, 'proposed_date must be a date such as 2026-12-01'],
    ['no date', { proposed_date: undefined }, 'Date and time are required'],
  ])('refuses %s', async (_name, over, detail) => {
    const { student, requestId } = await acceptedRequest();
    const res = await api.post(
      '/sessions',
      {
        exchange_request_id: requestId,
        proposed_date: dayInZone(3, 'Europe/Paris'),
        proposed_time_slot: '10:00',
        ...over,
      },
      student.token,
    );
    expect(res.status).toBe(400);
    expect(res.body.detail).toBe(detail);
  });

  it('closes the sessions of an exchange completed from its request card: ones still ahead did not take place', async () => {
    const { coach, student, requestId } = await acceptedRequest();
    const s1 = (
      await api.post(
        '/sessions',
        { exchange_request_id: requestId, proposed_date: dayInZone(3, 'Europe/Paris'), proposed_time_slot: '09:00' },
        student.token,
      )
    ).body;
    await api.post(`/sessions/${s1.id}/respond`, { action: 'accept' }, coach.token);
    const s2 = (
      await api.post(
        '/sessions',
        { exchange_request_id: requestId, proposed_date: dayInZone(4, 'Europe/Paris'), proposed_time_slot: '10:00' },
        student.token,
      )
    ).body;
    await api.post(`/requests/${requestId}/complete`, {}, coach.token);
    const statuses = Object.fromEntries(
      (await api.get('/sessions', student.token)).body.map((s: { id: string; status: string }) => [s.id, s.status]),
    );
    expect(statuses).toEqual({ [s1.id]: 'cancelled', [s2.id]: 'cancelled' });
    await ledgerOk();
  });

  it('never lets a member hold two accepted sessions in one slot', async () => {
    const { coach, student, requestId } = await acceptedRequest();
    const other = await createMember(app);
    const service2 = await createService(app, coach.user.id, { title: 'Second' });
    const { body: r2 } = await api.post('/requests', { service_id: service2.id }, other.token);
    await api.post('/requests/respond', { request_id: r2.id, action: 'accept' }, coach.token);
    const date = dayInZone(4, 'Europe/Paris');
    const s1 = (
      await api.post(
        '/sessions',
        { exchange_request_id: requestId, proposed_date: date, proposed_time_slot: '10:00' },
        student.token,
      )
    ).body;
    const s2 = (
      await api.post(
        '/sessions',
        { exchange_request_id: r2.id, proposed_date: date, proposed_time_slot: '10:00' },
        other.token,
      )
    ).body;
    expect((await api.post(`/sessions/${s1.id}/respond`, { action: 'accept' }, coach.token)).status).toBe(200);
    const clash = await api.post(`/sessions/${s2.id}/respond`, { action: 'accept' }, coach.token);
    expect(clash.status).toBe(409);
    expect(clash.body.detail).toBe('One of you already has a session at that time');
  });
});

describe('achievements and level', () => {
  it('appear on the dashboard with dates as they are earned', async () => {
    const { coach, student, service } = await pair(1);
    let dash = (await api.get('/dashboard', coach.token)).body;
    expect(dash.level).toMatchObject({ level: 1, name: 'Newcomer' });
    expect(dash.achievements.find((a: { key: string }) => a.key === 'first_service')).toMatchObject({
      earned: true,
      earned_at: expect.any(String),
    });
    expect(dash.achievements.find((a: { key: string }) => a.key === 'first_exchange').earned).toBe(false);
    const { body: sent } = await api.post('/requests', { service_id: service.id }, student.token);
    await api.post('/requests/respond', { request_id: sent.id, action: 'accept' }, coach.token);
    await api.post(`/requests/${sent.id}/complete`, {}, coach.token);
    await api.post('/testimonials', { exchange_request_id: sent.id, content: 'Thanks!' }, coach.token);
    dash = (await api.get('/dashboard', coach.token)).body;
    expect(
      dash.achievements
        .filter((a: { earned: boolean }) => a.earned)
        .map((a: { key: string }) => a.key)
        .sort(),
    ).toEqual(['first_exchange', 'first_service', 'first_testimonial']);
    expect(dash.level).toMatchObject({ level: 2, name: 'Explorer', xp: 30, next_level_name: 'Contributor' });
  });

  it('are worded in the member’s language, on both transports', async () => {
    const { coach } = await pair(1);
    expect((await api.put('/user/profile', { locale: 'de' }, coach.token)).status).toBe(200);
    const dash = (await api.get('/dashboard', coach.token)).body;
    expect(dash.level).toMatchObject({ level: 1, name: 'Neuling', next_level_name: 'Entdecker' });
    expect(dash.achievements.find((a: { key: string }) => a.key === 'first_service')).toMatchObject({
      title: 'Geöffnet',
      earned: true,
    });
    const { data } = await gql(
      `{ me { level { name nextLevelName } achievements { key title description } } }`,
      {},
      coach.token,
    );
    expect(data.me.level).toEqual({ name: 'Neuling', nextLevelName: 'Entdecker' });
    expect(data.me.achievements.find((a: { key: string }) => a.key === 'first_service').title).toBe('Geöffnet');
    // English stays the product's own words.
    expect((await api.put('/user/profile', { locale: 'en' }, coach.token)).status).toBe(200);
    const english = (await api.get('/dashboard', coach.token)).body;
    expect(english.level.name).toBe('Newcomer');
    expect(english.achievements.find((a: { key: string }) => a.key === 'first_service')).toMatchObject({
      title: 'Open for Business',
      description: 'Published your first service',
    });
  });
});
