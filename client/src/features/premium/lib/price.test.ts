import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { ENGLISH } from '../../../shared/i18n';
import { describePeriod, formatPrice } from './price';

describe('formatPrice', () => {
  it('shows whole amounts without cents and others with two decimals', () => {
    expect(formatPrice(29, 'USD')).toBe('$29');
    expect(formatPrice(29.5, 'usd')).toBe('$29.50');
    expect(formatPrice(19, 'EUR')).toBe('€19');
  });

  it('falls back to the amount and code for a currency Intl does not know', () => {
    expect(formatPrice(29, 'X1')).toBe('29 X1');
  });
});

const intl = createIntl({ locale: 'en', messages: ENGLISH });

describe('describePeriod', () => {
  it('describes the one-time lifetime offer', () => {
    expect(describePeriod('lifetime', intl)).toBe('one-time, lifetime access');
    expect(describePeriod('month', intl)).toBe('per month');
  });
});
