import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Power follows proof of the mailbox, sessions have an identity, and one address is one account
 * (docs/identity.md):
 *
 * - `users.email_verified_at`: set once the owner of the address entered a code mailed to it.
 *   Members without a password who have signed in were proven by a code, so they start verified;
 *   everybody else (password sign-ups, imported members who never signed in) starts unverified.
 * - `auth_sessions`: one row per signed-in device. A token carries its row's id (`sid`); deleting
 *   the row ends that token. (`sessions` is the table of exchange sessions.) It replaces
 *   `users.token_version`: tokens issued before this migration have no `sid`, so everyone signs
 *   in once more after it.
 * - Canonical addresses: every email becomes NFC + lower case (the same rule as normalizeEmail,
 *   copied here so this migration never changes meaning). When two accounts share a canonical
 *   address, the oldest keeps it; each later one is flagged: its address is moved aside to
 *   `duplicate-<id>@accounts.invalid` and `sign_in_blocked_reason` says whose duplicate it was and
 *   which address it had. Nothing is merged: ledgers, exchanges and referrals stay with their own
 *   account, for an admin to settle by hand.
 */
export class MailboxProofAndSessions1764400000000 implements MigrationInterface {
  name = 'MailboxProofAndSessions1764400000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE users ADD COLUMN email_verified_at timestamptz`);
    await q.query(`ALTER TABLE users ADD COLUMN sign_in_blocked_reason text`);
    await q.query(`UPDATE users SET email_verified_at = coalesce(last_login, created_at) WHERE password_hash IS NULL AND last_login IS NOT NULL`);

    await q.query(`
      CREATE TABLE auth_sessions (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        created_at timestamptz NOT NULL DEFAULT now(),
        expires_at timestamptz NOT NULL
      )`);
    await q.query(`CREATE INDEX auth_sessions_user_idx ON auth_sessions (user_id)`);
    // Replaced by the sessions: every token issued before this migration (no `sid`) is refused.
    await q.query(`ALTER TABLE users DROP COLUMN token_version`);

    await q.query(`ALTER TABLE one_time_codes DROP CONSTRAINT one_time_codes_purpose`);
    await q.query(`ALTER TABLE one_time_codes ADD CONSTRAINT one_time_codes_purpose CHECK (purpose IN ('login', 'signup', 'verify'))`);

    await this.canonicalizeUsers(q);
    await this.canonicalizeAdminRoles(q);
    // Codes are short-lived: one mailed to a spelling that is not canonical simply stops working.
    const codes = (await q.query(`SELECT id, email FROM one_time_codes WHERE consumed_at IS NULL`)) as Array<{ id: string; email: string }>;
    for (const c of codes) {
      if (canonicalEmail(c.email) !== c.email) await q.query(`UPDATE one_time_codes SET consumed_at = now() WHERE id = $1`, [c.id]);
    }

    await q.query(`ALTER TABLE users ADD CONSTRAINT users_email_nfc CHECK (email IS NFC NORMALIZED)`);
    await q.query(`ALTER TABLE admin_roles ADD CONSTRAINT admin_roles_email_nfc CHECK (email IS NFC NORMALIZED)`);
  }

  private async canonicalizeUsers(q: QueryRunner): Promise<void> {
    const users = (await q.query(`SELECT id, email FROM users ORDER BY created_at, id`)) as Array<{ id: string; email: string }>;
    const keeper = new Map<string, string>();
    const renames: Array<{ id: string; email: string }> = [];
    for (const u of users) {
      const canonical = canonicalEmail(u.email);
      const first = keeper.get(canonical);
      if (first === undefined) {
        keeper.set(canonical, u.id);
        if (canonical !== u.email) renames.push({ id: u.id, email: canonical });
      } else {
        await q.query(
          `UPDATE users SET email = $2, sign_in_blocked_reason = $3 WHERE id = $1`,
          [u.id, `duplicate-${u.id}@accounts.invalid`, `Duplicate of account ${first} (was ${u.email})`],
        );
      }
    }
    for (const r of renames) await q.query(`UPDATE users SET email = $2 WHERE id = $1`, [r.id, r.email]);
  }

  private async canonicalizeAdminRoles(q: QueryRunner): Promise<void> {
    const roles = (await q.query(`SELECT email, role FROM admin_roles ORDER BY (role = 'super_admin') DESC, created_at`)) as Array<{ email: string; role: string }>;
    const seen = new Set<string>();
    for (const r of roles) {
      const canonical = canonicalEmail(r.email);
      if (seen.has(canonical)) {
        await q.query(`DELETE FROM admin_roles WHERE email = $1`, [r.email]); // the stronger grant stays
      } else {
        seen.add(canonical);
        if (canonical !== r.email) await q.query(`UPDATE admin_roles SET email = $2 WHERE email = $1`, [r.email, canonical]);
      }
    }
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE admin_roles DROP CONSTRAINT admin_roles_email_nfc`);
    await q.query(`ALTER TABLE users DROP CONSTRAINT users_email_nfc`);
    await q.query(`DELETE FROM one_time_codes WHERE purpose = 'verify'`);
    await q.query(`ALTER TABLE one_time_codes DROP CONSTRAINT one_time_codes_purpose`);
    await q.query(`ALTER TABLE one_time_codes ADD CONSTRAINT one_time_codes_purpose CHECK (purpose IN ('login', 'signup'))`);
    await q.query(`DROP TABLE auth_sessions`);
    await q.query(`ALTER TABLE users ADD COLUMN token_version integer NOT NULL DEFAULT 0`);
    await q.query(`ALTER TABLE users DROP COLUMN sign_in_blocked_reason`);
    await q.query(`ALTER TABLE users DROP COLUMN email_verified_at`);
  }
}

/** normalizeEmail as of this migration: trimmed, NFC, lower case, final sigma folded. */
function canonicalEmail(email: string): string {
  return email.trim().normalize('NFC').toLowerCase().replace(/ς/g, 'σ').normalize('NFC');
}
