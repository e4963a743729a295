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
    // Skills stay the English labels profiles store.
    expect((await api.call('GET', '/service-categories-for-skills', inLanguage('es'))).body.skills).toContain('Sales');
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
