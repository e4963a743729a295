import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getIntrospectionQuery } from 'graphql';
import { snapshotDatabase, startTestApp, type DatabaseSnapshot, type TestApp } from '../../test/harness.js';
import { gqlClient, restClient } from '../../test/http.js';
import { subscribe, NOTIFICATION_EVENTS } from '../../test/ws-client.js';
import { createServer, type Server } from 'node:http';
import { createECDH, randomBytes } from 'node:crypto';
import { inTransaction } from '../db/transaction.js';
import { hashPassword } from '../common/auth/password.js';
import { createMember, createService } from '../../test/factories.js';
import { countQueries } from '../../test/query-counter.js';

/**
 * One table for every REST route and every GraphQL operation, walked as a visitor, the member who
 * may do it ("owner"), another member, an admin and a super_admin. A route or operation without a
 * row fails the test, so nothing new ships without deciding who may call it.
 */
let app: TestApp;
let api: ReturnType<typeof restClient>;
let gql: ReturnType<typeof gqlClient>;
let gravatar: Server;
let passwordHash: string;
beforeAll(async () => {
  // Gravatar stays on this machine: a stand-in that knows no one.
  gravatar = createServer((_req, res) => void res.writeHead(404).end());
  await new Promise<void>((r) => gravatar.listen(0, '127.0.0.1', r));
  app = await startTestApp({
    DEMO_DATA: 'true',
    GRAVATAR_BASE_URL: `http://127.0.0.1:${(gravatar.address() as { port: number }).port}`,
  });
  // Who may call what is all this file checks: mail stays queued (rendering and sending the ~600
  // notification mails of its fixtures would only slow it; modules/mail tests delivery).
  await app.services.outbox.stop();
  await app.services.pushOutbox.stop(); // pushes stay queued too (modules/push tests delivery)
  api = restClient(app.url);
  gql = gqlClient(app.url);
  passwordHash = await hashPassword('secret1');
});
afterAll(async () => {
  await built?.snapshot.drop();
  await app.close();
  gravatar.closeAllConnections();
  await new Promise((r) => gravatar.close(r));
});

type Role = 'visitor' | 'owner' | 'other' | 'admin' | 'super';
const ROLES: Role[] = ['visitor', 'other', 'admin', 'super', 'owner'];
type Access = 'public' | 'member' | 'owner' | 'admin' | 'super';

interface Fixture {
  ids: Record<string, string>;
  tokens: Record<Exclude<Role, 'visitor'> | 'requester' | 'waiter', string>;
  emails: Record<string, string>;
}

/**
 * The same fixture before every call that may change something: built once through the services,
 * then restored from a snapshot of the database (a call must not see what an earlier call changed).
 */
let built: { fixture: Fixture; snapshot: DatabaseSnapshot } | undefined;
async function fixture(): Promise<Fixture> {
  if (built) {
    await built.snapshot.restore();
    return structuredClone(built.fixture);
  }
  const f = await buildFixture();
  built = { fixture: structuredClone(f), snapshot: await snapshotDatabase(app.db) };
  return f;
}

/** Members are inserted directly, with tokens minted by the app (no password hashing: fast). */
async function buildFixture(): Promise<Fixture> {
  await app.reset();
  const s = app.services;
  const member = async (name: string) => {
    const email = `${name}@example.com`;
    const [u] = await app.db.query(
      `INSERT INTO users (email, full_name, password_hash, user_type, profile_completed, timezone, referral_code, email_verified_at) VALUES ($1, $2, $3, 'free', true, 'UTC', $4, now()) RETURNING id`,
      [email, name, passwordHash, `R${name.toUpperCase().padEnd(7, 'X').slice(0, 7)}`],
    );
    await app.db.query(`INSERT INTO profiles (user_id) VALUES ($1)`, [u.id]);
    await inTransaction(app.db, async (tx) => {
      await s.ledger.openWallet(tx, u.id);
      await s.ledger.transfer(tx, {
        from: 'issuance',
        to: { wallet: u.id },
        amount: 20,
        kind: 'admin_adjustment',
        idempotencyKey: `fx:${u.id}`,
      });
    });
    const [session] = await app.db.query(
      `INSERT INTO auth_sessions (user_id, expires_at) VALUES ($1, now() + interval '1 day') RETURNING id`,
      [u.id],
    );
    return { id: u.id as string, email, token: s.tokens.issue(u.id, session.id) };
  };
  const [owner, requester, other, admin, sup, spare, waiter] = await Promise.all(
    ['owner', 'requester', 'other', 'admin', 'super', 'spare', 'waiter'].map(member),
  );
  await s.adminRoles.grant(null, sup.email, 'super_admin');
  await s.adminRoles.grant(null, admin.email, 'admin');
  await s.adminRoles.grant(null, spare.email, 'admin');
  await s.availability.set(owner.id, {
    monday: ['09:00'],
    tuesday: ['09:00'],
    wednesday: ['09:00'],
    thursday: ['09:00'],
    friday: ['09:00'],
    saturday: ['09:00'],
    sunday: ['09:00'],
  });
  const service = await s.services.create(owner.id, {
    title: 'Owned',
    description: 'd',
    category: 'sales',
    durationMinutes: 60,
    energyCost: 1,
    maxParticipants: 1,
  });
  const service2 = await s.services.create(owner.id, {
    title: 'Owned 2',
    description: 'd',
    category: 'sales',
    durationMinutes: 60,
    energyCost: 1,
    maxParticipants: 1,
  });
  const sparesService = await s.services.create(spare.id, {
    title: 'Anyone may request',
    description: 'd',
    category: 'sales',
    durationMinutes: 60,
    energyCost: 1,
    maxParticipants: 1,
  });
  const pending = await s.exchanges.send(requester.id, { serviceId: service.id });
  const accepted = await s.exchanges.send(requester.id, { serviceId: service2.id });
  await s.exchanges.respond(owner.id, { requestId: accepted.id, action: 'accept' });
  const date = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
  const session = await s.sessions.propose(requester.id, {
    requestId: accepted.id,
    proposedDate: date,
    proposedTimeSlot: '09:00',
  });
  // Two completed exchanges: one to dispute, one already disputed for admins to resolve.
  const [completed, disputed] = await Promise.all(
    ['Done', 'Disputed'].map(async (title) => {
      const o = await s.services.create(owner.id, {
        title,
        description: 'd',
        category: 'sales',
        durationMinutes: 60,
        energyCost: 1,
        maxParticipants: 1,
      });
      const r = await s.exchanges.send(requester.id, { serviceId: o.id });
      await s.exchanges.respond(owner.id, {
        requestId: r.id,
        action: 'accept',
        sessionDate: new Date(Date.now() + 86_400_000),
      });
      await s.exchanges.complete(owner.id, r.id);
      return r.id;
    }),
  );
  const dispute = await s.disputes.open(requester.id, disputed, 'The matrix disputes this exchange.');
  const [notification] = await app.db.query(`SELECT id FROM notifications WHERE user_id = $1 LIMIT 1`, [owner.id]);
  const report = await s.moderation.report(other.id, {
    subjectType: 'member',
    subjectId: owner.id,
    reason: 'A report for the matrix',
  });
  const ownerUser = (await s.identity.findById(owner.id))!;
  const checkout = await s.premium.createCheckout(ownerUser, 'http://localhost:4000');
  // The owner's need, a need anyone may answer, and a swap the requester proposed to the owner.
  const need = await s.needs.create(owner.id, {
    title: 'Owned need',
    description: 'd',
    category: 'sales',
    maxEnergy: 1,
  });
  const sparesNeed = await s.needs.create(spare.id, {
    title: 'Anyone may help',
    description: 'd',
    category: 'sales',
    maxEnergy: 1,
  });
  const requesterService = await s.services.create(requester.id, {
    title: 'Requester gives',
    description: 'd',
    category: 'sales',
    durationMinutes: 60,
    energyCost: 1,
    maxParticipants: 1,
  });
  const swap = await s.swaps.propose(requester.id, { myServiceId: requesterService.id, theirServiceId: service.id });
  // A ring the requester proposed: the requester gives to the owner, the owner to spare, spare to the requester.
  const ring = await s.swaps.rings.propose(requester.id, {
    myServiceId: requesterService.id,
    secondServiceId: service.id,
    thirdServiceId: sparesService.id,
  });
  // Group sessions: the owner's workshop (the requester has a seat), one of the owner's that has
  // started (the requester attended), and spare's, which anyone may join.
  const workshop = async (coachId: string, title: string) =>
    s.services.create(coachId, {
      title,
      description: 'd',
      category: 'sales',
      durationMinutes: 60,
      energyCost: 1,
      maxParticipants: 3,
    });
  await s.availability.set(spare.id, {
    monday: ['10:00'],
    tuesday: ['10:00'],
    wednesday: ['10:00'],
    thursday: ['10:00'],
    friday: ['10:00'],
    saturday: ['10:00'],
    sunday: ['10:00'],
  });
  const groupService = await workshop(owner.id, 'Owned workshop');
  const sparesGroupService = await workshop(spare.id, 'Anyone may join');
  const inDays = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
  const group = await s.groupSessions.schedule(owner.id, {
    serviceId: groupService.id,
    date: inDays(4),
    timeSlot: '09:00',
  });
  await s.groupSessions.join(requester.id, group.id);
  const startedGroup = await s.groupSessions.schedule(owner.id, {
    serviceId: groupService.id,
    date: inDays(5),
    timeSlot: '09:00',
  });
  await s.groupSessions.join(requester.id, startedGroup.id);
  await app.db.query(`UPDATE group_sessions SET starts_at = now() - interval '1 hour' WHERE id = $1`, [
    startedGroup.id,
  ]);
  // A completed one the requester attended (its one seat; the waiter waited): their seat may be
  // reviewed and disputed.
  const completedGroup = await s.groupSessions.schedule(owner.id, {
    serviceId: groupService.id,
    date: inDays(3),
    timeSlot: '09:00',
    seats: 1,
  });
  await s.groupSessions.join(requester.id, completedGroup.id);
  await s.groupSessions.join(waiter.id, completedGroup.id);
  await app.db.query(`UPDATE group_sessions SET starts_at = now() - interval '2 hours' WHERE id = $1`, [
    completedGroup.id,
  ]);
  await s.groupSessions.complete(owner.id, completedGroup.id, [requester.id]);
  const sparesGroup = await s.groupSessions.schedule(spare.id, {
    serviceId: sparesGroupService.id,
    date: inDays(4),
    timeSlot: '10:00',
  });
  // The requester's question about the owner's service: only the two of them see it.
  const question = await s.questions.ask(requester.id, { serviceId: service.id, body: 'A question for the matrix' });
  const [deadMail] = await app.db.query(
    `INSERT INTO mail_outbox (message_id, recipient, subject, template, status, attempts, last_error) VALUES ('<matrix.mail@example.com>', $1, 'Dead', 'code', 'dead', 8, 'matrix') RETURNING id`,
    [owner.email],
  );
  const unsubscribe = s.outbox.unsubscribeUrl(owner.id, 'exchange_request').split('/').pop()!;
  const device = await s.push.subscribe(owner.id, pushSubscription('owner-phone'), 'Mozilla/5.0 (Linux; Android 14)');
  return {
    ids: {
      pushDevice: device.id,
      deadMail: deadMail.id,
      unsubscribe,
      service: service.id,
      sparesService: sparesService.id,
      pending: pending.id,
      accepted: accepted.id,
      session: session.id,
      notification: notification.id,
      checkout: checkout.sessionId,
      owner: owner.id,
      date,
      report: report.id,
      completed,
      dispute: dispute.id,
      need: need.id,
      sparesNeed: sparesNeed.id,
      requesterService: requesterService.id,
      swap: swap.id,
      ring: ring.id,
      groupService: groupService.id,
      group: group.id,
      startedGroup: startedGroup.id,
      completedGroup: completedGroup.id,
      sparesGroup: sparesGroup.id,
      requester: requester.id,
      groupDate: inDays(6),
      question: question.id,
      spare: spare.id,
    },
    tokens: {
      owner: owner.token,
      requester: requester.token,
      other: other.token,
      admin: admin.token,
      super: sup.token,
      waiter: waiter.token,
    },
    emails: { other: other.email, spare: spare.email },
  };
}

