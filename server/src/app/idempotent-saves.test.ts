import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/harness.js';
import { createMember, createService } from '../../test/factories.js';

/**
 * One lock order, idempotent saves: a double-clicked save gives the same result as
 * one. Each case fires the same save 10 times at once through a transport and checks that every
 * answer is a success and that the final state is the one a single save leaves.
 */
const { app, api, gql } = useTestApp();

const TIMES = 10;
const times = <T>(fn: (i: number) => Promise<T>) => Promise.all(Array.from({ length: TIMES }, (_, i) => fn(i)));

const WEEK = { monday: ['09:00', '10:00'], wednesday: ['14:00'], sunday: ['19:00'] };
const EXPECTED_WEEK = {
  monday: ['09:00', '10:00'],
  tuesday: [],
  wednesday: ['14:00'],
  thursday: [],
  friday: [],
  saturday: [],
  sunday: ['19:00'],
};
const slotsOf = (userId: string) =>
  app.db.query(`SELECT weekday, hour FROM availability_slots WHERE user_id = $1 ORDER BY weekday, hour`, [userId]);

describe('a double-clicked availability save', () => {
  it('REST: 10 identical PUT /api/user/availability at once all answer 200 with the one week (was 9 × 500 availability_slots_pkey)', async () => {
    const m = await createMember(app, { timezone: 'Europe/Paris' });
    await app.services.availability.set(m.user.id, { tuesday: ['08:00', '12:00'] }); // an old week to replace
    const answers = await times(() => api.put('/user/availability', { availability: WEEK }, m.token));
    expect(answers.map((a) => a.status)).toEqual(Array(TIMES).fill(200));
    for (const a of answers) expect(a.body).toEqual({ availability: EXPECTED_WEEK, timezone: 'Europe/Paris' });
    expect(await slotsOf(m.user.id)).toEqual([
      { weekday: 0, hour: 9 },
      { weekday: 0, hour: 10 },
      { weekday: 2, hour: 14 },
      { weekday: 6, hour: 19 },
    ]);
  });

  it('GraphQL: 10 identical setAvailability at once all succeed with the one week', async () => {
    const m = await createMember(app);
    await app.services.availability.set(m.user.id, { friday: ['07:00'] });
    const answers = await times(() =>
      gql(
        `mutation($input: AvailabilityInput!) { setAvailability(input: $input) { timezone monday wednesday sunday friday } }`,
        { input: WEEK },
        m.token,
      ),
    );
    for (const a of answers) {
      expect(a.errors).toBeUndefined();
      expect(a.data.setAvailability).toEqual({
        timezone: 'UTC',
        monday: ['09:00', '10:00'],
        wednesday: ['14:00'],
        sunday: ['19:00'],
        friday: [],
      });
    }
    expect(await slotsOf(m.user.id)).toHaveLength(4);
  });
});

describe('a double-clicked profile save', () => {
  it('REST and GraphQL: 10 identical saves at once all succeed, onboarding completes once, the profile is the saved one', async () => {
    const m = await createMember(app);
    const rest = await times(() =>
      api.put(
        '/user/profile',
        { full_name: 'Ada L', bio: 'Engines', location: 'London', experience_years: 7, skills: ['Marketing'] },
        m.token,
      ),
    );
    expect(rest.map((a) => a.status)).toEqual(Array(TIMES).fill(200));
    const gq = await times(() =>
      gql(
        `mutation($input: ProfileInput!) { updateProfile(input: $input) { fullName profileCompleted } }`,
        { input: { fullName: 'Ada Lovelace', bio: 'Analytical engines' } },
        m.token,
      ),
    );
    for (const a of gq) {
      expect(a.errors).toBeUndefined();
      expect(a.data.updateProfile).toEqual({ fullName: 'Ada Lovelace', profileCompleted: true });
    }
    const [row] = await app.db.query(
      `SELECT u.full_name, u.profile_completed, p.bio, p.location, p.experience_years, p.skills
         FROM users u JOIN profiles p ON p.user_id = u.id WHERE u.id = $1`,
      [m.user.id],
    );
    expect(row).toEqual({
      full_name: 'Ada Lovelace',
      profile_completed: true,
      bio: 'Analytical engines',
      location: 'London',
      experience_years: 7,
      skills: ['Marketing'],
    });
  });
});

