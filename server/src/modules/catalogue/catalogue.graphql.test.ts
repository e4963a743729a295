import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/harness.js';
import { createMember } from '../../../test/factories.js';
import { countQueries } from '../../../test/query-counter.js';

const { app, gql } = useTestApp();

const SERVICES = `query($filter: ServiceFilter, $first: Int, $after: String) {
  services(filter: $filter, first: $first, after: $after) {
    totalCount pageInfo { hasNextPage endCursor }
    nodes { id title energyCost categoryLabel coach { id fullName userType } }
  } }`;
const COACHES = `query($filter: CoachFilter, $first: Int, $after: String) {
  coaches(filter: $filter, first: $first, after: $after) {
    totalCount pageInfo { hasNextPage endCursor }
    nodes { id fullName userType totalServices profile { skills location } services { id title } }
  } }`;

/** n coaches with one service each, all mentioning "coaching", inserted in bulk. */
async function seedCoaches(n: number) {
  await app.db.query(
    `WITH u AS (
       INSERT INTO users (email, full_name, user_type, timezone, referral_code)
       SELECT 'coach' || i || '@example.com', 'Coach ' || i, CASE WHEN i % 3 = 0 THEN 'premium' ELSE 'free' END, 'UTC',
              'RC' || lpad(i::text, 6, '0')
         FROM generate_series(1, $1) AS i RETURNING id, full_name),
     p AS (INSERT INTO profiles (user_id, skills) SELECT id, ARRAY['Sales'] FROM u)
     INSERT INTO services (coach_id, title, description, category, energy_cost)
     SELECT id, 'Coaching with ' || full_name, 'A coaching session.', 'business_coaching', 1 + (random() * 19)::int FROM u`,
    [n],
  );
}

describe('GraphQL services', () => {
  it('pages through results with cursors, no row twice, none missed', async () => {
    await seedCoaches(23);
    const seen: string[] = [];
    let after: string | null = null;
    let pages = 0;
    do {
      const res: any = await gql(SERVICES, { filter: { search: 'coach' }, first: 10, after });
      expect(res.errors).toBeUndefined();
      expect(res.data.services.totalCount).toBe(23);
      seen.push(...res.data.services.nodes.map((n: { id: string }) => n.id));
      after = res.data.services.pageInfo.hasNextPage ? res.data.services.pageInfo.endCursor : null;
      pages++;
    } while (after);
    expect(pages).toBe(3);
    expect(new Set(seen).size).toBe(23);
  });

  it('refuses a forged cursor with BAD_USER_INPUT, not a database error', async () => {
    const forged = Buffer.from(JSON.stringify({ r: '1', c: "2020-01-01'; drop", i: 'x' })).toString('base64url');
    const res = await gql(SERVICES, { after: forged });
    expect(res.errors?.[0]).toMatchObject({ message: 'Invalid cursor', extensions: { code: 'BAD_USER_INPUT' } });
    const garbage = await gql(SERVICES, { after: '%%%' });
    expect(garbage.errors?.[0].message).toBe('Invalid cursor');
  });

  it('runs the same number of SQL statements for 10 and for 100 results (services and coaches)', async () => {
    await seedCoaches(120);
    const counts = async (query: string, key: string, first: number) => {
      let data: any;
      const { count } = await countQueries(app, async () => {
        data = (await gql(query, { first })).data;
      });
      expect(data[key].nodes).toHaveLength(first);
      return count;
    };
    const discover10 = await counts(SERVICES, 'services', 10);
    const discover100 = await counts(SERVICES, 'services', 100);
    const coaches10 = await counts(COACHES, 'coaches', 10);
    const coaches100 = await counts(COACHES, 'coaches', 100);
    expect(discover100).toBe(discover10);
    expect(coaches100).toBe(coaches10);
    // page (its coaches joined) + count + the categories the service labels come from (read, not
    // cached: super_admins change them on any instance)
    expect(discover10).toBeLessThanOrEqual(3);
    expect(coaches10).toBeLessThanOrEqual(3); // page + count + their services
  });
});

describe('GraphQL services management and availability', () => {
  it('creates, edits and deletes a service; another member cannot', async () => {
    const owner = await createMember(app);
    const other = await createMember(app);
    const created = await gql(
      `mutation { createService(input: { title: "Copy clinic", description: "Fix your headline.", category: "copywriting" }) { id durationMinutes energyCost maxParticipants } }`,
      {},
      owner.token,
    );
    expect(created.data.createService).toMatchObject({ durationMinutes: 60, energyCost: 1, maxParticipants: 1 });
    const id = created.data.createService.id;
    const UPDATE = `mutation($id: ID!) { updateService(id: $id, input: { title: "Copy clinic+", description: "d", category: "copywriting", energyCost: 21 }) { id } }`;
    expect((await gql(UPDATE, { id }, owner.token)).errors?.[0]).toMatchObject({
      message: 'Energy cost must be between 1 and 20 EP',
      extensions: { code: 'BAD_USER_INPUT' },
    });
    const hijack = await gql(`mutation($id: ID!) { deleteService(id: $id) { archived } }`, { id }, other.token);
    expect(hijack.errors?.[0]).toMatchObject({
      message: 'You can only change your own services',
      extensions: { code: 'FORBIDDEN' },
    });
    const del = await gql(`mutation($id: ID!) { deleteService(id: $id) { id archived } }`, { id }, owner.token);
    expect(del.data.deleteService).toEqual({ id, archived: false });
    expect((await gql(`{ myServices { id } }`, {}, owner.token)).data.myServices).toEqual([]);
  });

  it('saves availability 07:00–19:00 only, in the member’s timezone, and shows it to others', async () => {
    const a = await createMember(app, { timezone: 'Europe/Paris' });
    const b = await createMember(app);
    const SET = `mutation($input: AvailabilityInput!) { setAvailability(input: $input) { monday tuesday sunday timezone } }`;
    const ok = await gql(SET, { input: { monday: ['09:00', '07:00', '19:00', '09:00'], sunday: ['12:00'] } }, a.token);
    expect(ok.data.setAvailability).toEqual({
      monday: ['07:00', '09:00', '19:00'],
      tuesday: [],
      sunday: ['12:00'],
      timezone: 'Europe/Paris',
    });
    for (const slot of ['06:00', '20:00', '9:30', 'noon']) {
      const bad = await gql(SET, { input: { monday: [slot] } }, a.token);
      expect(bad.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    }
    const seen = await gql(
      `query($id: ID!) { availabilityOf(userId: $id) { monday timezone } }`,
      { id: a.user.id },
      b.token,
    );
    expect(seen.data.availabilityOf).toEqual({ monday: ['07:00', '09:00', '19:00'], timezone: 'Europe/Paris' });
  });
});
