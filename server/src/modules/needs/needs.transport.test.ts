import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/harness.js';
import { createMember, createService } from '../../../test/factories.js';

/** The Needs board and "I can help" through both transports. */
const { app, api, gql } = useTestApp();

const need = (over: Record<string, unknown> = {}) => ({
  title: 'Logo design',
  description: 'A simple mark for my studio',
  category: 'marketing',
  max_energy: 5,
  ...over,
});
const today = () => new Date().toISOString().slice(0, 10);

describe('needs over REST', () => {
  it('posts, lists with search, category and paging, edits, closes, reopens and deletes only my own', async () => {
    const maya = await createMember(app, { fullName: 'Maya' });
    const other = await createMember(app);
    const created = await api.post('/needs', need({ ends_on: today() }), maya.token);
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      title: 'Logo design',
      category_label: 'Marketing',
      max_energy: 5,
      ends_on: today(),
      open: true,
      author_name: 'Maya',
      answers: [],
    });
    await api.post('/needs', need({ title: 'Pricing advice', category: 'business_coaching' }), maya.token);
    await api.post('/needs', need({ title: 'Logo animation' }), other.token);

    const all = await api.get('/needs?limit=2');
    expect(all.headers.get('x-total-count')).toBe('3');
    expect(all.body).toHaveLength(2);
    const next = all.headers.get('link')!.match(/<\/api([^>]+)>/)![1];
    expect((await api.get(next)).body).toHaveLength(1);
    expect((await api.get('/needs?search=log')).body.map((n: { title: string }) => n.title).sort()).toEqual([
      'Logo animation',
      'Logo design',
    ]);
    expect((await api.get('/needs?category=business_coaching')).body.map((n: { title: string }) => n.title)).toEqual([
      'Pricing advice',
    ]);
    expect((await api.get('/needs?min_budget=6')).body).toEqual([]);
    expect((await api.get('/needs?min_budget=abc')).status).toBe(400);

    const id = created.body.id;
    expect((await api.put(`/needs/${id}`, need({ title: 'Logo' }), other.token)).status).toBe(403);
    expect((await api.put(`/needs/${id}`, need({ max_energy: 21 }), maya.token)).body.detail).toBe(
      'Max EP must be between 1 and 20',
    );
    expect((await api.put(`/needs/${id}`, need({ ends_on: '2001-01-01' }), maya.token)).body.detail).toBe(
      'End date must be today or later',
    );
    expect((await api.put(`/needs/${id}`, need({ category: 'nope' }), maya.token)).body.detail).toBe(
      'Unknown category: nope',
    );
    expect((await api.put(`/needs/${id}`, need({ title: 'Logo mark' }), maya.token)).body.title).toBe('Logo mark');

    expect((await api.post(`/needs/${id}/close`, {}, other.token)).status).toBe(403);
    expect((await api.post(`/needs/${id}/close`, {}, maya.token)).body.open).toBe(false);
    expect((await api.get('/needs')).body.map((n: { id: string }) => n.id)).not.toContain(id);
    expect((await api.post(`/needs/${id}/close`, { closed: false }, maya.token)).body.open).toBe(true);
    expect((await api.get('/user/needs', maya.token)).body).toHaveLength(2);

    expect((await api.delete(`/needs/${id}`, other.token)).status).toBe(403);
    expect((await api.delete(`/needs/${id}`, maya.token)).body).toEqual({ message: 'Need deleted' });
    expect((await api.delete(`/needs/${id}`, maya.token)).status).toBe(404);
  });

  it('leaves a need past its last day out of the board', async () => {
    const maya = await createMember(app);
    const { body } = await api.post('/needs', need(), maya.token);
    await app.db.query(`UPDATE needs SET ends_on = current_date - 1 WHERE id = $1`, [body.id]);
    expect((await api.get('/needs')).body).toEqual([]);
    expect((await api.get('/user/needs', maya.token)).body[0].open).toBe(false);
  });

  it('"I can help": the author is told once, sees the answer and requests the service in one click', async () => {
    const maya = await createMember(app, { fullName: 'Maya' });
    const sam = await createMember(app, { fullName: 'Sam' });
    const { body: posted } = await api.post('/needs', need(), maya.token);
    const logo = await createService(app, sam.user.id, { title: 'Logo Review', category: 'marketing', energyCost: 1 });
    const mayas = await createService(app, maya.user.id);

    expect((await api.post(`/needs/${posted.id}/answers`, { service_id: logo.id }, maya.token)).status).toBe(403); // own need
    expect((await api.post(`/needs/${posted.id}/answers`, { service_id: mayas.id }, sam.token)).body.detail).toBe(
      'You can only offer your own services',
    );
    expect((await api.post(`/needs/${posted.id}/answers`, {}, sam.token)).status).toBe(400);
    const answered = await api.post(`/needs/${posted.id}/answers`, { service_id: logo.id }, sam.token);
    expect(answered.status).toBe(201);
    expect(answered.body.answer_count).toBe(1);
    expect(answered.body).not.toHaveProperty('answers'); // only the author sees who answered
    await api.post(`/needs/${posted.id}/answers`, { service_id: logo.id }, sam.token); // again: nothing new
    // One offer of help per member: another of Sam's services is refused (the card no longer offers it).
    const other = await createService(app, sam.user.id, { title: 'Brand Check', category: 'marketing', energyCost: 1 });
    const second = await api.post(`/needs/${posted.id}/answers`, { service_id: other.id }, sam.token);
    expect([second.status, second.body.detail]).toEqual([409, 'You already offered a service for this need']);

    const notes = await api.get('/notifications', maya.token);
    const told = notes.body.filter((n: { type: string }) => n.type === 'need_answered');
    expect(told).toHaveLength(1);
    expect(told[0].message).toBe('Sam can help with "Logo design": their Logo Review service (1 EP).');
    const [mine] = (await api.get('/user/needs', maya.token)).body;
    expect(mine.answers).toMatchObject([
      { service_id: logo.id, helper_name: 'Sam', service_title: 'Logo Review', energy_cost: 1, active: true },
    ]);
    expect((await api.post('/requests', { service_id: mine.answers[0].service_id }, maya.token)).status).toBe(201);

    await api.post(`/needs/${posted.id}/close`, {}, maya.token);
    expect((await api.post(`/needs/${posted.id}/answers`, { service_id: logo.id }, sam.token)).status).toBe(409);
  });

  it('alerts members a new need or service fits, at most once a day each', async () => {
    const maya = await createMember(app);
    const sam = await createMember(app);
    await createService(app, sam.user.id, { category: 'marketing', energyCost: 3 });
    await api.post('/needs', need({ max_energy: 2 }), maya.token); // too cheap for Sam's service: no alert
    await api.post('/needs', need({ max_energy: 3 }), maya.token);
    await api.post('/needs', need({ max_energy: 4 }), maya.token); // a second fit the same day: no second alert
    const alerts = async (token: string) =>
      (await api.get('/notifications', token)).body.filter((n: { type: string }) => n.type === 'match_alert');
    expect(await alerts(sam.token)).toHaveLength(1);
    // A new service that fits Maya's open need alerts her (after its commit).
    await createService(app, sam.user.id, { category: 'marketing', energyCost: 2 });
    await expect.poll(() => alerts(maya.token)).toHaveLength(1);
    expect((await app.db.query(`SELECT count(*)::int AS n FROM match_alerts`))[0].n).toBe(2);
  });
});

