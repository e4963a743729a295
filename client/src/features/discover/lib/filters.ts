import type { ServiceFilter } from '../../../gql/graphql';

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

function parseCost(raw: string, label: string): { value?: number; error?: string } {
  const text = raw.trim();
  if (!text) return {};
  const value = Number(text);
  if (!Number.isInteger(value) || value < COST_BOUNDS.min || value > COST_BOUNDS.max) {
    return { error: `${label} must be a whole number from ${COST_BOUNDS.min} to ${COST_BOUNDS.max}` };
  }
  return { value };
}

/**
 * The `ServiceFilter` for the API: only the filters that are set, search trimmed. Cost errors
 * (outside 0–20, or Min above Max) come back apart, for the caller to show instead of sending.
 */
export function buildServiceFilter(filters: DiscoverFilters): { filter: ServiceFilter; errors: CostErrors } {
  const filter: ServiceFilter = {};
  const errors: CostErrors = {};
  const search = filters.search.trim();
  if (search) filter.search = search;
  if (filters.category) filter.category = filters.category;
  if (filters.premiumOnly) filter.premiumOnly = true;

  const min = parseCost(filters.minCost, 'Min EP');
  const max = parseCost(filters.maxCost, 'Max EP');
  if (min.error) errors.minCost = min.error;
  if (max.error) errors.maxCost = max.error;
  if (min.value !== undefined && max.value !== undefined && min.value > max.value) {
    errors.maxCost = 'Max EP must not be less than Min EP';
  }
  if (min.value !== undefined) filter.minCost = min.value;
  if (max.value !== undefined) filter.maxCost = max.value;
  return { filter, errors };
}

export function hasCostErrors(errors: CostErrors): boolean {
  return Boolean(errors.minCost || errors.maxCost);
}

/** "8 services found" / "1 service found"; "1,000+ services found" when the server stopped counting. */
export function foundCountLabel(count: number, capped = false): string {
  if (capped) return `${count.toLocaleString('en-US')}+ services found`;
  return `${count} ${count === 1 ? 'service' : 'services'} found`;
}
