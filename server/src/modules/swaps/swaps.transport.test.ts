import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/harness.js';
import { balanceOf, createMember, createService, grantEp, makePremium } from '../../../test/factories.js';

/** Matches and reciprocal swaps through both transports; the swap's money (docs/ledger.md "Reciprocal swaps"). */
const { app, api, gql } = useTestApp();

const check = async () => expect((await app.services.ledger.check(app.db.manager)).problems).toEqual([]);
const held = async (token: string) => (await api.get('/dashboard', token)).body.user.energy_on_hold as number;

/**
 * Maya offers a Pricing Session (business coaching) and needs a logo; Sam offers a Logo Review
 * (marketing) and needs pricing advice: each one's service fits the other's need.
 */
async function pair(costs: { pricing: number; logo: number } = { pricing: 5, logo: 2 }) {
  const maya = await createMember(app, { fullName: 'Maya' });
  const sam = await createMember(app, { fullName: 'Sam' });
  const pricing = await createService(app, maya.user.id, {
    title: 'Pricing Session',
    category: 'business_coaching',
    energyCost: costs.pricing,
  });
  const logo = await createService(app, sam.user.id, {
    title: 'Logo Review',
    category: 'marketing',
    energyCost: costs.logo,
  });
  const mayaNeed = await api.post(
    '/needs',
    { title: 'A logo', description: 'For my studio', category: 'marketing', max_energy: 20 },
    maya.token,
  );
  const samNeed = await api.post(
    '/needs',
    { title: 'Pricing advice', description: 'For my services', category: 'business_coaching', max_energy: 20 },
    sam.token,
  );
  return { maya, sam, pricing, logo, mayaNeed: mayaNeed.body, samNeed: samNeed.body };
}

/** Accepted swap requests are completable a day after acceptance, or with a session date: they have one. */
const complete = (requestId: string, token: string) => api.post(`/requests/${requestId}/complete`, {}, token);

describe('matches', () => {
  it('GET /matches: services for my needs, needs for my services, and the swap', async () => {
    const { maya, sam, pricing, logo, mayaNeed, samNeed } = await pair();
    const { status, body } = await api.get('/matches', sam.token);
    expect(status).toBe(200);
    expect(body.services).toMatchObject([
      { id: pricing.id, title: 'Pricing Session', coach_name: 'Maya', need_id: samNeed.id },
    ]);
    expect(body.needs).toMatchObject([{ id: mayaNeed.id, title: 'A logo' }]);
    expect(body.swaps).toEqual([
      {
        partner_id: maya.user.id,
        partner_name: 'Maya',
        my_service: { id: logo.id, title: 'Logo Review', energy_cost: 2 },
        their_service: { id: pricing.id, title: 'Pricing Session', energy_cost: 5 },
        my_need: { id: samNeed.id, title: 'Pricing advice' },
        their_need: { id: mayaNeed.id, title: 'A logo' },
      },
    ]);
    // A need too cheap for the service matches nothing; a closed one neither.
    await api.post(`/needs/${samNeed.id}/close`, {}, sam.token);
    expect((await api.get('/matches', sam.token)).body).toMatchObject({ services: [], swaps: [] });
    expect((await api.get('/matches')).status).toBe(401);
  });

  it('suggests no swap across a block, whoever blocked whom, on both transports; an unblock brings it back', async () => {
    const { maya, sam } = await pair();
    const partnersOver = async (token: string) => ({
      rest: ((await api.get('/matches', token)).body.swaps as Array<{ partner_id: string }>).map((s) => s.partner_id),
      graphql: (
        (await gql(`{ matches { swaps { partnerId } } }`, undefined, token)).data!.matches.swaps as Array<{
          partnerId: string;
        }>
      ).map((s) => s.partnerId),
    });
    const suggested = async () => ({ toSam: await partnersOver(sam.token), toMaya: await partnersOver(maya.token) });
    const bothWays = {
      toSam: { rest: [maya.user.id], graphql: [maya.user.id] },
      toMaya: { rest: [sam.user.id], graphql: [sam.user.id] },
    };
    const none = { toSam: { rest: [], graphql: [] }, toMaya: { rest: [], graphql: [] } };
    // Each visit keeps the list: what follows checks that a block or an unblock makes it read fresh.
    expect(await suggested()).toEqual(bothWays);

    // Maya blocks Sam (REST): neither is suggested to the other.
    expect((await api.post(`/members/${sam.user.id}/block`, {}, maya.token)).status).toBe(201);
    expect(await suggested()).toEqual(none);
    // Unblocked (GraphQL): the swap is suggested again, to both.
    const unblocked = await gql(`mutation { unblockMember(memberId: "${sam.user.id}") }`, undefined, maya.token);
    expect(unblocked.errors).toBeUndefined();
    expect(await suggested()).toEqual(bothWays);

    // The other way: Sam blocks Maya (GraphQL), then unblocks her (REST).
    const blocked = await gql(`mutation { blockMember(memberId: "${maya.user.id}") { id } }`, undefined, sam.token);
    expect(blocked.data!.blockMember).toEqual({ id: maya.user.id });
    expect(await suggested()).toEqual(none);
    expect((await api.delete(`/members/${maya.user.id}/block`, sam.token)).status).toBe(200);
    expect(await suggested()).toEqual(bothWays);
  });
});

