import { componentSchemas as S } from '../components.js';
import { routes, type AnswerSpec } from '../operation.js';
import { confirmation, ref } from '../shapes.js';

const TAG = 'Auth and referral';

const tooMany = 'Too many attempts from this address or for this email: wait `retryAfterSeconds`.';
/** One code per email every 60 seconds, whichever route mails it. */
const codeCooldown = 'A code was sent less than 60 seconds ago, or too many codes: wait `retryAfterSeconds`.';
/** A code entered at verify-otp or verify-email, refused. */
const codeRefused = 'A wrong, expired or used code, or too many tries (`detail` says which).';
/** The answer of every route that mails a 6-digit code (here and DELETE /user's deletion-code). */
export const codeSent: AnswerSpec = { description: 'The code is on its way.', schema: ref(S.CodeSent) };
/** Password hashing sheds what it cannot serve (a bounded queue). */
export const hashingBusy =
  '`Sign-in is very busy right now. Please try again in a few seconds.` (code UNAVAILABLE): password hashing is saturated; the `Retry-After` header and `retryAfterSeconds` say when to come back.';

/** Auth and referral (modules/identity, modules/referrals). */
export const identityPaths = routes(TAG, {
  'POST /auth/signup': {
    summary: 'Sign up with a password',
    access: 'public',
    body: { input: 'SignupInput' },
    description:
      'The account works at once; its address stays unconfirmed (`email_verified` false) until the 6-digit code mailed now is entered at POST /auth/verify-email.',
    ok: { status: 201, description: 'The account exists and is signed in.', schema: ref(S.AuthResult) },
    errors: {
      400: 'A broken rule, or `Invalid referral code`.',
      409: 'An account with this email already exists.',
      429: tooMany,
      503: hashingBusy,
    },
  },
  'POST /auth/login': {
    summary: 'Sign in with a password',
    access: 'public',
    body: { input: 'LoginInput' },
    ok: { description: 'Signed in.', schema: ref(S.AuthResult) },
    errors: {
      401: '`Invalid email or password`.',
      403: '`This account is suspended. …` (the password was right).',
      429: tooMany,
      503: hashingBusy,
    },
  },
  'POST /auth/send-otp': {
    summary: 'Send a one-time code',
    description:
      'Mails a 6-digit code. With `full_name` it signs up a new member, without it signs in. One code per email every 60 seconds.',
    access: 'public',
    body: { input: 'SendCodeInput' },
    ok: codeSent,
    errors: {
      400: 'A broken rule, or `Invalid referral code`.',
      429: codeCooldown,
      503: '`Email sign-in is not available right now`: this server has no mail configured (production without SMTP_URL); or the server is busy (with Retry-After).',
    },
  },
  'POST /auth/verify-otp': {
    summary: 'Verify a one-time code',
    access: 'public',
    body: { input: 'VerifyCodeInput' },
    description:
      'Entering the code proves the mailbox: the address becomes confirmed. On an unconfirmed account made by a password sign-up, the password is removed and every other session ends (the owner of the address takes the account over).',
    ok: { description: 'Signed in (and signed up when the code was sent with a name).', schema: ref(S.AuthResult) },
    errors: {
      400: codeRefused,
      403: '`This account is suspended. …`',
      409: 'An account with this email was created meanwhile.',
      429: tooMany,
    },
  },
  'POST /auth/verify-email': {
    summary: 'Confirm my email address',
    description:
      'The signed-in member enters the 6-digit code mailed to their address (at sign-up or by resend-verification). Sessions and password stay. Already confirmed: answers the member as is.',
    access: 'member',
    body: { input: 'VerifyEmailInput' },
    ok: { description: 'The member, now with `email_verified` true.', schema: ref(S.User) },
    errors: { 400: codeRefused, 429: tooMany },
  },
  'POST /auth/resend-verification': {
    summary: 'Mail a new confirmation code',
    description: 'One code per email every 60 seconds (shared with send-otp); only the newest code works.',
    access: 'member',
    ok: codeSent,
    errors: { 409: '`Your email address is already confirmed`.', 429: codeCooldown },
  },
  'POST /auth/logout-all': {
    summary: 'Sign out everywhere',
    description:
      'Every session of the member ends, this one included: their tokens stop working and their open WebSockets are closed (4401).',
    access: 'member',
    ok: { description: 'Signed out.', schema: confirmation('Signed out everywhere') },
  },
  'GET /validate-referral/{code}': {
    summary: 'Check a referral code',
    access: 'public',
    params: { code: { description: 'The referral code typed or prefilled from a link.' } },
    ok: { description: 'Whether the code is valid, and whose it is.', schema: ref(S.ReferralValidation) },
  },
  'GET /user/referral-info': {
    summary: 'My referrals',
    access: 'member',
    ok: {
      description: 'Referral counts, EP earned, the link to share and the 5 most recent referrals.',
      schema: ref(S.ReferralInfo),
    },
  },
});
