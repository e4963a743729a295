import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/harness.js';
import { availableAllWeek, createMember, createService, dayInZone, grantEp } from '../../../test/factories.js';

const { app, api, gql } = useTestApp();

const tomorrow = () => new Date(Date.now() + 86_400_000).toISOString();

/** A student with 6 EP: one completed exchange (3 EP), one request still held (2 EP). */
async function history() {
  const coach = await createMember(app, { fullName: 'Cora "The Coach", Ltd' });
  const student = await createMember(app, { fullName: 'Sam Student' });
  await grantEp(app, student.user.id, 5);
  const audit = await createService(app, coach.user.id, { title: '=HYPERLINK("x"), audit', energyCost: 3 });
  const review = await createService(app, coach.user.id, { title: 'Portfolio Review', energyCost: 2 });
  const { body: done } = await api.post('/requests', { service_id: audit.id }, student.token);
  await api.post('/requests/respond', { request_id: done.id, action: 'accept', session_date: tomorrow() }, coach.token);
  expect((await api.post(`/requests/${done.id}/complete`, {}, student.token)).status).toBe(200);
  const { body: open } = await api.post('/requests', { service_id: review.id }, student.token);
  return { coach, student, done: done.id as string, open: open.id as string };
}

describe('GET /api/user/ledger', () => {
  it('lists my entries newest first with a running balance that is right across pages, and the holds apart', async () => {
    const { coach, student, done, open } = await history();
    const first = await api.get('/user/ledger?limit=2', student.token);
    expect(first.status).toBe(200);
    expect(first.headers.get('x-total-count')).toBe('4');
    expect(first.body.entries).toMatchObject([
      {
        kind: 'request_hold',
        amount: -2,
        balance: 1,
        description: 'Held for your request for “Portfolio Review”',
        other_party: { id: coach.user.id },
        request_id: open,
      },
      // Completed since: the hold was what paid for it.
      {
        kind: 'request_hold',
        amount: -3,
        balance: 3,
        description: 'Paid for your request for “=HYPERLINK("x"), audit” (held until it was completed)',
        other_party: { full_name: 'Cora "The Coach", Ltd' },
        request_id: done,
      },
    ]);
    expect(first.body.holds).toMatchObject([
      {
        request_id: open,
        service_title: 'Portfolio Review',
        amount: 2,
        status: 'pending',
        coach: { id: coach.user.id },
      },
    ]);
    expect(first.headers.get('link')).toContain(`cursor=${first.body.next_cursor}`);
    const second = await api.get(`/user/ledger?limit=2&cursor=${first.body.next_cursor}`, student.token);
    expect(second.body.entries).toMatchObject([
      { kind: 'admin_adjustment', amount: 5, balance: 6, other_party: null },
      { kind: 'signup_bonus', amount: 1, balance: 1, description: 'Welcome bonus' },
    ]);
    expect(second.body.next_cursor).toBeNull();
    // The newest balance is the wallet's; each entry's balance is the one before plus its amount.
    const all = [...first.body.entries, ...second.body.entries];
    expect(all[0].balance).toBe((await api.get('/dashboard', student.token)).body.user.energy_points);
    for (let i = 0; i < all.length - 1; i++) expect(all[i].balance).toBe(all[i + 1].balance + all[i].amount);

    // The coach sees the settlement, from the student, and nothing of the student's wallet.
    const coachView = (await api.get('/user/ledger', coach.token)).body;
    expect(coachView.entries).toMatchObject([
      {
        kind: 'settlement',
        amount: 3,
        description: 'Exchange completed: “=HYPERLINK("x"), audit”',
        other_party: { full_name: 'Sam Student' },
      },
      { kind: 'signup_bonus' },
    ]);
    expect(coachView.holds).toEqual([]);
  });

  it('refuses a visitor and a forged cursor or limit', async () => {
    const m = await createMember(app);
    expect((await api.get('/user/ledger')).status).toBe(401);
    expect((await api.get('/user/ledger.csv')).status).toBe(401);
    expect((await api.get('/user/ledger?cursor=abc', m.token)).body.detail).toBe('Invalid cursor');
    expect((await api.get('/user/ledger?limit=0', m.token)).status).toBe(400);
    expect((await api.get('/user/ledger?limit=201', m.token)).status).toBe(400);
  });
});

