import type { ApolloCache } from '@apollo/client';
import { evictRootFields, prependToRootList } from './cacheUpdates';

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

interface ServiceEntity {
  __typename?: 'Service';
  id: string;
}

/**
 * A member published a service. It is in the cache from the mutation's answer and goes on top of
 * My Services (newest first, as the server orders it) in place; the lists of other members' views
 * (Discover, Browse Coaches with its service counts, the coach profile) gain it in ways the client
 * cannot place, so they reload when shown.
 */
export function addPublishedService(cache: ApolloCache, service: ServiceEntity): void {
  prependToRootList(cache, 'myServices', { __typename: 'Service', ...service });
  evictRootFields(cache, ['services', 'coaches', 'coach']);
}

/**
 * A member edited a service: the answer updates the Service entity by its id, so My Services, the
 * coach profile and Discover's cards change in place. Only Discover's lists reload: their search
 * and category filters read the edited fields, so the service may now belong to other pages.
 */
export function updatePublishedService(cache: ApolloCache): void {
  evictRootFields(cache, ['services']);
}
