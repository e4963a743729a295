import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/harness.js';
import { createMember, createService } from '../../../test/factories.js';

/**
 * Browse Coaches sorted by reliability, both transports: the order follows the ranking
 * of docs/ledger.md against hand-made facts, pages walk it without gaps or repeats (the member id
 * breaks ties), a cursor belongs to its order, and a bad sort is a 400 / a GraphQL error.
 */
const { app, api, gql } = useTestApp({ reset: false });

const names = ['Ace', 'Bea', 'Cid', 'Dot', 'Eve', 'Fay'] as const;
type Name = (typeof names)[number];
const ids = {} as Record<Name, string>;
let token: string;

/** Exchange requests written straight into the table: the triggers count them as any other write. */
async function requests(
  coach: string,
  requester: string,
  service: string,
  status: string,
  n: number,
  respondedDaysAgo = 1,
) {
  for (let i = 0; i < n; i++) {
    await app.db.query(
      `INSERT INTO exchange_requests (service_id, requester_id, coach_id, message, energy_cost, held, requested_at, expires_at, responded_at, completed_at, status)
       VALUES ($1, $2, $3, 'hand-made', 1, false, now() - make_interval(days => $4 + 1), now() + interval '1 day',
               now() - make_interval(days => $4), CASE WHEN $5 = 'completed' THEN now() END, $5)`,
      [service, requester, coach, respondedDaysAgo, status],
    );
  }
}

beforeAll(async () => {
  await app.reset();
  const student = await createMember(app, { fullName: 'Stu Dent' });
  token = student.token;
  const services = {} as Record<Name, string>;
  for (const n of names) {
    const m = await createMember(app, { fullName: `${n} Coach` });
    ids[n] = m.user.id;
    services[n] = (await createService(app, m.user.id)).id;
  }
  const s = student.user.id;
  // Ace: 3 completed, rated 5 → 1 + 0.4 + 0.3 + 0.3 = 2. Bea and Fay: 3 completed, no rating → 1.85 (a tie).
  // Cid: 3 completed of 4 agreed (one accepted 15 days ago), rated 1 → 1 + 0.3 + 0.3 + 0 = 1.6.
  // Dot: 1 completed → New member (0); Eve: nothing → New member (0).
  for (const n of ['Ace', 'Bea', 'Cid', 'Fay'] as const) await requests(ids[n], s, services[n], 'completed', 3);
  await requests(ids.Cid, s, services.Cid, 'accepted', 1, 15);
  await requests(ids.Dot, s, services.Dot, 'completed', 1);
  const rate = async (coach: Name, rating: number) => {
    const [{ id }] = await app.db.query(
      `SELECT id FROM exchange_requests WHERE coach_id = $1 AND status = 'completed' LIMIT 1`,
      [ids[coach]],
    );
    await app.db.query(
      `INSERT INTO testimonials (exchange_request_id, reviewer_id, reviewee_id, rating, content) VALUES ($1, $2, $3, $4, 'hand-made')`,
      [id, s, ids[coach], rating],
    );
  };
  await rate('Ace', 5);
  await rate('Cid', 1);
  expect((await app.services.reliability.check()).problems).toEqual([]);
});

const byIdDesc = (...ns: Name[]) =>
  ns
    .map((n) => ids[n])
    .sort()
    .reverse();
const expected = () => [ids.Ace, ...byIdDesc('Bea', 'Fay'), ids.Cid, ...byIdDesc('Dot', 'Eve')];

const COACHES = `query ($first: Int, $after: String, $sort: CoachSort) {
  coaches(first: $first, after: $after, sort: $sort) { totalCount nodes { id reliability { newMember } } pageInfo { hasNextPage endCursor } }
}`;