/** A browser's push subscription as `toJSON()` gives it (never sent to: the push outbox is stopped here). */
function pushSubscription(name: string) {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return {
    endpoint: `https://push.example.com/send/${name}`,
    keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: randomBytes(16).toString('base64url') },
  };
}

interface RestRow {
  access: Access;
  /** Who "owner" is for this route: the service's coach (default) or the requester. */
  actor?: 'owner' | 'requester';
  /** Statuses that mean "allowed" for this route although they look like a refusal. */
  okStatuses?: number[];
  call: (f: Fixture) => { path: string; body?: unknown; multipart?: boolean };
}

const REST: Record<string, RestRow> = {
  'POST /auth/signup': {
    access: 'public',
    call: () => ({ path: '/auth/signup', body: { email: 'x@example.com', password: 'secret1', full_name: 'X' } }),
  },
  'POST /auth/login': {
    access: 'public',
    call: () => ({ path: '/auth/login', body: { email: 'other@example.com', password: 'secret1' } }),
  },
  'POST /auth/send-otp': {
    access: 'public',
    call: () => ({ path: '/auth/send-otp', body: { email: 'y@example.com' } }),
  },
  'POST /auth/verify-otp': {
    access: 'public',
    call: () => ({ path: '/auth/verify-otp', body: { email: 'y@example.com', otp_code: '123456' } }),
  },
  'GET /validate-referral/:code': { access: 'public', call: () => ({ path: '/validate-referral/ABCDEF' }) },
  'GET /categories': { access: 'public', call: () => ({ path: '/categories' }) },
  'GET /service-categories-for-skills': { access: 'public', call: () => ({ path: '/service-categories-for-skills' }) },
  'GET /services': { access: 'public', call: () => ({ path: '/services' }) },
  'GET /coaches': { access: 'public', call: () => ({ path: '/coaches' }) },
  'GET /premium/benefits': { access: 'public', call: () => ({ path: '/premium/benefits' }) },
  'POST /premium/webhook': { access: 'public', call: () => ({ path: '/premium/webhook', body: {} }) },
  'POST /demo/create-demo-data': { access: 'public', call: () => ({ path: '/demo/create-demo-data' }) },
  'GET /openapi.json': { access: 'public', call: () => ({ path: '/openapi.json' }) },
  'GET /docs': { access: 'public', call: () => ({ path: '/docs' }) },
  'GET /docs/style.css': { access: 'public', call: () => ({ path: '/docs/style.css' }) },
  'POST /auth/logout-all': { access: 'member', call: () => ({ path: '/auth/logout-all' }) },
  'POST /auth/verify-email': {
    access: 'member',
    call: () => ({ path: '/auth/verify-email', body: { code: '123456' } }),
  }, // already verified: answers the member
  'POST /auth/resend-verification': {
    access: 'member',
    okStatuses: [409],
    call: () => ({ path: '/auth/resend-verification' }),
  }, // 'Your email address is already confirmed'
  'GET /dashboard': { access: 'member', call: () => ({ path: '/dashboard' }) },
  'GET /user/profile': { access: 'member', call: () => ({ path: '/user/profile' }) },
  'PUT /user/profile': { access: 'member', call: () => ({ path: '/user/profile', body: { bio: 'b' } }) },
  'GET /user/gravatar-info': { access: 'member', call: () => ({ path: '/user/gravatar-info' }) },
  'POST /user/sync-gravatar': { access: 'member', okStatuses: [404], call: () => ({ path: '/user/sync-gravatar' }) }, // 'No Gravatar found for this email'
  'POST /user/change-password': {
    access: 'member',
    call: () => ({ path: '/user/change-password', body: { new_password: 'another1' } }),
  },
  'GET /users/:id': { access: 'member', call: (f) => ({ path: `/users/${f.ids.owner}` }) },
  'GET /users/:id/availability': { access: 'member', call: (f) => ({ path: `/users/${f.ids.owner}/availability` }) },
  'GET /user/referral-info': { access: 'member', call: () => ({ path: '/user/referral-info' }) },
  'GET /user/services': { access: 'member', call: () => ({ path: '/user/services' }) },
  'POST /services': {
    access: 'member',
    call: () => ({ path: '/services', body: { title: 't', description: 'd', category: 'sales' } }),
  },
  'PUT /services/:id': {
    access: 'owner',
    call: (f) => ({ path: `/services/${f.ids.service}`, body: { title: 't', description: 'd', category: 'sales' } }),
  },
  'DELETE /services/:id': { access: 'owner', call: (f) => ({ path: `/services/${f.ids.service}` }) },
  'GET /user/availability': { access: 'member', call: () => ({ path: '/user/availability' }) },
  'PUT /user/availability': {
    access: 'member',
    call: () => ({ path: '/user/availability', body: { availability: {} } }),
  },
  'POST /requests': {
    access: 'member',
    call: (f) => ({ path: '/requests', body: { service_id: f.ids.sparesService } }),
  },
  'GET /requests/received': { access: 'member', call: () => ({ path: '/requests/received' }) },
  'GET /requests/sent': { access: 'member', call: () => ({ path: '/requests/sent' }) },
  'POST /requests/respond': {
    access: 'owner',
    call: (f) => ({ path: '/requests/respond', body: { request_id: f.ids.pending, action: 'accept' } }),
  },
  'POST /requests/:id/cancel': {
    access: 'owner',
    actor: 'requester',
    call: (f) => ({ path: `/requests/${f.ids.pending}/cancel` }),
  },
  'POST /requests/:id/complete': { access: 'owner', call: (f) => ({ path: `/requests/${f.ids.accepted}/complete` }) },
  'GET /requests/:id/can-testimonial': {
    access: 'owner',
    call: (f) => ({ path: `/requests/${f.ids.accepted}/can-testimonial` }),
  },
  'GET /sessions': { access: 'member', call: () => ({ path: '/sessions' }) },
  'POST /sessions': {
    access: 'owner',
    actor: 'requester',
    call: (f) => ({
      path: '/sessions',
      body: { exchange_request_id: f.ids.accepted, proposed_date: f.ids.date, proposed_time_slot: '09:00' },
    }),
  },
  'POST /sessions/:id/respond': {
    access: 'owner',
    call: (f) => ({ path: `/sessions/${f.ids.session}/respond`, body: { action: 'accept' } }),
  },
  'POST /sessions/:id/complete': { access: 'owner', call: (f) => ({ path: `/sessions/${f.ids.session}/complete` }) },
  'POST /testimonials': {
    access: 'owner',
    call: (f) => ({ path: '/testimonials', body: { exchange_request_id: f.ids.accepted, content: 'c' } }),
  },
  'GET /testimonials/received': { access: 'member', call: () => ({ path: '/testimonials/received' }) },
  'GET /testimonials/given': { access: 'member', call: () => ({ path: '/testimonials/given' }) },
  'GET /notifications/recent': { access: 'member', call: () => ({ path: '/notifications/recent' }) },
  'GET /notifications': { access: 'member', call: () => ({ path: '/notifications' }) },
  'POST /notifications/mark-all-read': { access: 'member', call: () => ({ path: '/notifications/mark-all-read' }) },
  'PUT /notifications/:id': {
    access: 'owner',
    call: (f) => ({ path: `/notifications/${f.ids.notification}`, body: { read: true } }),
  },
  'DELETE /notifications/:id': { access: 'owner', call: (f) => ({ path: `/notifications/${f.ids.notification}` }) },
  'POST /premium/checkout': {
    access: 'member',
    call: () => ({ path: '/premium/checkout', body: { origin_url: 'http://localhost:4000' } }),
  },
  'GET /premium/checkout/status/:sessionId': {
    access: 'owner',
    call: (f) => ({ path: `/premium/checkout/status/${f.ids.checkout}` }),
  },
  'GET /admin/check-access': { access: 'admin', call: () => ({ path: '/admin/check-access' }) },
  'GET /admin/users': { access: 'admin', call: () => ({ path: '/admin/users' }) },
  'GET /admin/analytics': { access: 'admin', call: () => ({ path: '/admin/analytics?period=week' }) },
  'GET /admin/admin-users': { access: 'admin', call: () => ({ path: '/admin/admin-users' }) },
  'POST /admin/add-admin': {
    access: 'admin',
    call: () => ({ path: '/admin/add-admin', body: { email: 'new-admin@example.com', role: 'admin' } }),
  },
  'DELETE /admin/remove-admin/:email': {
    access: 'admin',
    call: (f) => ({ path: `/admin/remove-admin/${f.emails.spare}` }),
  },
  'POST /admin/import-users': { access: 'admin', call: () => ({ path: '/admin/import-users', multipart: true }) },
  'POST /admin/export-users': {
    access: 'admin',
    call: () => ({ path: '/admin/export-users', body: { fields: ['email'] } }),
  },
  'POST /admin/ep-adjustments': {
    access: 'admin',
    call: (f) => ({ path: '/admin/ep-adjustments', body: { email: f.emails.other, amount: 1, reason: 'matrix' } }),
  },
  // A request's thread: its two parties only; admins are refused like any other member.
  'GET /requests/:id/messages': { access: 'owner', call: (f) => ({ path: `/requests/${f.ids.pending}/messages` }) },
  'POST /requests/:id/messages': {
    access: 'owner',
    call: (f) => ({ path: `/requests/${f.ids.pending}/messages`, body: { body: 'Hello' } }),
  },
  'POST /requests/:id/messages/read': {
    access: 'owner',
    actor: 'requester',
    call: (f) => ({ path: `/requests/${f.ids.pending}/messages/read` }),
  },
  'GET /user/calendar-feed': { access: 'member', call: () => ({ path: '/user/calendar-feed' }) },
  'POST /user/calendar-feed': { access: 'member', call: () => ({ path: '/user/calendar-feed' }) },
  'GET /user/export': { access: 'member', call: () => ({ path: '/user/export' }) },
  'POST /user/deletion-code': { access: 'member', call: () => ({ path: '/user/deletion-code' }) },
  // The owner has an accepted exchange open: 409, which is "allowed, but not yet".
  'DELETE /user': { access: 'member', call: () => ({ path: '/user', body: { password: 'secret1' } }) },
  'POST /reports': {
    access: 'member',
    call: (f) => ({
      path: '/reports',
      body: { subject_type: 'service', subject_id: f.ids.sparesService, reason: 'Matrix report reason' },
    }),
  },
  'GET /admin/reports': { access: 'admin', call: () => ({ path: '/admin/reports' }) },
  'POST /admin/reports/:id/close': {
    access: 'admin',
    call: (f) => ({ path: `/admin/reports/${f.ids.report}/close`, body: { resolution: 'done' } }),
  },
  'POST /admin/users/:id/suspend': {
    access: 'admin',
    call: (f) => ({ path: `/admin/users/${f.ids.owner}/suspend`, body: { reason: 'matrix' } }),
  },
  'POST /admin/users/:id/unsuspend': {
    access: 'admin',
    call: (f) => ({ path: `/admin/users/${f.ids.owner}/unsuspend` }),
  }, // not suspended: 409
  'GET /admin/audit-log': { access: 'super', call: () => ({ path: '/admin/audit-log' }) },
  'GET /user/ledger': { access: 'member', call: () => ({ path: '/user/ledger' }) },
  'GET /user/ledger.csv': { access: 'member', call: () => ({ path: '/user/ledger.csv' }) },
  'POST /requests/:id/dispute': {
    access: 'owner',
    call: (f) => ({
      path: `/requests/${f.ids.completed}/dispute`,
      body: { reason: 'The matrix disputes this exchange.' },
    }),
  },
  'GET /admin/disputes': { access: 'admin', call: () => ({ path: '/admin/disputes?status=all' }) },
  'POST /admin/disputes/:id/resolve': {
    access: 'admin',
    call: (f) => ({ path: `/admin/disputes/${f.ids.dispute}/resolve`, body: { action: 'reverse', note: 'matrix' } }),
  },
  'GET /needs': { access: 'public', call: () => ({ path: '/needs' }) },
  'GET /user/needs': { access: 'member', call: () => ({ path: '/user/needs' }) },
  'POST /needs': {
    access: 'member',
    call: () => ({ path: '/needs', body: { title: 't', description: 'd', category: 'sales', max_energy: 1 } }),
  },
  'PUT /needs/:id': {
    access: 'owner',
    call: (f) => ({
      path: `/needs/${f.ids.need}`,
      body: { title: 't', description: 'd', category: 'sales', max_energy: 2 },
    }),
  },
  'POST /needs/:id/close': { access: 'owner', call: (f) => ({ path: `/needs/${f.ids.need}/close` }) },
  'DELETE /needs/:id': { access: 'owner', call: (f) => ({ path: `/needs/${f.ids.need}` }) },
  // Only with one's own service: the requester answers with theirs; anyone else's call names it and is refused.
  'POST /needs/:id/answers': {
    access: 'owner',
    actor: 'requester',
    call: (f) => ({ path: `/needs/${f.ids.sparesNeed}/answers`, body: { service_id: f.ids.requesterService } }),
  },
  'GET /matches': { access: 'member', call: () => ({ path: '/matches' }) },
  'GET /swaps': { access: 'member', call: () => ({ path: '/swaps' }) },
  // Proposing gives one's own service: the owner gives theirs; another member naming it is refused.
  'POST /swaps': {
    access: 'owner',
    call: (f) => ({ path: '/swaps', body: { my_service_id: f.ids.service, their_service_id: f.ids.sparesService } }),
  },
  'GET /swaps/:id': { access: 'owner', call: (f) => ({ path: `/swaps/${f.ids.swap}` }) },
  'POST /swaps/:id/accept': { access: 'owner', call: (f) => ({ path: `/swaps/${f.ids.swap}/accept` }) },
  'POST /swaps/:id/decline': { access: 'owner', call: (f) => ({ path: `/swaps/${f.ids.swap}/decline` }) },
  'POST /swaps/:id/cancel': {
    access: 'owner',
    actor: 'requester',
    call: (f) => ({ path: `/swaps/${f.ids.swap}/cancel` }),
  },
  // Group sessions: counts are public; the coach schedules, edits, cancels and completes; a seat
  // holder leaves; any member (but the coach) joins.
  'GET /services/:id/group-sessions': {
    access: 'public',
    call: (f) => ({ path: `/services/${f.ids.groupService}/group-sessions` }),
  },
  'POST /services/:id/group-sessions': {
    access: 'owner',
    call: (f) => ({
      path: `/services/${f.ids.groupService}/group-sessions`,
      body: { date: f.ids.groupDate, time_slot: '09:00' },
    }),
  },
  'GET /user/group-sessions': { access: 'member', call: () => ({ path: '/user/group-sessions?role=coach' }) },
  'GET /group-sessions/:id': { access: 'public', call: (f) => ({ path: `/group-sessions/${f.ids.group}` }) },
  'PUT /group-sessions/:id/notes': {
    access: 'owner',
    call: (f) => ({ path: `/group-sessions/${f.ids.group}/notes`, body: { notes: 'Bring a notebook' } }),
  },
  'POST /group-sessions/:id/join': {
    access: 'member',
    call: (f) => ({ path: `/group-sessions/${f.ids.sparesGroup}/join` }),
  },
  'POST /group-sessions/:id/leave': {
    access: 'owner',
    actor: 'requester',
    call: (f) => ({ path: `/group-sessions/${f.ids.group}/leave` }),
  },
  'POST /group-sessions/:id/cancel': {
    access: 'owner',
    call: (f) => ({ path: `/group-sessions/${f.ids.group}/cancel` }),
  },
  'POST /group-sessions/:id/complete': {
    access: 'owner',
    call: (f) => ({
      path: `/group-sessions/${f.ids.startedGroup}/complete`,
      body: { attended: [f.ids.requester] },
    }),
  },
  // A group session's thread: its coach and seat holders only (the requester holds a seat of group).
  'GET /group-sessions/:id/thread': {
    access: 'owner',
    actor: 'requester',
    call: (f) => ({ path: `/group-sessions/${f.ids.group}/thread` }),
  },
  'GET /group-sessions/:id/messages': {
    access: 'owner',
    actor: 'requester',
    call: (f) => ({ path: `/group-sessions/${f.ids.group}/messages` }),
  },
  'POST /group-sessions/:id/messages': {
    access: 'owner',
    actor: 'requester',
    call: (f) => ({ path: `/group-sessions/${f.ids.group}/messages`, body: { body: 'Hi all' } }),
  },
  'POST /group-sessions/:id/messages/read': {
    access: 'owner',
    actor: 'requester',
    call: (f) => ({ path: `/group-sessions/${f.ids.group}/messages/read` }),
  },
  // Questions: anyone asks (about spare's service); a question is its two members' only (the
  // requester asked the owner); the coach (the owner) turns it into a request.
  'POST /questions': {
    access: 'member',
    call: (f) => ({ path: '/questions', body: { service_id: f.ids.sparesService, body: 'Is it online?' } }),
  },
  'GET /questions': { access: 'member', call: () => ({ path: '/questions' }) },
  'GET /questions/:id': {
    access: 'owner',
    actor: 'requester',
    call: (f) => ({ path: `/questions/${f.ids.question}` }),
  },
  'POST /questions/:id/to-request': {
    access: 'owner',
    call: (f) => ({ path: `/questions/${f.ids.question}/to-request`, body: {} }),
  },
  'GET /questions/:id/messages': {
    access: 'owner',
    actor: 'requester',
    call: (f) => ({ path: `/questions/${f.ids.question}/messages` }),
  },
  'POST /questions/:id/messages': {
    access: 'owner',
    actor: 'requester',
    call: (f) => ({ path: `/questions/${f.ids.question}/messages`, body: { body: 'One more thing' } }),
  },
  'POST /questions/:id/messages/read': {
    access: 'owner',
    actor: 'requester',
    call: (f) => ({ path: `/questions/${f.ids.question}/messages/read` }),
  },
  // Blocking: any member blocks any other (spare here), and reads only their own list.
  'POST /members/:id/block': { access: 'member', call: (f) => ({ path: `/members/${f.ids.spare}/block` }) },
  'DELETE /members/:id/block': { access: 'member', call: (f) => ({ path: `/members/${f.ids.spare}/block` }) },
  'GET /blocked-members': { access: 'member', call: () => ({ path: '/blocked-members' }) },
  // A seat's testimonial and dispute: its attendee only (the requester attended completedGroup).
  'POST /group-sessions/:id/testimonial': {
    access: 'owner',
    actor: 'requester',
    call: (f) => ({ path: `/group-sessions/${f.ids.completedGroup}/testimonial`, body: { rating: 5, content: 'c' } }),
  },
  'POST /group-sessions/:id/dispute': {
    access: 'owner',
    actor: 'requester',
    call: (f) => ({
      path: `/group-sessions/${f.ids.completedGroup}/dispute`,
      body: { reason: 'The matrix disputes this seat.' },
    }),
  },
  'GET /rings': { access: 'member', call: () => ({ path: '/rings' }) },
  'POST /rings': {
    access: 'owner',
    call: (f) => ({
      path: '/rings',
      body: {
        my_service_id: f.ids.service,
        second_service_id: f.ids.sparesService,
        third_service_id: f.ids.requesterService,
      },
    }),
  },
  'GET /rings/:id': { access: 'owner', call: (f) => ({ path: `/rings/${f.ids.ring}` }) },
  'POST /rings/:id/accept': { access: 'owner', call: (f) => ({ path: `/rings/${f.ids.ring}/accept` }) },
  'POST /rings/:id/decline': { access: 'owner', call: (f) => ({ path: `/rings/${f.ids.ring}/decline` }) },
  'POST /rings/:id/cancel': {
    access: 'owner',
    actor: 'requester',
    call: (f) => ({ path: `/rings/${f.ids.ring}/cancel` }),
  },
  'GET /user/notification-preferences': { access: 'member', call: () => ({ path: '/user/notification-preferences' }) },
  'PUT /user/notification-preferences': {
    access: 'member',
    call: () => ({
      path: '/user/notification-preferences',
      body: { preferences: [{ kind: 'exchange_declined', delivery: 'off' }] },
    }),
  },
  // Signed out on purpose (RFC 8058): the signed token is the authority, not a session.
  'GET /unsubscribe/:token': { access: 'public', call: (f) => ({ path: `/unsubscribe/${f.ids.unsubscribe}` }) },
  'POST /unsubscribe/:token': { access: 'public', call: (f) => ({ path: `/unsubscribe/${f.ids.unsubscribe}` }) },
  'GET /push/public-key': { access: 'public', call: () => ({ path: '/push/public-key' }) },
  'GET /push/subscriptions': { access: 'member', call: () => ({ path: '/push/subscriptions' }) },
  'POST /push/subscriptions': {
    access: 'member',
    call: () => ({ path: '/push/subscriptions', body: pushSubscription('matrix-laptop') }),
  },
  'DELETE /push/subscriptions/:id': {
    access: 'owner',
    call: (f) => ({ path: `/push/subscriptions/${f.ids.pushDevice}` }),
  },
  'GET /admin/mail/dead': { access: 'admin', call: () => ({ path: '/admin/mail/dead' }) },
  'POST /admin/mail/:id/retry': { access: 'admin', call: (f) => ({ path: `/admin/mail/${f.ids.deadMail}/retry` }) },
  'GET /admin/categories': { access: 'super', call: () => ({ path: '/admin/categories' }) },
  'POST /admin/categories': {
    access: 'super',
    call: () => ({ path: '/admin/categories', body: { value: 'test_matrix', label: 'Test Matrix' } }),
  },
  'PUT /admin/categories/:value': {
    access: 'super',
    call: () => ({ path: '/admin/categories/fitness', body: { label: 'Fitness & Movement' } }),
  },
  'PUT /admin/categories/:value/labels/:locale': {
    access: 'super',
    call: () => ({ path: '/admin/categories/fitness/labels/es', body: { label: 'Fitness y movimiento' } }),
  },
  // Retired, then restored by the next row: the other rows' categories stay offered.
  'POST /admin/categories/:value/retire': {
    access: 'super',
    call: () => ({ path: '/admin/categories/fitness/retire' }),
  },
  'POST /admin/categories/:value/restore': {
    access: 'super',
    call: () => ({ path: '/admin/categories/fitness/restore' }),
  },
};

