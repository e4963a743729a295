import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/harness.js';
import { adminCast, balanceOf, createMember, createService } from '../../../test/factories.js';

/** Swap rings through both transports (docs/ledger.md "Swap rings"): found, proposed, answered by all three, no EP move. */
const { app, api, gql } = useTestApp();

const check = async () => expect((await app.services.ledger.check(app.db.manager)).problems).toEqual([]);
const complete = (requestId: string, token: string) => api.post(`/requests/${requestId}/complete`, {}, token);
const need = (token: string, title: string, category: string, maxEnergy = 20) =>
  api.post('/needs', { title, description: 'For my work', category, max_energy: maxEnergy }, token);
const ringEntries = async (id: string) => app.db.query(`SELECT 1 FROM ledger_entries WHERE reference = $1`, [id]);

/**
 * Sam gives a Logo Review (marketing) to Maya, who needs a logo; Maya gives a Pricing Session
 * (business coaching) to Tom, who needs pricing advice; Tom gives Copywriting to Sam, who needs copy.
 * No two of them can swap: nobody's service fits the need of the one who gives to them.
 */
async function trio(costs = { logo: 2, pricing: 5, copy: 3 }) {
  const [sam, maya, tom] = await Promise.all(['Sam', 'Maya', 'Tom'].map((fullName) => createMember(app, { fullName })));
  const logo = await createService(app, sam.user.id, {
    title: 'Logo Review',
    category: 'marketing',
    energyCost: costs.logo,
  });
  const pricing = await createService(app, maya.user.id, {
    title: 'Pricing Session',
    category: 'business_coaching',
    energyCost: costs.pricing,
  });
  const copy = await createService(app, tom.user.id, {
    title: 'Landing Copy',
    category: 'copywriting',
    energyCost: costs.copy,
  });
  const mayaNeed = (await need(maya.token, 'A logo', 'marketing')).body;
  const tomNeed = (await need(tom.token, 'Pricing advice', 'business_coaching')).body;
  const samNeed = (await need(sam.token, 'Words for my page', 'copywriting')).body;
  return { sam, maya, tom, logo, pricing, copy, samNeed, mayaNeed, tomNeed };
}

const proposeBody = (t: Awaited<ReturnType<typeof trio>>) => ({
  my_service_id: t.logo.id,
  second_service_id: t.pricing.id,
  third_service_id: t.copy.id,
});

