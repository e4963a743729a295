import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/harness.js';
import { availableAllWeek, createMember, createService, grantEp } from '../../test/factories.js';
import { subscribe } from '../../test/ws-client.js';

/**
 * The client's Apollo cache is its one store, so what a change did to the member must
 * travel with the answer (mutations select `viewer`) or the live event (ACCOUNT carries `viewer`
 * when someone else's action paid them) — never a timed refetch.
 */
const { app, gql, api } = useTestApp();

describe('mutation answers carry the member as they are after the change', () => {
  it('sendRequest answers the requester with the EP now on hold, and createService with the earned achievement', async () => {
    const coach = await createMember(app);
    const requester = await createMember(app);
    await grantEp(app, requester.user.id, 9);
    const service = await createService(app, coach.user.id, { energyCost: 4 });
    const sent = await gql<any>(
      `mutation($s: ID!) { sendRequest(input: { serviceId: $s }) { id status viewer { id energyPoints energyOnHold } } }`,
      { s: service.id },
      requester.token,
    );
    expect(sent.errors).toBeUndefined();
    expect(sent.data.sendRequest.viewer).toEqual({ id: requester.user.id, energyPoints: 6, energyOnHold: 4 });

    const created = await gql<any>(
      `mutation { createService(input: { title: "Logo review", description: "A careful review of your logo and brand marks.", category: "business_coaching", energyCost: 3 }) { id viewer { id achievements { key earned } } } }`,
      undefined,
      requester.token,
    );
    expect(created.errors).toBeUndefined();
    const achievements: Array<{ key: string; earned: boolean }> = created.data.createService.viewer.achievements;
    expect(achievements.find((a) => a.key === 'first_service')?.earned).toBe(true);
  });
});

describe('live events carry what changed', () => {
  it("an ACCOUNT event brings the referrer's new balance when their referral is rewarded", async () => {
    const referrer = await createMember(app);
    const before = (await gql<any>(`{ me { energyPoints } }`, undefined, referrer.token)).data.me.energyPoints;
    const live = subscribe(
      app.url,
      referrer.token,
      `subscription { notificationEvents { kind viewer { id energyPoints } } }`,
    );
    await live.ready;
    const referee = await api.post('/auth/signup', {
      email: 'referee@example.com',
      password: 'secret1',
      full_name: 'Rae',
      referral_code: referrer.user.referralCode,
    });
    await api.post(
      '/auth/verify-email',
      { code: await app.smtp.codeFor('referee@example.com') },
      referee.body.access_token,
    );
    await api.put('/user/profile', { bio: 'New here' }, referee.body.access_token);
    const deadline = Date.now() + 5000;
    let account: any;
    while (!account && Date.now() < deadline) {
      account = live.received.find((e) => e.data?.notificationEvents?.kind === 'ACCOUNT');
      if (!account) await new Promise((r) => setTimeout(r, 50));
    }
    await live.close();
    expect(account?.data.notificationEvents.viewer).toEqual({ id: referrer.user.id, energyPoints: before + 5 });
  });
});

describe('an admin correction reaches the member live', () => {
  it('an ACCOUNT event brings the balance an admin adjustment left', async () => {
    const member = await createMember(app, { email: 'adjusted@example.com' });
    const admin = await createMember(app, { email: 'boss@example.com' });
    await app.services.adminRoles.grant(null, 'boss@example.com', 'super_admin');
    const live = subscribe(
      app.url,
      member.token,
      `subscription { notificationEvents { kind viewer { energyPoints } } }`,
    );
    await live.ready;
    const res = await api.post(
      '/admin/ep-adjustments',
      { email: 'adjusted@example.com', amount: 7, reason: 'Goodwill' },
      admin.token,
    );
    expect(res.status).toBe(201);
    await live.waitFor(1);
    await live.close();
    expect(live.received[0].data.notificationEvents).toEqual({ kind: 'ACCOUNT', viewer: { energyPoints: 8 } });
  });
});

describe('the contact email lives on the request', () => {
  it('is null on a pending request and the counterpart address once accepted, for both parties', async () => {
    const coach = await createMember(app, { email: 'coach-contact@example.com' });
    const requester = await createMember(app, { email: 'req-contact@example.com' });
    await grantEp(app, requester.user.id, 5);
    await availableAllWeek(app, coach.user.id);
    const service = await createService(app, coach.user.id, { energyCost: 2 });
    const sent = await gql<any>(
      `mutation($s: ID!) { sendRequest(input: { serviceId: $s }) { id contactEmail } }`,
      { s: service.id },
      requester.token,
    );
    expect(sent.data.sendRequest.contactEmail).toBeNull();
    const accepted = await gql<any>(
      `mutation($id: ID!) { respondToRequest(input: { requestId: $id, action: ACCEPT }) { contactEmail } }`,
      { id: sent.data.sendRequest.id },
      coach.token,
    );
    expect(accepted.errors).toBeUndefined();
    expect(accepted.data.respondToRequest.contactEmail).toBe('req-contact@example.com');
    const mine = await gql<any>(`{ sentRequests { id contactEmail } }`, undefined, requester.token);
    expect(mine.data.sentRequests.find((r: any) => r.id === sent.data.sendRequest.id).contactEmail).toBe(
      'coach-contact@example.com',
    );
  });
});
