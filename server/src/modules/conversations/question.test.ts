import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/harness.js';
import { readNotifications } from '../../../test/notifications.js';
import { balanceOf, createMember, createService, grantEp } from '../../../test/factories.js';
import { subscribe } from '../../../test/ws-client.js';
import { countQueries } from '../../../test/query-counter.js';

const { app, api, gql } = useTestApp();

/** A coach with a 1 EP service, a member who asks about it, a third member and an admin. */
async function cast() {
  const coach = await createMember(app, { fullName: 'Cora Coach' });
  const asker = await createMember(app, { fullName: 'Ana Asker' });
  const third = await createMember(app, { fullName: 'Tess Third' });
  const admin = await createMember(app, { fullName: 'Ada Admin' });
  await app.services.adminRoles.grant(null, admin.user.email, 'super_admin');
  const service = await createService(app, coach.user.id, { title: 'Guitar basics', energyCost: 1 });
  return { coach, asker, third, admin, service };
}

const ASK = `mutation($input: AskQuestionInput!) { askQuestion(input: $input) { id role title unreadCount canPropose canConfirm otherMember { id fullName } } }`;
const TO_REQUEST = `mutation($id: ID!, $input: QuestionToRequestInput) { questionToRequest(questionId: $id, input: $input) { id requestId canConfirm proposedService { id title energyCost } viewer { energyPoints energyOnHold } } }`;
const QUESTION = `query($id: ID!) { question(id: $id) { id unreadCount requestId messages(first: 10) { totalCount nodes { body senderId questionId requestId } } } }`;

