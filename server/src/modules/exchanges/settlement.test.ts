import { describe, expect, it } from 'vitest';
import { Topic } from '../../common/events/event-bus.js';
import { useTestApp } from '../../../test/harness.js';
import { balanceOf, createMember, createOffer, grantEp } from '../../../test/factories.js';

/**
 * Completions from the request card take one round trip (complete_exchange); completions with
 * open sessions take the general path. Both must write the same ledger entry and notification.
 */
const { app, api } = useTestApp();

async function acceptedRequest(coach: { user: { id: string }; token: string }, member: { token: string }, energyCost = 2) {
  const offer = await createOffer(app, coach.user.id, { energyCost });
  const { body } = await api.post('/requests', { service_id: offer.id }, member.token);
  await api.post('/requests/respond', { request_id: body.id, action: 'accept' }, coach.token);
  return body.id as string;
}

const settlementOf = async (requestId: string) =>
  (
    await app.db.query(
      `SELECT d.kind AS debit, c.user_id AS credited, e.amount, e.kind, e.reference, e.idempotency_key, e.memo
         FROM ledger_entries e JOIN ledger_accounts d ON d.id = e.debit_account_id JOIN ledger_accounts c ON c.id = e.credit_account_id
        WHERE e.reference = $1 AND e.kind = 'settlement'`,
      [requestId],
    )
  ).map((row: Record<string, unknown>) => ({ ...row, reference: row.reference === requestId ? 'REQUEST' : row.reference, idempotency_key: String(row.idempotency_key).replace(requestId, 'REQUEST') }));

describe('settlements in one round trip', () => {
  it('writes the same entry and notification as the general path, and publishes the event after commit', async () => {
    const coach = await createMember(app);
    const member = await createMember(app);
    await grantEp(app, member.user.id, 9);
    const fast = await acceptedRequest(coach, member);
    const general = await acceptedRequest(coach, member);
    // An open session sends the second completion through the general path (it closes the session).
    await app.db.query(
      `INSERT INTO sessions (exchange_request_id, coach_id, student_id, proposer_id, starts_at, proposed_date, proposed_time_slot)
       SELECT id, coach_id, requester_id, coach_id, date_trunc('hour', now()) + interval '2 days', (now() + interval '2 days')::date,
              to_char(now(), 'HH24') || ':00' FROM exchange_requests WHERE id = $1`,
      [general],
    );

    const events = app.services.bus.pubSub.subscribe(Topic.MemberNotifications, member.user.id)[Symbol.asyncIterator]();
    const next = events.next();
    const res = await api.post(`/requests/${fast}/complete`, {}, coach.token);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: fast, status: 'completed', can_complete: false });
    const event = (await next).value as { kind: string; notification: { type: string; message: string; reference: string }; unreadCount: number };
    expect(event).toMatchObject({ kind: 'CREATED', notification: { type: 'exchange_completed', reference: fast } });
    const [{ n: unread }] = await app.db.query(`SELECT count(*)::int AS n FROM notifications WHERE user_id = $1 AND NOT read`, [member.user.id]);
    expect(event.unreadCount).toBe(unread);
    await events.return?.();

    expect((await api.post(`/requests/${general}/complete`, {}, member.token)).status).toBe(200);
    const [fastEntry] = await settlementOf(fast);
    expect(fastEntry).toEqual({ debit: 'escrow', credited: coach.user.id, amount: 2, kind: 'settlement', reference: 'REQUEST', idempotency_key: 'settle:REQUEST', memo: null });
    expect(await settlementOf(general)).toEqual([fastEntry]);
    const notes = await app.db.query(`SELECT user_id, title, message FROM notifications WHERE type = 'exchange_completed' ORDER BY created_at`);
    expect(notes.map((n: { message: string }) => n.message.replace(/Service \d+/, 'S'))).toEqual([
      'The exchange for S is complete. Write a testimonial to earn +1 EP!',
      'The exchange for S is complete. Write a testimonial to earn +1 EP!',
    ]);
    expect(notes.map((n: { user_id: string }) => n.user_id)).toEqual([member.user.id, coach.user.id]);
    expect((await app.db.query(`SELECT status FROM sessions`))[0].status).toBe('cancelled');
  });

  it('settles 24 requests completed at once by both parties: each once, each notified, the ledger whole', async () => {
    const coach = await createMember(app);
    const member = await createMember(app);
    await grantEp(app, member.user.id, 30);
    const ids = [];
    for (let i = 0; i < 12; i++) ids.push(await acceptedRequest(coach, member, 1));
    const results = await Promise.all(ids.flatMap((id) => [api.post(`/requests/${id}/complete`, {}, coach.token), api.post(`/requests/${id}/complete`, {}, member.token)]));
    expect(results.every((r) => r.status === 200 && r.body.status === 'completed')).toBe(true);
    const [{ entries, notes }] = await app.db.query(
      `SELECT (SELECT count(*)::int FROM ledger_entries WHERE kind = 'settlement') AS entries,
              (SELECT count(*)::int FROM notifications WHERE type = 'exchange_completed') AS notes`,
    );
    expect([entries, notes]).toEqual([12, 12]);
    expect(await balanceOf(app, coach.user.id)).toBe(13);
    expect((await app.services.ledger.check(app.db.manager)).problems).toEqual([]);
    // Refusals stay the general path's: not a party, unknown request.
    const stranger = await createMember(app);
    expect((await api.post(`/requests/${ids[0]}/complete`, {}, stranger.token)).status).toBe(403);
    expect((await api.post(`/requests/00000000-0000-4000-8000-000000000000/complete`, {}, coach.token)).status).toBe(404);
  });
});
