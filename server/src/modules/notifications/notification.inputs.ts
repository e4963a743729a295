import { ArgsType, Field, ID } from 'type-graphql';
import { IsBoolean } from 'class-validator';
import { restInput } from '../../common/http/rest-input.js';
import { fieldRule } from '../../common/validation.js';

/** Mark one of my notifications read or unread (REST: the notification in the path). */
@ArgsType()
export class MarkNotificationReadArgs {
  @Field(() => ID, { description: 'Id of the notification.' })
  id: string;

  @Field(() => Boolean, { defaultValue: true, description: 'True to mark read, false to mark unread.' })
  @IsBoolean(fieldRule('trueOrFalse', 'read'))
  read: boolean = true;
}

/** PUT /notifications/{id}: REST has always asked for `read`, GraphQL marks read by default. */
export const markReadBody = restInput(MarkNotificationReadArgs, { read: 'read' }, { absent: { read: 'required' } });
