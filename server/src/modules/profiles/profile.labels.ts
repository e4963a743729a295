import { defineMessages } from '@formatjs/intl';

/** The profile inputs' fields as their rules name them ("Experience years must be a whole number"). */
export const ProfileLabels = defineMessages({
  fullName: { id: 'profiles.field.fullName', defaultMessage: 'Full name' },
  bio: { id: 'profiles.field.bio', defaultMessage: 'Bio' },
  location: { id: 'profiles.field.location', defaultMessage: 'Location' },
  experienceYears: { id: 'profiles.field.experienceYears', defaultMessage: 'Experience years' },
});
