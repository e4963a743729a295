import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/harness.js';
import { adminCast, createMember, createService } from '../../../test/factories.js';

/**
 * A category's label in each language: the caller reads its own language's (REST: the signed-in
 * member's account language, else Accept-Language; GraphQL the same), English where a category has
 * none; super_admins set and remove them per language.
 */
const { app, api, gql } = useTestApp();

const inLanguage = (language: string, token?: string) => ({ headers: { 'accept-language': language }, token });
const labelOf = (list: Array<{ value: string; label: string }>, value: string) =>
  list.find((c) => c.value === value)?.label;

/** A GraphQL call that says which languages the browser prefers (the harness's gql sends none). */
async function gqlIn(language: string, query: string, token?: string) {
  const headers: Record<string, string> = { 'content-type': 'application/json', 'accept-language': language };
  if (token) headers.authorization = `Bearer ${token}`;
  const res = await fetch(`${app.url}/graphql`, { method: 'POST', headers, body: JSON.stringify({ query }) });
  return (await res.json()) as { data?: any; errors?: Array<{ message: string; extensions: { code: string } }> };
}

describe('category labels in the reader’s language', () => {
  it('answers /api/categories and the service cards in the Accept-Language language, English by default, each kept apart', async () => {
    const coach = await createMember(app);
    await createService(app, coach.user.id, { category: 'sales' });

    expect(labelOf((await api.get('/categories')).body, 'sales')).toBe('Sales');
    expect(labelOf((await api.call('GET', '/categories', inLanguage('es-MX'))).body, 'sales')).toBe('Ventas');
    const german = await api.call('GET', '/categories', inLanguage('de'));
    expect(labelOf(german.body, 'fitness')).toBe('Fitness & Bewegung');
    expect(german.headers.get('vary')).toMatch(/Accept-Language/);
    expect(labelOf((await api.call('GET', '/categories', inLanguage('ar'))).body, 'languages')).toBe('اللغات');
    // Asked again in English within the second: the kept answer is per language.
    expect(labelOf((await api.get('/categories')).body, 'sales')).toBe('Sales');

    // Discover's first page for visitors is kept per language too.
    expect((await api.call('GET', '/services', inLanguage('es'))).body[0].category_label).toBe('Ventas');
    expect((await api.get('/services')).body[0].category_label).toBe('Sales');
    // The skills a member may pick are the same labels.
    const skills = (await api.call('GET', '/service-categories-for-skills', inLanguage('es'))).body.skills;
    expect(skills).toContain('Ventas');
    expect(skills).not.toContain('Sales');
    expect((await api.get('/service-categories-for-skills')).body.skills).toContain('Sales');
  });

  it('follows a signed-in member’s account language over Accept-Language, on both transports', async () => {
    const german = await createMember(app, { locale: 'de' });
    await createService(app, german.user.id, { category: 'sales' });

    const rest = await api.call('GET', '/categories', inLanguage('es', german.token));
    expect(labelOf(rest.body, 'sales')).toBe('Vertrieb');
    expect((await api.call('GET', '/user/services', inLanguage('es', german.token))).body[0].category_label).toBe(
      'Vertrieb',
    );
    const graph = await gqlIn('es', `{ categories { value label } myServices { categoryLabel } }`, german.token);
    expect(labelOf(graph.data.categories, 'sales')).toBe('Vertrieb');
    expect(graph.data.myServices[0].categoryLabel).toBe('Vertrieb');
    // A visitor on GraphQL reads the Accept-Language one.
    expect(labelOf((await gqlIn('es', `{ categories { value label } }`)).data.categories, 'sales')).toBe('Ventas');
  });
});

