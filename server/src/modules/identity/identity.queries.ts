import { defineQuery } from '../../db/typed-query.js';
import type { CodePurpose } from './identity.types.js';
import type { UserType } from './user.entity.js';

/**
 * The identity module's SQL: members (`users`), signed-in devices (`auth_sessions`) and mailed
 * codes (`one_time_codes`). Runs through `db/typed-query.ts`.
 */

/** A member row under the entity's property names (what `authenticate` turns into a `User`). */
export interface MemberRow {
  id: string;
  email: string;
  fullName: string;
  passwordHash: string | null;
  userType: UserType;
  profileCompleted: boolean;
  timezone: string;
  locale: string;
  referralCode: string;
  emailVerifiedAt: Date | null;
  signInBlockedReason: string | null;
  deletedAt: Date | null;
  suspendedAt: Date | null;
  suspendedReason: string | null;
  createdAt: Date;
  lastLogin: Date | null;
}

/**
 * Every column of the `User` entity, aliased to its property name (`identity.queries.test.ts`
 * holds it equal to the entity's metadata, so a new column cannot be forgotten here).
 */
export const MEMBER_COLUMNS: ReadonlyArray<readonly [column: string, property: keyof MemberRow]> = [
  ['id', 'id'],
  ['email', 'email'],
  ['full_name', 'fullName'],
  ['password_hash', 'passwordHash'],
  ['user_type', 'userType'],
  ['profile_completed', 'profileCompleted'],
  ['timezone', 'timezone'],
  ['locale', 'locale'],
  ['referral_code', 'referralCode'],
  ['email_verified_at', 'emailVerifiedAt'],
  ['sign_in_blocked_reason', 'signInBlockedReason'],
  ['deleted_at', 'deletedAt'],
  ['suspended_at', 'suspendedAt'],
  ['suspended_reason', 'suspendedReason'],
  ['created_at', 'createdAt'],
  ['last_login', 'lastLogin'],
];
const memberColumns = MEMBER_COLUMNS.map(([column, property]) => `u."${column}" AS "${property}"`).join(', ');

/**
 * The member behind a live session, as `u` in a statement's FROM: the database's
 * `live_session_member` (the session exists, has not expired, and its member may sign in), which the
 * settlement's own session check calls too. A statement that checks the session itself (one round
 * trip: "For you", `keptList`) uses `EXISTS (SELECT 1 FROM ${liveSession(…)})`.
 */
export const liveSession = (sessionId: string, memberId: string) => `live_session_member(${memberId}, ${sessionId}) u`;

/** The member behind a live session, in one statement (runs on every authenticated call; the text is built once, here, when the module loads). */
export const authenticatedMember = defineQuery<[userId: string, sessionId: string], MemberRow>(
  'authenticatedMember',
  `SELECT ${memberColumns} FROM ${liveSession('$2', '$1')}`,
);

/** A member by id, as a `User` is made of (`memberFrom`). */
export const memberById = defineQuery<[userId: string], MemberRow>(
  'memberById',
  `SELECT ${memberColumns} FROM users u WHERE u.id = $1`,
);

/** Members by id, in no order (the GraphQL loader's batch). */
export const membersByIds = defineQuery<[userIds: readonly string[]], MemberRow>(
  'membersByIds',
  `SELECT ${memberColumns} FROM users u WHERE u.id = ANY($1::uuid[])`,
);

/** A member by their (normalised) email address. */
export const memberByEmail = defineQuery<[email: string], MemberRow>(
  'memberByEmail',
  `SELECT ${memberColumns} FROM users u WHERE u.email = $1`,
);

/** The same, its row locked to the end of the transaction (a sign-in by code deciding what the account becomes). */
export const memberByEmailForUpdate = defineQuery<[email: string], MemberRow>(
  'memberByEmailForUpdate',
  `SELECT ${memberColumns} FROM users u WHERE u.email = $1 FOR UPDATE`,
);

/** A member by id, its row locked to the end of the transaction. */
export const memberByIdForUpdate = defineQuery<[userId: string], MemberRow>(
  'memberByIdForUpdate',
  `SELECT ${memberColumns} FROM users u WHERE u.id = $1 FOR UPDATE`,
);

/**
 * The member saved their profile, with a new name or language when given; answers the member as
 * they are now. A save of the language alone (`$4` false) does not complete onboarding.
 */
export const markProfileCompleted = defineQuery<
  [userId: string, fullName: string | null, locale: string | null, completes: boolean],
  MemberRow