/** What each kind of route answers each role: 'ok' = anything but 401, 403 and 404. */
function expected(row: RestRow, role: Role): 'ok' | 401 | 403 | 404 | '403|404' {
  if (row.access === 'public') return 'ok';
  if (role === 'visitor') return 401;
  if (row.access === 'member') return 'ok';
  if (row.access === 'admin') return role === 'admin' || role === 'super' ? 'ok' : 403;
  if (row.access === 'super') return role === 'super' ? 'ok' : 403;
  return role === 'owner' ? 'ok' : '403|404'; // someone else's thing: refused, or not even visible
}

async function callRest(key: string, row: RestRow, role: Role, f: Fixture) {
  const [method] = key.split(' ');
  const { path, body, multipart } = row.call(f);
  const token = role === 'visitor' ? undefined : role === 'owner' ? f.tokens[row.actor ?? 'owner'] : f.tokens[role];
  if (multipart) {
    const form = new FormData();
    form.append('csv_file', new Blob(['full_name,email\nMatrix,matrix@example.com\n'], { type: 'text/csv' }), 'm.csv');
    const res = await fetch(`${app.url}/api${path}`, {
      method,
      headers: token ? { authorization: `Bearer ${token}` } : {},
      body: form,
    });
    return res.status;
  }
  return (await api.call(method, path, { token, body })).status;
}

