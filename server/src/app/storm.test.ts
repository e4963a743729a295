import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/harness.js';
import { OpenApiDriftError } from '../../test/http.js';
import {
  availableAllWeek,
  createMember,
  createService,
  dayInZone,
  grantEp,
  makePremium,
} from '../../test/factories.js';

/**
 * The EP storm (zero 5xx): a few members fire several hundred random operations at once
 * over both transports — send, accept, decline, cancel and complete requests; propose, answer and
 * complete sessions from either side; testimonials; availability saves; with double clicks. Every
 * answer must be a success or a clear 4xx, and afterwards the ledger's invariants (`ledger:check`)
 * and the session rules must hold.
 *
 * Seeded, so a failure can be replayed: STORM_SEED=<n> npx vitest run src/app/storm.test.ts
 */
const { app, api, gql } = useTestApp({ reset: false });

const OPERATIONS = 1000;
const CONCURRENCY = 24;
const MEMBERS = 6;
const SEED = Number(process.env.STORM_SEED ?? Date.now() % 100_000);
const HOURS = [7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19];
const EXPECTED_REST = new Set([200, 201, 400, 403, 404, 409]);
const EXPECTED_GRAPHQL = new Set(['BAD_USER_INPUT', 'FORBIDDEN', 'NOT_FOUND', 'CONFLICT', 'INSUFFICIENT_FUNDS']);

