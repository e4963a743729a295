import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Button, Modal } from '../../../shared/ui';
import type { AuthDialogText } from '../texts';
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
  text: AuthDialogText;
  /** Opens the other dialog. */
  onSwitch: () => void;
  children: ReactNode;
}

/** A small auth dialog: its form, a link to the other dialog and one to the full page (which has what the dialog leaves out). */
export function AuthModal({ open, onClose, text, onSwitch, onOpenFullPage, children }: AuthModalProps) {
  const intl = useIntl();
  const { title, description, switchPrompt, fullPageLabel } = text;
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={intl.formatMessage(title)}
      description={intl.formatMessage(description)}
      size="sm"
    >
      {children}
      <div className="auth-switch">
        <p>
          {intl.formatMessage(switchPrompt, {
            link: (label) => (
              <Button variant="link" onClick={onSwitch}>
                {label}
              </Button>
            ),
          })}
        </p>
        <Button variant="link" onClick={onOpenFullPage}>
          {intl.formatMessage(fullPageLabel)}
        </Button>
      </div>
    </Modal>
  );
}
