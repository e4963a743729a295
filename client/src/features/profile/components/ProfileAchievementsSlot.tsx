import type { SessionUser } from '../../../app/session';

/**
 * HOOK POINT (exchange issue): "Achievements and level" on My Profile (spec §1). Achievements
 * come from completed exchanges and testimonials, which the API does not have yet, so this
 * renders nothing rather than invented badges.
 */
export function ProfileAchievementsSlot(_props: { user: SessionUser }) {
  return null;
}
