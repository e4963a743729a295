import { Router } from 'express';
import { member, requireMember } from '../../common/http/rest.js';
import type { MemberAuthenticator } from '../../common/auth/member.js';
import type { ReferralService } from './referral.service.js';

export function referralRoutes({
  identity,
  referrals,
}: {
  identity: MemberAuthenticator;
  referrals: ReferralService;
}): Router {
  const r = Router();

  r.get('/validate-referral/:code', async (req, res) => {
    const { valid, referrerName } = await referrals.validate(String(req.params.code));
    res.json({ valid, referrer_name: referrerName });
  });

  r.get('/user/referral-info', requireMember(identity), async (req, res) => {
    const info = await referrals.info(member(req).id);
    res.json({
      total_referrals: info.totalReferrals,
      successful_referrals: info.successfulReferrals,
      ep_earned: info.epEarned,
      referral_code: info.referralCode,
      referral_link: info.referralLink,
      recent_referrals: info.recentReferrals.map((x) => ({
        full_name: x.fullName,
        created_at: x.createdAt.toISOString(),
        completed: x.completed,
      })),
    });
  });

  return r;
}
