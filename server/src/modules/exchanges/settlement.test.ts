import { describe, expect, it } from 'vitest';
import { Topic } from '../../common/events/event-bus.js';
import { useTestApp } from '../../../test/harness.js';
import { readNotifications } from '../../../test/notifications.js';
import { balanceOf, createMember, createService, grantEp } from '../../../test/factories.js';
import { countQueries } from '../../../test/query-counter.js';
import { NOTIFICATION_EVENTS, subscribe } from '../../../test/ws-client.js';

/**
 * Completions from the request card take one round trip (complete_exchange); completions with
 * open sessions take the general path, a transaction around the same settlement function
 * (settle_exchange). Both must write the same ledger entry, notification and live event.
 */
const { app, api } = useTestApp();

async function acceptedRequest(
  coach: { user: { id: string }; token: string },
  member: { token: string },
  energyCost = 2,
) {
  const service = await createService(app, coach.user.id, { energyCost });
  const { body } = await api.post('/requests', { service_id: service.id }, member.token);
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
  ).map((row: Record<string, unknown>) => ({
    ...row,
    reference: row.reference === requestId ? 'REQUEST' : row.reference,
    idempotency_key: String(row.idempotency_key).replace(requestId, 'REQUEST'),
  }));

/** A session proposed two days ahead: an open session sends the completion through the general path (it closes the session). */
const proposeSessionOn = (requestId: string) =>
  app.db.query(
    `INSERT INTO sessions (exchange_request_id, coach_id, student_id, proposer_id, starts_at, proposed_date, proposed_time_slot)
     SELECT id, coach_id, requester_id, coach_id, date_trunc('hour', now()) + interval '2 days', (now() + interval '2 days')::date,
            to_char(now(), 'HH24') || ':00' FROM exchange_requests WHERE id = $1`,
    [requestId],
  );

/**
 * Two accepted requests between the same parties: `fast` settles in one statement, `general` has an
 * open session and goes through the general path; `events` listens to the requester's notifications.
 */
async function fastAndGeneral() {
  const coach = await createMember(app);
  const member = await createMember(app);
  await grantEp(app, member.user.id, 9);
  const fast = await acceptedRequest(coach, member);
  const general = await acceptedRequest(coach, member);
  await proposeSessionOn(general);
  const events = app.services.bus.pubSub.subscribe(Topic.MemberNotifications, member.user.id)[Symbol.asyncIterator]();
  return { coach, member, fast, general, events };
}

/**
 * The mail worker polls the outbox on its own schedule, and sends what it claimed: its statements
 * (the claim, and marking a mail sent, which once landed inside the counted call) are not the request's.
 */
