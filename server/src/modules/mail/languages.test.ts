import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { simpleParser, type ParsedMail } from 'mailparser';
import { useTestApp } from '../../../test/harness.js';
import { createMember, createService, grantEp } from '../../../test/factories.js';
import { startPushDouble, type PushDouble } from '../../../test/push-double.js';
import { topicWords } from '../../common/mail/topics.js';
import { NOTIFICATION_KINDS } from '../../common/notifications/kinds.js';
import { SUPPORTED_LOCALES } from '../../common/i18n/index.js';

/**
 * Everything a member receives is in their own language, chosen when it is read or sent
 * (docs/i18n.md, "Everything a member receives"): the mail through the real SMTP server of the test
 * process, parsed (subject, text and HTML parts); the in-app notification through REST and GraphQL;
 * the push decrypted by the push-service double; the unsubscribe page. The member who caused it
 * speaks another language, and a member who changes theirs reads what was already stored in the new one.
 */
const { app, api, gql } = useTestApp();
let double: PushDouble;
beforeAll(async () => {
  double = await startPushDouble(app.config.vapid!.publicKey);
});
afterAll(() => double.close());

const parse = async (email: string): Promise<ParsedMail> => simpleParser((await app.smtp.lastMailTo(email)).raw);
const listUnsubscribe = (mail: ParsedMail) =>
  /^<(https?:\/\/[^>]+)>$/.exec(
    mail.headerLines.find((h) => h.key === 'list-unsubscribe')?.line.replace(/^List-Unsubscribe:\s*/i, '') ?? '',
  )?.[1];

