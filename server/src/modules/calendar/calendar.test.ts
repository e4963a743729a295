import { describe, expect, it } from 'vitest';
import ICAL from 'ical.js';
import { simpleParser } from 'mailparser';
import { useTestApp } from '../../../test/harness.js';
import { availableAllWeek, createMember, createService, dayInZone, grantEp } from '../../../test/factories.js';
import { sessionInvitation, type CalendarSession } from './ical.js';

const { app, api, gql } = useTestApp();

function parse(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  const events = calendar.getAllSubcomponents('vevent').map((v) => new ICAL.Event(v));
  return { calendar, events };
}

/** Wall-clock time of an instant in a zone, "YYYY-MM-DD HH:mm". */
const wall = (at: Date, timeZone: string) =>
  new Intl.DateTimeFormat('sv-SE', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  }).format(at);

/** Sundays of next year's March: the US moves its clocks on the second, the EU on the last. */
function marchOfNextYear() {
  const year = new Date().getUTCFullYear() + 1;
  const sundays = Array.from({ length: 31 }, (_, i) => new Date(Date.UTC(year, 2, i + 1))).filter(
    (d) => d.getUTCDay() === 0,
  );
  const day = (d: Date, plus: number) => new Date(d.getTime() + plus * 86_400_000).toISOString().slice(0, 10);
  const usStart = sundays[1];
  const euStart = sundays[sundays.length - 1];
  return {
    // 09:00 in Paris on each day, and what that instant is in UTC and in New York.
    beforeBoth: { date: `${year}-03-02`, utc: `${year}-03-02T08:00:00.000Z`, newYork: `${year}-03-02 03:00` },
    between: { date: day(usStart, 3), utc: `${day(usStart, 3)}T08:00:00.000Z`, newYork: `${day(usStart, 3)} 04:00` },
    afterBoth: { date: day(euStart, 2), utc: `${day(euStart, 2)}T07:00:00.000Z`, newYork: `${day(euStart, 2)} 03:00` },
  };
}

/** A coach in Paris and a student in New York with three accepted sessions around the DST changes of next March. */
async function sessionsAcrossZones() {
  const coach = await createMember(app, { fullName: 'Camille, Paris', timezone: 'Europe/Paris' });
  const student = await createMember(app, { fullName: 'Sam; New York', timezone: 'America/New_York' });
  await availableAllWeek(app, coach.user.id);
  const service = await createService(app, coach.user.id, { title: 'French, conversation; café' });
  const request = await app.services.exchanges.send(student.user.id, { serviceId: service.id });
  await app.services.exchanges.respond(coach.user.id, { requestId: request.id, action: 'accept' });
  const days = marchOfNextYear();
  const sessions: Record<string, { id: string; utc: string; newYork: string }> = {};
  for (const [name, d] of Object.entries(days)) {
    const s = await app.services.sessions.propose(student.user.id, {
      requestId: request.id,
      proposedDate: d.date,
      proposedTimeSlot: '09:00',
    });
    await app.services.sessions.respond(coach.user.id, s.id, 'accept');
    sessions[name] = { id: s.id, utc: d.utc, newYork: d.newYork };
  }
  return { coach, student, sessions };
}

const feedPath = (url: string) => new URL(url.replace(/^webcal:/, 'http:')).pathname;
const fetchFeed = (path: string) => fetch(`${app.url}${path}`);

