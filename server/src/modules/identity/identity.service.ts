import { createHmac, randomBytes, randomInt } from 'node:crypto';
import { sameSecret } from '../../common/auth/same-secret.js';
import type { DataSource, EntityManager } from 'typeorm';
import {
  DomainError,
  conflict,
  invalid,
  notFound,
  translatableError,
  unauthenticated,
} from '../../common/errors/domain-error.js';
import { IdentityMessages as M } from './identity.messages.js';
import { dummyPasswordHash, hashPassword, verifyPassword } from '../../common/auth/password.js';
import { INVALID_TOKEN, TOKEN_TTL_SECONDS, type TokenClaims, type TokenService } from '../../common/auth/tokens.js';
import { Topic, type EventBus } from '../../common/events/event-bus.js';
import { assertMailAvailable } from '../../common/mail/mailer.js';
import type { OutboxService } from '../mail/index.js';
import { isUuid, normalizeEmail } from '../../common/validation.js';
import { DEFAULT_LOCALE, type MessageDescriptor } from '../../common/i18n/index.js';
import { PG, inTransaction, pgCode, pgConstraint } from '../../db/transaction.js';
import { hotReads, many, one, run, type PreparedStatements } from '../../db/typed-query.js';
import type { LedgerService, Transfer } from '../ledger/index.js';
import { User, UserType } from './user.entity.js';
import type { CodePurpose } from './identity.types.js';
import { type LoginInput, type SendCodeInput, type SignupInput, type VerifyCodeInput } from './identity.inputs.js';
import { codeMail, verificationMail } from './identity.mails.js';
import { logger } from '../../common/logger.js';
import * as q from './identity.queries.js';
import { LIMITS, type RateLimiter } from '../../common/rate-limit.js';
import { SessionCache } from './session-cache.js';

export const STARTING_BALANCE = 1;
/**
 * The starting EP of a new member, once per member (the idempotency key): at signup, for a demo
 * coach, and for an imported member without an opening balance.
 */
export const signupBonus = (memberId: string): Transfer => ({
  from: 'issuance',
  to: { wallet: memberId },
  amount: STARTING_BALANCE,
  kind: 'signup_bonus',
  reference: memberId,
  idempotencyKey: `signup:${memberId}`,
});
export const CODE_TTL_SECONDS = 10 * 60;
export const CODE_RESEND_SECONDS = 60;
export const CODE_MAX_ATTEMPTS = 5;

/** Who is calling, for abuse limits (absent for internal callers such as tests' factories). */
export interface CallerMeta {
  ip?: string;
  /** The language the caller reads (Accept-Language): a code mailed to an address with no account is in it, unless the sign-up names one. */
  locale?: string;
}

export interface AuthResult {
  accessToken: string;
  user: User;
}

export interface CodeSent {
  email: string;
  resendAfterSeconds: number;
  expiresInSeconds: number;
}

type CountedAttempt = q.CountedAttemptRow;

/** A refusal of what was typed into a sign-in or sign-up form, in the caller's language. */
const refused = (message: MessageDescriptor) => translatableError('VALIDATION', message);
/**
 * A suspension's refusal says so in a machine-readable `reason` too (the REST body, the GraphQL
 * extensions): a member's open tab tells them why it signed them out, whatever language the words are in.
 */
const suspended = (code: 'FORBIDDEN' | 'UNAUTHENTICATED') =>
  translatableError(code, M.suspended, undefined, { reason: 'suspended' });
const REFERRAL_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/**
 * What sign-up asks of the referrals module: a code checked and recorded, and the referrer's reward
 * once the new member's address is proven. `ReferralService` is the one (app/services.ts hands it
 * over): referrals reads members, so identity names what it needs instead of importing it.
 */
export interface SignupReferrals {
  validate(code: string): Promise<{ valid: boolean }>;
  recordAtSignup(tx: EntityManager, referredId: string, code: string | null | undefined): Promise<void>;
  completeFor(tx: EntityManager, referredId: string, afterCommit?: (fn: () => Promise<void>) => void): Promise<void>;
}

/** Writes a new member's profile row in the transaction that creates the member (the profiles module's `openProfile`, handed over the same way). */
export type OpenProfile = (tx: EntityManager, userId: string) => Promise<void>;

/** A member row as the `User` the services and the GraphQL types work with. */
export function memberFrom(row: q.MemberRow): User {
  return Object.assign(new User(), row);
}

