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
