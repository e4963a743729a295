import { Router } from 'express';
import type { DataSource } from 'typeorm';
import type { MemberAuthenticator } from '../../common/auth/member.js';
import { member, readerLocale, requireMember } from '../../common/http/rest.js';
import { userDto, type User } from '../identity/index.js';
import type { LedgerService } from '../ledger/index.js';
import type { AchievementService } from './achievement.service.js';

/** GET /api/dashboard: the member, their level and their achievements (what exchanges earn). */
export function dashboardRoutes({
  identity,
  ledger,
  achievements,
  db,
}: {
  identity: MemberAuthenticator;
  ledger: LedgerService;
  achievements: AchievementService;
  db: DataSource;
}): Router {
  const r = Router();
  const auth = requireMember(identity);
  const userAnswer = async (user: User) => userDto(user, await ledger.balancesOf(db.manager, user.id));

  r.get('/dashboard', auth, async (req, res) => {
    const user = member(req);
    const [answer, progress] = await Promise.all([
      userAnswer(user),
      achievements.forMember(user.id, { locale: readerLocale(req) }),
    ]);
    res.json({
      user: answer,
      level: {
        level: progress.level.level,
        name: progress.level.name,
        xp: progress.level.xp,
        current_level_xp: progress.level.currentLevelXp,
        next_level_xp: progress.level.nextLevelXp,
        next_level_name: progress.level.nextLevelName,
        progress_percent: progress.level.progressPercent,
      },
      achievements: progress.achievements.map((a) => ({
        key: a.key,
        title: a.title,
        description: a.description,
        icon: a.icon,
        earned: a.earned,
        earned_at: a.earnedAt ? new Date(a.earnedAt).toISOString() : null,
      })),
    });
  });

  return r;
}
