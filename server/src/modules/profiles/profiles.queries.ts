import { defineQuery } from '../../db/typed-query.js';
import type { ImageSource } from './profile.entity.js';

/** The profiles module's SQL (`profiles`). Runs through `db/typed-query.ts`. */

/** The empty profile every member gets at sign-up (identity creates the member, this its profile). */
export const createProfile = defineQuery<[userId: string]>(
  'createProfile',
  `INSERT INTO profiles (user_id) VALUES ($1)`,
);

/** The profile of a member imported by an admin's CSV (admin creates the member, this its profile). */
export const createImportedProfile = defineQuery<
  [userId: string, bio: string | null, location: string | null, skills: string[]]
>('createImportedProfile', `INSERT INTO profiles (user_id, bio, location, skills) VALUES ($1, $2, $3, $4)`);

/** A demo coach's profile (demo data). */
export const createDemoProfile = defineQuery<
  [userId: string, bio: string, location: string, experienceYears: number, skills: string[], pictureHash: string]
>(
  'createDemoProfile',
  `INSERT INTO profiles (user_id, bio, location, experience_years, skills, picture, image_source) VALUES ($1, $2, $3, $4, $5, $6, 'upload')`,
);

export const setGravatarImage = defineQuery<[userId: string, pictureHash: string]>(
  'setGravatarImage',
  `UPDATE profiles SET picture = $2, image_source = 'gravatar', updated_at = now() WHERE user_id = $1`,
);

/** Empties a deleting member's profile: bio, place, experience, skills and picture go (account deletion). */
export const clearProfile = defineQuery<[userId: string]>(
  'clearProfile',
  `UPDATE profiles SET bio = NULL, location = NULL, experience_years = NULL, skills = '{}', picture = NULL, image_source = NULL, updated_at = now()
    WHERE user_id = $1`,
);

/** A profile under the entity's property names (what `profileFrom` turns into a `Profile`). */
export interface ProfileRow {
  userId: string;
  bio: string | null;
  location: string | null;
  experienceYears: number | null;
  skills: string[];
  picture: string | null;
  imageSource: ImageSource | null;
  updatedAt: Date;
}
const PROFILE_COLUMNS = `user_id AS "userId", bio, location, experience_years AS "experienceYears", skills, picture,
  image_source AS "imageSource", updated_at AS "updatedAt"`;

export const profileOf = defineQuery<[userId: string], ProfileRow>(
  'profileOf',
  `SELECT ${PROFILE_COLUMNS} FROM profiles WHERE user_id = $1`,
);

/** Profiles by member, in no order (the GraphQL loader's batch). */
export const profilesOf = defineQuery<[userIds: readonly string[]], ProfileRow>(
  'profilesOf',
  `SELECT ${PROFILE_COLUMNS} FROM profiles WHERE user_id = ANY($1::uuid[])`,
);

/** Writes what the member edits of their profile (the service merged the changes into the current row, under the member's lock). */
export const saveProfile = defineQuery<
  [
    userId: string,
    bio: string | null,
    location: string | null,
    experienceYears: number | null,
    skills: string[],
    picture: string | null,
    imageSource: ImageSource | null,
  ]
>(
  'saveProfile',
  `UPDATE profiles SET bio = $2, location = $3, experience_years = $4, skills = $5, picture = $6, image_source = $7, updated_at = now()
    WHERE user_id = $1`,
);
