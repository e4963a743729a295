import { defineMessages, type IntlShape } from 'react-intl';
import type { AdminRole } from '../../../gql/graphql';

// One formatter per language and kind, made on first use: the dashboard formats hundreds of cells.
const formatters = new Map<string, Intl.DateTimeFormat | Intl.NumberFormat>();
function cached<F extends Intl.DateTimeFormat | Intl.NumberFormat>(key: string, make: () => F): F {
  let formatter = formatters.get(key);
  if (!formatter) formatters.set(key, (formatter = make()));
  return formatter as F;
}
const dateFormat = (locale: string) =>
  cached(`date:${locale}`, () => new Intl.DateTimeFormat(locale, { year: 'numeric', month: 'short', day: 'numeric' }));
const dayFormat = (locale: string) =>
  cached(`day:${locale}`, () => new Intl.DateTimeFormat(locale, { month: 'short', day: 'numeric', timeZone: 'UTC' }));
const monthFormat = (locale: string) =>
  cached(
    `month:${locale}`,
    () => new Intl.DateTimeFormat(locale, { month: 'short', year: 'numeric', timeZone: 'UTC' }),
  );
const numberFormat = (locale: string) => cached(`number:${locale}`, () => new Intl.NumberFormat(locale));
const percentFormat = (locale: string) =>
  cached(`percent:${locale}`, () => new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 0 }));

/** What an empty cell shows: a sign, the same in every language. */
export const NONE = '—';

/** "Mar 4, 2025" in the viewer's timezone and language (English by default); '—' for no date. */
export function formatDate(iso: string | null | undefined, locale = 'en'): string {
  if (!iso) return NONE;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? NONE : dateFormat(locale).format(date);
}

/**
 * A chart bucket ('YYYY-MM-DD', a UTC day or the first day of a month) as "Mar 4", or
 * "Mar 2025" for monthly buckets (the year view).
 */
export function formatBucket(date: string, monthly: boolean, locale = 'en'): string {
  const parsed = new Date(`${date}T00:00:00Z`);
  if (Number.isNaN(parsed.getTime())) return date;
  return (monthly ? monthFormat(locale) : dayFormat(locale)).format(parsed);
}

export function formatCount(value: number, locale = 'en'): string {
  return numberFormat(locale).format(value);
}

const USER_TYPES = defineMessages({
  free: { id: 'admin.userType.free', defaultMessage: 'Free' },
  premium: { id: 'admin.userType.premium', defaultMessage: 'Premium' },
  unknown: { id: 'admin.userType.unknown', defaultMessage: 'Unknown' },
});

/** Member types arrive as FREE/PREMIUM (members) or free/premium (analytics). */
export function userTypeLabel(type: string, intl: IntlShape): string {
  const lower = type.toLowerCase();
  if (lower === 'free') return intl.formatMessage(USER_TYPES.free);
  if (lower === 'premium') return intl.formatMessage(USER_TYPES.premium);
  // A type this client does not know yet: the server's word, capitalised.
  return lower ? lower[0].toUpperCase() + lower.slice(1) : intl.formatMessage(USER_TYPES.unknown);
}

const ROLES = defineMessages({
  superAdmin: { id: 'admin.role.superAdmin', defaultMessage: 'Super admin' },
  admin: { id: 'admin.role.admin', defaultMessage: 'Admin' },
});

export function roleLabel(role: AdminRole, intl: IntlShape): string {
  return intl.formatMessage(role === 'SUPER_ADMIN' ? ROLES.superAdmin : ROLES.admin);
}

/** "33%" (whole percent; "<1%" for small non-zero shares), in the reader's language. */
export function formatShare(part: number, total: number, locale = 'en'): string {
  const percent = percentFormat(locale);
  if (total <= 0) return percent.format(0);
  const share = part / total;
  if (share > 0 && share < 0.01) return `<${percent.format(0.01)}`;
  return percent.format(Math.round(share * 100) / 100);
}