describe('a double-clicked service save', () => {
  const fields = {
    title: 'Pitch Deck Review',
    description: 'I read your deck.',
    category: 'business_coaching',
    duration_minutes: 45,
    energy_cost: 3,
    max_participants: 1,
  };

  it('REST: 10 identical PUT /api/services/{id} at once all answer 200 with the same service', async () => {
    const m = await createMember(app);
    const service = await createService(app, m.user.id);
    const answers = await times(() => api.put(`/services/${service.id}`, fields, m.token));
    expect(answers.map((a) => a.status)).toEqual(Array(TIMES).fill(200));
    for (const a of answers)
      expect(a.body).toMatchObject({
        id: service.id,
        title: 'Pitch Deck Review',
        energy_cost: 3,
        duration_minutes: 45,
      });
    expect(await app.db.query(`SELECT count(*)::int AS n FROM services WHERE coach_id = $1`, [m.user.id])).toEqual([
      { n: 1 },
    ]);
  });

  it('GraphQL: 10 identical updateService at once all succeed', async () => {
    const m = await createMember(app);
    const service = await createService(app, m.user.id);
    const input = {
      title: 'Deck',
      description: 'Read.',
      category: 'business_coaching',
      durationMinutes: 30,
      energyCost: 2,
      maxParticipants: 2,
    };
    const answers = await times(() =>
      gql(
        `mutation($id: ID!, $input: ServiceInput!) { updateService(id: $id, input: $input) { id title energyCost } }`,
        { id: service.id, input },
        m.token,
      ),
    );
    for (const a of answers) expect(a.data?.updateService).toEqual({ id: service.id, title: 'Deck', energyCost: 2 });
  });

  it('REST: 10 POST /api/services at once with one Idempotency-Key publish one service, and every answer is it', async () => {
    const m = await createMember(app);
    const answers = await times(() =>
      api.call('POST', '/services', { token: m.token, body: fields, headers: { 'idempotency-key': 'service-form-1' } }),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(TIMES).fill(201));
    expect(new Set(answers.map((a) => a.body.id)).size).toBe(1);
    expect(await app.db.query(`SELECT count(*)::int AS n FROM services WHERE coach_id = $1`, [m.user.id])).toEqual([
      { n: 1 },
    ]);
    // A retry later answers the same service; another key (another opened form) publishes another.
    const retry = await api.call('POST', '/services', {
      token: m.token,
      body: fields,
      headers: { 'idempotency-key': 'service-form-1' },
    });
    expect(retry.body.id).toBe(answers[0].body.id);
    const other = await api.call('POST', '/services', {
      token: m.token,
      body: fields,
      headers: { 'idempotency-key': 'service-form-2' },
    });
    expect(other.body.id).not.toBe(answers[0].body.id);
    // Keys are per member: another member's same key is theirs.
    const n = await createMember(app);
    const theirs = await api.call('POST', '/services', {
      token: n.token,
      body: fields,
      headers: { 'idempotency-key': 'service-form-1' },
    });
    expect(theirs.status).toBe(201);
    expect(theirs.body.id).not.toBe(answers[0].body.id);
    // Without a key every POST publishes (the contract clients have always had).
    await api.post('/services', fields, m.token);
    expect(await app.db.query(`SELECT count(*)::int AS n FROM services WHERE coach_id = $1`, [m.user.id])).toEqual([
      { n: 3 },
    ]);
  });

  it('refuses a malformed or oversized Idempotency-Key with a 400 (never an index error)', async () => {
    const m = await createMember(app);
    for (const key of ['x'.repeat(4000), 'has space', 'a/b']) {
      const res = await api.call('POST', '/services', {
        token: m.token,
        body: fields,
        headers: { 'idempotency-key': key },
      });
      expect(res.status).toBe(400);
      expect(res.body.detail).toBe('Idempotency key must be 1–100 letters, digits, - or _');
    }
    expect(await app.db.query(`SELECT count(*)::int AS n FROM services`)).toEqual([{ n: 0 }]);
  });

  it('GraphQL: 10 createService at once with one clientKey publish one service', async () => {
    const m = await createMember(app);
    const input = { title: 'Deck', description: 'Read.', category: 'business_coaching' };
    const answers = await times(() =>
      gql(
        `mutation($input: ServiceInput!, $key: String) { createService(input: $input, clientKey: $key) { id title } }`,
        { input, key: 'form-abc' },
        m.token,
      ),
    );
    for (const a of answers) expect(a.errors).toBeUndefined();
    expect(new Set(answers.map((a) => a.data.createService.id)).size).toBe(1);
    const bad = await gql(
      `mutation($input: ServiceInput!) { createService(input: $input, clientKey: "no spaces") { id } }`,
      { input },
      m.token,
    );
    expect(bad.errors?.[0]).toMatchObject({
      message: 'Idempotency key must be 1–100 letters, digits, - or _',
      extensions: { code: 'BAD_USER_INPUT' },
    });
    expect(await app.db.query(`SELECT count(*)::int AS n FROM services`)).toEqual([{ n: 1 }]);
  });
});

describe('a double-clicked exchange request with an Idempotency-Key', () => {
  it('10 sends at once with one key answer the one request and hold its EP once (was 409 for the losers)', async () => {
    const coach = await createMember(app);
    const member = await createMember(app);
    const service = await createService(app, coach.user.id, { energyCost: 1 });
    const answers = await times(() =>
      api.call('POST', '/requests', {
        token: member.token,
        body: { service_id: service.id },
        headers: { 'idempotency-key': 'send-1' },
      }),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(TIMES).fill(201));
    expect(new Set(answers.map((a) => a.body.id)).size).toBe(1);
    expect(await app.db.query(`SELECT count(*)::int AS n FROM ledger_entries WHERE kind = 'request_hold'`)).toEqual([
      { n: 1 },
    ]);
    expect((await app.services.ledger.check(app.db.manager)).problems).toEqual([]);
  });
});
