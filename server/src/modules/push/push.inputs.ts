import { Field, InputType } from 'type-graphql';
import { IsDefined, ValidateNested } from 'class-validator';
import { restInput } from '../../common/http/rest-input.js';
import { DocumentedRule, translatable } from '../../common/validation.js';
import { PushMessages } from './push.messages.js';

/** The longest push service address kept (every push service's is far shorter). */
const MAX_ENDPOINT = 2048;
/** A key as a browser's `toJSON()` gives it: base64url, with or without padding. */
const BASE64URL = /^[A-Za-z0-9_-]+={0,2}$/;

/** A key's bytes, for text that is base64url and not absurdly long; undefined for anything else. */
export function base64urlBytes(value: unknown): Buffer | undefined {
  return typeof value === 'string' && BASE64URL.test(value) && value.length <= 200
    ? Buffer.from(value, 'base64url')
    : undefined;
}

/** A push service's address: https, no user or password in it. Where it may point is the service's check. */
export function pushEndpoint(value: unknown): URL | undefined {
  if (typeof value !== 'string' || value.length > MAX_ENDPOINT || !URL.canParse(value)) return undefined;
  const url = new URL(value);
  return url.protocol === 'https:' && !url.username && !url.password ? url : undefined;
}

const keyOf = (size: number, first?: number) => (v: unknown) => {
  const bytes = base64urlBytes(v);
  return bytes !== undefined && bytes.length === size && (first === undefined || bytes[0] === first);
};

/** The browser's two keys of its push subscription (RFC 8291): an uncompressed P-256 point and a 16-byte secret. */
@InputType({ description: "The browser's two keys of its push subscription (RFC 8291), base64url." })
export class PushSubscriptionKeysInput {
  @Field({ description: "The browser's P-256 public key, base64url (65 bytes)." })
  @DocumentedRule('isPushPublicKey', keyOf(65, 4), { pattern: BASE64URL.source }, translatable(PushMessages.publicKey))
  p256dh: string;

  @Field({ description: "The browser's authentication secret, base64url (16 bytes)." })
  @DocumentedRule('isPushSecret', keyOf(16), { pattern: BASE64URL.source }, translatable(PushMessages.secret))
  auth: string;
}

/**
 * The one rule for a subscription a browser hands over, on both transports: its push service's
 * https address and its two keys. Keys that are missing or not an object are a public key that is
 * not one, as they always said.
 */
@InputType({ description: "The browser's PushSubscription, as its toJSON() gives it." })
export class PushSubscriptionInput {
  @Field({ description: "The push service's https address for this browser." })
  @DocumentedRule(
    'isPushEndpoint',
    (v) => pushEndpoint(v) !== undefined,
    { maxLength: MAX_ENDPOINT },
    translatable(PushMessages.endpoint),
  )
  endpoint: string;

  @Field(() => PushSubscriptionKeysInput, { description: 'Its keys.' })
  @ValidateNested(translatable(PushMessages.publicKey))
  @IsDefined(translatable(PushMessages.publicKey))
  keys: PushSubscriptionKeysInput;
}

/** POST /push/subscriptions. */
export const pushSubscriptionBody = restInput(PushSubscriptionInput, { endpoint: 'endpoint', keys: 'keys' });
