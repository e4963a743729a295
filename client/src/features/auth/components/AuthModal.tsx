import type { ReactNode } from 'react';
import { Button, Modal } from '../../../shared/ui';
import type { OnAuthenticated } from '../types';
import './auth.css';

/** What the sign-in and create-account dialogs take from the shell. */
export interface AuthDialogProps {
  open: boolean;
  onClose: () => void;
  onAuthenticated: OnAuthenticated;
  onOpenFullPage: () => void;
}

interface AuthModalProps extends Pick<AuthDialogProps, 'open' | 'onClose' | 'onOpenFullPage'> {
  title: string;
  description: string;
  /** The other dialog: the question, then its link ("New here?" "Create an account"). */
  switchQuestion: string;
  switchLabel: string;
  onSwitch: () => void;
  /** The link to the full page, which has what the dialog leaves out. */
  fullPageLabel: string;
  children: ReactNode;
}

/** A small auth dialog: its form, a link to the other dialog and one to the full page. */
export function AuthModal({ open, onClose, title, description, switchQuestion, switchLabel, onSwitch, fullPageLabel, onOpenFullPage, children }: AuthModalProps) {
  return (
    <Modal open={open} onClose={onClose} title={title} description={description} size="sm">
      {children}
      <div className="auth-switch">
        <p>
          {switchQuestion}{' '}
          <Button variant="link" onClick={onSwitch}>
            {switchLabel}
          </Button>
        </p>
        <Button variant="link" onClick={onOpenFullPage}>
          {fullPageLabel}
        </Button>
      </div>
    </Modal>
  );
}
