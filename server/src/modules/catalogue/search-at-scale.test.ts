import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/harness.js';
import { createMember, createOffer } from '../../../test/factories.js';

/**
 * Search at scale (issue 17): the found-count is exact up to 1000 and says "more" above it on both
 * transports, the candidate cap keeps relevance order and every filter, and a suspended member's
 * services stay hidden.
 */
const { app, api, gql } = useTestApp();

const SERVICES = `query($filter: ServiceFilter, $first: Int) {
  services(filter: $filter, first: $first) { totalCount totalCountIsCapped pageInfo { hasNextPage } nodes { id title category coach { id } } } }`;

/** `count` services of one coach in one statement (the trigger fills their search vectors). */
async function bulkOffers(coachId: string, count: number, title: string, category = 'business_coaching') {
  await app.db.query(
    `INSERT INTO offers (coach_id, title, description, category, energy_cost)
     SELECT $1, $2 || ' ' || n, 'Bulk session number ' || n, $3, 1 + n % 5 FROM generate_series(1, $4::int) AS n`,
    [coachId, title, category, count],
  );
}

describe('Discover found-count', () => {
  it('is exact up to 1000 and "1000+" above it, through GraphQL and /api/services, with or without a search', async () => {
    const { user: coach } = await createMember(app, { fullName: 'Bulk Coach' });
    await bulkOffers(coach.id, 1001, 'Pottery class');
    await bulkOffers(coach.id, 40, 'Violin lesson', 'languages');

    const capped = await gql(SERVICES, { filter: { search: 'pottery' }, first: 5 });
    expect(capped.errors).toBeUndefined();
    expect(capped.data.services).toMatchObject({ totalCount: 1000, totalCountIsCapped: true, pageInfo: { hasNextPage: true } });
    const everything = await gql(SERVICES, { first: 5 });
    expect(everything.data.services).toMatchObject({ totalCount: 1000, totalCountIsCapped: true });

    const rest = await api.get('/services?search=pottery&limit=5');
    expect(rest.status).toBe(200);
    expect(rest.headers.get('x-total-count')).toBe('1000+');
    expect(rest.body).toHaveLength(5);
    expect((await api.get('/services?limit=1')).headers.get('x-total-count')).toBe('1000+');

    const exact = await gql(SERVICES, { filter: { search: 'violin' }, first: 5 });
    expect(exact.data.services).toMatchObject({ totalCount: 40, totalCountIsCapped: false });
    expect((await api.get('/services?category=languages&limit=5')).headers.get('x-total-count')).toBe('40');
    // Combined filters still cut the set down, exactly counted.
    const cheap = await api.get('/services?search=pottery&min_cost=1&max_cost=1&limit=100');
    expect(cheap.headers.get('x-total-count')).toBe('200');
    expect(cheap.body.every((s: { energy_cost: number }) => s.energy_cost === 1)).toBe(true);
  });
});

describe('Discover ranking and filters', () => {
  it('ranks a title match above a description match, keeps category, coach and search filters, and hides a suspended coach', async () => {
    const [{ user: ana }, { user: ben }, { user: gone }] = await Promise.all([
      createMember(app, { fullName: 'Ana Coach' }),
      createMember(app, { fullName: 'Ben Coach' }),
      createMember(app, { fullName: 'Gone Coach' }),
    ]);
    const described = await app.services.offers.create(ben.id, {
      title: 'Weekly session', description: 'We practise watercolour together.', category: 'design', durationMinutes: 60, energyCost: 2, maxParticipants: 1,
    });
    const titled = await createOffer(app, ana.id, { title: 'Watercolour basics', category: 'design' });
    await createOffer(app, ana.id, { title: 'Watercolour for sales decks', category: 'sales' });
    await createOffer(app, gone.id, { title: 'Watercolour masterclass', category: 'design' });
    await app.db.query(`UPDATE users SET suspended_at = now(), suspended_reason = 'test' WHERE id = $1`, [gone.id]);

    const design = await gql(SERVICES, { filter: { search: 'waterc', category: 'design' }, first: 10 });
    expect(design.data.services.nodes.map((n: { id: string }) => n.id)).toEqual([titled.id, described.id]);
    expect(design.data.services).toMatchObject({ totalCount: 2, totalCountIsCapped: false });

    const rest = await api.get(`/services?search=waterc&coach_id=${ana.id}`);
    expect(rest.body.map((s: { title: string }) => s.title).sort()).toEqual(['Watercolour basics', 'Watercolour for sales decks']);
    expect(rest.headers.get('x-total-count')).toBe('2');

    const all = await api.get('/services?search=watercolour');
    expect(all.body.map((s: { title: string }) => s.title)).not.toContain('Watercolour masterclass');
    expect(all.headers.get('x-total-count')).toBe('3');
  });
});

