import { ArgsType, Field } from 'type-graphql';
import { restInput } from '../../common/http/rest-input.js';
import { DocumentedRule, translatable } from '../../common/validation.js';
import { keptMessage, MESSAGE_RULES } from './conversation.service.js';

/** A message's text: each of MESSAGE_RULES, in its order, as a rule of the input. */
function IsMessageBody() {
  return (object: object, propertyName: string) => {
    for (const rule of MESSAGE_RULES)
      DocumentedRule(
        rule.name,
        (v) => rule.holds(keptMessage(v)),
        rule.jsonSchema,
        translatable(rule.words, rule.values),
      )(object, propertyName);
  };
}

/** A message written to a thread (REST and GraphQL: the thread is named beside it). */
@ArgsType()
export class MessageBodyArgs {
  @Field({ description: 'The text, 1–2,000 characters once trimmed.' })
  @IsMessageBody()
  body: string;
}

/** POST /requests/{id}/messages, /group-sessions/{id}/messages and /questions/{id}/messages. */
export const messageBodyInput = restInput(MessageBodyArgs, { body: 'body' });
