import { describe, expect, it } from 'vitest';
import { TEST_JWT_SECRET, useTestApp } from '../../../test/harness.js';
import { adminCast, balanceOf, createMember, createService, grantEp } from '../../../test/factories.js';
import { adminCli } from '../../cli/admin.js';

const { app, api, gql } = useTestApp();

describe('reports', () => {
  it('a member reports a member or a service once while open; admins page the queue and close a report', async () => {
    const { admin, member } = await adminCast(app);
    const coach = await createMember(app, { fullName: 'Reported Coach' });
    const service = await createService(app, coach.user.id, { title: 'Shady service' });

    const short = await api.post(
      '/reports',
      { subject_type: 'member', subject_id: coach.user.id, reason: 'bad' },
      member.token,
    );
    expect([short.status, short.body.detail]).toEqual([400, 'Please describe the problem in at least 10 characters']);
    expect(
      (
        await api.post(
          '/reports',
          { subject_type: 'member', subject_id: member.user.id, reason: 'Reporting myself here' },
          member.token,
        )
      ).status,
    ).toBe(403);
    expect(
      (
        await api.post(
          '/reports',
          {
            subject_type: 'service',
            subject_id: '00000000-0000-0000-0000-000000000000',
            reason: 'No such service here',
          },
          member.token,
        )
      ).status,
    ).toBe(404);
    expect(
      (
        await api.post(
          '/reports',
          { subject_type: 'thing', subject_id: coach.user.id, reason: 'Unknown subject type' },
          member.token,
        )
      ).status,
    ).toBe(400);

    // The input's rules, each with its words; a malformed subject is a 404 before the reason is checked.
    const refusals: Array<[Record<string, unknown>, number, string]> = [
      [{ subject_type: 'thing', subject_id: 'nope', reason: 'x' }, 400, 'subject_type must be member or service'],
      [{ subject_id: coach.user.id, reason: 'Long enough reason' }, 400, 'subject_type must be member or service'],
      [{ subject_type: 'member', subject_id: 'not-an-id', reason: 'x' }, 404, 'User not found'],
      [{ subject_type: 'service', subject_id: 42, reason: 'x' }, 404, 'Service not found'],
      [{ subject_type: 'member', subject_id: coach.user.id }, 400, 'A reason is required'],
      [{ subject_type: 'member', subject_id: coach.user.id, reason: 12345678901 }, 400, 'A reason is required'],
      [
        { subject_type: 'member', subject_id: coach.user.id, reason: `   ${'a'.repeat(9)}   ` },
        400,
        'Please describe the problem in at least 10 characters',
      ],
      [
        { subject_type: 'member', subject_id: coach.user.id, reason: 'a'.repeat(1001) },
        400,
        'The reason must be at most 1000 characters long',
      ],
    ];
    for (const [b, status, detail] of refusals) {
      const res = await api.post('/reports', b, member.token);
      expect([JSON.stringify(b), res.status, res.body.detail]).toEqual([JSON.stringify(b), status, detail]);
    }
    const reportGql = `mutation($type: ReportSubjectType!, $id: ID!, $reason: String!) {
      reportSubject(subjectType: $type, subjectId: $id, reason: $reason) { id } }`;
    const malformed = await gql(reportGql, { type: 'SERVICE', id: 'not-an-id', reason: 'x' }, member.token);
    expect([malformed.errors?.[0].extensions?.code, malformed.errors?.[0].message]).toEqual([
      'NOT_FOUND',
      'Service not found',
    ]);
    const tooShort = await gql(reportGql, { type: 'MEMBER', id: coach.user.id, reason: ' short ' }, member.token);
    expect([tooShort.errors?.[0].extensions?.code, tooShort.errors?.[0].message]).toEqual([
      'BAD_USER_INPUT',
      'Please describe the problem in at least 10 characters',
    ]);

    const filed = await api.post(
      '/reports',
      { subject_type: 'service', subject_id: service.id, reason: '  Asks for payment outside the platform  ' },
      member.token,
    );
    expect(filed.status).toBe(201);
    expect(filed.body).toMatchObject({ subject_type: 'service', subject_id: service.id, status: 'open' });
    const twice = await api.post(
      '/reports',
      { subject_type: 'service', subject_id: service.id, reason: 'Asks for payment again' },
      member.token,
    );
    expect([twice.status, twice.body.detail]).toEqual([
      409,
      'You have already reported this. An admin will look at it.',
    ]);
    const viaGql = await gql(
      `mutation($id: ID!) { reportSubject(subjectType: MEMBER, subjectId: $id, reason: "Rude in messages") { id status } }`,
      { id: coach.user.id },
      member.token,
    );
    expect(viaGql.data.reportSubject.status).toBe('OPEN');

    expect((await api.get('/admin/reports', member.token)).status).toBe(403);
    const page1 = await api.get('/admin/reports?limit=1', admin.token);
    expect(page1.status).toBe(200);
    expect(page1.body.total).toBe(2);
    expect(page1.body.reports).toHaveLength(1);
    expect(page1.headers.get('link')).toContain('rel="next"');
    const page2 = await api.get(`/admin/reports?limit=1&cursor=${page1.body.next_cursor}`, admin.token);
    const both = [...page1.body.reports, ...page2.body.reports];
    const serviceReport = both.find((r: { subject_type: string }) => r.subject_type === 'service');
    expect(serviceReport).toMatchObject({
      reason: 'Asks for payment outside the platform',
      service_title: 'Shady service',
      subject_member: { id: coach.user.id, full_name: 'Reported Coach', suspended: false },
      reporter: { id: member.user.id, full_name: 'Joe' },
    });

    const closed = await api.post(
      `/admin/reports/${serviceReport.id}/close`,
      { resolution: 'Warned the coach' },
      admin.token,
    );
    expect(closed.body).toMatchObject({ status: 'closed', resolution: 'Warned the coach' });
    expect((await api.post(`/admin/reports/${serviceReport.id}/close`, {}, admin.token)).status).toBe(409);
    expect((await api.get('/admin/reports?status=closed', admin.token)).body.total).toBe(1);
    const g = await gql(
      `{ adminReports { totalCount nodes { id subjectMember { fullName } } } }`,
      undefined,
      admin.token,
    );
    expect(g.data.adminReports.totalCount).toBe(1);
    // Closed, the same member may report the same service again.
    expect(
      (
        await api.post(
          '/reports',
          { subject_type: 'service', subject_id: service.id, reason: 'It happened again today' },
          member.token,
        )
      ).status,
    ).toBe(201);
  });
});

