import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The 60-second resend rule is about codes people ask for. The confirmation code mailed by itself
 * at a password sign-up started it too, so a member who signed up and then chose "Login with
 * Code" (on another device, say) was told to wait a minute and could not tell why. A code now
 * says whether someone asked for it (`requested`); the cooldown reads only those. Mail to one
 * address stays bounded: a sign-up happens once per address, and the hourly cap counts every code.
 * Existing codes count as requested (the default), as they did.
 */
export class CodesPeopleRequest1764613000000 implements MigrationInterface {
  name = 'CodesPeopleRequest1764613000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE one_time_codes ADD COLUMN requested boolean NOT NULL DEFAULT true`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE one_time_codes DROP COLUMN requested`);
  }
}
