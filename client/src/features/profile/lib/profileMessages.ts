/** The texts of My Profile, its failures and its success toasts. */
export const PROFILE_MESSAGES = {
  updated: 'Profile updated successfully!',
  updateFailed: 'Failed to update profile. Please try again.',
  gravatarSynced: 'Profile picture updated from Gravatar!',
  gravatarNotFound: 'No Gravatar found for this email',
  gravatarFailed: 'Failed to sync with Gravatar. Please try again.',
} as const;
