import type { DataSource } from 'typeorm';
import { forbidden, invalid, notFound } from '../../common/errors/domain-error.js';
import { decodeCursor, isPgTimestamp, pageOf, type Page } from '../../common/pagination.js';
import { normalizeEmail } from '../../common/validation.js';
import { inTransaction } from '../../db/transaction.js';
import type { LedgerService } from '../ledger/ledger.service.js';
import { isUuid, IDEMPOTENCY_KEY, IDEMPOTENCY_KEY_MESSAGE } from '../../common/validation.js';
import type { AdminRoleName } from './admin-role.entity.js';

/** The largest EP adjustment, either way, a plain admin may make; above it needs a super_admin. */
export const ADMIN_ADJUSTMENT_LIMIT = 100;
/** What any adjustment may move at most (super_admin included). */
export const MAX_ADJUSTMENT = 1_000_000;
export const REASON_MAX = 500;

/** Who makes an adjustment: the signed-in admin and their role. */
export interface AdjustingAdmin {
  id: string;
  email: string;
  role: AdminRoleName;
}

export type Period = 'week' | 'month' | 'year';
export const PERIODS: Period[] = ['week', 'month', 'year'];

/** The admin list row of spec §3, plus what the table sorts by. */
export interface AdminMemberRow {
  id: string;
  fullName: string;
  email: string;
  about: string | null;
  city: string | null;
  skills: string[];
  referredCount: number;
  energyPoints: number;
  userType: 'free' | 'premium';
  createdAt: Date;
  lastLogin: Date | null;
}

export const MEMBER_SORTS = { created_at: 'u.created_at', full_name: 'lower(u.full_name)', email: 'u.email', energy_points: 'a.balance' } as const;
export type MemberSort = keyof typeof MEMBER_SORTS;

export const rowSql = (extra = '') => `
  SELECT ${extra} u.id, u.full_name AS "fullName", u.email, p.bio AS about, p.location AS city, coalesce(p.skills, '{}') AS skills,
         (SELECT count(*)::int FROM referrals r WHERE r.referrer_id = u.id) AS "referredCount",
         coalesce(a.balance, 0) AS "energyPoints", u.user_type AS "userType", u.created_at AS "createdAt", u.last_login AS "lastLogin"
    FROM users u
    LEFT JOIN profiles p ON p.user_id = u.id
    LEFT JOIN ledger_accounts a ON a.user_id = u.id`;

/** Admin analytics, the member list and EP corrections (spec §5–§7 "Admin", DESIGN §2). */
export class AdminService {
  constructor(
    private readonly db: DataSource,
    private readonly ledger: LedgerService,
  ) {}