describe('authorization matrix', () => {
  it('has a row for every REST route', () => {
    const routes = app.http.apiRoutes.map((r) => `${r.method} ${r.path}`).sort();
    expect(routes.filter((r) => !(r in REST))).toEqual([]);
    expect(Object.keys(REST).filter((r) => !routes.includes(r))).toEqual([]);
  });

  it('answers every REST route as the table says, for every role', async () => {
    const failures: string[] = [];
    let shared = await fixture();
    for (const [key, row] of Object.entries(REST)) {
      const mutating = !key.startsWith('GET ');
      for (const role of ROLES) {
        const f = mutating ? await fixture() : shared;
        const status = await callRest(key, row, role, f);
        const want = expected(row, role);
        const ok =
          want === 'ok'
            ? row.okStatuses?.includes(status) || ![401, 403, 404].includes(status)
            : want === '403|404'
              ? status === 403 || status === 404
              : status === want;
        if (!ok || status >= 500) failures.push(`${key} as ${role}: ${status}, expected ${want}`);
      }
      if (mutating) shared = await fixture();
    }
    expect(failures).toEqual([]);
  }, 420_000);
});

// ---------------------------------------------------------------- GraphQL

interface GqlRow {
  access: Access;
  actor?: 'owner' | 'requester';
  /** Error codes that mean "allowed" here (e.g. NOT_FOUND: no Gravatar for this email). */
  okCodes?: string[];
  doc: (f: Fixture) => { query: string; variables?: Record<string, unknown> };
}

