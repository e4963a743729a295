/**
 * The price as the server gives it (major units, ISO currency), e.g. 29 + USD → "$29";
 * cents are shown only when there are any ("$29.50"). The UI is English, so is the format.
 */
export function formatPrice(price: number, currency: string): string {
  const whole = Number.isInteger(price);
  try {
    return new Intl.NumberFormat('en', {
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
export function describePeriod(period: string): string {
  return period === 'lifetime' ? 'one-time, lifetime access' : `per ${period}`;
}
