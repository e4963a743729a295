import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { describe, expect, it, vi } from 'vitest';
import { useTestApp } from '../../test/harness.js';
import { createMember, createService, makePremium } from '../../test/factories.js';
import { DomainError } from '../common/errors/domain-error.js';
import { localized } from '../common/i18n/index.js';
import { metricsRoute } from './metrics.js';

/**
 * The modules' refusals in the caller's language (docs/i18n.md): REST by Accept-Language, GraphQL
 * by the signed-in member's language; the status and code never change, and English is unchanged.
 * One refusal per module group, each asked in Spanish and in English.
 */
const { app, api, gql } = useTestApp();

const spanish = (token: string) => ({ token, headers: { 'accept-language': 'es' } });

/** A REST refusal in Spanish and the same call in English: [status, detail] of each. */
async function restBoth(method: string, path: string, token: string, body?: unknown) {
  const es = await api.call(method, path, { ...spanish(token), body });
  const en = await api.call(method, path, { token, body });
  return { es: [es.status, es.body.detail], en: [en.status, en.body.detail] };
}

/** A GraphQL refusal for a Spanish member: [code, message]. */
async function graphSpanish(query: string, variables?: Record<string, unknown>) {
  const member = await createMember(app, { locale: 'es' });
  const res = await gql(query, variables, member.token);
  return { member, refusal: [res.errors?.[0]?.extensions?.code, res.errors?.[0]?.message] };
}

describe('exchanges', () => {
  it('refuses requesting one’s own service in Spanish, on both transports', async () => {
    const coach = await createMember(app);
    const service = await createService(app, coach.user.id);
    expect(await restBoth('POST', '/requests', coach.token, { service_id: service.id })).toEqual({
      es: [403, 'No puedes solicitar tu propio servicio'],
      en: [403, 'You cannot request your own service'],
    });
    const member = await createMember(app, { locale: 'es' });
    const own = await createService(app, member.user.id);
    const res = await gql(
      `mutation($s: ID!) { sendRequest(input: { serviceId: $s }) { id } }`,
      { s: own.id },
      member.token,
    );
    expect([res.errors?.[0]?.extensions?.code, res.errors?.[0]?.message]).toEqual([
      'FORBIDDEN',
      'No puedes solicitar tu propio servicio',
    ]);
  });
});

describe('needs', () => {
  it('refuses answering a need that is not there in Spanish', async () => {
    const member = await createMember(app);
    const service = await createService(app, member.user.id);
    expect(await restBoth('POST', `/needs/${randomUUID()}/answers`, member.token, { service_id: service.id })).toEqual({
      es: [404, 'No encontramos la necesidad'],
      en: [404, 'Need not found'],
    });
    const { refusal } = await graphSpanish(`mutation($n: ID!, $s: ID!) { answerNeed(id: $n, serviceId: $s) { id } }`, {
      n: randomUUID(),
      s: service.id,
    });
    expect(refusal).toEqual(['NOT_FOUND', 'No encontramos la necesidad']);
  });
});

describe('blocks and questions', () => {
  it('refuses blocking oneself and asking oneself in Spanish', async () => {
    const member = await createMember(app);
    expect(await restBoth('POST', `/members/${member.user.id}/block`, member.token)).toEqual({
      es: [400, 'No puedes bloquearte a ti mismo'],
      en: [400, 'You cannot block yourself'],
    });
    expect(
      await restBoth('POST', '/questions', member.token, { member_id: member.user.id, body: 'Hola, ¿qué tal?' }),
    ).toEqual({
      es: [403, 'No puedes hacerte una pregunta a ti mismo'],
      en: [403, 'You cannot ask yourself a question'],
    });
    const spanishMember = await createMember(app, { locale: 'es' });
    const res = await gql(
      `mutation($m: ID!) { blockMember(memberId: $m) { id } }`,
      { m: spanishMember.user.id },
      spanishMember.token,
    );
    expect([res.errors?.[0]?.extensions?.code, res.errors?.[0]?.message]).toEqual([
      'BAD_USER_INPUT',
      'No puedes bloquearte a ti mismo',
    ]);
  });
});

describe('swaps and group sessions', () => {
  it('refuses a swap with someone else’s service and joining a group session that is not there, in Spanish', async () => {
    const member = await createMember(app);
    const other = await createMember(app);
    const theirs = await createService(app, other.user.id);
    const alsoTheirs = await createService(app, other.user.id, { title: 'Second' });
    const swap = await restBoth('POST', '/swaps', member.token, {
      my_service_id: theirs.id,
      their_service_id: alsoTheirs.id,
    });
    expect(swap.en[1]).toBe('Propose a swap with one of your own services');
    expect(swap.es).toEqual([swap.en[0], 'Propón un trueque con uno de tus propios servicios']);
    const { refusal } = await graphSpanish(`mutation($g: ID!) { joinGroupSession(id: $g) { id } }`, {
      g: randomUUID(),
    });
    expect(refusal).toEqual(['NOT_FOUND', 'No encontramos la sesión grupal']);
  });
});

describe('disputes', () => {
  it('refuses disputing a request that is not there in Spanish', async () => {
    const member = await createMember(app);
    expect(
      await restBoth('POST', `/requests/${randomUUID()}/dispute`, member.token, { reason: 'x'.repeat(30) }),
    ).toEqual({
      es: [404, 'No encontramos la solicitud de intercambio'],
      en: [404, 'Exchange request not found'],
    });
  });
});

