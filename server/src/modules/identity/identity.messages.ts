import { defineMessages } from '@formatjs/intl';

/**
 * What signing up and signing in answer, as catalog messages (docs/i18n.md): the id names the
 * situation, the English text is the product's own words, translations live in
 * `locales/<language>/server.json`. REST answers them in the `Accept-Language` language, GraphQL
 * in the member's own.
 */
export const IdentityMessages = defineMessages({
  suspended: {
    id: 'identity.suspended',
    defaultMessage: 'This account is suspended. Contact support if you think this is a mistake.',
  },
  alreadyConfirmed: {
    id: 'identity.email.alreadyConfirmed',
    defaultMessage: 'Your email address is already confirmed',
  },
  tooManySignUps: {
    id: 'identity.limit.signUpsFromAddress',
    defaultMessage: 'Too many sign-ups from this address. Please try again later.',
  },
  tooManySignIns: {
    id: 'identity.limit.signIns',
    defaultMessage: 'Too many sign-in attempts. Please try again later.',
  },
  tooManyFailedSignIns: {
    id: 'identity.limit.failedSignIns',
    defaultMessage: 'Too many failed sign-ins for this account. Please try again later.',
  },
  tooManyCodesFromAddress: {
    id: 'identity.limit.codesFromAddress',
    defaultMessage: 'Too many codes requested from this address. Please try again later.',
  },
  tooManyCodesForEmail: {
    id: 'identity.limit.codesForEmail',
    defaultMessage: 'Too many codes requested for this email. Please try again later.',
  },
  tooManyVerifications: {
    id: 'identity.limit.verifications',
    defaultMessage: 'Too many verification attempts. Please try again later.',
  },
  codeCooldown: {
    id: 'identity.limit.codeCooldown',
    defaultMessage: 'Please wait {seconds, number} seconds before requesting a new code.',
  },
  invalidLogin: { id: 'identity.signIn.invalidCredentials', defaultMessage: 'Invalid email or password' },
  invalidCode: { id: 'identity.code.invalid', defaultMessage: 'Invalid verification code' },
  tooManyTries: {
    id: 'identity.code.tooManyTries',
    defaultMessage: 'Too many incorrect attempts. Please request a new code.',
  },
  codeExpired: { id: 'identity.code.expired', defaultMessage: 'This code has expired. Please request a new one.' },
  emailTaken: { id: 'identity.signUp.emailTaken', defaultMessage: 'An account with this email already exists' },
  invalidReferral: { id: 'identity.signUp.invalidReferralCode', defaultMessage: 'Invalid referral code' },
  sixDigits: { id: 'identity.code.sixDigits', defaultMessage: 'The code has 6 digits' },
  passwordRequired: { id: 'identity.password.required', defaultMessage: 'Password is required' },
  passwordText: { id: 'identity.password.notText', defaultMessage: 'Password must be text' },
  passwordTooShort: {
    id: 'identity.password.tooShort',
    defaultMessage: 'Password must be at least {min} characters long',
  },
  passwordTooLong: {
    id: 'identity.password.tooLong',
    defaultMessage: 'Password must be at most {max} characters long',
  },
  newPasswordRequired: { id: 'identity.newPassword.required', defaultMessage: 'New password is required' },
  newPasswordTooShort: {
    id: 'identity.newPassword.tooShort',
    defaultMessage: 'New password must be at least {min} characters long',
  },
  newPasswordTooLong: {
    id: 'identity.newPassword.tooLong',
    defaultMessage: 'New password must be at most {max} characters long',
  },
  fullNameRequired: { id: 'identity.fullName.required', defaultMessage: 'Full name is required' },
  fullNameText: { id: 'identity.fullName.notText', defaultMessage: 'Full name must be text' },
  fullNameTooLong: {
    id: 'identity.fullName.tooLong',
    defaultMessage: 'Full name must be at most {max} characters long',
  },
  fullNameControl: {
    id: 'identity.fullName.controlCharacters',
    defaultMessage: 'Full name must not contain line breaks or control characters',
  },
});
