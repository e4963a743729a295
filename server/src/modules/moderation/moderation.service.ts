import type { DataSource } from 'typeorm';
import { conflict, forbidden, invalid, notFound } from '../../common/errors/domain-error.js';
import { decodeCursor, isPgTimestamp, pageOf, type Page, assertPageSize } from '../../common/pagination.js';
import type { RateLimiter } from '../../common/rate-limit.js';
import { isUuid } from '../../common/validation.js';
import { inTransaction } from '../../db/transaction.js';
import { many, one, run } from '../../db/typed-query.js';
import type { ActingAdmin } from '../../common/auth/admin-roles.js';
import { auditActorOf } from '../audit/index.js';
import type { AuditLog } from '../audit/index.js';
import { CatalogueMessages, lockServicesOf } from '../catalogue/index.js';
import type { ExchangeService } from '../exchanges/index.js';
import type { GroupSessionService } from '../group-sessions/index.js';
import type { IdentityService } from '../identity/index.js';
import * as q from './moderation.queries.js';
import type { ReportRow, ReportStatus, ReportSubjectType } from './moderation.queries.js';
import { ModerationMessages } from './moderation.messages.js';
import type { ReportSubjectArgs } from './moderation.inputs.js';

export type Report = ReportRow;
export type { ReportStatus, ReportSubjectType };

/** Reports a member may file per day (a flood of reports is abuse of its own). */
export const REPORTS_PER_DAY = 10;

/**
 * A report's subject as a body or the arguments give it: an id that cannot be one, of a known kind
 * of subject, is a subject not found (404), said before the reason is checked. An unknown kind is
 * left to the input's rules (400).
 */
export function knownSubjectId(subjectType: unknown, subjectId: unknown): void {
  if (subjectType !== 'member' && subjectType !== 'service') return;
  if (typeof subjectId !== 'string' || !isUuid(subjectId))
    throw notFound(subjectType === 'member' ? CatalogueMessages.userNotFound : CatalogueMessages.serviceNotFound);
}

/**
 * A report's id as a path or an argument gives it: one that cannot be an id is an unknown report
 * (404). REST asks before reading the body, so an unknown report is a 404 whatever the body.
 */
export function knownReportId(id: string): string {
  if (!isUuid(id)) throw notFound(ModerationMessages.reportNotFound);
  return id;
}

/**
 * Reports and suspensions (docs/identity.md "Suspension", docs/security.md). Members report a
 * member or a service; admins work the queue, close reports, and suspend or unsuspend members.
 * Every admin action is written to the audit log in its own transaction.
 */
export class ModerationService {
  constructor(
    private readonly db: DataSource,
    private readonly identity: IdentityService,
    private readonly exchanges: ExchangeService,
    private readonly audit: AuditLog,
    private readonly limiter: RateLimiter,
    private readonly groupSessions: Pick<GroupSessionService, 'releaseAllOfIn'>,
  ) {}

  /** A report whose input's rules held (`ReportSubjectArgs`): its subject is looked up, then filed once while open. */
  async report(reporterId: string, input: ReportSubjectArgs): Promise<Report> {
    const { subjectType, subjectId } = input;
    knownSubjectId(subjectType, subjectId);
    const reason = input.reason.trim();
    const subject =
      subjectType === 'member'
        ? await one(this.db, q.reportedMember, [subjectId])
        : await one(this.db, q.reportedServiceCoach, [subjectId]);
    if (!subject)
      throw notFound(subjectType === 'member' ? CatalogueMessages.userNotFound : CatalogueMessages.serviceNotFound);
    if (subject.member_id === reporterId)
      throw forbidden(subjectType === 'member' ? 'You cannot report yourself' : 'You cannot report your own service');
    await this.limiter.hit(
      { bucket: `report:${reporterId}`, max: REPORTS_PER_DAY, windowSeconds: 86_400 },
      ModerationMessages.tooManyReports,
    );
    const created = await one(this.db, q.insertReport, [reporterId, subjectType, subjectId, subject.member_id, reason]);
    if (!created) throw conflict(ModerationMessages.alreadyReported);
    return (await one(this.db, q.reportById, [created.id]))!;
  }

