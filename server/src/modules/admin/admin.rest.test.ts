import { describe, expect, it } from 'vitest';
import { TEST_JWT_SECRET, useTestApp } from '../../../test/harness.js';
import { adminCast, createMember, createService } from '../../../test/factories.js';
import { adminCli } from '../../cli/admin.js';

const { app, api, gql } = useTestApp();

const upload = (token: string, csv: string | Buffer, filename = 'members.csv') => {
  const form = new FormData();
  form.append('csv_file', new Blob([csv], { type: 'text/csv' }), filename);
  return api.call('POST', '/admin/import-users', { token, form });
};

describe('admin access', () => {
  const routes: Array<[string, string, unknown?]> = [
    ['GET', '/admin/check-access'],
    ['GET', '/admin/users'],
    ['GET', '/admin/analytics?period=week'],
    ['GET', '/admin/admin-users'],
    ['POST', '/admin/add-admin', { email: 'x@example.com', role: 'admin' }],
    ['DELETE', '/admin/remove-admin/x@example.com'],
    ['POST', '/admin/export-users', { fields: ['email'] }],
    ['POST', '/admin/ep-adjustments', { email: 'joe@example.com', amount: 1, reason: 'r' }],
  ];
  it('every admin route refuses visitors (401) and members (403), and lets admins in', async () => {
    const { admin, member } = await adminCast(app);
    for (const [method, path, body] of routes) {
      expect([path, (await api.call(method, path, { body })).status]).toEqual([path, 401]);
      const asMember = await api.call(method, path, { token: member.token, body });
      expect([path, asMember.status, asMember.body.detail]).toEqual([path, 403, 'Admin access required']);
    }
    expect((await upload(member.token, 'full_name,email\n')).status).toBe(403);
    const ok = await api.get('/admin/check-access', admin.token);
    expect(ok.body).toEqual({ is_admin: true, role: 'admin', email: 'ops@example.com' });
  });

  it('is the same in GraphQL: UNAUTHENTICATED for visitors, FORBIDDEN for members', async () => {
    const { admin, member } = await adminCast(app);
    expect((await gql(`{ adminAccess }`)).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    expect((await gql(`{ adminAccess }`, {}, member.token)).errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect((await gql(`{ adminAccess }`, {}, admin.token)).data.adminAccess).toBe('ADMIN');
    expect(
      (await gql(`mutation { addAdmin(email: "x@example.com", role: SUPER_ADMIN) { email } }`, {}, admin.token))
        .errors?.[0],
    ).toMatchObject({
      message: 'Only a super_admin can grant or remove super_admin',
      extensions: { code: 'FORBIDDEN' },
    });
  });
});

describe('admin management', () => {
  it('applies docs/design.md §4: super_admin rules, no self-removal, the last super_admin stays', async () => {
    const { superAdmin, admin } = await adminCast(app);
    expect(
      (await api.post('/admin/add-admin', { email: ' New@Example.com ', role: 'admin' }, admin.token)).status,
    ).toBe(201);
    expect((await api.post('/admin/add-admin', { email: '   ', role: 'admin' }, admin.token)).body.detail).toBe(
      'Email is required',
    );
    expect((await api.post('/admin/add-admin', { email: 'a@b.co', role: 'owner' }, admin.token)).body.detail).toBe(
      'role must be admin or super_admin',
    );
    const grantSuper = await api.post(
      '/admin/add-admin',
      { email: 'new@example.com', role: 'super_admin' },
      admin.token,
    );
    expect([grantSuper.status, grantSuper.body.detail]).toEqual([
      403,
      'Only a super_admin can grant or remove super_admin',
    ]);
    const removeSuper = await api.delete('/admin/remove-admin/root@example.com', admin.token);
    expect([removeSuper.status, removeSuper.body.detail]).toEqual([
      403,
      'Only a super_admin can grant or remove super_admin',
    ]);
    const self = await api.delete('/admin/remove-admin/ops@example.com', admin.token);
    expect([self.status, self.body.detail]).toEqual([403, 'You cannot remove yourself']);
    expect((await api.delete('/admin/remove-admin/new@example.com', admin.token)).status).toBe(200);

    const list = (await api.get('/admin/admin-users', superAdmin.token)).body.admin_users;
    expect(list.map((a: { email: string; role: string }) => [a.email, a.role])).toEqual([
      ['root@example.com', 'super_admin'],
      ['ops@example.com', 'admin'],
    ]);

    // The last super_admin cannot be removed or demoted — not even through the CLI.
    const env = { DATABASE_URL: app.config.databaseUrl, JWT_SECRET: TEST_JWT_SECRET };
    const err: string[] = [];
    expect(
      await adminCli(
        ['remove', 'root@example.com'],
        env,
        () => {},
        (l) => err.push(l),
      ),
    ).toBe(1);
    expect(err).toEqual(['The last super_admin cannot be removed']);
    expect(
      await adminCli(
        ['add', 'ops@example.com', 'super_admin'],
        env,
        () => {},
        () => {},
      ),
    ).toBe(0);
    expect((await api.delete('/admin/remove-admin/root@example.com', admin.token)).status).toBe(200);
  });
});

describe('members list and analytics', () => {
  it('lists members with the member-list row fields, searchable and paginated', async () => {
    const { admin } = await adminCast(app);
    const ref = await createMember(app, { email: 'ref@example.com', fullName: 'Referrer Ray' });
    await createMember(app, { referralCode: ref.user.referralCode });
    await api.put('/user/profile', { bio: 'About Ray', location: 'Oslo', skills: ['Sales'] }, ref.token);
    const res = await api.get('/admin/users?search=ray', admin.token);
    expect(res.body.users).toEqual([
      expect.objectContaining({
        full_name: 'Referrer Ray',
        email: 'ref@example.com',
        about: 'About Ray',
        city: 'Oslo',
        skills: ['Sales'],
        referred_count: 1,
        energy_points: 1,
        user_type: 'free',
      }),
    ]);
    const page1 = await gql(
      `{ adminMembers(first: 2, sort: "full_name") { totalCount nodes { fullName } pageInfo { hasNextPage endCursor } } }`,
      {},
      admin.token,
    );
    expect(page1.data.adminMembers.totalCount).toBe(5);
    const names = page1.data.adminMembers.nodes.map((n: { fullName: string }) => n.fullName);
    const page2 = await gql(
      `query($a: String) { adminMembers(first: 10, sort: "full_name", after: $a) { nodes { fullName } } }`,
      { a: page1.data.adminMembers.pageInfo.endCursor },
      admin.token,
    );
    const all = [...names, ...page2.data.adminMembers.nodes.map((n: { fullName: string }) => n.fullName)];
    expect(all).toEqual([...all].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase())));
    expect(all).toHaveLength(5);
  });

  it('answers analytics per period with totals, user types, skills and members over time', async () => {
    const { admin, member } = await adminCast(app);
    await createService(app, member.user.id);
    await api.put('/user/profile', { skills: ['Sales', 'Marketing'] }, member.token);
    await app.db.query(`UPDATE users SET user_type = 'premium' WHERE email = 'joe@example.com'`);
    await app.db.query(`UPDATE users SET created_at = now() - interval '20 days' WHERE email = 'root@example.com'`);
    const week = (await api.get('/admin/analytics?period=week', admin.token)).body;
    expect(week.totals).toMatchObject({ total_users: 3, users_in_period: 2, total_services: 1, total_requests: 0 });
    expect(week.user_types).toEqual([
      { _id: 'free', count: 2 },
      { _id: 'premium', count: 1 },
    ]);
    expect(week.skills_distribution).toEqual([
      { _id: 'Marketing', count: 1 },
      { _id: 'Sales', count: 1 },
    ]);
    expect(week.members_over_time.length).toBeGreaterThanOrEqual(7);
    expect(week.members_over_time.at(-1).total_members).toBe(3);
    expect((await api.get('/admin/analytics?period=month', admin.token)).body.totals.users_in_period).toBe(3);
    expect((await api.get('/admin/analytics?period=decade', admin.token)).body.detail).toBe(
      'period must be week, month or year',
    );
  });
});

