import type { User } from './user.entity.js';
import type { ApiSchema } from '../../common/http/openapi/api-types.js';
import type { CodeSent } from './identity.service.js';

/** The REST facade's user object (snake_case). */
export function userDto(user: User, balances: { energyPoints: number; energyOnHold: number }): ApiSchema<'User'> {
  return {
    id: user.id,
    email: user.email,
    full_name: user.fullName,
    user_type: user.userType,
    energy_points: balances.energyPoints,
    energy_on_hold: balances.energyOnHold,
    profile_completed: user.profileCompleted,
    email_verified: user.emailVerifiedAt !== null,
    timezone: user.timezone,
    locale: user.locale,
    referral_code: user.referralCode,
    created_at: user.createdAt.toISOString(),
    last_login: user.lastLogin?.toISOString() ?? null,
  };
}

/** The answer of every route that mails a 6-digit code (sign-in, confirming the address, deleting the account). */
export function codeSentDto(sent: CodeSent): ApiSchema<'CodeSent'> {
  return {
    message: 'Verification code sent to your email',
    email: sent.email,
    resend_after_seconds: sent.resendAfterSeconds,
    expires_in_seconds: sent.expiresInSeconds,
  };
}
