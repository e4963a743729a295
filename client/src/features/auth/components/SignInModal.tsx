import { Tabs } from '../../../shared/ui';
import { AUTH_DIALOG_TEXT, CODE_FALLBACKS } from '../texts';
import { AuthModal, type AuthDialogProps } from './AuthModal';
import { CodeLoginForm } from './CodeLoginForm';
import { PasswordLoginForm } from './PasswordLoginForm';

export interface SignInModalProps extends AuthDialogProps {
  onSwitchToSignUp: () => void;
}

export function SignInModal({ onAuthenticated, onSwitchToSignUp, ...dialog }: SignInModalProps) {
  return (
    <AuthModal {...dialog} text={AUTH_DIALOG_TEXT.signIn} onSwitch={onSwitchToSignUp}>
      <Tabs
        label="Sign-in method"
        items={[
          { id: 'password', label: 'Password Login', content: <PasswordLoginForm onAuthenticated={onAuthenticated} /> },
          {
            id: 'code',
            label: 'Email Code',
            content: <CodeLoginForm fallbacks={CODE_FALLBACKS.signInModal} onAuthenticated={onAuthenticated} />,
          },
        ]}
      />
    </AuthModal>
  );
}
