import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/harness.js';
import { createMember, createService } from '../../../test/factories.js';
import { countQueries } from '../../../test/query-counter.js';

/**
 * "For you" kept per member (migration KeptMatchLists): the four searches run on a member's first
 * visit and whenever something their list depends on changed; other visits read the kept ids back,
 * each item checked again against the current rows.
 */
const { app, api, gql } = useTestApp();

const SEARCHES = /plainto_tsquery|CROSS JOIN LATERAL/;

/** Sam needs pricing advice (business coaching) and offers a Logo Review; Maya and Ann offer pricing sessions. */
async function board() {
  const sam = await createMember(app, { fullName: 'Sam' });
  const maya = await createMember(app, { fullName: 'Maya' });
  const ann = await createMember(app, { fullName: 'Ann' });
  await createService(app, sam.user.id, { title: 'Logo Review', category: 'marketing', energyCost: 2 });
  const pricing = await createService(app, maya.user.id, {
    title: 'Pricing Session',
    category: 'business_coaching',
    energyCost: 5,
  });
  const audit = await createService(app, ann.user.id, {
    title: 'Pricing Audit',
    category: 'business_coaching',
    energyCost: 4,
  });
  const need = (
    await api.post(
      '/needs',
      { title: 'Pricing advice', description: 'For my services', category: 'business_coaching', max_energy: 20 },
      sam.token,
    )
  ).body;
  return { sam, maya, ann, pricing, audit, need };
}

const serviceIds = async (token: string) =>
  ((await api.get('/matches', token)).body.services as Array<{ id: string }>).map((s) => s.id);

