import { createServer, type Server } from 'node:http';
import fc from 'fast-check';
import { getIntrospectionQuery } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/harness.js';
import { gqlClient, restClient } from '../../test/http.js';
import { availableAllWeek, createMember, createService, dayInZone, grantEp } from '../../test/factories.js';

/**
 * Bad input never hurts: random wrong types, nulls, huge strings, odd Unicode, negative and float
 * numbers, bad dates and bad ids at every mutating endpoint of both APIs. Every answer must be a
 * clear 4xx (never a 5xx), and a refused call must leave the database as it was.
 */
let app: TestApp;
let api: ReturnType<typeof restClient>;
let gql: ReturnType<typeof gqlClient>;
let token: string;
let adminToken: string;
let ids: string[];

let gravatar: Server;
beforeAll(async () => {
  gravatar = createServer((_req, res) => void res.writeHead(404).end()); // Gravatar stays on this machine
  await new Promise<void>((r) => gravatar.listen(0, '127.0.0.1', r));
  app = await startTestApp({
    GRAVATAR_BASE_URL: `http://127.0.0.1:${(gravatar.address() as { port: number }).port}`,
    TRUST_PROXY: '1',
  });
  api = restClient(app.url);
  gql = gqlClient(app.url);
  const coach = await createMember(app);
  const me = await createMember(app);
  token = me.token;
  const service = await createService(app, coach.user.id);
  ids = [service.id, coach.user.id, me.user.id];
  ids.push((await app.services.exchanges.send(me.user.id, { serviceId: service.id })).id); // a thread of mine (conversations)
  // A need and a swap to aim at (the member's own, so that calls reach the rules).
  const mine = await createService(app, me.user.id);
  const need = await app.services.needs.create(coach.user.id, {
    title: 'Fuzz need',
    description: 'd',
    category: 'sales',
    maxEnergy: 3,
  });
  const swap = await app.services.swaps.propose(me.user.id, { myServiceId: mine.id, theirServiceId: service.id });
  ids.push(need.id, swap.id, mine.id);
  // A ring of mine (I give to the coach, the coach to a third member, who gives to me).
  const third = await createMember(app);
  const thirds = await createService(app, third.user.id);
  const ring = await app.services.swaps.rings.propose(me.user.id, {
    myServiceId: mine.id,
    secondServiceId: service.id,
    thirdServiceId: thirds.id,
  });
  ids.push(ring.id, thirds.id);
  // Group sessions: the coach's (I may join it) and one of mine (my calls reach the coach's rules).
  const workshop = async (coachId: string) => {
    await availableAllWeek(app, coachId);
    const service = await createService(app, coachId, {
      title: 'Fuzz workshop',
      category: 'sales',
      energyCost: 1,
      maxParticipants: 3,
    });
    const g = await app.services.groupSessions.schedule(coachId, {
      serviceId: service.id,
      date: dayInZone(4),
      timeSlot: '10:00',
    });
    ids.push(service.id, g.id);
    return service;
  };
  const coachsWorkshop = await workshop(coach.user.id);
  await workshop(me.user.id);
  // A completed one I attended: my seat may be reviewed and disputed (calls reach the seat's rules).
  await grantEp(app, me.user.id, 2);
  const attended = await app.services.groupSessions.schedule(coach.user.id, {
    serviceId: coachsWorkshop.id,
    date: dayInZone(5),
    timeSlot: '10:00',
  });
  await app.services.groupSessions.join(me.user.id, attended.id);
  await app.db.query(`UPDATE group_sessions SET starts_at = now() - interval '1 hour' WHERE id = $1`, [attended.id]);
  await app.services.groupSessions.complete(coach.user.id, attended.id, [me.user.id]);
  ids.push(attended.id);
  // A question of mine to the coach, about their service (its routes reach the thread's rules).
  ids.push((await app.services.questions.ask(me.user.id, { serviceId: service.id, body: 'A fuzz question' })).id);
  const root = await createMember(app, { email: 'fuzz-root@example.com' });
  await app.services.adminRoles.bootstrap(['fuzz-root@example.com']);
  adminToken = root.token;
});
afterAll(async () => {
  await app.close();
  gravatar.closeAllConnections();
  await new Promise((r) => gravatar.close(r));
});