describe('swaps over REST', () => {
  it('propose holds the difference, accept accepts both, and only the difference moves when both are completed', async () => {
    const { maya, sam, pricing, logo } = await pair({ pricing: 5, logo: 2 });
    await grantEp(app, sam.user.id, 2); // 3 EP: exactly the difference
    const proposed = await api.post('/swaps', { my_service_id: logo.id, their_service_id: pricing.id }, sam.token);
    expect(proposed.status).toBe(201);
    expect(proposed.body).toMatchObject({
      status: 'pending',
      my_role: 'proposer',
      partner_name: 'Maya',
      difference: 3,
      i_pay: 3,
      i_earn: 0,
      held: true,
      can_cancel: true,
      can_accept: false,
    });
    expect(proposed.body.i_receive).toMatchObject({
      service_title: 'Pricing Session',
      energy_cost: 5,
      request_status: 'pending',
    });
    expect(proposed.body.i_give).toMatchObject({ service_title: 'Logo Review', energy_cost: 2 });
    expect(await balanceOf(app, sam.user.id)).toBe(0);
    expect(await held(sam.token)).toBe(3);
    expect((await api.post('/swaps', { my_service_id: logo.id, their_service_id: pricing.id }, sam.token)).status).toBe(
      409,
    );
    await check();

    const id = proposed.body.id;
    // The requests are answered only as the swap.
    expect(
      (
        await api.post(
          '/requests/respond',
          { request_id: proposed.body.i_receive.request_id, action: 'accept' },
          maya.token,
        )
      ).body.detail,
    ).toBe('This request is part of a swap: answer the swap');
    // Its card says so, so that a client offers the swap's answer instead of the request's.
    const cards = await gql(`{ receivedRequests { id swapId swapKind } }`, undefined, maya.token);
    expect(cards.data.receivedRequests).toEqual([
      { id: proposed.body.i_receive.request_id, swapId: id, swapKind: 'pair' },
    ]);
    expect((await api.post(`/swaps/${id}/accept`, {}, sam.token)).status).toBe(403);
    const mayaView = await api.get(`/swaps/${id}`, maya.token);
    expect(mayaView.body).toMatchObject({
      my_role: 'partner',
      i_pay: 0,
      i_earn: 3,
      can_accept: true,
      can_decline: true,
      can_cancel: false,
    });
    const accepted = await api.post(`/swaps/${id}/accept`, {}, maya.token);
    expect(accepted.body).toMatchObject({
      status: 'accepted',
      i_give: { request_status: 'accepted' },
      i_receive: { request_status: 'accepted' },
    });
    expect((await api.get('/notifications', sam.token)).body[0]).toMatchObject({ type: 'swap_accepted' });

    expect((await complete(accepted.body.i_give.request_id, maya.token)).body.status).toBe('completed');
    expect(await balanceOf(app, maya.user.id)).toBe(1); // sign-up EP only: nothing moved yet
    await check();
    await complete(accepted.body.i_receive.request_id, sam.token);
    expect((await api.get(`/swaps/${id}`, sam.token)).body.status).toBe('completed');
    expect(await balanceOf(app, maya.user.id)).toBe(4);
    expect(await balanceOf(app, sam.user.id)).toBe(0);
    expect(await held(sam.token)).toBe(0);
    const entries = await app.db.query(
      `SELECT kind, amount FROM ledger_entries WHERE reference = $1 ORDER BY created_at`,
      [id],
    );
    expect(entries).toEqual([
      { kind: 'request_hold', amount: 3 },
      { kind: 'settlement', amount: 3 },
    ]);
    await check();
  });

  it('equal costs move no EP at all: members with 0 EP can swap', async () => {
    const { maya, sam, pricing, logo } = await pair({ pricing: 4, logo: 4 });
    await app.db.query(`UPDATE ledger_accounts SET balance = 0 WHERE user_id IN ($1, $2)`, [maya.user.id, sam.user.id]);
    await app.db.query(
      `INSERT INTO ledger_entries (debit_account_id, credit_account_id, amount, kind, idempotency_key)
      SELECT a.id, (SELECT id FROM ledger_accounts WHERE kind = 'issuance'), 1, 'admin_adjustment', 'zero:' || a.user_id FROM ledger_accounts a WHERE a.user_id IN ($1, $2)`,
      [maya.user.id, sam.user.id],
    );
    const { body } = await api.post('/swaps', { my_service_id: pricing.id, their_service_id: logo.id }, maya.token);
    expect(body).toMatchObject({ difference: 0, i_pay: 0, held: false });
    await api.post(`/swaps/${body.id}/accept`, {}, sam.token);
    await Promise.all([complete(body.i_give.request_id, maya.token), complete(body.i_receive.request_id, maya.token)]);
    expect((await api.get(`/swaps/${body.id}`, maya.token)).body.status).toBe('completed');
    expect(await balanceOf(app, maya.user.id)).toBe(0);
    expect(await balanceOf(app, sam.user.id)).toBe(0);
    expect(await app.db.query(`SELECT 1 FROM ledger_entries WHERE reference = $1`, [body.id])).toEqual([]);
    await check();
  });

  it('the partner owes the difference: held at acceptance, refused with nothing changed when short', async () => {
    const { maya, sam, pricing, logo } = await pair({ pricing: 5, logo: 2 });
    // Maya proposes her Pricing Session (5) for Sam's Logo Review (2): Sam receives the dearer one.
    const { body } = await api.post('/swaps', { my_service_id: pricing.id, their_service_id: logo.id }, maya.token);
    expect(body).toMatchObject({ difference: 3, i_pay: 0, i_earn: 3, held: false });
    const short = await api.post(`/swaps/${body.id}/accept`, {}, sam.token);
    expect(short.status).toBe(400);
    expect(short.body).toMatchObject({ code: 'INSUFFICIENT_FUNDS', available: 1, required: 3 });
    expect((await api.get(`/swaps/${body.id}`, sam.token)).body).toMatchObject({
      status: 'pending',
      i_give: { request_status: 'pending' },
    });
    await grantEp(app, sam.user.id, 2);
    expect((await api.post(`/swaps/${body.id}/accept`, {}, sam.token)).body).toMatchObject({
      status: 'accepted',
      held: true,
      i_pay: 3,
    });
    expect(await held(sam.token)).toBe(3);
    await check();
  });

  it('decline, withdraw and expiry close both requests and release the hold once; a premium payer is never held', async () => {
    const { maya, sam, pricing, logo } = await pair({ pricing: 5, logo: 2 });
    await grantEp(app, sam.user.id, 2);
    const propose = async () =>
      (await api.post('/swaps', { my_service_id: logo.id, their_service_id: pricing.id }, sam.token)).body;
    const a = await propose();
    expect((await api.post(`/swaps/${a.id}/decline`, {}, sam.token)).status).toBe(403);
    expect((await api.post(`/swaps/${a.id}/decline`, {}, maya.token)).body).toMatchObject({
      status: 'declined',
      i_give: { request_status: 'declined' },
      i_receive: { request_status: 'declined' },
    });
    expect((await api.post(`/swaps/${a.id}/accept`, {}, maya.token)).status).toBe(409);
    expect(await balanceOf(app, sam.user.id)).toBe(3);

    const b = await propose();
    expect((await api.post(`/swaps/${b.id}/cancel`, {}, maya.token)).status).toBe(403);
    expect((await api.post(`/requests/${b.i_receive.request_id}/cancel`, {}, sam.token)).status).toBe(409);
    expect((await api.post(`/swaps/${b.id}/cancel`, {}, sam.token)).body.status).toBe('cancelled');
    expect(await balanceOf(app, sam.user.id)).toBe(3);

    const c = await propose();
    await app.db.query(`UPDATE swaps SET expires_at = now() - interval '1 minute' WHERE id = $1`, [c.id]);
    await app.db.query(`UPDATE exchange_requests SET expires_at = now() - interval '1 minute' WHERE swap_id = $1`, [
      c.id,
    ]);
    expect(await app.services.exchanges.expireDue()).toBe(0); // the request job leaves swaps to their own expiry
    expect((await api.post(`/swaps/${c.id}/accept`, {}, maya.token)).status).toBe(409);
    expect(await app.services.swaps.expireDue()).toBe(1);
    expect((await api.get(`/swaps/${c.id}`, sam.token)).body).toMatchObject({
      status: 'expired',
      i_give: { request_status: 'expired' },
    });
    expect(await balanceOf(app, sam.user.id)).toBe(3);
    expect((await api.get(`/swaps/${c.id}`, (await createMember(app)).token)).status).toBe(404);
    expect((await api.get('/swaps?limit=2', sam.token)).headers.get('x-total-count')).toBe('3');

    await makePremium(app, sam.user.id);
    const d = await propose();
    expect(d).toMatchObject({ held: false, i_pay: 3 });
    await api.post(`/swaps/${d.id}/accept`, {}, maya.token);
    await complete(d.i_give.request_id, sam.token);
    await complete(d.i_receive.request_id, sam.token);
    expect(await balanceOf(app, maya.user.id)).toBe(4); // from issuance, as a premium member's request
    expect(await balanceOf(app, sam.user.id)).toBe(3);
    await check();
  });

  it('refuses a service that is not mine, two of one member, and unknown ids', async () => {
    const { maya, sam, pricing, logo } = await pair();
    expect((await api.post('/swaps', { my_service_id: pricing.id, their_service_id: logo.id }, sam.token)).status).toBe(
      403,
    );
    const second = await createService(app, maya.user.id);
    expect(
      (await api.post('/swaps', { my_service_id: pricing.id, their_service_id: second.id }, maya.token)).status,
    ).toBe(400);
    expect(
      (
        await api.post(
          '/swaps',
          { my_service_id: pricing.id, their_service_id: '00000000-0000-4000-8000-000000000000' },
          maya.token,
        )
      ).status,
    ).toBe(404);
    expect((await api.post('/swaps', { my_service_id: pricing.id }, maya.token)).status).toBe(400);
    expect((await api.post('/swaps/nope/accept', {}, maya.token)).status).toBe(404);
  });
});

