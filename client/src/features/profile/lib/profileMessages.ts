import { defineMessages } from 'react-intl';

/** The texts of My Profile, its failures and its success toasts. */
export const PROFILE_MESSAGES = defineMessages({
  updated: { id: 'profile.edit.updated', defaultMessage: 'Profile updated successfully!' },
  updateFailed: { id: 'profile.edit.updateFailed', defaultMessage: 'Failed to update profile. Please try again.' },
  fullNameRequired: { id: 'profile.edit.fullNameRequired', defaultMessage: 'Full name is required' },
  gravatarSynced: { id: 'profile.gravatar.synced', defaultMessage: 'Profile picture updated from Gravatar!' },
  gravatarNotFound: { id: 'profile.gravatar.notFound', defaultMessage: 'No Gravatar found for this email' },
  gravatarFailed: { id: 'profile.gravatar.failed', defaultMessage: 'Failed to sync with Gravatar. Please try again.' },
});
