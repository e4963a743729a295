import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The categories the product started with: value, original English label, labels in es, de, ar. */
const SEEDED: Array<[value: string, english: string, labels: Record<string, string>]> = [
  ['business_coaching', 'Business Coaching', { es: 'Coaching empresarial', de: 'Business-Coaching', ar: 'التدريب في مجال الأعمال' }],
  ['life_coaching', 'Life Coaching', { es: 'Coaching de vida', de: 'Life-Coaching', ar: 'التدريب الحياتي' }],
  ['career_coaching', 'Career Coaching', { es: 'Coaching profesional', de: 'Karriere-Coaching', ar: 'التدريب المهني' }],
  ['health_wellness', 'Health & Wellness', { es: 'Salud y bienestar', de: 'Gesundheit & Wohlbefinden', ar: 'الصحة والعافية' }],
  ['fitness', 'Fitness & Movement', { es: 'Fitness y movimiento', de: 'Fitness & Bewegung', ar: 'اللياقة والحركة' }],
  ['mindfulness', 'Mindfulness & Meditation', { es: 'Mindfulness y meditación', de: 'Achtsamkeit & Meditation', ar: 'اليقظة الذهنية والتأمل' }],
  ['marketing', 'Marketing', { es: 'Marketing', de: 'Marketing', ar: 'التسويق' }],
  ['social_media', 'Social Media', { es: 'Redes sociales', de: 'Social Media', ar: 'وسائل التواصل الاجتماعي' }],
  ['content_creation', 'Content Creation', { es: 'Creación de contenido', de: 'Content-Erstellung', ar: 'صناعة المحتوى' }],
  ['copywriting', 'Copywriting', { es: 'Redacción publicitaria', de: 'Werbetexten', ar: 'كتابة الإعلانات' }],
  ['design', 'Design & Branding', { es: 'Diseño y marca', de: 'Design & Branding', ar: 'التصميم والهوية التجارية' }],
  ['photography', 'Photography & Video', { es: 'Fotografía y vídeo', de: 'Fotografie & Video', ar: 'التصوير والفيديو' }],
  ['web_development', 'Web Development', { es: 'Desarrollo web', de: 'Webentwicklung', ar: 'تطوير الويب' }],
  ['sales', 'Sales', { es: 'Ventas', de: 'Vertrieb', ar: 'المبيعات' }],
  ['finance', 'Finance & Money', { es: 'Finanzas y dinero', de: 'Finanzen & Geld', ar: 'المال والتمويل' }],
  ['productivity', 'Productivity', { es: 'Productividad', de: 'Produktivität', ar: 'الإنتاجية' }],
  ['public_speaking', 'Public Speaking', { es: 'Hablar en público', de: 'Öffentliches Reden', ar: 'الخطابة' }],
  ['relationships', 'Relationships', { es: 'Relaciones', de: 'Beziehungen', ar: 'العلاقات' }],
  ['nutrition', 'Nutrition', { es: 'Nutrición', de: 'Ernährung', ar: 'التغذية' }],
  ['languages', 'Languages', { es: 'Idiomas', de: 'Sprachen', ar: 'اللغات' }],
];

/**
 * A category's label in each language besides English (`categories.translated_labels`, `{ "es": "…" }`).
 * English stays `categories.label`: it is what profiles store as a skill and what a rename carries
 * along, so the translations are display only and a language without one reads English. Seeded
 * for the categories the product started with, only where their English label is still the
 * original one (a super_admin may have renamed a category into something else since). The column
 * holds an object, never anything else (a check).
 */
export class CategoryLabelsPerLanguage1795953700000 implements MigrationInterface {
  name = 'CategoryLabelsPerLanguage1795953700000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE categories ADD COLUMN translated_labels jsonb NOT NULL DEFAULT '{}'::jsonb`);
    await q.query(
      `ALTER TABLE categories ADD CONSTRAINT categories_translated_labels_object CHECK (jsonb_typeof(translated_labels) = 'object')`,
    );
    for (const [value, english, labels] of SEEDED)
      await q.query(`UPDATE categories SET translated_labels = $3::jsonb WHERE value = $1 AND label = $2`, [
        value,
        english,
        JSON.stringify(labels),
      ]);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE categories DROP CONSTRAINT categories_translated_labels_object`);
    await q.query(`ALTER TABLE categories DROP COLUMN translated_labels`);
  }
}
