import { defineMessages } from 'react-intl';
import { displayIntl } from '../i18n/displayLanguage';

const M = defineMessages<{ duration: { minutes: string }; energyPoints: { points: string } }>({
  duration: { id: 'format.duration', defaultMessage: '{minutes} min' },
  energyPoints: { id: 'format.energyPoints', defaultMessage: '{points} EP' },
});

/**
 * A number in the display language's digits and signs (Arabic marks a minus with its direction),
 * without grouping: amounts and durations read "1200 EP" as they always have in English.
 */
function plainNumber(value: number): string {
  return displayIntl().formatNumber(value, { useGrouping: false });
}

/** "60 min": durations are shown in minutes. */
export function formatDuration(minutes: number): string {
  return displayIntl().formatMessage(M.duration, { minutes: plainNumber(minutes) });
}

/** "5 EP". */
export function formatEp(points: number): string {
  return displayIntl().formatMessage(M.energyPoints, { points: plainNumber(points) });
}

/**
 * A GraphQL enum value as a word in a sentence: `PENDING` → "pending", `EXCHANGE_COMPLETED` →
 * "exchange completed" (the schema spells its values in capitals; screens read them in lower case).
 */
export function enumWord(value: string): string {
  return value.toLowerCase().replace(/_/g, ' ');
}
