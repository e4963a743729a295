import { getMetadataStorage as validationMetadata } from 'class-validator';
import { getMetadataStorage as graphqlMetadata } from 'type-graphql';
import { parseInput } from '../validation.js';

/**
 * A REST body read into an input class: the same `@InputType` class GraphQL validates, so its rules
 * and their messages are written once. `fields` is the one table of its REST names: each snake_case
 * body field and the input field it fills. The route parses with it and the OpenAPI document
 * describes the body from it (`restInputSchema`), so the two cannot name a field differently.
 */
export interface RestInput<T extends object> {
  readonly input: new () => T;
  readonly fields: Readonly<Record<string, keyof T & string>>;
  /**
   * The body's fields under their input names, plus `extra` (what the route reads elsewhere, e.g. a
   * header), validated like the GraphQL arguments. A null where GraphQL takes no null is a field
   * left out, so the input's default applies and an absent required field says what it always says.
   */
  parse(body: Record<string, unknown>, extra?: Partial<Record<keyof T & string, unknown>>): Promise<T>;
}

/** The declared REST bodies, by input class name: the document names the input it describes. */
const declared = new Map<string, { input: new () => object; fields: Readonly<Record<string, string>> }>();

/** Declares the REST body of an input class (beside the class, in the module). */
export function restInput<T extends object>(
  input: new () => T,
  fields: Record<string, keyof T & string>,
): RestInput<T> {
  const takesNull = new Set(
    graphqlFields(input)
      .filter((f) => f.typeOptions.nullable)
      .map((f) => f.name),
  );
  const declaration: RestInput<T> = {
    input,
    fields,
    parse(body, extra = {}) {
      const values: Record<string, unknown> = {};
      for (const [restName, field] of Object.entries(fields)) {
        const value = body[restName];
        values[field] = value === null && !takesNull.has(field) ? undefined : value;
      }
      return parseInput(input, { ...values, ...extra });
    },
  };
  declared.set(input.name, { input, fields });
  return declaration;
}

type JsonSchema = Record<string, unknown>;

/**
 * The JSON Schema of a declared REST body, read from the input class's own rules: its GraphQL field
 * types, nullability, defaults and descriptions (type-graphql), and its class-validator bounds.
 * Open like every request body of the document: the server ignores fields it does not read.
 */
export function restInputSchema(inputName: string): JsonSchema {
  const declaration = declared.get(inputName);
  if (!declaration)
    throw new Error(`No REST body is declared for ${inputName}: its module declares it with restInput()`);
  const byField = new Map(graphqlFields(declaration.input).map((f) => [f.name, f]));
  const rules = validationMetadata().getTargetValidationMetadatas(declaration.input, '', true, false);
  const properties: Record<string, JsonSchema> = {};
  const required: string[] = [];
  for (const [restName, field] of Object.entries(declaration.fields)) {
    const graphql = byField.get(field);
    if (!graphql) throw new Error(`${inputName}.${field} is not a GraphQL field of the input`);
    const own = rules.filter((r) => r.propertyName === field);
    const named = (name: string) => own.find((r) => r.name === name);
    const optional = graphql.typeOptions.nullable || named('isOptional') !== undefined;
    const schema: JsonSchema = { type: jsonType(graphql.getType()) };
    const isIn = named('isIn');
    if (isIn) schema.enum = [...(isIn.constraints[0] as unknown[])];
    const bounds: Array<[string, string]> = [
      ['minLength', 'minLength'],
      ['maxLength', 'maxLength'],
      ['min', 'minimum'],
      ['max', 'maximum'],
    ];
    for (const [rule, keyword] of bounds) {
      const found = named(rule);
      if (found) schema[keyword] = found.constraints[0];
    }
    const pattern = named('matches');
    if (pattern) schema.pattern = (pattern.constraints[0] as RegExp).source;
    if (named('isIso8601')) schema.format = 'date-time';
    if (named('isEmailAddress')) schema.format = 'idn-email';
    if (graphql.typeOptions.defaultValue !== undefined) schema.default = graphql.typeOptions.defaultValue;
    if (graphql.description) schema.description = graphql.description;
    if (graphql.typeOptions.nullable) {
      schema.type = [schema.type, 'null'];
      if (schema.enum) schema.enum = [...(schema.enum as unknown[]), null];
    }
    properties[restName] = schema;
    if (!optional && graphql.typeOptions.defaultValue === undefined) required.push(restName);
  }
  return { type: 'object', properties, ...(required.length ? { required } : {}) };
}

interface GraphqlField {
  name: string;
  description?: string;
  typeOptions: { nullable?: boolean | string; defaultValue?: unknown };
  getType: () => unknown;
}

/** The input's GraphQL fields, its own and those it inherits (the listing fields of services and needs). */
function graphqlFields(input: new () => object): GraphqlField[] {
  const all = graphqlMetadata().fields as Array<GraphqlField & { target: unknown }>;
  const byName = new Map<string, GraphqlField>();
  for (let c: unknown = input; typeof c === 'function' && c !== Function.prototype; c = Object.getPrototypeOf(c)) {
    for (const f of all) if (f.target === c && !byName.has(f.name)) byName.set(f.name, f);
  }
  return [...byName.values()];
}

/** The JSON type of a GraphQL input field's type: its scalars, and an enum as a string. */
function jsonType(type: unknown): string {
  if (type === String) return 'string';
  if (type === Boolean) return 'boolean';
  if (type === Number) return 'number';
  const scalar = (type as { name?: unknown }).name;
  if (scalar === 'Int') return 'integer';
  if (scalar === 'Float') return 'number';
  // ID, the other scalars (dates, JSON strings) and enums travel as strings.
  return 'string';
}
