import type { DataSource } from 'typeorm';
import { many } from '../../db/typed-query.js';
import type { OfferListing } from '../catalogue/offer.service.js';
import type { Need } from '../needs/needs.service.js';
import * as q from './swaps.queries.js';
import { ringSuggestions, type RingSuggestionRow } from './rings.queries.js';

export type SwapSuggestion = q.SwapSuggestionRow;
export type RingSuggestion = RingSuggestionRow;

export interface Matches {
  /** Services that fit my open needs, each with the need it fits. */
  services: Array<OfferListing & { needId: string }>;
  /** Open needs that fit my services or skills. */
  needs: Need[];
  /** Members with whom a reciprocal swap is possible. */
  swaps: SwapSuggestion[];
  /** Rings of three through me (I give to B, B to C, C to me), none that is really a two-member swap. */
  rings: RingSuggestion[];
}

/** How many of each a "For you" view shows. */
export const MATCHES_PER_KIND = 20;

/** How many candidates each hop of a ring looks at: B per service of mine, C per need of mine (docs/benchmarks.md "Swap rings"). */
export const RING_CANDIDATES = 30;

/**
 * "For you" (issue 19): services that fit my open needs, needs that fit my services and skills, and
 * reciprocal swaps and rings of three — ranked by category, then text relevance, then completed
 * exchanges and recency. Four statements whatever the data: each starts from the member's own few needs and services and
 * looks at a bounded number of the newest candidates of their categories (docs/benchmarks.md).
 */
export class MatchService {
  constructor(private readonly db: DataSource) {}

  /** All four kinds at once, in parallel (REST's `/matches`). */
  async forMember(memberId: string): Promise<Matches> {
    const [services, needs, swaps, rings] = await Promise.all([this.services(memberId), this.needs(memberId), this.swaps(memberId), this.rings(memberId)]);
    return { services, needs, swaps, rings };
  }

  // One statement each: GraphQL runs only those its query selects (the ring search is the dearest).

  services(memberId: string): Promise<Matches['services']> {
    return many(this.db, q.servicesForMyNeeds, [memberId, MATCHES_PER_KIND, q.CANDIDATES]);
  }

  needs(memberId: string): Promise<Need[]> {
    return many(this.db, q.needsForMe, [memberId, MATCHES_PER_KIND, q.CANDIDATES]);
  }

  swaps(memberId: string): Promise<SwapSuggestion[]> {
    return many(this.db, q.swapSuggestions, [memberId, MATCHES_PER_KIND, q.CANDIDATES]);
  }

  rings(memberId: string): Promise<RingSuggestion[]> {
    return many(this.db, ringSuggestions, [memberId, MATCHES_PER_KIND, RING_CANDIDATES]);
  }
}