describe('suspension', () => {
  it('signs the member out and keeps them out, hides their services, cancels their pending requests with holds released', async () => {
    const { superAdmin, admin } = await adminCast(app);
    const coach = await createMember(app, { email: 'suspect@example.com', fullName: 'Suspect Coach' });
    const student = await createMember(app, { fullName: 'Student' });
    const other = await createMember(app, { fullName: 'Other Coach' });
    await grantEp(app, student.user.id, 10);
    await grantEp(app, coach.user.id, 10);
    const service = await createService(app, coach.user.id, { title: 'Suspect service', energyCost: 4 });
    const otherService = await createService(app, other.user.id, { title: 'Other service', energyCost: 2 });
    const toCoach = await app.services.exchanges.send(student.user.id, { serviceId: service.id });
    const byCoach = await app.services.exchanges.send(coach.user.id, { serviceId: otherService.id });
    const studentHeld = await balanceOf(app, student.user.id);
    const coachHeld = await balanceOf(app, coach.user.id);

    expect((await api.post(`/admin/users/${coach.user.id}/suspend`, {}, admin.token)).status).toBe(400); // no reason
    expect((await api.post(`/admin/users/${admin.user.id}/suspend`, { reason: 'me' }, admin.token)).status).toBe(403);
    expect(
      (await api.post(`/admin/users/${superAdmin.user.id}/suspend`, { reason: 'an admin' }, admin.token)).status,
    ).toBe(403);
    const res = await api.post(`/admin/users/${coach.user.id}/suspend`, { reason: 'Scam reports' }, admin.token);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ user_id: coach.user.id, suspended_reason: 'Scam reports' });
    expect((await api.post(`/admin/users/${coach.user.id}/suspend`, { reason: 'again' }, admin.token)).status).toBe(
      409,
    );

    // Out: the token is dead, and neither a password nor a code signs them in.
    // …saying why to the tab that holds it (its owner had signed in: nothing new is told).
    const dead = await api.get('/user/profile', coach.token);
    expect([dead.status, dead.body.detail, dead.body.reason]).toEqual([
      401,
      'This account is suspended. Contact support if you think this is a mistake.',
      'suspended', // what a client decides on, in every language
    ]);
    expect((await gql('{ me { id } }', undefined, coach.token)).errors?.[0]).toMatchObject({
      message: 'This account is suspended. Contact support if you think this is a mistake.',
      extensions: { code: 'UNAUTHENTICATED', reason: 'suspended' },
    });
    const login = await api.post('/auth/login', { email: 'suspect@example.com', password: 'secret1' });
    expect([login.status, login.body.detail]).toEqual([
      403,
      'This account is suspended. Contact support if you think this is a mistake.',
    ]);
    expect((await api.post('/auth/login', { email: 'suspect@example.com', password: 'wrong-one' })).status).toBe(401); // nothing said without the password
    await api.post('/auth/send-otp', { email: 'suspect@example.com' });
    const byCode = await api.post('/auth/verify-otp', {
      email: 'suspect@example.com',
      otp_code: await app.smtp.codeFor('suspect@example.com'),
    });
    expect([byCode.status, byCode.body.detail]).toEqual([
      403,
      'This account is suspended. Contact support if you think this is a mistake.',
    ]);

    // Hidden, and no new request reaches them; pending ones are cancelled and the EP is back.
    expect((await api.get('/services?limit=100')).body.map((s: { id: string }) => s.id)).not.toContain(service.id);
    expect((await api.get('/coaches?limit=100')).body.map((c: { id: string }) => c.id)).not.toContain(coach.user.id);
    expect((await api.get(`/users/${coach.user.id}`, student.token)).status).toBe(404);
    expect(
      (await gql(`{ services(first: 50) { nodes { id } } }`)).data.services.nodes.map((n: { id: string }) => n.id),
    ).not.toContain(service.id);
    expect((await api.post('/requests', { service_id: service.id }, student.token)).status).toBe(404);
    const statuses = await app.db.query(`SELECT status FROM exchange_requests WHERE id = ANY($1::uuid[])`, [
      [toCoach.id, byCoach.id],
    ]);
    expect(statuses.map((r: { status: string }) => r.status)).toEqual(['cancelled', 'cancelled']);
    expect(await balanceOf(app, student.user.id)).toBe(studentHeld + 4);
    expect(await balanceOf(app, coach.user.id)).toBe(coachHeld + 2);
    const listed = (await api.get('/admin/users?search=suspect', admin.token)).body.users[0];
    expect(listed).toMatchObject({ suspended_reason: 'Scam reports' });
    expect(listed.suspended_at).not.toBeNull();

    // Lifted: they sign in again and their service is back.
    const lifted = await gql(
      `mutation($id: ID!) { unsuspendMember(userId: $id) { id suspendedAt } }`,
      { id: coach.user.id },
      admin.token,
    );
    expect(lifted.data.unsuspendMember).toEqual({ id: coach.user.id, suspendedAt: null });
    expect((await api.post('/auth/login', { email: 'suspect@example.com', password: 'secret1' })).status).toBe(200);
    // Discover's first page for a visitor may be a second old (docs/api.md "Public answers kept a second").
    app.services.publicAnswers.forget();
    expect((await api.get('/services?limit=100')).body.map((s: { id: string }) => s.id)).toContain(service.id);
    expect((await api.post(`/admin/users/${coach.user.id}/unsuspend`, undefined, admin.token)).status).toBe(409);
  });
});

