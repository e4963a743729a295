import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/harness.js';
import { readNotifications } from '../../../test/notifications.js';
import { adminCast, balanceOf, createMember, createService, grantEp, makePremium } from '../../../test/factories.js';

const { app, api, gql } = useTestApp();

type Member = Awaited<ReturnType<typeof createMember>>;
const tomorrow = () => new Date(Date.now() + 86_400_000).toISOString();
const REASON = 'The session never took place, the coach did not show up.';
const ledgerProblems = async () => (await app.services.ledger.check(app.db.manager)).problems;
const notificationsOf = async (userId: string) =>
  (await readNotifications(app, `n.user_id = $1 AND n.type LIKE 'dispute%'`, [userId], 'title')).map(
    ({ type, title, message }) => ({ type, title, message }),
  );

/** A completed exchange of `cost` EP between a fresh coach and student (the student pays from their wallet unless premium). */
async function completed(cost = 3, opts: { premium?: boolean; pair?: { coach: Member; student: Member } } = {}) {
  const coach = opts.pair?.coach ?? (await createMember(app, { fullName: 'Cora Coach' }));
  const student = opts.pair?.student ?? (await createMember(app, { fullName: 'Sam Student' }));
  if (opts.premium) await makePremium(app, student.user.id);
  else await grantEp(app, student.user.id, cost);
  const service = await createService(app, coach.user.id, { title: 'Brand Audit', energyCost: cost });
  const { body: sent } = await api.post('/requests', { service_id: service.id }, student.token);
  await api.post('/requests/respond', { request_id: sent.id, action: 'accept', session_date: tomorrow() }, coach.token);
  expect((await api.post(`/requests/${sent.id}/complete`, {}, student.token)).status).toBe(200);
  return { coach, student, requestId: sent.id as string };
}

/** `member` asks another member for a service of `cost` EP: the EP go on hold (a request of their own). */
async function requestOfTheirOwn(member: Member, cost: number) {
  const other = await createMember(app);
  const service = await createService(app, other.user.id, { energyCost: cost });
  const { body: own } = await api.post('/requests', { service_id: service.id }, member.token);
  return { other, ownId: own.id as string };
}

