import type { DataSource } from 'typeorm';
import { invalid, notFound, translatableError } from '../../common/errors/domain-error.js';
import type { GravatarClient } from '../../common/gravatar.js';
import { inTransaction } from '../../db/transaction.js';
import { many, one, run, type Db } from '../../db/typed-query.js';
import {
  markProfileCompleted,
  memberById,
  memberByIdForUpdate,
  memberFrom,
  stampProfileCompletedAt,
  type User,
} from '../identity/index.js';
import {
  createProfile,
  profileOf,
  profilesOf,
  saveProfile,
  setGravatarImage,
  type ProfileRow,
} from './profiles.queries.js';
import type { ReferralService } from '../referrals/index.js';
import { Profile } from './profile.entity.js';
import type { ProfileInput } from './profile.inputs.js';
import { skillsByAnyLabel, type SkillCategory } from './skills.js';
import { type MediaService, FULL_SIZE, pictureUrl } from '../media/index.js';
import { ProfileMessages } from './profiles.messages.js';

/**
 * The categories a member's skills are chosen from. The catalogue's `CatalogueService` is the one
 * (app/services.ts hands it over): the catalogue shows profiles, so profiles names what it needs
 * of the catalogue instead of importing it.
 */
export interface SkillCategories {
  allCategories(): Promise<Array<SkillCategory & { retiredAt: Date | null }>>;
  /** Stored skills as a reader of `locale` reads them. */
  skillLabels(locale: string): Promise<(skill: string) => string>;
}

/** A new member's empty profile, written in the transaction that creates them (identity's sign-up; app/services.ts hands it over). */
export async function openProfile(tx: Db, userId: string): Promise<void> {
  await run(tx, createProfile, [userId]);
}

/** What a member edits of their profile: a save writes only when one of them changed. */
const PROFILE_FIELDS = ['bio', 'location', 'experienceYears', 'skills', 'picture', 'imageSource'] as const;

/** A profile row as the `Profile` GraphQL type serves it. */
export function profileFrom(row: ProfileRow): Profile {
  return Object.assign(new Profile(), row);
}

/** Members' profiles. Saving the profile completes onboarding and the referral. */
export class ProfileService {
  constructor(
    private readonly db: DataSource,
    private readonly referrals: ReferralService,
    private readonly catalogue: SkillCategories,
    private readonly gravatar: GravatarClient,
    private readonly media: MediaService,
    /** Identity's `announceMemberChange`: a save changes the member row a signed-in call reads (name, profile completed). */
    private readonly memberChanged: (memberId: string) => Promise<void>,
  ) {}

  async gravatarInfo(email: string): Promise<{ exists: boolean; joinUrl: string; avatarUrl: string }> {
    const image = await this.gravatar.fetchAvatar(email);
    return { exists: image !== null, joinUrl: this.gravatar.joinUrl, avatarUrl: this.gravatar.avatarUrl(email) };
  }

  /** Copies the member's Gravatar into their profile picture (image_source gravatar). */
  async syncGravatar(user: User): Promise<User> {
    const image = await this.gravatar.fetchAvatar(user.email);
    if (!image) throw notFound(ProfileMessages.noGravatar);
    let hash: string;
    try {
      hash = await this.media.storePicture(image.bytes);
    } catch {
      throw translatableError('UNAVAILABLE', ProfileMessages.gravatarUnusable);
    }
    await run(this.db, setGravatarImage, [user.id, hash]);
    return memberFrom((await one(this.db, memberById, [user.id]))!);
  }

  async get(userId: string): Promise<Profile> {
    const profile = await one(this.db, profileOf, [userId]);
    if (!profile) throw notFound(ProfileMessages.profileNotFound);
    return profileFrom(profile);
  }

  /** Several members' profiles by member id (the GraphQL loader's batch); a member without one is absent. */
  async getMany(userIds: readonly string[]): Promise<Map<string, Profile>> {
    const rows = await many(this.db, profilesOf, [userIds]);
    return new Map(rows.map((p) => [p.userId, profileFrom(p)]));
  }

