import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/harness.js';
import {
  adminCast,
  availableAllWeek,
  balanceOf,
  createMember,
  createService,
  dayInZone,
  grantEp,
} from '../../../test/factories.js';

/**
 * An attendee's testimonial and dispute of their seat (docs/ledger.md "Group sessions"), over both
 * transports: the testimonial pays +1 EP once per seat through the exchanges' reward path; the
 * dispute follows the exchanges' lifecycle, its reversal given back as new entries keyed by the seat,
 * exactly once — and `ledger:check` proves every step.
 */
const { app, api, gql } = useTestApp();
const s = () => app.services;

const REASON = 'The coach never showed up for the group session.';

async function ledgerOk() {
  expect((await s().ledger.check(app.db.manager)).problems).toEqual([]);
}

/** A completed occurrence (cost 3): Ann and Ben attended, Cleo was absent, Dan waited; Olga never joined. */
async function completedOccurrence() {
  const coach = await createMember(app, { fullName: 'Coach Carla' });
  await availableAllWeek(app, coach.user.id);
  const service = await createService(app, coach.user.id, { title: 'Pitch Lab', energyCost: 3, maxParticipants: 3 });
  const [ann, ben, cleo, dan, olga] = await Promise.all(
    ['Ann', 'Ben', 'Cleo', 'Dan', 'Olga'].map(async (fullName) => {
      const m = await createMember(app, { fullName });
      await grantEp(app, m.user.id, 10);
      return m;
    }),
  );
  const g = await s().groupSessions.schedule(coach.user.id, {
    serviceId: service.id,
    date: dayInZone(3),
    timeSlot: '10:00',
    seats: 3,
  });
  for (const m of [ann, ben, cleo, dan]) await s().groupSessions.join(m.user.id, g.id);
  await app.db.query(`UPDATE group_sessions SET starts_at = now() - interval '2 hours' WHERE id = $1`, [g.id]);
  await s().groupSessions.complete(coach.user.id, g.id, [ann.user.id, ben.user.id]);
  const [annSeat, benSeat] = await Promise.all(
    [ann, ben].map(async (m) => {
      const [row] = await app.db.query(
        `SELECT id FROM group_session_seats WHERE group_session_id = $1 AND member_id = $2`,
        [g.id, m.user.id],
      );
      return row.id as string;
    }),
  );
  return { coach, service, g, ann, ben, cleo, dan, olga, annSeat, benSeat };
}

const entriesKeyed = (key: string) =>
  app.db.query<Array<{ amount: number; kind: string; reference: string }>>(
    `SELECT amount, kind, reference FROM ledger_entries WHERE idempotency_key = $1`,
    [key],
  );

