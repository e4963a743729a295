import { describe, expect, it } from 'vitest';
import { buildServiceFilter, EMPTY_FILTERS, foundCountLabel } from './filters';

describe('buildServiceFilter', () => {
  it('sends nothing for empty filters', () => {
    expect(buildServiceFilter(EMPTY_FILTERS)).toEqual({ filter: {}, errors: {} });
  });

  it('sends only the filters that are set, with the search trimmed', () => {
    expect(
      buildServiceFilter({
        search: '  yoga flow ',
        category: 'wellness',
        premiumOnly: true,
        minCost: '2',
        maxCost: '10',
      }),
    ).toEqual({
      filter: { search: 'yoga flow', category: 'wellness', premiumOnly: true, minCost: 2, maxCost: 10 },
      errors: {},
    });
    expect(buildServiceFilter({ ...EMPTY_FILTERS, search: '   ', maxCost: '0' }).filter).toEqual({ maxCost: 0 });
  });

  it('refuses EP bounds outside 0–20, fractions, and Min above Max', () => {
    expect(buildServiceFilter({ ...EMPTY_FILTERS, minCost: '21' }).errors).toEqual({
      minCost: 'Min EP must be a whole number from 0 to 20',
    });
    expect(buildServiceFilter({ ...EMPTY_FILTERS, maxCost: '-1' }).errors.maxCost).toBe(
      'Max EP must be a whole number from 0 to 20',
    );
    expect(buildServiceFilter({ ...EMPTY_FILTERS, minCost: '2.5' }).errors.minCost).toBeDefined();
    expect(buildServiceFilter({ ...EMPTY_FILTERS, minCost: '8', maxCost: '3' }).errors).toEqual({
      maxCost: 'Max EP must not be less than Min EP',
    });
    expect(buildServiceFilter({ ...EMPTY_FILTERS, minCost: '20', maxCost: '20' }).errors).toEqual({});
  });
});

describe('foundCountLabel', () => {
  it('counts services', () => {
    expect(foundCountLabel(8)).toBe('8 services found');
    expect(foundCountLabel(1)).toBe('1 service found');
    expect(foundCountLabel(0)).toBe('0 services found');
  });

  it('says 1,000+ when the count was capped', () => {
    expect(foundCountLabel(1000, true)).toBe('1,000+ services found');
    expect(foundCountLabel(1000, false)).toBe('1000 services found');
  });
});
