import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/harness.js';
import { createMember } from '../../../test/factories.js';

const { app, api } = useTestApp();

const service = (over: Record<string, unknown> = {}) => ({
  title: 'Pitch Deck Review',
  description: 'Feedback on your investor deck.',
  category: 'business_coaching',
  ...over,
});

describe('POST/PUT/DELETE /api/services and GET /api/user/services', () => {
  it('creates with the service defaults and lists the owner’s services', async () => {
    const { token, user } = await createMember(app);
    const res = await api.post('/services', service(), token);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      coach_id: user.id,
      title: 'Pitch Deck Review',
      category: 'business_coaching',
      category_label: 'Business Coaching',
      duration_minutes: 60,
      energy_cost: 1,
      max_participants: 1,
    });
    const mine = await api.get('/user/services', token);
    expect(mine.body.map((s: { id: string }) => s.id)).toEqual([res.body.id]);
  });

  it.each([
    ['title', { title: '' }, 'Title is required'],
    ['title', { title: undefined }, 'Title is required'],
    ['description', { description: '   ' }, 'Description is required'],
    ['category', { category: undefined }, 'Category is required'],
    ['category', { category: 'astrology' }, 'Unknown category: astrology'],
    ['duration 14', { duration_minutes: 14 }, 'Duration must be between 15 and 240 minutes'],
    ['duration 241', { duration_minutes: 241 }, 'Duration must be between 15 and 240 minutes'],
    ['duration 30.5', { duration_minutes: 30.5 }, 'Duration must be a whole number of minutes'],
    ['cost 0', { energy_cost: 0 }, 'Energy cost must be between 1 and 20 EP'],
    ['cost 21', { energy_cost: 21 }, 'Energy cost must be between 1 and 20 EP'],
    ['cost "5"', { energy_cost: '5' }, 'Energy cost must be a whole number'],
    ['participants 0', { max_participants: 0 }, 'Max participants must be between 1 and 10'],
    ['participants 11', { max_participants: 11 }, 'Max participants must be between 1 and 10'],
  ])('refuses %s with 400', async (_name, over, detail) => {
    const { token } = await createMember(app);
    const res = await api.post('/services', service(over), token);
    expect(res.status).toBe(400);
    expect(res.body.detail).toBe(detail);
    expect(await app.db.query(`SELECT count(*)::int AS n FROM services`)).toEqual([{ n: 0 }]);
  });

  it('accepts every bound at its edge', async () => {
    const { token } = await createMember(app);
    for (const over of [
      { duration_minutes: 15, energy_cost: 1, max_participants: 1 },
      { duration_minutes: 240, energy_cost: 20, max_participants: 10 },
    ]) {
      const res = await api.post('/services', service(over), token);
      expect(res.status).toBe(201);
      expect(res.body).toMatchObject(over);
    }
  });

  it('lets only the owner edit or delete: another member gets 403 and nothing changes', async () => {
    const owner = await createMember(app);
    const other = await createMember(app);
    const { body: created } = await api.post('/services', service(), owner.token);

    const edit = await api.put(`/services/${created.id}`, service({ title: 'Hijacked' }), other.token);
    expect(edit.status).toBe(403);
    expect(edit.body.detail).toBe('You can only change your own services');
    const del = await api.delete(`/services/${created.id}`, other.token);
    expect(del.status).toBe(403);
    const [row] = await app.db.query(`SELECT title, archived_at FROM services`);
    expect(row).toEqual({ title: 'Pitch Deck Review', archived_at: null });

    const ok = await api.put(`/services/${created.id}`, service({ title: 'Deck Review', energy_cost: 4 }), owner.token);
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({ title: 'Deck Review', energy_cost: 4 });
  });

  it('answers 404 for an unknown or malformed id', async () => {
    const { token } = await createMember(app);
    expect((await api.put('/services/00000000-0000-4000-8000-00000000dead', service(), token)).status).toBe(404);
    expect((await api.delete('/services/not-a-uuid', token)).status).toBe(404);
  });

  it('deletes an unused service, and archives one that exchange requests point at', async () => {
    const owner = await createMember(app);
    const requester = await createMember(app);
    const { body: unused } = await api.post('/services', service(), owner.token);
    const { body: used } = await api.post('/services', service({ title: 'Used' }), owner.token);
    await app.db.query(
      `INSERT INTO exchange_requests (service_id, requester_id, coach_id, message, energy_cost, held, expires_at)
       VALUES ($1, $2, $3, 'hi', 1, false, now() + interval '14 days')`,
      [used.id, requester.user.id, owner.user.id],
    );
    expect((await api.delete(`/services/${unused.id}`, owner.token)).body).toEqual({
      message: 'Service deleted',
      archived: false,
    });
    expect((await api.delete(`/services/${used.id}`, owner.token)).body).toEqual({
      message: 'Service archived',
      archived: true,
    });
    const rows = await app.db.query(`SELECT title, archived_at IS NOT NULL AS archived FROM services`);
    expect(rows).toEqual([{ title: 'Used', archived: true }]);
    expect((await api.get('/user/services', owner.token)).body).toEqual([]);
    expect((await api.get('/services')).body).toEqual([]);
  });

  it('needs a token to change anything', async () => {
    expect((await api.post('/services', service())).status).toBe(401);
    expect((await api.get('/user/services')).status).toBe(401);
  });
});

