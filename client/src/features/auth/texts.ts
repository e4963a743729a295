import { defineMessage, defineMessages, type MessageDescriptor } from 'react-intl';
import { isEmailAddress } from '../../shared/lib/validation';

/**
 * User-visible auth texts, as catalog messages (docs/i18n.md). Their English wording is part of
 * the product: tests pin it.
 */
export const AUTH_TEXT = defineMessages({
  loginSuccess: { id: 'auth.toast.loginSuccess', defaultMessage: 'Login successful!' },
  signupSuccess: { id: 'auth.toast.signupSuccess', defaultMessage: 'Account created successfully!' },
  loginCodeSent: { id: 'auth.toast.loginCodeSent', defaultMessage: 'Login code sent to your email!' },
  verificationCodeSent: {
    id: 'auth.toast.verificationCodeSent',
    defaultMessage: 'Verification code sent to your email!',
  },
  invalidCredentials: { id: 'auth.signIn.invalidCredentials', defaultMessage: 'Invalid email or password' },
  loginFailed: { id: 'auth.signIn.failed', defaultMessage: 'Login failed' },
  invalidReferral: { id: 'auth.referral.invalid', defaultMessage: 'Invalid referral code' },
});

/** The referrer's reward beside a valid referral code. */
export const REFERRER_BONUS: MessageDescriptor = defineMessage({
  id: 'auth.referral.referrerBonus',
  defaultMessage: '+{points, number} EP for them!',
});

/** The EP a referrer earns (the referral field's "+5 EP for them!"). */
export const REFERRER_BONUS_EP = 5;

/** The fields' checks before anything is sent. */
export const FIELD_TEXT = defineMessages({
  emailRequired: { id: 'auth.field.emailRequired', defaultMessage: 'Email is required' },
  emailInvalid: { id: 'auth.field.emailInvalid', defaultMessage: 'Please enter a valid email address' },
  passwordRequired: { id: 'auth.field.passwordRequired', defaultMessage: 'Password is required' },
  fullNameRequired: { id: 'auth.field.fullNameRequired', defaultMessage: 'Full name is required' },
  codeRequired: { id: 'auth.field.codeRequired', defaultMessage: 'Verification code is required' },
});

/** What is wrong with a typed email (the shared rule), as a message; null when it may be sent. */
export function emailProblem(value: string): MessageDescriptor | null {
  if (!value.trim()) return FIELD_TEXT.emailRequired;
  return isEmailAddress(value) ? null : FIELD_TEXT.emailInvalid;
}

export interface CodeFallbacks {
  /** Shown when sending the code fails without a server detail. */
  send: MessageDescriptor;
  /** Shown when verifying fails without a server detail. */
  verify: MessageDescriptor;
}

/** Per-screen fallbacks when the server gives no detail. */
export const CODE_FALLBACKS = {
  signInModal: defineMessages({
    send: { id: 'auth.signInModal.sendFailed', defaultMessage: 'Failed to send OTP' },
    verify: { id: 'auth.signInModal.verifyFailed', defaultMessage: 'Invalid OTP' },
  }),
  signInPage: defineMessages({
    send: { id: 'auth.signInPage.sendFailed', defaultMessage: 'Failed to send login code' },
    verify: { id: 'auth.signInPage.verifyFailed', defaultMessage: 'Invalid verification code' },
  }),
  signUp: defineMessages({
    send: { id: 'auth.signUp.sendFailed', defaultMessage: 'Failed to send verification code' },
    verify: { id: 'auth.signUp.verifyFailed', defaultMessage: 'Verification failed' },
  }),
} satisfies Record<string, CodeFallbacks>;

export const RESEND_COOLDOWN_SECONDS = 60;
export const CODE_LENGTH = 6;

/** The two auth dialogs' texts: title, lead, the link to the other dialog and to the full page. */
export interface AuthDialogText {
  title: MessageDescriptor;
  description: MessageDescriptor;
  /** "New here? <link>Create an account</link>": the tag is the link to the other dialog. */
  switchPrompt: MessageDescriptor;
  fullPageLabel: MessageDescriptor;
}

export const AUTH_DIALOG_TEXT = {
  signIn: defineMessages({
    title: { id: 'auth.signInModal.title', defaultMessage: 'Sign In' },
    description: {
      id: 'auth.signInModal.description',
      defaultMessage: 'Welcome back! Choose how you want to sign in.',
    },
    switchPrompt: {
      id: 'auth.signInModal.switchPrompt',
      defaultMessage: 'New here? <link>Create an account</link>',
    },
    fullPageLabel: { id: 'auth.signInModal.fullPage', defaultMessage: 'Open the full sign-in page' },
  }),
  createAccount: defineMessages({
    title: { id: 'auth.createAccount.title', defaultMessage: 'Create Account' },
    description: {
      id: 'auth.createAccount.description',
      defaultMessage: 'Join free in 30 seconds. No credit card needed, and you start with 1 EP.',
    },
    switchPrompt: {
      id: 'auth.createAccount.switchPrompt',
      defaultMessage: 'Already a member? <link>Sign in</link>',
    },
    fullPageLabel: {
      id: 'auth.createAccount.fullPage',
      defaultMessage: 'Have a referral code? Use the full sign-up page',
    },
  }),
} satisfies Record<string, AuthDialogText>;

/** The name of the tabs that choose between a password and a mailed code. */
export const SIGN_IN_METHOD: MessageDescriptor = defineMessage({
  id: 'auth.signIn.method',
  defaultMessage: 'Sign-in method',
});