const q = (query: string, variables?: Record<string, unknown>) => ({ query, variables });
const GQL: Record<string, GqlRow> = {
  signup: {
    access: 'public',
    doc: () =>
      q(`mutation { signup(input: { email: "z@example.com", password: "secret1", fullName: "Z" }) { accessToken } }`),
  },
  login: {
    access: 'public',
    doc: () => q(`mutation { login(input: { email: "other@example.com", password: "secret1" }) { accessToken } }`),
  },
  sendCode: { access: 'public', doc: () => q(`mutation { sendCode(input: { email: "w@example.com" }) { email } }`) },
  verifyCode: {
    access: 'public',
    doc: () => q(`mutation { verifyCode(input: { email: "w@example.com", code: "123456" }) { accessToken } }`),
  },
  validateReferral: { access: 'public', doc: () => q(`{ validateReferral(code: "ABCDEF") { valid } }`) },
  categories: { access: 'public', doc: () => q(`{ categories { value } }`) },
  platformStats: { access: 'public', doc: () => q(`{ platformStats { memberCount } }`) },
  services: { access: 'public', doc: () => q(`{ services { totalCount } }`) },
  coaches: { access: 'public', doc: () => q(`{ coaches { totalCount } }`) },
  premiumBenefits: { access: 'public', doc: () => q(`{ premiumBenefits { price } }`) },
  me: { access: 'member', doc: () => q(`{ me { id } }`) },
  updateProfile: { access: 'member', doc: () => q(`mutation { updateProfile(input: { bio: "b" }) { id } }`) },
  changePassword: {
    access: 'member',
    doc: () => q(`mutation { changePassword(newPassword: "another1") { accessToken } }`),
  },
  logoutEverywhere: { access: 'member', doc: () => q(`mutation { logoutEverywhere }`) },
  verifyEmail: { access: 'member', doc: () => q(`mutation { verifyEmail(code: "123456") { id emailVerified } }`) },
  resendVerificationEmail: {
    access: 'member',
    okCodes: ['CONFLICT'],
    doc: () => q(`mutation { resendVerificationEmail { email } }`),
  },
  gravatarInfo: { access: 'member', doc: () => q(`{ gravatarInfo { exists } }`) },
  syncGravatar: { access: 'member', okCodes: ['NOT_FOUND'], doc: () => q(`mutation { syncGravatar { id } }`) },
  referralInfo: { access: 'member', doc: () => q(`{ referralInfo { totalReferrals } }`) },
  coach: { access: 'member', doc: (f) => q(`query($id: ID!) { coach(id: $id) { id } }`, { id: f.ids.owner }) },
  myServices: { access: 'member', doc: () => q(`{ myServices { id } }`) },
  createService: {
    access: 'member',
    doc: () => q(`mutation { createService(input: { title: "t", description: "d", category: "sales" }) { id } }`),
  },
  updateService: {
    access: 'owner',
    doc: (f) =>
      q(
        `mutation($id: ID!) { updateService(id: $id, input: { title: "t", description: "d", category: "sales" }) { id } }`,
        { id: f.ids.service },
      ),
  },
  deleteService: {
    access: 'owner',
    doc: (f) => q(`mutation($id: ID!) { deleteService(id: $id) { id } }`, { id: f.ids.service }),
  },
  myAvailability: { access: 'member', doc: () => q(`{ myAvailability { timezone } }`) },
  availabilityOf: {
    access: 'member',
    doc: (f) => q(`query($id: ID!) { availabilityOf(userId: $id) { timezone } }`, { id: f.ids.owner }),
  },
  setAvailability: {
    access: 'member',
    doc: () => q(`mutation { setAvailability(input: { monday: ["09:00"] }) { monday } }`),
  },
  sendRequest: {
    access: 'member',
    doc: (f) => q(`mutation($id: ID!) { sendRequest(input: { serviceId: $id }) { id } }`, { id: f.ids.sparesService }),
  },
  receivedRequests: { access: 'member', doc: () => q(`{ receivedRequests { id } }`) },
  sentRequests: { access: 'member', doc: () => q(`{ sentRequests { id } }`) },
  respondToRequest: {
    access: 'owner',
    doc: (f) =>
      q(`mutation($id: ID!) { respondToRequest(input: { requestId: $id, action: ACCEPT }) { id } }`, {
        id: f.ids.pending,
      }),
  },
  cancelRequest: {
    access: 'owner',
    actor: 'requester',
    doc: (f) => q(`mutation($id: ID!) { cancelRequest(requestId: $id) { id } }`, { id: f.ids.pending }),
  },
  completeRequest: {
    access: 'owner',
    doc: (f) => q(`mutation($id: ID!) { completeRequest(requestId: $id) { id } }`, { id: f.ids.accepted }),
  },
  canWriteTestimonial: {
    access: 'owner',
    doc: (f) => q(`query($id: ID!) { canWriteTestimonial(requestId: $id) }`, { id: f.ids.accepted }),
  },
  mySessions: { access: 'member', doc: () => q(`{ mySessions { id } }`) },
  proposeSession: {
    access: 'owner',
    actor: 'requester',
    doc: (f) =>
      q(
        `mutation($id: ID!, $d: String!) { proposeSession(input: { exchangeRequestId: $id, proposedDate: $d, proposedTimeSlot: "09:00" }) { id } }`,
        { id: f.ids.accepted, d: f.ids.date },
      ),
  },
  respondToSession: {
    access: 'owner',
    doc: (f) =>
      q(`mutation($id: ID!) { respondToSession(sessionId: $id, action: ACCEPT) { id } }`, { id: f.ids.session }),
  },
  completeSession: {
    access: 'owner',
    doc: (f) => q(`mutation($id: ID!) { completeSession(sessionId: $id) { id } }`, { id: f.ids.session }),
  },
  writeTestimonial: {
    access: 'owner',
    doc: (f) =>
      q(`mutation($id: ID!) { writeTestimonial(input: { exchangeRequestId: $id, content: "c" }) { id } }`, {
        id: f.ids.accepted,
      }),
  },
  receivedTestimonials: { access: 'member', doc: () => q(`{ receivedTestimonials { id } }`) },
  givenTestimonials: { access: 'member', doc: () => q(`{ givenTestimonials { id } }`) },
  recentNotifications: { access: 'member', doc: () => q(`{ recentNotifications { unreadCount } }`) },
  notifications: { access: 'member', doc: () => q(`{ notifications { totalCount } }`) },
  markNotificationRead: {
    access: 'owner',
    doc: (f) => q(`mutation($id: ID!) { markNotificationRead(id: $id) { id } }`, { id: f.ids.notification }),
  },
  deleteNotification: {
    access: 'owner',
    doc: (f) => q(`mutation($id: ID!) { deleteNotification(id: $id) }`, { id: f.ids.notification }),
  },
  markAllNotificationsRead: { access: 'member', doc: () => q(`mutation { markAllNotificationsRead }`) },
  createCheckout: {
    access: 'member',
    doc: () => q(`mutation { createCheckout(originUrl: "http://localhost:4000") { sessionId } }`),
  },
  checkoutStatus: {
    access: 'owner',
    doc: (f) => q(`query($id: String!) { checkoutStatus(sessionId: $id) { status } }`, { id: f.ids.checkout }),
  },
  adminAccess: { access: 'admin', doc: () => q(`{ adminAccess }`) },
  adminMembers: { access: 'admin', doc: () => q(`{ adminMembers { totalCount } }`) },
  adminAnalytics: { access: 'admin', doc: () => q(`{ adminAnalytics(period: "week") { period } }`) },
  adminUsers: { access: 'admin', doc: () => q(`{ adminUsers { email } }`) },
  notificationPreferences: { access: 'member', doc: () => q(`{ notificationPreferences { kind delivery } }`) },
  updateNotificationPreferences: {
    access: 'member',
    doc: () =>
      q(
        `mutation { updateNotificationPreferences(preferences: [{ kind: EXCHANGE_DECLINED, delivery: OFF }]) { kind } }`,
      ),
  },
  pushPublicKey: { access: 'public', doc: () => q(`{ pushPublicKey }`) },
  pushDevices: { access: 'member', doc: () => q(`{ pushDevices { totalCount } }`) },
  addPushDevice: {
    access: 'member',
    doc: () =>
      q(`mutation($s: PushSubscriptionInput!) { addPushDevice(subscription: $s) { id } }`, {
        s: pushSubscription('matrix-tablet'),
      }),
  },
  removePushDevice: {
    access: 'owner',
    doc: (f) => q(`mutation($id: ID!) { removePushDevice(id: $id) }`, { id: f.ids.pushDevice }),
  },
  deadMails: { access: 'admin', doc: () => q(`{ deadMails { totalCount } }`) },
  retryMail: {
    access: 'admin',
    doc: (f) => q(`mutation($id: ID!) { retryMail(id: $id) { id status } }`, { id: f.ids.deadMail }),
  },
  addAdmin: {
    access: 'admin',
    doc: () => q(`mutation { addAdmin(email: "new-admin@example.com", role: ADMIN) { email } }`),
  },
  removeAdmin: {
    access: 'admin',
    doc: (f) => q(`mutation($e: String!) { removeAdmin(email: $e) }`, { e: f.emails.spare }),
  },
  exportUsers: { access: 'admin', doc: () => q(`mutation { exportUsers(fields: ["email"]) { filename } }`) },
  adjustEnergyPoints: {
    access: 'admin',
    doc: (f) =>
      q(`mutation($e: String!) { adjustEnergyPoints(email: $e, amount: 1, reason: "matrix") { applied } }`, {
        e: f.emails.other,
      }),
  },
  myLedger: { access: 'member', doc: () => q(`{ myLedger { totalCount } }`) },
  openDispute: {
    access: 'owner',
    doc: (f) =>
      q(`mutation($id: ID!) { openDispute(requestId: $id, reason: "The matrix disputes this exchange.") { id } }`, {
        id: f.ids.completed,
      }),
  },
  adminDisputes: { access: 'admin', doc: () => q(`{ adminDisputes(status: ALL) { totalCount } }`) },
  resolveDispute: {
    access: 'admin',
    doc: (f) =>
      q(`mutation($id: ID!) { resolveDispute(disputeId: $id, action: REVERSE, note: "matrix") { id } }`, {
        id: f.ids.dispute,
      }),
  },
  notificationEvents: { access: 'member', doc: () => q(NOTIFICATION_EVENTS) },
  exchangeRequest: {
    access: 'owner',
    doc: (f) =>
      q(`query($id: ID!) { exchangeRequest(id: $id) { id unreadCount messages { totalCount } } }`, {
        id: f.ids.pending,
      }),
  },
  sendMessage: {
    access: 'owner',
    actor: 'requester',
    doc: (f) => q(`mutation($id: ID!) { sendMessage(requestId: $id, body: "Hello") { id } }`, { id: f.ids.pending }),
  },
  markThreadRead: {
    access: 'owner',
    doc: (f) => q(`mutation($id: ID!) { markThreadRead(requestId: $id) { id unreadCount } }`, { id: f.ids.pending }),
  },
  messageEvents: {
    access: 'owner',
    doc: (f) =>
      q(`subscription($id: ID) { messageEvents(requestId: $id) { threadUnreadCount } }`, { id: f.ids.pending }),
  },
  calendarFeed: { access: 'member', doc: () => q(`{ calendarFeed { url } }`) },
  resetCalendarFeed: { access: 'member', doc: () => q(`mutation { resetCalendarFeed { url } }`) },
  myDataExport: { access: 'member', doc: () => q(`{ myDataExport { filename } }`) },
  sendAccountDeletionCode: { access: 'member', doc: () => q(`mutation { sendAccountDeletionCode { email } }`) },
  deleteAccount: { access: 'member', doc: () => q(`mutation { deleteAccount(password: "secret1") }`) },
  reportSubject: {
    access: 'member',
    doc: (f) =>
      q(
        `mutation($id: ID!) { reportSubject(subjectType: SERVICE, subjectId: $id, reason: "Matrix report reason") { id } }`,
        { id: f.ids.sparesService },
      ),
  },
  adminReports: { access: 'admin', doc: () => q(`{ adminReports { totalCount } }`) },
  closeReport: {
    access: 'admin',
    doc: (f) => q(`mutation($id: ID!) { closeReport(id: $id) { id } }`, { id: f.ids.report }),
  },
  suspendMember: {
    access: 'admin',
    doc: (f) => q(`mutation($id: ID!) { suspendMember(userId: $id, reason: "matrix") { id } }`, { id: f.ids.owner }),
  },
  unsuspendMember: {
    access: 'admin',
    doc: (f) => q(`mutation($id: ID!) { unsuspendMember(userId: $id) { id } }`, { id: f.ids.owner }),
  },
  auditLog: { access: 'super', doc: () => q(`{ auditLog { totalCount } }`) },
  adminCategories: { access: 'super', doc: () => q(`{ adminCategories { value retiredAt } }`) },
  addCategory: {
    access: 'super',
    doc: () => q(`mutation { addCategory(value: "test_matrix_gql", label: "Test Matrix Gql") { value } }`),
  },
  renameCategory: {
    access: 'super',
    doc: () => q(`mutation { renameCategory(value: "fitness", label: "Fitness & Movement") { value } }`),
  },
  setCategoryLabel: {
    access: 'super',
    doc: () =>
      q(`mutation { setCategoryLabel(value: "fitness", locale: "es", label: "Fitness y movimiento") { value } }`),
  },
  setCategoryRetired: {
    access: 'super',
    doc: () => q(`mutation { setCategoryRetired(value: "fitness", retired: false) { value } }`),
  },
  needs: { access: 'public', doc: () => q(`{ needs { totalCount } }`) },
  myNeeds: { access: 'member', doc: () => q(`{ myNeeds { id } }`) },
  createNeed: {
    access: 'member',
    doc: () =>
      q(`mutation { createNeed(input: { title: "t", description: "d", category: "sales", maxEnergy: 1 }) { id } }`),
  },
  updateNeed: {
    access: 'owner',
    doc: (f) =>
      q(
        `mutation($id: ID!) { updateNeed(id: $id, input: { title: "t", description: "d", category: "sales", maxEnergy: 2 }) { id } }`,
        { id: f.ids.need },
      ),
  },
  closeNeed: { access: 'owner', doc: (f) => q(`mutation($id: ID!) { closeNeed(id: $id) { id } }`, { id: f.ids.need }) },
  deleteNeed: {
    access: 'owner',
    doc: (f) => q(`mutation($id: ID!) { deleteNeed(id: $id) { id } }`, { id: f.ids.need }),
  },
  answerNeed: {
    access: 'owner',
    actor: 'requester',
    doc: (f) =>
      q(`mutation($id: ID!, $s: ID!) { answerNeed(id: $id, serviceId: $s) { id } }`, {
        id: f.ids.sparesNeed,
        s: f.ids.requesterService,
      }),
  },
  matches: { access: 'member', doc: () => q(`{ matches { swaps { partnerId } } }`) },
  mySwaps: { access: 'member', doc: () => q(`{ mySwaps { totalCount } }`) },
  proposeSwap: {
    access: 'owner',
    doc: (f) =>
      q(`mutation($m: ID!, $t: ID!) { proposeSwap(myServiceId: $m, theirServiceId: $t) { id } }`, {
        m: f.ids.service,
        t: f.ids.sparesService,
      }),
  },
  acceptSwap: {
    access: 'owner',
    doc: (f) => q(`mutation($id: ID!) { acceptSwap(id: $id) { id } }`, { id: f.ids.swap }),
  },
  declineSwap: {
    access: 'owner',
    doc: (f) => q(`mutation($id: ID!) { declineSwap(id: $id) { id } }`, { id: f.ids.swap }),
  },
  cancelSwap: {
    access: 'owner',
    actor: 'requester',
    doc: (f) => q(`mutation($id: ID!) { cancelSwap(id: $id) { id } }`, { id: f.ids.swap }),
  },
  groupSessions: {
    access: 'public',
    doc: (f) => q(`query($id: ID!) { groupSessions(serviceId: $id) { id seatsLeft } }`, { id: f.ids.groupService }),
  },
  groupSession: {
    access: 'public',
    doc: (f) => q(`query($id: ID!) { groupSession(id: $id) { id seatsTaken } }`, { id: f.ids.group }),
  },
  myGroupSessions: { access: 'member', doc: () => q(`{ myGroupSessions(role: ATTENDEE) { totalCount } }`) },
  scheduleGroupSession: {
    access: 'owner',
    doc: (f) =>
      q(
        `mutation($id: ID!, $d: String!) { scheduleGroupSession(input: { serviceId: $id, date: $d, timeSlot: "09:00" }) { id } }`,
        { id: f.ids.groupService, d: f.ids.groupDate },
      ),
  },
  editGroupSessionNotes: {
    access: 'owner',
    doc: (f) =>
      q(`mutation($id: ID!) { editGroupSessionNotes(id: $id, input: { notes: "n" }) { id } }`, { id: f.ids.group }),
  },
  joinGroupSession: {
    access: 'member',
    doc: (f) => q(`mutation($id: ID!) { joinGroupSession(id: $id) { id } }`, { id: f.ids.sparesGroup }),
  },
  leaveGroupSession: {
    access: 'owner',
    actor: 'requester',
    doc: (f) => q(`mutation($id: ID!) { leaveGroupSession(id: $id) { id } }`, { id: f.ids.group }),
  },
  cancelGroupSession: {
    access: 'owner',
    doc: (f) => q(`mutation($id: ID!) { cancelGroupSession(id: $id) { id } }`, { id: f.ids.group }),
  },
  completeGroupSession: {
    access: 'owner',
    doc: (f) =>
      q(`mutation($id: ID!, $m: [ID!]!) { completeGroupSession(id: $id, input: { attended: $m }) { id } }`, {
        id: f.ids.startedGroup,
        m: [f.ids.requester],
      }),
  },
  groupSessionSeatEvents: { access: 'member', doc: () => q(`subscription { groupSessionSeatEvents { seatsLeft } }`) },
  groupSessionThread: {
    access: 'owner',
    actor: 'requester',
    doc: (f) => q(`query($id: ID!) { groupSessionThread(groupSessionId: $id) { messageCount } }`, { id: f.ids.group }),
  },
  sendGroupSessionMessage: {
    access: 'owner',
    actor: 'requester',
    doc: (f) =>
      q(`mutation($id: ID!) { sendGroupSessionMessage(groupSessionId: $id, body: "Hi all") { id } }`, {
        id: f.ids.group,
      }),
  },
  markGroupSessionThreadRead: {
    access: 'owner',
    actor: 'requester',
    doc: (f) =>
      q(`mutation($id: ID!) { markGroupSessionThreadRead(groupSessionId: $id) { unreadCount } }`, {
        id: f.ids.group,
      }),
  },
  myQuestions: { access: 'member', doc: () => q(`{ myQuestions(first: 5) { totalCount } }`) },
  question: {
    access: 'owner',
    actor: 'requester',
    doc: (f) => q(`query($id: ID!) { question(id: $id) { id unreadCount } }`, { id: f.ids.question }),
  },
  askQuestion: {
    access: 'member',
    doc: (f) =>
      q(`mutation($id: ID!) { askQuestion(input: { serviceId: $id, body: "Is it online?" }) { id } }`, {
        id: f.ids.sparesService,
      }),
  },
  questionToRequest: {
    access: 'owner',
    doc: (f) => q(`mutation($id: ID!) { questionToRequest(questionId: $id) { canConfirm } }`, { id: f.ids.question }),
  },
  sendQuestionMessage: {
    access: 'owner',
    actor: 'requester',
    doc: (f) =>
      q(`mutation($id: ID!) { sendQuestionMessage(questionId: $id, body: "One more thing") { id } }`, {
        id: f.ids.question,
      }),
  },
  markQuestionThreadRead: {
    access: 'owner',
    actor: 'requester',
    doc: (f) =>
      q(`mutation($id: ID!) { markQuestionThreadRead(questionId: $id) { unreadCount } }`, { id: f.ids.question }),
  },
  blockedMembers: { access: 'member', doc: () => q(`{ blockedMembers(first: 5) { totalCount } }`) },
  blockMember: {
    access: 'member',
    doc: (f) => q(`mutation($id: ID!) { blockMember(memberId: $id) { id } }`, { id: f.ids.spare }),
  },
  unblockMember: {
    access: 'member',
    doc: (f) => q(`mutation($id: ID!) { unblockMember(memberId: $id) }`, { id: f.ids.spare }),
  },
  writeGroupSessionTestimonial: {
    access: 'owner',
    actor: 'requester',
    doc: (f) =>
      q(`mutation($id: ID!) { writeGroupSessionTestimonial(groupSessionId: $id, input: { content: "c" }) { id } }`, {
        id: f.ids.completedGroup,
      }),
  },
  openGroupSessionDispute: {
    access: 'owner',
    actor: 'requester',
    doc: (f) =>
      q(
        `mutation($id: ID!) { openGroupSessionDispute(groupSessionId: $id, reason: "The matrix disputes this seat.") { id } }`,
        { id: f.ids.completedGroup },
      ),
  },
  myRings: { access: 'member', doc: () => q(`{ myRings { totalCount } }`) },
  ring: { access: 'owner', doc: (f) => q(`query($id: ID!) { ring(id: $id) { id } }`, { id: f.ids.ring }) },
  proposeRing: {
    access: 'owner',
    doc: (f) =>
      q(
        `mutation($m: ID!, $s: ID!, $t: ID!) { proposeRing(myServiceId: $m, secondServiceId: $s, thirdServiceId: $t) { id } }`,
        { m: f.ids.service, s: f.ids.sparesService, t: f.ids.requesterService },
      ),
  },
  acceptRing: {
    access: 'owner',
    doc: (f) => q(`mutation($id: ID!) { acceptRing(id: $id) { id } }`, { id: f.ids.ring }),
  },
  declineRing: {
    access: 'owner',
    doc: (f) => q(`mutation($id: ID!) { declineRing(id: $id) { id } }`, { id: f.ids.ring }),
  },
  cancelRing: {
    access: 'owner',
    actor: 'requester',
    doc: (f) => q(`mutation($id: ID!) { cancelRing(id: $id) { id } }`, { id: f.ids.ring }),
  },
};