describe('POST /api/requests/{id}/dispute', () => {
  it('opens one dispute per exchange, by a party, and tells both parties', async () => {
    const { coach, student, requestId } = await completed();
    const res = await api.post(`/requests/${requestId}/dispute`, { reason: `  ${REASON}  ` }, student.token);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      request_id: requestId,
      status: 'open',
      reason: REASON,
      opened_by: { id: student.user.id },
      coach: { full_name: 'Cora Coach' },
      energy_cost: 3,
      resolved_by: null,
    });
    expect(await notificationsOf(student.user.id)).toEqual([
      {
        type: 'dispute_opened',
        title: 'Dispute opened',
        message: 'Your dispute about Brand Audit was received: an admin will review it.',
      },
    ]);
    expect(await notificationsOf(coach.user.id)).toEqual([
      {
        type: 'dispute_opened',
        title: 'Dispute opened',
        message: 'The other party disputes the exchange for Brand Audit: an admin will review it.',
      },
    ]);
    // Once per exchange, whoever asks; the EP do not move on opening.
    expect((await api.post(`/requests/${requestId}/dispute`, { reason: REASON }, coach.token)).body).toMatchObject({
      detail: 'A dispute was already opened for this exchange',
    });
    expect(await balanceOf(app, coach.user.id)).toBe(4);
    expect(await ledgerProblems()).toEqual([]);
  });

  it('shows can_dispute and the dispute on the REST request cards, as GraphQL does', async () => {
    const { coach, student, requestId } = await completed();
    const cardOf = async (token: string, list: 'sent' | 'received') =>
      (await api.get(`/requests/${list}`, token)).body.find((r: { id: string }) => r.id === requestId);
    expect(await cardOf(student.token, 'sent')).toMatchObject({
      status: 'completed',
      can_dispute: true,
      dispute: null,
    });
    await api.post(`/requests/${requestId}/dispute`, { reason: REASON }, student.token);
    for (const [token, list] of [
      [student.token, 'sent'],
      [coach.token, 'received'],
    ] as const) {
      expect(await cardOf(token, list)).toMatchObject({
        can_dispute: false,
        dispute: { request_id: requestId, status: 'open', reason: REASON, resolved_by: null },
      });
    }
    const g = await gql(`{ sentRequests { id canDispute dispute { status } } }`, undefined, student.token);
    expect(g.data?.sentRequests?.find((r: { id: string }) => r.id === requestId) ?? g.errors).toEqual({
      id: requestId,
      canDispute: false,
      dispute: { status: 'OPEN' },
    });
  });

  it('refuses non-parties, open exchanges, late disputes and bad reasons', async () => {
    const { student, requestId } = await completed();
    const stranger = await createMember(app);
    expect((await api.post(`/requests/${requestId}/dispute`, { reason: 'too short' }, student.token)).body.detail).toBe(
      'The reason must be 20 to 2,000 characters',
    );
    expect((await api.post(`/requests/${requestId}/dispute`, { reason: 'x'.repeat(2001) }, student.token)).status).toBe(
      400,
    );
    expect((await api.post(`/requests/${requestId}/dispute`, {}, student.token)).status).toBe(400);
    expect((await api.post(`/requests/${requestId}/dispute`, { reason: REASON }, stranger.token)).status).toBe(403);
    expect(
      (await api.post('/requests/00000000-0000-4000-8000-000000000000/dispute', { reason: REASON }, student.token))
        .status,
    ).toBe(404);
    expect((await api.post(`/requests/${requestId}/dispute`, { reason: REASON })).status).toBe(401);
    await app.db.query(`UPDATE exchange_requests SET completed_at = now() - interval '7 days 1 minute' WHERE id = $1`, [
      requestId,
    ]);
    expect((await api.post(`/requests/${requestId}/dispute`, { reason: REASON }, student.token)).body.detail).toBe(
      "A dispute can be opened within 7 days of the exchange's completion",
    );
    const coach = await createMember(app);
    const service = await createService(app, coach.user.id, { energyCost: 1 });
    const { body: pending } = await api.post('/requests', { service_id: service.id }, stranger.token);
    const refused = await api.post(`/requests/${pending.id}/dispute`, { reason: REASON }, stranger.token);
    expect([refused.status, refused.body.detail]).toEqual([409, 'Only a completed exchange can be disputed']);
  });
});