describe('calendar feed', () => {
  it('gives each member a private webcal address whose feed has the sessions’ real instants, in any zone', async () => {
    const { coach, student, sessions } = await sessionsAcrossZones();
    const mine = await api.get('/user/calendar-feed', student.token);
    expect(mine.body.url).toMatch(/^webcal:\/\/localhost:4000\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
    // The same address until revoked, on both transports.
    expect((await api.get('/user/calendar-feed', student.token)).body.url).toBe(mine.body.url);
    expect((await gql(`{ calendarFeed { url } }`, {}, student.token)).data.calendarFeed.url).toBe(mine.body.url);
    const coachUrl = (await api.get('/user/calendar-feed', coach.token)).body.url;
    expect(coachUrl).not.toBe(mine.body.url);

    const res = await fetchFeed(feedPath(mine.body.url));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/calendar/);
    const text = await res.text();
    expect(text.split('\r\n').every((line) => Buffer.byteLength(line) <= 75)).toBe(true);
    const { calendar, events } = parse(text);
    expect(calendar.getFirstPropertyValue('method')).toBe('PUBLISH');
    expect(events).toHaveLength(3);
    for (const [name, expected] of Object.entries(sessions)) {
      const event = events.find((e) => e.uid.startsWith(`session-${expected.id}@`))!;
      expect(event, name).toBeDefined();
      const start = event.startDate.toJSDate();
      expect(start.toISOString(), name).toBe(expected.utc);
      expect(wall(start, 'America/New_York'), name).toBe(expected.newYork);
      expect(wall(start, 'Europe/Paris'), name).toBe(`${expected.utc.slice(0, 10)} 09:00`);
      expect(event.endDate.toJSDate().getTime() - start.getTime()).toBe(60 * 60_000);
      expect(event.summary).toBe('French, conversation; café: Camille, Paris and Sam; New York');
      expect(event.component.getFirstPropertyValue('status')).toBe('CONFIRMED');
    }
    // The coach's feed holds the same events (same UIDs, same instants) and no addresses.
    const coachText = await (await fetchFeed(feedPath(coachUrl))).text();
    const coachEvents = parse(coachText).events;
    expect(coachEvents.map((e) => [e.uid, e.startDate.toJSDate().toISOString()]).sort()).toEqual(
      events.map((e) => [e.uid, e.startDate.toJSDate().toISOString()]).sort(),
    );
    expect(coachText).not.toContain(student.user.email);
  });

  it('carries the group sessions of their coach and of each member with a seat, waiting ones tentative', async () => {
    const coach = await createMember(app, { fullName: 'Carla', timezone: 'Europe/Paris' });
    await availableAllWeek(app, coach.user.id);
    const service = await createService(app, coach.user.id, {
      title: 'Reels workshop',
      category: 'sales',
      durationMinutes: 90,
      energyCost: 1,
      maxParticipants: 2,
    });
    const g = await app.services.groupSessions.schedule(coach.user.id, {
      serviceId: service.id,
      date: dayInZone(3, 'Europe/Paris'),
      timeSlot: '10:00',
      seats: 1,
      notes: 'Bring a phone',
    });
    const [booked, waiting, stranger] = [await createMember(app), await createMember(app), await createMember(app)];
    for (const m of [booked, waiting]) {
      await grantEp(app, m.user.id, 5);
      await app.services.groupSessions.join(m.user.id, g.id);
    }
    const eventsOf = async (token: string) => {
      const url = (await api.get('/user/calendar-feed', token)).body.url as string;
      return parse(await (await fetchFeed(feedPath(url))).text()).events.filter((e) =>
        e.uid.startsWith(`group-session-${g.id}@`),
      );
    };
    for (const [who, token, status] of [
      ['coach', coach.token, 'CONFIRMED'],
      ['booked', booked.token, 'CONFIRMED'],
      ['waiting', waiting.token, 'TENTATIVE'],
    ] as const) {
      const [event] = await eventsOf(token);
      expect(event, who).toBeDefined();
      expect(event.startDate.toJSDate().toISOString(), who).toBe(new Date(g.startsAt).toISOString());
      expect(event.endDate.toJSDate().getTime() - event.startDate.toJSDate().getTime(), who).toBe(90 * 60_000);
      expect(event.summary, who).toBe('Reels workshop: group session with Carla');
      expect(event.component.getFirstPropertyValue('status'), who).toBe(status);
      expect(event.description, who).toContain('Bring a phone');
    }
    expect(await eventsOf(stranger.token)).toEqual([]);
    // The booked member's invitation: METHOD:REQUEST, the coach organizes, the member is the one attendee.
    const invitation = await app.services.calendar.invitationForGroupSeat(g.id, booked.user.id);
    const parsed = parse(invitation.content);
    expect(parsed.calendar.getFirstPropertyValue('method')).toBe('REQUEST');
    expect(parsed.events[0].uid).toMatch(new RegExp(`^group-session-${g.id}@`));
    expect(String(parsed.events[0].component.getFirstPropertyValue('organizer'))).toBe(`mailto:${coach.user.email}`);
    expect(parsed.events[0].attendees.map((a) => String(a.getFirstValue()))).toEqual([`mailto:${booked.user.email}`]);
    // Cancelled: every calendar that had it keeps it, cancelled.
    await app.services.groupSessions.cancel(coach.user.id, g.id);
    for (const token of [coach.token, booked.token, waiting.token])
      expect((await eventsOf(token))[0].component.getFirstPropertyValue('status')).toBe('CANCELLED');
  });

  it('is revoked by a new address: the old one answers 404, as does an unknown token', async () => {
    const member = await createMember(app);
    const old = (await api.get('/user/calendar-feed', member.token)).body.url;
    const fresh = (await api.post('/user/calendar-feed', {}, member.token)).body.url;
    expect(fresh).not.toBe(old);
    expect((await fetchFeed(feedPath(old))).status).toBe(404);
    expect((await fetchFeed(feedPath(fresh))).status).toBe(200);
    expect(parse(await (await fetchFeed(feedPath(fresh))).text()).events).toEqual([]);
    const viaGql = (await gql(`mutation { resetCalendarFeed { url } }`, {}, member.token)).data.resetCalendarFeed.url;
    expect(viaGql).not.toBe(fresh);
    expect((await fetchFeed(feedPath(fresh))).status).toBe(404);
    expect((await api.get('/user/calendar-feed', member.token)).body.url).toBe(viaGql);
    for (const path of ['/calendar/abc.ics', `/calendar/${'A'.repeat(43)}.ics`, `/calendar/${'A'.repeat(43)}`])
      expect((await fetchFeed(path)).status).toBe(404);
    // Only the hash is stored.
    const [row] = await app.db.query(`SELECT token_hash FROM calendar_feeds WHERE user_id = $1`, [member.user.id]);
    expect(viaGql).not.toContain(row.token_hash);
    expect(row.token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect((await api.get('/user/calendar-feed')).status).toBe(401);
  });
});

describe('session invitation', () => {
  it('is mailed to both parties when the session is confirmed, as a text/calendar attachment with the session’s instant', async () => {
    const { coach, student, sessions } = await sessionsAcrossZones();
    await app.smtp.settled();
    for (const member of [coach, student]) {
      const received = await Promise.all(
        app.smtp.inbox.filter((m) => m.to.includes(member.user.email)).map((m) => simpleParser(m.raw)),
      );
      const mails = received.filter((mail) =>
        mail.subject?.startsWith('Session confirmed: French, conversation; café'),
      );
      expect(mails).toHaveLength(3); // one per accepted session
      const starts = mails.map((mail) => {
        const [ics] = mail.attachments;
        expect(ics).toMatchObject({ filename: 'session.ics', contentType: 'text/calendar' });
        return parse(ics.content.toString('utf8')).events[0].startDate.toJSDate().toISOString();
      });
      expect(starts.sort()).toEqual(
        Object.values(sessions)
          .map((x) => x.utc)
          .sort(),
      );
      expect(mails[0].text).toContain('Open the attached invitation to add it to your calendar.');
    }
  });

  it('is a METHOD:REQUEST calendar with the session’s instant, its stable UID and both parties', async () => {
    const { coach, student, sessions } = await sessionsAcrossZones();
    const invitation = await app.services.calendar.invitationForSession(sessions.between.id);
    expect(invitation.contentType).toBe('text/calendar; method=REQUEST');
    expect(invitation.filename).toBe('session.ics');
    const { calendar, events } = parse(invitation.content);
    expect(calendar.getFirstPropertyValue('method')).toBe('REQUEST');
    const [event] = events;
    expect(event.uid).toBe(`session-${sessions.between.id}@localhost:4000`);
    expect(event.startDate.toJSDate().toISOString()).toBe(sessions.between.utc);
    expect(wall(event.startDate.toJSDate(), 'America/New_York')).toBe(sessions.between.newYork);
    expect(event.organizer).toBe(`mailto:${coach.user.email}`);
    expect(event.attendees.map((a) => a.getFirstValue())).toEqual([
      `mailto:${coach.user.email}`,
      `mailto:${student.user.email}`,
    ]);
  });

  it('escapes and folds long texts so a parser reads them back as written', () => {
    const notes = `Bring: pens, paper; a "laptop" \\ and this\nsecond line ${'é'.repeat(120)}`;
    const session: CalendarSession = {
      id: '00000000-0000-4000-8000-000000000001',
      requestId: '00000000-0000-4000-8000-000000000002',
      status: 'pending',
      startsAt: new Date('2027-03-20T08:00:00Z'),
      durationMinutes: 90,
      title: 'Ünïcode '.repeat(20).trim(),
      notes,
      coach: { name: 'Zoë "Z" Coach', email: 'z@example.com' },
      student: { name: 'Ann', email: 'ann@example.com' },
    };
    const { content } = sessionInvitation(session, { appUrl: 'https://exchange.example.org' });
    expect(content.split('\r\n').every((line) => Buffer.byteLength(line) <= 75)).toBe(true);
    const [event] = parse(content).events;
    expect(event.description).toContain(`Notes: ${notes}`);
    expect(event.summary).toBe(`${session.title}: Zoë "Z" Coach and Ann`);
    expect(event.endDate.toJSDate().toISOString()).toBe('2027-03-20T09:30:00.000Z');
    expect(event.component.getFirstPropertyValue('status')).toBe('TENTATIVE');
  });
});
