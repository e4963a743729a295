import type { DataSource } from 'typeorm';
import { conflict, forbidden, invalid, notFound } from '../../common/errors/domain-error.js';
import { inTransaction } from '../../db/transaction.js';
import { isEmailAddressText, normalizeEmail } from '../../common/validation.js';
import type { AdminRoleName } from './admin-role.entity.js';

export interface AdminUser {
  email: string;
  role: AdminRoleName;
  createdAt: Date;
  grantedBy: string | null;
  fullName: string | null;
}

/**
 * Admin roles by email (DESIGN §4): only a super_admin grants or removes super_admin; nobody
 * removes themself; the last super_admin stays. The first one comes from ADMIN_EMAILS or the CLI.
 */
export class AdminRoleService {
  constructor(private readonly db: DataSource) {}

  /**
   * The role a member holds: a grant of their address, and only once they proved that address
   * (issue 14 hole 1: signing up by password with a listed address gives nothing). Grants stay
   * attached to the address; they take effect when a verified account holds it.
   */
  async roleOf(email: string): Promise<AdminRoleName | undefined> {
    return this.roleIn(this.db, email);
  }

  /** Makes every address of ADMIN_EMAILS a super_admin (the first super_admin, DESIGN §4). */
  async bootstrap(emails: string[]): Promise<void> {
    for (const email of emails) {
      await this.db.query(
        `INSERT INTO admin_roles (email, role, granted_by) VALUES ($1, 'super_admin', 'ADMIN_EMAILS')
         ON CONFLICT (email) DO UPDATE SET role = 'super_admin'`,
        [normalizeEmail(email)],
      );
    }
  }

  async list(): Promise<AdminUser[]> {
    return this.db.query(
      `SELECT a.email, a.role, a.created_at AS "createdAt", a.granted_by AS "grantedBy", u.full_name AS "fullName"
         FROM admin_roles a LEFT JOIN users u ON u.email = a.email
        ORDER BY a.role DESC, a.created_at, a.email`,
    );
  }

  /** Grants (or changes) a role. `actorEmail` null = the CLI, which may do anything. */
  async grant(actorEmail: string | null, email: string, role: string): Promise<AdminUser> {
    const target = normalizeEmail(typeof email === 'string' ? email : '');
    if (!target) throw invalid('Email is required');
    if (!isEmailAddressText(target)) throw invalid('Please enter a valid email address');
    if (role !== 'admin' && role !== 'super_admin') throw invalid('role must be admin or super_admin');
    await inTransaction(this.db, async (tx) => {
      // Serialize role changes so that "the last super_admin stays" holds under concurrency.
      await tx.query(`SELECT pg_advisory_xact_lock(hashtext('admin_roles'))`);
      const actorRole = actorEmail ? await this.roleIn(tx, actorEmail) : 'super_admin';
      if (!actorRole) throw forbidden('You do not have access to this');
      const current = await this.grantOf(tx, target);
      if ((role === 'super_admin' || current === 'super_admin') && actorRole !== 'super_admin') {
        throw forbidden('Only a super_admin can grant or remove super_admin');
      }
      if (current === 'super_admin' && role === 'admin') await this.keepOneSuperAdmin(tx, target);
      await tx.query(
        `INSERT INTO admin_roles (email, role, granted_by) VALUES ($1, $2, $3)
         ON CONFLICT (email) DO UPDATE SET role = EXCLUDED.role, granted_by = EXCLUDED.granted_by`,
        [target, role, actorEmail ?? 'cli'],
      );
    });
    return (await this.list()).find((a) => a.email === target)!;
  }

  async remove(actorEmail: string | null, email: string): Promise<void> {
    const target = normalizeEmail(typeof email === 'string' ? email : '');
    if (!target) throw invalid('Email is required');
    await inTransaction(this.db, async (tx) => {
      await tx.query(`SELECT pg_advisory_xact_lock(hashtext('admin_roles'))`);
      if (actorEmail && normalizeEmail(actorEmail) === target) throw forbidden('You cannot remove yourself');
      const actorRole = actorEmail ? await this.roleIn(tx, actorEmail) : 'super_admin';
      if (!actorRole) throw forbidden('You do not have access to this');
      const current = await this.grantOf(tx, target);
      if (!current) throw notFound('Admin user not found');
      if (current === 'super_admin' && actorRole !== 'super_admin') throw forbidden('Only a super_admin can grant or remove super_admin');
      if (current === 'super_admin') await this.keepOneSuperAdmin(tx, target);
      await tx.query(`DELETE FROM admin_roles WHERE email = $1`, [target]);
    });
  }

  /** The effective role of an actor: granted to the address, held by a verified account. */
  private async roleIn(tx: { query: DataSource['query'] }, email: string): Promise<AdminRoleName | undefined> {
    const [row] = await tx.query(
      `SELECT a.role FROM admin_roles a JOIN users u ON u.email = a.email
        WHERE a.email = $1 AND u.email_verified_at IS NOT NULL AND u.sign_in_blocked_reason IS NULL`,
      [normalizeEmail(email)],
    );
    return row?.role;
  }

  /** The role granted to an address, whether or not anyone holds it yet (for the grant rules). */
  private async grantOf(tx: { query: DataSource['query'] }, email: string): Promise<AdminRoleName | undefined> {
    const [row] = await tx.query(`SELECT role FROM admin_roles WHERE email = $1`, [normalizeEmail(email)]);
    return row?.role;
  }

  private async keepOneSuperAdmin(tx: { query: DataSource['query'] }, leaving: string) {
    const [{ others }] = await tx.query(`SELECT count(*)::int AS others FROM admin_roles WHERE role = 'super_admin' AND email <> $1`, [leaving]);
    if (others === 0) throw conflict('The last super_admin cannot be removed');
  }
}
