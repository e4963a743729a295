/**
 * Small builders for the OpenAPI 3.1 document (JSON Schema 2020-12). They keep the per-domain
 * files short and make the strict defaults hard to forget: every response object is closed
 * (`additionalProperties: false`) and lists all its fields as required, so a field the server
 * adds, drops or renames without the document fails the drift test in server/test/http.ts.
 */

export type JsonSchema = Record<string, unknown>;

/** A `$ref` to a component schema. */
export const ref = (name: string): JsonSchema => ({ $ref: `#/components/schemas/${name}` });

/** A closed object: every property listed is required unless named in `optional`. */
export function obj(
  properties: Record<string, JsonSchema>,
  opts: { optional?: string[]; description?: string } = {},
): JsonSchema {
  const optional = new Set(opts.optional ?? []);
  return {
    type: 'object',
    ...(opts.description ? { description: opts.description } : {}),
    properties,
    required: Object.keys(properties).filter((k) => !optional.has(k)),
    additionalProperties: false,
  };
}

/** The same schema, or null (JSON Schema 2020-12: a type array, not OpenAPI 3.0's `nullable`). */
export function nullable(schema: JsonSchema): JsonSchema {
  // An enum lists its values, so null must be one of them too.
  if (Array.isArray(schema.enum))
    return { ...schema, type: [schema.type, 'null'], enum: [...(schema.enum as unknown[]), null] };
  if (typeof schema.type === 'string') return { ...schema, type: [schema.type, 'null'] };
  return { anyOf: [schema, { type: 'null' }] };
}

export const arrayOf = (items: JsonSchema, extra: JsonSchema = {}): JsonSchema => ({ type: 'array', items, ...extra });

export const str = (extra: JsonSchema = {}): JsonSchema => ({ type: 'string', ...extra });
export const int = (extra: JsonSchema = {}): JsonSchema => ({ type: 'integer', ...extra });
export const bool = (description?: string): JsonSchema => ({
  type: 'boolean',
  ...(description ? { description } : {}),
});
export const uuid = (description?: string): JsonSchema => ({
  type: 'string',
  format: 'uuid',
  ...(description ? { description } : {}),
});
export const dateTime = (description?: string): JsonSchema => ({
  type: 'string',
  format: 'date-time',
  ...(description ? { description } : {}),
});
export const oneOfStrings = (values: string[], description?: string): JsonSchema => ({
  type: 'string',
  enum: values,
  ...(description ? { description } : {}),
});
export const message = (text?: string): JsonSchema => ({ type: 'string', ...(text ? { examples: [text] } : {}) });

/** The answer of a route that has nothing to return but a sentence: `{"message": "…"}`. */
export const confirmation = (text: string): JsonSchema => obj({ message: message(text) });
