/** Setting a password: the minimum length and the texts the member reads. */
export const MIN_PASSWORD_LENGTH = 6;

export const PASSWORD_MESSAGES = {
  required: 'Please fill in all password fields',
  mismatch: 'New passwords do not match',
  tooShort: `New password must be at least ${MIN_PASSWORD_LENGTH} characters long`,
  failed: 'Failed to update password',
  updated: 'Password updated successfully!',
} as const;

/** The client-side checks, in order (all fields filled, the two match, long enough); null when the form may be sent. */
export function validatePasswordChange(newPassword: string, confirmPassword: string): string | null {
  if (!newPassword || !confirmPassword) return PASSWORD_MESSAGES.required;
  if (newPassword !== confirmPassword) return PASSWORD_MESSAGES.mismatch;
  if (newPassword.length < MIN_PASSWORD_LENGTH) return PASSWORD_MESSAGES.tooShort;
  return null;
}