/**
 * Sign-up, sign-in (password or mailed code) and token authentication (docs/design.md §4).
 * A member is created in one transaction with their profile, wallet, the starting 1 EP and the
 * referral record.
 */
export class IdentityService {
  private readonly hot: ReturnType<typeof hotReads>;
  /** Live sessions this instance checked recently: most signed-in calls need no statement to authenticate. */
  readonly sessionCache: SessionCache;

  constructor(
    private readonly db: DataSource,
    private readonly tokens: TokenService,
    /** Every mail goes through the outbox (docs/notifications.md), queued in the transaction that stores its code. */
    private readonly outbox: OutboxService,
    private readonly ledger: LedgerService,
    private readonly referrals: SignupReferrals,
    private readonly openProfile: OpenProfile,
    private readonly opts: { appUrl: string; codeSecret: string },
    private readonly limiter: RateLimiter,
    /** Carries "sessions revoked" to every instance, which closes that member's sockets (ws.ts). */
    private readonly bus?: EventBus,
    /** node-postgres's pool on a server PostgreSQL: every request's authentication is a prepared statement there. */
    prepared: PreparedStatements | null = null,
  ) {
    this.hot = hotReads(db, prepared);
    this.sessionCache = new SessionCache(bus);
  }

  async signup(input: SignupInput, meta: CallerMeta = {}): Promise<AuthResult> {
    if (meta.ip) await this.limiter.hit(LIMITS.signupPerIp(meta.ip), M.tooManySignUps);
    const email = normalizeEmail(input.email);
    if (input.referralCode && !(await this.referrals.validate(input.referralCode)).valid) {
      throw refused(M.invalidReferral);
    }
    const passwordHash = await hashPassword(input.password);
    const result = await inTransaction(this.db, async (tx) => {
      const created = await this.createMember(tx, {
        email,
        fullName: input.fullName,
        timezone: input.timezone,
        locale: input.locale ?? DEFAULT_LOCALE,
        passwordHash,
        referralCode: input.referralCode,
      });
      return this.openSession(tx, await this.touchLogin(tx, created.id));
    });
    // The account works at once, but the address is unproven until its code comes back.
    // Nobody asked for this code: it does not start the resend cooldown of codes people request
    // (a "Login with Code" right after signing up is answered), and it counts towards the hourly cap.
    await this.mailVerificationCode(result.user, { requested: false }).catch((err) => {
      // The member can ask again from the banner; sign-up itself has succeeded.
      if (!(err instanceof DomainError))
        logger.warn('verification mail not sent at sign-up', { error: (err as Error).message });
    });
    return result;
  }

  async login(input: LoginInput, meta: CallerMeta = {}): Promise<AuthResult> {
    const result = await this.loginOnce(input, meta);
    await this.announceMemberChange(result.user.id); // last_login
    return result;
  }

  private async loginOnce(input: LoginInput, meta: CallerMeta): Promise<AuthResult> {
    const email = normalizeEmail(input.email);
    if (meta.ip) await this.limiter.hit(LIMITS.loginPerIp(meta.ip), M.tooManySignIns);
    // 100 failed attempts per hour per account, whatever the IPs: then even the right password waits.
    await this.limiter.check(LIMITS.loginFailuresPerAccount(email), M.tooManyFailedSignIns);
    const row = await one(this.db, q.memberByEmail, [email]);
    const user = row && memberFrom(row);
    const hash = user?.passwordHash ?? (await dummyPasswordHash());
    const ok = await verifyPassword(input.password, hash);
    if (!user || !user.passwordHash || !ok || user.signInBlockedReason) {
      await this.limiter.hit(LIMITS.loginFailuresPerAccount(email)).catch(() => undefined);
      throw translatableError('UNAUTHENTICATED', M.invalidLogin);
    }
    // Said only to whoever knows the password: the suspension is no one else's business.
    if (user.suspendedAt) throw suspended('FORBIDDEN');
    return this.openSession(this.db.manager, await this.touchLogin(this.db.manager, user.id));
  }