describe('the admin queue and resolution', () => {
  it('reverses a held exchange with new entries: the coach gives the EP back to the requester', async () => {
    const { admin, member } = await adminCast(app);
    const { coach, student, requestId } = await completed(3);
    const { body: dispute } = await api.post(`/requests/${requestId}/dispute`, { reason: REASON }, student.token);
    expect((await api.get('/admin/disputes', member.token)).status).toBe(403);
    const queue = await api.get('/admin/disputes', admin.token);
    expect(queue.body).toMatchObject({ total: 1, next_cursor: null, disputes: [{ id: dispute.id, status: 'open' }] });
    expect(
      (await api.post(`/admin/disputes/${dispute.id}/resolve`, { action: 'refund', note: 'x' }, admin.token)).body
        .detail,
    ).toBe('action must be reverse or dismiss');
    expect(
      (await api.post(`/admin/disputes/${dispute.id}/resolve`, { action: 'reverse', note: ' ' }, admin.token)).body
        .detail,
    ).toBe('The note must be 1 to 2,000 characters');

    const res = await api.post(
      `/admin/disputes/${dispute.id}/resolve`,
      { action: 'reverse', note: 'No-show confirmed' },
      admin.token,
    );
    expect(res.body).toMatchObject({
      status: 'reversed',
      reversed_amount: 3,
      claimed_amount: 0,
      shortfall: 0,
      resolution_note: 'No-show confirmed',
      resolved_by: 'Ops',
    });
    expect([await balanceOf(app, coach.user.id), await balanceOf(app, student.user.id)]).toEqual([1, 4]);
    // The settlement stands; the reversal is a new entry referencing the request.
    const entries = await app.db.query(
      `SELECT kind, amount, idempotency_key FROM ledger_entries WHERE reference = $1 ORDER BY id`,
      [requestId],
    );
    expect(entries.map((e: any) => e.kind)).toEqual(['request_hold', 'settlement', 'reversal']);
    expect(entries[2]).toMatchObject({ amount: 3, idempotency_key: `reverse:${requestId}` });
    expect(await notificationsOf(coach.user.id)).toContainEqual({
      type: 'dispute_resolved',
      title: 'Exchange reversed',
      message:
        'The exchange for Brand Audit was reversed after its dispute: 3 EP went back to the requester. Note: No-show confirmed',
    });
    // Statements say it in words.
    const statement = (await api.get('/user/ledger', student.token)).body.entries;
    expect(statement[0]).toMatchObject({
      kind: 'reversal',
      amount: 3,
      balance: 4,
      description: 'Refund after a dispute: “Brand Audit”',
      other_party: { full_name: 'Cora Coach' },
    });
    // Once: a second resolution is refused and moves nothing.
    expect(
      (await api.post(`/admin/disputes/${dispute.id}/resolve`, { action: 'dismiss', note: 'again' }, admin.token))
        .status,
    ).toBe(409);
    expect((await api.get('/admin/disputes?status=resolved', admin.token)).body.disputes).toHaveLength(1);
    expect((await api.get('/admin/disputes', admin.token)).body.total).toBe(0);
    expect((await api.get('/admin/disputes?status=closed', admin.token)).status).toBe(400);
    expect(await ledgerProblems()).toEqual([]);
  });

  it('takes back what the coach still has on hold as a claim, collected when the hold comes back to the coach', async () => {
    const { admin } = await adminCast(app);
    const { coach, student, requestId } = await completed(3);
    // The coach puts 3 of their 4 EP on hold for a request of their own: still theirs, not spent.
    const { ownId } = await requestOfTheirOwn(coach, 3);
    expect(await balanceOf(app, coach.user.id)).toBe(1);
    const { body: dispute } = await api.post(`/requests/${requestId}/dispute`, { reason: REASON }, coach.token);
    const res = await api.post(
      `/admin/disputes/${dispute.id}/resolve`,
      { action: 'reverse', note: 'Refund' },
      admin.token,
    );
    expect(res.body).toMatchObject({ reversed_amount: 1, claimed_amount: 2, shortfall: 0 });
    // The student is refunded in full at once (1 + 3 − 3 + 3): 1 EP from the coach's wallet, 2 advanced by issuance.
    expect([await balanceOf(app, coach.user.id), await balanceOf(app, student.user.id)]).toEqual([0, 4]);
    const advanced = await app.db.query(`SELECT amount FROM ledger_entries WHERE idempotency_key = $1`, [
      `reverse-shortfall:${requestId}`,
    ]);
    expect(advanced).toEqual([{ amount: 2 }]);
    expect(await ledgerProblems()).toEqual([]);
    // The coach withdraws their request: the hold comes back, and pays the claim first.
    expect((await api.post(`/requests/${ownId}/cancel`, {}, coach.token)).status).toBe(200);
    expect(await balanceOf(app, coach.user.id)).toBe(1);
    const collected = await app.db.query(
      `SELECT e.amount, e.kind, e.reference FROM ledger_entries e JOIN ledger_claims c ON e.idempotency_key = 'claim:' || c.id WHERE c.reference = $1`,
      [requestId],
    );
    expect(collected).toEqual([{ amount: 2, kind: 'reversal', reference: requestId }]);
    // The coach's statement says what the entry was.
    const statement = (await api.get('/user/ledger', coach.token)).body.entries;
    expect(statement[0]).toMatchObject({ kind: 'reversal', amount: -2 });
    expect(await ledgerProblems()).toEqual([]);
  });

  it('claims a hold at most once over: a second reversal claims only what the first left of it, and the coach can still withdraw it', async () => {
    const { admin } = await adminCast(app);
    const first = await completed(3);
    const k = first.coach;
    const second = await completed(3, { pair: { coach: k, student: await createMember(app) } });
    // K has 1 + 3 + 3 = 7 EP: 4 spent on an exchange of their own, the other 3 on hold for another.
    const spent = await requestOfTheirOwn(k, 4);
    await api.post(
      '/requests/respond',
      { request_id: spent.ownId, action: 'accept', session_date: tomorrow() },
      spent.other.token,
    );
    expect((await api.post(`/requests/${spent.ownId}/complete`, {}, k.token)).status).toBe(200);
    const { ownId: heldId } = await requestOfTheirOwn(k, 3);
    expect(await balanceOf(app, k.user.id)).toBe(0);
    const reverse = async ({ requestId, student }: { requestId: string; student: Member }) => {
      const { body: dispute } = await api.post(`/requests/${requestId}/dispute`, { reason: REASON }, student.token);
      return (await api.post(`/admin/disputes/${dispute.id}/resolve`, { action: 'reverse', note: 'ok' }, admin.token))
        .body as Record<string, unknown>;
    };
    expect(await reverse(first)).toMatchObject({ reversed_amount: 0, claimed_amount: 3, shortfall: 0 });
    // The hold's 3 EP are claimed already: its release could not pay a second claim.
    expect(await reverse(second)).toMatchObject({ reversed_amount: 0, claimed_amount: 0, shortfall: 3 });
    expect(await ledgerProblems()).toEqual([]);
    // K withdraws the held request: the 3 EP come back and pay the one claim on them.
    expect((await api.post(`/requests/${heldId}/cancel`, {}, k.token)).status).toBe(200);
    expect(await balanceOf(app, k.user.id)).toBe(0);
    const collected = await app.db.query(
      `SELECT c.reference, e.amount FROM ledger_claims c JOIN ledger_entries e ON e.idempotency_key = 'claim:' || c.id WHERE c.hold_reference = $1`,
      [heldId],
    );
    expect(collected).toEqual([{ reference: first.requestId, amount: 3 }]);
    expect(await ledgerProblems()).toEqual([]);
  });

  it('mints nothing when the coach parks the earned EP in a request and withdraws it after the reversal', async () => {
    // Coach K earns 3 EP from L, then holds all of them (and their sign-up EP) for a 4-EP request:
    // available 0. L disputes, an admin reverses, K withdraws the request. L and K together end with
    // exactly what they had before the exchange.
    const { admin } = await adminCast(app);
    const { coach: k, student: l, requestId } = await completed(3);
    const before = (await balanceOf(app, k.user.id)) - 3 + (await balanceOf(app, l.user.id)) + 3;
    const { ownId: parkedId } = await requestOfTheirOwn(k, 4);
    expect(await balanceOf(app, k.user.id)).toBe(0);
    const { body: dispute } = await api.post(`/requests/${requestId}/dispute`, { reason: REASON }, l.token);
    const resolved = await gql(
      `mutation($id: ID!) { resolveDispute(disputeId: $id, action: REVERSE, note: "No-show") { status reversedAmount claimedAmount shortfall } }`,
      { id: dispute.id },
      admin.token,
    );
    expect(resolved.data!.resolveDispute).toEqual({
      status: 'REVERSED',
      reversedAmount: 0,
      claimedAmount: 3,
      shortfall: 0,
    });
    const cancelled = await gql(
      `mutation($id: ID!) { cancelRequest(requestId: $id) { id status } }`,
      { id: parkedId },
      k.token,
    );
    expect(cancelled.errors).toBeUndefined();
    expect((await balanceOf(app, k.user.id)) + (await balanceOf(app, l.user.id))).toBe(before);
    expect(await balanceOf(app, k.user.id)).toBe(1);
    expect(await ledgerProblems()).toEqual([]);
  });

  it('lets the claim lapse when the held EP are spent: the platform covers only that', async () => {
    const { admin } = await adminCast(app);
    const { coach, student, requestId } = await completed(3);
    const { other, ownId } = await requestOfTheirOwn(coach, 4);
    const { body: dispute } = await api.post(`/requests/${requestId}/dispute`, { reason: REASON }, student.token);
    expect(
      (await api.post(`/admin/disputes/${dispute.id}/resolve`, { action: 'reverse', note: 'Refund' }, admin.token))
        .body,
    ).toMatchObject({
      reversed_amount: 0,
      claimed_amount: 3,
      shortfall: 0,
    });
    // The coach's own exchange takes place: the held EP are spent, the claim lapses.
    await api.post('/requests/respond', { request_id: ownId, action: 'accept', session_date: tomorrow() }, other.token);
    expect((await api.post(`/requests/${ownId}/complete`, {}, coach.token)).status).toBe(200);
    expect([
      await balanceOf(app, coach.user.id),
      await balanceOf(app, student.user.id),
      await balanceOf(app, other.user.id),
    ]).toEqual([0, 4, 5]);
    const collections = await app.db.query(
      `SELECT count(*)::int AS n FROM ledger_entries WHERE idempotency_key LIKE 'claim:%'`,
    );
    expect(collections[0].n).toBe(0);
    expect(await ledgerProblems()).toEqual([]);
  });

  it('records as shortfall only what the coach spent on settled exchanges', async () => {
    const { admin } = await adminCast(app);
    const { coach, student, requestId } = await completed(3);
    const { other, ownId } = await requestOfTheirOwn(coach, 3);
    await api.post('/requests/respond', { request_id: ownId, action: 'accept', session_date: tomorrow() }, other.token);
    await api.post(`/requests/${ownId}/complete`, {}, coach.token);
    const { body: dispute } = await api.post(`/requests/${requestId}/dispute`, { reason: REASON }, student.token);
    const res = await api.post(
      `/admin/disputes/${dispute.id}/resolve`,
      { action: 'reverse', note: 'Refund' },
      admin.token,
    );
    expect(res.body).toMatchObject({ reversed_amount: 1, claimed_amount: 0, shortfall: 2 });
    expect([await balanceOf(app, coach.user.id), await balanceOf(app, student.user.id)]).toEqual([0, 4]);
    expect(await ledgerProblems()).toEqual([]);
  });

  it('takes a reversed exchange out of what a completed one allows: no testimonial, no achievement', async () => {
    const { admin } = await adminCast(app);
    const { coach, student, requestId } = await completed(2);
    const earned = async (userId: string) =>
      (await app.services.achievements.forMember(userId)).achievements.filter((a) => a.earned).map((a) => a.key);
    expect(await earned(student.user.id)).toContain('first_exchange');
    const { body: dispute } = await api.post(`/requests/${requestId}/dispute`, { reason: REASON }, student.token);
    await api.post(
      `/admin/disputes/${dispute.id}/resolve`,
      { action: 'reverse', note: 'No-show confirmed' },
      admin.token,
    );

    for (const party of [student, coach]) {
      expect((await api.get(`/requests/${requestId}/can-testimonial`, party.token)).body).toEqual({
        can_create: false,
      });
      const refused = await api.post(
        '/testimonials',
        { exchange_request_id: requestId, rating: 5, content: 'Great session', is_public: true },
        party.token,
      );
      expect([refused.status, refused.body.detail]).toEqual([
        409,
        'This exchange was reversed after a dispute: it can no longer be reviewed',
      ]);
      const card = await gql(
        `{ sentRequests { id canReview status dispute { status } } receivedRequests { id canReview } }`,
        undefined,
        party.token,
      );
      const mine = [...card.data.sentRequests, ...card.data.receivedRequests].find(
        (r: { id: string }) => r.id === requestId,
      );
      expect(mine.canReview).toBe(false);
      // The exchange no longer earns First Exchange (nor counts towards five or twenty-five).
      expect(await earned(party.user.id)).not.toContain('first_exchange');
    }
  });

  it('gives a premium exchange back to issuance, and a dismissal moves nothing', async () => {
    const { admin } = await adminCast(app);
    const premium = await completed(5, { premium: true });
    const { body: d1 } = await api.post(
      `/requests/${premium.requestId}/dispute`,
      { reason: REASON },
      premium.student.token,
    );
    expect(
      (await api.post(`/admin/disputes/${d1.id}/resolve`, { action: 'reverse', note: 'ok' }, admin.token)).body,
    ).toMatchObject({ reversed_amount: 5, shortfall: 0 });
    expect([await balanceOf(app, premium.coach.user.id), await balanceOf(app, premium.student.user.id)]).toEqual([
      1, 1,
    ]);

    const plain = await completed(2);
    const { body: d2 } = await api.post(`/requests/${plain.requestId}/dispute`, { reason: REASON }, plain.coach.token);
    const res = await api.post(
      `/admin/disputes/${d2.id}/resolve`,
      { action: 'dismiss', note: 'The session took place' },
      admin.token,
    );
    expect(res.body).toMatchObject({
      status: 'dismissed',
      reversed_amount: null,
      claimed_amount: null,
      shortfall: null,
    });
    expect(await balanceOf(app, plain.coach.user.id)).toBe(3);
    expect(await notificationsOf(plain.student.user.id)).toContainEqual({
      type: 'dispute_resolved',
      title: 'Dispute dismissed',
      message: 'The dispute about Brand Audit was dismissed: the exchange stands. Note: The session took place',
    });
    expect(await ledgerProblems()).toEqual([]);
  });

  it('resolves once when two admins resolve at the same time', async () => {
    const { admin, superAdmin } = await adminCast(app);
    const { coach, student, requestId } = await completed(3);
    const { body: dispute } = await api.post(`/requests/${requestId}/dispute`, { reason: REASON }, student.token);
    const answers = await Promise.all([
      api.post(`/admin/disputes/${dispute.id}/resolve`, { action: 'reverse', note: 'A' }, admin.token),
      api.post(`/admin/disputes/${dispute.id}/resolve`, { action: 'reverse', note: 'B' }, superAdmin.token),
      api.post(`/admin/disputes/${dispute.id}/resolve`, { action: 'dismiss', note: 'C' }, admin.token),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409]);
    expect(await notificationsOf(coach.user.id)).toHaveLength(2); // opened + one resolution
    const reversal = await app.db.query(`SELECT count(*)::int AS n FROM ledger_entries WHERE kind = 'reversal'`);
    expect(reversal[0].n).toBe(answers.find((a) => a.status === 200)!.body.status === 'reversed' ? 1 : 0);
    expect(await ledgerProblems()).toEqual([]);
  });

  it('pages the queue with a cursor, oldest first', async () => {
    const { admin } = await adminCast(app);
    const ids: string[] = [];
    const pair = { coach: await createMember(app), student: await createMember(app) };
    for (let i = 0; i < 3; i++) {
      const { student, requestId } = await completed(1, { pair });
      ids.push((await api.post(`/requests/${requestId}/dispute`, { reason: REASON }, student.token)).body.id);
    }
    const first = await api.get('/admin/disputes?limit=2', admin.token);
    expect(first.body.disputes.map((d: any) => d.id)).toEqual(ids.slice(0, 2));
    expect(first.headers.get('x-total-count')).toBe('3');
    const second = await api.get(`/admin/disputes?limit=2&cursor=${first.body.next_cursor}`, admin.token);
    expect(second.body).toMatchObject({ next_cursor: null, disputes: [{ id: ids[2] }] });
  });
});