describe('Discover prefixes', () => {
  it('finds every word a prefix stands for, spelled out (few words) or as a prefix (many), including words added later', async () => {
    const { user: coach } = await createMember(app, { fullName: 'Prefix Coach' });
    await app.db.query(
      `INSERT INTO offers (coach_id, title, description, category) SELECT $1, 'Kiln' || n, 'Firing', 'design' FROM generate_series(1, 20) AS n`,
      [coach.id],
    );
    const count = async (search: string) => (await gql(SERVICES, { filter: { search }, first: 1 })).data.services.totalCount;
    expect(await count('kiln')).toBe(20); // 20 words: stays kiln:*
    expect(await count('kiln1')).toBe(11); // kiln1, kiln10…kiln19: spelled out
    expect(await count('kiln20')).toBe(1);
    expect(await count('kilnx')).toBe(0);
    await createOffer(app, coach.id, { title: 'Kilnxtra glazing' });
    expect(await count('kilnx')).toBe(1);
  });
});

describe('Browse Coaches listing', () => {
  const COACHES = `query($filter: CoachFilter) { coaches(filter: $filter, first: 10) { totalCount nodes { id } } }`;
  const listed = async (skills?: string[]) => {
    const res = await gql(COACHES, { filter: skills ? { skills } : {} });
    expect(res.errors).toBeUndefined();
    return { total: res.data.coaches.totalCount as number, ids: res.data.coaches.nodes.map((n: { id: string }) => n.id) as string[] };
  };

  it('follows services being added, archived and removed, and suspension and its lifting', async () => {
    const { user: coach } = await createMember(app, { fullName: 'Listed Coach' });
    await app.db.query(`UPDATE profiles SET skills = '{Sales}' WHERE user_id = $1`, [coach.id]);
    expect(await listed()).toEqual({ total: 0, ids: [] });

    const first = await createOffer(app, coach.id, { category: 'sales' });
    const second = await createOffer(app, coach.id, { category: 'sales' });
    expect(await listed(['Sales'])).toEqual({ total: 1, ids: [coach.id] });
    expect((await listed(['Design'])).total).toBe(0);

    await app.services.offers.remove(coach.id, first.id);
    expect((await listed(['Sales'])).total).toBe(1);
    await app.db.query(`UPDATE offers SET archived_at = now() WHERE id = $1`, [second.id]);
    expect(await listed(['Sales'])).toEqual({ total: 0, ids: [] });
    await app.db.query(`UPDATE offers SET archived_at = NULL WHERE id = $1`, [second.id]);
    expect((await listed()).ids).toEqual([coach.id]);

    await app.db.query(`UPDATE users SET suspended_at = now(), suspended_reason = 'test' WHERE id = $1`, [coach.id]);
    expect(await listed()).toEqual({ total: 0, ids: [] });
    await app.db.query(`UPDATE users SET suspended_at = NULL, suspended_reason = NULL WHERE id = $1`, [coach.id]);
    expect(await listed(['Sales'])).toEqual({ total: 1, ids: [coach.id] });
  });
});