  /**
   * Mails a 6-digit code. With fullName it is a sign-up code, without a sign-in code. The answer
   * is the same whether or not the email is registered (docs/design.md §4): an existing member asking to
   * sign up gets a sign-in code, and an unknown email asking to sign in gets a mail inviting them
   * to sign up instead of a code.
   */
  async sendCode(input: SendCodeInput, meta: CallerMeta = {}): Promise<CodeSent> {
    assertMailAvailable(this.outbox); // production without SMTP_URL: 503, before anything is stored
    const email = normalizeEmail(input.email);
    if (meta.ip) await this.limiter.hit(LIMITS.codesPerIp(meta.ip), M.tooManyCodesFromAddress);
    // Outside the transaction below: on the embedded database it holds the only connection.
    await this.limiter.hit(LIMITS.codesPerEmail(email), M.tooManyCodesForEmail);
    const signingUp = input.fullName !== undefined && input.fullName !== null;
    if (signingUp && input.referralCode && !(await this.referrals.validate(input.referralCode)).valid) {
      throw refused(M.invalidReferral);
    }
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');

    await inTransaction(this.db, async (tx) => {
      await this.waitOutCooldown(tx, email);
      const existing = await one(tx, q.memberNameByEmail, [email]);
      const purpose: CodePurpose = signingUp && !existing ? 'signup' : 'login';
      await this.storeCode(tx, email, purpose, {
        // An unknown email signing in gets no code: store the hash of one nobody knows.
        code: purpose === 'login' && !existing ? randomBytes(16).toString('hex') : code,
        fullName: purpose === 'signup' ? input.fullName!.trim() : null,
        referralCode: purpose === 'signup' ? input.referralCode?.trim().toUpperCase() || null : null,
        timezone: purpose === 'signup' ? (input.timezone ?? 'UTC') : null,
        locale: purpose === 'signup' ? (input.locale ?? DEFAULT_LOCALE) : null,
      });
      await this.outbox.enqueue(
        tx,
        codeMail({
          to: email,
          code,
          kind: existing ? 'login' : signingUp ? 'signup' : 'no-account',
          name: existing?.full_name ?? input.fullName?.trim(),
          minutes: CODE_TTL_SECONDS / 60,
          userId: existing?.id,
          locale: input.locale ?? meta.locale,
        }),
      );
    });
    this.outbox.wake();
    return { email, resendAfterSeconds: CODE_RESEND_SECONDS, expiresInSeconds: CODE_TTL_SECONDS };
  }

  /**
   * Signs in (or up) with a mailed code. Entering it proves the mailbox: the address becomes
   * verified. If the account was made by a password sign-up nobody had proven yet, whoever made it
   * may not be the owner of the address (pre-hijacking: someone signs up first with another person's address): the owner takes it over
   * clean, without that password and with every earlier session ended.
   */
  async verifyCode(input: VerifyCodeInput, meta: CallerMeta = {}): Promise<AuthResult> {
    const email = normalizeEmail(input.email);
    if (meta.ip) await this.limiter.hit(LIMITS.verifyPerIp(meta.ip), M.tooManyVerifications);
    const attempt = await this.checkCode(email, input.code, ['login', 'signup']);

    let tookOver: string | undefined;
    const result = await inTransaction(this.db, async (tx, afterCommit) => {
      await this.consumeCode(tx, attempt.id);
      const locked = await one(tx, q.memberByEmailForUpdate, [email]);
      const existing = locked && memberFrom(locked);
      if (existing) {
        if (existing.signInBlockedReason) throw refused(M.invalidCode);
        if (existing.suspendedAt) throw suspended('FORBIDDEN');
        if (!existing.emailVerifiedAt) {
          if (existing.passwordHash) {
            await run(tx, q.clearPassword, [existing.id]);
            await run(tx, q.endAllSessions, [existing.id]);
            tookOver = existing.id;
          }
          await this.markVerified(tx, existing.id, afterCommit);
        }
        return this.openSession(tx, await this.touchLogin(tx, existing.id));
      }
      if (attempt.purpose !== 'signup') throw refused(M.invalidCode);
      const created = await this.createMember(tx, {
        email,
        fullName: attempt.full_name,
        timezone: attempt.timezone ?? 'UTC',
        locale: attempt.locale ?? DEFAULT_LOCALE,
        passwordHash: null,
        referralCode: attempt.referral_code,
        verified: true,
      });
      return this.openSession(tx, await this.touchLogin(tx, created.id));
    });
    if (tookOver) {
      logger.info('unverified account taken over by the owner of its address', { userId: tookOver });
      await this.announceRevocation(tookOver);
    } else {
      await this.announceMemberChange(result.user.id); // last_login, perhaps the address proven
    }
    return result;
  }

