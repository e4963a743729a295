import { AUTH_DIALOG_TEXT, CODE_FALLBACKS } from '../texts';
import { AuthModal, type AuthDialogProps } from './AuthModal';
import { SignUpForm } from './SignUpForm';

export interface CreateAccountModalProps extends AuthDialogProps {
  onSwitchToSignIn: () => void;
}

export function CreateAccountModal({ onAuthenticated, onSwitchToSignIn, ...dialog }: CreateAccountModalProps) {
  return (
    <AuthModal {...dialog} text={AUTH_DIALOG_TEXT.createAccount} onSwitch={onSwitchToSignIn}>
      <SignUpForm fallbacks={CODE_FALLBACKS.signUp} onAuthenticated={onAuthenticated} />
    </AuthModal>
  );
}