/** mulberry32: a small seeded generator, so a storm can be replayed. */
function random(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

interface Outcome {
  op: string;
  transport: 'rest' | 'graphql';
  /** HTTP status for REST; the error code (or 'OK') for GraphQL. */
  result: string | number;
  detail?: string;
}

describe('storm', () => {
  it(`${OPERATIONS} random concurrent EP operations over REST and GraphQL: zero 5xx, the ledger and session rules hold`, async () => {
    const rand = random(SEED);
    const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rand() * xs.length)];
    const members = await Promise.all(
      Array.from({ length: MEMBERS }, (_, i) =>
        createMember(app, {
          timezone: pick(['UTC', 'Europe/Paris', 'Asia/Tokyo', 'America/Sao_Paulo']),
          fullName: `Storm ${i}`,
        }),
      ),
    );
    const token = new Map(members.map((m) => [m.user.id, m.token]));
    const ids = members.map((m) => m.user.id);
    await makePremium(app, ids[0]);
    for (const id of ids.slice(1)) await grantEp(app, id, 40);
    const services: Array<{ id: string; coachId: string }> = [];
    for (const id of ids) {
      await availableAllWeek(app, id, HOURS);
      for (let k = 0; k < 2; k++)
        services.push({
          id: (await createService(app, id, { energyCost: 1 + Math.floor(rand() * 4) })).id,
          coachId: id,
        });
    }

    const outcomes: Outcome[] = [];
    const rest = async (op: string, method: string, path: string, as: string, body?: unknown) => {
      try {
        const res = await api.call(method, path, { token: token.get(as), body });
        outcomes.push({
          op,
          transport: 'rest',
          result: res.status,
          detail: res.status >= 400 ? res.body?.detail : undefined,
        });
      } catch (err) {
        // An answer the OpenAPI document does not allow (a 500 among them): recorded, reported below.
        if (!(err instanceof OpenApiDriftError)) throw err;
        outcomes.push({ op, transport: 'rest', result: 'undocumented', detail: err.problems[0] });
      }
    };
    const graphql = async (op: string, query: string, variables: Record<string, unknown>, as: string) => {
      const res = await gql(query, variables, token.get(as));
      const error = res.errors?.[0];
      outcomes.push({
        op,
        transport: 'graphql',
        result: error ? String(error.extensions?.code ?? 'NO_CODE') : res.status === 200 ? 'OK' : res.status,
        detail: error?.message,
      });
    };
    const either = (op: string, as: string, viaRest: () => Promise<void>, viaGraphql: () => Promise<void>) =>
      rand() < 0.5 ? viaRest() : viaGraphql();
    /** One random row (a candidate for an operation), read at the time the operation runs. */
    const one = async (sql: string, params: unknown[] = []) =>
      (await app.db.query(`${sql} ORDER BY random() LIMIT 1`, params))[0];
    const partyOf = (row: { requester_id?: string; coach_id: string; student_id?: string }) =>
      rand() < 0.5 ? row.coach_id : (row.requester_id ?? row.student_id)!;

    const operations: Array<[weight: number, run: () => Promise<void>]> = [
      [
        14,
        async () => {
          const service = pick(services);
          const as = pick(ids.filter((id) => id !== service.coachId || rand() < 0.05)); // now and then one's own: 403
          await either(
            'send',
            as,
            () => rest('send', 'POST', '/requests', as, { service_id: service.id }),
            () =>
              graphql(
                'send',
                `
                  mutation ($id: ID!) {
                    sendRequest(input: { serviceId: $id }) {
                      id
                    }
                  }
                `,
                { id: service.id },
                as,
              ),
          );
        },
      ],
      [
        12,
        async () => {
          const r = await one(`SELECT id, coach_id FROM exchange_requests WHERE status = 'pending'`);
          if (!r) return;
          const action = rand() < 0.75 ? 'accept' : 'decline';
          await either(
            'respond',
            r.coach_id,
            () => rest('respond', 'POST', '/requests/respond', r.coach_id, { request_id: r.id, action }),
            () =>
              graphql(
                'respond',
                `mutation($id: ID!) { respondToRequest(input: { requestId: $id, action: ${action.toUpperCase()} }) { id } }`,
                { id: r.id },
                r.coach_id,
              ),
          );
        },
      ],
      [
        4,
        async () => {
          const r = await one(`SELECT id, requester_id FROM exchange_requests WHERE status = 'pending'`);
          if (!r) return;
          await either(
            'cancel',
            r.requester_id,
            () => rest('cancel', 'POST', `/requests/${r.id}/cancel`, r.requester_id),
            () =>
              graphql(
                'cancel',
                `
                  mutation ($id: ID!) {
                    cancelRequest(requestId: $id) {
                      id
                    }
                  }
                `,
                { id: r.id },
                r.requester_id,
              ),
          );
        },
      ],
      [
        14,
        async () => {
          const s = await one(`SELECT id, requester_id, coach_id FROM exchange_requests WHERE status = 'accepted'`);
          if (!s) return;
          const as = partyOf(s);
          const date = dayInZone(1 + Math.floor(rand() * 5), 'Pacific/Kiritimati'); // tomorrow or later in every zone
          const slot = `${String(pick(HOURS)).padStart(2, '0')}:00`;
          await either(
            'propose',
            as,
            () =>
              rest('propose', 'POST', '/sessions', as, {
                exchange_request_id: s.id,
                proposed_date: date,
                proposed_time_slot: slot,
              }),
            () =>
              graphql(
                'propose',
                `
                  mutation ($input: ProposeSessionInput!) {
                    proposeSession(input: $input) {
                      id
                    }
                  }
                `,
                { input: { exchangeRequestId: s.id, proposedDate: date, proposedTimeSlot: slot } },
                as,
              ),
          );
        },
      ],
      [
        12,
        async () => {
          const s = await one(`SELECT id, proposer_id, coach_id, student_id FROM sessions WHERE status = 'pending'`);
          if (!s) return;
          const as = s.proposer_id === s.coach_id ? s.student_id : s.coach_id;
          const action = rand() < 0.8 ? 'accept' : 'reject';
          await either(
            'answer session',
            as,
            () => rest('answer session', 'POST', `/sessions/${s.id}/respond`, as, { action }),
            () =>
              graphql(
                'answer session',
                `mutation($id: ID!) { respondToSession(sessionId: $id, action: ${action.toUpperCase()}) { id } }`,
                { id: s.id },
                as,
              ),
          );
        },
      ],
      [
        12,
        async () => {
          const s = await one(
            `SELECT id, coach_id, student_id, exchange_request_id FROM sessions WHERE status = 'accepted'`,
          );
          if (!s) return;
          // Now and then the same exchange is completed from its request card at the same moment.
          const racing = rand() < 0.3 ? completeRequest(s.exchange_request_id, partyOf(s)) : Promise.resolve();
          const as = partyOf(s);
          await Promise.all([
            racing,
            either(
              'complete session',
              as,
              () => rest('complete session', 'POST', `/sessions/${s.id}/complete`, as),
              () =>
                graphql(
                  'complete session',
                  `
                    mutation ($id: ID!) {
                      completeSession(sessionId: $id) {
                        id
                      }
                    }
                  `,
                  { id: s.id },
                  as,
                ),
            ),
          ]);
        },
      ],
      [
        8,
        async () => {
          const r = await one(`SELECT id, requester_id, coach_id FROM exchange_requests WHERE status = 'accepted'`);
          if (r) await completeRequest(r.id, partyOf(r));
        },
      ],
      [
        8,
        async () => {
          const r = await one(`SELECT id, requester_id, coach_id FROM exchange_requests WHERE status = 'completed'`);
          if (!r) return;
          const as = partyOf(r);
          await either(
            'testimonial',
            as,
            () =>
              rest('testimonial', 'POST', '/testimonials', as, {
                exchange_request_id: r.id,
                content: 'Storm-tested',
                rating: 1 + Math.floor(rand() * 5),
              }),
            () =>
              graphql(
                'testimonial',
                `
                  mutation ($input: TestimonialInput!) {
                    writeTestimonial(input: $input) {
                      id
                    }
                  }
                `,
                { input: { exchangeRequestId: r.id, content: 'Storm-tested' } },
                as,
              ),
          );
        },
      ],
      [
        8,
        async () => {
          const as = pick(ids);
          const week = Object.fromEntries(
            ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'].map((d) => [
              d,
              HOURS.filter(() => rand() < 0.8).map((h) => `${String(h).padStart(2, '0')}:00`),
            ]),
          );
          await either(
            'availability',
            as,
            () => rest('availability', 'PUT', '/user/availability', as, { availability: week }),
            () =>
              graphql(
                'availability',
                `
                  mutation ($input: AvailabilityInput!) {
                    setAvailability(input: $input) {
                      timezone
                    }
                  }
                `,
                { input: week },
                as,
              ),
          );
        },
      ],
    ];
    function completeRequest(requestId: string, as: string) {
      return either(
        'complete request',
        as,
        () => rest('complete request', 'POST', `/requests/${requestId}/complete`, as),
        () =>
          graphql(
            'complete request',
            `
              mutation ($id: ID!) {
                completeRequest(requestId: $id) {
                  id
                }
              }
            `,
            { id: requestId },
            as,
          ),
      );
    }
    const totalWeight = operations.reduce((sum, [w]) => sum + w, 0);
    const randomOperation = () => {
      let x = rand() * totalWeight;
      for (const [w, run] of operations) if ((x -= w) < 0) return run;
      return operations[0][1];
    };

    const t0 = performance.now();
    let started = 0;
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        while (started < OPERATIONS) {
          started++;
          const run = randomOperation();
          // One operation in eight is double-clicked: the same call twice at once.
          await (rand() < 0.125 ? Promise.all([run(), run()]) : run());
        }
      }),
    );
    const ms = Math.round(performance.now() - t0);

    const byResult = new Map<string, number>();
    for (const o of outcomes)
      byResult.set(`${o.transport} ${o.result}`, (byResult.get(`${o.transport} ${o.result}`) ?? 0) + 1);
    console.log(
      `[figures] storm seed ${SEED}: ${outcomes.length} calls in ${ms} ms — ${[...byResult]
        .sort()
        .map(([k, n]) => `${k}: ${n}`)
        .join(', ')}`,
    );

    const unexpected = outcomes.filter((o) =>
      o.transport === 'rest'
        ? !EXPECTED_REST.has(o.result as number)
        : o.result !== 'OK' && !EXPECTED_GRAPHQL.has(String(o.result)),
    );
    expect(unexpected, `seed ${SEED}`).toEqual([]);
    expect(outcomes.filter((o) => o.result === 200 || o.result === 201 || o.result === 'OK').length).toBeGreaterThan(
      OPERATIONS / 3,
    );

    // The ledger: every invariant of `npm run ledger:check`.
    expect((await app.services.ledger.check(app.db.manager)).problems, `seed ${SEED}`).toEqual([]);
    // The sessions (every one of them lies ahead, so none was held unless a party completed it):
    // nothing is left open on an exchange that is no longer accepted; only a completed exchange has a
    // held session, and at most one; each completed exchange was settled once.
    expect(
      await app.db.query(
        `SELECT s.id, s.status, r.status AS request_status FROM sessions s JOIN exchange_requests r ON r.id = s.exchange_request_id
          WHERE (s.status IN ('pending', 'accepted') AND r.status <> 'accepted') OR (s.status = 'completed' AND r.status <> 'completed')`,
      ),
    ).toEqual([]);
    expect(
      await app.db.query(
        `SELECT exchange_request_id FROM sessions WHERE status = 'completed' GROUP BY 1 HAVING count(*) > 1`,
      ),
    ).toEqual([]);
    expect(
      await app.db.query(
        `SELECT r.id FROM exchange_requests r WHERE r.status = 'completed'
            AND (SELECT count(*) FROM ledger_entries e WHERE e.kind = 'settlement' AND e.reference = r.id::text) <> 1`,
      ),
    ).toEqual([]);
  }, 60_000);
});