describe('finding rings', () => {
  it('GET /matches lists the ring through me, in ring order, and no swap', async () => {
    const t = await trio();
    const { status, body } = await api.get('/matches', t.sam.token);
    expect(status).toBe(200);
    expect(body.swaps).toEqual([]);
    expect(body.rings).toEqual([
      {
        second_member: { id: t.maya.user.id, full_name: 'Maya' },
        third_member: { id: t.tom.user.id, full_name: 'Tom' },
        my_service: { id: t.logo.id, title: 'Logo Review', energy_cost: 2 },
        second_service: { id: t.pricing.id, title: 'Pricing Session', energy_cost: 5 },
        third_service: { id: t.copy.id, title: 'Landing Copy', energy_cost: 3 },
        my_need: { id: t.samNeed.id, title: 'Words for my page' },
        second_need: { id: t.mayaNeed.id, title: 'A logo' },
        third_need: { id: t.tomNeed.id, title: 'Pricing advice' },
      },
    ]);
    // Each member sees the same ring starting from themselves.
    expect((await api.get('/matches', t.maya.token)).body.rings).toMatchObject([
      { second_member: { full_name: 'Tom' }, third_member: { full_name: 'Sam' } },
    ]);
    // A budget below the service's price breaks the ring; so does a suspended member.
    await api.put(
      `/needs/${t.tomNeed.id}`,
      { title: 'Pricing advice', description: 'For my work', category: 'business_coaching', max_energy: 4 },
      t.tom.token,
    );
    expect((await api.get('/matches', t.sam.token)).body.rings).toEqual([]);
    await api.put(
      `/needs/${t.tomNeed.id}`,
      { title: 'Pricing advice', description: 'For my work', category: 'business_coaching', max_energy: 5 },
      t.tom.token,
    );
    expect((await api.get('/matches', t.sam.token)).body.rings).toHaveLength(1);
    await app.db.query(`UPDATE users SET suspended_at = now(), suspended_reason = 'test' WHERE id = $1`, [
      t.tom.user.id,
    ]);
    expect((await api.get('/matches', t.sam.token)).body.rings).toEqual([]);
  });

  it('no ring goes through a block: it is not suggested, and proposing it is refused', async () => {
    const t = await trio();
    expect((await api.get('/matches', t.sam.token)).body.rings).toHaveLength(1);
    expect((await api.post(`/members/${t.tom.user.id}/block`, {}, t.maya.token)).status).toBe(201);
    expect((await api.get('/matches', t.sam.token)).body.rings).toEqual([]);
    const between = await api.post('/rings', proposeBody(t), t.sam.token);
    expect([between.status, between.body.detail]).toEqual([
      403,
      'The other two members of this ring cannot exchange with each other',
    ]);
    await api.delete(`/members/${t.tom.user.id}/block`, t.maya.token);
    expect((await api.post(`/members/${t.sam.user.id}/block`, {}, t.tom.token)).status).toBe(201);
    const blockedMe = await api.post('/rings', proposeBody(t), t.sam.token);
    expect([blockedMe.status, blockedMe.body.detail]).toEqual([
      403,
      'This member does not accept questions, requests or messages from you',
    ]);
    expect(await app.db.query(`SELECT 1 FROM swaps WHERE kind = 'ring' AND proposer_id = $1`, [t.sam.user.id])).toEqual(
      [],
    );
  });

  it('a cycle that is really a two-member swap is not a ring, and an open ring is not suggested again', async () => {
    const t = await trio();
    // Maya could also give to Sam: that is a swap between Sam and Maya, never a "ring" Sam → Maya → Sam.
    await need(t.sam.token, 'Pricing too', 'business_coaching');
    const m = (await api.get('/matches', t.sam.token)).body;
    expect(m.swaps.map((s: { partner_id: string }) => s.partner_id)).toEqual([t.maya.user.id]);
    expect(m.rings.map((r: { third_member: { id: string } }) => r.third_member.id)).toEqual([t.tom.user.id]);
    await api.post('/rings', proposeBody(t), t.sam.token);
    expect((await api.get('/matches', t.sam.token)).body.rings).toEqual([]);
    expect((await api.get('/matches', t.tom.token)).body.rings).toEqual([]);
  });
});

