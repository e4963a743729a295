import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/harness.js';
import { createMember, createService } from '../../../test/factories.js';

/** The coach profile's View All Services opens Discover filtered by that coach. */
const { app, api, gql } = useTestApp();

const SERVICES = `query($filter: ServiceFilter, $first: Int) {
  services(filter: $filter, first: $first) { totalCount nodes { id title coach { id } } } }`;

async function twoCoaches() {
  const [{ user: pia }, { user: omar }] = await Promise.all([
    createMember(app, { fullName: 'Pia Coach' }),
    createMember(app, { fullName: 'Omar Coach' }),
  ]);
  const piaServices = [
    await createService(app, pia.id, { title: 'Brand sprint' }),
    await createService(app, pia.id, { title: 'Logo review' }),
  ];
  await createService(app, omar.id, { title: 'Brand audit' });
  return { pia, omar, piaIds: piaServices.map((o) => o.id).sort() };
}

describe('services filtered by coach', () => {
  it('GraphQL services(filter: { coachId }) lists only that coach’s services, and combines with search', async () => {
    const { pia, piaIds } = await twoCoaches();
    const all = await gql(SERVICES, { filter: { coachId: pia.id }, first: 10 });
    expect(all.errors).toBeUndefined();
    expect(all.data.services.totalCount).toBe(2);
    expect(all.data.services.nodes.map((n: { id: string }) => n.id).sort()).toEqual(piaIds);
    expect(new Set(all.data.services.nodes.map((n: { coach: { id: string } }) => n.coach.id))).toEqual(
      new Set([pia.id]),
    );

    const searched = await gql(SERVICES, { filter: { coachId: pia.id, search: 'brand' }, first: 10 });
    expect(searched.data.services.nodes.map((n: { title: string }) => n.title)).toEqual(['Brand sprint']);
  });

  it('GET /api/services?coach_id= does the same; a malformed id is a 400, not a 500', async () => {
    const { omar } = await twoCoaches();
    const res = await api.get(`/services?coach_id=${omar.id}`);
    expect(res.status).toBe(200);
    expect(res.body.map((s: { title: string; coach_id: string }) => [s.title, s.coach_id])).toEqual([
      ['Brand audit', omar.id],
    ]);

    const bad = await api.get('/services?coach_id=not-a-member');
    expect(bad.status).toBe(400);
    expect(bad.body.detail).toBe('coach_id must be a member id');
    const badGql = await gql(SERVICES, { filter: { coachId: 'not-a-member' }, first: 10 });
    expect(badGql.errors?.[0]).toMatchObject({
      message: 'coach_id must be a member id',
      extensions: { code: 'BAD_USER_INPUT' },
    });
  });
});
