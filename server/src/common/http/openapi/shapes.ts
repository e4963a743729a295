import Type, {
  type Static,
  type TArray,
  type TArrayOptions,
  type TObject,
  type TProperties,
  type TSchema,
  type TStringOptions,
  type TNumberOptions,
  type TUnsafe,
} from 'typebox';

/**
 * The typed builders of the REST answers (TypeBox). Each shape is written once: the same object is
 * the JSON Schema 2020-12 of the OpenAPI document and, through `Static<typeof Shape>` (or
 * `ApiSchema<'Name'>`), the TypeScript type of what the DTO mapper returns, so a mapper and the
 * document cannot disagree without a type error. The builders keep the strict defaults hard to
 * forget: every answer object is closed (`additionalProperties: false`) and lists all its fields as
 * required unless wrapped in `optional()`, so a field the server adds, drops or renames without the
 * document fails the drift test in server/test/http.ts.
 *
 * TypeBox marks its schemas with hidden (non-enumerable) keys only; what is serialised, validated or
 * rendered is exactly the JSON Schema written here.
 */

export type { Static, TSchema };

/** A closed object: every property is required unless wrapped in `optional()`. */
export function obj<P extends TProperties>(properties: P, opts: { description?: string } = {}): TObject<P> {
  return Type.Object(properties, { additionalProperties: false, ...described(opts.description) });
}

/** A field an answer may leave out. */
export const optional = Type.Optional;

/** The same schema, or null (JSON Schema 2020-12: a type array, not OpenAPI 3.0's `nullable`). */
export function nullable<T extends TSchema>(schema: T): TUnsafe<Static<T> | null> {
  const plain = schema as Record<string, unknown>;
  // An enum lists its values, so null must be one of them too.
  if (Array.isArray(plain.enum))
    return Type.Unsafe({ ...plain, type: [plain.type, 'null'], enum: [...(plain.enum as unknown[]), null] });
  if (typeof plain.type === 'string') return Type.Unsafe({ ...plain, type: [plain.type, 'null'] });
  return Type.Unsafe({ anyOf: [schema, { type: 'null' }] });
}

export const arrayOf = <T extends TSchema>(items: T, extra: TArrayOptions = {}): TArray<T> => Type.Array(items, extra);

export const str = (extra: TStringOptions = {}) => Type.String(extra);
export const int = (extra: TNumberOptions = {}) => Type.Integer(extra);
export const num = (extra: TNumberOptions = {}) => Type.Number(extra);
export const bool = (description?: string) => Type.Boolean(described(description));
export const uuid = (description?: string) => Type.String({ format: 'uuid', ...described(description) });
export const dateTime = (description?: string) => Type.String({ format: 'date-time', ...described(description) });

/** One of the listed strings; the type is their union. */
export function oneOfStrings<const V extends readonly string[]>(values: V, description?: string): TUnsafe<V[number]> {
  return Type.Unsafe({ type: 'string', enum: [...values], ...described(description) });
}

/** Exactly this value (`{"const": …}`). */
export function constant<const V extends string | number | boolean>(value: V): TUnsafe<V> {
  return Type.Unsafe({ const: value });
}

/** An object whose keys are the record's own (an export, an audit entry's facts): not closed. */
export const openObject = (description?: string): TUnsafe<Record<string, unknown>> =>
  Type.Unsafe({ type: 'object', additionalProperties: true, ...described(description) });

/** An array whose items are not described further. */
export const anyArray = (): TUnsafe<unknown[]> => Type.Unsafe({ type: 'array' });

export const message = (text?: string) => Type.String(text ? { examples: [text] } : {});

/** The answer of a route that has nothing to return but a sentence: `{"message": "…"}`. */
export const confirmation = (text: string) => obj({ message: message(text) });

/**
 * The component names, by schema: set once by `named()` (document.ts, from the keys of the
 * components record), so a component's name is written only as its key there.
 */
const componentNames = new WeakMap<TSchema, string>();

/** Names the component schemas after their keys; a `ref()` to one of them then resolves. */
export function named<R extends Record<string, TSchema>>(schemas: R): R {
  for (const [name, schema] of Object.entries(schemas)) componentNames.set(schema, name);
  return schemas;
}

/**
 * A `$ref` to a component schema, typed as the component. The name is read when the document is
 * read (serialised, validated, rendered), after `named()` ran; a schema that is not a component
 * fails loudly then.
 */
export function ref<T extends TSchema>(target: T, opts: { description?: string } = {}): TUnsafe<Static<T>> {
  return Type.Unsafe({
    get $ref() {
      const name = componentNames.get(target);
      if (!name) throw new Error('A $ref points to a schema that is not a named component of the OpenAPI document');
      return `#/components/schemas/${name}`;
    },
    ...described(opts.description),
  });
}

/** The schemas as plain JSON Schema objects, for readers of the document (TypeBox's own marks are hidden keys). */
export function asJsonSchemas(schemas: Record<string, TSchema>): Record<string, Record<string, unknown>> {
  return Object.fromEntries(Object.entries(schemas).map(([name, schema]) => [name, schema as Record<string, unknown>]));
}

function described(description: string | undefined): { description?: string } {
  return description ? { description } : {};
}