describe('GET /api/user/ledger.csv', () => {
  it('is the whole statement as RFC 4180 CSV, quotes escaped and formulas neutralised', async () => {
    const { coach } = await history();
    const res = await api.get('/user/ledger.csv', coach.token);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(res.headers.get('content-disposition')).toMatch(
      /^attachment; filename="energy-points-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    // The body starts with the byte-order mark Excel needs (fetch's text() hides it: read the bytes).
    const raw = new Uint8Array(
      await (
        await fetch(`${app.url}/api/user/ledger.csv`, { headers: { authorization: `Bearer ${coach.token}` } })
      ).arrayBuffer(),
    );
    expect([...raw.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = (res.body as string).split('\r\n');
    expect(lines[0]).toBe('Date,What happened,Other party,Amount (EP),Balance (EP),Kind,Entry');
    expect(lines[1]).toMatch(
      /^\d{4}-\d{2}-\d{2}T[\d:.]+Z,"Exchange completed: “=HYPERLINK\(""x""\), audit”",Sam Student,\+3,4,settlement,\d+$/,
    );
    expect(lines[2]).toMatch(/,Welcome bonus,Energy Exchange,\+1,1,signup_bonus,\d+$/);
    expect(lines[3]).toBe('');
    // A name that starts like a formula is neutralised and quoted where needed.
    const evil = await createMember(app, { fullName: '=cmd|calc' });
    const student = await createMember(app);
    const service = await createService(app, evil.user.id, { title: 'Plain', energyCost: 1 });
    await api.post('/requests', { service_id: service.id }, student.token);
    const csv = (await api.get('/user/ledger.csv', student.token)).body as string;
    expect(csv.split('\r\n')[1]).toContain(",Held for your request for “Plain”,'=cmd|calc,-1,0,request_hold,");
  });
});

describe('myLedger (GraphQL)', () => {
  it('answers the same statement, paged by endCursor, and only to a member', async () => {
    const { student, open } = await history();
    const query = `query($after: String) { myLedger(first: 3, after: $after) {
      entries { kind amount balance description otherParty { fullName } requestId }
      holds { requestId amount serviceTitle } totalCount pageInfo { hasNextPage endCursor } } }`;
    const page = await gql(query, {}, student.token);
    expect(page.data!.myLedger).toMatchObject({
      totalCount: 4,
      pageInfo: { hasNextPage: true },
      holds: [{ requestId: open, amount: 2 }],
    });
    expect(page.data!.myLedger.entries.map((e: any) => e.balance)).toEqual([1, 3, 6]);
    const next = await gql(query, { after: page.data!.myLedger.pageInfo.endCursor }, student.token);
    expect(next.data!.myLedger.entries).toEqual([
      { kind: 'SIGNUP_BONUS', amount: 1, balance: 1, description: 'Welcome bonus', otherParty: null, requestId: null },
    ]);
    expect((await gql(query, {})).errors![0].extensions?.code).toBe('UNAUTHENTICATED');
    expect((await gql(query, { after: 'bad' }, student.token)).errors![0].extensions?.code).toBe('BAD_USER_INPUT');
  });
});

describe('seat holds', () => {
  it('lists a booked seat’s hold beside the requests’, over both transports, until the seat is left', async () => {
    const { coach, student, open } = await history();
    await availableAllWeek(app, coach.user.id);
    const workshop = await createService(app, coach.user.id, { title: 'Group Lab', energyCost: 1, maxParticipants: 3 });
    const g = await app.services.groupSessions.schedule(coach.user.id, {
      serviceId: workshop.id,
      date: dayInZone(4),
      timeSlot: '10:00',
    });
    await app.services.groupSessions.join(student.user.id, g.id);
    const [{ id: seatId }] = await app.db.query(
      `SELECT id FROM group_session_seats WHERE group_session_id = $1 AND member_id = $2`,
      [g.id, student.user.id],
    );

    const rest = await api.get('/user/ledger', student.token);
    expect(rest.body.holds).toEqual([
      {
        id: seatId,
        request_id: null,
        group_session_id: g.id,
        service_title: 'Group Lab',
        coach: { id: coach.user.id, full_name: coach.user.fullName },
        amount: 1,
        status: 'booked',
        since: expect.any(String),
      },
      expect.objectContaining({ id: open, request_id: open, group_session_id: null, status: 'pending', amount: 2 }),
    ]);
    // The entries and the holds agree: the seat's hold entry is in the statement, its EP on hold.
    expect(rest.body.entries[0]).toMatchObject({ kind: 'request_hold', amount: -1 });
    const onHold = rest.body.holds.reduce((sum: number, h: { amount: number }) => sum + h.amount, 0);
    expect((await app.services.ledger.balancesOf(app.db.manager, student.user.id)).energyOnHold).toBe(onHold);

    const graphql = await gql(
      `{ myLedger(first: 1) { holds { id requestId groupSessionId status amount serviceTitle } } }`,
      {},
      student.token,
    );
    expect(graphql.data!.myLedger.holds).toEqual([
      { id: seatId, requestId: null, groupSessionId: g.id, status: 'BOOKED', amount: 1, serviceTitle: 'Group Lab' },
      {
        id: open,
        requestId: open,
        groupSessionId: null,
        status: 'PENDING',
        amount: 2,
        serviceTitle: 'Portfolio Review',
      },
    ]);

    await app.services.groupSessions.leave(student.user.id, g.id);
    expect((await api.get('/user/ledger', student.token)).body.holds.map((h: { id: string }) => h.id)).toEqual([open]);
  });
});
