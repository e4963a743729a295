import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/harness.js';
import { balanceOf, createMember, createService, grantEp } from '../../../test/factories.js';

/** EP are money: parallel clicks never spend, pay or reward twice. Figures are printed for the docs. */
const { app, api } = useTestApp();

const check = async () => expect((await app.services.ledger.check(app.db.manager)).problems).toEqual([]);

/** Each case's two parties: a coach with one service costing `cost`, and a member given `extraEp` over the sign-up EP. */
async function coachAndMember(cost: number, extraEp: number) {
  const coach = await createMember(app);
  const member = await createMember(app);
  if (extraEp > 0) await grantEp(app, member.user.id, extraEp);
  const service = await createService(app, coach.user.id, { energyCost: cost });
  return { coach, member, service };
}

describe('concurrency', () => {
  it('50 parallel requests of cost c from a member with B EP: exactly ⌊B/c⌋ succeed, never below 0', async () => {
    const B = 17;
    const c = 3;
    const { member, service } = await coachAndMember(c, B - 1); // 1 EP from sign-up
    const t0 = performance.now();
    const results = await Promise.all(
      Array.from({ length: 50 }, () => api.post('/requests', { service_id: service.id }, member.token)),
    );
    const ms = performance.now() - t0;
    const ok = results.filter((r) => r.status === 201).length;
    const refused = results.filter(
      (r) => r.status === 400 && r.body.detail === "You don't have enough Energy Points for this exchange!",
    ).length;
    console.log(
      `[figures] 50 parallel requests, B=${B}, c=${c}: ${ok} succeeded, ${refused} refused, ${Math.round(ms)} ms`,
    );
    expect(ok).toBe(Math.floor(B / c));
    expect(refused).toBe(50 - ok);
    expect(await balanceOf(app, member.user.id)).toBe(B - ok * c);
    const escrow = await app.services.ledger.systemBalance(app.db.manager, 'escrow');
    expect(escrow).toBe(ok * c);
    await check();
  });

  it('20 parallel completes of one request settle once', async () => {
    const { coach, member, service } = await coachAndMember(5, 4);
    const { body } = await api.post('/requests', { service_id: service.id }, member.token);
    await api.post('/requests/respond', { request_id: body.id, action: 'accept' }, coach.token);
    const tokens = [coach.token, member.token];
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) => api.post(`/requests/${body.id}/complete`, {}, tokens[i % 2])),
    );
    expect(results.every((r) => r.status === 200 && r.body.status === 'completed')).toBe(true);
    const settlements = await app.db.query(`SELECT count(*)::int AS n FROM ledger_entries WHERE kind = 'settlement'`);
    expect(settlements).toEqual([{ n: 1 }]);
    expect(await balanceOf(app, coach.user.id)).toBe(6);
    await check();
  });

  it('parallel testimonial submissions for one exchange reward +1 once', async () => {
    const { coach, member, service } = await coachAndMember(1, 0);
    const { body } = await api.post('/requests', { service_id: service.id }, member.token);
    await api.post('/requests/respond', { request_id: body.id, action: 'accept' }, coach.token);
    await api.post(`/requests/${body.id}/complete`, {}, coach.token);
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        api.post('/testimonials', { exchange_request_id: body.id, content: `Thanks ${i}` }, member.token),
      ),
    );
    expect(results.filter((r) => r.status === 201)).toHaveLength(1);
    expect(results.filter((r) => r.status === 409)).toHaveLength(9);
    expect(await balanceOf(app, member.user.id)).toBe(1); // 1 − 1 held + 1 reward
    expect(await app.db.query(`SELECT count(*)::int AS n FROM testimonials`)).toEqual([{ n: 1 }]);
    await check();
  });

  it('settles many exchanges per second (figure for the docs)', async () => {
    const { coach, member, service } = await coachAndMember(1, 1000);
    // A figure, not a benchmark (npm run bench measures settlements): enough requests to see the rate.
    const N = 80;
    const ids: string[] = [];
    for (let i = 0; i < N; i++) {
      const r = await app.services.exchanges.send(member.user.id, { serviceId: service.id });
      await app.services.exchanges.respond(coach.user.id, { requestId: r.id, action: 'accept' });
      ids.push(r.id);
    }
    const t0 = performance.now();
    let next = 0;
    await Promise.all(
      Array.from({ length: 8 }, async () => {
        while (next < ids.length) await app.services.exchanges.complete(coach.user.id, ids[next++]);
      }),
    );
    const perSecond = Math.round((N * 1000) / (performance.now() - t0));
    console.log(
      `[figures] ${N} settlements over 8 workers: ${perSecond} settlements/s (complete + ledger + notification + read-back)`,
    );
    expect(await balanceOf(app, coach.user.id)).toBe(1 + N);
    await check();
  });
});