describe('skills in the reader’s language', () => {
  const upload = (token: string, csv: string) => {
    const form = new FormData();
    form.append('csv_file', new Blob([csv], { type: 'text/csv' }), 'members.csv');
    return api.call('POST', '/admin/import-users', { token, form });
  };

  it('stores a skill picked in any language as its English label and shows it in each reader’s, on both transports', async () => {
    const coach = await createMember(app, { locale: 'es' });
    await createService(app, coach.user.id, { category: 'sales' });
    const saved = await api.put('/user/profile', { skills: ['Ventas', 'Fitness & Movement', 'vertrieb'] }, coach.token);
    expect(saved.status).toBe(200);
    // Stored once, in English, whatever language it was picked in; the answer is in the member's language.
    const [row] = await app.db.query(`SELECT skills FROM profiles WHERE user_id = $1`, [coach.user.id]);
    expect(row.skills).toEqual(['Sales', 'Fitness & Movement']);
    expect(saved.body.profile.skills).toEqual(['Ventas', 'Fitness y movimiento']);
    expect((await api.get('/user/profile', coach.token)).body.skills).toEqual(['Ventas', 'Fitness y movimiento']);
    const mine = await gqlIn('en', `{ me { profile { skills } } }`, coach.token);
    expect(mine.data.me.profile.skills).toEqual(['Ventas', 'Fitness y movimiento']);

    // Other readers: English by default (the stored labels), German when asked, on the coach card.
    const card = (list: Array<{ id: string; profile: { skills: string[] } }>) =>
      list.find((c) => c.id === coach.user.id)?.profile.skills;
    expect(card((await api.get('/coaches')).body)).toEqual(['Sales', 'Fitness & Movement']);
    expect(card((await api.call('GET', '/coaches', inLanguage('de'))).body)).toEqual([
      'Vertrieb',
      'Fitness & Bewegung',
    ]);
    const graph = await gqlIn('de', `{ coaches(first: 50) { nodes { id profile { skills } } } }`);
    expect(card(graph.data.coaches.nodes)).toEqual(['Vertrieb', 'Fitness & Bewegung']);
    expect(
      (await api.call('GET', `/users/${coach.user.id}`, inLanguage('ar', coach.token))).body.profile.skills,
    ).toEqual(['Ventas', 'Fitness y movimiento']);

    // Browse Coaches filters by the labels it offers, in any language.
    const ids = (list: Array<{ id: string }>) => list.map((c) => c.id);
    expect(ids((await api.call('GET', '/coaches?skills=Vertrieb', inLanguage('de'))).body)).toEqual([coach.user.id]);
    const arabic = await gqlIn('ar', `{ coaches(filter: { skills: ["المبيعات"] }) { totalCount nodes { id } } }`);
    expect(ids(arabic.data.coaches.nodes)).toEqual([coach.user.id]);
    expect(arabic.data.coaches.totalCount).toBe(1);
  });

  it('shows members’ skills to an admin in the admin’s language, exports them so and imports them from any language', async () => {
    const { admin, member } = await adminCast(app);
    await api.put('/user/profile', { skills: ['Sales'] }, member.token);
    expect((await api.put('/user/profile', { locale: 'es' }, admin.token)).status).toBe(200);

    const users = (await api.get('/admin/users', admin.token)).body.users as Array<{ email: string; skills: string[] }>;
    expect(users.find((u) => u.email === 'joe@example.com')?.skills).toEqual(['Ventas']);
    const graph = await gqlIn('en', `{ adminMembers(search: "joe") { nodes { skills } } }`, admin.token);
    expect(graph.data.adminMembers.nodes[0].skills).toEqual(['Ventas']);
    const analytics = (await api.get('/admin/analytics?period=week', admin.token)).body;
    expect(analytics.skills_distribution).toContainEqual({ _id: 'Ventas', count: 1 });

    const exported = await api.post('/admin/export-users', { fields: ['email', 'skills'] }, admin.token);
    expect(exported.body.csv_data).toContain('joe@example.com,Ventas');
    const imported = await upload(
      admin.token,
      'email,full_name,skills\nnew@example.com,Nuevo,Ventas; Diseño y marca\n',
    );
    expect(imported.body).toMatchObject({ imported_count: 1, skipped_count: 0 });
    const [row] = await app.db.query(
      `SELECT p.skills FROM profiles p JOIN users u ON u.id = p.user_id WHERE u.email = 'new@example.com'`,
    );
    expect(row.skills).toEqual(['Sales', 'Design & Branding']);
  });
});

