import { createIntl, type IntlShape } from 'react-intl';
import { ENGLISH } from '../../../shared/i18n';

export const MAX_EXPERIENCE_YEARS = 80;

// For a caller that has no language at hand: the product's English, from the English catalog.
const englishIntl = createIntl({ locale: 'en', messages: ENGLISH });

/** Years of experience as typed: empty is "not given"; otherwise a whole number 0–80. */
export function parseExperience(
  value: string,
  intl: IntlShape = englishIntl,
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
