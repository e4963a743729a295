import { ArgsType, Field, InputType } from 'type-graphql';
import { IsDefined, IsNotEmpty, IsOptional, IsString, Matches, MaxLength, MinLength } from 'class-validator';
import {
  fieldRule,
  IsEmailAddress,
  IsSingleLineText,
  IsSupportedLocale,
  IsTimeZone,
  translatable,
} from '../../common/validation.js';
import { restInput } from '../../common/http/rest-input.js';
import { IdentityMessages as M } from './identity.messages.js';

export const PASSWORD_MIN = 6;
const PASSWORD_MAX = 200;
const FULL_NAME_MAX = 100;
const LOCALE_DESCRIPTION =
  "The new member's language (en, es, de or ar: a language with catalogs; BAD_USER_INPUT otherwise); en when absent.";

// Each rule below is written once for the inputs that take the same field; a helper registers its
// rules in the order their decorators used to be written (the first broken one is the message).

/** A full name once given: not blank, at most 100 characters, one line (it goes into mail headers). */
function IsFullNameText() {
  return (object: object, propertyName: string) => {
    IsSingleLineText(translatable(M.fullNameControl))(object, propertyName);
    MaxLength(FULL_NAME_MAX, translatable(M.fullNameTooLong, { max: FULL_NAME_MAX }))(object, propertyName);
    Matches(/\S/, translatable(M.fullNameRequired))(object, propertyName);
  };
}

/** An optional referral code; whether it belongs to someone is the service's check ('Invalid referral code'). */
function IsReferralCode() {
  return (object: object, propertyName: string) => {
    MaxLength(32)(object, propertyName);
    IsString()(object, propertyName);
    IsOptional()(object, propertyName);
  };
}

/** The 6 digits of a mailed code; anything else says so. */
function IsSixDigitCode() {
  return (object: object, propertyName: string) => {
    Matches(/^\d{6}$/, translatable(M.sixDigits))(object, propertyName);
    IsString(translatable(M.sixDigits))(object, propertyName);
    IsDefined(translatable(M.sixDigits))(object, propertyName);
  };
}

@InputType({ description: 'Create an account with a password.' })
export class SignupInput {
  @Field({ description: 'Email address of the new account; must be unused (CONFLICT otherwise).' })
  @IsEmailAddress()
  email: string;

  @Field({ description: 'Password, 6–200 characters.' })
  @IsDefined(translatable(M.passwordRequired))
  @IsString(translatable(M.passwordText))
  @MinLength(PASSWORD_MIN, translatable(M.passwordTooShort, { min: PASSWORD_MIN }))
  @MaxLength(PASSWORD_MAX, translatable(M.passwordTooLong, { max: PASSWORD_MAX }))
  password: string;

  @Field({ description: 'Full name, required, at most 100 characters.' })
  @IsDefined(translatable(M.fullNameRequired))
  @IsString(translatable(M.fullNameText))
  @IsFullNameText()
  fullName: string;

  @Field({ defaultValue: 'UTC', description: 'IANA timezone of the member.' })
  @IsTimeZone()
  timezone: string = 'UTC';

  @Field({
    nullable: true,
    description: "Someone's referral code; optional. An unknown one fails with 'Invalid referral code'.",
  })
  @IsReferralCode()
  referralCode?: string;

  @Field(() => String, { nullable: true, description: LOCALE_DESCRIPTION })
  @IsSupportedLocale()
  locale?: string;
}

@InputType({ description: 'Sign in with email and password.' })
export class LoginInput {
  @Field({ description: 'Email address of the account.' })
  @IsEmailAddress()
  email: string;

  @Field({ description: 'The account password.' })
  @IsDefined(translatable(M.passwordRequired))
  @IsString(translatable(M.passwordText))
  @MinLength(1, translatable(M.passwordRequired))
  @MaxLength(PASSWORD_MAX, fieldRule('shorterThan', 'password', { max: PASSWORD_MAX }))
  password: string;
}

