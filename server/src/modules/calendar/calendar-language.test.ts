import { describe, expect, it } from 'vitest';
import ICAL from 'ical.js';
import { simpleParser } from 'mailparser';
import { useTestApp } from '../../../test/harness.js';
import { availableAllWeek, createMember, createService, dayInZone, grantEp } from '../../../test/factories.js';
import { sessionInvitation, type CalendarSession } from './ical.js';

/**
 * The calendars' words in their reader's language, read back by a real iCalendar parser (ical.js):
 * the feed in its owner's, a seat's invitation in its member's; English unchanged.
 */
const { app, api } = useTestApp();

function parse(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  const events = calendar.getAllSubcomponents('vevent').map((v) => new ICAL.Event(v));
  return { calendar, events };
}

const feedPath = (url: string) => new URL(url.replace(/^webcal:/, 'http:')).pathname;

/** A coach and a student with one accepted session, the student reading `locale`. */
async function oneSession(locale: string) {
  const coach = await createMember(app, { fullName: 'Camille', timezone: 'Europe/Paris' });
  const student = await createMember(app, { fullName: 'Jonas', timezone: 'Europe/Berlin', locale });
  await availableAllWeek(app, coach.user.id);
  const service = await createService(app, coach.user.id, { title: 'Französisch, Konversation' });
  const request = await app.services.exchanges.send(student.user.id, { serviceId: service.id });
  await app.services.exchanges.respond(coach.user.id, { requestId: request.id, action: 'accept' });
  const s = await app.services.sessions.propose(student.user.id, {
    requestId: request.id,
    proposedDate: dayInZone(3, 'Europe/Paris'),
    proposedTimeSlot: '09:00',
  });
  await app.services.sessions.respond(coach.user.id, s.id, 'accept');
  return { coach, student, sessionId: s.id };
}

