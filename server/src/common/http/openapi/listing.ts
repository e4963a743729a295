import type { Errors, OperationSpec, ParamSpec } from './operation.js';
import { ref, str, type TSchema } from './shapes.js';

/**
 * What a service and a need share besides their form (whose body each input class
 * declares, modules/catalogue/listing.inputs.ts): the search and category filters of Discover and
 * the Needs board.
 */

export const categoryFilter: ParamSpec = { description: 'A category value.', schema: str({ maxLength: 60 }) };

/** The full-text search of a listing; `over` names what it searches, e.g. `title and description`. */
export const fullTextSearch = (over: string): ParamSpec => ({
  description: `Full-text search over ${over}, with prefix matching.`,
  schema: str({ maxLength: 200 }),
});

/**
 * Changing and deleting a listing (`/services/{id}`, `/needs/{id}`): only its author may, so both
 * routes name it by id and refuse anyone else with the same 403, and the PUT takes the body of the
 * listing's POST form (`input`, the input class that declares it). `noun` is what the summaries call it ('service' gives `Change a service`).
 */
export function ownListingEdits(
  collection: '/services' | '/needs',
  listing: { noun: string; params: Record<string, ParamSpec>; input: string; schema: TSchema; notYours: string },
  remove: { description?: string; done: string; schema: TSchema; errors?: Errors },
  /** Refusals of the PUT over the 403 (e.g. the form's 400 worded for the listing). */
  changeErrors: Errors = {},
): Record<`${'PUT' | 'DELETE'} /${string}`, OperationSpec> {
  const owned = { access: 'member', params: listing.params } as const;
  return {
    [`PUT ${collection}/{id}`]: {
      summary: `Change a ${listing.noun}`,
      ...owned,
      body: { input: listing.input, description: `The same fields as POST ${collection}.` },
      ok: { description: 'Changed.', schema: ref(listing.schema) },
      errors: { ...changeErrors, 403: listing.notYours },
    },
    [`DELETE ${collection}/{id}`]: {
      summary: `Delete a ${listing.noun}`,
      ...(remove.description ? { description: remove.description } : {}),
      ...owned,
      ok: { description: remove.done, schema: ref(remove.schema) },
      errors: { ...remove.errors, 403: listing.notYours },
    },
  };
}
