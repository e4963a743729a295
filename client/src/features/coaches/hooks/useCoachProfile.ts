import { useQuery } from '@apollo/client/react';
import { useEffect, useRef } from 'react';
import { defineMessages, useIntl, type IntlShape } from 'react-intl';
import type { CoachProfileQuery as CoachProfileResult } from '../../../gql/graphql';
import { errorCode } from '../../../shared/lib/errors';
import { displayIntl } from '../../../shared/i18n';
import { useToast } from '../../../shared/ui';
import type { CoachPreview } from '../lib/coachDisplay';
import { CoachProfileQuery } from '../operations';

export type CoachProfileData = CoachProfileResult['coach'];

/** The two texts of a failed coach load. */
export const COACH_LOAD_ERRORS = defineMessages({
  notFound: { id: 'coaches.profile.notFound', defaultMessage: 'Coach not found' },
  failed: { id: 'coaches.profile.loadFailed', defaultMessage: 'Failed to fetch coaches data' },
  placeholderName: { id: 'coaches.profile.placeholderName', defaultMessage: 'Coach' },
});

/** Loading, error (a generic placeholder coach stands in), loaded. */
export type CoachProfileState =
  | { status: 'loading' }
  | { status: 'error'; coach: CoachProfileData; message: string; retry: () => void }
  | { status: 'loaded'; coach: CoachProfileData };

/**
 * The placeholder coach of the error state: only what the opener already showed (name, tier,
 * picture), nothing invented — no bio, skills, experience or services.
 */
export function placeholderCoach(preview: CoachPreview, intl: IntlShape = displayIntl()): CoachProfileData {
  return {
    id: preview.id,
    fullName: preview.fullName.trim() || intl.formatMessage(COACH_LOAD_ERRORS.placeholderName),
    userType: preview.userType,
    email: '',
    totalServices: 0,
    profile: { avatarUrl: preview.profileImage ?? null, location: null, experienceYears: null, bio: null, skills: [] },
    services: [],
  };
}

export function coachLoadMessage(error: unknown, intl: IntlShape = displayIntl()): string {
  return intl.formatMessage(errorCode(error) === 'NOT_FOUND' ? COACH_LOAD_ERRORS.notFound : COACH_LOAD_ERRORS.failed);
}

export function useCoachProfile(preview: CoachPreview): CoachProfileState {
  const intl = useIntl();
  const toast = useToast();
  const { data, error, refetch } = useQuery(CoachProfileQuery, {
    variables: { id: preview.id },
    fetchPolicy: 'cache-and-network',
  });

  // One toast per failed load: not per render, nor twice under StrictMode.
  const toasted = useRef<unknown>(null);
  useEffect(() => {
    if (!error || data || toasted.current === error) return;
    toasted.current = error;
    toast.error(coachLoadMessage(error, intl));
  }, [error, data, toast, intl]);

  if (data) return { status: 'loaded', coach: data.coach };
  if (error) {
    return {
      status: 'error',
      coach: placeholderCoach(preview, intl),
      message: coachLoadMessage(error, intl),
      retry: () => void refetch().catch(() => {}),
    };
  }
  return { status: 'loading' };
}