describe('catalogue, moderation, premium and profiles', () => {
  it('refuses changing a service that is not there, reporting twice and buying Premium twice, in Spanish', async () => {
    const member = await createMember(app);
    const service = { title: 'x', description: 'd', category: 'sales' };
    expect(await restBoth('PUT', `/services/${randomUUID()}`, member.token, service)).toEqual({
      es: [404, 'No encontramos el servicio'],
      en: [404, 'Service not found'],
    });

    const other = await createMember(app);
    const report = { subject_type: 'member', subject_id: other.user.id, reason: 'Sends spam in every single message' };
    expect((await api.post('/reports', report, member.token)).status).toBe(201);
    expect(await restBoth('POST', '/reports', member.token, report)).toEqual({
      es: [409, 'Ya lo denunciaste. Un administrador lo revisará.'],
      en: [409, 'You have already reported this. An admin will look at it.'],
    });

    await makePremium(app, member.user.id);
    const checkout = await restBoth('POST', '/premium/checkout', member.token, { origin_url: 'http://localhost:4000' });
    expect(checkout).toEqual({
      es: [409, 'Ya eres miembro Premium'],
      en: [409, 'You are already a Premium member'],
    });
  });

  it('refuses an unknown category to a Spanish member over GraphQL, with its value', async () => {
    const { refusal } = await graphSpanish(
      `mutation { createService(input: { title: "t", description: "d", category: "nope" }) { id } }`,
    );
    expect(refusal).toEqual(['BAD_USER_INPUT', 'Categoría desconocida: nope']);
  });
});

describe('notifications and push', () => {
  it('refuses a notification and a push device that are not the member’s in Spanish, on both transports', async () => {
    const member = await createMember(app);
    expect(await restBoth('DELETE', `/notifications/${randomUUID()}`, member.token)).toEqual({
      es: [404, 'No se encontró la notificación'],
      en: [404, 'Notification not found'],
    });
    expect(await restBoth('DELETE', `/push/subscriptions/${randomUUID()}`, member.token)).toEqual({
      es: [404, 'No se encontró el dispositivo'],
      en: [404, 'Device not found'],
    });
    const { refusal } = await graphSpanish(`mutation($id: ID!) { markNotificationRead(id: $id) { id } }`, {
      id: randomUUID(),
    });
    expect(refusal).toEqual(['NOT_FOUND', 'No se encontró la notificación']);
  });

  it('refuses a filter that is not a yes or no in the caller’s language', async () => {
    const member = await createMember(app);
    const german = await api.call('GET', '/notifications?unread_only=maybe', {
      token: member.token,
      headers: { 'accept-language': 'de' },
    });
    expect([german.status, german.body.detail]).toEqual([400, 'unread_only muss true oder false sein']);
    expect(await restBoth('GET', '/notifications?unread_only=maybe', member.token)).toEqual({
      es: [400, 'unread_only debe ser true o false'],
      en: [400, 'unread_only must be true or false'],
    });
  });
});

describe('demo data and the Stripe webhook', () => {
  it('answers the demo data being off and a webhook call with no raw body in the caller’s language', async () => {
    const demo = async (language?: string) => {
      const res = await api.call('POST', '/demo/create-demo-data', {
        headers: language ? { 'accept-language': language } : {},
      });
      return [res.status, res.body.detail];
    };
    expect(await demo('es')).toEqual([404, 'Los datos de demostración están desactivados']);
    expect(await demo()).toEqual([404, 'Demo data is disabled']);

    const webhook = async (language?: string) => {
      const res = await api.call('POST', '/premium/webhook', {
        headers: language ? { 'accept-language': language } : {},
      });
      return [res.status, res.body.detail];
    };
    expect(await webhook('de')).toEqual([400, 'Der Webhook-Body muss das unveränderte JSON sein, das Stripe sendet']);
    expect(await webhook()).toEqual([400, 'Webhook body must be the raw JSON sent by Stripe']);
  });
});

describe('calendar', () => {
  it('answers a feed address that is not one in the caller’s language, and words its service’s refusals', async () => {
    const feed = (headers: Record<string, string>) => fetch(`${app.url}/calendar/${'A'.repeat(43)}.ics`, { headers });
    const es = await feed({ 'accept-language': 'es' });
    expect([es.status, es.headers.get('content-type'), await es.text()]).toEqual([
      404,
      'text/plain; charset=utf-8',
      'No encontrado',
    ]);
    const en = await feed({});
    expect([en.status, await en.text()]).toEqual([404, 'Not found']);

    // An invitation asked for a session that is not there (no transport reaches it: the mail that
    // asks names a session it has just confirmed) carries its text for whichever edge answers it.
    const member = await createMember(app);
    const refusals = await Promise.all([
      app.services.calendar.invitationForSession(randomUUID()).catch((e: unknown) => e),
      app.services.calendar.invitationForSession('not-an-id').catch((e: unknown) => e),
      app.services.calendar.invitationForGroupSeat(randomUUID(), member.user.id).catch((e: unknown) => e),
    ]);
    expect(
      refusals.map((e) => {
        const err = e as DomainError;
        return [err instanceof DomainError && err.code, err.message, localized('es', err.message, err.text)];
      }),
    ).toEqual([
      ['NOT_FOUND', 'Session not found', 'No encontramos la sesión'],
      ['NOT_FOUND', 'Session not found', 'No encontramos la sesión'],
      ['NOT_FOUND', 'Group session not found', 'No encontramos la sesión grupal'],
    ]);
  });
});

