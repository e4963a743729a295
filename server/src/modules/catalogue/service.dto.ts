import type { ServiceRecord } from './service.entity.js';
import type { CoachListing, ServiceListing } from './service.service.js';
import type { ApiSchema } from '../../common/http/openapi/api-types.js';
import { listThumbnailUrl } from '../media/index.js';

/** The REST facade's service object (plus what a card shows). */
export function serviceDto(
  o: ServiceRecord | ServiceListing,
  categoryLabel: string,
): ApiSchema<'Service'> | ApiSchema<'ServiceListing'> {
  return {
    id: o.id,
    coach_id: o.coachId,
    title: o.title,
    description: o.description,
    category: o.category,
    category_label: categoryLabel,
    duration_minutes: o.durationMinutes,
    energy_cost: o.energyCost,
    max_participants: o.maxParticipants,
    created_at: new Date(o.createdAt).toISOString(),
    ...('coachName' in o
      ? { coach_name: o.coachName, coach_user_type: o.coachUserType, coach_is_premium: o.coachUserType === 'premium' }
      : {}),
  };
}

/**
 * The REST facade's coach object (plus the coach's reliability). `label` and `skill` word categories
 * and skills in the reader's language. `email` is what the caller may see of the coach's address
 * (ContactVisibility): the field is always there, null when hidden.
 */
export function coachDto(
  c: CoachListing,
  { label, skill }: { label: (category: string) => string; skill: (skill: string) => string },
  email: string | null,
  reliability: ApiSchema<'Reliability'>,
): ApiSchema<'Coach'> {
  return {
    id: c.id,
    full_name: c.fullName,
    user_type: c.userType,
    email,
    totalServices: c.totalServices,
    profile: {
      profile_image: listThumbnailUrl(c.profile.picture),
      location: c.profile.location,
      experience_years: c.profile.experienceYears,
      bio: c.profile.bio,
      skills: c.profile.skills.map(skill),
    },
    services: c.services.map((s) => serviceDto(s, label(s.category))),
    reliability,
  };
}
