import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { DataSource } from 'typeorm';
import { startTestApp, TEST_JWT_SECRET, testDatabaseUrl, useTestApp, type TestApp } from '../../test/harness.js';
import { restClient } from '../../test/http.js';
import { createMember, createService } from '../../test/factories.js';
import { databaseBefore } from '../../test/migration-steps.js';
import { parseConfig } from '../config/env.js';
import { createDataSource } from '../db/data-source.js';
import { createMailer } from '../common/mail/mailer.js';
import { LocalEventBus } from '../common/events/event-bus.js';
import { createServices } from './services.js';
import { createSchema } from './graphql.js';
import { createHttpApp, type HttpApp } from './http.js';
import { bucketKey } from '../common/rate-limit.js';
import { isSaneForwardedFor } from '../common/http/request-context.js';

/**
 * Edge hardening (no input may cause a 5xx): timezones PostgreSQL knows, inputs bounded
 * before they reach an index, the persisted-query protocol's 400, and a database too busy to
 * answer in time giving 503 with Retry-After on both transports instead of hanging or a 500.
 */
const { app, api, gql } = useTestApp();

const ZONE_MESSAGE = 'timezone must be an IANA timezone such as Europe/Paris';

describe('timezones PostgreSQL knows', () => {
  // Both are still resolved by the runtime's ICU, but were dropped from the tz database.
  const dropped = ['US/Pacific-New', 'Canada/East-Saskatchewan'];

  it('refuses zones PostgreSQL does not know (or the runtime does not) at every entry with a 400', async () => {
    for (const zone of [...dropped, 'Factory', 'posixrules', 'Mars/Olympus', 'europe/paris']) {
      const email = `tz${createHash('md5').update(zone).digest('hex').slice(0, 8)}@example.com`;
      const signup = await api.post('/auth/signup', { email, password: 'secret1', full_name: 'Tz', timezone: zone });
      expect([zone, signup.status, signup.body.detail]).toEqual([zone, 400, ZONE_MESSAGE]);
      const otp = await api.post('/auth/send-otp', { email, full_name: 'Tz', timezone: zone });
      expect([zone, otp.status, otp.body.detail]).toEqual([zone, 400, ZONE_MESSAGE]);
      const g = await gql(
        'mutation($e: String!, $z: String!) { sendCode(input: { email: $e, fullName: "Tz", timezone: $z }) { email } }',
        { e: email, z: zone },
      );
      expect(g.errors?.[0]).toMatchObject({ message: ZONE_MESSAGE, extensions: { code: 'BAD_USER_INPUT' } });
      const gs = await gql(
        'mutation($e: String!, $z: String!) { signup(input: { email: $e, password: "secret1", fullName: "Tz", timezone: $z }) { accessToken } }',
        { e: email, z: zone },
      );
      expect(gs.errors?.[0]).toMatchObject({ message: ZONE_MESSAGE, extensions: { code: 'BAD_USER_INPUT' } });
    }
    expect(await app.db.query(`SELECT count(*)::int AS n FROM users WHERE email LIKE 'tz%'`)).toEqual([{ n: 0 }]);
    expect(await app.db.query(`SELECT count(*)::int AS n FROM one_time_codes WHERE email LIKE 'tz%'`)).toEqual([
      { n: 0 },
    ]);
  });

  it('availability saves take a zone by the same rule: refused on both transports, nothing changed, and proposals keep working', async () => {
    const coach = await createMember(app, { fullName: 'Zoned Coach', timezone: 'Europe/Paris' });
    const student = await createMember(app, { fullName: 'Zoned Student' });
    const week = {
      monday: ['09:00'],
      tuesday: ['09:00'],
      wednesday: ['09:00'],
      thursday: ['09:00'],
      friday: ['09:00'],
      saturday: ['09:00'],
      sunday: ['09:00'],
    };
    expect(
      (await api.put('/user/availability', { availability: week, timezone: 'Europe/Paris' }, coach.token)).status,
    ).toBe(200);
    const saved = async () => ({
      zone: (await app.db.query(`SELECT timezone FROM users WHERE id = $1`, [coach.user.id]))[0].timezone,
      slots: (
        await app.db.query(`SELECT count(*)::int AS n FROM availability_slots WHERE user_id = $1`, [coach.user.id])
      )[0].n,
    });
    const before = await saved();
    expect(before).toEqual({ zone: 'Europe/Paris', slots: 7 });
    const SET = `mutation($input: AvailabilityInput!) { setAvailability(input: $input) { timezone } }`;
    for (const zone of [...dropped, 'Mars/Olympus', 42]) {
      const rest = await api.put(
        '/user/availability',
        { availability: { monday: ['10:00'] }, timezone: zone },
        coach.token,
      );
      expect([zone, rest.status, rest.body.detail]).toEqual([zone, 400, ZONE_MESSAGE]);
      if (typeof zone === 'string') {
        const g = await gql(SET, { input: { monday: ['10:00'], timezone: zone } }, coach.token);
        expect([zone, g.data ?? null, g.errors?.[0].message, g.errors?.[0].extensions?.code]).toEqual([
          zone,
          null,
          ZONE_MESSAGE,
          'BAD_USER_INPUT',
        ]);
      }
      expect(await saved()).toEqual(before);
    }
    // The member's zone is still one PostgreSQL computes with: a session proposal to them works.
    const service = await createService(app, coach.user.id);
    const request = (await api.post('/requests', { service_id: service.id }, student.token)).body;
    expect(
      (await api.post('/requests/respond', { request_id: request.id, action: 'accept' }, coach.token)).status,
    ).toBe(200);
    const date = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
    const proposal = await api.post(
      '/sessions',
      { exchange_request_id: request.id, proposed_date: date, proposed_time_slot: '09:00' },
      student.token,
    );
    expect(proposal.status).toBe(201);
    // A zone PostgreSQL knows is taken by both transports.
    expect(
      (await api.put('/user/availability', { availability: week, timezone: 'Asia/Calcutta' }, coach.token)).body
        .timezone,
    ).toBe('Asia/Calcutta');
    expect((await gql(SET, { input: week }, coach.token)).data.setAvailability.timezone).toBe('Asia/Calcutta');
    expect(
      (await gql(SET, { input: { ...week, timezone: 'America/Argentina/Buenos_Aires' } }, coach.token)).data
        .setAvailability.timezone,
    ).toBe('America/Argentina/Buenos_Aires');
  });

  it('accepts zones both know, including old aliases PostgreSQL keeps', async () => {
    for (const zone of ['Europe/Paris', 'UTC', 'Asia/Calcutta', 'America/Argentina/Buenos_Aires']) {
      const res = await api.post('/auth/signup', {
        email: `ok-${zone.replace(/\W/g, '')}@example.com`,
        password: 'secret1',
        full_name: 'Ok',
        timezone: zone,
      });
      expect([zone, res.status]).toEqual([zone, 201]);
    }
  });

  it('the migration moves existing unknown zones to UTC and keeps known ones', async () => {
    const step = await databaseBefore('KnownTimeZones1764410000000');
    try {
      for (const [email, zone, code] of [
        ['a@example.com', 'US/Pacific-New', 'ZONEA1'],
        ['b@example.com', 'Canada/East-Saskatchewan', 'ZONEB1'],
        ['c@example.com', 'Asia/Kolkata', 'ZONEC1'],
      ])
        await step.db.query(`INSERT INTO users (email, full_name, timezone, referral_code) VALUES ($1, 'Z', $2, $3)`, [
          email,
          zone,
          code,
        ]);
      await step.apply();
      const rows = await step.db.query(`SELECT email, timezone FROM users ORDER BY email`);
      expect(rows).toEqual([
        { email: 'a@example.com', timezone: 'UTC' },
        { email: 'b@example.com', timezone: 'UTC' },
        { email: 'c@example.com', timezone: 'Asia/Kolkata' },
      ]);
    } finally {
      await step.close();
    }
  });
});