>(
  'markProfileCompleted',
  `UPDATE users u SET profile_completed = u.profile_completed OR $4, full_name = coalesce($2, u.full_name),
          locale = coalesce($3, u.locale)
    WHERE u.id = $1 RETURNING ${memberColumns}`,
);

/** Whether a member is suspended (why a token of theirs no longer works). */
export const memberSuspended = defineQuery<[userId: string], { suspended: boolean }>(
  'memberSuspended',
  `SELECT suspended_at IS NOT NULL AS suspended FROM users WHERE id = $1`,
);

export const memberNameByEmail = defineQuery<[email: string], { id: string; full_name: string }>(
  'memberNameByEmail',
  `SELECT id, full_name FROM users WHERE email = $1`,
);

export const clearPassword = defineQuery<[userId: string]>(
  'clearPassword',
  `UPDATE users SET password_hash = NULL WHERE id = $1`,
);

export const setPasswordHash = defineQuery<[userId: string, hash: string]>(
  'setPasswordHash',
  `UPDATE users SET password_hash = $2 WHERE id = $1`,
);

export const markEmailVerified = defineQuery<[userId: string]>(
  'markEmailVerified',
  `UPDATE users SET email_verified_at = coalesce(email_verified_at, now()) WHERE id = $1`,
);

/** A member's IANA timezone (catalogue's availability form sets it with the week). */
export const setMemberTimezone = defineQuery<[userId: string, timezone: string]>(
  'setMemberTimezone',
  `UPDATE users SET timezone = $2 WHERE id = $1`,
);

export const touchLastLogin = defineQuery<[userId: string]>(
  'touchLastLogin',
  `UPDATE users SET last_login = now() WHERE id = $1`,
);

/** A new member; `$7` says whether the address is already proven (a code sign-up). */
export const insertMember = defineQuery<
  [
    email: string,
    fullName: string,
    passwordHash: string | null,
    userType: UserType,
    timezone: string,
    referralCode: string,
    verified: boolean,
    locale: string,
  ],
  { id: string }
>(
  'insertMember',
  `INSERT INTO users (email, full_name, password_hash, user_type, timezone, referral_code, email_verified_at, locale)
   VALUES ($1, $2, $3, $4, $5, $6, CASE WHEN $7 THEN now() END, $8) RETURNING id`,
);

/** A demo coach with a fixed id (demo data); no row when it is already there. */
export const insertDemoMember = defineQuery<
  [id: string, email: string, fullName: string, userType: UserType, timezone: string, referralCode: string],
  { id: string }
>(
  'insertDemoMember',
  `INSERT INTO users (id, email, full_name, user_type, profile_completed, timezone, referral_code)
   VALUES ($1, $2, $3, $4, true, $5, $6) ON CONFLICT DO NOTHING RETURNING id`,
);

export const endAllSessions = defineQuery<[userId: string]>(
  'endAllSessions',
  `DELETE FROM auth_sessions WHERE user_id = $1`,
);

export const endOtherSessions = defineQuery<[userId: string, keepSessionId: string | null]>(
  'endOtherSessions',
  `DELETE FROM auth_sessions WHERE user_id = $1 AND id IS DISTINCT FROM $2`,
);

export const endExpiredSessions = defineQuery<[userId: string]>(
  'endExpiredSessions',
  `DELETE FROM auth_sessions WHERE user_id = $1 AND expires_at <= now()`,
);

export const openSession = defineQuery<[userId: string, ttlSeconds: number], { id: string }>(
  'openSession',
  `INSERT INTO auth_sessions (user_id, expires_at) VALUES ($1, now() + make_interval(secs => $2)) RETURNING id`,
);

export const liveSessions = defineQuery<[sessionIds: string[]], { id: string }>(
  'liveSessions',
  `SELECT id FROM auth_sessions WHERE id = ANY($1::uuid[]) AND expires_at > now()`,
);

export const newestLiveCode = defineQuery<[email: string], { id: string; expired: boolean }>(
  'newestLiveCode',
  `SELECT id, expires_at < now() AS expired FROM one_time_codes
    WHERE email = $1 AND consumed_at IS NULL ORDER BY created_at DESC LIMIT 1`,
);

/** What a counted try at a code gives back. */
export interface CountedAttemptRow {
  id: string;
  attempts: number;
  purpose: CodePurpose;
  code_hash: string;
  full_name: string;
  referral_code: string | null;
  timezone: string | null;
  locale: string | null;
}

