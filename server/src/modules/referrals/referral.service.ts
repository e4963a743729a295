import type { DataSource, EntityManager } from 'typeorm';
import { writeReturning } from '../../db/transaction.js';
import type { LedgerService } from '../ledger/ledger.service.js';

export const REFERRAL_REWARD = 5;
export const RECENT_REFERRALS = 5;

export interface ReferralValidation {
  valid: boolean;
  referrerName: string | null;
}

export interface ReferralInfo {
  totalReferrals: number;
  successfulReferrals: number;
  epEarned: number;
  referralCode: string;
  referralLink: string;
  recentReferrals: Array<{ fullName: string; createdAt: Date; completed: boolean }>;
}

const normalize = (code: string) => code.trim().toUpperCase();

/** Referral codes, the record made at sign-up and the +5 EP once onboarding is complete and the address proven (DESIGN §3). */
export class ReferralService {
  constructor(
    private readonly db: DataSource,
    private readonly ledger: LedgerService,
    private readonly appUrl: string,
  ) {}

  async validate(code: string, db: EntityManager = this.db.manager): Promise<ReferralValidation & { referrerId?: string }> {
    const normalized = normalize(code);
    if (!/^[A-Z0-9]{6,12}$/.test(normalized)) return { valid: false, referrerName: null };
    const rows: Array<{ id: string; full_name: string }> = await db.query(
      `SELECT id, full_name FROM users WHERE referral_code = $1`,
      [normalized],
    );
    return rows.length ? { valid: true, referrerName: rows[0].full_name, referrerId: rows[0].id } : { valid: false, referrerName: null };
  }

  /** Records who referred a new member. An unknown code is ignored here (send-code refuses it earlier). */
  async recordAtSignup(tx: EntityManager, referredId: string, code: string | null | undefined): Promise<void> {
    if (!code) return;
    const { referrerId } = await this.validate(code, tx);
    if (!referrerId || referrerId === referredId) return;
    await tx.query(
      `INSERT INTO referrals (referrer_id, referred_id) VALUES ($1, $2) ON CONFLICT (referred_id) DO NOTHING`,
      [referrerId, referredId],
    );
  }

  /**
   * +5 EP to the referrer, exactly once, when the referred member has both completed onboarding
   * and proven their address (issue 14 hole 3: throwaway password sign-ups earn nothing). Called
   * by each of the two events, whichever comes last pays; both callers hold the referred member's
   * row locked, so the second one sees the first one's committed change.
   */
  async completeFor(tx: EntityManager, referredId: string): Promise<void> {
    const rows = await writeReturning<{ id: string; referrer_id: string }>(
      tx,
      `UPDATE referrals r SET completed_at = now()
         FROM users u
        WHERE r.referred_id = $1 AND r.completed_at IS NULL
          AND u.id = r.referred_id AND u.profile_completed AND u.email_verified_at IS NOT NULL
        RETURNING r.id, r.referrer_id`,
      [referredId],
    );
    if (rows.length === 0) return;
    await this.ledger.transfer(tx, {
      from: 'issuance',
      to: { wallet: rows[0].referrer_id },
      amount: REFERRAL_REWARD,
      kind: 'referral_reward',
      reference: rows[0].id,
      idempotencyKey: `referral:${referredId}`,
    });
  }

  async info(userId: string): Promise<ReferralInfo> {
    const [totals] = await this.db.query(
      `SELECT u.referral_code,
              (SELECT count(*)::int FROM referrals WHERE referrer_id = u.id) AS total,
              (SELECT count(*)::int FROM referrals WHERE referrer_id = u.id AND completed_at IS NOT NULL) AS successful,
              (SELECT coalesce(sum(e.amount), 0)::int FROM ledger_entries e
                 JOIN ledger_accounts a ON a.id = e.credit_account_id
                WHERE a.user_id = u.id AND e.kind = 'referral_reward') AS earned
         FROM users u WHERE u.id = $1`,
      [userId],
    );
    const recent: Array<{ full_name: string; created_at: Date; completed_at: Date | null }> = await this.db.query(
      `SELECT u.full_name, r.created_at, r.completed_at FROM referrals r JOIN users u ON u.id = r.referred_id
        WHERE r.referrer_id = $1 ORDER BY r.created_at DESC LIMIT ${RECENT_REFERRALS}`,
      [userId],
    );
    return {
      totalReferrals: totals.total,
      successfulReferrals: totals.successful,
      epEarned: totals.earned,
      referralCode: totals.referral_code,
      referralLink: `${this.appUrl}/?ref=${totals.referral_code}`,
      recentReferrals: recent.map((r) => ({ fullName: r.full_name, createdAt: r.created_at, completed: r.completed_at !== null })),
    };
  }
}