/** A fingerprint of everything a refused call must not touch. */
const snapshot = async () =>
  JSON.stringify(
    await app.db.query(`
      SELECT (SELECT count(*) FROM users) AS users, (SELECT count(*) FROM services) AS services,
             (SELECT count(*) FROM exchange_requests) AS requests, (SELECT count(*) FROM sessions) AS sessions,
             (SELECT count(*) FROM testimonials) AS testimonials, (SELECT count(*) FROM ledger_entries) AS entries,
             (SELECT coalesce(sum(abs(balance)), 0) FROM ledger_accounts) AS balances,
             (SELECT count(*) FROM notifications) AS notifications, (SELECT count(*) FROM admin_roles) AS admins,
             (SELECT count(*) FROM messages) AS messages,
             (SELECT count(*) FROM exchange_disputes) AS disputes,
             (SELECT count(*) FROM needs) AS needs, (SELECT count(*) FROM need_answers) AS answers, (SELECT count(*) FROM swaps) AS swaps,
             (SELECT count(*) FROM notification_preferences) AS mail_preferences,
             (SELECT count(*) FROM push_preferences) AS push_preferences,
             (SELECT md5(coalesce(string_agg(id || endpoint || p256dh || auth, '|' ORDER BY id), '')) FROM push_subscriptions) AS push_devices,
             (SELECT md5(coalesce(string_agg(id || coalesce(proposed_service_id::text, '-') || coalesce(exchange_request_id::text, '-'), '|' ORDER BY id), '')) FROM questions) AS questions,
             (SELECT count(*) FROM member_blocks) AS blocks, (SELECT count(*) FROM first_answers) AS first_answers,
             (SELECT md5(coalesce(string_agg(id || status || seats || coalesce(notes, '-'), '|' ORDER BY id), '')) FROM group_sessions) AS group_sessions,
             (SELECT md5(coalesce(string_agg(id || status, '|' ORDER BY id), '')) FROM group_session_seats) AS seats,
             (SELECT md5(string_agg(value || label || coalesce(retired_at::text, '-') || translated_labels::text, '|' ORDER BY value)) FROM categories) AS categories,
             (SELECT md5(coalesce(string_agg(bio || location || array_to_string(skills, ','), '|' ORDER BY user_id), '')) FROM profiles) AS profiles`),
  );

const weird = fc.oneof(
  fc.constant(null),
  fc.boolean(),
  fc.integer({ min: -2_000_000_000, max: 2_000_000_000 }),
  fc.double({ noNaN: false }),
  fc.constantFrom(-1, 0, 1.5, 1e308, -0.0001, Number.MAX_SAFE_INTEGER),
  fc.string({ maxLength: 20 }),
  fc.string({ unit: 'binary', maxLength: 30 }),
  fc.constantFrom(
    '',
    ' ',
    '\u0000',
    '\uFFFF',
    '🧨'.repeat(50),
    'x'.repeat(100_000),
    "'; DROP TABLE users; --",
    '2026-13-45',
    '9999-99-99T99:99:99Z',
    'not-a-uuid',
    '00000000-0000-0000-0000-000000000000',
    '../../etc/passwd',
    '<script>alert(1)</script>',
    '{{7*7}}',
    '=1+1',
  ),
  fc.array(fc.integer(), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 5 }), fc.integer(), { maxKeys: 2 }),
);

const FIELDS = [
  'email',
  'password',
  'full_name',
  'timezone',
  'referral_code',
  'otp_code',
  'bio',
  'skills',
  'experience_years',
  'location',
  'profile_image',
  'image_source',
  'new_password',
  'title',
  'description',
  'category',
  'duration_minutes',
  'energy_cost',
  'max_participants',
  'availability',
  'service_id',
  'message',
  'request_id',
  'action',
  'session_date',
  'exchange_request_id',
  'proposed_date',
  'proposed_time_slot',
  'notes',
  'rating',
  'content',
  'is_public',
  'read',
  'origin_url',
  'role',
  'fields',
  'amount',
  'reason',
  'body',
  'subject_type',
  'subject_id',
  'code',
  'resolution',
  'note',
  'max_energy',
  'ends_on',
  'closed',
  'my_service_id',
  'their_service_id',
  'second_service_id',
  'third_service_id',
  'preferences',
  'value',
  'label',
  'locale',
  'date',
  'time_slot',
  'seats',
  'attended',
  'endpoint',
  'keys',
  'push',
  'need_id',
  'member_id',
];

