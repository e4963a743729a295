import { beforeEach, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/harness.js';
import { createMember, createService } from '../../../test/factories.js';

/**
 * Search at scale: the found-count is exact up to 1000 and says "more" above it on both
 * transports, the candidate cap keeps relevance order and every filter, and a suspended member's
 * services stay hidden.
 */
const { app, api, gql: graphql } = useTestApp();

/**
 * Searches go as a signed-in member: they check what search finds right after each change, and a
 * visitor's first page may be the one answered a second ago (docs/api.md, "Public answers kept a
 * second").
 */
let readerToken: string;
beforeEach(async () => {
  readerToken = (await createMember(app, { fullName: 'Search Reader' })).token;
});
const gql = (query: string, variables: Record<string, unknown>) => graphql(query, variables, readerToken);

const SERVICES = `query($filter: ServiceFilter, $first: Int) {
  services(filter: $filter, first: $first) { totalCount totalCountIsCapped pageInfo { hasNextPage } nodes { id title category coach { id } } } }`;

/** `count` services of one coach in one statement (the trigger fills their search vectors). */
async function bulkServices(coachId: string, count: number, title: string, category = 'business_coaching') {
  await app.db.query(
    `INSERT INTO services (coach_id, title, description, category, energy_cost)
     SELECT $1, $2 || ' ' || n, 'Bulk session number ' || n, $3, 1 + n % 5 FROM generate_series(1, $4::int) AS n`,
    [coachId, title, category, count],
  );
}

describe('Discover found-count', () => {
  it('is exact up to 1000 and "1000+" above it, through GraphQL and /api/services, with or without a search', async () => {
    const { user: coach } = await createMember(app, { fullName: 'Bulk Coach' });
    await bulkServices(coach.id, 1001, 'Pottery class');
    await bulkServices(coach.id, 40, 'Violin lesson', 'languages');

    const capped = await gql(SERVICES, { filter: { search: 'pottery' }, first: 5 });
    expect(capped.errors).toBeUndefined();
    expect(capped.data.services).toMatchObject({
      totalCount: 1000,
      totalCountIsCapped: true,
      pageInfo: { hasNextPage: true },
    });
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
    const described = await app.services.services.create(ben.id, {
      title: 'Weekly session',
      description: 'We practise watercolour together.',
      category: 'design',
      durationMinutes: 60,
      energyCost: 2,
      maxParticipants: 1,
    });
    const titled = await createService(app, ana.id, { title: 'Watercolour basics', category: 'design' });
    await createService(app, ana.id, { title: 'Watercolour for sales decks', category: 'sales' });
    await createService(app, gone.id, { title: 'Watercolour masterclass', category: 'design' });
    await app.db.query(`UPDATE users SET suspended_at = now(), suspended_reason = 'test' WHERE id = $1`, [gone.id]);

    const design = await gql(SERVICES, { filter: { search: 'waterc', category: 'design' }, first: 10 });
    expect(design.data.services.nodes.map((n: { id: string }) => n.id)).toEqual([titled.id, described.id]);
    expect(design.data.services).toMatchObject({ totalCount: 2, totalCountIsCapped: false });

    const rest = await api.get(`/services?search=waterc&coach_id=${ana.id}`);
    expect(rest.body.map((s: { title: string }) => s.title).sort()).toEqual([
      'Watercolour basics',
      'Watercolour for sales decks',
    ]);
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
      `INSERT INTO services (coach_id, title, description, category) SELECT $1, 'Kiln' || n, 'Firing', 'design' FROM generate_series(1, 20) AS n`,
      [coach.id],
    );
    const count = async (search: string) =>
      (await gql(SERVICES, { filter: { search }, first: 1 })).data.services.totalCount;
    expect(await count('kiln')).toBe(20); // 20 words: stays kiln:*
    expect(await count('kiln1')).toBe(11); // kiln1, kiln10…kiln19: spelled out
    expect(await count('kiln20')).toBe(1);
    expect(await count('kilnx')).toBe(0);
    await createService(app, coach.id, { title: 'Kilnxtra glazing' });
    expect(await count('kilnx')).toBe(1);
  });
});

