import { ArgsType, Field, InputType } from 'type-graphql';
import {
  ArrayMaxSize,
  ArrayMinSize,
  IsArray,
  IsBoolean,
  IsDefined,
  IsIn,
  IsOptional,
  ValidateNested,
} from 'class-validator';
import { restInput } from '../../common/http/rest-input.js';
import { fieldRule, translatable } from '../../common/validation.js';
import { MAIL_DELIVERIES, MAIL_TOPICS, MailDelivery, MailTopic } from '../../common/mail/topics.js';
import { PreferenceMessages } from './mail.messages.js';

// The rules that name the kind refused (unknown, listed twice, no choice, a delivery or push the kind
// does not take) stay in MailService.setPreferences: a class rule's words are fixed when the module
// loads and cannot say the value, and the service is where both transports meet. The rules below
// name no value, so they are the class's alone (the service no longer checks them).

const list = translatable(PreferenceMessages.list, { max: MAIL_TOPICS.length });

@InputType({ description: 'One kind and how it should reach the member: its email delivery, its push, or both.' })
export class NotificationPreferenceInput {
  // Left out, it is missing rather than an unknown kind (whose refusal would name "undefined").
  @Field(() => MailTopic, { description: 'The kind.' })
  @IsDefined(fieldRule('required', 'kind'))
  kind: MailTopic;

  @Field(() => MailDelivery, {
    nullable: true,
    description: 'By email: IMMEDIATELY, DIGEST (notification kinds only) or OFF; unchanged when left out.',
  })
  @IsOptional()
  @IsIn(MAIL_DELIVERIES, translatable(PreferenceMessages.delivery))
  delivery?: MailDelivery | null;

  @Field(() => Boolean, {
    nullable: true,
    description: 'Pushed or not (notification kinds only); unchanged when left out.',
  })
  @IsOptional()
  @IsBoolean(translatable(PreferenceMessages.push))
  push?: boolean | null;
}

/** Some or all kinds to change, each once: `updateNotificationPreferences` and PUT /user/notification-preferences. */
@ArgsType()
export class UpdateNotificationPreferencesArgs {
  // Registered bottom-up: not a list says so before its size; an item that is not an object is not
  // a `{kind, delivery, push}` of the list.
  @Field(() => [NotificationPreferenceInput], { description: 'The kinds to change.' })
  @ValidateNested(list)
  @ArrayMaxSize(MAIL_TOPICS.length, list)
  @ArrayMinSize(1, list)
  @IsArray(list)
  preferences: NotificationPreferenceInput[];
}

/** PUT /user/notification-preferences. */
export const preferencesBody = restInput(UpdateNotificationPreferencesArgs, { preferences: 'preferences' });
