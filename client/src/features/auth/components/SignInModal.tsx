import { Button, Modal, Tabs } from '../../../shared/ui';
import { CODE_FALLBACKS } from '../texts';
import type { OnAuthenticated } from '../types';
import { CodeLoginForm } from './CodeLoginForm';
import { PasswordLoginForm } from './PasswordLoginForm';
import './auth.css';

export interface SignInModalProps {
  open: boolean;
  onClose: () => void;
  onAuthenticated: OnAuthenticated;
  onSwitchToSignUp: () => void;
  onOpenFullPage: () => void;
}

export function SignInModal({ open, onClose, onAuthenticated, onSwitchToSignUp, onOpenFullPage }: SignInModalProps) {
  return (
    <Modal open={open} onClose={onClose} title="Sign In" description="Welcome back! Choose how you want to sign in." size="sm">
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
      <div className="auth-switch">
        <p>
          New here?{' '}
          <Button variant="link" onClick={onSwitchToSignUp}>
            Create an account
          </Button>
        </p>
        <Button variant="link" onClick={onOpenFullPage}>
          Open the full sign-in page
        </Button>
      </div>
    </Modal>
  );
}