describe('Browse Coaches listing', () => {
  const COACHES = `query($filter: CoachFilter) { coaches(filter: $filter, first: 10) { totalCount nodes { id } } }`;
  const listed = async (skills?: string[]) => {
    const res = await gql(COACHES, { filter: skills ? { skills } : {} });
    expect(res.errors).toBeUndefined();
    return {
      total: res.data.coaches.totalCount as number,
      ids: res.data.coaches.nodes.map((n: { id: string }) => n.id) as string[],
    };
  };

  it('follows services being added, archived and removed, and suspension and its lifting', async () => {
    const { user: coach } = await createMember(app, { fullName: 'Listed Coach' });
    await app.db.query(`UPDATE profiles SET skills = '{Sales}' WHERE user_id = $1`, [coach.id]);
    expect(await listed()).toEqual({ total: 0, ids: [] });

    const first = await createService(app, coach.id, { category: 'sales' });
    const second = await createService(app, coach.id, { category: 'sales' });
    expect(await listed(['Sales'])).toEqual({ total: 1, ids: [coach.id] });
    expect((await listed(['Design'])).total).toBe(0);

    await app.services.services.remove(coach.id, first.id);
    expect((await listed(['Sales'])).total).toBe(1);
    await app.db.query(`UPDATE services SET archived_at = now() WHERE id = $1`, [second.id]);
    expect(await listed(['Sales'])).toEqual({ total: 0, ids: [] });
    await app.db.query(`UPDATE services SET archived_at = NULL WHERE id = $1`, [second.id]);
    expect((await listed()).ids).toEqual([coach.id]);

    await app.db.query(`UPDATE users SET suspended_at = now(), suspended_reason = 'test' WHERE id = $1`, [coach.id]);
    expect(await listed()).toEqual({ total: 0, ids: [] });
    await app.db.query(`UPDATE users SET suspended_at = NULL, suspended_reason = NULL WHERE id = $1`, [coach.id]);
    expect(await listed(['Sales'])).toEqual({ total: 1, ids: [coach.id] });
  });
});

