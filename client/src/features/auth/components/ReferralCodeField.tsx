import { FormattedMessage, useIntl } from 'react-intl';
import { Field } from '../../../shared/ui';
import type { ReferralStatus } from '../hooks/useReferralValidation';
import { AUTH_TEXT, REFERRER_BONUS, REFERRER_BONUS_EP } from '../texts';

export function ReferralCodeField({
  value,
  onChange,
  status,
}: {
  value: string;
  onChange: (value: string) => void;
  status: ReferralStatus;
}) {
  const intl = useIntl();
  return (
    <div className="referral-field">
      <Field
        label={intl.formatMessage({ id: 'auth.referral.label', defaultMessage: 'Referral code' })}
        optional
        name="referralCode"
        autoComplete="off"
        placeholder={intl.formatMessage({ id: 'auth.referral.placeholder', defaultMessage: 'e.g. JANE42' })}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={status.state === 'invalid' || undefined}
      />
      <div className="referral-status" aria-live="polite">
        {status.state === 'checking' && (
          <p className="referral-status__checking">
            <FormattedMessage id="auth.referral.checking" defaultMessage="Checking code…" />
          </p>
        )}
        {status.state === 'invalid' && (
          <p className="referral-status__invalid">{intl.formatMessage(AUTH_TEXT.invalidReferral)}</p>
        )}
        {status.state === 'valid' && (
          <p className="referral-status__valid">
            <span>
              {status.referrerName === null ? (
                <FormattedMessage id="auth.referral.referredByMember" defaultMessage="A member referred you" />
              ) : (
                <FormattedMessage
                  id="auth.referral.referredBy"
                  defaultMessage="{name} referred you"
                  values={{ name: status.referrerName }}
                />
              )}
            </span>
            <span className="referral-status__bonus ui-pill ui-tone-accent">
              {intl.formatMessage(REFERRER_BONUS, { points: REFERRER_BONUS_EP })}
            </span>
          </p>
        )}
      </div>
    </div>
  );
}