const REFUSED: Record<string, string[]> = {
  401: ['UNAUTHENTICATED'],
  403: ['FORBIDDEN'],
  '403|404': ['FORBIDDEN', 'NOT_FOUND'],
};

describe('GraphQL authorization matrix', () => {
  it('has a row for every query, mutation and subscription', async () => {
    const schema = (await gql(getIntrospectionQuery())).data.__schema;
    const fields = schema.types
      .filter((t: { name: string }) => ['Query', 'Mutation', 'Subscription'].includes(t.name))
      .flatMap((t: { fields: Array<{ name: string }> }) => t.fields.map((f) => f.name))
      .sort();
    expect(fields.filter((f: string) => !(f in GQL))).toEqual([]);
    expect(Object.keys(GQL).filter((f) => !fields.includes(f))).toEqual([]);
  });

  it('answers every operation as the table says, for every role', async () => {
    const failures: string[] = [];
    let shared = await fixture();
    for (const [field, row] of Object.entries(GQL)) {
      if (field === 'notificationEvents' || field === 'messageEvents' || field === 'groupSessionSeatEvents') continue; // over WebSocket, below
      const mutating = row.doc(shared).query.trim().startsWith('mutation');
      for (const role of ROLES) {
        const f = mutating ? await fixture() : shared;
        const token =
          role === 'visitor' ? undefined : role === 'owner' ? f.tokens[row.actor ?? 'owner'] : f.tokens[role];
        const { query, variables } = row.doc(f);
        const res = await gql(query, variables, token);
        const want = expected(row as unknown as RestRow, role);
        const codes = (res.errors ?? []).map((e) => e.extensions?.code);
        const refusedBy = codes.find(
          (c) =>
            !row.okCodes?.includes(String(c)) && (c === 'UNAUTHENTICATED' || c === 'FORBIDDEN' || c === 'NOT_FOUND'),
        );
        const ok = want === 'ok' ? !refusedBy : REFUSED[String(want)].includes(String(refusedBy));
        if (!ok || res.status >= 500 || codes.includes('INTERNAL_SERVER_ERROR'))
          failures.push(`${field} as ${role}: ${JSON.stringify(codes)} (${res.status}), expected ${want}`);
      }
      if (mutating) shared = await fixture();
    }
    expect(failures).toEqual([]);
  }, 420_000);

  it.each([
    ['notificationEvents', NOTIFICATION_EVENTS],
    ['groupSessionSeatEvents', `subscription { groupSessionSeatEvents { seatsLeft } }`],
  ])('%s: lets members subscribe and refuses visitors', async (_field, doc) => {
    const f = await fixture();
    for (const role of ['other', 'admin'] as const) {
      const sub = subscribe(app.url, f.tokens[role], doc);
      await sub.ready;
      await sub.close();
      expect(sub.received).toEqual([]);
    }
    // A visitor's socket is closed at once (4403): see identity.graphql.test.ts for the handshake cases.
    // Over HTTP a subscription is nobody's: refused before it runs, as the caller's mistake.
    for (const token of [undefined, f.tokens.other]) {
      const overHttp = await gql(doc, undefined, token);
      expect(overHttp.status).toBe(400);
      expect(overHttp.data ?? null).toBeNull();
      expect(overHttp.errors?.map((e) => e.extensions?.code)).toEqual(['BAD_REQUEST']);
    }
  });
});