describe('swaps under concurrency', () => {
  it('both parties acting at once: each swap ends wholly accepted or wholly withdrawn, and two completions settle once', async () => {
    const { maya, sam, pricing, logo } = await pair({ pricing: 5, logo: 2 });
    await grantEp(app, sam.user.id, 20);
    const extra = await Promise.all(
      Array.from({ length: 5 }, (_, i) =>
        createService(app, sam.user.id, { title: `Logo ${i}`, category: 'marketing', energyCost: 1 + i }),
      ),
    );
    const swaps = await Promise.all(
      [logo, ...extra].map(
        async (o) => (await api.post('/swaps', { my_service_id: o.id, their_service_id: pricing.id }, sam.token)).body,
      ),
    );
    const results = await Promise.all(
      swaps.map((s) =>
        Promise.all([
          api.post(`/swaps/${s.id}/accept`, {}, maya.token),
          api.post(`/swaps/${s.id}/cancel`, {}, sam.token),
        ]),
      ),
    );
    for (const [i, [accept, cancel]] of results.entries()) {
      expect([accept.status, cancel.status].sort()).toEqual([200, 409]);
      const { body } = await api.get(`/swaps/${swaps[i].id}`, sam.token);
      const want = accept.status === 200 ? 'accepted' : 'cancelled';
      expect([body.status, body.i_give.request_status, body.i_receive.request_status]).toEqual([want, want, want]);
    }
    await check();
    const accepted = (
      await Promise.all(swaps.map(async (s) => (await api.get(`/swaps/${s.id}`, sam.token)).body))
    ).filter((s) => s.status === 'accepted');
    const before = await balanceOf(app, maya.user.id);
    await Promise.all(
      accepted.flatMap((s) => [complete(s.i_give.request_id, maya.token), complete(s.i_receive.request_id, sam.token)]),
    );
    const settled = await app.db.query(
      `SELECT count(*)::int AS n FROM ledger_entries WHERE idempotency_key LIKE 'swap-settle:%'`,
    );
    expect(settled[0].n).toBe(accepted.filter((s) => s.difference > 0).length);
    expect(await balanceOf(app, maya.user.id)).toBe(before + accepted.reduce((sum, s) => sum + s.difference, 0));
    await check();
  });
});

