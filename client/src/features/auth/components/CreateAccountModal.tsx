import { CODE_FALLBACKS } from '../texts';
import { AuthModal, type AuthDialogProps } from './AuthModal';
import { SignUpForm } from './SignUpForm';

export interface CreateAccountModalProps extends AuthDialogProps {
  onSwitchToSignIn: () => void;
}

export function CreateAccountModal({ onAuthenticated, onSwitchToSignIn, ...dialog }: CreateAccountModalProps) {
  return (
    <AuthModal
      {...dialog}
      title="Create Account"
      description="Join free in 30 seconds. No credit card needed, and you start with 1 EP."
      switchQuestion="Already a member?"
      switchLabel="Sign in"
      onSwitch={onSwitchToSignIn}
      fullPageLabel="Have a referral code? Use the full sign-up page"
    >
      <SignUpForm fallbacks={CODE_FALLBACKS.signUp} onAuthenticated={onAuthenticated} />
    </AuthModal>
  );
}
