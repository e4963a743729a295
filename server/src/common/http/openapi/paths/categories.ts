import { schemas } from '../components.js';
import { actions, input, routes } from '../operation.js';
import { categoryValue } from './resources.js';
import { arrayOf, bool, dateTime, int, nullable, obj, ref, str, type JsonSchema } from '../schema-kit.js';

const num = (extra: JsonSchema = {}): JsonSchema => ({ type: 'number', ...extra });

const coach = schemas.Coach as { properties: Record<string, JsonSchema>; required: string[] };

/**
 * The catalogue's additions: categories managed by super_admins
 * (modules/catalogue/category-admin.service.ts) and each Browse Coaches row's reliability.
 */
export const categorySchemas: Record<string, JsonSchema> = {
  // The Coach, plus its reliability: additive, every earlier field stays as it is (GET /coaches
  // rows and GET /users/{id} carry the same figures).
  Coach: {
    ...coach,
    description: 'A coach with profile and active services, plus `reliability`.',
    properties: { ...coach.properties, reliability: ref('Reliability') },
    required: [...coach.required, 'reliability'],
  },
  Reliability: obj(
    {
      response_rate: nullable(
        num({
          minimum: 0,
          maximum: 1,
          description: 'Share of requests received answered within 48 h; null before any was due.',
        }),
      ),
      completion_rate: nullable(
        num({
          minimum: 0,
          maximum: 1,
          description:
            'Share of agreed exchanges completed (an accepted one counts against only after 14 days open; reversed ones are not completed); null before any counted.',
        }),
      ),
      average_rating: nullable(
        num({ minimum: 1, maximum: 5, description: 'Average public rating, to one decimal; null without one.' }),
      ),
      rating_count: int({ minimum: 0 }),
      completed_exchanges: int({ minimum: 0, description: 'As coach or requester.' }),
      new_member: bool('True below 3 completed exchanges: shown as "New member" instead of rates.'),
    },
    { description: 'How a member keeps their word, computed from their exchanges (GraphQL `Coach.reliability`).' },
  ),
  AdminCategory: obj(
    {
      value: str({ description: 'Stable key (what services and needs store).' }),
      label: str(),
      retired_at: nullable(
        dateTime(
          'When it was retired: not offered for new services or needs; existing ones keep it. Null while active.',
        ),
      ),
    },
    { description: 'A category as super_admins manage it, retired ones included.' },
  ),
};

const SUPER = 'super_admins only (403 for admins).';

export const categoryAdminPaths = routes('Admin', {
  'GET /admin/categories': {
    summary: 'All categories',
    description: `Every category in order, retired ones included (GET /categories lists only the active ones). ${SUPER}`,
    access: 'admin',
    ok: { description: 'The categories.', schema: arrayOf(ref('AdminCategory')) },
  },
  'POST /admin/categories': {
    summary: 'Add a category',
    description: `It goes last in the list and is offered at once for services, needs and skills. Written to the audit log (\`category_added\`). ${SUPER}`,
    access: 'admin',
    body: {
      schema: input({ value: str({ pattern: '^[a-z0-9_]{1,40}$' }), label: str({ minLength: 1, maxLength: 60 }) }, [
        'value',
        'label',
      ]),
    },
    ok: { status: 201, description: 'The new category.', schema: ref('AdminCategory') },
    errors: {
      400: '`The value must be 1–40 lowercase letters, digits or _`, `The label must be 1 to 60 characters`.',
      409: '`A category with this value already exists`, `A category with this label already exists`.',
    },
  },
  'PUT /admin/categories/{value}': {
    summary: 'Rename a category',
    description: `A new label, shown at once on every service and need of the category; profiles listing the old label as a skill carry the new one. Audit log: \`category_renamed\`. ${SUPER}`,
    access: 'admin',
    params: categoryValue,
    body: { schema: input({ label: str({ minLength: 1, maxLength: 60 }) }, ['label']) },
    ok: { description: 'The category.', schema: ref('AdminCategory') },
    errors: { 400: '`The label must be 1 to 60 characters`.', 409: '`A category with this label already exists`.' },
  },
  ...actions(
    '/admin/categories/{value}',
    { access: 'admin', params: categoryValue, answer: ref('AdminCategory') },
    {
      retire: {
        summary: 'Retire a category',
        description: `No longer offered for new services, needs or skills (the server refuses it); existing ones keep it and its label. Audit log: \`category_retired\`. Retiring a retired category changes nothing. ${SUPER}`,
        done: 'The category.',
      },
      restore: {
        summary: 'Bring a retired category back',
        description: `Offered again for new services and needs. Audit log: \`category_restored\`. ${SUPER}`,
        done: 'The category.',
      },
    },
  ),
});
