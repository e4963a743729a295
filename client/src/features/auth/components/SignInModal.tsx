import { useIntl } from 'react-intl';
import { Tabs } from '../../../shared/ui';
import { AUTH_DIALOG_TEXT, CODE_FALLBACKS, SIGN_IN_METHOD } from '../texts';
import { AuthModal, type AuthDialogProps } from './AuthModal';
import { CodeLoginForm } from './CodeLoginForm';
import { PasswordLoginForm } from './PasswordLoginForm';

export interface SignInModalProps extends AuthDialogProps {
  onSwitchToSignUp: () => void;
}

export function SignInModal({ onAuthenticated, onSwitchToSignUp, ...dialog }: SignInModalProps) {
  const intl = useIntl();
  return (
    <AuthModal {...dialog} text={AUTH_DIALOG_TEXT.signIn} onSwitch={onSwitchToSignUp}>
      <Tabs
        label={intl.formatMessage(SIGN_IN_METHOD)}
        items={[
          {
            id: 'password',
            label: intl.formatMessage({ id: 'auth.signInModal.passwordTab', defaultMessage: 'Password Login' }),
            content: <PasswordLoginForm onAuthenticated={onAuthenticated} />,
          },
          {
            id: 'code',
            label: intl.formatMessage({ id: 'auth.signInModal.codeTab', defaultMessage: 'Email Code' }),
            content: <CodeLoginForm fallbacks={CODE_FALLBACKS.signInModal} onAuthenticated={onAuthenticated} />,
          },
        ]}
      />
    </AuthModal>
  );
}
