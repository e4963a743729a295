import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/harness.js';
import { availableAllWeek, createMember, createService, dayInZone, grantEp } from '../../../test/factories.js';
import { ExchangeText as T } from './exchange.errors.js';

/**
 * `POST /api/sessions/{id}/complete` racing `POST /api/requests/{its request}/complete`
 * answered 500 `deadlock detected` 7 times in 160 — the session path locked the session, then the
 * request; the request path the request, then its sessions. Every path now locks the request first,
 * then its sessions by id.
 */
const { app, api, gql } = useTestApp();

const RACES = 160;
const PAIRS = 8;
const HOURS = [7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19];

interface Race {
  requestId: string;
  sessionId: string;
  coachToken: string;
  studentToken: string;
}

/** RACES accepted requests, each with one accepted session ahead, over PAIRS coach/student pairs (set up through the services). */
async function acceptedExchangesWithSessions(): Promise<Race[]> {
  const perPair = RACES / PAIRS;
  const pairs = await Promise.all(
    Array.from({ length: PAIRS }, async () => {
      const coach = await createMember(app);
      const student = await createMember(app);
      await availableAllWeek(app, coach.user.id, HOURS);
      await grantEp(app, student.user.id, perPair);
      const service = await createService(app, coach.user.id, { energyCost: 1 });
      const races: Race[] = [];
      for (let i = 0; i < perPair; i++) {
        const r = await app.services.exchanges.send(student.user.id, { serviceId: service.id });
        await app.services.exchanges.respond(coach.user.id, { requestId: r.id, action: 'accept' });
        // Distinct slots: the coach cannot hold two accepted sessions at one time.
        const s = await app.services.sessions.propose(student.user.id, {
          requestId: r.id,
          proposedDate: dayInZone(2 + Math.floor(i / HOURS.length)),
          proposedTimeSlot: `${String(HOURS[i % HOURS.length]).padStart(2, '0')}:00`,
        });
        await app.services.sessions.respond(coach.user.id, s.id, 'accept');
        races.push({ requestId: r.id, sessionId: s.id, coachToken: coach.token, studentToken: student.token });
      }
      return races;
    }),
  );
  return pairs.flat();
}

async function expectSettledOnceEach(races: Race[]) {
  const [{ completed }] = await app.db.query(
    `SELECT count(*)::int AS completed FROM exchange_requests WHERE status = 'completed'`,
  );
  expect(completed).toBe(RACES);
  const [{ settlements, distinct }] = await app.db.query(
    `SELECT count(*)::int AS settlements, count(DISTINCT reference)::int AS distinct FROM ledger_entries WHERE kind = 'settlement'`,
  );
  expect({ settlements, distinct }).toEqual({ settlements: RACES, distinct: RACES });
  // The session either won (held) or lost to the request card (it was ahead: cancelled) — never open.
  const statuses = await app.db.query(
    `SELECT status, count(*)::int AS n FROM sessions WHERE id = ANY($1::uuid[]) GROUP BY status`,
    [races.map((r) => r.sessionId)],
  );
  expect(statuses.every((s: { status: string }) => s.status === 'completed' || s.status === 'cancelled')).toBe(true);
  expect((await app.services.ledger.check(app.db.manager)).problems).toEqual([]);
}

describe('one lock order for a request and its sessions', () => {
  it(`REST: session complete racing request complete, ${RACES} times → no 5xx, no deadlock, settled once each`, async () => {
    const races = await acceptedExchangesWithSessions();
    const answers = await Promise.all(
      races.map(async (r, i) => {
        const [session, request] = await Promise.all([
          api.post(`/sessions/${r.sessionId}/complete`, {}, i % 2 ? r.coachToken : r.studentToken),
          api.post(`/requests/${r.requestId}/complete`, {}, i % 2 ? r.studentToken : r.coachToken),
        ]);
        return { session, request };
      }),
    );
    const statuses = answers.flatMap((a) => [a.session.status, a.request.status]);
    expect(statuses.filter((s) => s >= 500)).toEqual([]);
    for (const { session, request } of answers) {
      expect(request.status).toBe(200);
      expect(request.body.status).toBe('completed');
      // The session call either completed it, or found it closed by the request card just before.
      if (session.status === 200) expect(session.body.status).toBe('completed');
      else expect(session.body).toMatchObject({ detail: T.sessionCancelled });
    }
    console.log(
      `[figures] ${RACES} REST races: session won ${answers.filter((a) => a.session.status === 200).length}, request card won ${answers.filter((a) => a.session.status === 409).length}`,
    );
    await expectSettledOnceEach(races);
  }, 120_000);

  it(`GraphQL: completeSession racing completeRequest, ${RACES} times → no errors but the documented CONFLICT, settled once each`, async () => {
    const races = await acceptedExchangesWithSessions();
    const answers = await Promise.all(
      races.map(async (r, i) => {
        const [session, request] = await Promise.all([
          gql(
            `mutation($id: ID!) { completeSession(sessionId: $id) { status } }`,
            { id: r.sessionId },
            i % 2 ? r.coachToken : r.studentToken,
          ),
          gql(
            `mutation($id: ID!) { completeRequest(requestId: $id) { status } }`,
            { id: r.requestId },
            i % 2 ? r.studentToken : r.coachToken,
          ),
        ]);
        return { session, request };
      }),
    );
    for (const { session, request } of answers) {
      expect(request.errors).toBeUndefined();
      expect(request.data.completeRequest.status).toBe('COMPLETED');
      if (session.errors)
        expect(session.errors[0]).toMatchObject({ message: T.sessionCancelled, extensions: { code: 'CONFLICT' } });
      else expect(session.data.completeSession.status).toBe('COMPLETED');
    }
    await expectSettledOnceEach(races);
  }, 120_000);
});
