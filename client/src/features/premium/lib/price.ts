import type { IntlShape } from 'react-intl';

/**
 * The price as the server gives it (major units, ISO currency), in the reader's language, e.g.
 * 29 + USD → "$29" in English; cents are shown only when there are any ("$29.50").
 */
export function formatPrice(price: number, currency: string, locale = 'en'): string {
  const whole = Number.isInteger(price);
  try {
    return new Intl.NumberFormat(locale, {
      style: 'currency',
      currency,
      minimumFractionDigits: whole ? 0 : 2,
      maximumFractionDigits: whole ? 0 : 2,
    }).format(price);
  } catch {
    // An unknown currency code: still show the amount.
    return `${whole ? price : price.toFixed(2)} ${currency.toUpperCase()}`;
  }
}

/** The line under the price: the server's period ('lifetime' for the one-time Premium). */
export function describePeriod(period: string, intl: IntlShape): string {
  return period === 'lifetime'
    ? intl.formatMessage({ id: 'premium.period.lifetime', defaultMessage: 'one-time, lifetime access' })
    : intl.formatMessage(
        {
          id: 'premium.period.recurring',
          // The server's period is a word of its own ("month"): each language says it in its words.
          defaultMessage: 'per {period, select, month {month} year {year} other {{period}}}',
        },
        { period },
      );
}
