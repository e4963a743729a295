import { ArgsType, Field } from 'type-graphql';
import { IsDefined, IsString } from 'class-validator';
import { restInput } from '../../common/http/rest-input.js';
import { DocumentedRule, translatable } from '../../common/validation.js';
import { PremiumMessages } from './premium.messages.js';

/** The longest address a checkout returns to. */
const ORIGIN_URL_MAX = 500;
const required = translatable(PremiumMessages.originUrlRequired);

/**
 * At most `ORIGIN_URL_MAX` UTF-16 units, as the route always counted. Whether it is a URL, and this
 * app's, is the service's check, after whether Premium is available at all (503) and to this member (409).
 */
const IsOriginUrlText = () =>
  DocumentedRule(
    'isOriginUrlText',
    (v) => typeof v === 'string' && v.length <= ORIGIN_URL_MAX,
    { format: 'uri', maxLength: ORIGIN_URL_MAX },
    required,
  );

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