describe('what a member receives is in their language', () => {
  it('a Spanish member requests a German coach’s service: the coach’s mail, push and notification are in German, and in Arabic once the coach reads Arabic', async () => {
    const coach = await createMember(app, { fullName: 'Cora Coach', locale: 'de' });
    const requester = await createMember(app, { fullName: 'Rex Requester', locale: 'es' });
    const service = await createService(app, coach.user.id, { title: 'Pitch deck review', energyCost: 3 });
    await grantEp(app, requester.user.id, 10);
    const phone = double.device();
    expect((await api.post('/push/subscriptions', phone.subscription, coach.token)).status).toBe(201);

    const sent = await api.post('/requests', { service_id: service.id, message: 'Hola' }, requester.token);
    expect(sent.status).toBe(201);

    // The mail: subject, text and HTML in German.
    const mail = await parse(coach.user.email);
    expect(mail.subject).toBe('Neue Tauschanfrage');
    expect(mail.text).toContain('Hallo Cora Coach,');
    expect(mail.text).toContain('Rex Requester möchte 3 EP gegen dein Angebot Pitch deck review tauschen.');
    expect(mail.text).toContain('Energy Exchange öffnen');
    expect(mail.text).not.toContain('wants to exchange');
    expect(mail.html).toMatch(/<html[^>]*lang="de"/);
    expect(mail.html).toContain('Neue Tauschanfrage');
    expect(mail.html).toContain('Abbestellen');

    // The push, decrypted with the device's keys.
    const [push] = await double.waitFor(1);
    expect(push.payload).toMatchObject({
      kind: 'exchange_request',
      title: 'Neue Tauschanfrage',
      body: 'Rex Requester möchte 3 EP gegen dein Angebot Pitch deck review tauschen.',
    });

    // The unsubscribe page the mail links to speaks the coach's language.
    const token = new URL(listUnsubscribe(mail)!).pathname.split('/').pop()!;
    const page = await fetch(`${app.url}/api/unsubscribe/${token}`); // APP_URL's path, on the test server
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toMatch(/<html lang="de">/);
    expect(html).toContain('Möchtest du E-Mails zu neuen Anfragen für deine Angebote nicht mehr erhalten?');
    expect(html).toContain('<button type="submit">Abbestellen</button>');

    // In the app, on both transports.
    const listed = await api.get('/notifications', coach.token);
    expect(listed.body[0]).toMatchObject({
      type: 'exchange_request',
      title: 'Neue Tauschanfrage',
      message: 'Rex Requester möchte 3 EP gegen dein Angebot Pitch deck review tauschen.',
    });

    // The coach switches to Arabic: the notification already stored reads in Arabic.
    expect((await api.put('/user/profile', { locale: 'ar' }, coach.token)).status).toBe(200);
    const again = await api.get('/notifications', coach.token);
    expect(again.body[0]).toMatchObject({
      title: 'طلب تبادل جديد',
      message: 'يريد Rex Requester تبادل 3 EP مقابل خدمتك Pitch deck review.',
    });
    const recent = await gql(`{ recentNotifications { notifications { title message } } }`, {}, coach.token);
    expect(recent.data.recentNotifications.notifications[0]).toEqual({
      title: 'طلب تبادل جديد',
      message: 'يريد Rex Requester تبادل 3 EP مقابل خدمتك Pitch deck review.',
    });

    // A new request now reaches the coach's mailbox in Arabic, right to left.
    const second = await createService(app, coach.user.id, { title: 'Logo sketch', energyCost: 2 });
    expect((await api.post('/requests', { service_id: second.id }, requester.token)).status).toBe(201);
    const arabic = await parse(coach.user.email);
    expect(arabic.subject).toBe('طلب تبادل جديد');
    expect(arabic.text).toContain('مرحبًا Cora Coach،');
    expect(arabic.text).toContain('يريد Rex Requester تبادل 2 EP مقابل خدمتك Logo sketch.');
    expect(arabic.html).toMatch(/<html[^>]*lang="ar"[^>]*dir="rtl"|<html[^>]*dir="rtl"[^>]*lang="ar"/);
    expect(arabic.html).toContain('ألغِ الاشتراك');

    // The coach accepts: the Spanish requester's mail and notification are in Spanish.
    const accepted = await api.post('/requests/respond', { request_id: sent.body.id, action: 'accept' }, coach.token);
    expect(accepted.status).toBe(200);
    const spanish = await parse(requester.user.email);
    expect(spanish.subject).toBe('Solicitud de intercambio aceptada');
    expect(spanish.text).toContain('Hola, Rex Requester:');
    expect(spanish.text).toContain('Cora Coach aceptó tu solicitud para Pitch deck review. ¡Programa tu sesión!');
    expect(spanish.text).toContain('Energy Exchange: intercambia habilidades por Energy Points.');
    expect(spanish.html).toMatch(/<html[^>]*lang="es"/);
    const mine = await api.get('/notifications', requester.token);
    expect(mine.body[0]).toMatchObject({ type: 'exchange_accepted', title: 'Solicitud de intercambio aceptada' });
  });

  it('names what an unsubscribe link stops in the reader’s words, each notification kind its own, in every language', () => {
    for (const locale of SUPPORTED_LOCALES) {
      const words = NOTIFICATION_KINDS.map((kind) => topicWords(kind, locale));
      // No kind falls back to the catch-all, and none reads its stored name ("exchange_request").
      expect(new Set(words).size, locale).toBe(NOTIFICATION_KINDS.length);
      for (const [i, kind] of NOTIFICATION_KINDS.entries()) {
        expect(words[i], `${locale} ${kind}`).not.toContain(kind);
        expect(words[i], `${locale} ${kind}`).not.toContain(kind.replace(/_/g, ' '));
      }
    }
    expect(topicWords('exchange_request')).toBe('emails about new requests for your services');
    expect(topicWords('seat_available', 'es')).toBe('correos sobre plazas liberadas');
  });

  it('keeps the text of a notification stored before notifications had parameters, whatever the reader’s language', async () => {
    const member = await createMember(app, { locale: 'de' });
    await app.db.query(
      `INSERT INTO notifications (user_id, type, title, message) VALUES ($1, 'exchange_request', 'Old title', 'Old message')`,
      [member.user.id],
    );
    const listed = await api.get('/notifications', member.token);
    expect(listed.body[0]).toMatchObject({ title: 'Old title', message: 'Old message' });
  });

  it('mails a Spanish member’s sign-in code in Spanish, subject and both parts, and in English to an English member as before', async () => {
    const member = await createMember(app, { fullName: 'Sofía Sol', locale: 'es' });
    expect((await api.post('/auth/send-otp', { email: member.user.email })).status).toBe(200);
    const mail = await parse(member.user.email);
    const code = /^(\d{6}) es tu código de Energy Exchange$/.exec(mail.subject ?? '')?.[1];
    expect(code).toMatch(/^\d{6}$/);
    expect(mail.text).toContain('Hola, Sofía Sol:');
    expect(mail.text).toContain(`Tu código para iniciar sesión es:\n\n${code}`);
    expect(mail.text).toContain('Es válido durante 10 minutos. Si no lo pediste, ignora este correo.');
    expect(mail.text).not.toMatch(/Your code|valid for/);
    expect(mail.html).toMatch(/<html[^>]*lang="es"/);
    expect(mail.html).toContain('Tu código para iniciar sesión es:');
    expect(mail.html).toContain('Es válido durante 10 minutos.');
    // The code the Spanish mail carries signs in.
    expect((await api.post('/auth/verify-otp', { email: member.user.email, otp_code: code })).status).toBe(200);

    const english = await createMember(app, { fullName: 'Eli English' });
    expect((await api.post('/auth/send-otp', { email: english.user.email })).status).toBe(200);
    const plain = await parse(english.user.email);
    expect(plain.subject).toMatch(/^\d{6} is your Energy Exchange code$/);
    expect(plain.text).toContain('Hi Eli English,');
    expect(plain.text).toContain('Your code to sign in is:');
    expect(plain.text).toContain("It is valid for 10 minutes. If you didn't ask for it, ignore this mail.");
    expect(plain.html).toMatch(/<html[^>]*lang="en"/);
  });

  it('words a sign-up’s code in the language the sign-up names, else the browser’s, and the account keeps it', async () => {
    const email = 'neu@example.com';
    const sent = await api.call('POST', '/auth/send-otp', {
      body: { email, full_name: 'Nina Neu', locale: 'de' },
      headers: { 'accept-language': 'es' },
    });
    expect(sent.status).toBe(200);
    const mail = await parse(email);
    const code = /^(\d{6}) ist dein Energy-Exchange-Code$/.exec(mail.subject ?? '')?.[1];
    expect(code).toMatch(/^\d{6}$/);
    expect(mail.text).toContain('Dein Code, um dein Konto fertig zu erstellen, lautet:');
    expect(mail.html).toMatch(/<html[^>]*lang="de"/);
    const signedUp = await api.post('/auth/verify-otp', { email, otp_code: code });
    expect(signedUp.body.user.locale).toBe('de');

    // No language in the body: the browser's (Accept-Language) words the mail; an address without an account too.
    await api.call('POST', '/auth/send-otp', {
      body: { email: 'nadie@example.com' },
      headers: { 'accept-language': 'ar, en;q=0.5' },
    });
    const nobody = await parse('nadie@example.com');
    expect(nobody.subject).toBe('سجّل الدخول إلى Energy Exchange');
    expect(nobody.text).toContain('لا يوجد حساب له بعد');
    expect(nobody.html).toMatch(/<html[^>]*dir="rtl"/);
  });

  it('mails the address confirmation in the member’s language', async () => {
    const signedUp = await api.call('POST', '/auth/signup', {
      body: { email: 'bestaetigen@example.com', password: 'long enough 1', full_name: 'Ben Bestätigt', locale: 'de' },
    });
    expect(signedUp.status).toBe(201);
    const mail = await parse('bestaetigen@example.com');
    expect(mail.subject).toMatch(/^\d{6} ist dein Energy-Exchange-Code$/);
    expect(mail.text).toContain('Dein Code, um deine E-Mail-Adresse zu bestätigen, lautet:');
    expect(mail.text).toContain('Er ist 10 Minuten lang gültig.');
  });
});
