import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/harness.js';
import { availableAllWeek, createMember, createService, dayInZone, grantEp } from '../../../test/factories.js';

/**
 * Every request and session transition, from every state, by every kind of caller: only the
 * allowed cells succeed; the others are refused with a clear detail and change nothing.
 */
const { app, api } = useTestApp();

type Who = 'requester' | 'coach' | 'stranger';
type RequestState = 'pending' | 'accepted' | 'declined' | 'cancelled' | 'expired' | 'completed';

type Cast = {
  coach: Awaited<ReturnType<typeof createMember>>;
  requester: Awaited<ReturnType<typeof createMember>>;
  stranger: Awaited<ReturnType<typeof createMember>>;
};

/** Three members, made once per test (hashing passwords is the slow part); each cell gets a fresh request. */
async function cast(): Promise<Cast> {
  const coach = await createMember(app, { timezone: 'UTC' });
  const requester = await createMember(app);
  const stranger = await createMember(app);
  await grantEp(app, requester.user.id, 100);
  await availableAllWeek(app, coach.user.id, [9, 10]);
  await availableAllWeek(app, requester.user.id, [9, 10]);
  return { coach, requester, stranger };
}

async function requestIn(state: RequestState, c?: Cast) {
  const { coach, requester, stranger } = c ?? (await cast());
  const service = await createService(app, coach.user.id, { energyCost: 2 });
  const { body } = await api.post('/requests', { service_id: service.id }, requester.token);
  const id = body.id as string;
  if (state === 'accepted' || state === 'completed')
    await api.post('/requests/respond', { request_id: id, action: 'accept' }, coach.token);
  if (state === 'declined') await api.post('/requests/respond', { request_id: id, action: 'decline' }, coach.token);
  if (state === 'cancelled') await api.post(`/requests/${id}/cancel`, {}, requester.token);
  if (state === 'expired') {
    await app.db.query(`UPDATE exchange_requests SET expires_at = now() WHERE id = $1`, [id]);
    await app.services.exchanges.expireDue();
  }
  if (state === 'completed') await api.post(`/requests/${id}/complete`, {}, coach.token);
  const tokens: Record<Who, string> = { requester: requester.token, coach: coach.token, stranger: stranger.token };
  return { id, tokens, coach, requester };
}

const snapshot = (id: string) =>
  app.db.query(
    `SELECT r.status, r.session_date, (SELECT count(*)::int FROM ledger_entries) AS entries FROM exchange_requests r WHERE r.id = $1`,
    [id],
  );

const ACTIONS = {
  accept: (id: string) => ['POST', '/requests/respond', { request_id: id, action: 'accept' }] as const,
  decline: (id: string) => ['POST', '/requests/respond', { request_id: id, action: 'decline' }] as const,
  cancel: (id: string) => ['POST', `/requests/${id}/cancel`, {}] as const,
  complete: (id: string) => ['POST', `/requests/${id}/complete`, {}] as const,
};

// [action, state, who] → expected status; unlisted cells are derived below.
const allowed: Record<keyof typeof ACTIONS, Partial<Record<RequestState, Who[]>>> = {
  accept: { pending: ['coach'] },
  decline: { pending: ['coach'] },
  cancel: { pending: ['requester'] },
  complete: { accepted: ['requester', 'coach'], completed: ['requester', 'coach'] }, // completing twice answers as it is
};

function expected(action: keyof typeof ACTIONS, state: RequestState, who: Who): { status: number; detail?: string } {
  if (allowed[action][state]?.includes(who)) return { status: 200 };
  if (who === 'stranger') return { status: 403, detail: 'You are not part of this exchange' };
  if (action === 'accept' || action === 'decline') {
    return who === 'requester'
      ? { status: 403, detail: 'Only the coach can accept or decline this request' }
      : { status: 409, detail: 'This request is no longer pending' };
  }
  if (action === 'cancel') {
    return who === 'coach'
      ? { status: 403, detail: 'Only the requester can cancel this request' }
      : { status: 409, detail: 'This request is no longer pending' };
  }
  return { status: 409, detail: 'Only an accepted request can be completed' };
}

