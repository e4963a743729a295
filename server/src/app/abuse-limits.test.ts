import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/harness.js';
import { createMember } from '../../test/factories.js';

const { app, api, gql } = useTestApp();

const hits = async (bucket: string) =>
  (await app.db.query(`SELECT coalesce(sum(hits), 0)::int AS n FROM rate_limits WHERE bucket = $1`, [bucket]))[0].n;

describe('abuse limits', () => {
  it('gives aliases no extra guesses: every aliased verifyCode that runs is an attempt, and the code dies after 5', async () => {
    await api.post('/auth/send-otp', { email: 'alias@example.com', full_name: 'Al' });
    const code = await app.smtp.codeFor('alias@example.com');
    const wrong = (n: number) => String((Number(code) + n) % 1_000_000).padStart(6, '0');
    // Mutations run one after another, and the first failed guess ends the batch (its result is
    // non-null): 15 aliases buy one guess, counted on the code and on the caller's address.
    const aliases = Array.from(
      { length: 15 },
      (_, i) => `a${i}: verifyCode(input: { email: "alias@example.com", code: "${wrong(i + 1)}" }) { accessToken }`,
    ).join('\n');
    const res = await gql(`mutation { ${aliases} }`);
    expect(res.data).toBeNull();
    const counted = async () =>
      (await app.db.query(`SELECT attempts FROM one_time_codes WHERE email = 'alias@example.com'`))[0].attempts;
    expect(await counted()).toBe(await hits('verify-ip:127.0.0.1'));
    for (let i = 0; i < 15; i++)
      await gql(
        `mutation { a: verifyCode(input: { email: "alias@example.com", code: "${wrong(20 + i)}" }) { accessToken } }`,
      );
    expect(await counted()).toBe(5);
    expect(await hits('verify-ip:127.0.0.1')).toBe(16);
    const right = await gql(
      `mutation { verifyCode(input: { email: "alias@example.com", code: "${code}" }) { accessToken } }`,
    );
    expect(right.errors?.[0].message).toBe('Too many incorrect attempts. Please request a new code.');
  });

  it('refuses even the right password after 100 failed sign-ins for an account within the hour, from any IP', async () => {
    await createMember(app, { email: 'target@example.com' });
    for (let i = 0; i < 3; i++)
      expect((await api.post('/auth/login', { email: 'target@example.com', password: 'wrong-one' })).status).toBe(401);
    expect(await hits('login-fail:target@example.com')).toBe(3);
    // As if 97 more failures had come from elsewhere this hour.
    await app.db.query(`UPDATE rate_limits SET hits = 100 WHERE bucket = 'login-fail:target@example.com'`);
    const res = await api.post('/auth/login', { email: 'target@example.com', password: 'secret1' });
    expect(res.status).toBe(429);
    expect(res.body.detail).toBe('Too many failed sign-ins for this account. Please try again later.');
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('limits codes per email per hour, beyond the 60-second cooldown', async () => {
    await app.db.query(
      `INSERT INTO rate_limits (bucket, window_start, hits) VALUES ('otp-email:flood@example.com', to_timestamp(floor(extract(epoch FROM now()) / 3600) * 3600), 10)`,
    );
    const res = await api.post('/auth/send-otp', { email: 'flood@example.com' });
    expect(res.status).toBe(429);
    expect(res.body.detail).toBe('Too many codes requested for this email. Please try again later.');
  });

  it('limits sign-ups per IP, and the limits live in PostgreSQL (shared by every instance)', async () => {
    await app.db.query(
      `INSERT INTO rate_limits (bucket, window_start, hits) VALUES ('signup-ip:127.0.0.1', to_timestamp(floor(extract(epoch FROM now()) / 3600) * 3600), 50)`,
    );
    const res = await api.post('/auth/signup', {
      email: 'one-more@example.com',
      password: 'secret1',
      full_name: 'One More',
    });
    expect(res.status).toBe(429);
    expect(res.body.detail).toBe('Too many sign-ups from this address. Please try again later.');
  });
});

describe('GraphQL limits', () => {
  it('refuses queries that are too deep, have too many aliases, or come batched', async () => {
    const deep = '{ coaches { nodes { ' + 'services { coach { '.repeat(6) + 'id' + ' } }'.repeat(6) + ' } } }';
    const d = await gql(deep);
    expect(d.errors?.[0].message).toMatch(/depth/i);
    // Fragments do not hide depth: the same nesting spread over fragments is measured by its fields.
    const viaFragments = await gql(
      '{ coaches { nodes { ...A } } } fragment A on Coach { services { coach { ...B } } } ' +
        'fragment B on Coach { services { coach { ...C } } } fragment C on Coach { services { coach { services { coach { services { coach { id } } } } } } }',
    );
    expect(viaFragments.errors?.map((e) => e.message)).toContainEqual(
      expect.stringMatching(/depth limit of 10 exceeded/i),
    );
    const many = Array.from({ length: 25 }, (_, i) => `c${i}: categories { value }`).join(' ');
    const a = await gql(`{ ${many} }`);
    expect(a.errors?.[0].message).toMatch(/aliases/i);
    const long = await gql(`{ ${Array.from({ length: 700 }, () => 'categories { value }').join(' ')} }`);
    expect(long.status).toBe(400);
    expect(long.errors?.[0].message).toBe('Query has more than 2000 tokens');
    const syntax = await gql('{');
    expect([syntax.status, syntax.errors?.[0].extensions?.code]).toEqual([400, 'GRAPHQL_PARSE_FAILED']);
    const batch = await fetch(`${app.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify([{ query: '{ categories { value } }' }, { query: '{ categories { value } }' }]),
    });
    expect(batch.status).toBe(400);
  });
});

describe('probes', () => {
  it('answers /healthz and /readyz', async () => {
    expect(await (await fetch(`${app.url}/healthz`)).json()).toEqual({ status: 'ok' });
    const ready = await fetch(`${app.url}/readyz`);
    expect([ready.status, await ready.json()]).toEqual([200, { status: 'ready', primary: 'ok' }]);
  });
});