describe('ledger:check covers reversals', () => {
  it('reports a reversal entry without a reversed dispute, and one that does not balance', async () => {
    const { admin } = await adminCast(app);
    const { student, requestId } = await completed(3);
    await app.db.query(
      `INSERT INTO ledger_entries (debit_account_id, credit_account_id, amount, kind, reference, idempotency_key)
       SELECT (SELECT id FROM ledger_accounts WHERE kind = 'issuance'), (SELECT id FROM ledger_accounts WHERE kind = 'escrow'), 1, 'reversal', $1, 'forged:' || $1`,
      [requestId],
    );
    await app.db.query(`UPDATE ledger_accounts SET balance = balance WHERE false`);
    const problems = await ledgerProblems();
    expect(problems).toContainEqual(
      `reversal of exchange request ${requestId}: a reversal entry (forged:${requestId}) without a reversed dispute`,
    );
    const { body: dispute } = await api.post(`/requests/${requestId}/dispute`, { reason: REASON }, student.token);
    await api.post(`/admin/disputes/${dispute.id}/resolve`, { action: 'reverse', note: 'ok' }, admin.token);
    await app.db.query(`UPDATE exchange_disputes SET shortfall = 1`);
    expect(await ledgerProblems()).toContainEqual(
      `reversal of exchange request ${requestId}: reversed 3 + claimed 0 + shortfall 1 <> cost 3`,
    );
  });
});