@InputType({ description: 'Ask for a one-time code by mail: with fullName to sign up, without to sign in.' })
export class SendCodeInput {
  @Field({ description: 'Email address to mail the code to.' })
  @IsEmailAddress()
  email: string;

  @Field({
    nullable: true,
    description:
      'Full name of the new member: present when signing up, absent when signing in (at most 100 characters).',
  })
  @IsOptional()
  @IsString(fieldRule('string', 'fullName'))
  @IsFullNameText()
  fullName?: string;

  @Field({
    nullable: true,
    description:
      "Someone's referral code when signing up; optional. An unknown one fails with 'Invalid referral code'.",
  })
  @IsReferralCode()
  referralCode?: string;

  @Field({ nullable: true, description: 'IANA timezone for a new account; UTC when absent.' })
  @IsOptional()
  @IsTimeZone()
  timezone?: string;

  @Field(() => String, { nullable: true, description: LOCALE_DESCRIPTION })
  @IsSupportedLocale()
  locale?: string;
}

@InputType({ description: 'The mailed 6-digit code.' })
export class VerifyCodeInput {
  @Field({ description: 'Email address the code was mailed to.' })
  @IsEmailAddress()
  email: string;

  @Field({ description: 'The 6 digits from the mail; at most 5 tries per code.' })
  @IsSixDigitCode()
  code: string;
}

@InputType({ description: "The code mailed to confirm the signed-in member's address." })
export class VerifyEmailInput {
  @Field({ description: 'The 6 digits from the mail; at most 5 tries per code.' })
  @IsSixDigitCode()
  code: string;
}

/** A new password for the signed-in member (also one who so far only signed in with codes). */
@ArgsType()
export class ChangePasswordArgs {
  // Registered bottom-up: absent, not text or empty says it is required before any length.
  @Field({ description: 'The new password, 6–200 characters.' })
  @MaxLength(PASSWORD_MAX, translatable(M.newPasswordTooLong, { max: PASSWORD_MAX }))
  @MinLength(PASSWORD_MIN, translatable(M.newPasswordTooShort, { min: PASSWORD_MIN }))
  @IsNotEmpty(translatable(M.newPasswordRequired))
  @IsString(translatable(M.newPasswordRequired))
  @IsDefined(translatable(M.newPasswordRequired))
  newPassword: string;
}

// The REST bodies of these inputs: each snake_case field and the input field it fills. The routes
// parse with them and the OpenAPI document describes the bodies from them.
/** POST /auth/signup. A null timezone is refused, as it always was, rather than meaning UTC. */
export const signupBody = restInput(
  SignupInput,
  {
    email: 'email',
    password: 'password',
    full_name: 'fullName',
    timezone: 'timezone',
    referral_code: 'referralCode',
    locale: 'locale',
  },
  { absent: { timezone: 'missing', referralCode: 'null', locale: 'null' } },
);
/** POST /auth/login. */
export const loginBody = restInput(LoginInput, { email: 'email', password: 'password' });
/**
 * POST /auth/send-otp. A null name is a sign-in, as if no name were sent; the referral field of the
 * sign-up form may come empty.
 */
export const sendCodeBody = restInput(
  SendCodeInput,
  { email: 'email', full_name: 'fullName', referral_code: 'referralCode', timezone: 'timezone', locale: 'locale' },
  { absent: { fullName: 'null', referralCode: 'empty', timezone: 'null', locale: 'null' } },
);
/** POST /auth/verify-otp: REST has always called the code `otp_code`. */
export const verifyCodeBody = restInput(VerifyCodeInput, { email: 'email', otp_code: 'code' });
/** POST /auth/verify-email. */
export const verifyEmailBody = restInput(VerifyEmailInput, { code: 'code' });
/** POST /user/change-password. */
export const changePasswordBody = restInput(ChangePasswordArgs, { new_password: 'newPassword' });
