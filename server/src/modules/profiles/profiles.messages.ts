import { defineMessages } from '@formatjs/intl';

/** The profiles module's refusals, answered in the caller's language (docs/i18n.md). */
export const ProfileMessages = defineMessages({
  noGravatar: { id: 'profiles.noGravatar', defaultMessage: 'No Gravatar found for this email' },
  profileNotFound: { id: 'profiles.profileNotFound', defaultMessage: 'Profile not found' },
  unknownSkill: { id: 'profiles.unknownSkill', defaultMessage: 'Unknown skill: {skill}' },
  fullNameRequired: { id: 'profiles.fullNameRequired', defaultMessage: 'Full name is required' },
  memberNotFound: { id: 'profiles.memberNotFound', defaultMessage: 'Member not found' },
  gravatarUnusable: {
    id: 'profiles.gravatarUnusable',
    defaultMessage: 'Gravatar sent an image we cannot use. Please upload a picture instead.',
  },
  skillsList: { id: 'profiles.skillsList', defaultMessage: 'skills must be a list of skill names' },
  skillsMax: { id: 'profiles.skillsMax', defaultMessage: 'At most {max, number} skills' },
  imageSource: { id: 'profiles.imageSource', defaultMessage: 'image_source must be gravatar or upload' },
});