describe('the kept list', () => {
  it('is searched on the first visit, then read back by id without the searches, in its kept order', async () => {
    const { sam, pricing, audit } = await board();
    const first = await countQueries(app, () => api.get('/matches', sam.token));
    expect(first.statements.some((s) => SEARCHES.test(s))).toBe(true);
    const [{ service_ids }] = await app.db.query(`SELECT service_ids FROM match_lists WHERE member_id = $1`, [
      sam.user.id,
    ]);
    expect([...service_ids].sort()).toEqual([pricing.id, audit.id].sort());

    const second = await countQueries(app, () => api.get('/matches', sam.token));
    expect(second.statements.some((s) => SEARCHES.test(s))).toBe(false);
    // The answer follows the kept ids: reversed in the table, reversed in the answer.
    await app.db.query(
      `UPDATE match_lists SET service_ids = ARRAY[$2, $3]::uuid[], service_need_ids = ARRAY[service_need_ids[1], service_need_ids[1]] WHERE member_id = $1`,
      [sam.user.id, audit.id, pricing.id],
    );
    expect(await serviceIds(sam.token)).toEqual([audit.id, pricing.id]);
    await app.db.query(`UPDATE match_lists SET service_ids = ARRAY[$2, $3]::uuid[] WHERE member_id = $1`, [
      sam.user.id,
      pricing.id,
      audit.id,
    ]);
    expect(await serviceIds(sam.token)).toEqual([pricing.id, audit.id]);
  });

  it('drops what no longer fits at once, and shows it again when it fits again, without a new search', async () => {
    const { sam, maya, pricing, audit } = await board();
    await serviceIds(sam.token);
    await app.db.query(`UPDATE users SET suspended_at = now(), suspended_reason = 'test' WHERE id = $1`, [
      maya.user.id,
    ]);
    expect(await serviceIds(sam.token)).toEqual([audit.id]);
    await app.db.query(`UPDATE users SET suspended_at = NULL, suspended_reason = NULL WHERE id = $1`, [maya.user.id]);
    const back = await countQueries(app, () =>
      serviceIds(sam.token).then((ids) => expect(ids.sort()).toEqual([pricing.id, audit.id].sort())),
    );
    expect(back.statements.some((s) => SEARCHES.test(s))).toBe(false);
  });

  it("another member's new service in a category of my needs shows on my next visit", async () => {
    const { sam, pricing, audit } = await board();
    expect((await serviceIds(sam.token)).sort()).toEqual([pricing.id, audit.id].sort());
    const tia = await createMember(app, { fullName: 'Tia' });
    const fresh = (
      await api.post(
        '/services',
        {
          title: 'Pricing Clinic',
          description: 'Set your rates',
          category: 'business_coaching',
          duration_minutes: 60,
          energy_cost: 3,
        },
        tia.token,
      )
    ).body;
    expect(await serviceIds(sam.token)).toContain(fresh.id);
    // A service in a category none of my needs is in changes nothing kept.
    const [{ computed_at: before }] = await app.db.query(`SELECT computed_at FROM match_lists WHERE member_id = $1`, [
      sam.user.id,
    ]);
    await api.post(
      '/services',
      { title: 'Yoga', description: 'Stretch', category: 'fitness', duration_minutes: 60, energy_cost: 3 },
      tia.token,
    );
    await serviceIds(sam.token);
    const [{ computed_at: after }] = await app.db.query(`SELECT computed_at FROM match_lists WHERE member_id = $1`, [
      sam.user.id,
    ]);
    expect(after).toEqual(before);
  });

  it('my own new need, in a category I had nothing in, is searched at once; so are new skills', async () => {
    const { sam } = await board();
    const tia = await createMember(app, { fullName: 'Tia' });
    const yoga = await createService(app, tia.user.id, { title: 'Morning Yoga', category: 'fitness', energyCost: 3 });
    expect(await serviceIds(sam.token)).not.toContain(yoga.id);
    await api.post(
      '/needs',
      { title: 'Yoga lessons', description: 'Mornings', category: 'fitness', max_energy: 5 },
      sam.token,
    );
    expect(await serviceIds(sam.token)).toContain(yoga.id);

    const yogaNeed = (
      await api.post(
        '/needs',
        { title: 'Yoga for my team', description: 'Weekly', category: 'fitness', max_energy: 5 },
        tia.token,
      )
    ).body;
    expect(((await api.get('/matches', sam.token)).body.needs as Array<{ id: string }>).map((n) => n.id)).not.toContain(
      yogaNeed.id,
    );
    const [{ label }] = await app.db.query(`SELECT label FROM categories WHERE value = 'fitness'`);
    await app.db.query(`UPDATE profiles SET skills = ARRAY[$2] WHERE user_id = $1`, [sam.user.id, label]);
    expect(((await api.get('/matches', sam.token)).body.needs as Array<{ id: string }>).map((n) => n.id)).toContain(
      yogaNeed.id,
    );
  });

  it('a list older than a quarter of an hour is searched again; the change log keeps only what can still matter', async () => {
    const { sam, pricing, audit } = await board();
    await serviceIds(sam.token);
    await app.db.query(
      `UPDATE match_lists SET service_ids = ARRAY[$2]::uuid[], service_need_ids = service_need_ids[1:1] WHERE member_id = $1`,
      [sam.user.id, audit.id],
    );
    expect(await serviceIds(sam.token)).toEqual([audit.id]); // kept
    await app.db.query(
      `UPDATE match_lists SET computed_at = computed_at - interval '16 minutes' WHERE member_id = $1`,
      [sam.user.id],
    );
    expect((await serviceIds(sam.token)).sort()).toEqual([pricing.id, audit.id].sort()); // searched again

    await app.db.query(
      `UPDATE match_changes SET changed_at = changed_at - interval '20 minutes' WHERE scope = 'marketing'`,
    );
    await app.services.matches.prune();
    const scopes = (await app.db.query(`SELECT DISTINCT scope FROM match_changes`)).map(
      (r: { scope: string }) => r.scope,
    );
    expect(scopes).toContain('business_coaching');
    expect(scopes).not.toContain('marketing');
  });

  it('GraphQL looks the list up once for all the kinds its query selects, and answers as REST does', async () => {
    const { sam, pricing, audit, need } = await board();
    await serviceIds(sam.token);
    const query = `{ matches { services { needId service { id } } needs { id } swaps { partnerId } rings { secondId } } }`;
    const { statements } = await countQueries(app, () => gql(query, undefined, sam.token));
    expect(statements.filter((s) => s.includes('match_lists'))).toHaveLength(1);
    const res = await gql(query, undefined, sam.token);
    expect(res.errors).toBeUndefined();
    expect(res.data!.matches.services.map((s: { service: { id: string } }) => s.service.id).sort()).toEqual(
      [pricing.id, audit.id].sort(),
    );
    expect(res.data!.matches.services.every((s: { needId: string }) => s.needId === need.id)).toBe(true);
  });

  it('a visit of a kept list is one round trip that checks the session itself: an ended session or a suspension gets 401', async () => {
    const { sam } = await board();
    await serviceIds(sam.token);
    // The list with its rows and the session check in one statement (the other one: the category labels).
    const { statements } = await countQueries(app, () => api.get('/matches', sam.token));
    expect(statements.filter((s) => s.includes('match_lists'))).toHaveLength(1);
    expect(statements.filter((s) => s.includes('auth_sessions') && !s.includes('match_lists'))).toEqual([]);
    expect(statements).toHaveLength(2);

    await app.db.query(`UPDATE users SET suspended_at = now(), suspended_reason = 'test' WHERE id = $1`, [sam.user.id]);
    const suspended = await api.get('/matches', sam.token);
    expect(suspended.status).toBe(401);
    expect(suspended.body.detail).toBe('Invalid or expired token');
    await app.db.query(`UPDATE users SET suspended_at = NULL, suspended_reason = NULL WHERE id = $1`, [sam.user.id]);
    expect((await api.get('/matches', sam.token)).status).toBe(200);
    // Signed out everywhere (the kept list is still there).
    await app.db.query(`DELETE FROM auth_sessions WHERE user_id = $1`, [sam.user.id]);
    expect((await api.get('/matches', sam.token)).status).toBe(401);
  });
});