describe('CSV import and export', () => {
  it('imports good rows and reports each skipped row with its line and reason', async () => {
    const { admin } = await adminCast(app);
    const csv = [
      '\uFEFFfull_name,email,user_type,energy_points,city,about,skills',
      'Ada Lovelace,ada@example.com,premium,12,London,Math,Sales;Marketing',
      'Bad Email,not-an-email,free,1,,,',
      'Ragged Row,rag@example.com,free',
      'Dup One,dup@example.com,free,3,,,',
      'Dup Two,DUP@example.com,free,3,,,',
      'Existing,joe@example.com,free,1,,,',
      '=HYPERLINK("http://evil"),formula@example.com,free,1,,,',
      'Neg Points,neg@example.com,free,-5,,,',
      'Float Points,float@example.com,free,2.5,,,',
      'Weird Type,type@example.com,gold,1,,,',
      'No Points,nopoints@example.com,,,Paris,"Quoted, with comma",Copywriting',
      'Unknown Skill,skill@example.com,free,1,,,Basket Weaving',
    ].join('\r\n');
    const res = await upload(admin.token, csv);
    expect(res.status).toBe(200);
    expect(res.body.imported_count).toBe(3);
    expect(res.body.skipped_count).toBe(9);
    expect(res.body.skipped).toEqual([
      { line: 3, email: 'not-an-email', reason: 'invalid email' },
      { line: 4, email: 'rag@example.com', reason: 'expected 7 columns, found 3' },
      { line: 6, email: 'dup@example.com', reason: 'duplicate email in the file (first on line 5)' },
      { line: 7, email: 'joe@example.com', reason: 'email already registered' },
      { line: 8, email: 'formula@example.com', reason: 'formula-like value in full_name' },
      { line: 9, email: 'neg@example.com', reason: 'energy_points must be a whole number of 0 or more' },
      { line: 10, email: 'float@example.com', reason: 'energy_points must be a whole number of 0 or more' },
      { line: 11, email: 'type@example.com', reason: 'user_type must be free or premium' },
      { line: 13, email: 'skill@example.com', reason: 'unknown skill: Basket Weaving' },
    ]);
    const rows = await app.db.query(
      `SELECT u.email, u.user_type, p.location, p.bio, p.skills, a.balance FROM users u JOIN profiles p ON p.user_id = u.id JOIN ledger_accounts a ON a.user_id = u.id WHERE u.email IN ('ada@example.com', 'dup@example.com', 'nopoints@example.com') ORDER BY u.email`,
    );
    expect(rows).toEqual([
      {
        email: 'ada@example.com',
        user_type: 'premium',
        location: 'London',
        bio: 'Math',
        skills: ['Sales', 'Marketing'],
        balance: 12,
      },
      { email: 'dup@example.com', user_type: 'free', location: null, bio: null, skills: [], balance: 3 },
      {
        email: 'nopoints@example.com',
        user_type: 'free',
        location: 'Paris',
        bio: 'Quoted, with comma',
        skills: ['Copywriting'],
        balance: 1,
      },
    ]);
    const entries = await app.db.query(
      `SELECT e.kind, count(*)::int AS n FROM ledger_entries e JOIN ledger_accounts a ON a.id = e.credit_account_id JOIN users u ON u.id = a.user_id WHERE u.email IN ('ada@example.com', 'dup@example.com', 'nopoints@example.com') GROUP BY e.kind ORDER BY e.kind`,
    );
    expect(entries).toEqual([
      { kind: 'import_opening_balance', n: 2 },
      { kind: 'signup_bonus', n: 1 },
    ]);
    expect((await app.services.ledger.check(app.db.manager)).problems).toEqual([]);
  });

  it('refuses a file that is not .csv, is empty, lacks the required columns, or is over 5 MB', async () => {
    const { admin } = await adminCast(app);
    expect((await upload(admin.token, 'full_name,email\nA,a@b.co', 'members.txt')).body.detail).toBe(
      'Please select a CSV file',
    );
    expect((await upload(admin.token, 'name,mail\nA,a@b.co')).body.detail).toBe(
      'The CSV needs the columns full_name and email',
    );
    expect((await upload(admin.token, '')).body.detail).toBe('The CSV file has no rows');
    const big = await upload(admin.token, Buffer.alloc(5 * 1024 * 1024 + 1, 'a'));
    expect([big.status, big.body.detail]).toEqual([413, 'The CSV file is larger than 5 MB']);
  });

  it('exports the chosen fields with RFC 4180 quoting and neutralised formulas; export → import round-trips', async () => {
    const { admin } = await adminCast(app);
    const m = await createMember(app, { email: 'quote@example.com', fullName: 'Jo "JJ" Smith, Jr.' });
    await api.put(
      '/user/profile',
      { location: '=cmd|/C calc', bio: '@SUM(1+1)', skills: ['Sales', 'Copywriting'] },
      m.token,
    );
    await createMember(app, { email: 'plus@example.com', fullName: '+1 Plus' });
    await createMember(app, { email: 'minus@example.com', fullName: '-2 Minus' });

    const none = await api.post('/admin/export-users', { fields: [] }, admin.token);
    expect(none.body.detail).toBe('Select at least one field to export');
    expect((await api.post('/admin/export-users', { fields: ['password_hash'] }, admin.token)).body.detail).toBe(
      'Unknown field: password_hash',
    );
    const def = await api.post('/admin/export-users', {}, admin.token);
    expect(def.body.csv_data.split('\r\n')[0]).toBe('full_name,email');
    expect(def.body.filename).toMatch(/^energy-exchange-users-\d{4}-\d{2}-\d{2}\.csv$/);
    // The body is read through ExportUsersArgs: a null list is the default too, one that is not a
    // list is refused as an empty one, and an item that is not text is an unknown field named as sent.
    const nullList = await api.post('/admin/export-users', { fields: null }, admin.token);
    expect([nullList.status, nullList.body.csv_data.split('\r\n')[0]]).toEqual([200, 'full_name,email']);
    const notAList = await api.post('/admin/export-users', { fields: 'email' }, admin.token);
    expect([notAList.status, notAList.body.detail]).toEqual([400, 'Select at least one field to export']);
    const notText = await api.post('/admin/export-users', { fields: ['email', 42] }, admin.token);
    expect([notText.status, notText.body.detail]).toEqual([400, 'Unknown field: 42']);

    const res = await api.post(
      '/admin/export-users',
      { fields: ['full_name', 'email', 'city', 'about', 'skills', 'energy_points', 'user_type'] },
      admin.token,
    );
    const lines = res.body.csv_data.trimEnd().split('\r\n');
    expect(lines[0]).toBe('full_name,email,city,about,skills,energy_points,user_type');
    expect(lines).toContain(
      `"Jo ""JJ"" Smith, Jr.",quote@example.com,'=cmd|/C calc,'@SUM(1+1),Sales; Copywriting,1,free`,
    );
    expect(lines).toContain(`'+1 Plus,plus@example.com,,,,1,free`);
    expect(lines).toContain(`'-2 Minus,minus@example.com,,,,1,free`);
  });

  it('round-trips export → import losslessly for the plain fields', async () => {
    const { admin } = await adminCast(app);
    const m = await createMember(app, { email: 'trip@example.com', fullName: 'Trip "Quote", Esq.' });
    await api.put(
      '/user/profile',
      { location: 'Porto, PT', bio: 'Line one\nline two', skills: ['Sales', 'Copywriting'] },
      m.token,
    );
    await app.db.query(`UPDATE users SET user_type = 'premium' WHERE email = 'trip@example.com'`);
    const FIELDS = ['full_name', 'email', 'user_type', 'energy_points', 'city', 'about', 'skills'];
    const exported = (await api.post('/admin/export-users', { fields: FIELDS }, admin.token)).body.csv_data as string;
    const others = /(root|ops|joe)@example\.com/;
    await app.reset();
    const again = await adminCast(app);
    const imported = await upload(again.admin.token, exported);
    expect(imported.body).toMatchObject({ imported_count: 1, skipped_count: 3 }); // the three admins' rows already exist
    const reexported = (await api.post('/admin/export-users', { fields: FIELDS }, again.admin.token)).body
      .csv_data as string;
    const rows = (csv: string) =>
      csv
        .trimEnd()
        .split('\r\n')
        .filter((l) => !others.test(l));
    expect(rows(reexported)).toEqual(rows(exported));
  });
});

