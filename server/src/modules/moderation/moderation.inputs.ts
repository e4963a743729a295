import { ArgsType, Field, ID } from 'type-graphql';
import { IsDefined, IsString, Matches, MaxLength, MinLength } from 'class-validator';
import { restInput } from '../../common/http/rest-input.js';
import { translatable } from '../../common/validation.js';
import { ModerationMessages } from './moderation.messages.js';

/** The longest reason a suspension keeps (trimmed). */
export const SUSPENSION_REASON_MAX = 500;

/** Suspend a member, with a reason (REST: the member in the path). */
@ArgsType()
export class SuspendMemberArgs {
  @Field(() => ID, { description: 'The member.' })
  userId: string;

  // Registered bottom-up: a missing or blank reason says it is required before any length.
  @Field({ description: 'Why (1–500 characters).' })
  @MaxLength(SUSPENSION_REASON_MAX, translatable(ModerationMessages.reasonTooLong, { max: SUSPENSION_REASON_MAX }))
  @MinLength(1, translatable(ModerationMessages.reasonRequired))
  @Matches(/\S/, translatable(ModerationMessages.reasonRequired))
  @IsString(translatable(ModerationMessages.reasonRequired))
  @IsDefined(translatable(ModerationMessages.reasonRequired))
  reason: string;
}

/** POST /admin/users/{id}/suspend. */
export const suspendBody = restInput(SuspendMemberArgs, { reason: 'reason' });
