import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/harness.js';
import { readNotifications } from '../../../test/notifications.js';
import { availableAllWeek, balanceOf, createMember, createService, dayInZone } from '../../../test/factories.js';
import { ExchangeText as T } from './exchange.errors.js';

/**
 * A session that never happened must not be recorded as held, and notification texts give times
 * in the reader's own timezone (they wrote the other party's raw wall clock). Rules: docs/ledger.md "Lifecycles".
 *
 * The parties live in zones without daylight saving, so the expected clock times are fixed:
 * the coach in Tokyo (UTC+9), the student in São Paulo (UTC−3): 09:00 in Tokyo is 21:00 the day
 * before in São Paulo.
 */
const { app, api, gql } = useTestApp();

const TOKYO = 'Asia/Tokyo';
const SAO_PAULO = 'America/Sao_Paulo';
const notificationsOf = async (userId: string, type: string) =>
  (await readNotifications(app, `n.user_id = $1 AND n.type = $2`, [userId, type], 'message')).map(
    ({ title, message, reference }) => ({ title, message, reference }),
  );

/** "Mon 30 Nov" for a calendar day shifted by `days` (computed apart from the server's formatter). */
function dayLabel(day: string, days = 0): string {
  const d = new Date(Date.parse(`${day}T12:00:00Z`) + days * 86_400_000);
  const weekday = d.toLocaleDateString('en-GB', { weekday: 'short', timeZone: 'UTC' });
  const month = d.toLocaleDateString('en-GB', { month: 'short', timeZone: 'UTC' });
  const year = d.getUTCFullYear() === new Date().getUTCFullYear() ? '' : ` ${d.getUTCFullYear()}`;
  return `${weekday} ${d.getUTCDate()} ${month}${year}`;
}

async function acceptedExchange() {
  const coach = await createMember(app, { fullName: 'Cora Coach', timezone: TOKYO });
  const student = await createMember(app, { fullName: 'Sam Student', timezone: SAO_PAULO });
  await availableAllWeek(app, coach.user.id, [9, 15, 16]);
  const service = await createService(app, coach.user.id, { title: 'Brand Audit', energyCost: 1 });
  const { body: sent } = await api.post('/requests', { service_id: service.id }, student.token);
  await api.post('/requests/respond', { request_id: sent.id, action: 'accept' }, coach.token);
  const day = dayInZone(3, TOKYO);
  const propose = async (slot: string) =>
    (
      await api.post(
        '/sessions',
        { exchange_request_id: sent.id, proposed_date: day, proposed_time_slot: slot },
        student.token,
      )
    ).body as { id: string; status: string };
  const accept = (id: string) => api.post(`/sessions/${id}/respond`, { action: 'accept' }, coach.token);
  return { coach, student, requestId: sent.id as string, day, propose, accept };
}

describe('notification texts say the time in the reader’s own timezone', () => {
  it('a proposal tells the coach their time; the answer tells the student theirs', async () => {
    const { coach, student, day, propose, accept } = await acceptedExchange();
    const s = await propose('09:00');
    expect(await notificationsOf(coach.user.id, 'session_proposal')).toEqual([
      {
        title: 'New session proposed',
        message: `Sam Student proposed a session for Brand Audit on ${dayLabel(day)}, 09:00 (your time).`,
        reference: s.id,
      },
    ]);
    await accept(s.id);
    // 09:00 in Tokyo is 21:00 the evening before in São Paulo.
    expect(await notificationsOf(student.user.id, 'session_accepted')).toEqual([
      {
        title: 'Session accepted',
        message: `Cora Coach accepted the session for Brand Audit on ${dayLabel(day, -1)}, 21:00 (your time).`,
        reference: s.id,
      },
    ]);
    const declined = await propose('15:00');
    await api.post(`/sessions/${declined.id}/respond`, { action: 'reject' }, coach.token);
    expect((await notificationsOf(student.user.id, 'session_rejected'))[0].message).toBe(
      `Cora Coach declined the session for Brand Audit on ${dayLabel(day)}, 03:00 (your time).`,
    );
    // The live and listed notification is the same text (GraphQL reads the row).
    const listed = await gql(`{ recentNotifications { notifications { type message } } }`, {}, student.token);
    expect(listed.data?.recentNotifications.notifications.map((n: { message: string }) => n.message)).toContain(
      `Cora Coach accepted the session for Brand Audit on ${dayLabel(day, -1)}, 21:00 (your time).`,
    );
  });
});

