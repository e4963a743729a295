import { Button, Modal } from '../../../shared/ui';
import { CODE_FALLBACKS } from '../texts';
import type { OnAuthenticated } from '../types';
import { SignUpForm } from './SignUpForm';
import './auth.css';

export interface CreateAccountModalProps {
  open: boolean;
  onClose: () => void;
  onAuthenticated: OnAuthenticated;
  onSwitchToSignIn: () => void;
  onOpenFullPage: () => void;
}

export function CreateAccountModal({ open, onClose, onAuthenticated, onSwitchToSignIn, onOpenFullPage }: CreateAccountModalProps) {
  return (
    <Modal
      open={open}
      onClose={onClose}
      title="Create Account"
      description="Join free in 30 seconds. No credit card needed, and you start with 1 EP."
      size="sm"
    >
      <SignUpForm fallbacks={CODE_FALLBACKS.signUp} onAuthenticated={onAuthenticated} />
      <div className="auth-switch">
        <p>
          Already a member?{' '}
          <Button variant="link" onClick={onSwitchToSignIn}>
            Sign in
          </Button>
        </p>
        <Button variant="link" onClick={onOpenFullPage}>
          Have a referral code? Use the full sign-up page
        </Button>
      </div>
    </Modal>
  );
}