const body = fc.oneof(fc.dictionary(fc.constantFrom(...FIELDS), weird, { maxKeys: 6 }), weird);

describe('fuzzing the REST facade', () => {
  it('answers every mutating route with a clear 4xx or a success, never a 5xx, and refused calls change nothing', async () => {
    const routes = app.http.apiRoutes.filter(
      (r) => r.method !== 'GET' && r.path !== '/premium/webhook' && !r.path.startsWith('/admin/'),
    );
    const seen = new Map<string, number>();
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...routes),
        body,
        fc.constantFrom(...ids, 'nope', '%00', 'x'.repeat(300)),
        async (route, payload, id) => {
          const path = route.path.replace(/:(\w+)/g, () => encodeURIComponent(id));
          const before = await snapshot();
          const res = await api.call(route.method, path, { token, body: payload });
          seen.set(`${route.method} ${route.path}`, (seen.get(`${route.method} ${route.path}`) ?? 0) + 1);
          expect(res.status, `${route.method} ${path} ${JSON.stringify(payload)?.slice(0, 200)}`).toBeLessThan(500);
          if (res.status >= 400) {
            expect(typeof res.body.detail).toBe('string');
            expect(res.body.detail.length).toBeGreaterThan(0);
            expect(await snapshot()).toBe(before);
          }
        },
      ),
      { numRuns: 1000 },
    );
    expect(seen.size).toBeGreaterThan(routes.length * 0.8);
  }, 300_000);

  it('answers GET /coaches with 200 or a 400 naming it for any sort and cursor, never a 5xx', async () => {
    const value = fc.oneof(
      fc.constantFrom('relevance', 'reliability', 'RELIABILITY', '', '%00', 'reliability%20'),
      fc.string({ maxLength: 40 }),
    );
    await fc.assert(
      fc.asyncProperty(value, fc.option(fc.base64String({ maxLength: 60 })), async (sort, cursor) => {
        const path = `/coaches?sort=${encodeURIComponent(sort)}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`;
        const res = await api.get(path);
        expect(res.status, path).toBeLessThan(500);
        if (res.status !== 200) expect([400, res.body.detail], path).toEqual([res.status, expect.any(String)]);
        if (!['', 'relevance', 'reliability'].includes(sort)) expect(res.status, path).toBe(400);
      }),
      { numRuns: 60 },
    );
  });

  it('answers POST /push/subscriptions with 201 or a 400 for any endpoint and keys, never a 5xx', async () => {
    const { token } = await createMember(app); // the property above may have ended the first member's session
    const key = (bytes: number) =>
      fc.uint8Array({ minLength: bytes, maxLength: bytes }).map((b) => Buffer.from(b).toString('base64url'));
    const endpoint = fc.oneof(
      fc.constantFrom(
        'https://push.example.com/send/abc',
        'http://push.example.com/x',
        'https://user:pw@h.example/x',
        '',
      ),
      fc.webUrl(),
      fc.string({ maxLength: 60 }),
      weird,
    );
    const point = fc.oneof(
      key(65).map((k) => Buffer.from([4, ...Buffer.from(k, 'base64url').subarray(1)]).toString('base64url')),
      key(33),
      weird,
    );
    const auth = fc.oneof(key(16), key(15), weird);
    await fc.assert(
      fc.asyncProperty(endpoint, point, auth, async (e, p256dh, a) => {
        const before = await snapshot();
        const res = await api.post('/push/subscriptions', { endpoint: e, keys: { p256dh, auth: a } }, token);
        expect(res.status, JSON.stringify({ e, p256dh, a })).toBeLessThan(500);
        if (res.status >= 400) {
          expect([res.status, typeof res.body.detail]).toEqual([400, 'string']);
          expect(await snapshot()).toBe(before);
        } else await api.delete(`/push/subscriptions/${res.body.id}`, token);
      }),
      { numRuns: 150 },
    );
  });

  it('refuses NUL characters (PostgreSQL text cannot hold them) with a 400 in both APIs', async () => {
    const rest = await api.put('/user/profile', { bio: 'a\u0000b' }, token);
    expect([rest.status, rest.body.detail]).toEqual([400, 'Text must not contain NUL characters']);
    const g = await gql(`mutation($b: String) { updateProfile(input: { bio: $b }) { id } }`, { b: 'a\u0000b' }, token);
    expect([g.status, g.errors?.[0].message]).toEqual([400, 'Text must not contain NUL characters']);
  });

  it('answers 413 to bodies over the limit', async () => {
    const res = await api.post('/services', { title: 'x', description: 'd'.repeat(200_000), category: 'sales' }, token);
    expect(res.status).toBe(413);
    const pic = await api.put('/user/profile', { profile_image: 'x'.repeat(4 * 1024 * 1024) }, token);
    expect(pic.status).toBe(413);
  });
});