  async update(userId: string, input: ProfileInput): Promise<User> {
    // Re-encoding takes tens of milliseconds of CPU: done before the transaction holds the member's row.
    const picture =
      typeof input.profileImage === 'string' ? await this.pictureFrom(userId, input.profileImage) : input.profileImage;
    // null clears a field — except the name, which every member must have.
    if (input.fullName === null) throw invalid(ProfileMessages.fullNameRequired);
    const skills = input.skills === undefined ? undefined : await this.canonicalSkills(userId, input.skills ?? []);

    return inTransaction(this.db, async (tx, afterCommit) => {
      // The member's row, locked: two saves of one profile apply one after the other, each on the
      // other's result (the profile is read and written whole below).
      const member = await one(tx, memberByIdForUpdate, [userId]);
      if (!member) throw notFound(ProfileMessages.memberNotFound);
      const current = (await one(tx, profileOf, [userId]))!;
      const next: ProfileRow = {
        ...current,
        ...(input.bio !== undefined ? { bio: input.bio?.trim() || null } : {}),
        ...(input.location !== undefined ? { location: input.location?.trim() || null } : {}),
        ...(input.experienceYears !== undefined ? { experienceYears: input.experienceYears } : {}),
        ...(skills !== undefined ? { skills } : {}),
        ...(picture !== undefined ? { picture } : {}),
        ...(input.imageSource !== undefined ? { imageSource: input.imageSource } : {}),
      };
      if (PROFILE_FIELDS.some((field) => next[field] !== current[field]))
        await run(tx, saveProfile, [
          userId,
          next.bio,
          next.location,
          next.experienceYears,
          next.skills,
          next.picture,
          next.imageSource,
        ]);

      // Choosing a language on My Profile is not finishing onboarding: any other field is.
      const completes = Object.entries(input).some(([field, value]) => field !== 'locale' && value !== undefined);
      const firstCompletion = !member.profileCompleted && completes;
      const saved = (await one(tx, markProfileCompleted, [
        userId,
        typeof input.fullName === 'string' ? input.fullName.trim() : null,
        input.locale ?? null,
        completes,
      ]))!;
      if (firstCompletion) await run(tx, stampProfileCompletedAt, [userId]); // the member row is identity's
      if (firstCompletion) await this.referrals.completeFor(tx, userId, afterCommit);
      afterCommit(() => this.memberChanged(userId));
      return memberFrom(saved);
    });
  }

  /**
   * A new picture arrives as a data URL; a form that sends back the URL of the member's
   * current picture leaves it as it is.
   */
  private async pictureFrom(userId: string, value: string): Promise<string | undefined> {
    if (!value.startsWith('data:')) {
      const current = (await one(this.db, profileOf, [userId]))?.picture ?? null;
      if (current && value === pictureUrl(current, FULL_SIZE, 'jpg')) return undefined;
    }
    return this.media.storePictureDataUrl(value);
  }

  /** The owner's own picture as a data URL, as GET and PUT /api/user/profile have always sent it. */
  pictureDataUrl(profile: Profile): Promise<string | null> {
    return this.media.dataUrl(profile.picture);
  }

  /** A member's skills (stored as English labels) in the reader's language. */
  async skillsIn(skills: readonly string[], locale: string): Promise<string[]> {
    const label = await this.catalogue.skillLabels(locale);
    return skills.map(label);
  }

  /**
   * Skills must come from the categories list; duplicates are dropped. A retired
   * category's label stays a skill of the members who have it, and is not offered to others.
   * A skill is stored as its category's English label, whichever language's label the member
   * picked it by (the pickers offer the labels in the member's language).
   */
  private async canonicalSkills(userId: string, skills: string[]): Promise<string[]> {
    const all = await this.catalogue.allCategories();
    const held = all.some((c) => c.retiredAt) ? ((await one(this.db, profileOf, [userId]))?.skills ?? []) : [];
    const known = skillsByAnyLabel(all.filter((c) => !c.retiredAt || held.includes(c.label)));
    const out: string[] = [];
    for (const raw of skills) {
      const label = known.get(raw.trim().toLowerCase());
      if (!label)
        throw translatableError('VALIDATION', ProfileMessages.unknownSkill, { skill: raw.trim().slice(0, 60) });
      if (!out.includes(label)) out.push(label);
    }
    return out;
  }
}