describe('Discover from the search postings', () => {
  type Node = { id: string; title: string };
  const ids = async (filter: Record<string, unknown>, first = 50) => {
    const res = await gql(SERVICES, { filter, first });
    expect(res.errors).toBeUndefined();
    return {
      ids: res.data.services.nodes.map((n: Node) => n.id) as string[],
      total: res.data.services.totalCount as number,
    };
  };
  /** The order ts_rank_cd gives over the services themselves (what the GIN path ranks by). */
  const byTsRank = async (tsquery: string, category?: string): Promise<string[]> =>
    (
      await app.db.query(
        `SELECT o.id FROM services o
        WHERE o.archived_at IS NULL AND o.search_vector @@ to_tsquery('simple', $1) AND ($2::text IS NULL OR o.category = $2)
          AND NOT EXISTS (SELECT 1 FROM users u WHERE u.id = o.coach_id AND (u.suspended_at IS NOT NULL OR u.deleted_at IS NOT NULL))
        ORDER BY round(ts_rank_cd('{0.05, 0.2, 0.1, 1.0}', o.search_vector, to_tsquery('simple', $1))::numeric, 6) DESC, o.created_at DESC, o.id DESC`,
        [tsquery, category ?? null],
      )
    ).map((r: { id: string }) => r.id);

  it('ranks one word and a spelled-out prefix as ts_rank_cd does, within category and cost, page after page', async () => {
    const { user: coach } = await createMember(app, { fullName: 'Email Coach' });
    const { user: other } = await createMember(app, { fullName: 'Other Coach' });
    // Titles (A), descriptions (B) and the coach's name (C) mention the words a different number of times.
    await app.db.query(
      `INSERT INTO services (coach_id, title, description, category, energy_cost, created_at)
       SELECT CASE WHEN n % 3 = 0 THEN $2::uuid ELSE $1::uuid END,
              CASE WHEN n % 4 = 0 THEN 'Email sequences ' || n WHEN n % 4 = 1 THEN 'Emails that sell ' || n ELSE 'Writing clinic ' || n END,
              repeat('email ', n % 5) || repeat('emails ', n % 3) || 'and more',
              CASE WHEN n % 2 = 0 THEN 'marketing' ELSE 'copywriting' END, 1 + n % 20, now() - n * interval '1 minute'
         FROM generate_series(1, 120) AS n`,
      [coach.id, other.id],
    );
    const expected = await byTsRank('email | emails');
    expect(expected.length).toBeGreaterThan(60);
    const all = await ids({ search: 'email' }, 100);
    expect(all.total).toBe(expected.length);
    // Page after page with the cursor gives the same order.
    const pages: string[] = [];
    let after: string | undefined;
    do {
      const res = await gql(
        `query($filter: ServiceFilter, $after: String) { services(filter: $filter, first: 7, after: $after) { pageInfo { hasNextPage endCursor } nodes { id } } }`,
        { filter: { search: 'email' }, after },
      );
      pages.push(...res.data.services.nodes.map((n: { id: string }) => n.id));
      after = res.data.services.pageInfo.hasNextPage ? res.data.services.pageInfo.endCursor : undefined;
    } while (after);
    expect(pages).toEqual(expected);
    expect(all.ids).toEqual(expected.slice(0, 100));

    const inMarketing = await ids({ search: 'emails', category: 'marketing', minCost: 3, maxCost: 9 });
    const cheapMarketing = (
      await app.db.query(`SELECT id FROM services WHERE category = 'marketing' AND energy_cost BETWEEN 3 AND 9`)
    ).map((r: { id: string }) => r.id);
    expect(inMarketing.ids).toEqual(
      (await byTsRank('emails', 'marketing')).filter((id) => cheapMarketing.includes(id)),
    );
    // The coach's name is searchable (weight C) and follows a rename.
    expect((await ids({ search: 'other' })).total).toBe(40);
    await app.db.query(`UPDATE users SET full_name = 'Renamed Person' WHERE id = $1`, [other.id]);
    expect((await ids({ search: 'other' })).total).toBe(0);
    expect((await ids({ search: 'renamed' })).total).toBe(40);
  });

  it('follows edits, archiving, deletion, category changes and suspension', async () => {
    const { user: coach } = await createMember(app, { fullName: 'Ana Lyst' });
    const service = await createService(app, coach.id, { title: 'Zebra painting', category: 'design' });
    const found = async (filter: Record<string, unknown>) => (await ids(filter)).ids;
    expect(await found({ search: 'zebra' })).toEqual([service.id]);

    await app.services.services.update(coach.id, service.id, {
      title: 'Giraffe painting',
      description: 'No stripes here',
      category: 'design',
      durationMinutes: 60,
      energyCost: 3,
      maxParticipants: 1,
    });
    expect(await found({ search: 'zebra' })).toEqual([]);
    expect(await found({ search: 'giraffe', category: 'design', maxCost: 3 })).toEqual([service.id]);
    expect(await found({ search: 'giraffe', maxCost: 2 })).toEqual([]);

    await app.db.query(`UPDATE services SET category = 'sales' WHERE id = $1`, [service.id]);
    expect(await found({ search: 'giraffe', category: 'design' })).toEqual([]);
    expect(await found({ search: 'giraffe', category: 'sales' })).toEqual([service.id]);

    await app.db.query(`UPDATE services SET archived_at = now() WHERE id = $1`, [service.id]);
    expect(await found({ search: 'giraffe' })).toEqual([]);
    await app.db.query(`UPDATE services SET archived_at = NULL WHERE id = $1`, [service.id]);
    expect(await found({ search: 'giraffe' })).toEqual([service.id]);

    await app.db.query(`UPDATE users SET suspended_at = now(), suspended_reason = 'test' WHERE id = $1`, [coach.id]);
    expect(await found({ search: 'giraffe' })).toEqual([]);
    await app.db.query(`UPDATE users SET suspended_at = NULL, suspended_reason = NULL WHERE id = $1`, [coach.id]);
    expect(await found({ search: 'giraffe' })).toEqual([service.id]);

    await app.services.services.remove(coach.id, service.id);
    expect(await found({ search: 'giraffe' })).toEqual([]);
    const [{ n }] = await app.db.query(`SELECT count(*)::int AS n FROM search_postings WHERE service_id = $1`, [
      service.id,
    ]);
    expect(n).toBe(0);
  });

  it('keeps the best 1,001 of a common word, so the first page is exact above the cap', async () => {
    const { user: coach } = await createMember(app, { fullName: 'Bulk Coach' });
    await bulkServices(coach.id, 1100, 'Pottery class');
    // Older services that say it most: they are the best matches although the newest come first otherwise.
    const best = await app.db.query(
      `INSERT INTO services (coach_id, title, description, category, created_at)
       SELECT $1, 'Pottery pottery ' || n, 'Pottery', 'business_coaching', now() - interval '30 days' FROM generate_series(1, 3) AS n RETURNING id`,
      [coach.id],
    );
    const page = await gql(SERVICES, { filter: { search: 'pottery' }, first: 3 });
    expect(page.data.services).toMatchObject({ totalCount: 1000, totalCountIsCapped: true });
    expect(page.data.services.nodes.map((n: Node) => n.id).sort()).toEqual(
      best.map((r: { id: string }) => r.id).sort(),
    );
  });
});