describe('questions over REST', () => {
  it('opens one private thread per member and subject, notifies the coach and lists it for both', async () => {
    const { coach, asker, service } = await cast();
    const asked = await api.post('/questions', { service_id: service.id, body: '  Is it online?  ' }, asker.token);
    expect(asked.status).toBe(201);
    expect(asked.body).toMatchObject({
      subject: 'service',
      service_id: service.id,
      title: 'Guitar basics',
      role: 'asker',
      coach_id: coach.user.id,
      other_member: { id: coach.user.id, full_name: 'Cora Coach' },
      request_id: null,
      can_propose: false,
      can_confirm: false,
    });
    // Asking again about the same service reopens the same thread.
    const again = await api.post('/questions', { service_id: service.id, body: 'And on Sundays?' }, asker.token);
    expect(again.body.id).toBe(asked.body.id);

    const mine = await api.get('/questions', coach.token);
    expect(mine.headers.get('x-total-count')).toBe('1');
    expect(mine.body).toMatchObject([{ id: asked.body.id, role: 'answerer', unread_count: 2, can_propose: true }]);
    const page = await api.get(`/questions/${asked.body.id}/messages`, coach.token);
    expect(page.body.messages.map((m: { body: string }) => m.body)).toEqual(['And on Sundays?', 'Is it online?']);
    const [notice] = await readNotifications(app, `n.user_id = $1 AND n.type = 'message_received'`, [coach.user.id]);
    expect(notice).toMatchObject({ title: 'New message from Ana Asker', reference: asked.body.id, read: false });

    await api.post(`/questions/${asked.body.id}/messages`, { body: 'Yes, on video.' }, coach.token);
    expect((await api.post(`/questions/${asked.body.id}/messages/read`, {}, coach.token)).body).toEqual({
      unread_count: 0,
    });
    expect((await api.get(`/questions/${asked.body.id}`, coach.token)).body.unread_count).toBe(0);
    expect((await api.get(`/questions/${asked.body.id}`, asker.token)).body.unread_count).toBe(1);
  });

  it('keeps a question private to its two members: a third member and admins are told it does not exist', async () => {
    const { asker, third, admin, service } = await cast();
    const { body: q } = await api.post('/questions', { service_id: service.id, body: 'Private?' }, asker.token);
    for (const outsider of [third, admin]) {
      expect(await api.get(`/questions/${q.id}`, outsider.token)).toMatchObject({
        status: 404,
        body: { detail: 'Question not found' },
      });
      expect((await api.get(`/questions/${q.id}/messages`, outsider.token)).status).toBe(404);
      expect((await api.post(`/questions/${q.id}/messages`, { body: 'Hi' }, outsider.token)).status).toBe(404);
      expect((await api.post(`/questions/${q.id}/to-request`, {}, outsider.token)).status).toBe(404);
      expect((await api.get('/questions', outsider.token)).body).toEqual([]);
      const res = await gql(QUESTION, { id: q.id }, outsider.token);
      expect(res.errors?.[0].extensions?.code).toBe('NOT_FOUND');
    }
    expect((await app.db.query(`SELECT count(*)::int AS n FROM messages WHERE question_id = $1`, [q.id]))[0].n).toBe(1);
  });

  it('refuses a question without exactly one subject, about oneself, or about nothing there', async () => {
    const { coach, asker, service } = await cast();
    const both = await api.post(
      '/questions',
      { service_id: service.id, member_id: coach.user.id, body: 'Hi' },
      asker.token,
    );
    expect(both).toMatchObject({ status: 400, body: { detail: expect.stringContaining('Ask about one of') } });
    expect((await api.post('/questions', { body: 'Hi' }, asker.token)).status).toBe(400);
    expect((await api.post('/questions', { service_id: service.id, body: '  ' }, asker.token)).body.detail).toBe(
      'Write a message before sending it',
    );
    expect((await api.post('/questions', { service_id: service.id, body: 'Hi' }, coach.token)).status).toBe(403);
    expect(
      (await api.post('/questions', { service_id: '00000000-0000-0000-0000-000000000000', body: 'Hi' }, asker.token))
        .body,
    ).toMatchObject({ detail: 'Service not found' });
    expect((await app.db.query(`SELECT count(*)::int AS n FROM questions`))[0].n).toBe(0);
  });

  it('turns a question into a request: the coach proposes, the member confirms the cost, the history continues', async () => {
    const { coach, asker, service } = await cast();
    const { body: q } = await api.post('/questions', { service_id: service.id, body: 'Can I book?' }, asker.token);
    // Nothing to confirm before the coach proposes.
    expect(await api.post(`/questions/${q.id}/to-request`, {}, asker.token)).toMatchObject({
      status: 409,
      body: { detail: 'The coach has not proposed a request yet' },
    });
    const proposed = await api.post(`/questions/${q.id}/to-request`, {}, coach.token);
    expect(proposed.body).toMatchObject({
      proposed_service: { id: service.id, title: 'Guitar basics', energy_cost: 1 },
      request_id: null,
      can_propose: true,
    });
    expect((await api.get(`/questions/${q.id}`, asker.token)).body).toMatchObject({ can_confirm: true });

    const before = await balanceOf(app, asker.user.id);
    const confirmed = await api.post(`/questions/${q.id}/to-request`, {}, asker.token);
    expect(confirmed.status).toBe(200);
    const requestId = confirmed.body.request_id as string;
    expect(requestId).toEqual(expect.any(String));
    expect(await balanceOf(app, asker.user.id)).toBe(before - 1); // held as Request Exchange holds it
    expect(await app.services.exchanges.view(coach.user.id, requestId)).toMatchObject({
      status: 'pending',
      message: "Hi! I'd like to exchange 1 EP for your Guitar basics service.",
    });

    // The request's thread holds the question's messages, and the thread goes on there for both.
    await api.post(`/questions/${q.id}/messages`, { body: 'Sent it!' }, asker.token);
    const thread = await api.get(`/requests/${requestId}/messages`, coach.token);
    expect(thread.body.messages.map((m: { body: string }) => m.body)).toEqual([
      'Sent it!',
      'I can offer this as an exchange: "Guitar basics" for 1 EP. Confirm it to send the request.',
      'Can I book?',
    ]);
    expect((await api.get(`/questions/${q.id}/messages`, asker.token)).body.messages).toHaveLength(3);
    // Once a request, it cannot become another one.
    expect((await api.post(`/questions/${q.id}/to-request`, {}, coach.token)).status).toBe(409);
  });

  it('leaves everything as it was when the member cannot afford the request', async () => {
    const { coach, asker } = await cast();
    const dear = await createService(app, coach.user.id, { title: 'Masterclass', energyCost: 5 });
    const { body: q } = await api.post('/questions', { service_id: dear.id, body: 'How long?' }, asker.token);
    await api.post(`/questions/${q.id}/to-request`, {}, coach.token);
    const refused = await api.post(`/questions/${q.id}/to-request`, {}, asker.token);
    expect(refused).toMatchObject({
      status: 400,
      body: { detail: "You don't have enough Energy Points for this exchange!" },
    });
    expect((await api.get(`/questions/${q.id}`, asker.token)).body).toMatchObject({
      request_id: null,
      can_confirm: true,
    });
    expect((await app.db.query(`SELECT count(*)::int AS n FROM exchange_requests`))[0].n).toBe(0);
  });
});

describe('my questions, as a list', () => {
  it('reads a page in the same statements however many questions it holds (no statement per question)', async () => {
    const { coach, service } = await cast();
    const MINE = `{ myQuestions(first: 20) { totalCount nodes { id title unreadCount otherMember { fullName } proposedService { id } } } }`;
    const askOnce = async () => {
      const asker = await createMember(app);
      await gql(ASK, { input: { serviceId: service.id, body: 'When?' } }, asker.token);
    };
    await askOnce();
    await gql(MINE, {}, coach.token); // the session is read once, then kept in memory
    const one = await countQueries(app, () => gql(MINE, {}, coach.token));
    await Promise.all([askOnce(), askOnce(), askOnce(), askOnce()]);
    let total = 0;
    const five = await countQueries(app, async () => {
      total = (await gql(MINE, {}, coach.token)).data!.myQuestions.totalCount as number;
    });
    expect(total).toBe(5);
    expect(five.count).toBe(one.count);
  });
});

