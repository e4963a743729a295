import type { DataSource } from 'typeorm';
import { conflict, forbidden, invalid, notFound } from '../../common/errors/domain-error.js';
import { inTransaction } from '../../db/transaction.js';
import { many, one, run, type Db } from '../../db/typed-query.js';
import * as q from './admin.queries.js';
import type { AdminUserRow } from './admin.queries.js';
import { normalizeEmail } from '../../common/validation.js';
import type { ActingAdmin, AdminRoleName, AdminRoles } from '../../common/auth/admin-roles.js';
import { CLI_ACTOR, type AuditLog } from '../audit/index.js';
import { AdminMessages as M } from './admin.messages.js';

export type AdminUser = AdminUserRow;

/**
 * Admin roles by email (docs/design.md §4): only a super_admin grants or removes super_admin; nobody
 * removes themself; the last super_admin stays. The first one comes from ADMIN_EMAILS or the CLI.
 */
export class AdminRoleService implements AdminRoles {
  constructor(
    private readonly db: DataSource,
    private readonly audit: AuditLog,
  ) {}

  /**
   * The role a member holds: a grant of their address, and only once they proved that address
   * (signing up by password with a listed address gives nothing). Grants stay
   * attached to the address; they take effect when a verified account holds it.
   */
  async roleOf(email: string): Promise<AdminRoleName | undefined> {
    return this.roleIn(this.db, email);
  }

  /** The signed-in member as an admin about to act, with the role they hold now; undefined when they hold none. */
  async actingAdmin(member: { id: string; email: string }): Promise<ActingAdmin | undefined> {
    const role = await this.roleOf(member.email);
    return role && { id: member.id, email: member.email, role };
  }

  /** Makes every address of ADMIN_EMAILS a super_admin (the first super_admin, docs/design.md §4). */
  async bootstrap(emails: string[]): Promise<void> {
    for (const email of emails) {
      await run(this.db, q.bootstrapSuperAdmin, [normalizeEmail(email)]);
    }
  }

  async list(): Promise<AdminUser[]> {
    return many(this.db, q.adminUsers, []);
  }

  /** Grants (or changes) a role. `actorEmail` null = the CLI, which may do anything. */
  /** The address's and the role's rules are AddAdminArgs' (admin.inputs.ts), on every entry. */
  async grant(actorEmail: string | null, email: string, role: AdminRoleName): Promise<AdminUser> {
    const target = normalizeEmail(email);
    await inTransaction(this.db, async (tx) => {
      // Serialize role changes so that "the last super_admin stays" holds under concurrency.
      await run(tx, q.lockAdminRoles, []);
      const actorRole = actorEmail ? await this.roleIn(tx, actorEmail) : 'super_admin';
      if (!actorRole) throw forbidden(M.noAccess);
      const current = await this.grantOf(tx, target);
      if ((role === 'super_admin' || current === 'super_admin') && actorRole !== 'super_admin') {
        throw forbidden(M.onlySuperAdmin);
      }
      if (current === 'super_admin' && role === 'admin') await this.keepOneSuperAdmin(tx, target);
      await run(tx, q.upsertRole, [target, role, actorEmail ?? 'cli']);
      await this.audit.record(tx, {
        actor: await this.actorIn(tx, actorEmail),
        action: 'admin_role_granted',
        subject: target,
        detail: { role, previous: current ?? null },
      });
    });
    return (await this.list()).find((a) => a.email === target)!;
  }

  async remove(actorEmail: string | null, email: string): Promise<void> {
    const target = normalizeEmail(typeof email === 'string' ? email : '');
    if (!target) throw invalid(M.emailRequired);
    await inTransaction(this.db, async (tx) => {
      await run(tx, q.lockAdminRoles, []);
      if (actorEmail && normalizeEmail(actorEmail) === target) throw forbidden(M.cannotRemoveSelf);
      const actorRole = actorEmail ? await this.roleIn(tx, actorEmail) : 'super_admin';
      if (!actorRole) throw forbidden(M.noAccess);
      const current = await this.grantOf(tx, target);
      if (!current) throw notFound(M.adminNotFound);
      if (current === 'super_admin' && actorRole !== 'super_admin') throw forbidden(M.onlySuperAdmin);
      if (current === 'super_admin') await this.keepOneSuperAdmin(tx, target);
      await run(tx, q.deleteRole, [target]);
      await this.audit.record(tx, {
        actor: await this.actorIn(tx, actorEmail),
        action: 'admin_role_removed',
        subject: target,
        detail: { role: current },
      });
    });
  }

  /** Who changes a role, for the audit log: the admin's member id and address, or the CLI. */
  private async actorIn(tx: Db, actorEmail: string | null) {
    if (!actorEmail) return CLI_ACTOR;
    const email = normalizeEmail(actorEmail);
    return { id: (await one(tx, q.memberIdByEmail, [email]))?.id ?? null, label: email };
  }

  /** The effective role of an actor: granted to the address, held by a verified account. */
  private async roleIn(tx: Db, email: string): Promise<AdminRoleName | undefined> {
    return (await one(tx, q.effectiveRole, [normalizeEmail(email)]))?.role;
  }

  /** The role granted to an address, whether or not anyone holds it yet (for the grant rules). */
  private async grantOf(tx: Db, email: string): Promise<AdminRoleName | undefined> {
    return (await one(tx, q.grantedRole, [normalizeEmail(email)]))?.role;
  }

  private async keepOneSuperAdmin(tx: Db, leaving: string) {
    const others = (await one(tx, q.otherSuperAdmins, [leaving]))!.others;
    if (others === 0) throw conflict(M.lastSuperAdmin);
  }
}
