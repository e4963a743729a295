import type { DataSource } from 'typeorm';
import type { AdminRoleName } from './admin-role.entity.js';
import { normalizeEmail } from '../../common/validation.js';

/** Admin roles by email. Granting and removing (with DESIGN §4's rules) come with the admin issue. */
export class AdminRoleService {
  constructor(private readonly db: DataSource) {}

  async roleOf(email: string): Promise<AdminRoleName | undefined> {
    const rows: Array<{ role: AdminRoleName }> = await this.db.query(`SELECT role FROM admin_roles WHERE email = $1`, [
      normalizeEmail(email),
    ]);
    return rows[0]?.role;
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
}