/** Counts one try before the code is compared; no row once the tries are used up. */
export const countCodeAttempt = defineQuery<[codeId: string, maxAttempts: number], CountedAttemptRow>(
  'countCodeAttempt',
  `UPDATE one_time_codes SET attempts = attempts + 1
    WHERE id = $1 AND attempts < $2 AND consumed_at IS NULL
    RETURNING id, attempts, purpose, code_hash, full_name, referral_code, timezone, locale`,
);

export const consumeLiveCode = defineQuery<[codeId: string], { id: string }>(
  'consumeLiveCode',
  `UPDATE one_time_codes SET consumed_at = now()
    WHERE id = $1 AND consumed_at IS NULL AND expires_at > now() RETURNING id`,
);

/** One sender per email at a time: held to the end of the transaction. */
export const lockCodeSender = defineQuery<[lockName: string]>(
  'lockCodeSender',
  `SELECT pg_advisory_xact_lock(hashtext($1))`,
);

/** Seconds until the address may ask for another code: counted from the last code someone asked for (not the one mailed at sign-up). */
export const secondsUntilResend = defineQuery<[email: string, resendSeconds: number], { wait: number }>(
  'secondsUntilResend',
  `SELECT ceil(extract(epoch FROM (created_at + make_interval(secs => $2) - now())))::int AS wait
     FROM one_time_codes WHERE email = $1 AND requested ORDER BY created_at DESC LIMIT 1`,
);

export const consumeAllCodes = defineQuery<[email: string]>(
  'consumeAllCodes',
  `UPDATE one_time_codes SET consumed_at = now() WHERE email = $1 AND consumed_at IS NULL`,
);

export const storeCode = defineQuery<
  [
    email: string,
    purpose: CodePurpose,
    codeHash: string,
    fullName: string | null,
    referralCode: string | null,
    timezone: string | null,
    ttlSeconds: number,
    requested: boolean,
    locale: string | null,
  ]
>(
  'storeCode',
  `INSERT INTO one_time_codes (email, purpose, code_hash, full_name, referral_code, timezone, expires_at, requested, locale)
   VALUES ($1, $2, $3, $4, $5, $6, now() + make_interval(secs => $7), $8, $9)`,
);

/** When onboarding was first completed (the profiles module stamps it when a profile is first saved). */
export const stampProfileCompletedAt = defineQuery<[userId: string]>(
  'stampProfileCompletedAt',
  `UPDATE users SET profile_completed_at = now() WHERE id = $1`,
);

/** The member who owns a referral code (the referrals module asks). */
export const memberByReferralCode = defineQuery<[code: string], { id: string; full_name: string }>(
  'memberByReferralCode',
  `SELECT id, full_name FROM users WHERE referral_code = $1`,
);

/** How many members there are (the ledger check: each has a wallet). */
export const memberCount = defineQuery<[], { members: number }>(
  'memberCount',
  `SELECT count(*)::int AS members FROM users`,
);

/**
 * Anonymises a deleting member's row (docs/identity.md "Deleting an account"): the row stays for the
 * ledger and other members' testimonials; the address becomes one nobody can hold, freeing the real
 * one for a new sign-up.
 */
export const anonymiseMember = defineQuery<[userId: string]>(
  'anonymiseMember',
  `UPDATE users SET full_name = 'Deleted member', email = 'deleted-' || id || '@accounts.invalid', password_hash = NULL,
          deleted_at = now(), sign_in_blocked_reason = 'account deleted', profile_completed = false
    WHERE id = $1`,
);

/** A member locked for a change of their standing (suspension, deletion). */
export const lockMemberStanding = defineQuery<
  [userId: string],
  { id: string; email: string; full_name: string; suspended_at: Date | null; deleted_at: Date | null }
>('lockMemberStanding', `SELECT id, email, full_name, suspended_at, deleted_at FROM users WHERE id = $1 FOR UPDATE`);

export const suspendMember = defineQuery<[userId: string, reason: string]>(
  'suspendMember',
  `UPDATE users SET suspended_at = now(), suspended_reason = $2 WHERE id = $1`,
);

export const unsuspendMember = defineQuery<[userId: string]>(
  'unsuspendMember',
  `UPDATE users SET suspended_at = NULL, suspended_reason = NULL WHERE id = $1`,
);

/** Makes a member Premium (the premium module, once a payment is fulfilled). */
export const makePremium = defineQuery<[userId: string]>(
  'makePremium',
  `UPDATE users SET user_type = 'premium' WHERE id = $1`,
);