describe('GraphQL authorization matrix: thread subscriptions', () => {
  it('lets the two parties subscribe to a thread and refuses everyone else, admins included', async () => {
    const f = await fixture();
    const doc = `subscription { messageEvents(requestId: "${f.ids.pending}") { threadUnreadCount } }`;
    const roles = ['owner', 'requester', 'other', 'admin', 'super'] as const;
    // All at once, and the refusals waited for (a loaded machine may take longer than `ready`'s
    // moment to check the thread): the parties are then judged after the others' checks are done.
    const subs = roles.map((role) => subscribe(app.url, f.tokens[role], doc));
    await Promise.all(subs.map((sub) => sub.ready));
    await Promise.all(subs.slice(2).map((sub) => sub.waitFor(1).catch(() => undefined)));
    await new Promise((r) => setTimeout(r, 150));
    const outcome: Record<string, string> = {};
    for (const [i, sub] of subs.entries()) {
      await sub.close();
      const first = sub.received[0];
      outcome[roles[i]] = first ? (first.error || first.errors ? 'refused' : 'event') : 'listening';
    }
    expect(outcome).toEqual({
      owner: 'listening',
      requester: 'listening',
      other: 'refused',
      admin: 'refused',
      super: 'refused',
    });
  });
});

describe('field-level privacy', () => {
  it("never shows another member's balance, and their contact only to a party of an accepted exchange", async () => {
    const schema = (await gql(getIntrospectionQuery())).data.__schema;
    const typesWith = (field: string) =>
      schema.types
        .filter((t: { fields?: Array<{ name: string }> | null }) => t.fields?.some((x) => x.name === field))
        .map((t: { name: string }) => t.name)
        .sort();
    // Balances: the signed-in member's own User (me, auth payloads) and the admin list only.
    expect(typesWith('energyPoints')).toEqual(['AdminMember', 'EpAdjustment', 'User']);
    expect(typesWith('energyOnHold')).toEqual(['User']);
    const f = await fixture();
    // The User type is only ever the caller's own: `coach` answers the Coach type, without balances.
    const asOther = await gql(
      `query($id: ID!) { coach(id: $id) { id fullName } }`,
      { id: f.ids.owner },
      f.tokens.other,
    );
    expect(asOther.data.coach.id).toBe(f.ids.owner);
    const pending = (await api.get('/requests/received', f.tokens.owner)).body.find(
      (r: { status: string }) => r.status === 'pending',
    );
    expect(pending.other_party.email).toBeNull();
    const accepted = (await api.get('/requests/received', f.tokens.owner)).body.find(
      (r: { status: string }) => r.status === 'accepted',
    );
    expect(accepted.other_party.email).toBe('requester@example.com');
    const publicUser = (await api.get(`/users/${f.ids.owner}`, f.tokens.other)).body;
    expect(publicUser).not.toHaveProperty('energy_points');
  });
});

/**
 * Contact privacy: a member's email is shown only to that member, to admins, and to the
 * other party of an accepted or completed exchange with them. Everyone else gets null, on every
 * path of both transports that reaches a member's email; the field stays in the shape.
 */