const STATES: RequestState[] = ['pending', 'accepted', 'declined', 'cancelled', 'expired', 'completed'];
const WHO: Who[] = ['requester', 'coach', 'stranger'];

describe('exchange request transitions', () => {
  for (const state of STATES) {
    it(`from ${state}: every action by every caller`, async () => {
      const members = await cast();
      for (const action of Object.keys(ACTIONS) as Array<keyof typeof ACTIONS>) {
        for (const who of WHO) {
          const { id, tokens } = await requestIn(state, members);
          const before = await snapshot(id);
          const [method, path, payload] = ACTIONS[action](id);
          const res = await api.call(method, path, { token: tokens[who], body: payload });
          const want = expected(action, state, who);
          expect({ action, who, status: res.status }).toEqual({ action, who, status: want.status });
          if (want.detail) {
            expect(res.body.detail).toBe(want.detail);
            expect(await snapshot(id)).toEqual(before);
          }
        }
      }
    });
  }
});

describe('session transitions', () => {
  type SessionState = 'pending' | 'accepted' | 'rejected' | 'completed';
  async function sessionIn(state: SessionState) {
    const r = await requestIn('accepted');
    const { body } = await api.post(
      '/sessions',
      { exchange_request_id: r.id, proposed_date: dayInZone(3), proposed_time_slot: '09:00' },
      r.tokens.requester,
    );
    if (state === 'accepted' || state === 'completed')
      await api.post(`/sessions/${body.id}/respond`, { action: 'accept' }, r.tokens.coach);
    if (state === 'rejected') await api.post(`/sessions/${body.id}/respond`, { action: 'reject' }, r.tokens.coach);
    if (state === 'completed') await api.post(`/sessions/${body.id}/complete`, {}, r.tokens.coach);
    return { ...r, sessionId: body.id as string };
  }
  // The requester proposed, so the coach is the one who responds.
  const table: Array<[string, SessionState, Who, number, string?]> = [
    ['accept', 'pending', 'coach', 200],
    ['accept', 'pending', 'requester', 403, 'Only the other party can accept or reject this session'],
    ['accept', 'pending', 'stranger', 403, 'You are not part of this exchange'],
    ['reject', 'pending', 'coach', 200],
    ['accept', 'accepted', 'coach', 409, 'This session is no longer pending'],
    ['reject', 'rejected', 'coach', 409, 'This session is no longer pending'],
    ['accept', 'completed', 'coach', 409, 'This session is no longer pending'],
    ['complete', 'pending', 'coach', 409, 'Only an accepted session can be completed'],
    ['complete', 'rejected', 'requester', 409, 'Only an accepted session can be completed'],
    ['complete', 'accepted', 'requester', 200],
    ['complete', 'accepted', 'coach', 200],
    ['complete', 'accepted', 'stranger', 403, 'You are not part of this exchange'],
    ['complete', 'completed', 'coach', 200],
  ];
  it.each(table)('%s a %s session as %s → %i', async (action, state, who, status, detail) => {
    const s = await sessionIn(state);
    const path = action === 'complete' ? `/sessions/${s.sessionId}/complete` : `/sessions/${s.sessionId}/respond`;
    const res = await api.post(path, action === 'complete' ? {} : { action }, s.tokens[who]);
    expect(res.status).toBe(status);
    if (detail) expect(res.body.detail).toBe(detail);
  });

  it('refuses proposing for a request that is not accepted, and by a stranger', async () => {
    const r = await requestIn('pending');
    const payload = { exchange_request_id: r.id, proposed_date: dayInZone(3), proposed_time_slot: '09:00' };
    expect((await api.post('/sessions', payload, r.tokens.requester)).body.detail).toBe(
      'Sessions can only be scheduled for an accepted request',
    );
    expect((await api.post('/sessions', payload, r.tokens.stranger)).body.detail).toBe(
      'You are not part of this exchange',
    );
  });
});