  /**
   * Confirms the address of the signed-in member with the code mailed to it (the banner). Their
   * sessions and password stay: they are proving the address of their own account. Confirming an
   * address already confirmed answers the member as is.
   */
  async verifyEmail(member: User, code: string, meta: CallerMeta = {}): Promise<User> {
    if (typeof code !== 'string' || !/^\d{6}$/.test(code)) throw invalid(M.sixDigits);
    if (member.emailVerifiedAt) return member;
    if (meta.ip) await this.limiter.hit(LIMITS.verifyPerIp(meta.ip), M.tooManyVerifications);
    const attempt = await this.checkCode(member.email, code, ['verify']);
    const user = await inTransaction(this.db, async (tx, afterCommit) => {
      await this.consumeCode(tx, attempt.id);
      // The member row is locked by markVerified: a profile save racing this one sees the result.
      await this.markVerified(tx, member.id, afterCommit);
      return (await this.findById(member.id, tx))!;
    });
    await this.announceMemberChange(member.id);
    user.sessionId = member.sessionId;
    return user;
  }

  /** Mails a new confirmation code to the signed-in member (60 s apart, like every code). */
  async resendVerification(member: User, meta: CallerMeta = {}): Promise<CodeSent> {
    if (member.emailVerifiedAt) throw conflict(M.alreadyConfirmed);
    if (meta.ip) await this.limiter.hit(LIMITS.codesPerIp(meta.ip), M.tooManyCodesFromAddress);
    await this.limiter.hit(LIMITS.codesPerEmail(member.email), M.tooManyCodesForEmail);
    await this.mailVerificationCode(member, { requested: true });
    return { email: member.email, resendAfterSeconds: CODE_RESEND_SECONDS, expiresInSeconds: CODE_TTL_SECONDS };
  }

  /**
   * Sets a new password (also for members who so far only signed in with codes) and ends every
   * other session of the member. The session that asked (`keepSessionId`) goes on: its token keeps
   * working, and the answer carries a fresh token of that same session. Without one (internal
   * callers) every session ends and a new one is opened.
   */
  async changePassword(userId: string, newPassword: string, keepSessionId?: string): Promise<AuthResult> {
    // Its rules are ChangePasswordArgs' (identity.inputs.ts), on both transports.
    const hash = await hashPassword(newPassword);
    const result = await inTransaction(this.db, async (tx) => {
      await run(tx, q.setPasswordHash, [userId, hash]);
      await run(tx, q.endOtherSessions, [userId, keepSessionId ?? null]);
      const user = (await this.findById(userId, tx))!;
      if (!keepSessionId) return this.openSession(tx, user);
      user.sessionId = keepSessionId;
      return { accessToken: this.tokens.issue(userId, keepSessionId), user };
    });
    await this.announceRevocation(userId);
    return result;
  }

  /** Logout everywhere: every session of the member ends, this one included. */
  async logoutEverywhere(userId: string): Promise<void> {
    await run(this.db, q.endAllSessions, [userId]);
    await this.announceRevocation(userId);
  }

  /**
   * Mails the signed-in member a code that proves, at deletion, that it is them (members without a
   * password have no other proof). The same limits and cooldown as every code.
   */
  async mailDeletionCode(member: User, meta: CallerMeta = {}): Promise<CodeSent> {
    assertMailAvailable(this.outbox);
    if (meta.ip) await this.limiter.hit(LIMITS.codesPerIp(meta.ip), M.tooManyCodesFromAddress);
    await this.limiter.hit(LIMITS.codesPerEmail(member.email), M.tooManyCodesForEmail);
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    await inTransaction(this.db, async (tx) => {
      await this.waitOutCooldown(tx, member.email);
      await this.storeCode(tx, member.email, 'delete', { code });
      await this.outbox.enqueue(
        tx,
        codeMail({
          to: member.email,
          code,
          kind: 'delete',
          name: member.fullName,
          minutes: CODE_TTL_SECONDS / 60,
          userId: member.id,
        }),
      );
    });
    this.outbox.wake();
    return { email: member.email, resendAfterSeconds: CODE_RESEND_SECONDS, expiresInSeconds: CODE_TTL_SECONDS };
  }

