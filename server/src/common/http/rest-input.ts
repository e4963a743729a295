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
   * left out, so the input's default applies and an absent required field says what it always says;
   * `absent` declares the fields whose route says otherwise.
   */
  parse(body: Record<string, unknown>, extra?: Partial<Record<keyof T & string, unknown>>): Promise<T>;
}

/**
 * What else a field's REST body takes as "left out", where its route has always said so:
 * - `'null'`: a null too, though GraphQL takes null for the field (there null clears or says "none",
 *   on REST it is the same as leaving the field out);
 * - `'empty'`: any empty value, null, `''`, `0` or `false` (a form's blank field, e.g. a referral code
 *   prefilled from no link);
 * - `'missing'`: only a field not sent; a null is given to the rules, which refuse it, though the
 *   class has a default for a field left out;
 * - `'required'`: nothing is left out: a field not sent is a null given to the rules, which refuse
 *   it, though GraphQL has a default for the argument (REST has always asked for the field).
 * - `'sent'`: as `'missing'`, a null is given to the rules, which take it (it says "none"), and a
 *   field not sent is refused by them: the body must name the field, null or not.
 */
export type Absence = 'null' | 'empty' | 'missing' | 'required' | 'sent';

/** The declared REST bodies, by input class name: the document names the input it describes. */
const declared = new Map<
  string,
  { input: new () => object; fields: Readonly<Record<string, string>>; required: ReadonlySet<string> }
>();

/** Declares the REST body of an input class (beside the class, in the module). */
export function restInput<T extends object>(
  input: new () => T,
  fields: Record<string, keyof T & string>,
  options: { absent?: Partial<Record<keyof T & string, Absence>> } = {},
): RestInput<T> {
  const takesNull = new Set(
    graphqlFields(input)
      .filter((f) => f.typeOptions.nullable)
      .map((f) => f.name),
  );
  const absence = (field: string): Absence =>
    (options.absent as Record<string, Absence> | undefined)?.[field] ?? (takesNull.has(field) ? 'missing' : 'null');
  const leftOut = (field: string, value: unknown): boolean => {
    switch (absence(field)) {
      case 'empty':
        return !value;
      case 'null':
        return value === null;
      case 'missing':
      case 'required':
      case 'sent':
        return false;
    }
  };
  const declaration: RestInput<T> = {
    input,
    fields,
    parse(body, extra = {}) {
      const values: Record<string, unknown> = {};
      for (const [restName, field] of Object.entries(fields)) {
        const value = body[restName];
        if (value === undefined && absence(field) === 'required') values[field] = null;
        else values[field] = leftOut(field, value) ? undefined : value;
      }
      for (const f of graphqlFields(input)) if (f.name in values) values[f.name] = nestedValue(f, values[f.name]);
      return parseInput(input, { ...values, ...extra });
    },
  };
  const required = new Set(
    Object.values(fields).filter((field) => absence(field) === 'required' || absence(field) === 'sent'),
  );
  declared.set(input.name, { input, fields, required });
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
  return objectSchema(declaration.input, Object.entries(declaration.fields), declaration.required);
}

/**
 * The JSON Schema of an input class's object, its fields under the names given: a body's under its
 * REST names, a nested input's under its own (`nestedValue`). `restRequired` are the fields REST
 * requires whatever GraphQL's default.
 */
function objectSchema(
  input: new () => object,
  fields: Array<[string, string]>,
  restRequired: ReadonlySet<string>,
): JsonSchema {
  const byField = new Map(graphqlFields(input).map((f) => [f.name, f]));
  const rules = validationMetadata().getTargetValidationMetadatas(input, '', true, false);
  const properties: Record<string, JsonSchema> = {};
  const required: string[] = [];
  for (const [restName, field] of fields) {
    const graphql = byField.get(field);
    if (!graphql) throw new Error(`${input.name}.${field} is not a GraphQL field of the input`);
    const own = rules.filter((r) => r.propertyName === field);
    // A list field's `each` rules are its items' (skills: each a string of at most 60 characters).
    // Reading the type first: type-graphql marks a list field (`typeOptions.array`) as it reads it.
    const type = graphql.getType();
    const list = graphql.typeOptions.array === true;
    // A nested input (`@ValidateNested`) is an object of its own fields and rules.
    const nested = inputClass(type);
    const item: JsonSchema = nested ? nestedSchema(nested) : { type: jsonType(type) };
    if (!nested) addBounds(item, list ? own.filter((r) => r.each) : own);
    // An enum's values, when no rule lists them (a value its service checks): what a body sends.
    const values = enumValues(type);
    if (values && !item.enum) item.enum = values;
    const schema: JsonSchema = list ? { type: 'array', items: item } : item;
    if (list) {
      const whole = own.filter((r) => !r.each);
      const size = (name: string): unknown => whole.find((r) => r.name === name)?.constraints[0];
      if (size('arrayMinSize') !== undefined) schema.minItems = size('arrayMinSize');
      if (size('arrayMaxSize') !== undefined) schema.maxItems = size('arrayMaxSize');
    }
    // A field REST requires has no default there, whatever GraphQL's.
    const defaultValue = restRequired.has(field) ? undefined : graphql.typeOptions.defaultValue;
    const optional =
      !restRequired.has(field) && (graphql.typeOptions.nullable || own.some((r) => r.name === 'isOptional'));
    if (defaultValue !== undefined) schema.default = defaultValue;
    if (graphql.description) schema.description = graphql.description;
    // 'items' makes only a list's items nullable, not the field.
    if (graphql.typeOptions.nullable && graphql.typeOptions.nullable !== 'items') {
      schema.type = [schema.type, 'null'];
      if (schema.enum) schema.enum = [...(schema.enum as unknown[]), null];
    }
    properties[restName] = schema;
    if (!optional && defaultValue === undefined) required.push(restName);
  }
  return { type: 'object', properties, ...(required.length ? { required } : {}) };
}

