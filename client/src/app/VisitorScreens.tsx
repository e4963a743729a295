import type { ComponentProps } from 'react';
import { CreateAccountModal } from '../features/auth/components/CreateAccountModal';
import { SignInModal } from '../features/auth/components/SignInModal';
import { SignInPage } from '../features/auth/components/SignInPage';
import { SignUpPage } from '../features/auth/components/SignUpPage';
import { HowItWorksModal } from '../features/landing/components/HowItWorksModal';
import { ApolloBoundary } from './ApolloBoundary';

/**
 * The visitor's screens beyond the landing, in one chunk loaded on intent (VisitorApp): they talk
 * to the API through Apollo, which the landing itself does not need.
 */
export function SignInModalScreen(props: ComponentProps<typeof SignInModal>) {
  return (
    <ApolloBoundary>
      <SignInModal {...props} />
    </ApolloBoundary>
  );
}

export function CreateAccountModalScreen(props: ComponentProps<typeof CreateAccountModal>) {
  return (
    <ApolloBoundary>
      <CreateAccountModal {...props} />
    </ApolloBoundary>
  );
}

export function SignInPageScreen(props: ComponentProps<typeof SignInPage>) {
  return (
    <ApolloBoundary>
      <SignInPage {...props} />
    </ApolloBoundary>
  );
}

export function SignUpPageScreen(props: ComponentProps<typeof SignUpPage>) {
  return (
    <ApolloBoundary>
      <SignUpPage {...props} />
    </ApolloBoundary>
  );
}

export { HowItWorksModal };