  /**
   * Checks that the signed-in member proves it is them: their password, or a deletion code mailed
   * to them. Wrong passwords count towards the account's sign-in failures (the same brute-force
   * limit); a code's tries are counted like any code's. Answers the code to consume in the
   * deletion's transaction (none for a password).
   */
  async checkOwnerProof(
    member: User,
    proof: { password?: string | null; code?: string | null },
  ): Promise<string | null> {
    if (typeof proof.code === 'string' && proof.code !== '') {
      if (!/^\d{6}$/.test(proof.code)) throw invalid(M.sixDigits);
      return (await this.checkCode(member.email, proof.code, ['delete'])).id;
    }
    if (typeof proof.password !== 'string' || proof.password === '') throw invalid(M.passwordOrCode);
    await this.limiter.check(LIMITS.loginFailuresPerAccount(member.email), M.tooManyFailedSignIns);
    const user = await this.findById(member.id);
    if (!user?.passwordHash || !(await verifyPassword(proof.password, user.passwordHash))) {
      await this.limiter.hit(LIMITS.loginFailuresPerAccount(member.email)).catch(() => undefined);
      throw invalid(user?.passwordHash ? M.incorrectPassword : M.noPassword);
    }
    return null;
  }

  /** Uses up a deletion code inside the deletion's transaction (a code works once). */
  async consumeOwnerProof(tx: EntityManager, codeId: string | null): Promise<void> {
    if (codeId) await this.consumeCode(tx, codeId);
  }

  /** Locks a member's row for a change of standing (suspension, deletion); NOT_FOUND for no such member. */
  async lockStanding(tx: EntityManager, userId: string) {
    const row = isUuid(userId) ? await one(tx, q.lockMemberStanding, [userId]) : undefined;
    if (!row || row.deleted_at) throw notFound(M.memberNotFound);
    return row;
  }

  /** Anonymises the member and ends every session, in the deletion's transaction (then `announceRevocation`). */
  async anonymiseIn(tx: EntityManager, userId: string, email: string): Promise<void> {
    await run(tx, q.consumeAllCodes, [email]);
    await run(tx, q.anonymiseMember, [userId]);
    await run(tx, q.endAllSessions, [userId]);
  }

  /** Suspends (with a reason) or lifts a suspension; a suspension ends every session (then `announceRevocation`). */
  async setSuspendedIn(tx: EntityManager, userId: string, reason: string | null): Promise<void> {
    if (reason === null) {
      await run(tx, q.unsuspendMember, [userId]);
      return;
    }
    await run(tx, q.suspendMember, [userId, reason]);
    await run(tx, q.endAllSessions, [userId]);
  }

  /**
   * The member behind a bearer token; UNAUTHENTICATED when the token is bad, expired or its
   * session ended. Runs on every authenticated call: one statement checks the session and loads
   * the member, its text built once when the queries module loads (TypeORM's findOneBy built a
   * query per call: 13 % of the CPU of a cheap read in the bench).
   */
  async authenticate(token: string): Promise<User> {
    const claims = this.claims(token);
    const cached = this.sessionCache.get(claims.sessionId, claims.userId);
    if (cached) return Object.assign(memberFrom(cached), { sessionId: claims.sessionId });
    const epoch = this.sessionCache.currentEpoch;
    const row = await this.hot.one(q.authenticatedMember, [claims.userId, claims.sessionId]);
    if (row) this.sessionCache.set(claims.sessionId, row, epoch, claims.expiresAt);
    if (!row) {
      // Only on a refusal (never on the hot path): a suspension ended this session, and the
      // member's open tab says so instead of dropping to the home page without a word.
      const member = await one(this.db, q.memberSuspended, [claims.userId]);
      throw member?.suspended ? suspended('UNAUTHENTICATED') : unauthenticated(INVALID_TOKEN);
    }
    return Object.assign(memberFrom(row), { sessionId: claims.sessionId });
  }

  /**
   * Who a token says is asking, checked without the database (signature, expiry): for a statement
   * that checks the session itself (`authenticatedMember`'s rule), such as the settlement.
   */
  claims(token: string): TokenClaims {
    const claims = this.tokens.verify(token);
    if (!claims) throw unauthenticated(INVALID_TOKEN);
    return claims;
  }

  /** Ids of the given sessions that still exist (ws.ts re-checks its sockets with it). */
  async liveSessions(sessionIds: string[]): Promise<Set<string>> {
    if (sessionIds.length === 0) return new Set();
    const rows = await many(this.db, q.liveSessions, [sessionIds]);
    return new Set(rows.map((r) => r.id));
  }

