import type { AdminRole } from '../../../gql/graphql';

const dateFormat = new Intl.DateTimeFormat('en', { year: 'numeric', month: 'short', day: 'numeric' });
const dayFormat = new Intl.DateTimeFormat('en', { month: 'short', day: 'numeric', timeZone: 'UTC' });
const monthFormat = new Intl.DateTimeFormat('en', { month: 'short', year: 'numeric', timeZone: 'UTC' });
const numberFormat = new Intl.NumberFormat('en');

/** "Mar 4, 2025" in the viewer's timezone; '—' for no date. */
export function formatDate(iso: string | null | undefined): string {
  if (!iso) return '—';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '—' : dateFormat.format(date);
}

/**
 * A chart bucket ('YYYY-MM-DD', a UTC day or the first day of a month) as "Mar 4", or
 * "Mar 2025" for monthly buckets (the year view).
 */
export function formatBucket(date: string, monthly: boolean): string {
  const parsed = new Date(`${date}T00:00:00Z`);
  if (Number.isNaN(parsed.getTime())) return date;
  return (monthly ? monthFormat : dayFormat).format(parsed);
}

export function formatCount(value: number): string {
  return numberFormat.format(value);
}

/** Member types arrive as FREE/PREMIUM (members) or free/premium (analytics). */
export function userTypeLabel(type: string): string {
  const lower = type.toLowerCase();
  if (lower === 'free') return 'Free';
  if (lower === 'premium') return 'Premium';
  return lower ? lower[0].toUpperCase() + lower.slice(1) : 'Unknown';
}

export function roleLabel(role: AdminRole): string {
  return role === 'SUPER_ADMIN' ? 'Super admin' : 'Admin';
}

/** "33%" (whole percent; "<1%" for small non-zero shares). */
export function formatShare(part: number, total: number): string {
  if (total <= 0) return '0%';
  const share = (part / total) * 100;
  if (share > 0 && share < 1) return '<1%';
  return `${Math.round(share)}%`;
}
