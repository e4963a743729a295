import { input, routes } from '../operation.js';
import { arrayOf, dateTime, nullable, obj, ref, str, type JsonSchema } from '../schema-kit.js';

/** Categories managed by super_admins (issue 20, part 6; modules/catalogue/category-admin.service.ts). */
export const categorySchemas: Record<string, JsonSchema> = {
  AdminCategory: obj(
    {
      value: str({ description: 'Stable key (what services and needs store).' }),
      label: str(),
      retired_at: nullable(dateTime('When it was retired: not offered for new services or needs; existing ones keep it. Null while active.')),
    },
    { description: 'A category as super_admins manage it, retired ones included.' },
  ),
};

const categoryValue = { value: { description: 'The category value, e.g. business_coaching.' } };
const SUPER = 'super_admins only (403 for admins).';
const notFound = { 404: '`Category not found`.' };

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
    body: { schema: input({ value: str({ pattern: '^[a-z0-9_]{1,40}$' }), label: str({ minLength: 1, maxLength: 60 }) }, ['value', 'label']) },
    ok: { status: 201, description: 'The new category.', schema: ref('AdminCategory') },
    errors: { 400: '`The value must be 1–40 lowercase letters, digits or _`, `The label must be 1 to 60 characters`.', 409: '`A category with this value already exists`, `A category with this label already exists`.' },
  },
  'PUT /admin/categories/{value}': {
    summary: 'Rename a category',
    description: `A new label, shown at once on every service and need of the category; profiles listing the old label as a skill carry the new one. Audit log: \`category_renamed\`. ${SUPER}`,
    access: 'admin',
    params: categoryValue,
    body: { schema: input({ label: str({ minLength: 1, maxLength: 60 }) }, ['label']) },
    ok: { description: 'The category.', schema: ref('AdminCategory') },
    errors: { 400: '`The label must be 1 to 60 characters`.', ...notFound, 409: '`A category with this label already exists`.' },
  },
  'POST /admin/categories/{value}/retire': {
    summary: 'Retire a category',
    description: `No longer offered for new services, needs or skills (the server refuses it); existing ones keep it and its label. Audit log: \`category_retired\`. Retiring a retired category changes nothing. ${SUPER}`,
    access: 'admin',
    params: categoryValue,
    ok: { description: 'The category.', schema: ref('AdminCategory') },
    errors: notFound,
  },
  'POST /admin/categories/{value}/restore': {
    summary: 'Bring a retired category back',
    description: `Offered again for new services and needs. Audit log: \`category_restored\`. ${SUPER}`,
    access: 'admin',
    params: categoryValue,
    ok: { description: 'The category.', schema: ref('AdminCategory') },
    errors: notFound,
  },
});