  async findById(id: string, db: EntityManager = this.db.manager): Promise<User | null> {
    const row = await one(db, q.memberById, [id]);
    return row ? memberFrom(row) : null;
  }

  /** Members by id (the GraphQL loader's batch); an unknown id is absent. */
  async findMany(ids: readonly string[]): Promise<Map<string, User>> {
    const rows = await many(this.db, q.membersByIds, [ids]);
    return new Map(rows.map((row) => [row.id, memberFrom(row)]));
  }

  /** A new signed-in device: a session row, and a token naming it. Expired rows of the member go. */
  private async openSession(db: EntityManager, user: User): Promise<AuthResult> {
    await run(db, q.endExpiredSessions, [user.id]);
    const row = (await one(db, q.openSession, [user.id, TOKEN_TTL_SECONDS]))!;
    user.sessionId = row.id;
    return { accessToken: this.tokens.issue(user.id, row.id), user };
  }

  /**
   * Tells every instance that sessions of the member ended: their open sockets are re-checked, and
   * their cached sessions of the member forgotten. Called after the commit; this instance forgets
   * at once, before the answer of the call that ended them.
   */
  announceRevocation(userId: string): Promise<void> {
    return this.announce(Topic.SessionsRevoked, userId);
  }

  /**
   * Tells every instance that the member's row changed in a column `authenticatedMember` reads
   * (anything but ended sessions, which is `announceRevocation`): their cached sessions of the
   * member are forgotten, so the next call reads the row as it is now. Called after the commit by
   * every writer of those columns (`session-cache.test.ts` holds the list of writers).
   */
  announceMemberChange(userId: string): Promise<void> {
    return this.announce(Topic.MemberChanged, userId);
  }

  private async announce(topic: Topic.SessionsRevoked | Topic.MemberChanged, userId: string): Promise<void> {
    this.sessionCache.forgetMember(userId);
    await this.bus?.publish(topic, userId, {}).catch((err) => {
      logger.warn('change of a member not announced', { topic, userId, error: (err as Error).message });
    });
  }

  /**
   * The address is proven. The member row stays locked to the end of the transaction, so the
   * referral reward (onboarding complete AND address verified, whichever comes last) is decided
   * once, whichever of the two transactions commits second.
   */
  private async markVerified(
    tx: EntityManager,
    userId: string,
    afterCommit: (fn: () => Promise<void>) => void,
  ): Promise<void> {
    await run(tx, q.markEmailVerified, [userId]);
    await this.referrals.completeFor(tx, userId, afterCommit);
  }

  /**
   * Counts one try at the newest live code of `email` (of one of `purposes`), then compares.
   * Each try is counted before the code is compared, so at most 5 tries are ever compared per
   * code, even when they arrive in parallel; the 6th is refused unread.
   */
  private async checkCode(email: string, code: string, purposes: CodePurpose[]): Promise<CountedAttempt> {
    const row = await one(this.db, q.newestLiveCode, [email]);
    if (!row) throw refused(M.invalidCode);
    if (row.expired) throw refused(M.codeExpired);
    const attempt = await one(this.db, q.countCodeAttempt, [row.id, CODE_MAX_ATTEMPTS]);
    if (!attempt) throw refused(M.tooManyTries);
    // A code is only good for what it was mailed for (a confirmation code does not sign anyone in).
    if (!purposes.includes(attempt.purpose) || !this.codeMatches(email, code, attempt.code_hash)) {
      throw refused(attempt.attempts >= CODE_MAX_ATTEMPTS ? M.tooManyTries : M.invalidCode);
    }
    return attempt;
  }

  private async consumeCode(tx: EntityManager, codeId: string): Promise<void> {
    const consumed = await many(tx, q.consumeLiveCode, [codeId]);
    if (consumed.length === 0) throw refused(M.invalidCode);
  }

  /** One sender per email at a time (advisory lock), so the 60-second cooldown holds under concurrency. */
  private async waitOutCooldown(tx: EntityManager, email: string): Promise<void> {
    await this.lockCodeSender(tx, email);
    const last = await one(tx, q.secondsUntilResend, [email, CODE_RESEND_SECONDS]);
    if (last && last.wait > 0) {
      throw translatableError('RATE_LIMITED', M.codeCooldown, { seconds: last.wait }, { retryAfterSeconds: last.wait });
    }
  }

