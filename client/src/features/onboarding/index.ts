// What other features use from onboarding: the profile fields My Profile edits the same way.
export { OnboardingModal } from './components/OnboardingModal';
export { SkillsPicker } from './components/SkillsPicker';
export { AboutFields } from './components/AboutFields';
export { useProfileImage } from './hooks/useProfileImage';
export { MAX_EXPERIENCE_YEARS, parseExperience } from './lib/experience';
export type { ImageCodec } from './lib/profileImage';
export { UpdateProfileMutation } from './operations';