describe('blocking', () => {
  it('stops questions, requests and messages both ways until unblocked, and lists the blocked members', async () => {
    const { coach, asker, service } = await cast();
    await grantEp(app, asker.user.id, 5);
    const { body: q } = await api.post('/questions', { service_id: service.id, body: 'Hello?' }, asker.token);
    const request = await app.services.exchanges.send(asker.user.id, { serviceId: service.id });
    const blocked = await api.post(`/members/${asker.user.id}/block`, {}, coach.token);
    expect(blocked.status).toBe(201);
    expect(blocked.body).toMatchObject({ member_id: asker.user.id, full_name: 'Ana Asker' });
    // Blocking twice keeps one block.
    expect((await api.post(`/members/${asker.user.id}/block`, {}, coach.token)).status).toBe(201);
    expect((await api.get('/blocked-members', coach.token)).body).toMatchObject([{ member_id: asker.user.id }]);
    expect((await api.get('/blocked-members', asker.token)).body).toEqual([]);

    const refusedText = 'This member does not accept questions, requests or messages from you';
    expect(await api.post('/questions', { member_id: coach.user.id, body: 'Please?' }, asker.token)).toMatchObject({
      status: 403,
      body: { detail: refusedText },
    });
    expect((await api.post(`/questions/${q.id}/messages`, { body: 'Hi' }, asker.token)).body.detail).toBe(refusedText);
    expect((await api.post(`/requests/${request.id}/messages`, { body: 'Hi' }, asker.token)).status).toBe(403);
    const another = await createService(app, coach.user.id, { title: 'Another' });
    expect(await api.post('/requests', { service_id: another.id }, asker.token)).toMatchObject({
      status: 403,
      body: { detail: refusedText },
    });
    // A swap is requests both ways: refused too.
    const askersService = await createService(app, asker.user.id, { title: 'Bread baking' });
    expect(
      await api.post('/swaps', { my_service_id: askersService.id, their_service_id: another.id }, asker.token),
    ).toMatchObject({ status: 403, body: { detail: refusedText } });
    const gqlAsk = await gql(ASK, { input: { serviceId: service.id, body: 'Again' } }, asker.token);
    expect(gqlAsk.errors?.[0]).toMatchObject({ message: refusedText, extensions: { code: 'FORBIDDEN' } });
    // The blocker is told why too.
    expect((await api.post(`/questions/${q.id}/messages`, { body: 'Hi' }, coach.token)).body.detail).toBe(
      'You blocked this member: unblock them in Settings to contact them again',
    );

    expect((await api.delete(`/members/${asker.user.id}/block`, coach.token)).body).toEqual({
      message: 'Member unblocked',
    });
    expect((await api.post(`/questions/${q.id}/messages`, { body: 'Back again' }, asker.token)).status).toBe(201);
    expect((await api.post('/requests', { service_id: another.id }, asker.token)).status).toBe(201);
  });

  it('refuses blocking oneself or no one, over both transports', async () => {
    const { coach } = await cast();
    expect((await api.post(`/members/${coach.user.id}/block`, {}, coach.token)).body).toMatchObject({
      detail: 'You cannot block yourself',
    });
    expect((await api.post('/members/nope/block', {}, coach.token)).status).toBe(404);
    const res = await gql(`mutation { blockMember(memberId: "nope") { id } }`, {}, coach.token);
    expect(res.errors?.[0].extensions?.code).toBe('NOT_FOUND');
  });
});

describe('questions over GraphQL', () => {
  it('asks, answers live, proposes and confirms, with the EP held in the answer', async () => {
    const { coach, asker, service } = await cast();
    const asked = await gql(ASK, { input: { serviceId: service.id, body: 'Is it online?' } }, asker.token);
    const id = asked.data!.askQuestion.id as string;
    expect(asked.data!.askQuestion).toMatchObject({ role: 'ASKER', title: 'Guitar basics', canConfirm: false });

    const events = subscribe(
      app.url,
      asker.token,
      `subscription { messageEvents(questionId: "${id}") { threadUnreadCount message { body questionId } } }`,
    );
    try {
      await events.ready;
      await gql(
        `mutation($id: ID!) { sendQuestionMessage(questionId: $id, body: "Yes!") { id } }`,
        { id },
        coach.token,
      );
      const [event] = await events.waitFor(1);
      expect(event.data.messageEvents).toEqual({ threadUnreadCount: 1, message: { body: 'Yes!', questionId: id } });
    } finally {
      await events.close();
    }

    const proposed = await gql(TO_REQUEST, { id }, coach.token);
    expect(proposed.data!.questionToRequest).toMatchObject({ canConfirm: false, proposedService: { energyCost: 1 } });
    const confirmed = await gql(TO_REQUEST, { id, input: { message: 'Looking forward!' } }, asker.token);
    expect(confirmed.data!.questionToRequest).toMatchObject({ viewer: { energyOnHold: 1 } });
    const requestId = confirmed.data!.questionToRequest.requestId as string;
    const request = await gql(
      `query($id: ID!) { exchangeRequest(id: $id) { message messages(first: 10) { totalCount } } }`,
      { id: requestId },
      coach.token,
    );
    expect(request.data!.exchangeRequest).toEqual({ message: 'Looking forward!', messages: { totalCount: 3 } });
    const question = await gql(QUESTION, { id }, asker.token);
    expect(question.data!.question).toMatchObject({ requestId, messages: { totalCount: 3 } });
  });
});
