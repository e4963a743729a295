import { registerEnumType } from 'type-graphql';

/**
 * A GraphQL enum over strings the server already stores and the REST facade already answers
 * (`pending`, `exchange_request`, …): each value's GraphQL name is the stored string itself, so
 * the wire value does not change, the schema lists the values with their meaning, and generated
 * client types become string unions (codegen `enumsAsTypes`). Returns the value object, usable
 * both as `@Field(() => X)` and, through `EnumValue<typeof X>`, as the string-union type.
 */
export function storedEnum<const V extends string>(
  name: string,
  description: string,
  values: { readonly [K in V]: string },
): { readonly [K in V]: K } {
  const keys = Object.keys(values) as V[];
  const enumObject = Object.fromEntries(keys.map((v) => [v, v])) as { [K in V]: K };
  registerEnumType(enumObject, {
    name,
    description,
    valuesConfig: Object.fromEntries(keys.map((v) => [v, { description: values[v] }])) as Record<
      V,
      { description: string }
    >,
  });
  return enumObject;
}

/** The union of an enum object's values: `EnumValue<typeof RequestStatus>` is `'pending' | …`. */
export type EnumValue<E> = E[keyof E];

/**
 * A GraphQL enum whose names are not the stored strings (`ACCEPT` → `accept`): each name is given
 * with its stored value and its meaning in one row, so neither list can miss one. Returns the name
 * → value object (`RequestAction.ACCEPT === 'accept'`), usable like `storedEnum`'s.
 */
export function namedEnum<const T extends Record<string, readonly [value: string, description: string]>>(
  name: string,
  description: string,
  values: T,
): { readonly [K in keyof T]: T[K][0] } {
  const names = Object.keys(values) as Array<keyof T & string>;
  const enumObject: Record<string, string> = Object.fromEntries(names.map((n) => [n, values[n][0]]));
  registerEnumType(enumObject, {
    name,
    description,
    valuesConfig: Object.fromEntries(names.map((n) => [n, { description: values[n][1] }])),
  });
  return enumObject as { [K in keyof T]: T[K][0] };
}