describe('swaps over GraphQL', () => {
  it('matches, propose, my swaps, accept, decline and cancel, with the viewer and typed errors', async () => {
    const { maya, sam, pricing, logo } = await pair({ pricing: 3, logo: 3 });
    const m = await gql(
      `{ matches { services { needId service { id title } } needs { id } swaps { partnerName myServiceTitle theirServiceTitle myCost theirCost } } }`,
      undefined,
      sam.token,
    );
    expect(m.data!.matches.swaps).toEqual([
      {
        partnerName: 'Maya',
        myServiceTitle: 'Logo Review',
        theirServiceTitle: 'Pricing Session',
        myCost: 3,
        theirCost: 3,
      },
    ]);
    expect(m.data!.matches.services[0].service.id).toBe(pricing.id);
    const fields =
      'id status myRole partnerName difference iPay canAccept canCancel iGive { requestId requestStatus serviceTitle } iReceive { serviceTitle energyCost } viewer { id energyPoints energyOnHold }';
    const proposed = await gql(
      `mutation { proposeSwap(myServiceId: "${logo.id}", theirServiceId: "${pricing.id}") { ${fields} } }`,
      undefined,
      sam.token,
    );
    const id = proposed.data!.proposeSwap.id;
    expect(proposed.data!.proposeSwap).toMatchObject({
      status: 'PENDING',
      myRole: 'PROPOSER',
      partnerName: 'Maya',
      difference: 0,
      canCancel: true,
      viewer: { id: sam.user.id, energyOnHold: 0 },
    });
    expect(
      (await gql(`{ mySwaps { totalCount nodes { id canAccept } } }`, undefined, maya.token)).data!.mySwaps,
    ).toEqual({ totalCount: 1, nodes: [{ id, canAccept: true }] });
    expect(
      (await gql(`mutation { acceptSwap(id: "${id}") { id } }`, undefined, sam.token)).errors![0].extensions!.code,
    ).toBe('FORBIDDEN');
    expect(
      (await gql(`mutation { declineSwap(id: "${id}") { status } }`, undefined, maya.token)).data!.declineSwap.status,
    ).toBe('DECLINED');
    expect(
      (await gql(`mutation { cancelSwap(id: "${id}") { status } }`, undefined, sam.token)).errors![0].extensions!.code,
    ).toBe('CONFLICT');
    const again = await gql(
      `mutation { proposeSwap(myServiceId: "${logo.id}", theirServiceId: "${pricing.id}") { id } }`,
      undefined,
      sam.token,
    );
    expect(
      (
        await gql(
          `mutation { acceptSwap(id: "${again.data!.proposeSwap.id}") { status iGive { requestStatus } } }`,
          undefined,
          maya.token,
        )
      ).data!.acceptSwap,
    ).toEqual({ status: 'ACCEPTED', iGive: { requestStatus: 'ACCEPTED' } });
    const other = await gql(
      `mutation { cancelSwap(id: "${again.data!.proposeSwap.id}") { id } }`,
      undefined,
      (await createMember(app)).token,
    );
    expect(other.errors![0].extensions!.code).toBe('NOT_FOUND');
    expect((await gql(`{ matches { swaps { partnerId } } }`)).errors![0].extensions!.code).toBe('UNAUTHENTICATED');
    await check();
  });
});
