import { defineMessages } from '@formatjs/intl';
import {
  IsDefined,
  isEmail,
  IsOptional,
  IsInt,
  IsString,
  Matches,
  Max,
  MaxLength,
  Min,
  registerDecorator,
  validate,
  type ValidationError,
  type ValidationOptions,
} from 'class-validator';
import { invalid, translatableError } from './errors/domain-error.js';
import { HttpMessages } from './http/http.messages.js';
import {
  DEFAULT_LOCALE,
  english,
  formatText,
  isSupportedLocale,
  SUPPORTED_LOCALES,
  text,
  type MessageDescriptor,
  type MessageValues,
  type Text,
} from './i18n/index.js';

/** The rules every module shares, as catalog messages (docs/i18n.md). */
const CommonMessages = defineMessages({
  email: { id: 'validation.email', defaultMessage: 'Please enter a valid email address' },
  timezone: { id: 'validation.timezone', defaultMessage: 'timezone must be an IANA timezone such as Europe/Paris' },
  locale: { id: 'validation.locale', defaultMessage: 'locale must be one of {locales}' },
  idempotencyKey: {
    id: 'validation.idempotencyKey',
    defaultMessage: 'Idempotency key must be 1–100 letters, digits, - or _',
  },
});

/**
 * The shared rules' refusals. `{label}` is the field: a catalog message of its module ("Title"),
 * said in the reader's language, or an API field name (`service_id`), said as it is.
 */
const RuleMessages = defineMessages({
  required: { id: 'validation.required', defaultMessage: '{label} is required' },
  tooLong: {
    id: 'validation.tooLong',
    defaultMessage: '{label} must be at most {max, number, ::group-off} characters long',
  },
  wholeNumber: { id: 'validation.wholeNumber', defaultMessage: '{label} must be a whole number' },
  between: { id: 'validation.between', defaultMessage: '{label} must be between {min, number} and {max, number}' },
  text: { id: 'validation.text', defaultMessage: '{label} must be text' },
  trueOrFalse: { id: 'validation.trueOrFalse', defaultMessage: '{label} must be true or false' },
  singleLine: {
    id: 'validation.singleLine',
    defaultMessage: '{label} must not contain line breaks or control characters',
  },
  // A value of the wrong type, said with class-validator's own English (what REST always answered;
  // GraphQL's types refuse such a value before the rules): the field is the input's property name.
  string: { id: 'validation.string', defaultMessage: '{label} must be a string' },
  booleanValue: { id: 'validation.booleanValue', defaultMessage: '{label} must be a boolean value' },
  eachString: { id: 'validation.eachString', defaultMessage: 'each value in {label} must be a string' },
  shorterThan: {
    id: 'validation.shorterThan',
    defaultMessage: '{label} must be shorter than or equal to {max, number, ::group-off} characters',
  },
  eachShorterThan: {
    id: 'validation.eachShorterThan',
    defaultMessage: 'each value in {label} must be shorter than or equal to {max, number, ::group-off} characters',
  },
});

/** What a rule names: a label of its module's catalog, or an API field name that no language changes. */
export type FieldLabel = string | MessageDescriptor;

/**
 * A shared rule's options for a field, for a class-validator decorator (`@MaxLength(2000,
 * fieldRule('tooLong', Labels.notes, { max: 2000 }))`): its message with the field's label in the
 * reader's language.
 */
export const fieldRule = (rule: keyof typeof RuleMessages, label: FieldLabel, values?: MessageValues) =>
  labelled(RuleMessages[rule], label, values);

function labelled(rule: MessageDescriptor, label: FieldLabel, values: MessageValues = {}): ValidationOptions {
  return typeof label === 'string' ? translatable(rule, { ...values, label }) : translatable(rule, values, { label });
}

/** "<name> must be between <min> and <max>" for a value checked outside an input's rules (an argument, a page size). */
export const outOfRange = (name: string, min: number, max: number) =>
  translatableError('VALIDATION', RuleMessages.between, { label: name, min, max });

/** A rule's own wording, when a field words it otherwise (a unit, a range "from 1 to 5"). */
const own = (words: MessageDescriptor, values?: MessageValues): ValidationOptions => translatable(words, values);

