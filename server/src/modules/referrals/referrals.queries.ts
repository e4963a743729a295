import { defineQuery } from '../../db/typed-query.js';

/**
 * The referrals module's SQL (`referrals`). Runs through `db/typed-query.ts`. Two statements also
 * read the referred member's row of `users` (identity's table) — named below as read models.
 */

export const recordReferral = defineQuery<[referrerId: string, referredId: string]>(
  'recordReferral',
  `INSERT INTO referrals (referrer_id, referred_id) VALUES ($1, $2) ON CONFLICT (referred_id) DO NOTHING`,
);

/**
 * Completes the referral once the referred member has completed onboarding and proven the address.
 * Read model: the two flags are on the member's `users` row.
 */
export const completeReferral = defineQuery<[referredId: string], { id: string; referrer_id: string }>(
  'completeReferral',
  `UPDATE referrals r SET completed_at = now()
     FROM users u
    WHERE r.referred_id = $1 AND r.completed_at IS NULL
      AND u.id = r.referred_id AND u.profile_completed AND u.email_verified_at IS NOT NULL
    RETURNING r.id, r.referrer_id`,
);

export const referralTotals = defineQuery<
  [referrerId: string],
  { referral_code: string; total: number; successful: number }
>(
  'referralTotals',
  `SELECT u.referral_code,
          (SELECT count(*)::int FROM referrals WHERE referrer_id = u.id) AS total,
          (SELECT count(*)::int FROM referrals WHERE referrer_id = u.id AND completed_at IS NOT NULL) AS successful
     FROM users u WHERE u.id = $1`,
);

/** The newest referrals with the referred member's name (read model: the name is on `users`). */
export const recentReferrals = defineQuery<
  [referrerId: string, limit: number],
  { full_name: string; created_at: Date; completed_at: Date | null }
>(
  'recentReferrals',
  `SELECT u.full_name, r.created_at, r.completed_at FROM referrals r JOIN users u ON u.id = r.referred_id
    WHERE r.referrer_id = $1 ORDER BY r.created_at DESC LIMIT $2`,
);