describe('CSV export in the admin’s language', () => {
  it('words the header row and the account type in the admin’s language, and a Spanish export imports back', async () => {
    const { admin } = await adminCast(app);
    await createMember(app, { email: 'gratis@example.com', fullName: 'Gil Gratis' });
    expect((await api.put('/user/profile', { locale: 'es' }, admin.token)).status).toBe(200);
    const FIELDS = ['full_name', 'email', 'user_type', 'energy_points', 'city'];
    const exported = (await api.post('/admin/export-users', { fields: FIELDS }, admin.token)).body.csv_data as string;
    const lines = exported.trimEnd().split('\r\n');
    expect(lines[0]).toBe('Nombre completo,Correo,Tipo de cuenta,Energy Points,Ciudad');
    expect(lines).toContain('Gil Gratis,gratis@example.com,gratis,1,');

    // GraphQL: the admin's language too (German once they switch).
    expect((await api.put('/user/profile', { locale: 'de' }, admin.token)).status).toBe(200);
    const viaGql = await gql(
      `mutation { exportUsers(fields: ["full_name", "user_type"]) { csvData } }`,
      {},
      admin.token,
    );
    expect(viaGql.data.exportUsers.csvData.split('\r\n')[0]).toBe('Vollständiger Name,Kontotyp');
    expect(viaGql.data.exportUsers.csvData).toContain('Gil Gratis,kostenlos');

    // The Spanish file imports back: its headers and words are read in every language.
    await app.reset();
    const again = await adminCast(app);
    const imported = await upload(again.admin.token, exported);
    expect(imported.body).toMatchObject({ imported_count: 1 });
    const english = (await api.post('/admin/export-users', { fields: FIELDS }, again.admin.token)).body
      .csv_data as string;
    expect(english.split('\r\n')[0]).toBe('full_name,email,user_type,energy_points,city');
    expect(english).toContain('Gil Gratis,gratis@example.com,free,1,');
  });
});