describe('Browse Coaches sorted by reliability (GraphQL)', () => {
  it('ranks by the score, New members last, ties by member id, and pages walk it without gaps', async () => {
    const seen: string[] = [];
    let after: string | null = null;
    for (let page = 0; page < 10; page++) {
      const res: any = await gql(COACHES, { first: 2, after, sort: 'RELIABILITY' });
      expect(res.errors).toBeUndefined();
      expect(res.data.coaches.totalCount).toBe(6);
      seen.push(...res.data.coaches.nodes.map((n: { id: string }) => n.id));
      after = res.data.coaches.pageInfo.endCursor;
      if (!res.data.coaches.pageInfo.hasNextPage) break;
    }
    expect(seen).toEqual(expected());
    const all: any = await gql(COACHES, { first: 10, sort: 'RELIABILITY' });
    expect(all.data.coaches.nodes.map((n: any) => n.reliability.newMember)).toEqual([
      false,
      false,
      false,
      false,
      true,
      true,
    ]);
  });

  it('keeps the default order without a sort, and refuses a cursor of the other order or an unknown sort', async () => {
    const relevance: any = await gql(COACHES, { first: 2 });
    expect(relevance.data.coaches.nodes.map((n: any) => n.id)).not.toEqual(expected().slice(0, 2));
    const mixed: any = await gql(COACHES, {
      first: 2,
      after: relevance.data.coaches.pageInfo.endCursor,
      sort: 'RELIABILITY',
    });
    expect([mixed.errors?.[0].message, mixed.errors?.[0].extensions.code]).toEqual([
      'Invalid cursor',
      'BAD_USER_INPUT',
    ]);
    const unknown: any = await gql(COACHES, { first: 2, sort: 'FASTEST' });
    expect(unknown.errors?.[0].message).toMatch(/CoachSort/);
    expect(unknown.data).toBeUndefined();
  });

  it('follows a change of the facts once its recount is applied: a reversed exchange drops the coach among the New members', async () => {
    const [{ id }] = await app.db.query(
      `SELECT id FROM exchange_requests WHERE coach_id = $1 AND status = 'completed' LIMIT 1`,
      [ids.Ace],
    );
    const admin = await createMember(app);
    await app.db.query(
      `INSERT INTO exchange_disputes (request_id, opened_by, reason, status, resolved_at, resolved_by, reversed_amount, claimed_amount, shortfall)
       VALUES ($1, $2, 'A hand-made reversed dispute for the test.', 'reversed', now(), $3, 1, 0, 0)`,
      [id, ids.Ace, admin.user.id],
    );
    // The worker applies the recount after the commit; none runs in the tests, so drain.
    await app.services.reliability.drain();
    const res: any = await gql(COACHES, { first: 10, sort: 'RELIABILITY' });
    expect(res.data.coaches.nodes.map((n: any) => n.id)).toEqual([
      ...byIdDesc('Bea', 'Fay'),
      ids.Cid,
      ...byIdDesc('Ace', 'Dot', 'Eve'),
    ]);
    await app.db.query(`DELETE FROM exchange_disputes WHERE request_id = $1`, [id]);
    await app.services.reliability.drain();
    expect((await gql(COACHES, { first: 1, sort: 'RELIABILITY' })).data.coaches.nodes[0].id).toBe(ids.Ace);
    expect((await app.services.reliability.check()).problems).toEqual([]);
  });
});

describe('GET /api/coaches?sort=reliability', () => {
  it('walks the same order through Link, the sort kept on every next page', async () => {
    const seen: string[] = [];
    for (let path: string | undefined = '/coaches?sort=reliability&limit=4'; path;) {
      const res: { status: number; body: any; headers: Headers } = await api.get(path);
      expect(res.status).toBe(200);
      expect(res.headers.get('x-total-count')).toBe('6');
      seen.push(...res.body.map((c: { id: string }) => c.id));
      const link: string | null = res.headers.get('link');
      path = link ? /^<\/api([^>]+)>; rel="next"$/.exec(link)![1] : undefined;
      if (path) expect(new URL(path, 'http://x').searchParams.get('sort')).toBe('reliability');
    }
    expect(seen).toEqual(expected());
    const first = await api.get('/coaches?sort=reliability&limit=1');
    expect(first.body[0].reliability).toEqual({
      response_rate: 1,
      completion_rate: 1,
      average_rating: 5,
      rating_count: 1,
      completed_exchanges: 3,
      new_member: false,
      // Each hand-made request was answered a day after it was sent.
      median_response_minutes: 1440,
    });
    expect((await api.get('/coaches?sort=relevance&limit=6')).body.map((c: { id: string }) => c.id)).toEqual(
      (await api.get('/coaches?limit=6')).body.map((c: { id: string }) => c.id),
    );
  });

  it('answers a bad sort, a repeated one or a cursor of the other order with a 400 that names it', async () => {
    for (const bad of ['bogus', 'RELIABILITY', 'reliability%20']) {
      const res = await api.get(`/coaches?sort=${bad}`);
      expect([res.status, res.body.detail]).toEqual([400, 'sort must be relevance or reliability']);
    }
    const twice = await api.get('/coaches?sort=reliability&sort=relevance');
    expect([twice.status, twice.body.detail]).toEqual([400, 'sort must be given once']);
    const link = (await api.get('/coaches?limit=1')).headers.get('link')!;
    const cursor = new URL(/^<([^>]+)>/.exec(link)![1], 'http://x').searchParams.get('cursor');
    const mixed = await api.get(`/coaches?sort=reliability&cursor=${cursor}`);
    expect([mixed.status, mixed.body.detail]).toEqual([400, 'Invalid cursor']);
  });
});

describe('GET /api/users/{id}', () => {
  it('carries the reliability in the shape of /coaches rows', async () => {
    const res = await api.get(`/users/${ids.Cid}`, token);
    expect(res.status).toBe(200);
    expect(res.body.reliability).toEqual({
      response_rate: 1,
      completion_rate: 0.75,
      average_rating: 1,
      rating_count: 1,
      completed_exchanges: 3,
      new_member: false,
      // Each hand-made request was answered a day after it was sent.
      median_response_minutes: 1440,
    });
    expect((await api.get(`/users/${ids.Eve}`, token)).body.reliability).toMatchObject({
      response_rate: null,
      completed_exchanges: 0,
      new_member: true,
    });
  });
});
