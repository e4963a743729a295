import type { ComponentType } from 'react';
import { CreateAccountModal } from '../features/auth/components/CreateAccountModal';
import { SignInModal } from '../features/auth/components/SignInModal';
import { SignInPage } from '../features/auth/components/SignInPage';
import { SignUpPage } from '../features/auth/components/SignUpPage';
import { HowItWorksModal } from '../features/landing/components/HowItWorksModal';
import { ApolloBoundary } from './ApolloBoundary';

/** The screen inside the Apollo provider it talks to the API through. */
function withApollo<P extends object>(Screen: ComponentType<P>) {
  return function ApolloScreen(props: P) {
    return (
      <ApolloBoundary>
        <Screen {...props} />
      </ApolloBoundary>
    );
  };
}

/**
 * The visitor's screens beyond the landing, in one chunk loaded on intent (VisitorApp): they talk
 * to the API through Apollo, which the landing itself does not need.
 */
export const SignInModalScreen = withApollo(SignInModal);
export const CreateAccountModalScreen = withApollo(CreateAccountModal);
export const SignInPageScreen = withApollo(SignInPage);
export const SignUpPageScreen = withApollo(SignUpPage);

export { HowItWorksModal };
