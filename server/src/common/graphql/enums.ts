import { registerEnumType } from 'type-graphql';

// Every GraphQL enum value is written in SCREAMING_CASE (`PENDING`, `EXCHANGE_COMPLETED`,
// `SUPER_ADMIN`), whatever the stored string is: the database, the services and the REST facade keep
// their strings (`pending`, `exchange_completed`, `super_admin`), and GraphQL maps each name to its
// stored value here, in the enum's definition, so resolvers, inputs and live events built in SQL
// all go through the same value → name mapping when graphql-js serialises them.

const SCREAMING_CASE = /^[A-Z][A-Z0-9]*(_[A-Z0-9]+)*$/;

function assertScreamingCase(enumName: string, names: readonly string[]): void {
  const wrong = names.filter((n) => !SCREAMING_CASE.test(n));
  if (wrong.length > 0) throw new Error(`GraphQL enum ${enumName}: not SCREAMING_CASE: ${wrong.join(', ')}`);
}

/**
 * A GraphQL enum over strings the server already stores and the REST facade already answers
 * (`pending`, `exchange_request`, `Coach`, …): each value's GraphQL name is its stored string in
 * capitals (`PENDING`, `EXCHANGE_REQUEST`, `COACH`), its internal value the stored string itself, so
 * services and SQL keep their strings; the schema lists the values with their meaning, and
 * generated client types become string unions (codegen `enumsAsTypes`). Returns the GraphQL name
 * → stored value object (`RequestStatus.PENDING === 'pending'`), usable both as
 * `@Field(() => X)` and, through `EnumValue<typeof X>`, as the union of stored strings. A stored
 * string must be snake_case or one word, so that capitals alone make its GraphQL name.
 */
export function storedEnum<const V extends string>(
  name: string,
  description: string,
  values: { readonly [K in V]: string },
): { readonly [K in V as Uppercase<K>]: K } {
  const stored = Object.keys(values) as V[];
  const names = stored.map((v) => v.toUpperCase());
  assertScreamingCase(name, names);
  const enumObject = Object.fromEntries(stored.map((v, i) => [names[i], v]));
  registerEnumType(enumObject, {
    name,
    description,
    valuesConfig: Object.fromEntries(stored.map((v, i) => [names[i], { description: values[v] }])),
  });
  return enumObject as { [K in V as Uppercase<K>]: K };
}

/** The union of an enum object's values: `EnumValue<typeof RequestStatus>` is `'pending' | …`. */
export type EnumValue<E> = E[keyof E];

/**
 * A GraphQL enum whose names are not simply the stored strings in capitals (`ACCEPT` → `accept`,
 * `REQUESTER` → `Student`): each SCREAMING_CASE name is given with its stored value and its meaning
 * in one row, so neither list can miss one. Returns the name → value object
 * (`RequestAction.ACCEPT === 'accept'`), usable like `storedEnum`'s.
 */
export function namedEnum<const T extends Record<string, readonly [value: string, description: string]>>(
  name: string,
  description: string,
  values: T,
): { readonly [K in keyof T]: T[K][0] } {
  const names = Object.keys(values) as Array<keyof T & string>;
  assertScreamingCase(name, names);
  const enumObject: Record<string, string> = Object.fromEntries(names.map((n) => [n, values[n][0]]));
  registerEnumType(enumObject, {
    name,
    description,
    valuesConfig: Object.fromEntries(names.map((n) => [n, { description: values[n][1] }])),
  });
  return enumObject as { [K in keyof T]: T[K][0] };
}