describe('super_admins label a category per language', () => {
  it('sets, shows and removes a label in one language (REST), audited; refuses English, unknown languages, bad labels and admins', async () => {
    const { superAdmin, admin } = await adminCast(app);

    const set = await api.put('/admin/categories/sales/labels/es', { label: '  Ventas y negocios ' }, superAdmin.token);
    expect(set.status).toBe(200);
    expect(set.body.label).toBe('Sales');
    expect(set.body.translated_labels).toEqual([
      { locale: 'ar', label: 'المبيعات' },
      { locale: 'de', label: 'Vertrieb' },
      { locale: 'es', label: 'Ventas y negocios' },
    ]);
    expect(labelOf((await api.call('GET', '/categories', inLanguage('es'))).body, 'sales')).toBe('Ventas y negocios');
    const [audit] = await app.db.query(
      `SELECT action, subject, detail FROM audit_log WHERE action = 'category_renamed' ORDER BY id DESC LIMIT 1`,
    );
    expect(audit).toEqual({
      action: 'category_renamed',
      subject: 'sales',
      detail: { locale: 'es', from: 'Ventas', to: 'Ventas y negocios' },
    });

    const removed = await api.put('/admin/categories/sales/labels/es', { label: null }, superAdmin.token);
    expect(removed.body.translated_labels.map((l: { locale: string }) => l.locale)).toEqual(['ar', 'de']);
    expect(labelOf((await api.call('GET', '/categories', inLanguage('es'))).body, 'sales')).toBe('Sales');

    const english = await api.put('/admin/categories/sales/labels/en', { label: 'Selling' }, superAdmin.token);
    expect([english.status, english.body.detail]).toEqual([
      400,
      'The language must be one of the translated languages (English is the label itself)',
    ]);
    expect((await api.put('/admin/categories/sales/labels/fr', { label: 'Ventes' }, superAdmin.token)).status).toBe(
      400,
    );
    // A body without a label is a mistake, not a removal: refused, and the German label stays.
    const missing = await api.put('/admin/categories/sales/labels/de', {}, superAdmin.token);
    expect(missing.status).toBe(400);
    expect(labelOf((await api.call('GET', '/categories', inLanguage('de'))).body, 'sales')).toBe('Vertrieb');
    const long = await api.put('/admin/categories/sales/labels/de', { label: 'x'.repeat(61) }, superAdmin.token);
    expect([long.status, long.body.detail]).toEqual([400, 'The label must be 1 to 60 characters']);
    expect((await api.put('/admin/categories/nope/labels/de', { label: 'Nein' }, superAdmin.token)).status).toBe(404);
    expect((await api.put('/admin/categories/sales/labels/de', { label: 'Verkauf' }, admin.token)).status).toBe(403);
    expect(labelOf((await api.call('GET', '/categories', inLanguage('de'))).body, 'sales')).toBe('Vertrieb');
  });

  it('sets and reads the labels over GraphQL (super_admins only)', async () => {
    const { superAdmin, admin } = await adminCast(app);
    const doc = `mutation { setCategoryLabel(value: "fitness", locale: "de", label: "Sport") { label translatedLabels { locale label } } }`;
    const res = await gql(doc, undefined, superAdmin.token);
    expect(res.data.setCategoryLabel.label).toBe('Fitness & Movement');
    expect(res.data.setCategoryLabel.translatedLabels).toContainEqual({ locale: 'de', label: 'Sport' });
    expect((await gql(doc, undefined, admin.token)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const bad = await gql(
      `mutation { setCategoryLabel(value: "fitness", locale: "en", label: "Sport") { value } }`,
      undefined,
      superAdmin.token,
    );
    expect(bad.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    const listed = await gql(
      `{ adminCategories { value label translatedLabels { locale label } } }`,
      undefined,
      superAdmin.token,
    );
    const fitness = listed.data.adminCategories.find((c: { value: string }) => c.value === 'fitness');
    expect(fitness.label).toBe('Fitness & Movement');
    expect(fitness.translatedLabels).toContainEqual({ locale: 'de', label: 'Sport' });
  });
});