describe('a seat’s testimonial', () => {
  it('REST: the attendee reviews the coach once, +1 EP once; absent, waitlisted, the coach and strangers are refused', async () => {
    const { coach, g, ann, cleo, dan, olga, annSeat } = await completedOccurrence();
    const path = `/group-sessions/${g.id}/testimonial`;
    const body = { rating: 4, content: 'Sharp and practical.', is_public: true };

    expect((await api.get(`/group-sessions/${g.id}`, ann.token)).body).toMatchObject({
      can_review: true,
      can_dispute: true,
    });
    expect((await api.get(`/group-sessions/${g.id}`, cleo.token)).body).toMatchObject({
      can_review: false,
      can_dispute: false,
    });
    const refusals: Array<[string | undefined, unknown, number, string]> = [
      [undefined, body, 401, 'Not authenticated'],
      [ann.token, { ...body, rating: 6 }, 400, 'Rating must be a whole number from 1 to 5'],
      [cleo.token, body, 409, 'You can review a group session once you attended it'],
      [dan.token, body, 403, 'Only a member who attended this group session can review it'],
      [coach.token, body, 403, 'Only a member who attended this group session can review it'],
      [olga.token, body, 403, 'Only a member who attended this group session can review it'],
    ];
    for (const [token, b, status, detail] of refusals) {
      const res = await api.post(path, b, token);
      expect([res.status, res.body.detail]).toEqual([status, expect.stringContaining(detail.split(' ')[0])]);
      if (status !== 401) expect(res.body.detail).toBe(detail);
    }
    expect(
      (await api.post(`/group-sessions/00000000-0000-0000-0000-000000000000/testimonial`, body, ann.token)).status,
    ).toBe(404);

    const before = await balanceOf(app, ann.user.id);
    const [first, second] = await Promise.all([api.post(path, body, ann.token), api.post(path, body, ann.token)]);
    expect([first.status, second.status].sort()).toEqual([201, 409]);
    const written = first.status === 201 ? first : second;
    expect(written.body.testimonial).toMatchObject({ exchange_request_id: null, group_session_id: g.id, rating: 4 });
    expect(written.body).toMatchObject({ reviewee_id: coach.user.id, service_title: 'Pitch Lab' });
    expect(await balanceOf(app, ann.user.id)).toBe(before + 1);
    expect(await entriesKeyed(`testimonial-seat:${annSeat}`)).toEqual([
      { amount: 1, kind: 'testimonial_reward', reference: written.body.id },
    ]);
    expect((await api.get(`/group-sessions/${g.id}`, ann.token)).body.can_review).toBe(false);

    // The coach sees it among their testimonials, and on their public profile's rating.
    const received = await api.get('/testimonials/received', coach.token);
    expect(received.body.map((t: any) => t.id)).toContain(written.body.id);
    expect((await s().reliability.of([coach.user.id])).get(coach.user.id)).toMatchObject({
      averageRating: 4,
      ratingCount: 1,
    });
    // The statement says what the reward was for.
    const statement = await api.get('/user/ledger', ann.token);
    expect(statement.body.entries[0]).toMatchObject({
      kind: 'testimonial_reward',
      description: 'Reward for your testimonial on the group session “Pitch Lab”',
      other_party: { id: coach.user.id },
    });
    await ledgerOk();
    expect((await s().reliability.check()).problems).toEqual([]);
  });

  it('GraphQL: writeGroupSessionTestimonial answers the testimonial and the writer’s new balance', async () => {
    const { g, ben, cleo } = await completedOccurrence();
    const WRITE = `mutation($id: ID!, $input: SeatTestimonialInput!) {
      writeGroupSessionTestimonial(groupSessionId: $id, input: $input) { exchangeRequestId groupSessionId rating serviceTitle reviewee { fullName } viewer { energyPoints } }
    }`;
    const before = await balanceOf(app, ben.user.id);
    const res = await gql(WRITE, { id: g.id, input: { rating: 5, content: 'Great group.' } }, ben.token);
    expect(res.errors).toBeUndefined();
    expect(res.data.writeGroupSessionTestimonial).toEqual({
      exchangeRequestId: null,
      groupSessionId: g.id,
      rating: 5,
      serviceTitle: 'Pitch Lab',
      reviewee: { fullName: 'Coach Carla' },
      viewer: { energyPoints: before + 1 },
    });
    const again = await gql(WRITE, { id: g.id, input: { rating: 5, content: 'Again.' } }, ben.token);
    expect(again.errors?.[0]).toMatchObject({
      message: 'You have already written a testimonial for this group session',
      extensions: { code: 'CONFLICT' },
    });
    const absent = await gql(WRITE, { id: g.id, input: { rating: 5, content: 'Hm.' } }, cleo.token);
    expect(absent.errors?.[0].extensions?.code).toBe('CONFLICT');
    const visitor = await gql(WRITE, { id: g.id, input: { rating: 5, content: 'Hm.' } });
    expect(visitor.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    const view = await gql(
      `query($id: ID!) { groupSession(id: $id) { canReview canDispute } }`,
      { id: g.id },
      ben.token,
    );
    expect(view.data.groupSession).toEqual({ canReview: false, canDispute: true });
    await ledgerOk();
  });
});

describe('a seat’s dispute', () => {
  it('REST: the attendee disputes within 7 days, once; an admin reverses it once, as new entries keyed by the seat', async () => {
    const { coach, g, ann, cleo, dan, annSeat } = await completedOccurrence();
    const { admin } = await adminCast(app);
    const path = `/group-sessions/${g.id}/dispute`;
    const refusals: Array<[string, unknown, number, string]> = [
      [ann.token, { reason: 'too short' }, 400, 'The reason must be 20 to 2,000 characters'],
      [cleo.token, { reason: REASON }, 409, 'Only an attended seat can be disputed'],
      [dan.token, { reason: REASON }, 403, 'Only a member who attended this group session can dispute their seat'],
      [coach.token, { reason: REASON }, 403, 'Only a member who attended this group session can dispute their seat'],
    ];
    for (const [token, b, status, detail] of refusals) {
      const res = await api.post(path, b, token);
      expect([res.status, res.body.detail]).toEqual([status, detail]);
    }
    expect((await api.post(path, { reason: REASON })).status).toBe(401);

    const [one, two] = await Promise.all([
      api.post(path, { reason: REASON }, ann.token),
      api.post(path, { reason: REASON }, ann.token),
    ]);
    expect([one.status, two.status].sort()).toEqual([201, 409]);
    const dispute = one.status === 201 ? one.body : two.body;
    expect((one.status === 409 ? one : two).body.detail).toBe('A dispute was already opened for this seat');
    expect(dispute).toMatchObject({
      request_id: null,
      group_session_id: g.id,
      status: 'open',
      energy_cost: 3,
      requester: { id: ann.user.id },
      coach: { id: coach.user.id },
      service_title: 'Pitch Lab',
    });
    expect((await api.get(`/group-sessions/${g.id}`, ann.token)).body.can_dispute).toBe(false);
    // The admin queue lists it with the exchanges' disputes.
    const queue = await api.get('/admin/disputes', admin.token);
    expect(queue.body.disputes.map((d: any) => d.id)).toContain(dispute.id);

    const annBefore = await balanceOf(app, ann.user.id);
    const coachBefore = await balanceOf(app, coach.user.id);
    const resolve = () =>
      api.post(`/admin/disputes/${dispute.id}/resolve`, { action: 'reverse', note: 'No-show confirmed' }, admin.token);
    const answers = await Promise.all([resolve(), resolve()]);
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(answers.find((r) => r.status === 200)!.body).toMatchObject({ status: 'reversed', reversed_amount: 3 });
    expect(await balanceOf(app, ann.user.id)).toBe(annBefore + 3);
    expect(await balanceOf(app, coach.user.id)).toBe(coachBefore - 3);
    expect(await entriesKeyed(`reverse:${annSeat}`)).toEqual([{ amount: 3, kind: 'reversal', reference: annSeat }]);
    // The settlement stands beside its reversal.
    expect(await entriesKeyed(`seat-settle:${annSeat}`)).toHaveLength(1);
    // A reversed seat is no longer reviewed.
    const review = await api.post(`/group-sessions/${g.id}/testimonial`, { rating: 5, content: 'x' }, ann.token);
    expect([review.status, review.body.detail]).toEqual([
      409,
      'Your seat was reversed after a dispute: it can no longer be reviewed',
    ]);
    const statement = await api.get('/user/ledger', ann.token);
    expect(statement.body.entries[0]).toMatchObject({
      kind: 'reversal',
      amount: 3,
      description: 'Refund after a dispute: your seat in the group session “Pitch Lab”',
    });
    await ledgerOk();
    expect((await s().reliability.check()).problems).toEqual([]);
  });

  it('GraphQL: openGroupSessionDispute; too late after 7 days; a dismissal moves nothing', async () => {
    const { g, ann, ben, benSeat } = await completedOccurrence();
    const { admin } = await adminCast(app);
    const OPEN = `mutation($id: ID!, $reason: String!) { openGroupSessionDispute(groupSessionId: $id, reason: $reason) { id requestId groupSessionId status requester { fullName } } }`;
    const opened = await gql(OPEN, { id: g.id, reason: REASON }, ben.token);
    expect(opened.errors).toBeUndefined();
    expect(opened.data.openGroupSessionDispute).toMatchObject({
      requestId: null,
      groupSessionId: g.id,
      status: 'OPEN',
      requester: { fullName: 'Ben' },
    });
    const entries = (await app.db.query(`SELECT count(*)::int AS n FROM ledger_entries`))[0].n;
    const dismissed = await gql(
      `mutation($id: ID!) { resolveDispute(disputeId: $id, action: DISMISS, note: "It took place") { status } }`,
      { id: opened.data.openGroupSessionDispute.id },
      admin.token,
    );
    expect(dismissed.data.resolveDispute.status).toBe('DISMISSED');
    expect((await app.db.query(`SELECT count(*)::int AS n FROM ledger_entries`))[0].n).toBe(entries);
    expect(await entriesKeyed(`reverse:${benSeat}`)).toEqual([]);

    await app.db.query(`UPDATE group_sessions SET ended_at = now() - interval '8 days' WHERE id = $1`, [g.id]);
    const late = await gql(OPEN, { id: g.id, reason: REASON }, ann.token);
    expect(late.errors?.[0]).toMatchObject({
      message: "A seat can be disputed within 7 days of the group session's completion",
      extensions: { code: 'CONFLICT' },
    });
    await ledgerOk();
  });

  it('takes back what the coach parked in a hold as a claim, collected when the hold comes back', async () => {
    const { coach, g, ann } = await completedOccurrence();
    const { admin } = await adminCast(app);
    // The coach spends everything they have on a request of their own: nothing available is left.
    const other = await createMember(app, { fullName: 'Other Coach' });
    const pricey = await createService(app, other.user.id, {
      title: 'Pricey',
      energyCost: Math.min(20, await balanceOf(app, coach.user.id)),
    });
    const request = await s().exchanges.send(coach.user.id, { serviceId: pricey.id });
    await grantEp(app, coach.user.id, 1); // one EP available: the reversal takes it and claims 2 on the hold
    const available = await balanceOf(app, coach.user.id);
    const { body: dispute } = await api.post(`/group-sessions/${g.id}/dispute`, { reason: REASON }, ann.token);
    const resolved = await api.post(
      `/admin/disputes/${dispute.id}/resolve`,
      { action: 'reverse', note: 'Refund' },
      admin.token,
    );
    expect(resolved.body).toMatchObject({ reversed_amount: available, claimed_amount: 3 - available, shortfall: 0 });
    await ledgerOk();
    // The coach withdraws their request: its hold comes back and pays the claim first.
    await s().exchanges.cancel(coach.user.id, request.id);
    await ledgerOk();
  });
});