describe('inputs bounded before they reach an index', () => {
  it('refuses an oversized or malformed Idempotency-Key header with a 400 on any route', async () => {
    const { token } = await createMember(app);
    for (const key of ['k'.repeat(4000), 'k'.repeat(101), 'a b']) {
      const res = await api.call('POST', '/requests', {
        token,
        body: { service_id: '00000000-0000-0000-0000-000000000000' },
        headers: { 'idempotency-key': key },
      });
      expect([res.status, res.body.detail]).toEqual([400, 'Idempotency key must be 1–100 letters, digits, - or _']);
    }
  });

  it('keeps every rate-limit key within its index, whatever its length', async () => {
    expect(bucketKey('otp-ip:127.0.0.1')).toBe('otp-ip:127.0.0.1');
    const long = `x:${'é'.repeat(4000)}`;
    expect(bucketKey(long).length).toBeLessThanOrEqual(200);
    expect(bucketKey(long)).not.toBe(bucketKey(`${long}y`));
    await app.services.limiter.hit({ bucket: long, max: 5, windowSeconds: 60 });
    await app.services.limiter.check({ bucket: `${'\ud800'.repeat(3000)}`, max: 5, windowSeconds: 60 });
    expect(await app.db.query(`SELECT max(length(bucket))::int AS n FROM rate_limits`)).toEqual([
      { n: bucketKey(long).length },
    ]);
  });

  it("answers a persisted-query hash that does not match its query with the protocol's 400", async () => {
    const res = await fetch(`${app.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'apollo-require-preflight': 'true' },
      body: JSON.stringify({
        query: '{ categories { value } }',
        extensions: { persistedQuery: { version: 1, sha256Hash: 'a'.repeat(64) } },
      }),
    });
    const body = (await res.json()) as { errors: Array<{ message: string; extensions: { code: string } }> };
    expect(res.status).toBe(400);
    expect(body.errors[0]).toMatchObject({
      message: 'provided sha does not match query',
      extensions: { code: 'BAD_REQUEST' },
    });
    // The matching hash still works.
    const query = '{ categories { value } }';
    const ok = await fetch(`${app.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'apollo-require-preflight': 'true' },
      body: JSON.stringify({
        query,
        extensions: { persistedQuery: { version: 1, sha256Hash: createHash('sha256').update(query).digest('hex') } },
      }),
    });
    expect(ok.status).toBe(200);
  });

  it('judges X-Forwarded-For chains: short lists of IP addresses only', () => {
    expect(isSaneForwardedFor('203.0.113.7')).toBe(true);
    expect(isSaneForwardedFor('203.0.113.7, 10.0.0.1, 2001:db8::1')).toBe(true);
    expect(isSaneForwardedFor('1.1.1.1,'.repeat(500))).toBe(false);
    expect(isSaneForwardedFor('not-an-ip')).toBe(false);
    expect(isSaneForwardedFor('203.0.113.7, x'.padEnd(4000, 'x'))).toBe(false);
  });
});

