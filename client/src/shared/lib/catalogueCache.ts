import type { ApolloCache } from '@apollo/client';

/**
 * After a member changes their services or their profile, drop every cached list that shows them
 * (Discover, Browse Coaches, the coach profile, My Services). Queries on screen refetch at once
 * because their data went missing; the others refetch when they are next shown.
 */
export function evictCatalogue(cache: ApolloCache): void {
  for (const fieldName of ['services', 'coaches', 'coach', 'myServices']) {
    cache.evict({ id: 'ROOT_QUERY', fieldName });
  }
  cache.gc();
}
