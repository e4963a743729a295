const UNITS: ReadonlyArray<[Intl.RelativeTimeFormatUnit, number]> = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
];

const formats = new Map<string, Intl.RelativeTimeFormat>();
function relativeFormat(locale: string): Intl.RelativeTimeFormat {
  let format = formats.get(locale);
  if (!format) formats.set(locale, (format = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' })));
  return format;
}

/**
 * "just now", "5 minutes ago", "yesterday", "3 weeks ago", in `locale` (English by default);
 * `justNow` is that language's words for under a minute (Intl has none as friendly).
 */
export function timeAgo(
  iso: string,
  now: number = Date.now(),
  { locale = 'en', justNow = 'just now' }: { locale?: string; justNow?: string } = {},
): string {
  const then = Date.parse(iso);
  if (Number.isNaN(then)) return '';
  const seconds = Math.round((then - now) / 1000);
  if (Math.abs(seconds) < 60) return justNow;
  for (const [unit, size] of UNITS) {
    if (Math.abs(seconds) >= size) return relativeFormat(locale).format(Math.trunc(seconds / size), unit);
  }
  return justNow;
}
