import { componentSchemas as S } from '../components.js';
import { actions, routes } from '../operation.js';
import { categoryLabelParams, categoryValue } from './resources.js';
import { arrayOf, ref } from '../shapes.js';

const SUPER = 'super_admins only (403 for admins).';

export const categoryAdminPaths = routes('Admin', {
  'GET /admin/categories': {
    summary: 'All categories',
    description: `Every category in order, retired ones included (GET /categories lists only the active ones). ${SUPER}`,
    access: 'admin',
    ok: { description: 'The categories.', schema: arrayOf(ref(S.AdminCategory)) },
  },
  'POST /admin/categories': {
    summary: 'Add a category',
    description: `It goes last in the list and is offered at once for services, needs and skills. Written to the audit log (\`category_added\`). ${SUPER}`,
    access: 'admin',
    body: { input: 'AddCategoryArgs' },
    ok: { status: 201, description: 'The new category.', schema: ref(S.AdminCategory) },
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
    body: { input: 'RenameCategoryArgs' },
    ok: { description: 'The category.', schema: ref(S.AdminCategory) },
    errors: { 400: '`The label must be 1 to 60 characters`.', 409: '`A category with this label already exists`.' },
  },
  'PUT /admin/categories/{value}/labels/{locale}': {
    summary: "Set a category's label in one language",
    description: `Its label in a language other than English (es, de, ar…), shown to members reading that language (GET /categories, service and need cards); \`label: null\` removes it and that language reads the English label again. English is the rename above. Audit log: \`category_renamed\` with the language. ${SUPER}`,
    access: 'admin',
    params: categoryLabelParams,
    body: { input: 'SetCategoryLabelArgs' },
    ok: { description: 'The category.', schema: ref(S.AdminCategory) },
    errors: {
      400: '`The label must be 1 to 60 characters`, `The language must be one of the translated languages (English is the label itself)`.',
    },
  },
  ...actions(
    '/admin/categories/{value}',
    { access: 'admin', params: categoryValue, answer: ref(S.AdminCategory) },
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