describe('completing an exchange closes its other sessions as cancelled, never completed', () => {
  it('REST: completing the 09:00 session settles the request; the accepted 15:00 one and a pending proposal are cancelled, both parties told', async () => {
    const { coach, student, requestId, day, propose, accept } = await acceptedExchange();
    const nine = await propose('09:00');
    const three = await propose('15:00');
    await accept(nine.id);
    await accept(three.id);
    const pending = await propose('16:00');

    const done = await api.post(`/sessions/${nine.id}/complete`, {}, student.token);
    expect(done.status).toBe(200);
    expect(done.body.status).toBe('completed');

    const statuses = Object.fromEntries(
      (await api.get('/sessions', coach.token)).body.map((s: { id: string; status: string }) => [s.id, s.status]),
    );
    expect(statuses).toEqual({ [nine.id]: 'completed', [three.id]: 'cancelled', [pending.id]: 'cancelled' });
    expect((await api.get('/requests/sent', student.token)).body[0]).toMatchObject({
      id: requestId,
      status: 'completed',
    });
    expect(await app.db.query(`SELECT count(*)::int AS n FROM ledger_entries WHERE kind = 'settlement'`)).toEqual([
      { n: 1 },
    ]);
    expect(await balanceOf(app, coach.user.id)).toBe(2);

    // Both parties hear of each cancelled session, in their own time.
    expect(await notificationsOf(coach.user.id, 'session_cancelled')).toEqual([
      {
        title: 'Session cancelled',
        message: `The session for Brand Audit on ${dayLabel(day)}, 15:00 (your time) is cancelled: the exchange was completed without it.`,
        reference: three.id,
      },
      {
        title: 'Session cancelled',
        message: `The session for Brand Audit on ${dayLabel(day)}, 16:00 (your time) is cancelled: the exchange was completed without it.`,
        reference: pending.id,
      },
    ]);
    expect(
      (await notificationsOf(student.user.id, 'session_cancelled')).map((n: { message: string }) => n.message),
    ).toEqual([
      `The session for Brand Audit on ${dayLabel(day)}, 03:00 (your time) is cancelled: the exchange was completed without it.`,
      `The session for Brand Audit on ${dayLabel(day)}, 04:00 (your time) is cancelled: the exchange was completed without it.`,
    ]);

    // A cancelled session cannot be completed afterwards; completing the held one again changes nothing.
    const late = await api.post(`/sessions/${three.id}/complete`, {}, coach.token);
    expect(late.status).toBe(409);
    expect(late.body.detail).toBe(T.sessionCancelled);
    expect((await api.post(`/sessions/${nine.id}/complete`, {}, coach.token)).body.status).toBe('completed');
    expect(await balanceOf(app, coach.user.id)).toBe(2);
    expect((await app.services.ledger.check(app.db.manager)).problems).toEqual([]);
  });

  it('REST: completing from the request card holds an accepted session whose time has come and cancels the ones ahead', async () => {
    const { coach, student, requestId, propose, accept } = await acceptedExchange();
    const earlier = await propose('09:00');
    const later = await propose('15:00');
    await accept(earlier.id);
    await accept(later.id);
    // The 09:00 session took place yesterday (its start moved into the past).
    await app.db.query(`UPDATE sessions SET starts_at = now() - interval '1 day' WHERE id = $1`, [earlier.id]);

    expect((await api.post(`/requests/${requestId}/complete`, {}, coach.token)).body.status).toBe('completed');
    const statuses = Object.fromEntries(
      (await api.get('/sessions', student.token)).body.map((s: { id: string; status: string }) => [s.id, s.status]),
    );
    expect(statuses).toEqual({ [earlier.id]: 'completed', [later.id]: 'cancelled' });
    expect((await notificationsOf(student.user.id, 'session_cancelled')).map((n) => n.reference)).toEqual([later.id]);
    expect((await notificationsOf(coach.user.id, 'session_cancelled')).map((n) => n.reference)).toEqual([later.id]);
  });

  it('GraphQL shows the cancelled state and refuses to complete it with CONFLICT', async () => {
    const { coach, student, propose, accept } = await acceptedExchange();
    const nine = await propose('09:00');
    const three = await propose('15:00');
    await accept(nine.id);
    await accept(three.id);
    const done = await gql(
      `mutation($id: ID!) { completeSession(sessionId: $id) { id status } }`,
      { id: nine.id },
      coach.token,
    );
    expect(done.data?.completeSession).toEqual({ id: nine.id, status: 'COMPLETED' });
    const mine = await gql(`{ mySessions { id status } }`, {}, student.token);
    expect(
      Object.fromEntries(mine.data.mySessions.map((s: { id: string; status: string }) => [s.id, s.status])),
    ).toEqual({ [nine.id]: 'COMPLETED', [three.id]: 'CANCELLED' });
    const late = await gql(
      `mutation($id: ID!) { completeSession(sessionId: $id) { status } }`,
      { id: three.id },
      student.token,
    );
    expect(late.errors?.[0]).toMatchObject({ message: T.sessionCancelled, extensions: { code: 'CONFLICT' } });
    const kinds = await gql(`{ recentNotifications { notifications { type title } } }`, {}, coach.token);
    expect(kinds.data.recentNotifications.notifications).toContainEqual({
      type: 'SESSION_CANCELLED',
      title: 'Session cancelled',
    });
  });
});