describe('EP corrections', () => {
  it('adds or removes EP with a reason through an adjusting ledger entry, never below zero, once per key', async () => {
    const { admin, member } = await adminCast(app);
    const add = await api.call('POST', '/admin/ep-adjustments', {
      token: admin.token,
      body: { email: 'joe@example.com', amount: 10, reason: 'Event prize' },
      headers: { 'idempotency-key': 'k1' },
    });
    expect(add.status).toBe(201);
    expect(add.body).toMatchObject({ applied: true, energy_points: 11 });
    const replay = await api.call('POST', '/admin/ep-adjustments', {
      token: admin.token,
      body: { email: 'joe@example.com', amount: 10, reason: 'Event prize' },
      headers: { 'idempotency-key': 'k1' },
    });
    expect(replay.body).toMatchObject({ applied: false, energy_points: 11 });
    expect(
      (await api.post('/admin/ep-adjustments', { email: 'joe@example.com', amount: -20, reason: 'Oops' }, admin.token))
        .body.detail,
    ).toBe('The member does not have that many EP to remove');
    expect(
      (
        await api.post(
          '/admin/ep-adjustments',
          { email: 'joe@example.com', amount: -4, reason: 'Refund reversal' },
          admin.token,
        )
      ).body.energy_points,
    ).toBe(7);
    expect(
      (await api.post('/admin/ep-adjustments', { email: 'joe@example.com', amount: 3, reason: ' ' }, admin.token)).body
        .detail,
    ).toBe('A reason is required');
    expect(
      (await api.post('/admin/ep-adjustments', { email: 'joe@example.com', amount: 1.5, reason: 'x' }, admin.token))
        .body.detail,
    ).toBe('amount must be a non-zero whole number');
    const memos = await app.db.query(`SELECT memo FROM ledger_entries WHERE kind = 'admin_adjustment' ORDER BY id`);
    expect(memos.map((m: { memo: string }) => m.memo)).toEqual([
      'Event prize (by ops@example.com)',
      'Refund reversal (by ops@example.com)',
    ]);
    expect((await api.get('/dashboard', member.token)).body.user.energy_points).toBe(7);
    expect((await app.services.ledger.check(app.db.manager)).problems).toEqual([]);
  });
});
