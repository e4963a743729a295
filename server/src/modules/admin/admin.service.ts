import type { DataSource } from 'typeorm';
import { forbidden, invalid, notFound, translatableError } from '../../common/errors/domain-error.js';
import { HttpMessages } from '../../common/http/http.messages.js';
import { decodeCursor, isPgTimestamp, pageOf, type Page, assertPageSize } from '../../common/pagination.js';
import { normalizeEmail } from '../../common/validation.js';
import { inTransaction } from '../../db/transaction.js';
import { many, one, type Db } from '../../db/typed-query.js';
import * as q from './admin.queries.js';
import { MEMBER_SORTS, type MemberSort, type AdminMemberRow } from './admin.queries.js';
import type { LedgerService } from '../ledger/index.js';
import { isUuid } from '../../common/validation.js';
import type { ActingAdmin } from '../../common/auth/admin-roles.js';
import { auditActorOf } from '../audit/index.js';
import type { AuditLog } from '../audit/index.js';
import { AdminMessages as M } from './admin.messages.js';

/** The largest EP adjustment, either way, a plain admin may make; above it needs a super_admin. */
export const ADMIN_ADJUSTMENT_LIMIT = 100;
/** What any adjustment may move at most (super_admin included). */

export type Period = 'week' | 'month' | 'year';
export const PERIODS: Period[] = ['week', 'month', 'year'];

export { MEMBER_SORTS, type AdminMemberRow, type MemberSort } from './admin.queries.js';

/** Admin analytics, the member list and EP corrections (docs/design.md §2). */
export class AdminService {
  constructor(
    private readonly db: DataSource,
    private readonly ledger: LedgerService,
    private readonly audit: AuditLog,
    /** The catalogue's `skillLabels`: members' skills are stored in English and read in the admin's language. */
    private readonly skillLabels: (locale: string) => Promise<(skill: string) => string>,
    /** Tells the member's open apps, after commit, that their balance changed (a live ACCOUNT event). */
    private readonly memberChanged: (userId: string) => Promise<void> = async () => {},
    /** Where the analytics read: a replica when there are some (db/replicas.ts), else `db`. */
    private readonly reads: Db = db,
  ) {}

  /**
   * Members, searchable by name or email, sorted, keyset-paginated (newest first by default), their
   * skills in the admin's `locale`.
   */
  async members(opts: {
    search?: string;
    sort?: MemberSort;
    first: number;
    after?: string;
    locale: string;
  }): Promise<Page<AdminMemberRow>> {
    assertPageSize(opts.first, 200);
    const sort = opts.sort ?? 'created_at';
    if (!(sort in MEMBER_SORTS))
      throw translatableError('VALIDATION', M.sortOneOf, { sorts: Object.keys(MEMBER_SORTS).join(', ') });
    const search = opts.search?.trim();
    const like = search ? `%${search.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%` : undefined;
    const cursor = decodeCursor<{ v: string | number; i: string }>(
      opts.after,
      (v) => (typeof v.v === 'string' || typeof v.v === 'number') && typeof v.i === 'string' && isUuid(v.i),
    );
    if (cursor && sort === 'created_at' && !isPgTimestamp(cursor.v)) throw invalid(HttpMessages.invalidCursor);
    const statement = q.memberPages[sort][like === undefined ? 'all' : 'search'][cursor ? 'after' : 'first'];
    const limit = opts.first + 1;
    const params: q.MemberPageParams =
      like === undefined
        ? cursor
          ? [cursor.v, cursor.i, limit]
          : [limit]
        : cursor
          ? [like, cursor.v, cursor.i, limit]
          : [like, limit];
    const rows = await many(this.db, statement, params);
    const counted =
      like === undefined ? await one(this.db, q.memberTotal, []) : await one(this.db, q.memberTotalMatching, [like]);
    const skill = await this.skillLabels(opts.locale);
    return pageOf(
      rows,
      opts.first,
      counted?.total ?? 0,
      (last) => ({ v: last.sortValue, i: last.id }),
      ({ sortValue: _s, ...r }) => ({ ...r, skills: r.skills.map(skill) }),
    );
  }

  /** The figures of a `period`; skills are named in the admin's `locale`. */
  async analytics(period: string, locale: string) {
    if (!PERIODS.includes(period as Period)) throw invalid(M.period);
    const interval = { week: '7 days', month: '1 month', year: '1 year' }[period as Period];
    const bucket = period === 'year' ? 'month' : 'day';
    const totals = (await one(this.reads, q.analyticsTotals, [interval]))!; // one row, always
    const userTypes = await many(this.reads, q.membersByType, []);
    const skill = await this.skillLabels(locale);
    const skills = (await many(this.reads, q.skillsDistribution, [])).map((s) => ({ ...s, _id: skill(s._id) }));
    // Members over time: new members per day (per month for a year), with the running total.
    const overTime = await many(this.reads, q.membersOverTime[bucket], [interval]);
    return { period, totals, userTypes, skillsDistribution: skills, membersOverTime: overTime };
  }

  /**
   * An admin EP correction (docs/design.md §2: never an edit): an adjusting ledger entry, issuance → member
   * for a positive amount, member → issuance for a negative one (refused below zero), with a reason
   * kept on the entry's memo. Power has limits: nobody adjusts their own EP, and more than
   * ADMIN_ADJUSTMENT_LIMIT EP either way needs a super_admin. The values' rules are AdjustEpArgs'
   * (admin.inputs.ts), on both transports; the reason is kept trimmed.
   */
  async adjustEp(actor: ActingAdmin, input: { email: string; amount: number; reason: string; idempotencyKey: string }) {
    const email = normalizeEmail(input.email);
    const amount = input.amount;
    const reason = input.reason.trim();
    if (Math.abs(amount) > ADMIN_ADJUSTMENT_LIMIT && actor.role !== 'super_admin') {
      throw translatableError('FORBIDDEN', M.adjustmentLimit, { limit: ADMIN_ADJUSTMENT_LIMIT });
    }
    const idempotencyKey = input.idempotencyKey;
    const result = await inTransaction(this.db, async (tx) => {
      const user = await one(tx, q.memberIdByEmail, [email]);
      if (!user) throw notFound(M.userNotFound);
      if (user.id === actor.id) throw forbidden(M.ownPoints);
      const applied = await this.ledger.transfer(tx, {
        from: amount > 0 ? 'issuance' : { wallet: user.id },
        to: amount > 0 ? { wallet: user.id } : 'issuance',
        amount: Math.abs(amount),
        kind: 'admin_adjustment',
        reference: user.id,
        idempotencyKey: `adjust:${idempotencyKey}`,
        memo: `${reason} (by ${actor.email})`,
        insufficientMessage: M.notThatManyEp,
      });
      if (applied) {
        await this.audit.record(tx, {
          actor: auditActorOf(actor),
          action: 'ep_adjusted',
          subject: user.id,
          detail: { email, amount, reason },
        });
      }
      const balance = (await this.ledger.walletBalances(tx, [user.id])).get(user.id) ?? 0;
      return { applied, balance, userId: user.id };
    });
    if (result.applied) await this.memberChanged(result.userId);
    return result;
  }
}