describe('GET /api/services (Discover)', () => {
  async function seed() {
    const free = await createMember(app, { fullName: 'Frida Free' });
    const premium = await createMember(app, { fullName: 'Petra Premium' });
    await app.db.query(`UPDATE users SET user_type = 'premium' WHERE id = $1`, [premium.user.id]);
    const add = (token: string, over: Record<string, unknown>) => api.post('/services', service(over), token);
    await add(free.token, {
      title: 'Yoga basics',
      description: 'Gentle stretching for beginners.',
      category: 'fitness',
      energy_cost: 2,
    });
    await add(free.token, {
      title: 'Bookkeeping',
      description: 'Simple finance habits, plus a little yoga for stress.',
      category: 'finance',
      energy_cost: 5,
    });
    await add(premium.token, {
      title: 'Advanced yoga flow',
      description: 'Strength and balance.',
      category: 'fitness',
      energy_cost: 8,
    });
    await add(premium.token, {
      title: 'Sales scripts',
      description: 'Write scripts that close.',
      category: 'sales',
      energy_cost: 3,
    });
    return { free, premium };
  }
  const titles = (res: { body: Array<{ title: string }> }) => res.body.map((s) => s.title);

  it('lists newest first with what a card needs', async () => {
    await seed();
    const res = await api.get('/services');
    expect(res.status).toBe(200);
    expect(titles(res)).toEqual(['Sales scripts', 'Advanced yoga flow', 'Bookkeeping', 'Yoga basics']);
    expect(res.headers.get('x-total-count')).toBe('4');
    expect(res.body[0]).toMatchObject({
      coach_name: 'Petra Premium',
      coach_user_type: 'premium',
      coach_is_premium: true,
      category_label: 'Sales',
    });
  });

  it('ranks a title match above a description match, and matches prefixes', async () => {
    await seed();
    const res = await api.get('/services?search=yog');
    expect(titles(res)[2]).toBe('Bookkeeping'); // only its description says yoga
    expect(titles(res).slice(0, 2).sort()).toEqual(['Advanced yoga flow', 'Yoga basics']);
    expect(titles(await api.get('/services?search=petra'))).toEqual(['Sales scripts', 'Advanced yoga flow']); // coach name
    expect(titles(await api.get('/services?search=fitness%20mov'))).toEqual(['Advanced yoga flow', 'Yoga basics']); // category label
    expect(titles(await api.get('/services?search=stretching%20beginners'))).toEqual(['Yoga basics']); // all words
    expect(titles(await api.get('/services?search=%27%29%3B%20drop%20table%20services%3B--'))).toEqual([]);
  });

  it('combines filters', async () => {
    await seed();
    expect(titles(await api.get('/services?category=fitness'))).toEqual(['Advanced yoga flow', 'Yoga basics']);
    expect(titles(await api.get('/services?category=fitness&coach_type=premium'))).toEqual(['Advanced yoga flow']);
    expect(titles(await api.get('/services?min_cost=3&max_cost=5'))).toEqual(['Sales scripts', 'Bookkeeping']);
    expect(titles(await api.get('/services?search=yoga&max_cost=5'))).toEqual(['Yoga basics', 'Bookkeeping']);
    expect(
      titles(await api.get('/services?search=yoga&coach_type=premium&min_cost=8&max_cost=8&category=fitness')),
    ).toEqual(['Advanced yoga flow']);
  });

  it.each([
    ['min_cost=abc', 'min_cost must be a whole number'],
    ['max_cost=-1', 'max_cost must be between 0 and 20'],
    ['min_cost=6&max_cost=2', 'min_cost must not be greater than max_cost'],
    ['coach_type=gold', 'coach_type must be premium'],
    ['limit=0', 'limit must be between 1 and 100'],
    ['limit=101', 'limit must be between 1 and 100'],
    [`search=${'x'.repeat(201)}`, 'Search must be at most 200 characters long'],
  ])('refuses %s with 400', async (query, detail) => {
    const res = await api.get(`/services?${query}`);
    expect(res.status).toBe(400);
    expect(res.body.detail).toBe(detail);
  });

  it('bounds the REST list', async () => {
    const { token } = await createMember(app);
    for (let i = 0; i < 7; i++) await api.post('/services', service({ title: `S${i}` }), token);
    const res = await api.get('/services?limit=5');
    expect(res.body).toHaveLength(5);
    expect(res.headers.get('x-total-count')).toBe('7');
  });
});

