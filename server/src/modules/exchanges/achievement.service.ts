import type { DataSource } from 'typeorm';
import { one, type Db } from '../../db/typed-query.js';
import * as q from './exchanges.queries.js';
import { translate } from '../../common/i18n/index.js';
import { AchievementWords, LevelNames } from './achievement.messages.js';

/** docs/design.md §5: a small catalogue of achievements computed from activity, each with its date. */
export const ACHIEVEMENTS = [
  { key: 'profile_completed', title: 'All Set', description: 'Completed your profile', icon: 'user-check' },
  { key: 'first_service', title: 'Open for Business', description: 'Published your first service', icon: 'store' },
  { key: 'first_exchange', title: 'First Exchange', description: 'Completed your first exchange', icon: 'handshake' },
  { key: 'first_testimonial', title: 'Kind Words', description: 'Wrote your first testimonial', icon: 'message' },
  { key: 'five_exchanges', title: 'Regular', description: 'Completed 5 exchanges', icon: 'repeat' },
  {
    key: 'twenty_five_exchanges',
    title: 'Pillar of the Community',
    description: 'Completed 25 exchanges',
    icon: 'trophy',
  },
  {
    key: 'three_referrals',
    title: 'Connector',
    description: 'Brought 3 members who completed their profile',
    icon: 'users',
  },
  { key: 'premium', title: 'Premium Member', description: 'Upgraded to Premium', icon: 'crown' },
] as const;

/** Experience points per activity, and the named levels they climb. */
export const XP = { exchange: 20, testimonialGiven: 5, testimonialReceived: 5, referral: 15, service: 5 } as const;
export const LEVELS = [
  { level: 1, name: 'Newcomer', minXp: 0 },
  { level: 2, name: 'Explorer', minXp: 25 },
  { level: 3, name: 'Contributor', minXp: 75 },
  { level: 4, name: 'Connector', minXp: 150 },
  { level: 5, name: 'Mentor', minXp: 300 },
  { level: 6, name: 'Luminary', minXp: 600 },
] as const;

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

export function levelFor(xp: number): LevelInfo {
  let i = 0;
  while (i + 1 < LEVELS.length && xp >= LEVELS[i + 1].minXp) i++;
  const current = LEVELS[i];
  const next = LEVELS[i + 1];
  return {
    level: current.level,
    name: current.name,
    xp,
    currentLevelXp: current.minXp,
    nextLevelXp: next?.minXp ?? null,
    nextLevelName: next?.name ?? null,
    progressPercent: next ? Math.floor(((xp - current.minXp) * 100) / (next.minXp - current.minXp)) : 100,
  };
}

/** A member's achievements and level as `forMember` answers them. */
export type Progress = { achievements: Achievement[]; level: LevelInfo };

/**
 * Progress worded in `locale`: the achievements' titles and descriptions and the levels' names
 * (English is what `ACHIEVEMENTS` and `LEVELS` say).
 */
export function progressIn(locale: string, progress: Progress): Progress {
  const levelName = (level: number) => translate(locale, LevelNames[level as keyof typeof LevelNames]);
  const { level } = progress;
  return {
    achievements: progress.achievements.map((a) => {
      const words = AchievementWords[a.key as keyof typeof AchievementWords];
      return words
        ? { ...a, title: translate(locale, words.title), description: translate(locale, words.description) }
        : a;
    }),
    level: {
      ...level,
      name: levelName(level.level),
      nextLevelName: level.nextLevelName === null ? null : levelName(level.level + 1),
    },
  };
}

export class AchievementService {
  constructor(private readonly db: DataSource) {}

  /** Achievements and level of a member, from one statement (in the caller's transaction when given: the data export). */
  async forMember(userId: string, db: Db = this.db): Promise<Progress> {
    const a = (await one(db, q.achievementFacts, [userId]))!; // one row, always
    const achievements = ACHIEVEMENTS.map((def) => {
      const at = a[def.key] ?? null;
      return { ...def, earned: at !== null, earnedAt: at };
    });
    const xp =
      a.exchanges * XP.exchange +
      a.given * XP.testimonialGiven +
      a.received * XP.testimonialReceived +
      a.referrals * XP.referral +
      Math.min(a.services, 5) * XP.service;
    return { achievements, level: levelFor(xp) };
  }
}
