import type { DataSource } from 'typeorm';
import { DomainError, invalid, notFound } from '../../common/errors/domain-error.js';
import type { GravatarClient } from '../../common/gravatar.js';
import { inTransaction } from '../../db/transaction.js';
import { run, type Db } from '../../db/typed-query.js';
import { stampProfileCompletedAt, User } from '../identity/index.js';
import { createProfile, setGravatarImage } from './profiles.queries.js';
import type { ReferralService } from '../referrals/index.js';
import { Profile } from './profile.entity.js';
import type { ProfileInput } from './profile.inputs.js';
import { type MediaService, FULL_SIZE, pictureUrl } from '../media/index.js';

/**
 * The categories a member's skills are chosen from. The catalogue's `CatalogueService` is the one
 * (app/services.ts hands it over): the catalogue shows profiles, so profiles names what it needs
 * of the catalogue instead of importing it.
 */
export interface SkillCategories {
  allCategories(): Promise<Array<{ label: string; retiredAt: Date | null }>>;
}

/** A new member's empty profile, written in the transaction that creates them (identity's sign-up; app/services.ts hands it over). */
export async function openProfile(tx: Db, userId: string): Promise<void> {
  await run(tx, createProfile, [userId]);
}

/** Members' profiles. Saving the profile completes onboarding and the referral. */
export class ProfileService {
  constructor(
    private readonly db: DataSource,
    private readonly referrals: ReferralService,
    private readonly catalogue: SkillCategories,
    private readonly gravatar: GravatarClient,
    private readonly media: MediaService,
  ) {}

  async gravatarInfo(email: string): Promise<{ exists: boolean; joinUrl: string; avatarUrl: string }> {
    const image = await this.gravatar.fetchAvatar(email);
    return { exists: image !== null, joinUrl: this.gravatar.joinUrl, avatarUrl: this.gravatar.avatarUrl(email) };
  }

  /** Copies the member's Gravatar into their profile picture (image_source gravatar). */
  async syncGravatar(user: User): Promise<User> {
    const image = await this.gravatar.fetchAvatar(user.email);
    if (!image) throw notFound('No Gravatar found for this email');
    let hash: string;
    try {
      hash = await this.media.storePicture(image.bytes);
    } catch {
      throw new DomainError('UNAVAILABLE', 'Gravatar sent an image we cannot use. Please upload a picture instead.');
    }
    await run(this.db, setGravatarImage, [user.id, hash]);
    return (await this.db.getRepository(User).findOneBy({ id: user.id }))!;
  }

  async get(userId: string): Promise<Profile> {
    const profile = await this.db.getRepository(Profile).findOneBy({ userId });
    if (!profile) throw notFound('Profile not found');
    return profile;
  }

  async update(userId: string, input: ProfileInput): Promise<User> {
    // Re-encoding takes tens of milliseconds of CPU: done before the transaction holds the member's row.
    const picture =
      typeof input.profileImage === 'string' ? await this.pictureFrom(userId, input.profileImage) : input.profileImage;
    // null clears a field — except the name, which every member must have.
    if (input.fullName === null) throw invalid('Full name is required');
    const skills = input.skills === undefined ? undefined : await this.canonicalSkills(userId, input.skills ?? []);

    return inTransaction(this.db, async (tx, afterCommit) => {
      const user = await tx.getRepository(User).findOne({ where: { id: userId }, lock: { mode: 'pessimistic_write' } });
      if (!user) throw notFound('Member not found');
      const changes: Partial<Profile> = {};
      if (input.bio !== undefined) changes.bio = input.bio?.trim() || null;
      if (input.location !== undefined) changes.location = input.location?.trim() || null;
      if (input.experienceYears !== undefined) changes.experienceYears = input.experienceYears;
      if (skills !== undefined) changes.skills = skills;
      if (picture !== undefined) changes.picture = picture;
      if (input.imageSource !== undefined) changes.imageSource = input.imageSource;
      if (Object.keys(changes).length > 0) await tx.getRepository(Profile).update({ userId }, changes);

      const firstCompletion = !user.profileCompleted;
      await tx.getRepository(User).update(
        { id: userId },
        {
          profileCompleted: true,
          ...(typeof input.fullName === 'string' ? { fullName: input.fullName.trim() } : {}),
        },
      );
      if (firstCompletion) await run(tx, stampProfileCompletedAt, [userId]); // the member row is identity's
      if (firstCompletion) await this.referrals.completeFor(tx, userId, afterCommit);
      return (await tx.getRepository(User).findOneBy({ id: userId }))!;
    });
  }

  /**
   * A new picture arrives as a data URL; a form that sends back the URL of the member's
   * current picture leaves it as it is.
   */
  private async pictureFrom(userId: string, value: string): Promise<string | undefined> {
    if (!value.startsWith('data:')) {
      const current = (await this.db.getRepository(Profile).findOneBy({ userId }))?.picture ?? null;
      if (current && value === pictureUrl(current, FULL_SIZE, 'jpg')) return undefined;
    }
    return this.media.storePictureDataUrl(value);
  }

  /** The owner's own picture as a data URL, as GET and PUT /api/user/profile have always sent it. */
  pictureDataUrl(profile: Profile): Promise<string | null> {
    return this.media.dataUrl(profile.picture);
  }

  /**
   * Skills must come from the categories list; duplicates are dropped. A retired
   * category's label stays a skill of the members who have it, and is not offered to others.
   */
  private async canonicalSkills(userId: string, skills: string[]): Promise<string[]> {
    const all = await this.catalogue.allCategories();
    const held = all.some((c) => c.retiredAt)
      ? ((await this.db.getRepository(Profile).findOneBy({ userId }))?.skills ?? [])
      : [];
    const known = new Map(
      all.filter((c) => !c.retiredAt || held.includes(c.label)).map((c) => [c.label.toLowerCase(), c.label]),
    );
    const out: string[] = [];
    for (const raw of skills) {
      const label = known.get(raw.trim().toLowerCase());
      if (!label) throw invalid(`Unknown skill: ${raw.trim().slice(0, 60)}`);
      if (!out.includes(label)) out.push(label);
    }
    return out;
  }
}