describe('rings over REST', () => {
  it('propose, both accept, each side completes on its own; no EP moves at any step', async () => {
    const t = await trio();
    const before = await Promise.all([t.sam, t.maya, t.tom].map((m) => balanceOf(app, m.user.id)));
    const proposed = await api.post('/rings', proposeBody(t), t.sam.token);
    expect(proposed.status).toBe(201);
    const ring = proposed.body;
    expect(ring).toMatchObject({
      status: 'pending',
      my_role: 'proposer',
      can_cancel: true,
      can_accept: false,
      members: [
        { full_name: 'Sam', accepted: true },
        { full_name: 'Maya', accepted: false },
        { full_name: 'Tom', accepted: false },
      ],
      i_give: { service_title: 'Logo Review', receiver_name: 'Maya', request_status: 'pending' },
      i_receive: { service_title: 'Landing Copy', giver_name: 'Tom' },
    });
    expect(
      ring.sides.map((s: { giver_name: string; receiver_name: string }) => `${s.giver_name}→${s.receiver_name}`),
    ).toEqual(['Sam→Maya', 'Maya→Tom', 'Tom→Sam']);
    expect((await api.post('/rings', proposeBody(t), t.sam.token)).status).toBe(409);
    for (const m of [t.maya, t.tom])
      expect((await api.get('/notifications', m.token)).body[0]).toMatchObject({
        type: 'swap_proposed',
        title: 'Ring proposed',
        reference: ring.id,
      });
    // The requests are answered only as the ring; the ring is not a two-member swap.
    expect(
      (await api.post('/requests/respond', { request_id: ring.i_give.request_id, action: 'accept' }, t.sam.token)).body
        .detail,
    ).toBe('This request is part of a swap: answer the swap');
    const cards = await gql(`{ sentRequests { id swapId swapKind } }`, undefined, t.maya.token);
    expect(cards.data.sentRequests).toEqual([{ id: ring.i_give.request_id, swapId: ring.id, swapKind: 'ring' }]);
    expect((await api.get(`/swaps/${ring.id}`, t.sam.token)).status).toBe(404);
    expect((await api.post(`/rings/${ring.id}/accept`, {}, t.sam.token)).status).toBe(403);
    await check();

    // Sam wants accepted swaps mailed at once (the default is the daily digest).
    await app.db.query(
      `INSERT INTO notification_preferences (user_id, kind, delivery) VALUES ($1, 'swap_accepted', 'immediately')`,
      [t.sam.user.id],
    );
    const mayaYes = await api.post(`/rings/${ring.id}/accept`, {}, t.maya.token);
    expect(mayaYes.body).toMatchObject({
      status: 'pending',
      my_role: 'member',
      can_accept: false,
      can_decline: true,
      members: [{}, { accepted: true }, { accepted: false }],
    });
    expect((await api.post(`/rings/${ring.id}/accept`, {}, t.maya.token)).body.detail).toBe(
      'You already accepted this ring',
    );
    // Sam, who proposed it, hears Maya's yes at once (and by mail, through the outbox); Tom, who has not answered, is not told.
    expect((await api.get('/notifications', t.sam.token)).body[0]).toMatchObject({
      type: 'swap_accepted',
      title: 'Maya accepted the ring',
      message: 'Maya accepted the ring. Waiting for Tom to answer; no EP moves.',
      reference: ring.id,
    });
    expect(
      (
        await app.db.query(`SELECT subject FROM mail_outbox WHERE user_id = $1 AND subject LIKE 'Maya accepted%'`, [
          t.sam.user.id,
        ])
      ).length,
    ).toBe(1);
    expect(
      (await api.get('/notifications', t.tom.token)).body
        .filter((n: { reference: string }) => n.reference === ring.id)
        .map((n: { type: string }) => n.type),
    ).toEqual(['swap_proposed']);
    const tomYes = await api.post(`/rings/${ring.id}/accept`, {}, t.tom.token);
    expect(tomYes.body).toMatchObject({ status: 'accepted', can_accept: false, can_decline: false });
    expect(tomYes.body.sides.map((s: { request_status: string }) => s.request_status)).toEqual([
      'accepted',
      'accepted',
      'accepted',
    ]);
    expect((await api.get('/notifications', t.sam.token)).body[0]).toMatchObject({
      type: 'swap_accepted',
      title: 'Ring accepted',
    });
    await check();

    // A side cannot be disputed on its own.
    expect((await complete(ring.sides[0].request_id, t.maya.token)).body.status).toBe('completed');
    expect((await api.get(`/rings/${ring.id}`, t.tom.token)).body.status).toBe('accepted');
    await check();
    await complete(ring.sides[1].request_id, t.tom.token);
    await complete(ring.sides[2].request_id, t.sam.token);
    const done = (await api.get(`/rings/${ring.id}`, t.tom.token)).body;
    expect(done).toMatchObject({ status: 'completed' });
    expect(done.sides.map((s: { request_status: string }) => s.request_status)).toEqual([
      'completed',
      'completed',
      'completed',
    ]);
    expect((await api.get('/notifications', t.maya.token)).body[0]).toMatchObject({
      type: 'swap_completed',
      title: 'Ring completed',
    });
    expect(await Promise.all([t.sam, t.maya, t.tom].map((m) => balanceOf(app, m.user.id)))).toEqual(before);
    expect(await ringEntries(ring.id)).toEqual([]);
    const requestEntries = await app.db.query(
      `SELECT 1 FROM ledger_entries e JOIN exchange_requests r ON e.reference = r.id::text WHERE r.swap_id = $1`,
      [ring.id],
    );
    expect(requestEntries).toEqual([]);
    const list = await api.get('/rings?limit=1', t.maya.token);
    expect(list.headers.get('x-total-count')).toBe('1');
    expect(list.body.map((r: { id: string }) => r.id)).toEqual([ring.id]);
    expect((await api.get('/swaps', t.maya.token)).body).toEqual([]);
    await check();
  });

  it('one decline declines it for all; the proposer withdraws; expiry and a leaving member cancel all three requests', async () => {
    const t = await trio();
    const propose = async () => (await api.post('/rings', proposeBody(t), t.sam.token)).body;
    const statuses = async (id: string) => {
      const r = (await api.get(`/rings/${id}`, t.sam.token)).body;
      return [r.status, ...r.sides.map((s: { request_status: string }) => s.request_status)];
    };
    const a = await propose();
    await api.post(`/rings/${a.id}/accept`, {}, t.maya.token);
    expect((await api.post(`/rings/${a.id}/decline`, {}, t.sam.token)).status).toBe(403);
    expect((await api.post(`/rings/${a.id}/decline`, {}, t.tom.token)).body.status).toBe('declined');
    expect(await statuses(a.id)).toEqual(['declined', 'declined', 'declined', 'declined']);
    expect((await api.get('/notifications', t.maya.token)).body[0]).toMatchObject({
      type: 'swap_declined',
      message: 'Tom declined the ring.',
    });
    expect((await api.post(`/rings/${a.id}/accept`, {}, t.maya.token)).status).toBe(409);

    const b = await propose();
    expect((await api.post(`/rings/${b.id}/cancel`, {}, t.maya.token)).status).toBe(403);
    expect((await api.post(`/requests/${b.i_receive.request_id}/cancel`, {}, t.sam.token)).status).toBe(409);
    expect((await api.post(`/rings/${b.id}/cancel`, {}, t.sam.token)).body.status).toBe('cancelled');
    expect(await statuses(b.id)).toEqual(['cancelled', 'cancelled', 'cancelled', 'cancelled']);

    const c = await propose();
    await app.db.query(`UPDATE swaps SET expires_at = now() - interval '1 minute' WHERE id = $1`, [c.id]);
    await app.db.query(`UPDATE exchange_requests SET expires_at = now() - interval '1 minute' WHERE swap_id = $1`, [
      c.id,
    ]);
    expect(await app.services.exchanges.expireDue()).toBe(0); // the request job leaves rings to their own expiry
    expect((await api.post(`/rings/${c.id}/accept`, {}, t.maya.token)).status).toBe(409);
    expect(await app.services.swaps.expireDue()).toBe(1);
    expect(await statuses(c.id)).toEqual(['expired', 'expired', 'expired', 'expired']);

    const d = await propose();
    await api.post(`/rings/${d.id}/accept`, {}, t.tom.token);
    // An admin suspends Tom (deletion takes the same path): the ring goes for all three.
    const { admin } = await adminCast(app);
    expect((await api.post(`/admin/users/${t.tom.user.id}/suspend`, { reason: 'spam' }, admin.token)).status).toBe(200);
    expect(await statuses(d.id)).toEqual(['cancelled', 'cancelled', 'cancelled', 'cancelled']);
    expect((await api.get('/notifications', t.maya.token)).body[0].message).toBe(
      "The ring was cancelled: Tom's account is no longer active.",
    );
    expect((await api.get(`/rings/${d.id}`, (await createMember(app)).token)).status).toBe(404);
    expect((await api.get('/rings?limit=10', t.sam.token)).headers.get('x-total-count')).toBe('4');
    await check();
  });

  it('refuses a service that is not mine, two of one member, unknown ids and missing fields', async () => {
    const t = await trio();
    expect(
      (
        await api.post(
          '/rings',
          { my_service_id: t.pricing.id, second_service_id: t.logo.id, third_service_id: t.copy.id },
          t.sam.token,
        )
      ).status,
    ).toBe(403);
    const second = await createService(app, t.maya.user.id);
    const twoOfMaya = await api.post(
      '/rings',
      { my_service_id: t.logo.id, second_service_id: t.pricing.id, third_service_id: second.id },
      t.sam.token,
    );
    expect(twoOfMaya.body).toMatchObject({ detail: 'A ring needs three services of three different members' });
    expect((await api.post('/rings', { ...proposeBody(t), third_service_id: t.logo.id }, t.sam.token)).status).toBe(
      400,
    );
    expect(
      (
        await api.post(
          '/rings',
          { ...proposeBody(t), third_service_id: '00000000-0000-4000-8000-000000000000' },
          t.sam.token,
        )
      ).status,
    ).toBe(404);
    expect(
      (await api.post('/rings', { my_service_id: t.logo.id, second_service_id: t.pricing.id }, t.sam.token)).body,
    ).toMatchObject({ detail: 'third_service_id is required' });
    expect((await api.post('/rings/nope/accept', {}, t.sam.token)).status).toBe(404);
    expect((await api.get('/rings/nope', t.sam.token)).status).toBe(404);
    expect((await api.get('/rings')).status).toBe(401);
  });
});

