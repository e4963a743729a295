import { Field, InputType } from 'type-graphql';
import { IsDefined, IsOptional, IsString, Length, Matches, MaxLength, MinLength } from 'class-validator';
import { IsEmailAddress, IsSingleLineText, IsTimeZone } from '../../common/validation.js';

export const PASSWORD_MIN = 6;
const FULL_NAME_CONTROL = 'Full name must not contain line breaks or control characters';

@InputType({ description: 'Create an account with a password.' })
export class SignupInput {
  @Field({ description: 'Email address of the new account; must be unused (CONFLICT otherwise).' })
  @IsEmailAddress()
  email: string;

  @Field({ description: 'Password, 6–200 characters.' })
  @IsDefined({ message: 'Password is required' })
  @IsString({ message: 'Password must be text' })
  @MinLength(PASSWORD_MIN, { message: `Password must be at least ${PASSWORD_MIN} characters long` })
  @MaxLength(200, { message: 'Password must be at most 200 characters long' })
  password: string;

  @Field({ description: 'Full name, required, at most 100 characters.' })
  @IsDefined({ message: 'Full name is required' })
  @IsString({ message: 'Full name must be text' })
  @Matches(/\S/, { message: 'Full name is required' })
  @MaxLength(100, { message: 'Full name must be at most 100 characters long' })
  @IsSingleLineText({ message: FULL_NAME_CONTROL })
  fullName: string;

  @Field({ defaultValue: 'UTC', description: 'IANA timezone of the member.' })
  @IsTimeZone()
  timezone: string = 'UTC';

  @Field({ nullable: true, description: "Someone's referral code; optional. An unknown one fails with 'Invalid referral code'." })
  @IsOptional()
  @IsString()
  @MaxLength(32)
  referralCode?: string;
}

@InputType({ description: 'Sign in with email and password.' })
export class LoginInput {
  @Field({ description: 'Email address of the account.' })
  @IsEmailAddress()
  email: string;

  @Field({ description: 'The account password.' })
  @IsDefined({ message: 'Password is required' })
  @IsString({ message: 'Password must be text' })
  @MinLength(1, { message: 'Password is required' })
  @MaxLength(200)
  password: string;
}

@InputType({ description: 'Ask for a one-time code by mail: with fullName to sign up, without to sign in.' })
export class SendCodeInput {
  @Field({ description: 'Email address to mail the code to.' })
  @IsEmailAddress()
  email: string;

  @Field({ nullable: true, description: 'Full name of the new member: present when signing up, absent when signing in (at most 100 characters).' })
  @IsOptional()
  @IsString()
  @Matches(/\S/, { message: 'Full name is required' })
  @MaxLength(100, { message: 'Full name must be at most 100 characters long' })
  @IsSingleLineText({ message: FULL_NAME_CONTROL })
  fullName?: string;

  @Field({ nullable: true, description: "Someone's referral code when signing up; optional. An unknown one fails with 'Invalid referral code'." })
  @IsOptional()
  @IsString()
  @MaxLength(32)
  referralCode?: string;

  @Field({ nullable: true, description: 'IANA timezone for a new account; UTC when absent.' })
  @IsOptional()
  @IsTimeZone()
  timezone?: string;
}

@InputType({ description: 'The mailed 6-digit code.' })
export class VerifyCodeInput {
  @Field({ description: 'Email address the code was mailed to.' })
  @IsEmailAddress()
  email: string;

  @Field({ description: 'The 6 digits from the mail; at most 5 tries per code.' })
  @IsDefined({ message: 'The code has 6 digits' })
  @IsString({ message: 'The code has 6 digits' })
  @Length(6, 6, { message: 'The code has 6 digits' })
  @Matches(/^\d{6}$/, { message: 'The code has 6 digits' })
  code: string;
}

@InputType({ description: 'The code mailed to confirm the signed-in member\'s address.' })
export class VerifyEmailInput {
  @Field({ description: 'The 6 digits from the mail; at most 5 tries per code.' })
  @IsDefined({ message: 'The code has 6 digits' })
  @IsString({ message: 'The code has 6 digits' })
  @Matches(/^\d{6}$/, { message: 'The code has 6 digits' })
  code: string;
}