describe('GET /api/coaches', () => {
  it('lists members with services, premium first, filtered by premium and by any of the skills', async () => {
    const a = await createMember(app, { fullName: 'Ada' });
    const b = await createMember(app, { fullName: 'Bea' });
    const c = await createMember(app, { fullName: 'Cai' });
    await createMember(app, { fullName: 'No Services' });
    await api.put('/user/profile', { skills: ['Sales', 'Marketing'], location: 'Rome', bio: 'Ada bio' }, a.token);
    await api.put('/user/profile', { skills: ['Copywriting'] }, b.token);
    await api.put('/user/profile', { skills: ['Nutrition'] }, c.token);
    await app.db.query(`UPDATE users SET user_type = 'premium' WHERE id = $1`, [c.user.id]);
    for (const m of [a, b, c]) await api.post('/services', service(), m.token);
    await api.post('/services', service({ title: 'Second' }), a.token);

    const all = await api.get('/coaches');
    expect(all.body.map((x: { full_name: string }) => x.full_name)).toEqual(['Cai', 'Bea', 'Ada']);
    const ada = all.body[2];
    expect(ada).toMatchObject({
      id: a.user.id,
      user_type: 'free',
      totalServices: 2,
      profile: { location: 'Rome', bio: 'Ada bio', skills: ['Sales', 'Marketing'] },
    });
    expect(ada.services.map((s: { title: string }) => s.title)).toEqual(['Second', 'Pitch Deck Review']);

    const skilled = await api.get('/coaches?skills=copywriting,Sales');
    expect(skilled.body.map((x: { full_name: string }) => x.full_name)).toEqual(['Bea', 'Ada']);
    const premium = await api.get('/coaches?coach_type=premium');
    expect(premium.body.map((x: { full_name: string }) => x.full_name)).toEqual(['Cai']);
    expect((await api.get('/coaches?coach_type=premium&skills=Sales')).body).toEqual([]);
  });
});

describe('GET /api/users/{id}', () => {
  it('answers a member with profile and services, 404 for unknown ids', async () => {
    const a = await createMember(app, { fullName: 'Ada' });
    await api.post('/services', service(), a.token);
    const res = await api.get(`/users/${a.user.id}`, a.token);
    expect(res.body).toMatchObject({ id: a.user.id, full_name: 'Ada', totalServices: 1 });
    expect(res.body).not.toHaveProperty('energy_points');
    expect((await api.get('/users/00000000-0000-4000-8000-000000000000', a.token)).status).toBe(404);
    expect((await api.get('/users/nope', a.token)).body.detail).toBe('User not found');
  });
});