describe('rings under concurrency', () => {
  it('the three acting at once reach exactly one consistent outcome', async () => {
    const t = await trio();
    const extra = await Promise.all(
      Array.from({ length: 5 }, (_, i) =>
        createService(app, t.sam.user.id, { title: `Logo ${i}`, category: 'marketing', energyCost: 1 + i }),
      ),
    );
    const rings = [];
    for (const o of [t.logo, ...extra])
      rings.push((await api.post('/rings', { ...proposeBody(t), my_service_id: o.id }, t.sam.token)).body);
    const results = await Promise.all(
      rings.map((r, i) =>
        Promise.all([
          api.post(`/rings/${r.id}/accept`, {}, t.maya.token),
          // Tom accepts half of them and declines the other half; Sam withdraws at the same moment.
          api.post(`/rings/${r.id}/${i % 2 ? 'decline' : 'accept'}`, {}, t.tom.token),
          api.post(`/rings/${r.id}/cancel`, {}, t.sam.token),
        ]),
      ),
    );
    for (const [i, answers] of results.entries()) {
      const statusCodes = answers.map((a) => a.status);
      expect(statusCodes.every((s) => s === 200 || s === 409)).toBe(true);
      const { body } = await api.get(`/rings/${rings[i].id}`, t.sam.token);
      const states = new Set([body.status, ...body.sides.map((s: { request_status: string }) => s.request_status)]);
      expect(states.size).toBe(1); // the ring and its three requests always agree
      expect(['accepted', 'declined', 'cancelled']).toContain(body.status);
      if (body.status === 'accepted') expect(statusCodes).toEqual([200, 200, 409]);
      if (body.status === 'cancelled') expect(statusCodes[2]).toBe(200);
      if (body.status === 'declined') expect(statusCodes[1]).toBe(200);
    }
    // Three completions of one ring at once complete it exactly once.
    const accepted = (
      await Promise.all(rings.map(async (r) => (await api.get(`/rings/${r.id}`, t.sam.token)).body))
    ).filter((r) => r.status === 'accepted');
    const tokenOf = new Map([t.sam, t.maya, t.tom].map((m) => [m.user.id, m.token]));
    await Promise.all(
      accepted.flatMap((r) =>
        r.sides.map((s: { request_id: string; giver_id: string }) => complete(s.request_id, tokenOf.get(s.giver_id)!)),
      ),
    );
    for (const r of accepted) expect((await api.get(`/rings/${r.id}`, t.maya.token)).body.status).toBe('completed');
    const completedNotes = await app.db.query(
      `SELECT count(*)::int AS n FROM notifications WHERE type = 'swap_completed' AND user_id = $1`,
      [t.sam.user.id],
    );
    expect(completedNotes[0].n).toBe(accepted.length);
    await check();
  });
});

