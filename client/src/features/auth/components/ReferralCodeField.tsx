import { Field } from '../../../shared/ui';
import type { ReferralStatus } from '../hooks/useReferralValidation';
import { AUTH_TEXT } from '../texts';

export function ReferralCodeField({
  value,
  onChange,
  status,
}: {
  value: string;
  onChange: (value: string) => void;
  status: ReferralStatus;
}) {
  return (
    <div className="referral-field">
      <Field
        label="Referral code"
        optional
        name="referralCode"
        autoComplete="off"
        placeholder="e.g. JANE42"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={status.state === 'invalid' || undefined}
      />
      <div className="referral-status" aria-live="polite">
        {status.state === 'checking' && <p className="referral-status__checking">Checking code…</p>}
        {status.state === 'invalid' && <p className="referral-status__invalid">{AUTH_TEXT.invalidReferral}</p>}
        {status.state === 'valid' && (
          <p className="referral-status__valid">
            <span>{`${status.referrerName} referred you`}</span>
            <span className="referral-status__bonus ui-pill ui-tone-accent">{AUTH_TEXT.referrerBonus}</span>
          </p>
        )}
      </div>
    </div>
  );
}