  private async lockCodeSender(tx: EntityManager, email: string): Promise<void> {
    await run(tx, q.lockCodeSender, [`otp:${email}`]);
  }

  /**
   * Stores the hash of a new code; only the newest code of an address works. `requested: false`
   * for the one code nobody asked for (the confirmation mailed at sign-up): the cooldown ignores it.
   */
  private async storeCode(
    tx: EntityManager,
    email: string,
    purpose: CodePurpose,
    c: {
      code: string;
      fullName?: string | null;
      referralCode?: string | null;
      timezone?: string | null;
      locale?: string | null;
      requested?: boolean;
    },
  ): Promise<void> {
    await run(tx, q.consumeAllCodes, [email]);
    await run(tx, q.storeCode, [
      email,
      purpose,
      this.hashCode(email, c.code),
      c.fullName ?? null,
      c.referralCode ?? null,
      c.timezone ?? null,
      CODE_TTL_SECONDS,
      c.requested ?? true,
      c.locale ?? null,
    ]);
  }

  /**
   * The one mail an unverified member receives: a code to confirm the address. Asked for from the
   * banner (`requested`), it waits out the cooldown like every code; mailed by the sign-up itself,
   * it neither waits for nor starts one, and is counted in the address's hourly cap.
   */
  private async mailVerificationCode(member: User, { requested }: { requested: boolean }): Promise<void> {
    if (!requested) await this.limiter.hit(LIMITS.codesPerEmail(member.email), M.tooManyCodesForEmail);
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    await inTransaction(this.db, async (tx) => {
      if (requested) await this.waitOutCooldown(tx, member.email);
      else await this.lockCodeSender(tx, member.email);
      await this.storeCode(tx, member.email, 'verify', { code, requested });
      await this.outbox.enqueue(
        tx,
        verificationMail({
          to: member.email,
          code,
          name: member.fullName,
          minutes: CODE_TTL_SECONDS / 60,
          userId: member.id,
        }),
      );
    });
    this.outbox.wake();
  }

  private async touchLogin(db: EntityManager, userId: string): Promise<User> {
    await run(db, q.touchLastLogin, [userId]);
    return memberFrom((await one(db, q.memberById, [userId]))!);
  }

  private async createMember(
    tx: EntityManager,
    m: {
      email: string;
      fullName: string;
      timezone: string;
      locale: string;
      passwordHash: string | null;
      referralCode?: string | null;
      verified?: boolean;
    },
  ): Promise<User> {
    let user: User | undefined;
    for (let attempt = 0; !user; attempt++) {
      try {
        // A savepoint, so that a clash of random referral codes can be retried in this transaction.
        user = await tx.transaction(async (sp) => {
          const created = (await one(sp, q.insertMember, [
            m.email,
            m.fullName.trim(),
            m.passwordHash,
            UserType.FREE,
            m.timezone,
            this.newReferralCode(),
            m.verified === true,
            m.locale,
          ]))!;
          return memberFrom((await one(sp, q.memberById, [created.id]))!);
        });
      } catch (err) {
        if (pgCode(err) === PG.uniqueViolation && pgConstraint(err) === 'users_email_key') {
          throw translatableError('CONFLICT', M.emailTaken);
        }
        if (pgCode(err) === PG.uniqueViolation && pgConstraint(err) === 'users_referral_code_key' && attempt < 5)
          continue;
        throw err;
      }
    }
    await this.openProfile(tx, user.id); // the profiles module's row, through its queries
    await this.ledger.openWallet(tx, user.id);
    await this.ledger.transfer(tx, signupBonus(user.id));
    await this.referrals.recordAtSignup(tx, user.id, m.referralCode);
    return user;
  }

  /** A fresh random referral code (uniqueness is enforced by the database). */
  newReferralCode(): string {
    let code = '';
    for (let i = 0; i < 8; i++) code += REFERRAL_ALPHABET[randomInt(REFERRAL_ALPHABET.length)];
    return code;
  }

  // An HMAC with the server secret: a leaked table does not give away 6-digit codes by brute force.
  private hashCode(email: string, code: string): string {
    return createHmac('sha256', this.opts.codeSecret).update(`${email}:${code}`).digest('base64');
  }

  private codeMatches(email: string, code: string, stored: string): boolean {
    return sameSecret(this.hashCode(email, code), stored);
  }
}
