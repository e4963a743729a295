import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/harness.js';
import { availableAllWeek, createMember, createService, dayInZone } from '../../../test/factories.js';

const { app, gql } = useTestApp();

const REQUEST = `id status energyCost held myRole canComplete canReview sessionDate service { title } otherParty { fullName email hasAvailability }`;

describe('GraphQL exchange flow', () => {
  it('request → accept → session → complete → testimonials, with the same rules as REST', async () => {
    const coach = await createMember(app, { fullName: 'Cora' });
    const student = await createMember(app, { fullName: 'Sam' });
    await availableAllWeek(app, coach.user.id, [10]);
    const service = await createService(app, coach.user.id, { title: 'Deck Review', energyCost: 1 });

    const sent = await gql(
      `mutation($id: ID!) { sendRequest(input: { serviceId: $id }) { ${REQUEST} } }`,
      { id: service.id },
      student.token,
    );
    expect(sent.data.sendRequest).toMatchObject({
      status: 'PENDING',
      held: true,
      myRole: 'REQUESTER',
      otherParty: { fullName: 'Cora', email: null, hasAvailability: true },
    });
    const requestId = sent.data.sendRequest.id;

    const poor = await gql(
      `mutation($id: ID!) { sendRequest(input: { serviceId: $id }) { id } }`,
      { id: service.id },
      student.token,
    );
    expect(poor.errors?.[0]).toMatchObject({
      message: "You don't have enough Energy Points for this exchange!",
      extensions: { code: 'INSUFFICIENT_FUNDS' },
    });

    const wrong = await gql(
      `mutation($id: ID!) { respondToRequest(input: { requestId: $id, action: ACCEPT }) { id } }`,
      { id: requestId },
      student.token,
    );
    expect(wrong.errors?.[0]).toMatchObject({
      message: 'Only the coach can accept or decline this request',
      extensions: { code: 'FORBIDDEN' },
    });
    const accepted = await gql(
      `mutation($id: ID!) { respondToRequest(input: { requestId: $id, action: ACCEPT }) { ${REQUEST} } }`,
      { id: requestId },
      coach.token,
    );
    expect(accepted.data.respondToRequest).toMatchObject({
      status: 'ACCEPTED',
      myRole: 'COACH',
      otherParty: { email: student.user.email },
    });

    const session = await gql(
      `mutation($input: ProposeSessionInput!) { proposeSession(input: $input) { id status role proposedTimeSlot timezone otherUser { fullName } awaitingMyResponse } }`,
      { input: { exchangeRequestId: requestId, proposedDate: dayInZone(2), proposedTimeSlot: '10:00' } },
      student.token,
    );
    expect(session.data.proposeSession).toMatchObject({
      status: 'PENDING',
      role: 'REQUESTER',
      proposedTimeSlot: '10:00',
      otherUser: { fullName: 'Cora' },
      awaitingMyResponse: false,
    });
    const sid = session.data.proposeSession.id;
    const mine = await gql(`{ mySessions { id role awaitingMyResponse } }`, {}, coach.token);
    expect(mine.data.mySessions).toEqual([{ id: sid, role: 'COACH', awaitingMyResponse: true }]);
    await gql(
      `mutation($id: ID!) { respondToSession(sessionId: $id, action: ACCEPT) { status } }`,
      { id: sid },
      coach.token,
    );
    const done = await gql(
      `mutation($id: ID!) { completeSession(sessionId: $id) { status } }`,
      { id: sid },
      student.token,
    );
    expect(done.data.completeSession.status).toBe('COMPLETED');

    const canReview = await gql(
      `query($id: ID!) { canWriteTestimonial(requestId: $id) }`,
      { id: requestId },
      student.token,
    );
    expect(canReview.data.canWriteTestimonial).toBe(true);
    const WRITE = `mutation($input: TestimonialInput!) { writeTestimonial(input: $input) { rating content isPublic serviceTitle reviewer { fullName } reviewee { fullName } } }`;
    const t = await gql(WRITE, { input: { exchangeRequestId: requestId, content: 'Sharp feedback' } }, student.token);
    expect(t.data.writeTestimonial).toEqual({
      rating: 5,
      content: 'Sharp feedback',
      isPublic: true,
      serviceTitle: 'Deck Review',
      reviewer: { fullName: 'Sam' },
      reviewee: { fullName: 'Cora' },
    });
    await gql(
      WRITE,
      { input: { exchangeRequestId: requestId, content: 'Private note', isPublic: false } },
      coach.token,
    );

    // Coach profiles show public testimonials only.
    const profile = await gql(
      `query($id: ID!) { coach(id: $id) { testimonials { content } } }`,
      { id: coach.user.id },
      student.token,
    );
    expect(profile.data.coach.testimonials).toEqual([{ content: 'Sharp feedback' }]);
    const studentProfile = await gql(
      `query($id: ID!) { coach(id: $id) { testimonials { content } } }`,
      { id: student.user.id },
      coach.token,
    );
    expect(studentProfile.data.coach.testimonials).toEqual([]);

    const me = await gql(
      `{ me { energyPoints energyOnHold level { level name xp progressPercent } achievements { key earned } } }`,
      {},
      coach.token,
    );
    expect(me.data.me).toMatchObject({ energyPoints: 3, energyOnHold: 0, level: { level: 2, name: 'Explorer' } });
    expect(
      me.data.me.achievements
        .filter((a: { earned: boolean }) => a.earned)
        .map((a: { key: string }) => a.key)
        .sort(),
    ).toEqual(['first_exchange', 'first_service', 'first_testimonial']);
    expect((await app.services.ledger.check(app.db.manager)).problems).toEqual([]);
  });
});
