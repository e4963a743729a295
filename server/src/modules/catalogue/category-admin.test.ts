import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/harness.js';
import { adminCast } from '../../../test/factories.js';
import { CatalogueService } from './catalogue.service.js';

const { app, api, gql } = useTestApp();

const service = (category: string) => ({
  title: 'Pitch deck review',
  description: 'We go through your deck.',
  category,
  duration_minutes: 60,
  energy_cost: 2,
  max_participants: 1,
});
const need = (category: string) => ({
  title: 'Help with my pitch',
  description: 'I need a second pair of eyes.',
  category,
  max_energy: 3,
});

describe('categories managed by super_admins', () => {
  it('adds, renames and retires a category: audited, visible at once in /categories, refused for new services and needs, kept on old ones', async () => {
    const { superAdmin, admin, member } = await adminCast(app);

    // Only super_admins: an admin is refused, and nothing is written.
    expect(
      (await api.post('/admin/categories', { value: 'test_pitching', label: 'Pitching' }, admin.token)).status,
    ).toBe(403);
    expect((await api.get('/admin/categories', admin.token)).status).toBe(403);
    const bad = await api.post('/admin/categories', { value: 'Bad Value', label: 'Pitching' }, superAdmin.token);
    expect([bad.status, bad.body.detail]).toEqual([400, 'The value must be 1–40 lowercase letters, digits or _']);
    const taken = await api.post('/admin/categories', { value: 'test_sales', label: ' sales ' }, superAdmin.token);
    expect([taken.status, taken.body.detail, taken.body.field]).toEqual([
      409,
      'A category with this label already exists',
      'label', // the field a client marks, whatever language the words are in
    ]);

    const added = await api.post(
      '/admin/categories',
      { value: 'test_pitching', label: '  Pitching  ' },
      superAdmin.token,
    );
    expect([added.status, added.body]).toEqual([
      201,
      { value: 'test_pitching', label: 'Pitching', retired_at: null, translated_labels: [] },
    ]);
    expect(
      (await api.post('/admin/categories', { value: 'test_pitching', label: 'Other' }, superAdmin.token)).status,
    ).toBe(409);
    expect((await api.get('/categories')).body.at(-1)).toEqual({ value: 'test_pitching', label: 'Pitching' });
    expect((await api.get('/service-categories-for-skills')).body.skills).toContain('Pitching');

    // Offered: a service, a need and a skill may use it.
    const published = await api.post('/services', service('test_pitching'), member.token);
    expect(published.status).toBe(201);
    const posted = await api.post('/needs', need('test_pitching'), member.token);
    expect(posted.status).toBe(201);
    expect((await api.put('/user/profile', { skills: ['Pitching'] }, member.token)).status).toBe(200);

    // Renamed: every existing service shows the new label, and the skill follows.
    const renamed = await api.put('/admin/categories/test_pitching', { label: 'Pitch Coaching' }, superAdmin.token);
    expect(renamed.body).toEqual({
      value: 'test_pitching',
      label: 'Pitch Coaching',
      retired_at: null,
      translated_labels: [],
    });
    expect((await api.get('/categories')).body).toContainEqual({ value: 'test_pitching', label: 'Pitch Coaching' });
    expect((await api.get('/user/services', member.token)).body[0].category_label).toBe('Pitch Coaching');
    expect((await api.get('/user/profile', member.token)).body.skills).toEqual(['Pitch Coaching']);
    expect((await api.put('/admin/categories/test_nope', { label: 'X' }, superAdmin.token)).status).toBe(404);

    // Retired: gone from the lists, refused for new services and needs (both APIs), kept on the old ones.
    const retired = await api.post('/admin/categories/test_pitching/retire', undefined, superAdmin.token);
    expect(retired.body.retired_at).toEqual(expect.any(String));
    expect((await api.get('/categories')).body.map((c: { value: string }) => c.value)).not.toContain('test_pitching');
    const gqlLists = await gql(
      `{ categories { value } adminCategories { value retiredAt } }`,
      undefined,
      superAdmin.token,
    );
    expect(gqlLists.data.categories.map((c: { value: string }) => c.value)).not.toContain('test_pitching');
    expect(
      gqlLists.data.adminCategories.find((c: { value: string }) => c.value === 'test_pitching').retiredAt,
    ).not.toBeNull();
    const refused = await api.post('/services', service('test_pitching'), member.token);
    expect([refused.status, refused.body.detail]).toEqual([
      400,
      'The category Pitch Coaching is retired; choose another one',
    ]);
    expect((await api.post('/needs', need('test_pitching'), member.token)).status).toBe(400);
    const viaGql = await gql(
      `mutation { createService(input: { title: "T", description: "D", category: "test_pitching", durationMinutes: 60, energyCost: 1, maxParticipants: 1 }) { id } }`,
      undefined,
      member.token,
    );
    expect(viaGql.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    // Existing ones keep it: editing them with their own category still works and shows its label.
    const edited = await api.put(
      `/services/${published.body.id}`,
      { ...service('test_pitching'), title: 'Deck review' },
      member.token,
    );
    expect([edited.status, edited.body.category_label]).toEqual([200, 'Pitch Coaching']);
    expect(
      (await api.put(`/needs/${posted.body.id}`, { ...need('test_pitching'), max_energy: 4 }, member.token)).status,
    ).toBe(200);
    expect((await api.put('/user/profile', { skills: ['Pitch Coaching'] }, member.token)).status).toBe(200);
    expect((await api.put('/user/profile', { skills: ['Pitch Coaching'] }, admin.token)).status).toBe(400);

    // Another instance (no shared memory) reads the same list: nothing is cached per process.
    const elsewhere = new CatalogueService(app.db);
    expect((await elsewhere.categories()).map((c) => c.value)).not.toContain('test_pitching');

    // Brought back through GraphQL; every change is in the audit log, in order.
    const back = await gql(
      `mutation { setCategoryRetired(value: "test_pitching", retired: false) { value retiredAt } }`,
      undefined,
      superAdmin.token,
    );
    expect(back.data.setCategoryRetired).toEqual({ value: 'test_pitching', retiredAt: null });
    expect(
      (
        await gql(
          `mutation { setCategoryRetired(value: "test_pitching", retired: true) { value } }`,
          undefined,
          admin.token,
        )
      ).errors?.[0].extensions?.code,
    ).toBe('FORBIDDEN');
    const log = await api.get('/admin/audit-log', superAdmin.token);
    expect(
      log.body.entries
        .slice(0, 4)
        .map((e: { action: string; subject: string; detail: unknown }) => [e.action, e.subject, e.detail])
        .reverse(),
    ).toEqual([
      ['category_added', 'test_pitching', { label: 'Pitching' }],
      ['category_renamed', 'test_pitching', { from: 'Pitching', to: 'Pitch Coaching' }],
      ['category_retired', 'test_pitching', { label: 'Pitch Coaching' }],
      ['category_restored', 'test_pitching', { label: 'Pitch Coaching' }],
    ]);
  });
});
