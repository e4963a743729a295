import type { ParamSpec } from './operation.js';
import { str, type JsonSchema } from './schema-kit.js';

/**
 * What a service (an offer) and a need share, as modules/catalogue/listing.inputs.ts writes it once
 * for both: the form's title, description and category, and the search and category filters of
 * Discover and the Needs board.
 */
export const listingFields: Record<string, JsonSchema> = {
  title: str({ minLength: 1, maxLength: 120 }),
  description: str({ minLength: 1, maxLength: 5000 }),
  category: str({ description: 'A category value from /categories.' }),
};

export const categoryFilter: ParamSpec = { description: 'A category value.', schema: str({ maxLength: 60 }) };

/** The full-text search of a listing; `over` names what it searches, e.g. `title and description`. */
export const fullTextSearch = (over: string): ParamSpec => ({ description: `Full-text search over ${over}, with prefix matching.`, schema: str({ maxLength: 200 }) });