describe('ledger:check covers claims on holds', () => {
  it('reports a claim whose hold came back uncollected, and a claim larger than its hold', async () => {
    const { student, requestId } = await completed(3);
    const { ownId } = await requestOfTheirOwn(student, 1);
    // A forged claim on the student's 1-EP hold, which then comes back without paying it.
    await app.db.query(
      `INSERT INTO ledger_claims (debtor_id, hold_reference, amount, reference) VALUES ($1, $2, 2, $3)`,
      [student.user.id, ownId, requestId],
    );
    let problems = await ledgerProblems();
    expect(problems.some((p) => p.includes(`no hold ${ownId} of the debtor of at least 2 EP`))).toBe(true);
    await app.db.query(
      `INSERT INTO ledger_claims (debtor_id, hold_reference, amount, reference) VALUES ($1, $2, 1, $3 || '-other')`,
      [student.user.id, ownId, requestId],
    );
    expect(await ledgerProblems()).toContainEqual(
      `claim ${ownId}: the claims on hold ${ownId} add up to 3 EP, more than it holds`,
    );
    await app.db.query(`UPDATE exchange_requests SET status = 'cancelled' WHERE id = $1`, [ownId]);
    await app.db.query(
      `INSERT INTO ledger_entries (debit_account_id, credit_account_id, amount, kind, reference, idempotency_key)
       SELECT (SELECT id FROM ledger_accounts WHERE kind = 'escrow'), (SELECT id FROM ledger_accounts WHERE user_id = $1), 1, 'hold_release', $2, 'release:' || $2`,
      [student.user.id, ownId],
    );
    problems = await ledgerProblems();
    expect(
      problems.some((p) => p.includes(`its hold ${ownId} came back to the debtor but the claim was not collected`)),
    ).toBe(true);
    // Claims are append-only.
    await expect(app.db.query(`UPDATE ledger_claims SET amount = 1`)).rejects.toThrow(/append-only/);
  });
});

