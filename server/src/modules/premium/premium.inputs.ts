import { ArgsType, Field } from 'type-graphql';
import { IsDefined, IsString, registerDecorator } from 'class-validator';
import { restInput } from '../../common/http/rest-input.js';
import { translatable } from '../../common/validation.js';
import { PremiumMessages } from './premium.messages.js';

/** The longest address a checkout returns to. */
const ORIGIN_URL_MAX = 500;
const required = translatable(PremiumMessages.originUrlRequired);

/**
 * At most `ORIGIN_URL_MAX` UTF-16 units, as the route always counted. Whether it is a URL, and this
 * app's, is the service's check, after whether Premium is available at all (503) and to this member (409).
 */
function IsOriginUrlText() {
  return (object: object, propertyName: string) =>
    registerDecorator({
      name: 'isOriginUrlText',
      target: object.constructor,
      propertyName,
      constraints: [{ jsonSchema: { format: 'uri', maxLength: ORIGIN_URL_MAX } }],
      options: required,
      validator: { validate: (v: unknown) => typeof v === 'string' && v.length <= ORIGIN_URL_MAX },
    });
}

/** Start a Premium checkout. */
@ArgsType()
export class CheckoutArgs {
  @Field({ description: "This app's address (its origin), where Checkout sends the browser back." })
  @IsOriginUrlText()
  @IsString(required)
  @IsDefined(required)
  originUrl: string;
}

/** POST /premium/checkout. */
export const checkoutBody = restInput(CheckoutArgs, { origin_url: 'originUrl' });