  /** Members, searchable by name or email, sorted, keyset-paginated (newest first by default). */
  async members(opts: { search?: string; sort?: MemberSort; first: number; after?: string }): Promise<Page<AdminMemberRow>> {
    if (!Number.isInteger(opts.first) || opts.first < 1 || opts.first > 200) throw invalid('Page size must be between 1 and 200');
    const sort = opts.sort ?? 'created_at';
    if (!(sort in MEMBER_SORTS)) throw invalid(`sort must be one of ${Object.keys(MEMBER_SORTS).join(', ')}`);
    const params: unknown[] = [];
    const p = (v: unknown) => `$${params.push(v)}`;
    const where: string[] = [];
    const search = opts.search?.trim();
    if (search) {
      const like = p(`%${search.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
      where.push(`(lower(u.full_name) LIKE ${like} OR u.email LIKE ${like})`);
    }
    const countParams = [...params];
    const countWhere = [...where];
    // Offset pagination would skip or repeat rows as members join; a cursor keyed by the sort value does not.
    const key = MEMBER_SORTS[sort];
    const cursor = decodeCursor<{ v: string | number; i: string }>(opts.after, (v) => (typeof v.v === 'string' || typeof v.v === 'number') && typeof v.i === 'string' && isUuid(v.i));
    if (cursor) {
      if (sort === 'created_at' && !isPgTimestamp(cursor.v)) throw invalid('Invalid cursor');
      const cast = sort === 'created_at' ? '::timestamptz' : sort === 'energy_points' ? '::int' : '::text';
      where.push(`(${key}, u.id) ${sort === 'full_name' || sort === 'email' ? '>' : '<'} (${p(cursor.v)}${cast}, ${p(cursor.i)}::uuid)`);
    }
    const dir = sort === 'full_name' || sort === 'email' ? 'ASC' : 'DESC';
    // created_at travels as text so the cursor keeps its microseconds.
    const sortValue = sort === 'created_at' ? 'u.created_at::text' : key;
    const rows: Array<AdminMemberRow & { sortValue: string | number }> = await this.db.query(
      `${rowSql(`${sortValue} AS "sortValue",`)}
        ${where.length ? `WHERE ${where.join(' AND ')}` : ''}
        ORDER BY ${key} ${dir}, u.id ${dir} LIMIT ${opts.first + 1}`,
      params,
    );
    const [{ total }] = await this.db.query(`SELECT count(*)::int AS total FROM users u ${countWhere.length ? `WHERE ${countWhere.join(' AND ')}` : ''}`, countParams);
    return pageOf(rows, opts.first, total, (last) => ({ v: last.sortValue, i: last.id }), ({ sortValue: _s, ...r }) => r);
  }

  async analytics(period: string) {
    if (!PERIODS.includes(period as Period)) throw invalid('period must be week, month or year');
    const interval = { week: '7 days', month: '1 month', year: '1 year' }[period as Period];
    const bucket = period === 'year' ? 'month' : 'day';
    const [totals] = await this.db.query(
      `SELECT (SELECT count(*)::int FROM users) AS total_users,
              (SELECT count(*)::int FROM users WHERE created_at >= now() - $1::interval) AS users_in_period,
              (SELECT count(*)::int FROM offers WHERE archived_at IS NULL) AS total_services,
              (SELECT count(*)::int FROM exchange_requests) AS total_requests,
              (SELECT count(*)::int FROM exchange_requests WHERE status = 'completed') AS completed_exchanges`,
      [interval],
    );
    const userTypes = await this.db.query(`SELECT user_type AS "_id", count(*)::int AS count FROM users GROUP BY user_type ORDER BY count DESC, user_type`);
    const skills = await this.db.query(
      `SELECT skill AS "_id", count(*)::int AS count FROM profiles, unnest(skills) AS skill GROUP BY skill ORDER BY count DESC, skill LIMIT 15`,
    );
    // Members over time: new members per day (per month for a year), with the running total.
    const overTime = await this.db.query(
      `WITH buckets AS (
         SELECT generate_series(date_trunc('${bucket}', now() - $1::interval), date_trunc('${bucket}', now()), '1 ${bucket}'::interval) AS start)
       SELECT to_char(b.start, 'YYYY-MM-DD') AS date,
              (SELECT count(*)::int FROM users u WHERE u.created_at >= b.start AND u.created_at < b.start + '1 ${bucket}'::interval) AS new_members,
              (SELECT count(*)::int FROM users u WHERE u.created_at < b.start + '1 ${bucket}'::interval) AS total_members
         FROM buckets b ORDER BY b.start`,
      [interval],
    );
    return { period, totals, userTypes, skillsDistribution: skills, membersOverTime: overTime as Array<{ date: string; new_members: number; total_members: number }> };
  }

  /**
   * An admin EP correction (DESIGN §2: never an edit): an adjusting ledger entry, issuance → member
   * for a positive amount, member → issuance for a negative one (refused below zero), with a reason
   * kept on the entry's memo. Power has limits: nobody adjusts their own EP, and more than
   * ADMIN_ADJUSTMENT_LIMIT EP either way needs a super_admin. Values arrive untyped from REST, so
   * each is checked for its type before use (an object where text belongs is a 400).
   */
  async adjustEp(actor: AdjustingAdmin, input: { email: unknown; amount: unknown; reason: unknown; idempotencyKey: unknown }) {
    if (typeof input.email !== 'string' || !input.email.trim()) throw invalid('Email is required');
    if (input.email.length > 254) throw invalid('Please enter a valid email address');
    const email = normalizeEmail(input.email);
    const amount = input.amount;
    if (typeof amount !== 'number' || !Number.isInteger(amount) || amount === 0 || Math.abs(amount) > MAX_ADJUSTMENT) {
      throw invalid('amount must be a non-zero whole number');
    }
    if (typeof input.reason !== 'string' || !input.reason.trim()) throw invalid('A reason is required');
    const reason = input.reason.trim();
    if (reason.length > REASON_MAX) throw invalid(`The reason must be at most ${REASON_MAX} characters long`);
    if (typeof input.idempotencyKey !== 'string' || !IDEMPOTENCY_KEY.test(input.idempotencyKey)) throw invalid(IDEMPOTENCY_KEY_MESSAGE);
    if (Math.abs(amount) > ADMIN_ADJUSTMENT_LIMIT && actor.role !== 'super_admin') {
      throw forbidden(`Adjustments of more than ${ADMIN_ADJUSTMENT_LIMIT} EP need a super_admin`);
    }
    const idempotencyKey = input.idempotencyKey;
    return inTransaction(this.db, async (tx) => {
      const [user] = await tx.query(`SELECT id FROM users WHERE email = $1`, [email]);
      if (!user) throw notFound('User not found');
      if (user.id === actor.id) throw forbidden('You cannot adjust your own Energy Points');
      const applied = await this.ledger.transfer(tx, {
        from: amount > 0 ? 'issuance' : { wallet: user.id },
        to: amount > 0 ? { wallet: user.id } : 'issuance',
        amount: Math.abs(amount),
        kind: 'admin_adjustment',
        reference: user.id,
        idempotencyKey: `adjust:${idempotencyKey}`,
        memo: `${reason} (by ${actor.email})`,
        insufficientMessage: 'The member does not have that many EP to remove',
      });
      const [{ balance }] = await tx.query(`SELECT balance FROM ledger_accounts WHERE user_id = $1`, [user.id]);
      return { applied, balance: balance as number, userId: user.id as string };
    });
  }
}