describe('GraphQL', () => {
  it('opens, lists and resolves disputes, and shows them on the request card', async () => {
    const { admin, member } = await adminCast(app);
    const { coach, student, requestId } = await completed(2);
    const card = `{ sentRequests { id canDispute dispute { status reversedAmount resolvedBy } } }`;
    expect((await gql(card, {}, student.token)).data!.sentRequests).toEqual([
      { id: requestId, canDispute: true, dispute: null },
    ]);
    const opened = await gql(
      `mutation($id: ID!, $r: String!) { openDispute(requestId: $id, reason: $r) { id status openedBy { fullName } } }`,
      { id: requestId, r: REASON },
      coach.token,
    );
    expect(opened.data!.openDispute).toMatchObject({ status: 'OPEN', openedBy: { fullName: 'Cora Coach' } });
    expect((await gql(card, {}, student.token)).data!.sentRequests).toEqual([
      { id: requestId, canDispute: false, dispute: { status: 'OPEN', reversedAmount: null, resolvedBy: null } },
    ]);
    const again = await gql(
      `mutation($id: ID!, $r: String!) { openDispute(requestId: $id, reason: $r) { id } }`,
      { id: requestId, r: REASON },
      student.token,
    );
    expect(again.errors![0].extensions?.code).toBe('CONFLICT');

    const queue = `{ adminDisputes(status: OPEN) { totalCount nodes { id requestId } pageInfo { hasNextPage } } }`;
    expect((await gql(queue, {}, member.token)).errors![0].extensions?.code).toBe('FORBIDDEN');
    expect((await gql(queue, {}, admin.token)).data!.adminDisputes).toMatchObject({
      totalCount: 1,
      nodes: [{ id: opened.data!.openDispute.id, requestId }],
    });
    const resolve = `mutation($id: ID!) { resolveDispute(disputeId: $id, action: REVERSE, note: "Agreed") { status reversedAmount shortfall resolvedBy } }`;
    expect((await gql(resolve, { id: opened.data!.openDispute.id }, admin.token)).data!.resolveDispute).toEqual({
      status: 'REVERSED',
      reversedAmount: 2,
      shortfall: 0,
      resolvedBy: 'Ops',
    });
    expect((await gql(resolve, { id: opened.data!.openDispute.id }, admin.token)).errors![0].extensions?.code).toBe(
      'CONFLICT',
    );
    // The parties see the outcome on their card, not which admin decided.
    expect((await gql(card, {}, student.token)).data!.sentRequests[0].dispute).toEqual({
      status: 'REVERSED',
      reversedAmount: 2,
      resolvedBy: null,
    });
    expect(await ledgerProblems()).toEqual([]);
  });
});
