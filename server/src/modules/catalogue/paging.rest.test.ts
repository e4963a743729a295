import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/harness.js';
import { restClient, type RestResponse } from '../../../test/http.js';
import { createMember } from '../../../test/factories.js';

/**
 * REST lists page the HTTP way: `limit` and `cursor` in, `X-Total-Count` and
 * `Link: <…>; rel="next"` (RFC 8288) out, the answer still a plain JSON array. Each walk below
 * follows the Link URLs from the first page to the last and checks it met every matching item once.
 */
let app: TestApp;
let api: ReturnType<typeof restClient>;
let adminToken: string;
const COACHES = 45;
const SERVICES = 320;
const CATEGORIES = ['business_coaching', 'life_coaching', 'career_coaching'];

beforeAll(async () => {
  app = await startTestApp();
  api = restClient(app.url);
  // Seeded in a few statements: many rows share one created_at, so the id tie-break is exercised.
  await app.db.query(
    `WITH u AS (
       INSERT INTO users (email, full_name, user_type, profile_completed, referral_code)
       SELECT 'pager' || g || '@example.com', 'Pager ' || lpad(g::text, 3, '0'), CASE WHEN g % 5 = 0 THEN 'premium' ELSE 'free' END, true, 'PAGER' || lpad(g::text, 3, '0')
         FROM generate_series(1, $1::int) g RETURNING id)
     INSERT INTO profiles (user_id) SELECT id FROM u`,
    [COACHES],
  );
  const coaches: Array<{ id: string }> = await app.db.query(
    `SELECT id FROM users WHERE email LIKE 'pager%' ORDER BY email`,
  );
  for (const half of [0, 1]) {
    await app.db.query(
      `INSERT INTO services (coach_id, title, description, category, duration_minutes, energy_cost, max_participants)
       SELECT ($1::uuid[])[1 + g % array_length($1::uuid[], 1)], 'Paging topic ' || g, 'A walk through the pages.',
              ($2::text[])[1 + g % 3], 60, 1 + g % 10, 1
         FROM generate_series($3::int, $4::int) g`,
      [coaches.map((c) => c.id), CATEGORIES, half * (SERVICES / 2) + 1, (half + 1) * (SERVICES / 2)],
    );
  }
  const admin = await createMember(app, { email: 'paging-admin@example.com', fullName: 'Paging Admin' });
  // An admin role counts for an account that proved its address.
  await app.db.query(`UPDATE users SET email_verified_at = now() WHERE id = $1`, [admin.user.id]);
  await app.services.adminRoles.grant(null, admin.user.email, 'admin');
  adminToken = admin.token;
}, 60_000);
afterAll(() => app.close());

/** The `rel="next"` target of a Link header, as a path under /api; undefined on the last page. */
function nextOf(res: RestResponse): string | undefined {
  const link = res.headers.get('link');
  if (!link) return undefined;
  const match = /^<([^>]+)>; rel="next"$/.exec(link);
  expect(match, `Link header: ${link}`).not.toBeNull();
  expect(match![1].startsWith('/api/')).toBe(true);
  return match![1].slice('/api'.length);
}

/** Follows Link rel="next" from `first` to the end; every page must keep the given query parameters. */
async function walk(first: string, items: (body: any) => Array<{ id: string }>, token?: string) {
  const kept = [...new URL(first, 'http://x').searchParams].filter(([k]) => k !== 'cursor');
  const ids: string[] = [];
  const totals = new Set<string | null>();
  let pages = 0;
  for (let path: string | undefined = first; path;) {
    const res = await api.get(path, token);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    pages++;
    totals.add(res.headers.get('x-total-count'));
    ids.push(...items(res.body).map((x) => x.id));
    path = nextOf(res);
    if (path) {
      const params = new URL(path, 'http://x').searchParams;
      for (const [k, v] of kept) expect(params.get(k), `${k} kept in ${path}`).toBe(v);
      expect(params.get('cursor')).toBeTruthy();
    }
    expect(pages).toBeLessThan(100);
  }
  expect(totals.size).toBe(1);
  return { ids, pages, total: Number([...totals][0]) };
}