describe('pictures and metrics', () => {
  it('answers a picture that is not there and a production /metrics without a token in the caller’s language', async () => {
    const missing = ['not-a-picture.png', `${'0'.repeat(32)}-256.webp`];
    for (const file of missing) {
      const es = await fetch(`${app.url}/media/${file}`, { headers: { 'accept-language': 'es' } });
      const en = await fetch(`${app.url}/media/${file}`);
      expect([file, es.status, await es.json(), en.status, await en.json()]).toEqual([
        file,
        404,
        { detail: 'No encontrado' },
        404,
        { detail: 'Not found' },
      ]);
    }
    // /metrics in production: without a configured token it does not exist; with one, it asks for it.
    const server = express()
      .get('/hidden', metricsRoute(undefined, true))
      .get('/guarded', metricsRoute('t'.repeat(32), true))
      .listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    try {
      const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      const ask = async (path: string, headers: Record<string, string> = {}) => {
        const res = await fetch(`${url}${path}`, { headers });
        return [res.status, ((await res.json()) as { detail: string }).detail];
      };
      expect(await ask('/hidden', { 'accept-language': 'de' })).toEqual([404, 'Nicht gefunden']);
      expect(await ask('/hidden')).toEqual([404, 'Not found']);
      expect(await ask('/guarded', { 'accept-language': 'es' })).toEqual([401, 'Hace falta un token de métricas']);
      expect(await ask('/guarded')).toEqual([401, 'A metrics token is required']);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});

describe('the GraphQL edge', () => {
  /** A raw POST to /graphql: [status, code, message] of its first error. */
  async function post(body: string, headers: Record<string, string> = {}) {
    const res = await fetch(`${app.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body,
    });
    const answer = (await res.json()) as { errors?: Array<{ message: string; extensions?: { code?: string } }> };
    return [res.status, answer.errors?.[0]?.extensions?.code, answer.errors?.[0]?.message];
  }
  const both = async (body: string) => ({ es: await post(body, { 'accept-language': 'es' }), en: await post(body) });

  it('refuses a malformed or too large body, too many tokens and NUL characters in the caller’s language', async () => {
    expect(await both('{"query": ')).toEqual({
      es: [400, 'BAD_REQUEST', 'JSON mal formado en el cuerpo de la solicitud'],
      en: [400, 'BAD_REQUEST', 'Malformed JSON in request body'],
    });
    const huge = JSON.stringify({ query: '{ __typename }', variables: { x: 'a'.repeat(4 * 1024 * 1024) } });
    expect(await both(huge)).toEqual({
      es: [413, 'PAYLOAD_TOO_LARGE', 'El cuerpo de la solicitud es demasiado grande'],
      en: [413, 'PAYLOAD_TOO_LARGE', 'Request body is too large'],
    });
    const long = JSON.stringify({ query: `{ ${'__typename '.repeat(2001)}}` });
    expect(await both(long)).toEqual({
      es: [400, 'BAD_REQUEST', 'La consulta tiene más de 2000 tokens'],
      en: [400, 'BAD_REQUEST', 'Query has more than 2000 tokens'],
    });
    const nul = JSON.stringify({ query: 'query($x: String) { __typename }', variables: { x: 'a\u0000b' } });
    expect(await both(nul)).toEqual({
      es: [400, 'BAD_USER_INPUT', 'El texto no puede contener caracteres NUL'],
      en: [400, 'BAD_USER_INPUT', 'Text must not contain NUL characters'],
    });
  });

  it('refuses a subscription sent over HTTP in the member’s language', async () => {
    const member = await createMember(app, { locale: 'de' });
    const subscription = JSON.stringify({ query: 'subscription { notificationEvents { __typename } }' });
    expect(await post(subscription, { authorization: `Bearer ${member.token}` })).toEqual([
      400,
      'BAD_REQUEST',
      'Abonnements laufen auf diesem Pfad über WebSocket (graphql-ws), nicht über HTTP',
    ]);
    expect(await post(subscription)).toEqual([
      400,
      'BAD_REQUEST',
      'Subscriptions are served over WebSocket (graphql-ws) on this path, not over HTTP',
    ]);
  });
});

describe('the last-resort answers', () => {
  it('says an unexpected failure and a value the database refuses in the caller’s language, on both transports', async () => {
    const member = await createMember(app);
    const spanishMember = await createMember(app, { locale: 'es' });
    const feed = vi.spyOn(app.services.calendar, 'feedUrl');
    try {
      for (const [failure, status, code, es, en] of [
        [new Error('boom'), 500, 'INTERNAL_SERVER_ERROR', 'Error interno del servidor', 'Internal server error'],
        [
          Object.assign(new Error('invalid input syntax'), { code: '22P02' }),
          400,
          'BAD_USER_INPUT',
          'Datos no válidos',
          'Invalid input',
        ],
      ] as const) {
        feed.mockRejectedValue(failure);
        // Raw requests: the test client checks answers against the document, which lists no 500.
        const rest = async (headers: Record<string, string>) => {
          const res = await fetch(`${app.url}/api/user/calendar-feed`, {
            headers: { authorization: `Bearer ${member.token}`, ...headers },
          });
          return [res.status, ((await res.json()) as { detail: string }).detail];
        };
        expect({ es: await rest({ 'accept-language': 'es' }), en: await rest({}) }).toEqual({
          es: [status, es],
          en: [status, en],
        });
        const spanish = await gql(`{ calendarFeed { url } }`, {}, spanishMember.token);
        const english = await gql(`{ calendarFeed { url } }`, {}, member.token);
        expect([spanish.errors?.[0]?.extensions?.code, spanish.errors?.[0]?.message]).toEqual([code, es]);
        expect([english.errors?.[0]?.extensions?.code, english.errors?.[0]?.message]).toEqual([code, en]);
      }
    } finally {
      feed.mockRestore();
    }
  });
});

describe('a value of the wrong type', () => {
  it('names the field in the caller’s language, with class-validator’s English unchanged', async () => {
    const member = await createMember(app);
    const profile = (body: unknown) => restBoth('PUT', '/user/profile', member.token, body);
    expect(await profile({ bio: 42 })).toEqual({
      es: [400, 'El campo «bio» debe ser texto'],
      en: [400, 'bio must be a string'],
    });
    expect(await profile({ skills: [7] })).toEqual({
      es: [400, 'Cada valor de «skills» debe ser texto'],
      en: [400, 'each value in skills must be a string'],
    });
    expect(await profile({ skills: ['x'.repeat(61)] })).toEqual({
      es: [400, 'Cada valor de «skills» puede tener como máximo 60 caracteres'],
      en: [400, 'each value in skills must be shorter than or equal to 60 characters'],
    });
    expect(await restBoth('POST', '/auth/login', '', { email: member.user.email, password: 'p'.repeat(201) })).toEqual({
      es: [400, 'El campo «password» puede tener como máximo 200 caracteres'],
      en: [400, 'password must be shorter than or equal to 200 characters'],
    });
  });
});

describe('limits', () => {
  it('refuses a second code within the minute and a member past the message limit in the caller’s language', async () => {
    const member = await createMember(app);
    expect((await api.post('/auth/send-otp', { email: member.user.email })).status).toBe(200);
    const es = await api.call('POST', '/auth/send-otp', { body: { email: member.user.email }, ...spanish('') });
    expect(es.status).toBe(429);
    expect(es.body.detail).toMatch(/^Espera \d+ segundos antes de pedir un código nuevo\.$/);
    const en = await api.post('/auth/send-otp', { email: member.user.email });
    expect(en.body.detail).toMatch(/^Please wait \d+ seconds before requesting a new code\.$/);

    // A Spanish member who already sent this minute's 30 messages asks a question: GraphQL in Spanish.
    const asker = await createMember(app, { locale: 'es' });
    const coach = await createMember(app);
    await app.db.query(
      `INSERT INTO rate_limits (bucket, window_start, hits)
       VALUES ($1, to_timestamp(floor(extract(epoch FROM now()) / 60) * 60), 30)`,
      [`messages:${asker.user.id}`],
    );
    const asked = await gql(
      `mutation($m: ID!) { askQuestion(input: { memberId: $m, body: "¿Tienes hueco?" }) { id } }`,
      { m: coach.user.id },
      asker.token,
    );
    expect([asked.errors?.[0]?.extensions?.code, asked.errors?.[0]?.message]).toEqual([
      'TOO_MANY_REQUESTS',
      'Puedes enviar como máximo 30 mensajes por minuto. Espera un momento.',
    ]);
    const restAsked = await api.call('POST', '/questions', {
      token: asker.token,
      body: { member_id: coach.user.id, body: 'Hi there, any time?' },
    });
    expect([restAsked.status, restAsked.body.detail]).toEqual([
      429,
      'You can send at most 30 messages a minute. Please wait a moment.',
    ]);
  });
});

describe('the REST edge', () => {
  it('refuses bad JSON, an unknown route, a repeated or out-of-range page parameter and a missing field in Spanish', async () => {
    const member = await createMember(app);
    const badJson = { rawBody: '{"service_id": ', token: member.token };
    const es = await api.call('POST', '/requests', { ...badJson, headers: { 'accept-language': 'es' } });
    const en = await api.call('POST', '/requests', badJson);
    expect([es.status, es.body.detail]).toEqual([400, 'JSON mal formado en el cuerpo de la solicitud']);
    expect([en.status, en.body.detail]).toEqual([400, 'Malformed JSON in request body']);

    const unknown = await api.call('GET', '/no-such-route', {
      headers: { 'accept-language': 'es' },
      unknownRoute: true,
    });
    expect([unknown.status, unknown.body.detail]).toEqual([404, 'No encontrado: GET /api/no-such-route']);
    const unknownEn = await api.call('GET', '/no-such-route', { unknownRoute: true });
    expect(unknownEn.body.detail).toBe('Not found: GET /api/no-such-route');

    expect(await restBoth('GET', '/notifications?limit=0', member.token)).toEqual({
      es: [400, 'limit debe estar entre 1 y 100'],
      en: [400, 'limit must be between 1 and 100'],
    });
    expect(await restBoth('GET', '/user/group-sessions?limit=5&limit=6', member.token)).toEqual({
      es: [400, 'limit debe indicarse una sola vez'],
      en: [400, 'limit must be given once'],
    });
    expect(await restBoth('POST', '/requests', member.token, {})).toEqual({
      es: [400, 'El campo «service_id» es obligatorio'],
      en: [400, 'service_id is required'],
    });
    const anonymous = await api.call('GET', '/notifications', { headers: { 'accept-language': 'de' } });
    expect([anonymous.status, anonymous.body.detail]).toEqual([401, 'Du bist nicht angemeldet']);
  });
});

describe('input rules', () => {
  it('names a field in the reader’s language, with its values, on both transports', async () => {
    const member = await createMember(app);
    const noTitle = { title: ' ', description: 'd', category: 'sales' };
    expect(await restBoth('POST', '/services', member.token, noTitle)).toEqual({
      es: [400, 'El campo «Título» es obligatorio'],
      en: [400, 'Title is required'],
    });
    const long = { title: 't', description: 'd'.repeat(5001), category: 'sales' };
    expect(await restBoth('POST', '/services', member.token, long)).toEqual({
      es: [400, 'El campo «Descripción» puede tener como máximo 5000 caracteres'],
      en: [400, 'Description must be at most 5000 characters long'],
    });
    const { refusal } = await graphSpanish(
      `mutation { createService(input: { title: "t", description: "d", category: "sales", energyCost: 25 }) { id } }`,
    );
    expect(refusal).toEqual(['BAD_USER_INPUT', 'El costo en energía debe estar entre 1 y 20 EP']);
    const german = await createMember(app, { locale: 'de' });
    const res = await gql(
      `mutation { createService(input: { title: "t", description: "d", category: "sales", maxParticipants: 11 }) { id } }`,
      {},
      german.token,
    );
    expect(res.errors?.[0]?.message).toBe('„Max. Teilnehmende“ muss zwischen 1 und 10 liegen');
  });
});

describe('admin', () => {
  it('refuses a member who is not an admin, and an admin’s page size, in their language', async () => {
    const member = await createMember(app);
    expect(await restBoth('GET', '/admin/users', member.token)).toEqual({
      es: [403, 'Necesitas acceso de administrador'],
      en: [403, 'Admin access required'],
    });
    const admin = await createMember(app, { email: 'admin-es@example.com', locale: 'es' });
    await app.services.adminRoles.bootstrap(['admin-es@example.com']);
    const res = await gql(`{ adminMembers(first: 500) { totalCount } }`, {}, admin.token);
    expect([res.errors?.[0]?.extensions?.code, res.errors?.[0]?.message]).toEqual([
      'BAD_USER_INPUT',
      'El tamaño de página debe estar entre 1 y 200',
    ]);
    // An admin who is not a super_admin, reading German, adjusts past the admins' limit.
    const helper = await createMember(app, { email: 'admin-de@example.com' });
    await app.services.adminRoles.grant(null, 'admin-de@example.com', 'admin');
    const adjust = await api.call('POST', '/admin/ep-adjustments', {
      token: helper.token,
      headers: { 'accept-language': 'de' },
      body: { email: member.user.email, amount: 500, reason: 'Korrektur' },
    });
    expect([adjust.status, adjust.body.detail]).toEqual([
      403,
      'Anpassungen über 100 EP darf nur ein super_admin vornehmen',
    ]);
  });
});

describe('a suspension', () => {
  it('tells a suspended member why in their language, with the same reason for every client', async () => {
    const member = await createMember(app, { email: 'suspended-es@example.com', locale: 'es' });
    const admin = await createMember(app, { email: 'admin-suspends@example.com' });
    await app.services.adminRoles.bootstrap(['admin-suspends@example.com']);
    const suspend = await api.post(`/admin/users/${member.user.id}/suspend`, { reason: 'Spam' }, admin.token);
    expect(suspend.status).toBe(200);
    const es = await api.call('GET', '/user/profile', spanish(member.token));
    expect([es.status, es.body.detail, es.body.reason]).toEqual([
      401,
      'Esta cuenta está suspendida. Contacta con soporte si crees que es un error.',
      'suspended',
    ]);
    const en = await api.call('POST', '/auth/login', { body: { email: member.user.email, password: 'secret1' } });
    expect([en.status, en.body.detail]).toEqual([
      403,
      'This account is suspended. Contact support if you think this is a mistake.',
    ]);
  });
});

describe('rules once English only', () => {
  it('says availability’s day and slot rules in Spanish, naming the field or day as given', async () => {
    const member = await createMember(app);
    const week = (availability: unknown) => restBoth('PUT', '/user/availability', member.token, { availability });
    expect(await week({ someday: ['09:00'] })).toEqual({
      es: [400, 'Día desconocido: someday'],
      en: [400, 'Unknown day: someday'],
    });
    expect(await week({ monday: '09:00' })).toEqual({
      es: [400, 'monday debe ser una lista de franjas horarias'],
      en: [400, 'monday must be a list of time slots'],
    });
    expect(await week({ monday: Array.from({ length: 25 }, () => '09:00') })).toEqual({
      es: [400, 'monday tiene demasiadas franjas horarias'],
      en: [400, 'monday has too many time slots'],
    });
    const propose = (date: string, slot: string) =>
      restBoth('POST', '/sessions', member.token, {
        exchange_request_id: randomUUID(),
        proposed_date: date,
        proposed_time_slot: slot,
      });
    expect(await propose('soon', '09:00')).toEqual({
      es: [400, 'proposed_date debe ser una fecha como 2026-12-01'],
      en: [400, 'proposed_date must be a date such as 2026-12-01'],
    });
    expect(await propose('2030-01-07', '21:00')).toEqual({
      es: [400, 'proposed_time_slot debe ser una franja de una hora entre las 07:00 y las 19:00'],
      en: [400, 'proposed_time_slot must be an hourly slot from 07:00 to 19:00'],
    });
    // GraphQL, for a Spanish member.
    const { refusal } = await graphSpanish(
      `mutation($r: ID!) { proposeSession(input: { exchangeRequestId: $r, proposedDate: "2030-01-07", proposedTimeSlot: "6pm" }) { id } }`,
      { r: randomUUID() },
    );
    expect(refusal).toEqual([
      'BAD_USER_INPUT',
      'proposed_time_slot debe ser una franja de una hora entre las 07:00 y las 19:00',
    ]);
  });

  it('says the skills, image_source and action rules in Spanish', async () => {
    const member = await createMember(app);
    const profile = (body: unknown) => restBoth('PUT', '/user/profile', member.token, body);
    expect(await profile({ skills: 'Sales' })).toEqual({
      es: [400, 'skills debe ser una lista de nombres de habilidades'],
      en: [400, 'skills must be a list of skill names'],
    });
    expect(await profile({ skills: Array.from({ length: 31 }, (_, i) => `Skill ${i}`) })).toEqual({
      es: [400, 'Como máximo 30 habilidades'],
      en: [400, 'At most 30 skills'],
    });
    expect(await profile({ image_source: 'facebook' })).toEqual({
      es: [400, 'image_source debe ser gravatar o upload'],
      en: [400, 'image_source must be gravatar or upload'],
    });
    expect(
      await restBoth('POST', '/requests/respond', member.token, { request_id: randomUUID(), action: 'maybe' }),
    ).toEqual({ es: [400, 'action debe ser accept o decline'], en: [400, 'action must be accept or decline'] });
    expect(await restBoth('POST', `/sessions/${randomUUID()}/respond`, member.token, { action: 'maybe' })).toEqual({
      es: [400, 'action debe ser accept o reject'],
      en: [400, 'action must be accept or reject'],
    });
  });

  it('says the date, idempotency key, coach_id and attended rules in Spanish, on both transports', async () => {
    const member = await createMember(app);
    expect(
      await restBoth('POST', '/requests/respond', member.token, {
        request_id: randomUUID(),
        action: 'accept',
        session_date: 'soon',
      }),
    ).toEqual({
      es: [400, 'session_date debe ser una fecha y hora ISO'],
      en: [400, 'session_date must be an ISO date-time'],
    });
    const need = { title: 'Help', description: 'd', category: 'sales', max_energy: 5 };
    // Not shaped as a date (the input's rule), and shaped as one but no day of the calendar (the service's).
    for (const endsOn of ['soon', '2030-02-30'])
      expect(await restBoth('POST', '/needs', member.token, { ...need, ends_on: endsOn })).toEqual({
        es: [400, 'La fecha de fin debe ser una fecha (AAAA-MM-DD)'],
        en: [400, 'End date must be a date (YYYY-MM-DD)'],
      });
    const keyed = async (headers: Record<string, string>) => {
      const res = await api.call('POST', '/requests', {
        token: member.token,
        headers: { 'idempotency-key': 'not a key!', ...headers },
        body: { service_id: randomUUID() },
      });
      return [res.status, res.body.detail];
    };
    expect(await keyed({ 'accept-language': 'es' })).toEqual([
      400,
      'La clave de idempotencia debe tener de 1 a 100 letras, dígitos, - o _',
    ]);
    expect(await keyed({})).toEqual([400, 'Idempotency key must be 1–100 letters, digits, - or _']);
    expect(await restBoth('GET', '/services?coach_id=not-a-member', member.token)).toEqual({
      es: [400, 'coach_id debe ser un id de miembro'],
      en: [400, 'coach_id must be a member id'],
    });
    const complete = (attended: unknown) =>
      restBoth('POST', `/group-sessions/${randomUUID()}/complete`, member.token, { attended });
    expect(await complete('everyone')).toEqual({
      es: [400, 'attended debe ser una lista de ids de miembros'],
      en: [400, 'attended must be a list of member ids'],
    });
    const eleven = Array.from({ length: 11 }, () => randomUUID());
    expect(await complete(eleven)).toEqual({
      es: [400, 'attended debe ser una lista de, como mucho, 10 ids de miembros'],
      en: [400, 'attended must be a list of at most 10 member ids'],
    });

    // GraphQL, for a Spanish member.
    const spanishMember = await createMember(app, { locale: 'es' });
    const refusals = [
      [
        `mutation($r: ID!) { respondToRequest(input: { requestId: $r, action: ACCEPT, sessionDate: "soon" }) { id } }`,
        { r: randomUUID() },
        'session_date debe ser una fecha y hora ISO',
      ],
      [
        `mutation { createNeed(input: { title: "Help", description: "d", category: "sales", maxEnergy: 5, endsOn: "2030-02-30" }) { id } }`,
        {},
        'La fecha de fin debe ser una fecha (AAAA-MM-DD)',
      ],
      [
        `mutation($s: ID!) { sendRequest(input: { serviceId: $s, clientKey: "not a key!" }) { id } }`,
        { s: randomUUID() },
        'La clave de idempotencia debe tener de 1 a 100 letras, dígitos, - o _',
      ],
      [
        `mutation { createService(input: { title: "t", description: "d", category: "sales" }, clientKey: "not a key!") { id } }`,
        {},
        'La clave de idempotencia debe tener de 1 a 100 letras, dígitos, - o _',
      ],
      [
        `{ services(filter: { coachId: "not-a-member" }, first: 10) { totalCount } }`,
        {},
        'coach_id debe ser un id de miembro',
      ],
      [
        `mutation($g: ID!, $a: [ID!]!) { completeGroupSession(id: $g, input: { attended: $a }) { id } }`,
        { g: randomUUID(), a: eleven },
        'attended debe ser una lista de, como mucho, 10 ids de miembros',
      ],
    ] as const;
    for (const [query, variables, spanishText] of refusals) {
      const res = await gql(query, variables, spanishMember.token);
      expect([query, res.errors?.[0]?.extensions?.code, res.errors?.[0]?.message]).toEqual([
        query,
        'BAD_USER_INPUT',
        spanishText,
      ]);
    }
  });

  it('says a picture that is not one, or too large, and a malformed Authorization header in Spanish', async () => {
    const member = await createMember(app);
    const notImage = `data:image/png;base64,${Buffer.from('<html>hello</html>').toString('base64')}`;
    expect(await restBoth('PUT', '/user/profile', member.token, { profile_image: notImage })).toEqual({
      es: [400, 'Selecciona un archivo de imagen'],
      en: [400, 'Please select an image file'],
    });
    // A body too large for the picture route, refused before it is read.
    const big = await fetch(`${app.url}/api/user/profile`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${member.token}`, 'content-type': 'application/json', 'accept-language': 'es' },
      body: JSON.stringify({ profile_image: `data:image/jpeg;base64,${'A'.repeat(30 * 1024 * 1024)}` }),
    });
    expect([big.status, ((await big.json()) as { detail: string }).detail]).toEqual([
      413,
      'La imagen es demasiado grande. Vuelve a intentarlo',
    ]);
    const { refusal } = await graphSpanish(`mutation($i: ProfileInput!) { updateProfile(input: $i) { id } }`, {
      i: { profileImage: notImage },
    });
    expect(refusal).toEqual(['BAD_USER_INPUT', 'Selecciona un archivo de imagen']);
    const malformed = await fetch(`${app.url}/graphql`, {
      method: 'POST',
      headers: { authorization: 'Token abc', 'content-type': 'application/json', 'accept-language': 'es' },
      body: JSON.stringify({ query: '{ __typename }' }),
    });
    const answer = (await malformed.json()) as { errors?: Array<{ message: string; extensions?: { code?: string } }> };
    expect([answer.errors?.[0]?.extensions?.code, answer.errors?.[0]?.message]).toEqual([
      'UNAUTHENTICATED',
      'Cabecera Authorization mal formada: se esperaba "Bearer <token>"',
    ]);
  });

  it('says the list filters, a skill, a report’s reason and the admin-only refusals in Spanish', async () => {
    const member = await createMember(app);
    expect(await restBoth('GET', '/user/group-sessions?role=owner', member.token)).toEqual({
      es: [400, 'role debe ser coach o attendee'],
      en: [400, 'role must be coach or attendee'],
    });
    expect(await restBoth('GET', '/coaches?sort=price', member.token)).toEqual({
      es: [400, 'sort debe ser relevance o reliability'],
      en: [400, 'sort must be relevance or reliability'],
    });
    expect(await restBoth('PUT', '/user/profile', member.token, { skills: ['Juggling'] })).toEqual({
      es: [400, 'Habilidad desconocida: Juggling'],
      en: [400, 'Unknown skill: Juggling'],
    });
    const other = await createMember(app);
    const report = { subject_type: 'member', subject_id: other.user.id, reason: 'Rude' };
    expect(await restBoth('POST', '/reports', member.token, report)).toEqual({
      es: [400, 'Describe el problema con al menos 10 caracteres'],
      en: [400, 'Please describe the problem in at least 10 characters'],
    });
    for (const path of ['/admin/disputes', '/admin/mail/dead'])
      expect([path, await restBoth('GET', path, member.token)]).toEqual([
        path,
        { es: [403, 'Necesitas acceso de administrador'], en: [403, 'Admin access required'] },
      ]);
    // An admin who is not a super_admin asks for the audit log.
    const helper = await createMember(app, { email: 'audit-helper@example.com' });
    await app.services.adminRoles.grant(null, 'audit-helper@example.com', 'admin');
    expect(await restBoth('GET', '/admin/audit-log', helper.token)).toEqual({
      es: [403, 'Solo un super_admin puede leer el registro de auditoría'],
      en: [403, 'Only a super_admin can read the audit log'],
    });
    const { refusal } = await graphSpanish(`{ adminMembers(first: 5) { totalCount } }`);
    expect(refusal).toEqual(['FORBIDDEN', 'No tienes acceso a esto']);
  });

  it('says the notification preferences’ rules in Spanish, naming the kind as given', async () => {
    const member = await createMember(app);
    const preferences = (list: unknown) =>
      restBoth('PUT', '/user/notification-preferences', member.token, { preferences: list });
    expect(await preferences([{ kind: 'nope', delivery: 'off' }])).toEqual({
      es: [400, 'Tipo de notificación desconocido: nope'],
      en: [400, 'Unknown notification kind: nope'],
    });
    expect(await preferences([{ kind: 'session_reminder', delivery: 'digest' }])).toEqual({
      es: [400, 'session_reminder solo puede ser immediately u off'],
      en: [400, 'session_reminder can only be immediately or off'],
    });
    const all = await preferences('all');
    expect(all.en[1]).toMatch(/^preferences must be a list of 1 to \d+ \{kind, delivery, push\}$/);
    expect(all.es[1]).toMatch(/^preferences debe ser una lista de 1 a \d+ \{kind, delivery, push\}$/);
  });

  it('says the rules of the bodies read through their inputs in Spanish: preferences, CSV export, deletion, availability', async () => {
    const member = await createMember(app);
    // The preferences' own types (UpdateNotificationPreferencesArgs), before the service names a kind.
    const preferences = (list: unknown) =>
      restBoth('PUT', '/user/notification-preferences', member.token, { preferences: list });
    expect(await preferences([{ kind: 'exchange_request', push: 'yes' }])).toEqual({
      es: [400, 'push debe ser true o false'],
      en: [400, 'push must be true or false'],
    });
    expect(await preferences([{ kind: 'exchange_request', delivery: 'weekly' }])).toEqual({
      es: [400, 'delivery debe ser immediately, digest u off'],
      en: [400, 'delivery must be immediately, digest or off'],
    });
    const notAnObject = await preferences(['exchange_request']);
    expect(notAnObject.en).toEqual([400, expect.stringMatching(/^preferences must be a list of 1 to \d+ \{kind/)]);
    expect(notAnObject.es).toEqual([400, expect.stringMatching(/^preferences debe ser una lista de 1 a \d+ \{kind/)]);
    // GraphQL goes through the same class: an empty list is its rule there too.
    const { refusal } = await graphSpanish(`mutation { updateNotificationPreferences(preferences: []) { kind } }`);
    expect(refusal).toEqual(['BAD_USER_INPUT', expect.stringMatching(/^preferences debe ser una lista de 1 a \d+/)]);

    // DELETE /user: a password that is not text is refused before any proof is checked.
    expect(await restBoth('DELETE', '/user', member.token, { password: 123456 })).toEqual({
      es: [400, 'El campo «password» debe ser texto'],
      en: [400, 'password must be a string'],
    });
    expect(await restBoth('DELETE', '/user', member.token, { code: ['123456'] })).toEqual({
      es: [400, 'El campo «code» debe ser texto'],
      en: [400, 'code must be a string'],
    });
    expect((await api.get('/user/availability', member.token)).status).toBe(200); // still there

    // PUT /user/availability: a week is given, as an object.
    const week = (b: Record<string, unknown>) => restBoth('PUT', '/user/availability', member.token, b);
    expect(await week({ timezone: 'Europe/Paris' })).toEqual({
      es: [400, 'availability es obligatorio'],
      en: [400, 'availability is required'],
    });
    expect(await week({ availability: null })).toEqual({
      es: [400, 'availability debe asignar días de la semana (monday … sunday) a listas de franjas horarias'],
      en: [400, 'availability must map weekdays (monday … sunday) to lists of time slots'],
    });

    // POST /admin/export-users: the list's rule in the class, the unknown column named by the service.
    const admin = await createMember(app, { email: 'export-es@example.com', locale: 'es' });
    await app.services.adminRoles.bootstrap(['export-es@example.com']);
    const exportUsers = (fields: unknown) => restBoth('POST', '/admin/export-users', admin.token, { fields });
    for (const fields of ['email', [], { email: true }])
      expect(await exportUsers(fields)).toEqual({
        es: [400, 'Elige al menos un campo para exportar'],
        en: [400, 'Select at least one field to export'],
      });
    expect(await exportUsers(['email', 'nope'])).toEqual({
      es: [400, 'Campo desconocido: nope'],
      en: [400, 'Unknown field: nope'],
    });
    const graph = await gql(`mutation { exportUsers(fields: []) { filename } }`, {}, admin.token);
    expect([graph.errors?.[0]?.extensions?.code, graph.errors?.[0]?.message]).toEqual([
      'BAD_USER_INPUT',
      'Elige al menos un campo para exportar',
    ]);
  });

  it('refuses a page size below 1 of Discover, needs and swaps in Spanish, as every list does', async () => {
    const member = await createMember(app, { locale: 'es' });
    for (const query of [
      `{ services(first: 0) { totalCount } }`,
      `{ needs(first: 0) { totalCount } }`,
      `{ mySwaps(first: 0) { totalCount } }`,
    ]) {
      const res = await gql(query, undefined, member.token);
      expect([query, res.errors?.[0]?.extensions?.code, res.errors?.[0]?.message]).toEqual([
        query,
        'BAD_USER_INPUT',
        expect.stringMatching(/^El tamaño de página debe estar entre 1 y \d+$/),
      ]);
    }
    // A visitor asking in English reads the English sentence, unchanged.
    const english = await gql(`{ services(first: 0) { totalCount } }`);
    expect(english.errors?.[0]?.message).toMatch(/^Page size must be between 1 and \d+$/);
  });

  it('words each skipped row of an admin’s CSV import in the admin’s language', async () => {
    // An admin reads their account's language: one in Spanish, one in English.
    const admin = await createMember(app, { email: 'import-es@example.com', locale: 'es' });
    const englishAdmin = await createMember(app, { email: 'import-en@example.com' });
    await app.services.adminRoles.bootstrap(['import-es@example.com', 'import-en@example.com']);
    const taken = await createMember(app);
    const csv = [
      'full_name,email,user_type,energy_points,city,skills',
      'Ana,ana@example.com,free,10,Madrid,',
      'Luis,not-an-email,free,10,Madrid,',
      ',nameless@example.com,free,10,Madrid,',
      'Eva,eva@example.com,gold,10,Madrid,',
      'Raúl,raul@example.com,free,-3,Madrid,',
      'Sol,sol@example.com,free,2000000,Madrid,',
      `Ona,ona@example.com,free,10,${'x'.repeat(121)},`,
      'Pau,pau@example.com,free,10,Madrid,Juggling',
      '=cmd,formula@example.com,free,10,Madrid,',
      `Old,${taken.user.email},free,10,Madrid,`,
      'Max,max@example.com,free,10,Madrid,',
      'Max again,max@example.com,free,10,Madrid,',
      'Zoe,zoe@example.com,free,10,Madrid',
    ].join('\n');
    const report = async (token: string) => {
      const form = new FormData();
      form.append('csv_file', new Blob([csv], { type: 'text/csv' }), 'members.csv');
      const res = await api.call('POST', '/admin/import-users', {
        token,
        form,
      });
      expect(res.status).toBe(200);
      return (res.body.skipped as Array<{ line: number; reason: string }>).map((s) => [s.line, s.reason]);
    };
    expect(await report(admin.token)).toEqual([
      [3, 'email no válido'],
      [4, 'full_name es obligatorio'],
      [5, 'user_type debe ser free o premium'],
      [6, 'energy_points debe ser un número entero igual o mayor que 0'],
      [7, 'energy_points debe ser como máximo 1000000'],
      [8, 'city tiene más de 120 caracteres'],
      [9, 'habilidad desconocida: Juggling'],
      [10, 'valor que parece una fórmula en full_name'],
      [11, 'el email ya está registrado'],
      [13, 'email repetido en el archivo (aparece primero en la línea 12)'],
      [14, 'se esperaban 6 columnas, hay 5'],
    ]);
    // The same file again, for an English admin: the same words as always (ana@ and max@ are registered now).
    expect(await report(englishAdmin.token)).toEqual([
      [2, 'email already registered'],
      [3, 'invalid email'],
      [4, 'full_name is required'],
      [5, 'user_type must be free or premium'],
      [6, 'energy_points must be a whole number of 0 or more'],
      [7, 'energy_points must be at most 1000000'],
      [8, 'city is longer than 120 characters'],
      [9, 'unknown skill: Juggling'],
      [10, 'formula-like value in full_name'],
      [11, 'email already registered'],
      [12, 'email already registered'],
      [13, 'duplicate email in the file (first on line 12)'],
      [14, 'expected 6 columns, found 5'],
    ]);
  });
});
