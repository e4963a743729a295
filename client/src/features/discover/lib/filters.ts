import { defineMessages, type IntlShape, type NoMessageValues } from 'react-intl';
import type { ServiceFilter } from '../../../gql/graphql';
import { displayIntl } from '../../../shared/i18n';

const FILTER_TEXT = defineMessages<{
  minCostRange: { min: number; max: number };
  maxCostRange: { min: number; max: number };
  maxBelowMin: NoMessageValues;
  found: { count: number };
  foundCapped: { count: number };
}>({
  minCostRange: {
    id: 'discover.filters.minCostRange',
    defaultMessage: 'Min EP must be a whole number from {min} to {max}',
  },
  maxCostRange: {
    id: 'discover.filters.maxCostRange',
    defaultMessage: 'Max EP must be a whole number from {min} to {max}',
  },
  maxBelowMin: { id: 'discover.filters.maxBelowMin', defaultMessage: 'Max EP must not be less than Min EP' },
  found: {
    id: 'discover.results.found',
    defaultMessage: '{count, plural, one {{count} service found} other {{count} services found}}',
  },
  foundCapped: { id: 'discover.results.foundCapped', defaultMessage: '{count, number}+ services found' },
});

/** What the Discover toolbar holds, as typed (costs are text until they are checked). */
export interface DiscoverFilters {
  search: string;
  /** A category value; '' is "All categories". */
  category: string;
  premiumOnly: boolean;
  minCost: string;
  maxCost: string;
}

export const EMPTY_FILTERS: DiscoverFilters = {
  search: '',
  category: '',
  premiumOnly: false,
  minCost: '',
  maxCost: '',
};

/** The More panel's EP bounds (the server refuses anything outside 0–20). */
export const COST_BOUNDS = { min: 0, max: 20 } as const;

export const PAGE_SIZE = 12;
export const SEARCH_DEBOUNCE_MS = 300;

export interface CostErrors {
  minCost?: string;
  maxCost?: string;
}

function parseCost(
  raw: string,
  outOfRange: typeof FILTER_TEXT.minCostRange,
  intl: IntlShape,
): { value?: number; error?: string } {
  const text = raw.trim();
  if (!text) return {};
  const value = Number(text);
  if (!Number.isInteger(value) || value < COST_BOUNDS.min || value > COST_BOUNDS.max) {
    return { error: intl.formatMessage(outOfRange, COST_BOUNDS) };
  }
  return { value };
}

/**
 * The `ServiceFilter` for the API: only the filters that are set, search trimmed. Cost errors
 * (outside 0–20, or Min above Max) come back apart, in the reader's language, for the caller to
 * show instead of sending.
 */
export function buildServiceFilter(
  filters: DiscoverFilters,
  intl: IntlShape = displayIntl(),
): { filter: ServiceFilter; errors: CostErrors } {
  const filter: ServiceFilter = {};
  const errors: CostErrors = {};
  const search = filters.search.trim();
  if (search) filter.search = search;
  if (filters.category) filter.category = filters.category;
  if (filters.premiumOnly) filter.premiumOnly = true;

  const min = parseCost(filters.minCost, FILTER_TEXT.minCostRange, intl);
  const max = parseCost(filters.maxCost, FILTER_TEXT.maxCostRange, intl);
  if (min.error) errors.minCost = min.error;
  if (max.error) errors.maxCost = max.error;
  if (min.value !== undefined && max.value !== undefined && min.value > max.value) {
    errors.maxCost = intl.formatMessage(FILTER_TEXT.maxBelowMin);
  }
  if (min.value !== undefined) filter.minCost = min.value;
  if (max.value !== undefined) filter.maxCost = max.value;
  return { filter, errors };
}

export function hasCostErrors(errors: CostErrors): boolean {
  return Boolean(errors.minCost || errors.maxCost);
}

/** "8 services found" / "1 service found"; "1,000+ services found" when the server stopped counting. */
export function foundCountLabel(count: number, capped = false, intl: IntlShape = displayIntl()): string {
  return intl.formatMessage(capped ? FILTER_TEXT.foundCapped : FILTER_TEXT.found, { count });
}