describe('X-Forwarded-For behind a trusted proxy (TRUST_PROXY=1)', () => {
  let proxied: TestApp;
  beforeAll(async () => {
    proxied = await startTestApp({ TRUST_PROXY: '1' });
  });
  afterAll(() => proxied.close());

  const sendOtp = (email: string, forwardedFor?: string) =>
    restClient(proxied.url).call('POST', '/auth/send-otp', {
      body: { email },
      headers: forwardedFor === undefined ? {} : { 'x-forwarded-for': forwardedFor },
    });
  const ipBuckets = async () =>
    (await proxied.db.query(`SELECT bucket FROM rate_limits WHERE bucket LIKE 'otp-ip:%' ORDER BY bucket`)).map(
      (r: { bucket: string }) => r.bucket,
    );

  it('takes the client address from a sane chain, and ignores an oversized or malformed one (socket address instead)', async () => {
    await proxied.reset();
    expect((await sendOtp('one@example.com', '203.0.113.7')).status).toBe(200);
    expect(await ipBuckets()).toEqual(['otp-ip:203.0.113.7']);
    for (const [i, chain] of [
      '9'.repeat(4000),
      `${'203.0.113.8, '.repeat(300)}203.0.113.9`,
      'evil-host',
      '203.0.113.7\u00a0',
    ].entries()) {
      const res = await sendOtp(`bad${i}@example.com`, chain);
      expect(res.status, chain.slice(0, 40)).toBe(200);
    }
    const buckets = await ipBuckets();
    expect(buckets).toHaveLength(2);
    expect(buckets.filter((b: string) => b !== 'otp-ip:203.0.113.7')[0]).toMatch(/^otp-ip:(::ffff:)?127\.0\.0\.1$/);
  });
});

/**
 * A database too busy to answer in time: an app on a one-connection pool with short timeouts.
 * Holding its only connection makes the next request wait for the pool; holding a row lock makes
 * the next statement on that row run into statement_timeout. Both answer 503 with Retry-After.
 */