describe('needs over GraphQL', () => {
  it('posts, lists, answers, closes and deletes with typed errors', async () => {
    const maya = await createMember(app);
    const sam = await createMember(app);
    const service = await createService(app, sam.user.id, { category: 'marketing' });
    const fields = 'id title open maxEnergy endsOn isMine answerCount answers { serviceId helperName }';
    const created = await gql(
      `mutation($i: NeedInput!) { createNeed(input: $i) { ${fields} } }`,
      { i: { title: 'Logo', description: 'd', category: 'marketing', maxEnergy: 4 } },
      maya.token,
    );
    const id = created.data!.createNeed.id;
    expect(created.data!.createNeed).toMatchObject({ open: true, isMine: true, maxEnergy: 4, endsOn: null });
    const bad = await gql(
      `mutation($i: NeedInput!) { createNeed(input: $i) { id } }`,
      { i: { title: 'x', description: 'd', category: 'marketing', maxEnergy: 0 } },
      maya.token,
    );
    expect(bad.errors![0].extensions!.code).toBe('BAD_USER_INPUT');
    const visitor = await gql(`mutation($i: NeedInput!) { createNeed(input: $i) { id } }`, {
      i: { title: 'x', description: 'd', category: 'marketing', maxEnergy: 1 },
    });
    expect(visitor.errors![0].extensions!.code).toBe('UNAUTHENTICATED');

    const board = await gql(
      `{ needs(filter: { search: "lo", category: "marketing" }, first: 10) { totalCount nodes { id isMine answers { serviceId } } } }`,
      undefined,
      sam.token,
    );
    expect(board.data!.needs).toEqual({ totalCount: 1, nodes: [{ id, isMine: false, answers: [] }] });
    const answered = await gql(
      `mutation { answerNeed(id: "${id}", serviceId: "${service.id}") { answerCount helpedByMe answers { serviceId } } }`,
      undefined,
      sam.token,
    );
    expect(answered.data!.answerNeed).toEqual({ answerCount: 1, helpedByMe: true, answers: [] });
    const seen = await gql(`{ needs(first: 10) { nodes { id helpedByMe } } }`, undefined, maya.token);
    expect(seen.data!.needs.nodes.find((n: { id: string }) => n.id === id)).toEqual({ id, helpedByMe: false });
    const mine = await gql(`{ myNeeds { ${fields} } }`, undefined, maya.token);
    expect(mine.data!.myNeeds[0].answers).toEqual([{ serviceId: service.id, helperName: sam.user.fullName }]);

    const forbidden = await gql(`mutation { closeNeed(id: "${id}") { open } }`, undefined, sam.token);
    expect(forbidden.errors![0].extensions!.code).toBe('FORBIDDEN');
    expect(
      (await gql(`mutation { closeNeed(id: "${id}") { open } }`, undefined, maya.token)).data!.closeNeed.open,
    ).toBe(false);
    const updated = await gql(
      `mutation($i: NeedInput!) { updateNeed(id: "${id}", input: $i) { title } }`,
      { i: { title: 'Logo 2', description: 'd', category: 'marketing', maxEnergy: 4 } },
      maya.token,
    );
    expect(updated.data!.updateNeed.title).toBe('Logo 2');
    expect((await gql(`mutation { deleteNeed(id: "${id}") { id } }`, undefined, maya.token)).data!.deleteNeed.id).toBe(
      id,
    );
    expect(
      (await gql(`mutation { deleteNeed(id: "${id}") { id } }`, undefined, maya.token)).errors![0].extensions!.code,
    ).toBe('NOT_FOUND');
  });
});
