import 'reflect-metadata';
import { ConfigError, parseConfig } from '../config/env.js';
import { openDatabase } from '../db/data-source.js';
import { DataFolderInUseError } from '../db/embedded.js';
import { DomainError } from '../common/errors/domain-error.js';
import { AddAdminArgs, AdminRoleService } from '../modules/admin/index.js';
import { parseInput } from '../common/validation.js';
import { AuditLog } from '../modules/audit/index.js';

const USAGE = `usage: npm run admin -- add EMAIL [admin|super_admin]
       npm run admin -- remove EMAIL
       npm run admin -- list`;

/**
 * `npm run admin`: manage admin roles from the shell — how the first super_admin is made when
 * ADMIN_EMAILS is not used (docs/design.md §4). Acts with full rights; the last-super_admin rule holds.
 */
export async function adminCli(
  args: string[],
  env: Record<string, string | undefined>,
  out: (l: string) => void,
  err: (l: string) => void,
): Promise<number> {
  const [command, email, role = 'super_admin'] = args;
  if (!['add', 'remove', 'list'].includes(command ?? '') || (command !== 'list' && !email)) {
    err(USAGE);
    return 2;
  }
  let db;
  try {
    db = await openDatabase(parseConfig(env));
    const roles = new AdminRoleService(db.dataSource, new AuditLog(db.dataSource));
    if (command === 'add') {
      const grant = await parseInput(AddAdminArgs, { email, role });
      const a = await roles.grant(null, grant.email, grant.role);
      out(`${a.email} is now ${a.role}`);
    } else if (command === 'remove') {
      await roles.remove(null, email);
      out(`${email.trim().toLowerCase()} is no longer an admin`);
    }
    for (const a of await roles.list()) out(`${a.role.padEnd(11)} ${a.email}`);
    return 0;
  } catch (e) {
    err(
      e instanceof ConfigError || e instanceof DomainError || e instanceof DataFolderInUseError ? e.message : String(e),
    );
    return 1;
  } finally {
    await db?.close();
  }
}

if (process.argv[1] && import.meta.url.endsWith(process.argv[1].split('/').pop()!)) {
  process.exitCode = await adminCli(process.argv.slice(2), process.env, console.log, console.error);
}