  async reports(opts: { status?: string; first: number; after?: string }): Promise<Page<Report>> {
    const status = (opts.status ?? 'open') as ReportStatus;
    if (status !== 'open' && status !== 'closed') throw invalid(ModerationMessages.status);
    assertPageSize(opts.first);
    const cursor = decodeCursor<{ c: string; i: string }>(
      opts.after,
      (v) => isPgTimestamp(v.c) && typeof v.i === 'string' && isUuid(v.i),
    );
    const rows = cursor
      ? await many(this.db, q.reportPageAfter, [status, cursor.c, cursor.i, opts.first + 1])
      : await many(this.db, q.reportPage, [status, opts.first + 1]);
    const total = (await one(this.db, q.reportCount, [status]))?.total ?? 0;
    return pageOf(rows, opts.first, total, (last) => ({ c: last.cursorCreated, i: last.id }));
  }

  /** Its note's rules are CloseReportArgs' (moderation.inputs.ts), on both transports. */
  async closeReport(admin: ActingAdmin, reportId: string, resolution?: string | null): Promise<Report> {
    knownReportId(reportId);
    const note = resolution?.trim() || null;
    await inTransaction(this.db, async (tx) => {
      const report = await one(tx, q.reportById, [reportId]);
      if (!report) throw notFound(ModerationMessages.reportNotFound);
      const closed = await one(tx, q.closeReport, [reportId, admin.id, note]);
      if (!closed) throw conflict(ModerationMessages.alreadyClosed);
      await this.audit.record(tx, {
        actor: auditActorOf(admin),
        action: 'report_closed',
        subject: reportId,
        detail: { subjectType: report.subjectType, subjectId: report.subjectId, resolution: note },
      });
    });
    return (await one(this.db, q.reportById, [reportId]))!;
  }

  /**
   * Suspends a member: they cannot sign in (every session ends, their sockets close), their
   * services disappear from Discover, Browse Coaches and their profile, and new requests to them
   * are refused. Their pending requests, either side, are cancelled with holds released; accepted
   * exchanges stay for an admin to settle. Nobody suspends themself; an admin's suspension needs a
   * super_admin.
   */
  async suspend(
    admin: ActingAdmin,
    memberId: string,
    reason: string,
  ): Promise<{ memberId: string; suspendedAt: Date; reason: string }> {
    // Its rules are SuspendMemberArgs' (moderation.inputs.ts), on both transports.
    const why = reason.trim();
    if (memberId === admin.id) throw forbidden(ModerationMessages.suspendSelf);
    await inTransaction(this.db, async (tx, afterCommit) => {
      const member = await this.identity.lockStanding(tx, memberId);
      if (member.suspended_at) throw conflict(ModerationMessages.alreadySuspended);
      if ((await one(tx, q.memberAdminRole, [memberId])) && admin.role !== 'super_admin')
        throw forbidden(ModerationMessages.superAdminSuspendsAdmins);
      await this.identity.setSuspendedIn(tx, memberId, why);
      // The first thing after the commit: every instance stops serving the member's sessions from
      // memory before the seats' and requests' notices go out (and whether or not those succeed).
      afterCommit(() => this.identity.announceRevocation(memberId));
      // The services first: a request being sent to one waits for this, then sees the suspension.
      await run(tx, lockServicesOf, [memberId]);
      // Group sessions first: an occurrence is locked before any wallet, as in every seat change.
      const seats = await this.groupSessions.releaseAllOfIn(tx, afterCommit, memberId);
      const n = await this.exchanges.withdrawAllPendingIn(tx, afterCommit, memberId);
      await this.audit.record(tx, {
        actor: auditActorOf(admin),
        action: 'member_suspended',
        subject: memberId,
        detail: { email: member.email, reason: why, pendingRequestsCancelled: n, groupSeatsReleased: seats },
      });
    });
    const user = (await this.identity.findById(memberId))!;
    return { memberId, suspendedAt: user.suspendedAt!, reason: why };
  }

  async unsuspend(admin: ActingAdmin, memberId: string): Promise<void> {
    await inTransaction(this.db, async (tx) => {
      const member = await this.identity.lockStanding(tx, memberId);
      if (!member.suspended_at) throw conflict(ModerationMessages.notSuspended);
      await this.identity.setSuspendedIn(tx, memberId, null);
      await this.audit.record(tx, {
        actor: auditActorOf(admin),
        action: 'member_unsuspended',
        subject: memberId,
        detail: { email: member.email },
      });
    });
    await this.identity.announceMemberChange(memberId);
  }
}
