import { defineMessages, type IntlShape, type NoMessageValues } from 'react-intl';
import { displayIntl } from '../../../shared/i18n';
import type { UserType } from '../../../gql/graphql';

/** Coach card previews: the bio's first characters and the first skills. */
export const BIO_PREVIEW_LENGTH = 80;
export const SKILLS_PREVIEW_COUNT = 2;
/** Shown when a coach has not given their years of experience. */
export const DEFAULT_EXPERIENCE_YEARS = 5;
/** The coach profile modal lists at most this many services before '+N more services'. */
export const MODAL_SERVICES_SHOWN = 3;

const COACH_TEXT = defineMessages<{ experience: { years: number }; noLocation: NoMessageValues }>({
  experience: {
    id: 'coaches.card.experience',
    defaultMessage: '{years, plural, one {{years} year experience} other {{years} years experience}}',
  },
  noLocation: { id: 'coaches.card.noLocation', defaultMessage: 'Location not specified' },
});

/** What an opener already knows about a coach: enough for the modal's title while it loads. */
export interface CoachPreview {
  id: string;
  fullName: string;
  userType: UserType;
  profileImage?: string | null;
}

/** The bio cut to 80 characters, with '…' when something was cut. */
export function bioPreview(bio: string | null | undefined, max = BIO_PREVIEW_LENGTH): string {
  const text = (bio ?? '').trim().replace(/\s+/g, ' ');
  if (text.length <= max) return text;
  return `${text.slice(0, max).trimEnd()}…`;
}

/** The first two skills, and how many more there are (shown as '+N'). */
export function skillsPreview(
  skills: readonly string[],
  count = SKILLS_PREVIEW_COUNT,
): { shown: string[]; more: number } {
  return { shown: skills.slice(0, count), more: Math.max(0, skills.length - count) };
}

/** "5 years experience" — 5 when the coach has not said (null). */
export function experienceLabel(years: number | null | undefined, intl: IntlShape = displayIntl()): string {
  return intl.formatMessage(COACH_TEXT.experience, { years: years ?? DEFAULT_EXPERIENCE_YEARS });
}

/** The coach's own location, or "Location not specified" in the reader's language. */
export function locationLabel(location: string | null | undefined, intl: IntlShape = displayIntl()): string {
  return location?.trim() ? location.trim() : intl.formatMessage(COACH_TEXT.noLocation);
}
