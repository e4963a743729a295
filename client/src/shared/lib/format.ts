/** "1 service", "8 services". */
export function pluralize(count: number, singular: string, plural = `${singular}s`): string {
  return `${count} ${count === 1 ? singular : plural}`;
}

/** "60 min": durations are shown in minutes. */
export function formatDuration(minutes: number): string {
  return `${minutes} min`;
}

/** "5 EP". */
export function formatEp(points: number): string {
  return `${points} EP`;
}

/**
 * A GraphQL enum value as a word in a sentence: `PENDING` → "pending", `EXCHANGE_COMPLETED` →
 * "exchange completed" (the schema spells its values in capitals; screens read them in lower case).
 */
export function enumWord(value: string): string {
  return value.toLowerCase().replace(/_/g, ' ');
}
