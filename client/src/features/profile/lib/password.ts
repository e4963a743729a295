import { defineMessages, type IntlShape, type NoMessageValues } from 'react-intl';
import { displayIntl } from '../../../shared/i18n';

/** Setting a password: the minimum length and the texts the member reads. */
export const MIN_PASSWORD_LENGTH = 6;

export const PASSWORD_MESSAGES = defineMessages<{
  required: NoMessageValues;
  mismatch: NoMessageValues;
  tooShort: { min: number };
  failed: NoMessageValues;
  updated: NoMessageValues;
}>({
  required: { id: 'profile.password.required', defaultMessage: 'Please fill in all password fields' },
  mismatch: { id: 'profile.password.mismatch', defaultMessage: 'New passwords do not match' },
  tooShort: {
    id: 'profile.password.tooShort',
    defaultMessage: 'New password must be at least {min} characters long',
  },
  failed: { id: 'profile.password.failed', defaultMessage: 'Failed to update password' },
  updated: { id: 'profile.password.updated', defaultMessage: 'Password updated successfully!' },
});

/** The client-side checks, in order (all fields filled, the two match, long enough); null when the form may be sent. */
export function validatePasswordChange(
  newPassword: string,
  confirmPassword: string,
  intl: IntlShape = displayIntl(),
): string | null {
  if (!newPassword || !confirmPassword) return intl.formatMessage(PASSWORD_MESSAGES.required);
  if (newPassword !== confirmPassword) return intl.formatMessage(PASSWORD_MESSAGES.mismatch);
  if (newPassword.length < MIN_PASSWORD_LENGTH) {
    return intl.formatMessage(PASSWORD_MESSAGES.tooShort, { min: MIN_PASSWORD_LENGTH });
  }
  return null;
}
