import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The language a member reads Energy Exchange in: `users.locale`, English for everyone who signed
 * up before languages existed. A code sign-up keeps the chosen language on its pending code until
 * the account is made, as it keeps the timezone. The valid values are the languages that have
 * catalogs (`locales/<language>/`), which the server checks: a new language is a folder, never a
 * migration, so there is no SQL list here.
 */
export class MemberLocale1795927399995 implements MigrationInterface {
  name = 'MemberLocale1795927399995';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE users ADD COLUMN locale text NOT NULL DEFAULT 'en'`);
    await q.query(`ALTER TABLE one_time_codes ADD COLUMN locale text`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE one_time_codes DROP COLUMN locale`);
    await q.query(`ALTER TABLE users DROP COLUMN locale`);
  }
}
