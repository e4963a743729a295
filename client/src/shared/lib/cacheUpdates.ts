import { isReference, type ApolloCache, type Reference } from '@apollo/client';

/*
 * Small, named changes to the normalised cache, for what a mutation's answer or a live event
 * cannot update by itself (an entity is updated in place by its id; a list gaining or losing one
 * is not). Each touches one field, so only the queries that read that field change.
 */

interface Entity {
  __typename?: string;
  id: string;
}

/** The references in a cached list field (anything else, or no list, gives none). */
export function referencesIn(value: unknown): Reference[] {
  return Array.isArray(value) ? value.filter(isReference) : [];
}

/** A cached object field (a connection, a summary) as a record to read and spread. */
export function isCachedObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Puts `entity` (already in the cache from a mutation's answer) at the top of the root list `fieldName`, if that list is loaded. */
export function prependToRootList(cache: ApolloCache, fieldName: string, entity: Entity): void {
  const id = cache.identify({ __typename: entity.__typename, id: entity.id });
  if (!id) return;
  cache.modify({
    id: 'ROOT_QUERY',
    fields: {
      [fieldName]: (existing: unknown, { toReference }): unknown => {
        if (!Array.isArray(existing) || referencesIn(existing).some((ref) => ref.__ref === id)) return existing;
        const items: readonly unknown[] = existing;
        const ref = toReference(id);
        return ref ? [ref, ...items] : items;
      },
    },
  });
}

/**
 * The named fields of one entity are stale (the server changed them as a side effect): they are
 * dropped, so whichever query on screen shows them reads them again — that one query, not all.
 */
export function evictEntityFields(
  cache: ApolloCache,
  entity: Entity & { __typename: string },
  fieldNames: readonly string[],
): void {
  const id = cache.identify({ __typename: entity.__typename, id: entity.id });
  if (!id) return;
  for (const fieldName of fieldNames) cache.evict({ id, fieldName });
}

/** Drops root lists whose members changed in ways the client cannot compute (they reload when shown). */
export function evictRootFields(cache: ApolloCache, fieldNames: readonly string[]): void {
  for (const fieldName of fieldNames) cache.evict({ id: 'ROOT_QUERY', fieldName });
  cache.gc();
}