describe('Browse Coaches found-count', () => {
  const COACHES = `query($filter: CoachFilter) { coaches(filter: $filter, first: 1) { totalCount } }`;
  const total = async (filter: Record<string, unknown>) => {
    const res = await gql(COACHES, { filter });
    expect(res.errors).toBeUndefined();
    return res.data.coaches.totalCount as number;
  };
  /** The count straight from the profiles (what the kept counts must equal). */
  const counted = async (skills?: string[]) =>
    (
      await app.db.query(
        `SELECT count(*)::int AS n FROM profiles WHERE listed AND ($1::text[] IS NULL OR skills && $1::text[])`,
        [skills ?? null],
      )
    )[0].n as number;

  it('is kept for no, one and two skills through listing and skills changes, and counted for three', async () => {
    const skillSets = [['Sales'], ['Sales', 'Design'], ['Design'], ['Design', 'Finance', 'Sales'], ['Finance'], []];
    const members = await Promise.all(skillSets.map((_, i) => createMember(app, { fullName: `Skilled ${i}` })));
    await Promise.all(
      members.map(({ user }, i) =>
        app.db.query(`UPDATE profiles SET skills = $2 WHERE user_id = $1`, [user.id, skillSets[i]]),
      ),
    );
    for (const { user } of members) await createService(app, user.id, { category: 'sales' });
    const check = async () => {
      expect(await total({})).toBe(await counted());
      for (const skills of [
        ['Sales'],
        ['Design'],
        ['Sales', 'Design'],
        ['Design', 'Finance'],
        ['Sales', 'Finance', 'Design'],
        ['Nothing'],
      ]) {
        expect({ skills, total: await total({ skills }) }).toEqual({ skills, total: await counted(skills) });
      }
    };
    await check();
    expect(await total({ skills: ['Sales', 'Design'] })).toBe(4);

    await app.db.query(`UPDATE profiles SET skills = '{Design,Design,Languages}' WHERE user_id = $1`, [
      members[0].user.id,
    ]);
    await app.db.query(`UPDATE users SET suspended_at = now(), suspended_reason = 'test' WHERE id = $1`, [
      members[1].user.id,
    ]);
    await app.db.query(`UPDATE services SET archived_at = now() WHERE coach_id = $1`, [members[2].user.id]);
    await check();
    expect(await total({ skills: ['Sales', 'Design'] })).toBe(2);
    await app.db.query(`DELETE FROM profiles WHERE user_id = $1`, [members[3].user.id]);
    await check();
  });
});
