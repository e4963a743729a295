import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/harness.js';
import { createMember } from '../../../test/factories.js';

/**
 * The Needs board's search like Discover's (migration NeedPostings): a one-term search
 * from `need_postings` in ts_rank_cd's order, kept current as needs and members change, and the
 * found-count exact up to 1000 and "1000+" above it on both transports.
 */
const { app, api, gql } = useTestApp();

const NEEDS = `query($filter: NeedFilter, $first: Int, $after: String) {
  needs(filter: $filter, first: $first, after: $after) { totalCount totalCountIsCapped pageInfo { hasNextPage endCursor } nodes { id title } } }`;

/** `count` needs of one member in one statement (the statement trigger posts them). */
async function bulkNeeds(authorId: string, count: number, title: string, category = 'business_coaching') {
  await app.db.query(
    `INSERT INTO needs (author_id, title, description, category, max_energy)
     SELECT $1, $2 || ' ' || n, 'Bulk need number ' || n, $3, 1 + n % 5 FROM generate_series(1, $4::int) AS n`,
    [authorId, title, category, count],
  );
}

const board = async (filter: Record<string, unknown>, first = 50, after?: string) => {
  const res = await gql(NEEDS, { filter, first, after });
  expect(res.errors).toBeUndefined();
  return res.data.needs as {
    totalCount: number;
    totalCountIsCapped: boolean;
    pageInfo: { hasNextPage: boolean; endCursor: string | null };
    nodes: Array<{ id: string; title: string }>;
  };
};

/** The order ts_rank_cd gives over the open needs themselves (the GIN path's order). */
const byTsRank = async (tsquery: string): Promise<string[]> =>
  (
    await app.db.query(
      `SELECT n.id FROM needs n JOIN users u ON u.id = n.author_id
      WHERE n.closed_at IS NULL AND (n.ends_on IS NULL OR n.ends_on >= current_date) AND u.suspended_at IS NULL AND u.deleted_at IS NULL
        AND n.search_vector @@ to_tsquery('simple', $1)
      ORDER BY round(ts_rank_cd('{0.05, 0.2, 0.1, 1.0}', n.search_vector, to_tsquery('simple', $1))::numeric, 6) DESC, n.created_at DESC, n.id DESC`,
      [tsquery],
    )
  ).map((r: { id: string }) => r.id);

describe('Needs board found-count', () => {
  it('is exact up to 1000 and "1000+" above it, through GraphQL and /api/needs, with or without a search', async () => {
    const { user } = await createMember(app);
    await bulkNeeds(user.id, 1001, 'Pottery help');
    await bulkNeeds(user.id, 40, 'Violin tutor', 'languages');

    expect(await board({ search: 'pottery' }, 5)).toMatchObject({
      totalCount: 1000,
      totalCountIsCapped: true,
      pageInfo: { hasNextPage: true },
    });
    expect(await board({}, 5)).toMatchObject({ totalCount: 1000, totalCountIsCapped: true });
    const rest = await api.get('/needs?search=pottery&limit=5');
    expect(rest.status).toBe(200);
    expect(rest.headers.get('x-total-count')).toBe('1000+');
    expect(rest.body).toHaveLength(5);
    expect((await api.get('/needs?limit=1')).headers.get('x-total-count')).toBe('1000+');

    expect(await board({ search: 'violin' }, 5)).toMatchObject({ totalCount: 40, totalCountIsCapped: false });
    expect((await api.get('/needs?category=languages&limit=5')).headers.get('x-total-count')).toBe('40');
    // Two terms go through GIN, capped the same way; the filters still cut the set down, exactly counted.
    expect(await board({ search: 'pottery help' }, 5)).toMatchObject({ totalCount: 1000, totalCountIsCapped: true });
    const budget = await api.get('/needs?search=pottery&min_budget=5&limit=100');
    expect(budget.headers.get('x-total-count')).toBe('200');
    expect(budget.body.every((n: { max_energy: number }) => n.max_energy === 5)).toBe(true);
  });
});

describe('Needs board from the postings', () => {
  it('ranks as ts_rank_cd does, page after page, and follows closing, last days, edits and suspension', async () => {
    const { token } = await createMember(app, { fullName: 'Maya' });
    const { user: tom } = await createMember(app, { fullName: 'Tom' });
    const post = async (title: string, description: string, author = token) =>
      (await api.post('/needs', { title, description, category: 'design', max_energy: 5 }, author)).body as {
        id: string;
      };
    const titled = await post('Watercolour lessons', 'Weekly, for beginners');
    const twice = await post('Watercolour and more watercolour', 'Watercolour paper too');
    const described = await post('Weekly session', 'We practise watercolour together');
    const toms = await app.services.needs.create(tom.id, {
      title: 'Watercolours for a mural',
      description: 'Large wall',
      category: 'design',
      maxEnergy: 3,
    });

    const expected = await byTsRank('watercolour | watercolours');
    expect(expected).toHaveLength(4);
    expect(expected.indexOf(titled.id)).toBeLessThan(expected.indexOf(described.id)); // a title match above a description match
    const all = await board({ search: 'waterc' });
    expect(all.nodes.map((n) => n.id)).toEqual(expected);
    expect(all).toMatchObject({ totalCount: 4, totalCountIsCapped: false });
    // Page after page, the same order.
    const pages: string[] = [];
    let after: string | undefined;
    do {
      const page = await board({ search: 'waterc' }, 1, after);
      pages.push(...page.nodes.map((n) => n.id));
      after = page.pageInfo.hasNextPage ? page.pageInfo.endCursor! : undefined;
    } while (after);
    expect(pages).toEqual(expected);
    expect((await api.get('/needs?search=watercolour&min_budget=4')).body.map((n: { id: string }) => n.id)).toEqual(
      expected.filter((id) => id !== toms.id),
    );

    const found = async () => (await board({ search: 'watercolour' })).nodes.map((n) => n.id).sort();
    await api.post(`/needs/${twice.id}/close`, {}, token);
    expect(await found()).not.toContain(twice.id);
    await api.post(`/needs/${twice.id}/close`, { closed: false }, token);
    expect(await found()).toContain(twice.id);
    await app.db.query(`UPDATE needs SET ends_on = current_date - 1 WHERE id = $1`, [described.id]);
    expect(await found()).not.toContain(described.id);
    await api.put(
      `/needs/${titled.id}`,
      { title: 'Oil painting lessons', description: 'Weekly', category: 'design', max_energy: 5 },
      token,
    );
    expect(await found()).not.toContain(titled.id);
    expect((await board({ search: 'oil' })).nodes.map((n) => n.id)).toEqual([titled.id]);
    await app.db.query(`UPDATE users SET suspended_at = now(), suspended_reason = 'test' WHERE id = $1`, [tom.id]);
    expect(await found()).toEqual([twice.id]);
    await app.db.query(`UPDATE users SET suspended_at = NULL, suspended_reason = NULL WHERE id = $1`, [tom.id]);
    expect(await found()).toEqual([twice.id, toms.id].sort());
    await api.delete(`/needs/${twice.id}`, token);
    expect(await found()).toEqual([toms.id]);
  });
});
