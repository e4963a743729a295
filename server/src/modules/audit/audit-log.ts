import type { DataSource } from 'typeorm';
import { decodeCursor, pageOf, type Page, assertPageSize } from '../../common/pagination.js';
import { affected, many, one, run, type Db } from '../../db/typed-query.js';
import * as q from './audit.queries.js';
import type { AuditRow } from './audit.queries.js';
import type { AuditAction, AuditActor } from './audit.types.js';
import type { ActingAdmin } from '../../common/auth/admin-roles.js';

export type AuditEntry = AuditRow;

export const CLI_ACTOR: AuditActor = { id: null, label: 'cli' };

/** How the audit log names an acting admin: their id, and their address as the label. */
export const auditActorOf = (admin: ActingAdmin): AuditActor => ({ id: admin.id, label: admin.email });

/**
 * The append-only record of admin actions. `record` takes the action's own transaction, so the
 * entry exists exactly when the action does (a rolled-back action leaves no entry, and no action
 * commits without one). super_admins read it, newest first.
 */
export class AuditLog {
  constructor(private readonly db: DataSource) {}

  async record(
    tx: Db,
    entry: { actor: AuditActor; action: AuditAction; subject?: string | null; detail?: Record<string, unknown> },
  ): Promise<void> {
    await run(tx, q.insertAuditEntry, [
      entry.actor.id,
      entry.actor.label,
      entry.action,
      entry.subject ?? null,
      JSON.stringify(entry.detail ?? {}),
    ]);
  }

  /** As `record`, by the acting admin's id (their address becomes the label). */
  async recordByMember(
    tx: Db,
    actorId: string,
    entry: { action: AuditAction; subject?: string | null; detail?: Record<string, unknown> },
  ): Promise<void> {
    const written = await affected(tx, q.insertAuditEntryByMember, [
      actorId,
      entry.action,
      entry.subject ?? null,
      JSON.stringify(entry.detail ?? {}),
    ]);
    // An admin action with no entry must not commit (the actor row always exists inside the action).
    if (written !== 1) throw new Error(`audit entry not written for actor ${actorId}`);
  }

  async page(opts: { first: number; after?: string }): Promise<Page<AuditEntry>> {
    assertPageSize(opts.first);
    const cursor = decodeCursor<{ i: string }>(opts.after, (v) => typeof v.i === 'string' && /^\d{1,19}$/.test(v.i));
    const rows = cursor
      ? await many(this.db, q.auditPageAfter, [cursor.i, opts.first + 1])
      : await many(this.db, q.auditFirstPage, [opts.first + 1]);
    const total = (await one(this.db, q.auditTotal, []))?.total ?? 0;
    return pageOf(rows, opts.first, total, (last) => ({ i: last.id }));
  }
}