describe('calendars in the reader’s language', () => {
  it('words a German member’s feed in German (name, summary, description), the coach’s English one unchanged', async () => {
    const { coach, student } = await oneSession('de');
    const url = (await api.get('/user/calendar-feed', student.token)).body.url as string;
    const { calendar, events } = parse(await (await fetch(`${app.url}${feedPath(url)}`)).text());
    expect(calendar.getFirstPropertyValue('x-wr-calname')).toBe('Sitzungen bei Energy Exchange (Jonas)');
    expect(events).toHaveLength(1);
    expect(events[0].summary).toBe('Französisch, Konversation: Camille und Jonas');
    expect(events[0].description.split('\n').slice(0, 2)).toEqual(['Coach: Camille', 'Teilnehmer: Jonas']);

    const coachUrl = (await api.get('/user/calendar-feed', coach.token)).body.url as string;
    const english = parse(await (await fetch(`${app.url}${feedPath(coachUrl)}`)).text());
    expect(english.calendar.getFirstPropertyValue('x-wr-calname')).toBe('Energy Exchange sessions (Camille)');
    expect(english.events[0].summary).toBe('Französisch, Konversation: Camille and Jonas');
    expect(english.events[0].description.split('\n').slice(0, 2)).toEqual(['Coach: Camille', 'Student: Jonas']);
  });

  it('words a session’s invitation in the language asked for, English when none is', async () => {
    const { sessionId } = await oneSession('es');
    const spanish = parse((await app.services.calendar.invitationForSession(sessionId, { locale: 'es' })).content);
    expect(spanish.events[0].summary).toBe('Französisch, Konversation: Camille y Jonas');
    const english = parse((await app.services.calendar.invitationForSession(sessionId)).content);
    expect(english.events[0].summary).toBe('Französisch, Konversation: Camille and Jonas');
  });

  it('mails each party of a confirmed session their own invitation: the coach’s in English, the student’s in Spanish, each naming its reader’s zone', async () => {
    const { coach, student } = await oneSession('es');
    const invitationOf = async (email: string) => {
      const mail = await simpleParser((await app.smtp.lastMailTo(email)).raw);
      const [ics] = mail.attachments;
      expect(ics).toMatchObject({ filename: 'session.ics', contentType: 'text/calendar' });
      return { mail, ...parse(ics.content.toString('utf8')) };
    };
    const spanish = await invitationOf(student.user.email);
    expect(spanish.mail.subject).toBe('Sesión confirmada: Französisch, Konversation');
    expect(spanish.calendar.getFirstPropertyValue('method')).toBe('REQUEST');
    expect(spanish.calendar.getFirstPropertyValue('x-wr-timezone')).toBe('Europe/Berlin');
    expect(spanish.events[0].summary).toBe('Französisch, Konversation: Camille y Jonas');
    expect(spanish.events[0].description.split('\n').slice(0, 2)).toEqual(['Coach: Camille', 'Estudiante: Jonas']);

    const english = await invitationOf(coach.user.email);
    expect(english.mail.subject).toBe('Session confirmed: Französisch, Konversation');
    expect(english.calendar.getFirstPropertyValue('x-wr-timezone')).toBe('Europe/Paris');
    expect(english.events[0].summary).toBe('Französisch, Konversation: Camille and Jonas');
    expect(english.events[0].description.split('\n').slice(0, 2)).toEqual(['Coach: Camille', 'Student: Jonas']);
    // One session, one event: the same UID and instant in both.
    expect(spanish.events[0].uid).toBe(english.events[0].uid);
    expect(spanish.events[0].startDate.toJSDate().getTime()).toBe(english.events[0].startDate.toJSDate().getTime());
  });

  it('words a booked seat’s invitation in that member’s language, and a waiting seat in their feed', async () => {
    const coach = await createMember(app, { fullName: 'Carla', timezone: 'Europe/Paris' });
    await availableAllWeek(app, coach.user.id);
    const service = await createService(app, coach.user.id, { title: 'Reels', maxParticipants: 2, energyCost: 1 });
    const g = await app.services.groupSessions.schedule(coach.user.id, {
      serviceId: service.id,
      date: dayInZone(3, 'Europe/Paris'),
      timeSlot: '10:00',
      seats: 1,
      notes: 'Handy mitbringen',
    });
    const booked = await createMember(app, { locale: 'de' });
    const waiting = await createMember(app, { locale: 'ar' });
    for (const m of [booked, waiting]) {
      await grantEp(app, m.user.id, 5);
      await app.services.groupSessions.join(m.user.id, g.id);
    }
    const invitation = parse((await app.services.calendar.invitationForGroupSeat(g.id, booked.user.id)).content);
    expect(invitation.events[0].summary).toBe('Reels: Gruppensitzung mit Carla');
    expect(invitation.events[0].description).toContain('Notizen: Handy mitbringen');

    const url = (await api.get('/user/calendar-feed', waiting.token)).body.url as string;
    const feed = parse(await (await fetch(`${app.url}${feedPath(url)}`)).text());
    expect(feed.events[0].summary).toBe('Reels: جلسة جماعية مع Carla');
    expect(feed.events[0].description).toContain('أنت على قائمة الانتظار.');
  });

  it('keeps the English invitation byte for byte', () => {
    const session: CalendarSession = {
      id: '00000000-0000-4000-8000-000000000001',
      requestId: '00000000-0000-4000-8000-000000000002',
      status: 'accepted',
      startsAt: new Date('2026-12-01T09:00:00Z'),
      durationMinutes: 60,
      title: 'Pitch',
      notes: 'Slides',
      coach: { name: 'Ann', email: 'ann@example.com' },
      student: { name: 'Bo', email: 'bo@example.com' },
    };
    const opts = { appUrl: 'https://energy.example', now: new Date('2026-11-29T00:00:00Z') };
    const { content } = sessionInvitation(session, opts);
    expect(content).toContain('SUMMARY:Pitch: Ann and Bo\r\n');
    expect(content).toContain('DESCRIPTION:Coach: Ann\\nStudent: Bo\\nNotes: Slides\\nhttps://energy.example/\r\n');
    expect(sessionInvitation(session, { ...opts, locale: 'en' }).content).toBe(content);
  });
});
