import { FormattedMessage } from 'react-intl';
import { Button } from '../../../shared/ui';

export interface ResendCodeButtonProps {
  /** Seconds left of the resend cooldown (0: may resend). */
  secondsLeft: number;
  sending: boolean;
  onResend: () => void;
}

/** "Resend code", counting down the cooldown the server sets between two codes. */
export function ResendCodeButton({ secondsLeft, sending, onResend }: ResendCodeButtonProps) {
  return (
    <Button variant="link" onClick={onResend} disabled={secondsLeft > 0 || sending}>
      {secondsLeft > 0 ? (
        <FormattedMessage
          id="auth.code.resendIn"
          defaultMessage="Resend code in {seconds, number}s"
          values={{ seconds: secondsLeft }}
        />
      ) : (
        <FormattedMessage id="auth.code.resend" defaultMessage="Resend code" />
      )}
    </Button>
  );
}