const withoutOutboxSweeps = (statements: string[]) =>
  statements.filter(
    (s) => !/^\s*(WITH due AS \(\s*SELECT id FROM mail_outbox|UPDATE mail_outbox SET status = 'sent')/.test(s),
  );

type Card = { id: string; status: string; completed_at: string | null };

describe('settlements in one round trip', () => {
  it('reaches a GraphQL subscriber in the enum names, though complete_exchange writes the notification in SQL', async () => {
    const { coach, member, fast } = await fastAndGeneral();
    const live = subscribe(app.url, member.token, NOTIFICATION_EVENTS);
    await live.ready;
    try {
      expect((await api.post(`/requests/${fast}/complete`, {}, coach.token)).status).toBe(200);
      // The acceptances' events may still be on their way: read on until the completion's.
      type Received = { data?: { notificationEvents: { kind: string; notification: { type: string } | null } } };
      const completed = (received: Received[]) =>
        received.find((e) => e.data?.notificationEvents.notification?.type === 'EXCHANGE_COMPLETED');
      let count = 1;
      while (!completed(await live.waitFor(count))) count += 1;
      expect(live.received.filter((e: Received) => !e.data)).toEqual([]);
      expect(completed(live.received)!.data!.notificationEvents).toMatchObject({
        kind: 'CREATED',
        notification: { type: 'EXCHANGE_COMPLETED', title: expect.any(String), read: false },
      });
    } finally {
      await live.close();
    }
  });

  it('writes the same entry and notification as the general path, and publishes the event after commit', async () => {
    const { coach, member, fast, general, events } = await fastAndGeneral();
    type Event = {
      kind: string;
      notification: { type: string; message: string; reference: string };
      unreadCount: number;
    };
    const next = events.next();
    const res = await api.post(`/requests/${fast}/complete`, {}, coach.token);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: fast, status: 'completed', can_complete: false });
    // The acceptances' events may still be on their way (after their commits, over the bus): read on
    // until the completion's.
    let event = (await next).value as Event;
    while (event.notification?.type === 'exchange_accepted') event = (await events.next()).value as Event;
    expect(event).toMatchObject({ kind: 'CREATED', notification: { type: 'exchange_completed', reference: fast } });
    const [{ n: unread }] = await app.db.query(
      `SELECT count(*)::int AS n FROM notifications WHERE user_id = $1 AND NOT read`,
      [member.user.id],
    );
    expect(event.unreadCount).toBe(unread);
    await events.return?.();

    expect((await api.post(`/requests/${general}/complete`, {}, member.token)).status).toBe(200);
    const [fastEntry] = await settlementOf(fast);
    expect(fastEntry).toEqual({
      debit: 'escrow',
      credited: coach.user.id,
      amount: 2,
      kind: 'settlement',
      reference: 'REQUEST',
      idempotency_key: 'settle:REQUEST',
      memo: null,
    });
    expect(await settlementOf(general)).toEqual([fastEntry]);
    const notes = await readNotifications(app, `n.type = 'exchange_completed'`);
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
    const results = await Promise.all(
      ids.flatMap((id) => [
        api.post(`/requests/${id}/complete`, {}, coach.token),
        api.post(`/requests/${id}/complete`, {}, member.token),
      ]),
    );
    expect(results.every((r) => r.status === 200 && r.body.status === 'completed')).toBe(true);
    const [{ entries, notes }] = await app.db.query(
      `SELECT (SELECT count(*)::int FROM ledger_entries WHERE kind = 'settlement') AS entries,
              (SELECT count(*)::int FROM notifications WHERE type = 'exchange_completed') AS notes`,
    );
    expect([entries, notes]).toEqual([12, 12]);
    expect(await balanceOf(app, coach.user.id)).toBe(13);
    expect((await app.services.ledger.check(app.db.manager)).problems).toEqual([]);
    // Refusals answer from the same statement: not a party, unknown request.
    const stranger = await createMember(app);
    expect((await api.post(`/requests/${ids[0]}/complete`, {}, stranger.token)).status).toBe(403);
    expect((await api.post(`/requests/00000000-0000-4000-8000-000000000000/complete`, {}, coach.token)).status).toBe(
      404,
    );
  });

  it('is one statement: authentication, settlement, notification and the card; the live event one more, after the commit', async () => {
    const { coach, member, fast, general, events } = await fastAndGeneral();
    const firstEvent = events.next(); // subscribes

    let res: { status: number; body: Card } | undefined;
    const counted = await countQueries(app, async () => {
      res = await api.post<Card>(`/requests/${fast}/complete`, {}, coach.token);
    });
    const statements = withoutOutboxSweeps(counted.statements);
    expect(res!.status).toBe(200);
    // The live event is read and sent after the settlement's commit, in a statement of its own that
    // writes nothing: a NOTIFY inside the settlement would serialise the settlements' commits.
    expect(statements, statements.join('\n---\n')).toHaveLength(2);
    expect(statements[0]).toContain('complete_exchange(');
    expect(statements[0]).not.toContain('publish_event');
    expect(statements[1]).toContain('notification_event(');
    // The card as the general path's read gives it, status and completion time included.
    const received = await api.get<Card[]>(`/requests/received`, coach.token);
    const sent = await api.get<Card[]>(`/requests/sent`, member.token);
    expect(res!.body).toEqual(received.body.find((r) => r.id === fast));
    expect(sent.body.find((r) => r.id === fast)).toMatchObject({
      status: 'completed',
      completed_at: res!.body.completed_at,
    });

    // The one-statement path's event is the one the general path publishes, field for field.
    const fastEvent = (await firstEvent).value as {
      notification: Record<string, unknown>;
      unreadCount: number;
      kind: string;
    };
    const [{ n: unread }] = await app.db.query(
      `SELECT count(*)::int AS n FROM notifications WHERE user_id = $1 AND NOT read`,
      [member.user.id],
    );
    expect(fastEvent.unreadCount).toBe(unread);
    const secondEvent = events.next();
    expect((await api.post(`/requests/${general}/complete`, {}, coach.token)).status).toBe(200);
    const generalEvent = (await secondEvent).value as typeof fastEvent;
    await events.return?.();
    const shape = (e: typeof fastEvent) => ({
      ...e,
      unreadCount: 'N',
      notification: {
        ...e.notification,
        id: 'ID',
        reference: 'REF',
        message: String(e.notification.message).replace(/Service \d+/, 'S'),
        // Stored as parameters: the service's title is one of them.
        params: JSON.parse(JSON.stringify(e.notification.params).replace(/Service \d+/, 'S')) as unknown,
        createdAt: typeof e.notification.createdAt,
      },
    });
    expect(shape(fastEvent)).toEqual(shape(generalEvent));
    const [note] = await app.db.query(
      `SELECT id, created_at FROM notifications WHERE reference = $1 AND type = 'exchange_completed'`,
      [fast],
    );
    // The bus carries a Date in process and its ISO text through NOTIFY: the same instant either way.
    const sqlCreatedAt = new Date(fastEvent.notification.createdAt as string | Date).toISOString();
    expect({ ...fastEvent.notification, createdAt: sqlCreatedAt }).toMatchObject({
      id: note.id,
      reference: fast,
      createdAt: new Date(note.created_at).toISOString(),
    });
  });

  it('refuses an ended session in the same statement, changing nothing', async () => {
    const coach = await createMember(app);
    const member = await createMember(app);
    await grantEp(app, member.user.id, 9);
    const id = await acceptedRequest(coach, member);
    await app.db.query(`DELETE FROM auth_sessions WHERE user_id = $1`, [coach.user.id]);
    const res = await api.post(`/requests/${id}/complete`, {}, coach.token);
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject({ detail: 'Invalid or expired token' });
    await app.db.query(`UPDATE users SET suspended_at = now(), suspended_reason = 'test' WHERE id = $1`, [
      member.user.id,
    ]);
    expect((await api.post(`/requests/${id}/complete`, {}, member.token)).status).toBe(401);
    const [{ status }] = await app.db.query(`SELECT status FROM exchange_requests WHERE id = $1`, [id]);
    expect(status).toBe('accepted');
    expect(await settlementOf(id)).toEqual([]);
  });

  it('leaves a completion whose notification is mailed at once to the general path, which queues the mail', async () => {
    const coach = await createMember(app);
    const member = await createMember(app);
    await grantEp(app, member.user.id, 9);
    const id = await acceptedRequest(coach, member);
    await app.db.query(
      `INSERT INTO notification_preferences (user_id, kind, delivery) VALUES ($1, 'exchange_completed', 'immediately')`,
      [member.user.id],
    );
    const counted = await countQueries(app, async () => {
      expect((await api.post(`/requests/${id}/complete`, {}, coach.token)).body).toMatchObject({ status: 'completed' });
    });
    expect(withoutOutboxSweeps(counted.statements).length).toBeGreaterThan(1); // complete_exchange answered `mailed`; completeIn settled it
    const mails = await app.db.query(
      `SELECT recipient, topic FROM mail_outbox WHERE user_id = $1 AND topic = 'exchange_completed'`,
      [member.user.id],
    );
    expect(mails).toEqual([{ recipient: member.user.email, topic: 'exchange_completed' }]);
    const [settled] = await settlementOf(id);
    expect(settled).toMatchObject({ debit: 'escrow', credited: coach.user.id, amount: 2 });
  });
});