type TypeRef = { kind: string; name: string | null; ofType: TypeRef | null };
type InputType = { name: string; kind: string; inputFields?: Array<{ name: string; type: TypeRef }> };

/** A GraphQL type written as in a variable declaration: `[String!]!`. */
const typeString = (t: TypeRef): string =>
  t.kind === 'NON_NULL' ? `${typeString(t.ofType!)}!` : t.kind === 'LIST' ? `[${typeString(t.ofType!)}]` : t.name!;
const named = (t: TypeRef): TypeRef => (t.ofType ? named(t.ofType) : t);

/** The schema's types by name and its mutations, read by introspection, and the selection a mutation's result needs. */
async function mutationSchema() {
  const schema = (await gql(getIntrospectionQuery())).data.__schema;
  const types = new Map<string, InputType>(schema.types.map((t: InputType) => [t.name, t]));
  const mutations: Array<{ name: string; args: Array<{ name: string; type: TypeRef }>; type: TypeRef }> =
    schema.types.find((t: { name: string }) => t.name === 'Mutation').fields;
  /** `{ __typename }` for an object result, nothing for a scalar one. */
  const selection = (t: TypeRef) =>
    ['OBJECT', 'INTERFACE'].includes(types.get(named(t).name!)!.kind) ? ' { __typename }' : '';
  return { types, mutations, selection };
}

describe('fuzzing GraphQL mutations', () => {
  it('answers every mutation with errors or data, never an internal error, and refused calls change nothing', async () => {
    const { types, mutations, selection } = await mutationSchema();
    const scalar = (name: string): fc.Arbitrary<unknown> => {
      switch (name) {
        case 'Int':
          return fc.oneof(fc.integer({ min: -2147483648, max: 2147483647 }), weird);
        case 'Boolean':
          return fc.oneof(fc.boolean(), weird);
        default:
          return fc.oneof(fc.string({ maxLength: 40 }), weird, fc.constantFrom(...ids));
      }
    };
    const valueFor = (t: TypeRef, depth = 0): fc.Arbitrary<unknown> => {
      if (t.kind === 'NON_NULL') return valueFor(t.ofType!, depth);
      if (t.kind === 'LIST') return fc.oneof(fc.array(valueFor(t.ofType!, depth + 1), { maxLength: 3 }), weird);
      const def = types.get(t.name!)!;
      if (def.kind === 'INPUT_OBJECT' && depth < 3) {
        return fc.oneof(
          fc.record(Object.fromEntries(def.inputFields!.map((f) => [f.name, valueFor(f.type, depth + 1)])), {
            requiredKeys: [],
          }),
          weird,
        );
      }
      if (def.kind === 'ENUM')
        return fc.oneof(fc.constantFrom('ACCEPT', 'DECLINE', 'REJECT', 'admin', 'super_admin', 'GRAVATAR'), weird);
      return scalar(t.name!);
    };

    await fc.assert(
      fc.asyncProperty(
        fc
          .constantFrom(...mutations)
          .chain((m) =>
            fc.tuple(
              fc.constant(m),
              fc.record(Object.fromEntries(m.args.map((a) => [a.name, valueFor(a.type)])), { requiredKeys: [] }),
            ),
          ),
        fc.boolean(),
        async ([m, variables], signedIn) => {
          const decl = m.args.map((a) => `$${a.name}: ${typeString(a.type)}`).join(', ');
          const call = m.args.map((a) => `${a.name}: $${a.name}`).join(', ');
          const query = `mutation${decl ? `(${decl})` : ''} { ${m.name}${call ? `(${call})` : ''}${selection(m.type)} }`;
          const before = await snapshot();
          const res = await gql(query, variables as Record<string, unknown>, signedIn ? token : undefined);
          const codes = (res.errors ?? []).map((e) => e.extensions?.code);
          expect(res.status, `${query} ${JSON.stringify(variables).slice(0, 200)}`).toBeLessThan(500);
          expect(
            codes,
            `${m.name} ${JSON.stringify(variables).slice(0, 200)} ${JSON.stringify(res.errors)?.slice(0, 300)}`,
          ).not.toContain('INTERNAL_SERVER_ERROR');
          if (res.errors?.length) {
            expect(res.errors.every((e) => typeof e.message === 'string' && e.message.length > 0)).toBe(true);
            if (!res.data || Object.values(res.data).every((v) => v === null)) expect(await snapshot()).toBe(before);
          }
        },
      ),
      { numRuns: 800 },
    );
  }, 300_000);
});

