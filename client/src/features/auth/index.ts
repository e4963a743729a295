// What the visitor app uses from sign-in and sign-up.
export { CreateAccountModal } from './components/CreateAccountModal';
export { SignInModal } from './components/SignInModal';
export { SignInPage } from './components/SignInPage';
export { SignUpPage } from './components/SignUpPage';
export type { AuthResult } from './types';
export { VerifyEmailBanner } from './VerifyEmailBanner';
