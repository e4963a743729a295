import type { DataSource } from 'typeorm';
import { hotReadsOf, type Db } from '../../db/typed-query.js';
import * as q from './exchanges.queries.js';
import { DEFAULT_LOCALE, translate } from '../../common/i18n/index.js';
import { AchievementWords, LevelNames } from './achievement.messages.js';

/**
 * docs/design.md §5: a small catalogue of achievements computed from activity, each with its date.
 * Their words (and the levels' names) are messages, said in the reader's language; the English is
 * their `defaultMessage` (achievement.messages.ts).
 */
export const ACHIEVEMENTS = [
  { key: 'profile_completed', icon: 'user-check' },
  { key: 'first_service', icon: 'store' },
  { key: 'first_exchange', icon: 'handshake' },
  { key: 'first_testimonial', icon: 'message' },
  { key: 'five_exchanges', icon: 'repeat' },
  { key: 'twenty_five_exchanges', icon: 'trophy' },
  { key: 'three_referrals', icon: 'users' },
  { key: 'premium', icon: 'crown' },
] as const satisfies ReadonlyArray<{ key: keyof typeof AchievementWords; icon: string }>;

/** Experience points per activity, and the levels they climb (named by `LevelNames`). */
export const XP = { exchange: 20, testimonialGiven: 5, testimonialReceived: 5, referral: 15, service: 5 } as const;
export const LEVELS = [
  { level: 1, minXp: 0 },
  { level: 2, minXp: 25 },
  { level: 3, minXp: 75 },
  { level: 4, minXp: 150 },
  { level: 5, minXp: 300 },
  { level: 6, minXp: 600 },
] as const satisfies ReadonlyArray<{ level: keyof typeof LevelNames; minXp: number }>;

export interface Achievement {
  key: string;
  title: string;
  description: string;
  icon: string;
  earned: boolean;
  earnedAt: Date | null;
}

export interface LevelInfo {
  level: number;
  name: string;
  xp: number;
  /** XP where the current level starts and the next begins (null at the top). */
  currentLevelXp: number;
  nextLevelXp: number | null;
  nextLevelName: string | null;
  /** 0…100 towards the next level (100 at the top). */
  progressPercent: number;
}

/** The level `xp` reaches, its name and the next one's in `locale` (English unless given). */
export function levelFor(xp: number, locale = DEFAULT_LOCALE): LevelInfo {
  let i = 0;
  while (i + 1 < LEVELS.length && xp >= LEVELS[i + 1].minXp) i++;
  const current = LEVELS[i];
  const next = LEVELS[i + 1];
  return {
    level: current.level,
    name: translate(locale, LevelNames[current.level]),
    xp,
    currentLevelXp: current.minXp,
    nextLevelXp: next?.minXp ?? null,
    nextLevelName: next ? translate(locale, LevelNames[next.level]) : null,
    progressPercent: next ? Math.floor(((xp - current.minXp) * 100) / (next.minXp - current.minXp)) : 100,
  };
}

/** A member's achievements and level as `forMember` answers them. */
export type Progress = { achievements: Achievement[]; level: LevelInfo };

export class AchievementService {
  constructor(private readonly db: DataSource) {}

  /**
   * Achievements and level of a member, from one statement (in the caller's transaction when given:
   * the data export), worded in `locale` (English unless given).
   */
  async forMember(userId: string, opts: { locale?: string; db?: Db } = {}): Promise<Progress> {
    const locale = opts.locale ?? DEFAULT_LOCALE;
    // Every dashboard reads it: prepared, as a hot read. Unnamed, its statement of thirteen
    // subqueries was planned again at every call (1.1 ms, more than it takes to run).
    const a = (await hotReadsOf(opts.db ?? this.db).one(q.achievementFacts, [userId]))!; // one row, always
    const achievements = ACHIEVEMENTS.map(({ key, icon }) => {
      const at = a[key] ?? null;
      const words = AchievementWords[key];
      return {
        key,
        icon,
        title: translate(locale, words.title),
        description: translate(locale, words.description),
        earned: at !== null,
        earnedAt: at,
      };
    });
    const xp =
      a.exchanges * XP.exchange +
      a.given * XP.testimonialGiven +
      a.received * XP.testimonialReceived +
      a.referrals * XP.referral +
      Math.min(a.services, 5) * XP.service;
    return { achievements, level: levelFor(xp, locale) };
  }
}
