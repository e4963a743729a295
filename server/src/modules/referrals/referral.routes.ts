import { Router } from 'express';
import type { Services } from '../../app/services.js';
import { member, requireMember } from '../../common/http/rest.js';

export function referralRoutes(services: Services): Router {
  const r = Router();
  const { referrals } = services;

  r.get('/validate-referral/:code', async (req, res) => {
    const { valid, referrerName } = await referrals.validate(String(req.params.code));
    res.json({ valid, referrer_name: referrerName });
  });

  r.get('/user/referral-info', requireMember(services.identity), async (req, res) => {
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
