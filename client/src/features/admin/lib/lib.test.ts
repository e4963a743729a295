import { createIntl, type MessageDescriptor } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { ENGLISH } from '../../../shared/i18n';
import { parseAmount } from '../components/AdjustEpModal';
import { orderedFields } from './exportFields';
import { formatBucket, formatShare, userTypeLabel } from './format';
import { isCsvFileName, MAX_IMPORT_BYTES, validateImportFile } from './importUsers';
import { labelIndexes, niceScale } from './scale';

const intl = createIntl({ locale: 'en', messages: ENGLISH });
const english = (message: MessageDescriptor | null) => message && intl.formatMessage(message);

describe('admin helpers', () => {
  it('accepts only names ending in .csv, and files up to 5 MB', () => {
    expect(isCsvFileName('members.csv')).toBe(true);
    expect(isCsvFileName('Members.CSV')).toBe(true);
    expect(isCsvFileName('members.csv.xlsx')).toBe(false);
    expect(isCsvFileName('csv')).toBe(false);
    expect(english(validateImportFile(null))).toBe('Please select a CSV file');
    expect(english(validateImportFile(new File(['a'], 'a.txt')))).toBe('Please select a CSV file');
    expect(validateImportFile(new File(['a'], 'a.csv'))).toBeNull();
    const big = new File(['a'], 'big.csv');
    Object.defineProperty(big, 'size', { value: MAX_IMPORT_BYTES + 1 });
    expect(english(validateImportFile(big))).toBe('The CSV file is larger than 5 MB');
  });

  it('reads EP amounts as non-zero whole numbers', () => {
    expect(parseAmount('+5')).toBe(5);
    expect(parseAmount(' -3 ')).toBe(-3);
    expect(parseAmount('0')).toBeNull();
    expect(parseAmount('1.5')).toBeNull();
    expect(parseAmount('')).toBeNull();
    expect(parseAmount('5e3')).toBeNull();
  });

  it('keeps export fields in column order whatever the ticking order', () => {
    expect(orderedFields(new Set(['city', 'email', 'full_name'] as const))).toEqual(['full_name', 'email', 'city']);
  });

  it('picks round axis maxima and spreads labels', () => {
    expect(niceScale(52, 4)).toEqual({ max: 60, ticks: [0, 20, 40, 60] });
    expect(niceScale(3, 4)).toEqual({ max: 3, ticks: [0, 1, 2, 3] });
    expect(niceScale(0)).toEqual({ max: 1, ticks: [0, 1] });
    expect(labelIndexes(3, 6)).toEqual([0, 1, 2]);
    expect(labelIndexes(31, 4)).toEqual([0, 10, 20, 30]);
  });

  it('formats chart buckets, shares and member types', () => {
    expect(formatBucket('2025-03-04', false)).toBe('Mar 4');
    expect(formatBucket('2025-03-01', true)).toBe('Mar 2025');
    expect(formatShare(1, 3)).toBe('33%');
    expect(formatShare(1, 1000)).toBe('<1%');
    expect(formatShare(0, 0)).toBe('0%');
    expect(userTypeLabel('PREMIUM', intl)).toBe('Premium');
    expect(userTypeLabel('free', intl)).toBe('Free');
  });
});