describe.skipIf(inject('embeddedDatabase'))('a database that cannot answer in time', () => {
  let db: DataSource;
  let http: HttpApp;
  let url: string;
  let bus: LocalEventBus;
  beforeAll(async () => {
    const config = parseConfig({
      NODE_ENV: 'test',
      PORT: '0',
      APP_URL: 'http://localhost:4000',
      DATABASE_URL: testDatabaseUrl(),
      JWT_SECRET: TEST_JWT_SECRET,
      DEMO_DATA: 'false',
    });
    db = createDataSource(config.databaseUrl!, 1, { connectTimeoutMs: 300, statementTimeoutMs: 800 });
    await db.initialize();
    bus = new LocalEventBus();
    const services = createServices(config, db, createMailer({ from: config.mailFrom }), bus);
    http = await createHttpApp(services, await createSchema({ pubSub: bus.pubSub }));
    await new Promise<void>((resolve) => http.server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(http.server.address() as { port: number }).port}`;
  });
  afterAll(async () => {
    await http.stop();
    await bus.close();
    await db.destroy();
  });

  it('answers 503 with Retry-After, quickly, while every pooled connection is taken (REST and GraphQL)', async () => {
    const { token } = await createMember(app);
    const holder = db.createQueryRunner();
    await holder.connect(); // the pool's only connection
    try {
      const started = Date.now();
      const rest = await restClient(url).get('/dashboard', token);
      expect([rest.status, rest.body.detail, rest.headers.get('retry-after')]).toEqual([
        503,
        'The server is busy. Please try again in a moment.',
        '2',
      ]);
      const viaContext = await fetch(`${url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({ query: '{ me { id } }' }),
      });
      expect([viaContext.status, viaContext.headers.get('retry-after')]).toEqual([503, '2']);
      expect(((await viaContext.json()) as { errors: unknown[] }).errors[0]).toMatchObject({
        message: 'The server is busy. Please try again in a moment.',
        extensions: { code: 'SERVICE_UNAVAILABLE' },
      });
      const viaResolver = await fetch(`${url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: '{ coaches { totalCount } }' }),
      });
      expect([viaResolver.status, viaResolver.headers.get('retry-after')]).toEqual([503, '2']);
      expect(
        ((await viaResolver.json()) as { errors: Array<{ extensions: { code: string } }> }).errors[0].extensions.code,
      ).toBe('SERVICE_UNAVAILABLE');
      expect(Date.now() - started).toBeLessThan(5_000);
      // In the caller's language on both transports, with the same code and Retry-After.
      const spanish = await restClient(url).call('GET', '/dashboard', { token, headers: { 'accept-language': 'es' } });
      expect([spanish.status, spanish.body.detail]).toEqual([
        503,
        'El servidor está muy ocupado. Vuelve a intentarlo en un momento.',
      ]);
      const german = await fetch(`${url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'accept-language': 'de' },
        body: JSON.stringify({ query: '{ coaches { totalCount } }' }),
      });
      expect([
        german.status,
        ((await german.json()) as { errors: Array<{ message: string }> }).errors[0].message,
      ]).toEqual([503, 'Der Server ist gerade stark ausgelastet. Versuch es gleich noch einmal.']);
    } finally {
      await holder.release();
    }
    expect((await restClient(url).get('/dashboard', token)).status).toBe(200);
  });

  it('cancels a statement that waits past statement_timeout and answers 503 with Retry-After (REST and GraphQL)', async () => {
    const { token, user } = await createMember(app);
    const locker = app.db.createQueryRunner();
    await locker.connect();
    await locker.startTransaction();
    try {
      await locker.query(`SELECT id FROM users WHERE id = $1 FOR UPDATE`, [user.id]); // held by "another request"
      const started = Date.now();
      const rest = await restClient(url).put('/user/profile', { full_name: 'Renamed' }, token);
      expect([rest.status, rest.body.detail, rest.headers.get('retry-after')]).toEqual([
        503,
        'The server is busy. Please try again in a moment.',
        '2',
      ]);
      const g = await fetch(`${url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({ query: 'mutation { updateProfile(input: { fullName: "Renamed" }) { id } }' }),
      });
      expect([g.status, g.headers.get('retry-after')]).toEqual([503, '2']);
      expect(((await g.json()) as { errors: Array<{ extensions: { code: string } }> }).errors[0].extensions.code).toBe(
        'SERVICE_UNAVAILABLE',
      );
      expect(Date.now() - started).toBeLessThan(5_000);
    } finally {
      await locker.rollbackTransaction();
      await locker.release();
    }
    expect(await app.db.query(`SELECT full_name FROM users WHERE id = $1`, [user.id])).toEqual([
      { full_name: user.fullName },
    ]);
  });
});
