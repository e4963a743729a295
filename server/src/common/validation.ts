import { isEmail, registerDecorator, validate, type ValidationError, type ValidationOptions } from 'class-validator';
import { invalid } from './errors/domain-error.js';

/** An IANA timezone name that this runtime knows (e.g. "Europe/Paris", "UTC"). */
export function isTimeZone(value: unknown): value is string {
  if (typeof value !== 'string' || value.length === 0 || value.length > 64) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

export function IsTimeZone(options?: ValidationOptions) {
  return (object: object, propertyName: string) =>
    registerDecorator({
      name: 'isTimeZone',
      target: object.constructor,
      propertyName,
      options: { message: `${propertyName} must be an IANA timezone such as Europe/Paris`, ...options },
      validator: { validate: (v: unknown) => isTimeZone(v) },
    });
}

export const EMAIL_MESSAGE = 'Please enter a valid email address';

export function isEmailAddressText(v: string): boolean {
  return v.length <= 254 && isEmail(v);
}

/** An email address once trimmed (services normalize it: trim + lower case). */
export function IsEmailAddress(options?: ValidationOptions) {
  return (object: object, propertyName: string) =>
    registerDecorator({
      name: 'isEmailAddress',
      target: object.constructor,
      propertyName,
      options: { message: EMAIL_MESSAGE, ...options },
      validator: {
        validate: (v: unknown) => typeof v === 'string' && v.trim().length <= 254 && isEmail(v.trim()),
      },
    });
}

// "X is required" or "X must be a whole number" says more than a range check about a wrong value.
const TYPE_CHECKS = ['isDefined', 'isString', 'isInt', 'isNumber', 'isBoolean', 'isArray', 'isEnum'];
function mostTelling(constraints: Record<string, string>): string | undefined {
  for (const name of TYPE_CHECKS) if (constraints[name]) return constraints[name];
  return Object.values(constraints)[0];
}

function firstMessage(errors: ValidationError[]): string | undefined {
  for (const e of errors) {
    const own = e.constraints && mostTelling(e.constraints);
    if (own) return own;
    const nested = firstMessage(e.children ?? []);
    if (nested) return nested;
  }
  return undefined;
}

/**
 * Builds an input class (the same @InputType classes GraphQL validates, STYLE rule 4) from a REST
 * body and validates it; a failure is a VALIDATION domain error with the first problem's message.
 * `undefined` values are left out so that class defaults apply.
 */
export async function parseInput<T extends object>(cls: new () => T, values: Record<string, unknown>): Promise<T> {
  const input = new cls();
  for (const [key, value] of Object.entries(values)) {
    if (value !== undefined) (input as Record<string, unknown>)[key] = value;
  }
  const errors = await validate(input, { forbidUnknownValues: true, validationError: { target: false, value: false } });
  if (errors.length > 0) throw invalid(firstMessage(errors) ?? 'Invalid input');
  return input;
}

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Ids in paths and arguments are checked before they reach SQL: a malformed one is a 404, not a 500. */
export function isUuid(value: string): boolean {
  return UUID.test(value);
}