describe('audit log', () => {
  it('records every admin action in its transaction; only super_admins read it', async () => {
    const { superAdmin, admin, member } = await adminCast(app); // grant by root: one entry
    await api.post('/admin/ep-adjustments', { email: 'joe@example.com', amount: 5, reason: 'Goodwill' }, admin.token);
    await api.post(
      '/admin/ep-adjustments',
      { email: 'joe@example.com', amount: -1000, reason: 'Too much' },
      admin.token,
    ); // refused: no entry
    await api.post(`/admin/users/${member.user.id}/suspend`, { reason: 'Spam' }, admin.token);
    await api.post(`/admin/users/${member.user.id}/unsuspend`, undefined, admin.token);
    await api.post('/admin/add-admin', { email: 'new@example.com', role: 'admin' }, superAdmin.token);
    await api.call('DELETE', '/admin/remove-admin/new@example.com', { token: superAdmin.token });
    const form = new FormData();
    form.append(
      'csv_file',
      new Blob(['full_name,email\nImported One,imported@example.com\n'], { type: 'text/csv' }),
      'members.csv',
    );
    await api.call('POST', '/admin/import-users', { token: admin.token, form });
    const coach = await createMember(app);
    const report = await app.services.moderation.report(coach.user.id, {
      subjectType: 'member',
      subjectId: superAdmin.user.id,
      reason: 'Just to close it',
    });
    await api.post(`/admin/reports/${report.id}/close`, {}, admin.token);
    const lines: string[] = [];
    expect(
      await adminCli(
        ['add', 'cli@example.com', 'admin'],
        { DATABASE_URL: app.config.databaseUrl, JWT_SECRET: TEST_JWT_SECRET },
        (l) => lines.push(l),
        (l) => lines.push(l),
      ),
    ).toBe(0);

    expect((await api.get('/admin/audit-log', admin.token)).status).toBe(403);
    expect((await gql(`{ auditLog { totalCount } }`, undefined, admin.token)).errors?.[0].extensions?.code).toBe(
      'FORBIDDEN',
    );
    const log = await api.get('/admin/audit-log?limit=100', superAdmin.token);
    expect(log.status).toBe(200);
    expect(log.body.entries.map((e: { action: string }) => e.action).reverse()).toEqual([
      'admin_role_granted', // adminCast: ops@ by root
      'ep_adjusted',
      'member_suspended',
      'member_unsuspended',
      'admin_role_granted',
      'admin_role_removed',
      'member_imported',
      'report_closed',
      'admin_role_granted', // the CLI
    ]);
    const [cli, closed, , , , , , adjusted] = log.body.entries;
    expect(cli).toMatchObject({ actor: 'cli', actor_id: null, subject: 'cli@example.com', detail: { role: 'admin' } });
    expect(closed).toMatchObject({ actor: 'ops@example.com', actor_id: admin.user.id, subject: report.id });
    expect(adjusted).toMatchObject({
      actor: 'ops@example.com',
      subject: member.user.id,
      detail: { amount: 5, reason: 'Goodwill' },
    });
    const g = await gql(
      `{ auditLog(first: 2) { totalCount nodes { action detail } pageInfo { hasNextPage endCursor } } }`,
      undefined,
      superAdmin.token,
    );
    expect(g.data.auditLog.totalCount).toBe(9);
    expect(g.data.auditLog.pageInfo.hasNextPage).toBe(true);
    const next = await gql(
      `query($a: String) { auditLog(first: 100, after: $a) { nodes { action } } }`,
      { a: g.data.auditLog.pageInfo.endCursor },
      superAdmin.token,
    );
    expect(next.data.auditLog.nodes).toHaveLength(7);
    // A member's id is named for the admin; an address or a report's id is not a member.
    const named = await gql(
      `{ auditLog(first: 100) { nodes { action subject subjectName } } }`,
      undefined,
      superAdmin.token,
    );
    const byAction = (action: string) => named.data.auditLog.nodes.find((n: { action: string }) => n.action === action);
    expect(byAction('ep_adjusted')).toEqual({
      action: 'ep_adjusted',
      subject: member.user.id,
      subjectName: member.user.fullName,
    });
    expect(byAction('report_closed').subjectName).toBeNull();
    expect(named.data.auditLog.nodes[0]).toEqual({
      action: 'admin_role_granted',
      subject: 'cli@example.com',
      subjectName: null,
    });
    // Append-only: the database itself refuses to change history.
    await expect(app.db.query(`UPDATE audit_log SET actor = 'someone else'`)).rejects.toThrow(/append-only/);
    await expect(app.db.query(`DELETE FROM audit_log`)).rejects.toThrow(/append-only/);
  });
});