/** A nested input's object: its fields under their own names. */
function nestedSchema(input: new () => object): JsonSchema {
  return objectSchema(
    input,
    graphqlFields(input).map((f) => [f.name, f.name]),
    new Set(),
  );
}

/**
 * A body's value for a field, with its nested inputs made instances of their classes (one object,
 * or each object of a list), as GraphQL makes them: class-validator checks an instance's rules
 * (`@ValidateNested`), not a plain object's. A nested object's fields go by the input's own names;
 * what is not an object is left to the rules, which refuse it.
 */
function nestedValue(field: GraphqlField, value: unknown): unknown {
  const nested = inputClass(field.getType());
  if (!nested) return value;
  const make = (v: unknown): unknown => {
    if (v === null || typeof v !== 'object' || Array.isArray(v)) return v;
    const instance = new nested() as Record<string, unknown>;
    for (const f of graphqlFields(nested)) {
      const given = (v as Record<string, unknown>)[f.name];
      if (given !== undefined) instance[f.name] = nestedValue(f, given);
    }
    return instance;
  };
  return field.typeOptions.array === true && Array.isArray(value) ? value.map(make) : make(value);
}

/** The input class of a field's GraphQL type, when it is one (`@InputType`); undefined for a scalar or an enum. */
function inputClass(type: unknown): (new () => object) | undefined {
  if (typeof type !== 'function') return undefined;
  return graphqlMetadata().inputTypes.some((t) => t.target === type) ? (type as new () => object) : undefined;
}

type Rule = ReturnType<ReturnType<typeof validationMetadata>['getTargetValidationMetadatas']>[number];

/** The JSON Schema keywords of a value's class-validator rules: its bounds, pattern, enum and format. */
function addBounds(schema: JsonSchema, rules: Rule[]): void {
  const named = (name: string) => rules.find((r) => r.name === name);
  const isIn = named('isIn');
  if (isIn) schema.enum = [...(isIn.constraints[0] as unknown[])];
  // IsEnum keeps the enum object and its values (the values are what a body sends).
  const isEnum = named('isEnum');
  if (isEnum) schema.enum = [...(isEnum.constraints[1] as unknown[])];
  // The languages with catalogs, as the rule read them when the module loaded.
  const locale = named('isSupportedLocale');
  if (locale) schema.enum = [...(locale.constraints[0] as unknown[])];
  const spaced = named('isSingleSpacedText') ?? named('lengthOnceTrimmed');
  if (spaced) {
    const [min, max] = spaced.constraints as [number, number];
    Object.assign(schema, { minLength: min, maxLength: max });
  }
  // A module's own rule may say what it checks in JSON Schema's words: its first constraint's `jsonSchema`.
  for (const rule of rules) {
    const said = (rule.constraints as unknown[] | undefined)?.[0];
    if (said && typeof said === 'object' && 'jsonSchema' in said) Object.assign(schema, said.jsonSchema);
  }
  const trimmedMin = named('minLengthOnceTrimmed');
  if (trimmedMin) schema.minLength = trimmedMin.constraints[0] as number;
  const trimmedMax = named('maxLengthOnceTrimmed');
  if (trimmedMax) schema.maxLength = trimmedMax.constraints[0] as number;
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
  const pattern = named('matches') ?? named('matchesOnceTrimmed');
  if (pattern) schema.pattern = (pattern.constraints[0] as RegExp).source;
  if (named('isIso8601')) schema.format = 'date-time';
  // IsEmailAddress refuses an address longer than 254 characters, as mail does.
  if (named('isEmailAddress')) Object.assign(schema, { format: 'idn-email', maxLength: 254 });
}

interface GraphqlField {
  name: string;
  description?: string;
  typeOptions: { nullable?: boolean | string; defaultValue?: unknown; array?: boolean };
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

/** The stored values of a GraphQL enum type (`storedEnum`, `namedEnum`); undefined for any other type. */
function enumValues(type: unknown): unknown[] | undefined {
  const found = graphqlMetadata().enums.find((e) => e.enumObj === type);
  return found ? Object.values(found.enumObj as Record<string, unknown>) : undefined;
}

/** The JSON type of a GraphQL input field's type: its scalars, and an enum as a string. */
function jsonType(type: unknown): string {
  if (type === String) return 'string';
  if (type === Boolean) return 'boolean';
  if (type === Number) return 'number';
  // A map GraphQL has no type for, in a REST-only body (the availability week): its rules say the rest.
  if (type === Object) return 'object';
  const scalar = (type as { name?: unknown }).name;
  if (scalar === 'Int') return 'integer';
  if (scalar === 'Float') return 'number';
  // ID, the other scalars (dates, JSON strings) and enums travel as strings.
  return 'string';
}
