/** User-visible auth texts (their exact wording is part of the product: tests pin it). */
export const AUTH_TEXT = {
  loginSuccess: 'Login successful!',
  signupSuccess: 'Account created successfully!',
  loginCodeSent: 'Login code sent to your email!',
  verificationCodeSent: 'Verification code sent to your email!',
  invalidCredentials: 'Invalid email or password',
  loginFailed: 'Login failed',
  invalidReferral: 'Invalid referral code',
  referrerBonus: '+5 EP for them!',
} as const;

export interface CodeFallbacks {
  /** Shown when sending the code fails without a server detail. */
  send: string;
  /** Shown when verifying fails without a server detail. */
  verify: string;
}

/** Per-screen fallbacks when the server gives no detail. */
export const CODE_FALLBACKS = {
  signInModal: { send: 'Failed to send OTP', verify: 'Invalid OTP' },
  signInPage: { send: 'Failed to send login code', verify: 'Invalid verification code' },
  signUp: { send: 'Failed to send verification code', verify: 'Verification failed' },
} satisfies Record<string, CodeFallbacks>;

export const RESEND_COOLDOWN_SECONDS = 60;
export const CODE_LENGTH = 6;

/** The two auth dialogs' texts: title, lead, the link to the other dialog and to the full page. */
export const AUTH_DIALOG_TEXT = {
  signIn: {
    title: 'Sign In',
    description: 'Welcome back! Choose how you want to sign in.',
    switchQuestion: 'New here?',
    switchLabel: 'Create an account',
    fullPageLabel: 'Open the full sign-in page',
  },
  createAccount: {
    title: 'Create Account',
    description: 'Join free in 30 seconds. No credit card needed, and you start with 1 EP.',
    switchQuestion: 'Already a member?',
    switchLabel: 'Sign in',
    fullPageLabel: 'Have a referral code? Use the full sign-up page',
  },
} as const;
export type AuthDialogText = (typeof AUTH_DIALOG_TEXT)[keyof typeof AUTH_DIALOG_TEXT];
