import type { IntlShape } from 'react-intl';
import { displayIntl } from '../../../shared/i18n';

export const MAX_EXPERIENCE_YEARS = 80;

/** Years of experience as typed: empty is "not given"; otherwise a whole number 0–80. */
export function parseExperience(
  value: string,
  intl: IntlShape = displayIntl(),
): { years: number | null; error: string | null } {
  if (!value.trim()) return { years: null, error: null };
  const years = Number(value);
  if (!Number.isInteger(years) || years < 0 || years > MAX_EXPERIENCE_YEARS) {
    return {
      years: null,
      error: intl.formatMessage(
        {
          id: 'onboarding.experience.invalid',
          defaultMessage: 'Years of experience must be a whole number from 0 to {max, number}',
        },
        { max: MAX_EXPERIENCE_YEARS },
      ),
    };
  }
  return { years, error: null };
}