/**
 * The inputs the attack sweep turned into 500s, at every mutating route of both
 * APIs, admin routes included: lone surrogates in every string field, objects and arrays where text
 * belongs, and 4,000-character X-Forwarded-For, Idempotency-Key and Authorization headers.
 */
describe("fuzzing with the attack sweep's inputs", () => {
  const LONE_SURROGATES = ['\ud800', 'a\udc00b', '\udbff\udbff', 'Ann\ud83d'];
  const NOT_TEXT: unknown[] = [{ toString: 1 }, { valueOf: 1, toString: 1 }, {}, [], ['a', 'b'], { $gt: '' }];
  const HUGE = 'x'.repeat(4000);

  // DELETE /user is left out: the sweep's body carries the member's real password, which deletes them.
  const mutatingRoutes = () =>
    app.http.apiRoutes.filter(
      (r) =>
        r.method !== 'GET' &&
        r.path !== '/premium/webhook' &&
        r.path !== '/admin/import-users' &&
        !(r.method === 'DELETE' && r.path === '/user'),
    );
  // Ids where ids go; a category's labels get a language we speak and a category there is, so the
  // sweep reaches the label's own checks (the other category routes keep an unknown value: they
  // would retire or rename it).
  const fill = (route: { path: string }) =>
    route.path.endsWith('/labels/:locale')
      ? route.path.replace(':value', 'sales').replace(':locale', 'es')
      : route.path.replace(/:(\w+)/g, () => ids[0]);
  const as = (route: { path: string }) => (route.path.startsWith('/admin/') ? adminToken : token);

  it('answers every REST route with < 500 for lone surrogates and non-text values in every field', async () => {
    let calls = 0;
    for (const [r, route] of mutatingRoutes().entries()) {
      for (const [f, field] of FIELDS.entries()) {
        // One lone surrogate and one non-text value per field, rotating so every value meets every route.
        for (const value of [LONE_SURROGATES[(r + f) % LONE_SURROGATES.length], NOT_TEXT[(r + f) % NOT_TEXT.length]]) {
          // A fresh client address per call (TRUST_PROXY=1): per-IP abuse limits do not hide the handlers.
          const headers = { 'x-forwarded-for': `10.${r % 250}.${f % 250}.${calls % 250}` };
          const res = await api.call(route.method, fill(route), {
            token: as(route),
            headers,
            body: { email: 'fuzz@example.com', full_name: 'Fuzz', password: 'secret1', [field]: value },
          });
          calls++;
          expect(res.status, `${route.method} ${route.path} ${field}=${JSON.stringify(value)}`).toBeLessThan(500);
          if (res.status >= 400) expect(typeof res.body.detail).toBe('string');
        }
      }
      // A lone surrogate in the path, too (decodeURIComponent would throw URIError on it).
      const res = await api.call(
        route.method,
        route.path.replace(/:(\w+)/g, () => '%ED%A0%80'),
        { token: as(route), body: {} },
      );
      expect(res.status, `${route.method} ${route.path} surrogate in path`).toBeLessThan(500);
    }
    expect(calls).toBeGreaterThan(1000);
  }, 600_000);

  it('answers every REST route with < 500 for 4,000-character X-Forwarded-For, Idempotency-Key and Authorization headers', async () => {
    for (const route of [...mutatingRoutes(), ...app.http.apiRoutes.filter((r) => r.method === 'GET')]) {
      for (const headers of [
        { 'x-forwarded-for': HUGE } as Record<string, string>,
        { 'x-forwarded-for': `${'203.0.113.9, '.repeat(300)}1.2.3.4` },
        { 'idempotency-key': HUGE },
        { authorization: `Bearer ${HUGE}` },
        { authorization: HUGE },
      ]) {
        const withToken = headers.authorization ? {} : { token: as(route) };
        const res = await api.call(route.method, fill(route), {
          ...withToken,
          headers,
          body: route.method === 'GET' ? undefined : { email: 'fuzz@example.com' },
        });
        expect(res.status, `${route.method} ${route.path} ${Object.keys(headers)[0]}`).toBeLessThan(500);
      }
    }
    const rows = await app.db.query(`SELECT max(length(bucket))::int AS n FROM rate_limits`);
    expect(rows[0].n ?? 0).toBeLessThanOrEqual(200);
  }, 600_000);

  it('answers every GraphQL mutation without an internal error for lone surrogates in every string argument', async () => {
    const { types, mutations, selection } = await mutationSchema();
    // Every String becomes the surrogate; other scalars get a plausible value so the String is reached.
    const valueFor = (t: TypeRef, surrogate: string, depth = 0): unknown => {
      if (t.kind === 'NON_NULL') return valueFor(t.ofType!, surrogate, depth);
      if (t.kind === 'LIST') return [valueFor(t.ofType!, surrogate, depth + 1)];
      const def = types.get(t.name!)!;
      if (def.kind === 'INPUT_OBJECT')
        return depth > 3
          ? {}
          : Object.fromEntries(def.inputFields!.map((f) => [f.name, valueFor(f.type, surrogate, depth + 1)]));
      if (def.kind === 'ENUM') return (def as unknown as { enumValues: Array<{ name: string }> }).enumValues[0].name;
      if (t.name === 'Int') return 1;
      if (t.name === 'Float') return 1.5;
      if (t.name === 'Boolean') return true;
      return surrogate;
    };
    for (const m of mutations) {
      const decl = m.args.map((a) => `$${a.name}: ${typeString(a.type)}`).join(', ');
      const call = m.args.map((a) => `${a.name}: $${a.name}`).join(', ');
      const query = `mutation${decl ? `(${decl})` : ''} { ${m.name}${call ? `(${call})` : ''}${selection(m.type)} }`;
      for (const surrogate of LONE_SURROGATES) {
        for (const who of [token, adminToken, undefined]) {
          const variables = Object.fromEntries(m.args.map((a) => [a.name, valueFor(a.type, surrogate)]));
          const res = await gql(query, variables, who);
          expect(res.status, `${m.name} ${JSON.stringify(variables).slice(0, 200)}`).toBeLessThan(500);
          const codes = (res.errors ?? []).map((e) => e.extensions?.code);
          expect(codes, `${m.name} ${JSON.stringify(res.errors)?.slice(0, 300)}`).not.toContain(
            'INTERNAL_SERVER_ERROR',
          );
        }
      }
    }
  }, 600_000);

  it('answers GraphQL with < 500 for 4,000-character X-Forwarded-For and Authorization headers', async () => {
    for (const headers of [
      { 'x-forwarded-for': HUGE },
      { authorization: `Bearer ${HUGE}` },
      { authorization: HUGE },
    ] as Array<Record<string, string>>) {
      const res = await fetch(`${app.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: JSON.stringify({ query: '{ me { id } }' }),
      });
      expect(res.status, Object.keys(headers)[0]).toBeLessThan(500);
      expect(JSON.stringify(await res.json())).not.toContain('INTERNAL_SERVER_ERROR');
    }
  });
});