const asArray = (body: Array<{ id: string }>) => body;

describe('REST paging: /services', () => {
  it('walks every filtered service to the end through Link, without duplicates or gaps', async () => {
    const expected: Array<{ id: string }> = await app.db.query(
      `SELECT id FROM services WHERE category = 'life_coaching' AND energy_cost >= 3 AND archived_at IS NULL`,
    );
    expect(expected.length).toBeGreaterThan(60);
    const { ids, pages, total } = await walk('/services?category=life_coaching&min_cost=3&limit=17', asArray);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.sort()).toEqual(expected.map((r) => r.id).sort());
    expect(total).toBe(expected.length);
    expect(pages).toBe(Math.ceil(expected.length / 17));
  });

  it('walks a full-text search (equal ranks, shared timestamps) and the default page size', async () => {
    const searched = await walk('/services?search=paging%20topic&limit=40', asArray);
    expect(new Set(searched.ids).size).toBe(SERVICES);
    expect(searched.total).toBe(SERVICES);
    const all = await walk('/services', asArray);
    expect(all.pages).toBe(Math.ceil(SERVICES / 50)); // default 50, as before paging existed
    expect(new Set(all.ids).size).toBe(SERVICES);
  });

  it('sends no Link on the last page, and X-Total-Count on every page', async () => {
    const res = await api.get('/services?category=career_coaching&min_cost=9&limit=100');
    expect(res.body.length).toBeGreaterThan(0);
    expect(res.headers.get('link')).toBeNull();
    expect(Number(res.headers.get('x-total-count'))).toBe(res.body.length);
  });

  it('refuses a bad limit or cursor with a 400 that names it', async () => {
    for (const limit of ['0', '101', 'ten', '1.5', '-3']) {
      const res = await api.get(`/services?limit=${limit}`);
      expect(res.status, limit).toBe(400);
      expect(res.body.detail).toBe('limit must be between 1 and 100');
    }
    const twice = await api.get('/services?limit=5&limit=6');
    expect([twice.status, twice.body.detail]).toEqual([400, 'limit must be given once']);
    const notOurs = await api.get('/services?cursor=not%20a%20cursor!');
    expect(notOurs.status).toBe(400);
    expect(notOurs.body.detail).toMatch(/^Invalid cursor/);
    const forged = await api.get(`/services?cursor=${Buffer.from('{"x":1}').toString('base64url')}`);
    expect([forged.status, forged.body.detail]).toEqual([400, 'Invalid cursor']);
    const both = await api.get('/services?cursor=abc&after=abd');
    expect([both.status, both.body.detail]).toEqual([400, 'Give cursor or after, not both']);
  });
});

describe('REST paging: /coaches and /admin/users', () => {
  it('walks every coach to the end, premium first, with filters kept', async () => {
    const { ids, total } = await walk('/coaches?limit=7', asArray);
    expect(total).toBe(COACHES);
    expect(new Set(ids).size).toBe(COACHES);
    const premium = await walk('/coaches?coach_type=premium&limit=4', asArray);
    expect(premium.total).toBe(COACHES / 5);
    expect(new Set(premium.ids).size).toBe(COACHES / 5);
    expect((await api.get('/coaches?limit=101')).status).toBe(400);
  });

  it('walks the admin member list, sorted and searched, through Link', async () => {
    const users = (body: { users: Array<{ id: string }> }) => body.users;
    const { ids, total, pages } = await walk('/admin/users?search=pager&sort=full_name&limit=9', users, adminToken);
    expect(total).toBe(COACHES);
    expect(pages).toBe(Math.ceil(COACHES / 9));
    expect(new Set(ids).size).toBe(COACHES);
    // Sorted by name across the page boundaries.
    const names: string[] = await app.db
      .query(`SELECT id FROM users WHERE email LIKE 'pager%' ORDER BY lower(full_name), id`)
      .then((r: Array<{ id: string }>) => r.map((x) => x.id));
    expect(ids).toEqual(names);
    const bad = await api.get('/admin/users?limit=101', adminToken);
    expect([bad.status, bad.body.detail]).toEqual([400, 'limit must be between 1 and 100']);
  });
});
