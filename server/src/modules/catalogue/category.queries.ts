import { defineQuery } from '../../db/typed-query.js';

/** The `categories` table's SQL (the catalogue module owns it). Runs through `db/typed-query.ts`. */

export interface CategoryRow {
  value: string;
  label: string;
  position: number;
  retiredAt: Date | null;
  translatedLabels: Record<string, string>;
}

const CATEGORY_COLUMNS = `value, label, position, retired_at AS "retiredAt", translated_labels AS "translatedLabels"`;

/** Every category, retired ones included (their labels still name existing services and needs). */
export const allCategories = defineQuery<[], CategoryRow>(
  'allCategories',
  `SELECT ${CATEGORY_COLUMNS} FROM categories ORDER BY position, value`,
);

export const lockCategory = defineQuery<[value: string], CategoryRow>(
  'lockCategory',
  `SELECT ${CATEGORY_COLUMNS} FROM categories WHERE value = $1 FOR UPDATE`,
);

/** A new category goes last; ON CONFLICT leaves a taken value or label to the caller's message. */
export const insertCategory = defineQuery<[value: string, label: string], CategoryRow>(
  'insertCategory',
  `INSERT INTO categories (value, label, position)
   SELECT $1, $2, coalesce(max(position), 0) + 1 FROM categories
   ON CONFLICT DO NOTHING
   RETURNING ${CATEGORY_COLUMNS}`,
);

export const categoryByLabel = defineQuery<[label: string], { value: string }>(
  'categoryByLabel',
  `SELECT value FROM categories WHERE lower(label) = lower($1)`,
);

export const renameCategory = defineQuery<[value: string, label: string], CategoryRow>(
  'renameCategory',
  `UPDATE categories SET label = $2 WHERE value = $1 RETURNING ${CATEGORY_COLUMNS}`,
);

/**
 * Skills are stored as category labels (profiles.skills), so a rename carries them along in the
 * same transaction; the GIN index on skills finds the profiles.
 */
export const renameSkill = defineQuery<[from: string, to: string]>(
  'renameSkill',
  `UPDATE profiles SET skills = array_replace(skills, $1, $2) WHERE skills @> ARRAY[$1]::text[]`,
);

export const setCategoryRetired = defineQuery<[value: string, retired: boolean], CategoryRow>(
  'setCategoryRetired',
  `UPDATE categories SET retired_at = CASE WHEN $2::boolean THEN coalesce(retired_at, now()) END
   WHERE value = $1 RETURNING ${CATEGORY_COLUMNS}`,
);

/** Its label in one language other than English; a null label removes it (the language reads English). */
export const setTranslatedLabel = defineQuery<[value: string, locale: string, label: string | null], CategoryRow>(
  'setTranslatedLabel',
  `UPDATE categories
   SET translated_labels = CASE WHEN $3::text IS NULL THEN translated_labels - $2::text
                                ELSE translated_labels || jsonb_build_object($2::text, $3::text) END
   WHERE value = $1 RETURNING ${CATEGORY_COLUMNS}`,
);