describe('field-level privacy: contact emails', () => {
  type Viewer = 'visitor' | 'coach' | 'other' | 'accepted' | 'completed' | 'pending' | 'declined' | 'admin' | 'super';
  const SEES: Record<Viewer, boolean> = {
    visitor: false,
    coach: true, // the member themself
    other: false,
    accepted: true,
    completed: true,
    pending: false,
    declined: false,
    admin: true,
    super: true,
  };
  let f: {
    coach: { id: string; email: string };
    serviceId: string;
    tokens: Record<Exclude<Viewer, 'visitor'>, string>;
    ids: Record<Exclude<Viewer, 'visitor'>, string>;
  };

  /** A coach, and one member per relation to them; admins hold a verified address. */
  async function contactFixture() {
    await app.reset();
    const s = app.services;
    const names = ['coach', 'other', 'accepted', 'completed', 'pending', 'declined', 'admin', 'super'] as const;
    const members = Object.fromEntries(
      await Promise.all(
        names.map(
          async (n) =>
            [n, await createMember(app, { email: `privacy-${n}@example.com`, fullName: `Privacy ${n}` })] as const,
        ),
      ),
    ) as Record<(typeof names)[number], Awaited<ReturnType<typeof createMember>>>;
    await app.db.query(`UPDATE users SET email_verified_at = now() WHERE id = ANY($1::uuid[])`, [
      [members.admin.user.id, members.super.user.id],
    ]);
    await s.adminRoles.grant(null, members.super.user.email, 'super_admin');
    await s.adminRoles.grant(null, members.admin.user.email, 'admin');
    const service = await createService(app, members.coach.user.id, { title: 'Private coaching' });
    const send = (n: 'accepted' | 'completed' | 'pending' | 'declined') =>
      s.exchanges.send(members[n].user.id, { serviceId: service.id });
    const [accepted, completed, , declined] = [
      await send('accepted'),
      await send('completed'),
      await send('pending'),
      await send('declined'),
    ];
    await s.exchanges.respond(members.coach.user.id, { requestId: accepted.id, action: 'accept' });
    await s.exchanges.respond(members.coach.user.id, { requestId: completed.id, action: 'accept' });
    await s.exchanges.complete(members.coach.user.id, completed.id);
    await s.exchanges.respond(members.coach.user.id, { requestId: declined.id, action: 'decline' });
    await s.testimonials.create(members.completed.user.id, {
      requestId: completed.id,
      rating: 5,
      content: 'Great',
      isPublic: true,
    });
    f = {
      coach: { id: members.coach.user.id, email: members.coach.user.email },
      serviceId: service.id,
      tokens: Object.fromEntries(names.map((n) => [n, members[n].token])) as Record<Exclude<Viewer, 'visitor'>, string>,
      ids: Object.fromEntries(names.map((n) => [n, members[n].user.id])) as Record<Exclude<Viewer, 'visitor'>, string>,
    };
  }

  beforeAll(contactFixture, 60_000);
  const viewers = Object.keys(SEES) as Viewer[];
  const tokenOf = (v: Viewer) => (v === 'visitor' ? undefined : f.tokens[v]);
  const want = (v: Viewer) => (SEES[v] ? f.coach.email : null);

  it('REST: /coaches, /users/{id} and /services show the email only to whom it may', async () => {
    const failures: string[] = [];
    for (const v of viewers) {
      const coaches = await api.get('/coaches', tokenOf(v));
      const listed = coaches.body.find((c: { id: string }) => c.id === f.coach.id);
      if (listed?.email !== want(v)) failures.push(`GET /coaches as ${v}: ${listed?.email}`);
      // Every coach object keeps the field, hidden or not.
      if (!coaches.body.every((c: object) => 'email' in c)) failures.push(`GET /coaches as ${v}: email field missing`);
      if (v !== 'visitor') {
        const user = await api.get(`/users/${f.coach.id}`, tokenOf(v));
        if (user.body.email !== want(v)) failures.push(`GET /users/{id} as ${v}: ${user.body.email}`);
      }
      const services = await api.get('/services', tokenOf(v));
      if (JSON.stringify(services.body).includes(f.coach.email))
        failures.push(`GET /services as ${v} shows the coach's email`);
    }
    // A bad token on a public list is a visitor, not a refusal.
    const stale = await api.get('/coaches', 'not-a-token');
    expect(stale.status).toBe(200);
    expect(stale.body.find((c: { id: string }) => c.id === f.coach.id).email).toBeNull();
    expect(failures).toEqual([]);
  });

  it('REST: exchange requests show the other party only once accepted; testimonials never carry an email', async () => {
    for (const v of ['accepted', 'completed', 'pending', 'declined'] as const) {
      const [sent] = (await api.get('/requests/sent', f.tokens[v])).body;
      expect(sent.other_party.email, v).toBe(want(v));
    }
    const received = (await api.get('/requests/received', f.tokens.coach)).body as Array<{
      requester_id: string;
      other_party: { email: string | null };
    }>;
    const emailOfRequester = (v: 'accepted' | 'completed' | 'pending' | 'declined') =>
      received.find((r) => r.requester_id === f.ids[v])!.other_party.email;
    expect(emailOfRequester('accepted')).toBe('privacy-accepted@example.com');
    expect(emailOfRequester('completed')).toBe('privacy-completed@example.com');
    expect(emailOfRequester('pending')).toBeNull();
    expect(emailOfRequester('declined')).toBeNull();
    // The other direction of the same rule: the coach sees a counterpart's contact on /users/{id}.
    expect((await api.get(`/users/${f.ids.accepted}`, f.tokens.coach)).body.email).toBe('privacy-accepted@example.com');
    expect((await api.get(`/users/${f.ids.pending}`, f.tokens.coach)).body.email).toBeNull();
    for (const path of ['/testimonials/received', '/testimonials/given']) {
      for (const v of ['coach', 'completed'] as const) {
        const body = (await api.get(path, f.tokens[v])).body;
        expect(JSON.stringify(body)).not.toContain('@');
      }
    }
    expect((await api.get('/testimonials/received', f.tokens.coach)).body).toHaveLength(1);
  });

  it('GraphQL: Coach.email, Service.coach.email and User.email follow the same rule', async () => {
    const failures: string[] = [];
    for (const v of viewers) {
      const list = await gql(
        `{ coaches(first: 100) { nodes { id email } } services(first: 100) { nodes { coach { id email } } } }`,
        undefined,
        tokenOf(v),
      );
      const coach = list.data.coaches.nodes.find((c: { id: string }) => c.id === f.coach.id);
      if (coach?.email !== want(v)) failures.push(`coaches as ${v}: ${coach?.email}`);
      const service = list.data.services.nodes.find((n: { coach: { id: string } }) => n.coach.id === f.coach.id);
      if (service?.coach.email !== want(v)) failures.push(`services.coach as ${v}: ${service?.coach.email}`);
      if (v !== 'visitor') {
        const one = await gql(`query($id: ID!) { coach(id: $id) { email } }`, { id: f.coach.id }, tokenOf(v));
        if (one.data.coach.email !== want(v)) failures.push(`coach(id) as ${v}: ${one.data.coach.email}`);
        const sent = await gql(`{ sentRequests { otherParty { id email } } }`, undefined, tokenOf(v));
        for (const r of sent.data.sentRequests) {
          if (r.otherParty.id === f.coach.id && r.otherParty.email !== want(v))
            failures.push(`sentRequests.otherParty as ${v}: ${r.otherParty.email}`);
        }
      }
    }
    expect(failures).toEqual([]);
    // User is only ever the caller's own: me, and the member of an auth payload (a visitor's call).
    expect((await gql(`{ me { email } }`, undefined, f.tokens.other)).data.me.email).toBe('privacy-other@example.com');
    const signup = await gql(
      `mutation { signup(input: { email: "privacy-new@example.com", password: "secret1", fullName: "New" }) { user { email } } }`,
    );
    expect(signup.data.signup.user.email).toBe('privacy-new@example.com');
    // Every type that can carry an email is one of these; a new one fails here until it is decided.
    const schema = (await gql(getIntrospectionQuery())).data.__schema;
    const withEmail = schema.types
      .filter(
        (t: { name: string; fields?: Array<{ name: string }> | null }) =>
          !t.name.startsWith('__') && t.fields?.some((x) => x.name === 'email'),
      )
      .map((t: { name: string }) => t.name)
      .sort();
    // AdminMember, AdminUserType, ReportedMember: admin-only operations. CodeSent: the caller's own address. Coach,
    // ExchangeParty, User: guarded (null when hidden).
    expect(withEmail).toEqual([
      'AdminMember',
      'AdminUserType',
      'Coach',
      'CodeSent',
      'ExchangeParty',
      'ReportedMember',
      'User',
    ]);
    const nullable = (type: string) =>
      schema.types
        .find((t: { name: string }) => t.name === type)
        .fields.find((x: { name: string }) => x.name === 'email').type.kind !== 'NON_NULL';
    expect(['Coach', 'ExchangeParty', 'User'].map(nullable)).toEqual([true, true, true]);
  });

  it('checks "is a counterpart" once per request, whatever the page size (DataLoader, no N+1)', async () => {
    // 40 more coaches, each with an accepted exchange with the viewer on every fifth one.
    const viewer = f.ids.other;
    await app.db.query(
      `WITH u AS (
         INSERT INTO users (email, full_name, referral_code, profile_completed)
         SELECT 'bulk' || g || '@example.com', 'Bulk ' || g, 'BULK' || lpad(g::text, 4, '0'), true FROM generate_series(1, 40) g RETURNING id, email),
       p AS (INSERT INTO profiles (user_id) SELECT id FROM u),
       o AS (INSERT INTO services (coach_id, title, description, category) SELECT id, 'Bulk', 'd', 'sales' FROM u RETURNING id, coach_id)
       INSERT INTO exchange_requests (service_id, requester_id, coach_id, message, status, energy_cost, held, expires_at, responded_at)
       SELECT o.id, $1, o.coach_id, 'hi', 'accepted', 1, false, now() + interval '14 days', now()
         FROM o JOIN u ON u.id = o.coach_id WHERE substring(u.email from '[0-9]+')::int % 5 = 0`,
      [viewer],
    );
    const run = async (first: number) => {
      let data: any;
      const { statements } = await countQueries(app, async () => {
        data = (
          await gql(`query($first: Int) { coaches(first: $first) { nodes { id email } } }`, { first }, f.tokens.other)
        ).data;
      });
      return {
        data,
        counterpartChecks: statements.filter((q) => q.includes('FROM exchange_requests')).length,
        total: statements.length,
      };
    };
    const small = await run(5);
    const large = await run(45);
    expect(large.data.coaches.nodes).toHaveLength(41);
    expect(
      large.data.coaches.nodes
        .filter((c: { email: string | null }) => c.email !== null)
        .map((c: { email: string }) => c.email)
        .sort(),
    ).toEqual(
      ['bulk10', 'bulk15', 'bulk20', 'bulk25', 'bulk30', 'bulk35', 'bulk40', 'bulk5'].map((b) => `${b}@example.com`),
    );
    expect(large.counterpartChecks).toBe(1);
    expect(large.total).toBe(small.total);
    const rest = await countQueries(app, () => api.get('/coaches?limit=100', f.tokens.other));
    // One counterpart check, and one reliability statement for the whole page.
    const reliability = (q: string) => q.includes('answered_in_time');
    expect(rest.statements.filter((q) => q.includes('FROM exchange_requests') && !reliability(q))).toHaveLength(1);
    expect(rest.statements.filter(reliability)).toHaveLength(1);
  });
});

describe('authorization matrix: a group session’s seats', () => {
  // The roles of one completed occurrence: its attendee (requester), a member who only waited
  // (waiter), its coach (owner), a member with no seat (other), an admin, and a visitor.
  const ROLES_OF_A_SEAT = ['visitor', 'other', 'requester', 'waiter', 'owner', 'admin'] as const;
  type SeatRole = (typeof ROLES_OF_A_SEAT)[number];
  const token = (f: Fixture, role: SeatRole) => (role === 'visitor' ? undefined : f.tokens[role]);

  it('REST and GraphQL: only the attendee reviews and disputes their seat; the thread is the coach’s and the attendee’s', async () => {
    const rest: Record<string, Record<SeatRole, number>> = {};
    const graphql: Record<string, Record<SeatRole, string>> = {};
    const calls = {
      testimonial: {
        rest: (f: Fixture) => [`/group-sessions/${f.ids.completedGroup}/testimonial`, { rating: 5, content: 'c' }],
        gql: (f: Fixture) =>
          q(
            `mutation($id: ID!) { writeGroupSessionTestimonial(groupSessionId: $id, input: { content: "c" }) { id } }`,
            {
              id: f.ids.completedGroup,
            },
          ),
      },
      dispute: {
        rest: (f: Fixture) => [
          `/group-sessions/${f.ids.completedGroup}/dispute`,
          { reason: 'The matrix disputes this seat.' },
        ],
        gql: (f: Fixture) =>
          q(
            `mutation($id: ID!) { openGroupSessionDispute(groupSessionId: $id, reason: "The matrix disputes this seat.") { id } }`,
            { id: f.ids.completedGroup },
          ),
      },
    } as const;
    for (const [name, call] of Object.entries(calls)) {
      rest[name] = {} as Record<SeatRole, number>;
      graphql[name] = {} as Record<SeatRole, string>;
      for (const role of ROLES_OF_A_SEAT) {
        let f = await fixture();
        const [path, body] = call.rest(f) as [string, unknown];
        rest[name][role] = (await api.post(path, body, token(f, role))).status;
        f = await fixture();
        const { query, variables } = call.gql(f);
        const res = await gql(query, variables, token(f, role));
        graphql[name][role] = res.errors ? String(res.errors[0].extensions?.code) : 'ok';
      }
    }
    // The thread of the same occurrence: its coach and its attendee; the member who only waited, a
    // member without a seat and an admin are told it does not exist.
    const threadRest: Record<SeatRole, number[]> = {} as Record<SeatRole, number[]>;
    const threadGql: Record<SeatRole, string> = {} as Record<SeatRole, string>;
    for (const role of ROLES_OF_A_SEAT) {
      const f = await fixture();
      const path = `/group-sessions/${f.ids.completedGroup}/messages`;
      threadRest[role] = [
        (await api.get(`/group-sessions/${f.ids.completedGroup}/thread`, token(f, role))).status,
        (await api.get(path, token(f, role))).status,
        (await api.post(path, { body: 'Thanks all' }, token(f, role))).status,
      ];
      const res = await gql(
        `query($id: ID!) { groupSession(id: $id) { messages(first: 5) { totalCount } } }`,
        { id: f.ids.completedGroup },
        token(f, role),
      );
      threadGql[role] = res.errors ? String(res.errors[0].extensions?.code) : 'ok';
    }
    const member = [200, 200, 201];
    const hidden = [404, 404, 404];
    expect(threadRest).toEqual({
      visitor: [401, 401, 401],
      other: hidden,
      requester: member,
      waiter: hidden,
      owner: member,
      admin: hidden,
    });
    expect(threadGql).toEqual({
      visitor: 'UNAUTHENTICATED',
      other: 'NOT_FOUND',
      requester: 'ok',
      waiter: 'NOT_FOUND',
      owner: 'ok',
      admin: 'NOT_FOUND',
    });

    const refusedByRole = { visitor: 401, other: 403, requester: 201, waiter: 403, owner: 403, admin: 403 };
    const codesByRole = {
      visitor: 'UNAUTHENTICATED',
      other: 'FORBIDDEN',
      requester: 'ok',
      waiter: 'FORBIDDEN',
      owner: 'FORBIDDEN',
      admin: 'FORBIDDEN',
    };
    expect(rest).toEqual({ testimonial: refusedByRole, dispute: refusedByRole });
    expect(graphql).toEqual({ testimonial: codesByRole, dispute: codesByRole });
  });
});
