import type { NotificationService } from '../notifications/index.js';
import type { DataSource, EntityManager } from 'typeorm';
import { many, one, run } from '../../db/typed-query.js';
import { memberByReferralCode } from '../identity/index.js';
import * as q from './referrals.queries.js';
import type { LedgerService } from '../ledger/index.js';

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

/** Referral codes, the record made at sign-up and the +5 EP once onboarding is complete and the address proven (docs/design.md §3). */
export class ReferralService {
  constructor(
    private readonly db: DataSource,
    private readonly ledger: LedgerService,
    private readonly appUrl: string,
    /** After the reward committed: tells the referrer's open app (their balance changed). */
    private readonly onRewarded: (referrerId: string) => Promise<void> = async () => {},
    /** The referrer's `referral_rewarded` notification (and its mail), written with the reward. */
    private readonly notifications?: NotificationService,
  ) {}

  async validate(
    code: string,
    db: EntityManager = this.db.manager,
  ): Promise<ReferralValidation & { referrerId?: string }> {
    const normalized = normalize(code);
    if (!/^[A-Z0-9]{6,12}$/.test(normalized)) return { valid: false, referrerName: null };
    const rows = await many(db, memberByReferralCode, [normalized]);
    return rows.length
      ? { valid: true, referrerName: rows[0].full_name, referrerId: rows[0].id }
      : { valid: false, referrerName: null };
  }

  /** Records who referred a new member. An unknown code is ignored here (send-code refuses it earlier). */
  async recordAtSignup(tx: EntityManager, referredId: string, code: string | null | undefined): Promise<void> {
    if (!code) return;
    const { referrerId } = await this.validate(code, tx);
    if (!referrerId || referrerId === referredId) return;
    await run(tx, q.recordReferral, [referrerId, referredId]);
  }

  /**
   * +5 EP to the referrer, exactly once, when the referred member has both completed onboarding
   * and proven their address (throwaway password sign-ups earn nothing). Called
   * by each of the two events, whichever comes last pays; both callers hold the referred member's
   * row locked, so the second one sees the first one's committed change. `afterCommit` (the
   * caller's transaction's) announces the reward to the referrer once it is committed.
   */
  async completeFor(
    tx: EntityManager,
    referredId: string,
    afterCommit?: (fn: () => Promise<void>) => void,
  ): Promise<void> {
    const rows = await many(tx, q.completeReferral, [referredId]);
    if (rows.length === 0) return;
    await this.ledger.transfer(tx, {
      from: 'issuance',
      to: { wallet: rows[0].referrer_id },
      amount: REFERRAL_REWARD,
      kind: 'referral_reward',
      reference: rows[0].id,
      idempotencyKey: `referral:${referredId}`,
    });
    const referrerId = rows[0].referrer_id;
    const notice = await this.notifications?.create(tx, {
      userId: referrerId,
      type: 'referral_rewarded',
      params: { text: 'referralRewarded', values: { reward: REFERRAL_REWARD } },
      reference: rows[0].id,
    });
    afterCommit?.(() => this.onRewarded(referrerId));
    if (notice) afterCommit?.(() => this.notifications!.published(notice));
  }

  async info(userId: string): Promise<ReferralInfo> {
    const [totals, earned, recent] = await Promise.all([
      one(this.db, q.referralTotals, [userId]).then((row) => row!),
      // EP are the ledger's: asked through its service, not read from its tables.
      this.ledger.creditedToWallet(this.db.manager, userId, 'referral_reward'),
      many(this.db, q.recentReferrals, [userId, RECENT_REFERRALS]),
    ]);
    return {
      totalReferrals: totals.total,
      successfulReferrals: totals.successful,
      epEarned: earned,
      referralCode: totals.referral_code,
      referralLink: `${this.appUrl}/?ref=${totals.referral_code}`,
      recentReferrals: recent.map((r) => ({
        fullName: r.full_name,
        createdAt: r.created_at,
        completed: r.completed_at !== null,
      })),
    };
  }
}