describe('rings over GraphQL', () => {
  it('matches, propose, my rings, one ring, accept, decline and cancel, with typed errors', async () => {
    const t = await trio();
    const m = await gql(
      `{ matches { rings { secondName thirdName myServiceTitle secondServiceTitle thirdServiceTitle myCost secondCost thirdCost } } }`,
      undefined,
      t.sam.token,
    );
    expect(m.data!.matches.rings).toEqual([
      {
        secondName: 'Maya',
        thirdName: 'Tom',
        myServiceTitle: 'Logo Review',
        secondServiceTitle: 'Pricing Session',
        thirdServiceTitle: 'Landing Copy',
        myCost: 2,
        secondCost: 5,
        thirdCost: 3,
      },
    ]);
    const fields =
      'id status myRole canAccept canDecline canCancel members { memberId fullName accepted } iGive { requestId serviceTitle receiverName } iReceive { serviceTitle giverName } sides { requestStatus }';
    const proposed = await gql(
      `mutation { proposeRing(myServiceId: "${t.logo.id}", secondServiceId: "${t.pricing.id}", thirdServiceId: "${t.copy.id}") { ${fields} } }`,
      undefined,
      t.sam.token,
    );
    const ring = proposed.data!.proposeRing;
    expect(ring).toMatchObject({
      status: 'PENDING',
      myRole: 'PROPOSER',
      canCancel: true,
      iGive: { serviceTitle: 'Logo Review', receiverName: 'Maya' },
      iReceive: { giverName: 'Tom' },
    });
    expect(
      (await gql(`{ myRings { totalCount nodes { id canAccept myRole } } }`, undefined, t.tom.token)).data!.myRings,
    ).toEqual({ totalCount: 1, nodes: [{ id: ring.id, canAccept: true, myRole: 'MEMBER' }] });
    expect(
      (await gql(`{ ring(id: "${ring.id}") { iGive { serviceTitle } } }`, undefined, t.maya.token)).data!.ring,
    ).toEqual({ iGive: { serviceTitle: 'Pricing Session' } });
    expect(
      (await gql(`mutation { acceptRing(id: "${ring.id}") { id } }`, undefined, t.sam.token)).errors![0].extensions!
        .code,
    ).toBe('FORBIDDEN');
    expect(
      (await gql(`mutation { acceptRing(id: "${ring.id}") { status } }`, undefined, t.maya.token)).data!.acceptRing
        .status,
    ).toBe('PENDING');
    // Sam hears Maya's yes while the ring still waits for Tom.
    const heard = await gql(
      `{ recentNotifications { notifications { type title reference } } }`,
      undefined,
      t.sam.token,
    );
    expect(heard.data!.recentNotifications.notifications[0]).toEqual({
      type: 'SWAP_ACCEPTED',
      title: 'Maya accepted the ring',
      reference: ring.id,
    });
    expect(
      (
        await gql(
          `mutation { acceptRing(id: "${ring.id}") { status sides { requestStatus } } }`,
          undefined,
          t.tom.token,
        )
      ).data!.acceptRing,
    ).toEqual({
      status: 'ACCEPTED',
      sides: [{ requestStatus: 'ACCEPTED' }, { requestStatus: 'ACCEPTED' }, { requestStatus: 'ACCEPTED' }],
    });
    expect(
      (await gql(`mutation { cancelRing(id: "${ring.id}") { id } }`, undefined, t.sam.token)).errors![0].extensions!
        .code,
    ).toBe('CONFLICT');
    const again = await gql(
      `mutation { proposeRing(myServiceId: "${t.logo.id}", secondServiceId: "${t.pricing.id}", thirdServiceId: "${t.copy.id}") { id } }`,
      undefined,
      t.sam.token,
    );
    expect(again.errors![0].extensions!.code).toBe('CONFLICT');
    const logo2 = await createService(app, t.sam.user.id, { title: 'Logo 2', category: 'marketing' });
    const second = await gql(
      `mutation { proposeRing(myServiceId: "${logo2.id}", secondServiceId: "${t.pricing.id}", thirdServiceId: "${t.copy.id}") { id } }`,
      undefined,
      t.sam.token,
    );
    const secondId = second.data!.proposeRing.id;
    expect(
      (await gql(`mutation { declineRing(id: "${secondId}") { status } }`, undefined, t.tom.token)).data!.declineRing
        .status,
    ).toBe('DECLINED');
    const third = await gql(
      `mutation { proposeRing(myServiceId: "${logo2.id}", secondServiceId: "${t.pricing.id}", thirdServiceId: "${t.copy.id}") { id } }`,
      undefined,
      t.sam.token,
    );
    expect(
      (await gql(`mutation { cancelRing(id: "${third.data!.proposeRing.id}") { status } }`, undefined, t.sam.token))
        .data!.cancelRing.status,
    ).toBe('CANCELLED');
    expect(
      (await gql(`{ ring(id: "${ring.id}") { id } }`, undefined, (await createMember(app)).token)).errors![0]
        .extensions!.code,
    ).toBe('NOT_FOUND');
    expect((await gql(`{ myRings { totalCount } }`)).errors![0].extensions!.code).toBe('UNAUTHENTICATED');
    expect(
      (
        await gql(
          `mutation { proposeRing(myServiceId: "${t.logo.id}", secondServiceId: "${t.logo.id}", thirdServiceId: "${t.copy.id}") { id } }`,
          undefined,
          t.sam.token,
        )
      ).errors![0].extensions!.code,
    ).toBe('BAD_USER_INPUT');
    await check();
  });
});