/** What every entry of a zone answers to one that is not known (400 / BAD_USER_INPUT). */
export const TIMEZONE_RULE = english(CommonMessages.timezone);

/** An IANA timezone name that this runtime knows (e.g. "Europe/Paris", "UTC"); half of the rule below. */
function runtimeKnowsZone(value: unknown): value is string {
  if (typeof value !== 'string' || value.length === 0 || value.length > 64) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

/**
 * The zone names PostgreSQL knows (pg_timezone_names), read once per process on first use. A
 * member's zone is used in SQL (`AT TIME ZONE`): a name only the runtime's ICU knows (e.g.
 * "US/Pacific-New", "Canada/East-Saskatchewan", dropped from the tz database) made every session
 * proposal to that member fail. createServices gives its database; the list is read from the newest
 * one still open (a process may run several apps one after another, as a test worker does, and
 * close some), and until there is one only the runtime check applies.
 */
interface ZoneSource {
  readonly isInitialized: boolean;
  query(sql: string): Promise<Array<{ name: string }>>;
}
const zoneSources: ZoneSource[] = [];
let databaseZones: Promise<ReadonlySet<string>> | undefined;

export function useDatabaseTimeZones(db: ZoneSource): void {
  forgetClosedZoneSources();
  zoneSources.push(db);
}

function forgetClosedZoneSources(): void {
  for (let i = zoneSources.length - 1; i >= 0; i--) if (!zoneSources[i].isInitialized) zoneSources.splice(i, 1);
}

function knownZones(): Promise<ReadonlySet<string>> | undefined {
  if (databaseZones) return databaseZones;
  forgetClosedZoneSources();
  const source = zoneSources.at(-1);
  if (!source) return undefined;
  databaseZones = source.query(`SELECT name FROM pg_timezone_names`).then(
    (rows) => new Set(rows.map((r) => r.name)),
    (err) => {
      databaseZones = undefined; // a failed read (database busy) is tried again by the next caller
      throw err;
    },
  );
  return databaseZones;
}

/**
 * THE rule for a member's zone, at every entry that takes one: sign-up and sign-up codes (through
 * `IsTimeZone` below), availability saves on both transports (`AvailabilityService.set`). A zone
 * both the runtime (Intl, which formats it) and PostgreSQL (which computes with it) know.
 */
export async function isKnownTimeZone(value: unknown): Promise<boolean> {
  if (!runtimeKnowsZone(value)) return false;
  const known = knownZones();
  return known ? (await known).has(value) : true;
}

/** The zone, once `isKnownTimeZone` accepts it; VALIDATION (`TIMEZONE_RULE`) otherwise, whatever the value's type. */
export async function knownTimeZone(value: unknown): Promise<string> {
  if (!(await isKnownTimeZone(value))) throw invalid(TIMEZONE_RULE, text(CommonMessages.timezone));
  return value as string;
}

/** `isKnownTimeZone` as a class-validator rule, for the `timezone` field of an input. */
export function IsTimeZone(options?: ValidationOptions) {
  return (object: object, propertyName: string) =>
    registerDecorator({
      name: 'isTimeZone',
      target: object.constructor,
      propertyName,
      options: { ...translatable(CommonMessages.timezone), ...options },
      validator: { validate: (v: unknown) => isKnownTimeZone(v) },
    });
}

/**
 * The language a member reads the product in: one of the languages that have catalogs
 * (`SUPPORTED_LOCALES`, the folders of `locales/`), optional. A new language is a folder, so
 * the rule reads the list instead of naming the languages.
 */
export function IsSupportedLocale() {
  return (object: object, propertyName: string) => {
    IsOptional()(object, propertyName);
    registerDecorator({
      name: 'isSupportedLocale',
      target: object.constructor,
      propertyName,
      constraints: [SUPPORTED_LOCALES],
      options: translatable(CommonMessages.locale, { locales: SUPPORTED_LOCALES.join(', ') }),
      validator: { validate: (v: unknown) => isSupportedLocale(v) },
    });
  };
}

// C0 and C1 controls (CR, LF, TAB, ESC…), DEL, Unicode line and paragraph separators, and UTF-16
// halves without their other half (lone surrogates): none belongs in a name, and each can break a
// mail header, a log line or a URL encoder.
const CONTROL_OR_LONE_SURROGATE =
  // eslint-disable-next-line no-control-regex -- control characters are what this pattern refuses
  /[\u0000-\u001F\u007F-\u009F\u2028\u2029]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** True when the text holds a control character, a line separator or a lone surrogate. */
export function hasControlCharacters(text: string): boolean {
  return CONTROL_OR_LONE_SURROGATE.test(text);
}

/**
 * A required piece of text (a title, a description, a testimonial): absent, not text or only white
 * space is "<Label> is required"; longer than `max` is "<Label> must be at most <max> characters long".
 * The rules are registered in the order their decorators used to be written (the first broken one
 * is the message).
 */
export function IsRequiredText(label: FieldLabel, max?: number) {
  const required = labelled(RuleMessages.required, label);
  return (object: object, propertyName: string) => {
    if (max !== undefined) MaxLength(max, labelled(RuleMessages.tooLong, label, { max }))(object, propertyName);
    Matches(/\S/, required)(object, propertyName);
    IsString(required)(object, propertyName);
    IsDefined(required)(object, propertyName);
  };
}

/**
 * A value that must be given as a string (an id, a date): absent or not text is "<label> is
 * required" ("service_id is required"), or the field's own words. What the string must look like
 * is the service's check.
 */
export function IsRequiredString(label: FieldLabel, words?: MessageDescriptor) {
  const required = words ? own(words) : labelled(RuleMessages.required, label);
  return (object: object, propertyName: string) => {
    IsString(required)(object, propertyName);
    IsDefined(required)(object, propertyName);
  };
}

/**
 * A whole number from `min` to `max`: "<Label> must be a whole number", "<Label> must be between
 * <min> and <max>", unless the field words either otherwise (a unit, a range "from 1 to 5"; its
 * message takes `{min}` and `{max}`).
 * The rules are registered in the order their decorators used to be written, as IsRequiredText's.
 */
export function IsWholeNumberBetween(
  label: FieldLabel,
  min: number,
  max: number,
  wording: { notWhole?: MessageDescriptor; outOfRange?: MessageDescriptor } = {},
) {
  const outOfRange = wording.outOfRange
    ? own(wording.outOfRange, { min, max })
    : labelled(RuleMessages.between, label, { min, max });
  const notWhole = wording.notWhole ? own(wording.notWhole, { min, max }) : labelled(RuleMessages.wholeNumber, label);
  return (object: object, propertyName: string) => {
    Max(max, outOfRange)(object, propertyName);
    Min(min, outOfRange)(object, propertyName);
    IsInt(notWhole)(object, propertyName);
  };
}

/** One line of plain text: no control characters, line breaks or lone surrogates (names in mails). */
export function IsSingleLineText(options?: ValidationOptions) {
  return (object: object, propertyName: string) =>
    registerDecorator({
      name: 'isSingleLineText',
      target: object.constructor,
      propertyName,
      options: options ?? labelled(RuleMessages.singleLine, propertyName),
      validator: {
        validate: (v: unknown) => v === undefined || v === null || (typeof v === 'string' && !hasControlCharacters(v)),
      },
    });
}

/** A name as it is kept: trimmed, each run of white space one space (a category's label). */
export function singleSpaced(text: string): string {
  return text.trim().replace(/\s+/g, ' ');
}

/**
 * Text that, once `singleSpaced`, is `min`–`max` characters long: what is checked is what is kept
 * (the document reads the bounds as `minLength` and `maxLength`).
 */
export function IsSingleSpacedText(min: number, max: number, options: ValidationOptions) {
  return (object: object, propertyName: string) =>
    registerDecorator({
      name: 'isSingleSpacedText',
      target: object.constructor,
      propertyName,
      constraints: [min, max],
      options,
      validator: {
        validate: (v: unknown) =>
          typeof v === 'string' && singleSpaced(v).length >= min && singleSpaced(v).length <= max,
      },
    });
}

/**
 * A module's own rule: `check` decides, and `jsonSchema` says the same in JSON Schema's words for the
 * REST document (`restInput` reads it from the rule's first constraint); `options` carry its words.
 */
export function DocumentedRule(
  name: string,
  check: (value: unknown) => boolean,
  jsonSchema: Record<string, unknown>,
  options?: ValidationOptions,
) {
  return (object: object, propertyName: string) =>
    registerDecorator({
      name,
      target: object.constructor,
      propertyName,
      constraints: [{ jsonSchema }],
      options,
      validator: { validate: check },
    });
}

/** Text that, once trimmed, matches `pattern` (a key typed with a stray space; the document reads the pattern). */
export function MatchesOnceTrimmed(pattern: RegExp, options: ValidationOptions) {
  return (object: object, propertyName: string) =>
    registerDecorator({
      name: 'matchesOnceTrimmed',
      target: object.constructor,
      propertyName,
      constraints: [pattern],
      options,
      validator: { validate: (v: unknown) => typeof v === 'string' && pattern.test(v.trim()) },
    });
}

/**
 * Text `min`–`max` characters long once trimmed (UTF-16 units, as the column counts them): a reason
 * or a note kept trimmed; anything but text is refused with the same words. The document reads the
 * bounds as `minLength` and `maxLength`.
 */
export function LengthOnceTrimmed(min: number, max: number, options: ValidationOptions) {
  return (object: object, propertyName: string) =>
    registerDecorator({
      name: 'lengthOnceTrimmed',
      target: object.constructor,
      propertyName,
      constraints: [min, max],
      options,
      validator: {
        validate: (v: unknown) => typeof v === 'string' && v.trim().length >= min && v.trim().length <= max,
      },
    });
}

/**
 * Text at least `min` characters long once trimmed: a reason that must say something. Its type is
 * another rule's (IsString); the document reads the bound as `minLength`.
 */
export function MinLengthOnceTrimmed(min: number, options: ValidationOptions) {
  return (object: object, propertyName: string) =>
    registerDecorator({
      name: 'minLengthOnceTrimmed',
      target: object.constructor,
      propertyName,
      constraints: [min],
      options,
      validator: { validate: (v: unknown) => typeof v !== 'string' || v.trim().length >= min },
    });
}

/**
 * Text at most `max` characters long once trimmed (UTF-16 units, as the column counts them): a note
 * kept trimmed. Its type is another rule's (IsString); the document reads the bound as `maxLength`.
 */
export function MaxLengthOnceTrimmed(max: number, options: ValidationOptions) {
  return (object: object, propertyName: string) =>
    registerDecorator({
      name: 'maxLengthOnceTrimmed',
      target: object.constructor,
      propertyName,
      constraints: [max],
      options,
      validator: { validate: (v: unknown) => typeof v !== 'string' || v.trim().length <= max },
    });
}

/** The refusal of an address that is not one, for the checks written outside an input's rules. */
export const EMAIL_RULE = CommonMessages.email;
export const EMAIL_MESSAGE = english(EMAIL_RULE);

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * Characters that only quoted local parts (RFC 5322) or header syntax may carry. isEmail accepts
 * `"a,b"@x.com` and even an escaped CR inside the quotes: one account must be one plain mailbox,
 * never something a mail header could read as two recipients or a new line.
 */
const MAIL_SYNTAX = /["\s,;:<>()[\]\\]|\p{Cc}/u;

/**
 * validator's isEmail throws `URIError: URI malformed` on a lone surrogate ("\ud800"), which is
 * not text anyway: such a string is simply not an address.
 */
export function isEmailAddressText(v: string): boolean {
  return v.length <= 254 && !LONE_SURROGATE.test(v) && !MAIL_SYNTAX.test(v) && isEmail(v);
}

/** An email address once trimmed (services normalize it: trim + lower case). */
export function IsEmailAddress(options?: ValidationOptions) {
  return (object: object, propertyName: string) =>
    registerDecorator({
      name: 'isEmailAddress',
      target: object.constructor,
      propertyName,
      options: { ...translatable(CommonMessages.email), ...options },
      validator: {
        validate: (v: unknown) => typeof v === 'string' && isEmailAddressText(v.trim()),
      },
    });
}

// "X is required" or "X must be a whole number" says more than a range check about a wrong value.
const TYPE_CHECKS = ['isDefined', 'isString', 'isInt', 'isNumber', 'isBoolean', 'isArray', 'isEnum'];
function mostTelling(constraints: Record<string, string>): string | undefined {
  for (const name of TYPE_CHECKS) if (constraints[name]) return name;
  return Object.keys(constraints)[0];
}

/** A broken rule's English message and, when the rule was declared `translatable`, its catalog entry. */
export interface RuleMessage {
  message: string;
  text?: Text;
}

/**
 * The options of a rule whose message has a catalog id: class-validator keeps the English words as
 * the message and hands `context` back on the error, where the transports find the text to
 * translate (`ruleMessage`).
 */
export function translatable(
  descriptor: MessageDescriptor,
  values?: MessageValues,
  labels?: Readonly<Record<string, MessageDescriptor>>,
): ValidationOptions {
  const words = text(descriptor, values, labels);
  return { message: formatText(DEFAULT_LOCALE, words), context: { text: words } };
}

/** The message of one broken rule of a validation error, with its text when it has one. */
export function ruleMessage(error: ValidationError, constraint: string): RuleMessage | undefined {
  const message = error.constraints?.[constraint];
  if (!message) return undefined;
  const context = error.contexts?.[constraint] as { text?: Text } | undefined;
  return { message, text: context?.text };
}

function firstMessage(errors: ValidationError[]): RuleMessage | undefined {
  for (const e of errors) {
    const name = e.constraints && mostTelling(e.constraints);
    const own = name ? ruleMessage(e, name) : undefined;
    if (own) return own;
    const nested = firstMessage(e.children ?? []);
    if (nested) return nested;
  }
  return undefined;
}

/**
 * Builds an input class (the same @InputType classes GraphQL validates, docs/style.md rule 4) from a REST
 * body and validates it; a failure is a VALIDATION domain error with the first problem's message.
 * `undefined` values are left out so that class defaults apply.
 */
export async function parseInput<T extends object>(cls: new () => T, values: Record<string, unknown>): Promise<T> {
  const input = new cls();
  for (const [key, value] of Object.entries(values)) {
    if (value !== undefined) (input as Record<string, unknown>)[key] = value;
  }
  const errors = await validate(input, { forbidUnknownValues: true, validationError: { target: false, value: false } });
  if (errors.length > 0) {
    const first = firstMessage(errors);
    throw first ? invalid(first.message, first.text) : invalid(HttpMessages.invalidInput);
  }
  return input;
}

/**
 * The canonical form of an address, used at every entry (sign-up, codes, login, import, admin):
 * trimmed, Unicode NFC, lower case, with the final sigma folded too (simple case folding), so that
 * the composed and decomposed spellings of one address are one account. `users.email` holds this
 * form under a unique index. (Migration 1764400000000 copies this rule; change both or neither.)
 */
export function normalizeEmail(email: string): string {
  return email.trim().normalize('NFC').toLowerCase().replace(/ς/g, 'σ').normalize('NFC');
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Ids in paths and arguments are checked before they reach SQL: a malformed one is a 404, not a 500. */
export function isUuid(value: string): boolean {
  return UUID.test(value);
}

/** Client idempotency keys (headers and arguments): short and plain, so they fit every index. */
const IDEMPOTENCY_KEY = /^[\w-]{1,100}$/;

/** True for a well-formed idempotency key; any other value (not text, too long, other characters) is not one. */
export function isIdempotencyKey(value: unknown): value is string {
  return typeof value === 'string' && IDEMPOTENCY_KEY.test(value);
}

/** The refusal of a malformed idempotency key, wherever one is given (a header, an argument, an input). */
export const IDEMPOTENCY_KEY_RULE = CommonMessages.idempotencyKey;

/** `isIdempotencyKey` as a class-validator rule, for an input's idempotency key field. */
export function IsIdempotencyKey() {
  return Matches(IDEMPOTENCY_KEY, translatable(IDEMPOTENCY_KEY_RULE));
}
