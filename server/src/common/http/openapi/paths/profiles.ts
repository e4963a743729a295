import { componentSchemas as S } from '../components.js';
import { routes } from '../operation.js';
import { message, obj, ref, str } from '../shapes.js';
import { memberId } from './resources.js';

const TAG = 'Profile, user and dashboard';

const gravatarDown = 'Gravatar could not be reached, did not answer in time, or sent an unusable image.';

/** Profile, user and dashboard (modules/profiles, modules/catalogue/availability). */
export const profilePaths = routes(TAG, {
  'GET /dashboard': {
    summary: 'My dashboard',
    description: 'The signed-in member (refreshes the stored user), their level and achievements.',
    access: 'member',
    ok: { description: 'The member, level and achievements.', schema: ref(S.Dashboard) },
  },
  'GET /user/profile': {
    summary: 'My profile',
    access: 'member',
    ok: { description: 'The profile, including the picture.', schema: ref(S.Profile) },
    errors: { 404: 'The profile is missing.' },
  },
  'PUT /user/profile': {
    summary: 'Save my profile',
    description:
      'Absent fields stay as they are, null clears one. Saving completes onboarding (profile_completed). The body may be up to 3 MB (a picture).',
    access: 'member',
    body: { input: 'ProfileInput' },
    ok: {
      description: 'Saved.',
      schema: obj({ message: message('Profile updated'), user: ref(S.User), profile: ref(S.Profile) }),
    },
    errors: {
      400: 'A broken rule, e.g. `Unknown skill: …` or an unusable picture.',
      404: 'The member is gone.',
      413: '`Image size is too big. Try again`: a body larger than 3 MB, or a picture of more than 40 million pixels.',
    },
  },
  'GET /user/gravatar-info': {
    summary: 'My Gravatar',
    access: 'member',
    ok: {
      description: 'Whether a Gravatar exists for my email, and where to create one.',
      schema: ref(S.GravatarInfo),
    },
    errors: { 503: gravatarDown },
  },
  'POST /user/sync-gravatar': {
    summary: 'Use my Gravatar as picture',
    access: 'member',
    ok: {
      description: 'The picture now comes from Gravatar.',
      schema: obj({ message: message('Profile picture synced from Gravatar'), profile: ref(S.Profile) }),
    },
    errors: { 404: '`No Gravatar found for this email`.', 503: gravatarDown },
  },
  'POST /user/change-password': {
    summary: 'Set my password',
    description:
      'Every other session of the member ends (their open WebSockets are closed); this one continues: the token that made the call keeps working, and `access_token` is a fresh token of the same session.',
    access: 'member',
    body: { input: 'ChangePasswordArgs' },
    ok: {
      description: 'Changed.',
      schema: obj({ message: message('Password updated successfully'), access_token: str() }),
    },
    errors: {
      503: '`Sign-in is very busy right now. Please try again in a few seconds.` (code UNAVAILABLE, with `Retry-After`): password hashing is saturated.',
    },
  },
  'GET /users/{id}': {
    summary: 'A member as coach',
    description:
      'Public facts only (no balance), with profile, active services and reliability (as GET /coaches rows carry it).',
    access: 'member',
    params: memberId,
    ok: { description: 'The coach.', schema: ref(S.Coach) },
  },
  'GET /users/{id}/availability': {
    summary: "A member's availability",
    access: 'member',
    params: memberId,
    ok: { description: 'Their weekly slots, in their timezone.', schema: ref(S.Availability) },
  },
  'GET /user/availability': {
    summary: 'My availability',
    access: 'member',
    ok: { description: 'My weekly slots, in my timezone.', schema: ref(S.Availability) },
  },
  'PUT /user/availability': {
    summary: 'Set my availability',
    description: 'Replaces the whole week (and the timezone, when given) at once.',
    access: 'member',
    body: { input: 'AvailabilityBody' },
    ok: { description: 'The week as saved.', schema: ref(S.Availability) },
  },
});
