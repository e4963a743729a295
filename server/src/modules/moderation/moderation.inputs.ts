import { ArgsType, Field, ID } from 'type-graphql';
import { IsDefined, IsOptional, IsString, Matches, MaxLength, MinLength } from 'class-validator';
import { restInput } from '../../common/http/rest-input.js';
import { MaxLengthOnceTrimmed, translatable } from '../../common/validation.js';
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

/** The longest note a closed report keeps (trimmed). */
export const RESOLUTION_MAX = 1000;

/** Close a report, with an optional note (REST: the report in the path). */
@ArgsType()
export class CloseReportArgs {
  @Field(() => ID, { description: 'The report.' })
  id: string;

  // Null, absent or blank once trimmed: no note.
  @Field(() => String, { nullable: true, description: 'What was done (up to 1,000 characters).' })
  @IsOptional()
  @MaxLengthOnceTrimmed(RESOLUTION_MAX, translatable(ModerationMessages.noteTooLong, { max: RESOLUTION_MAX }))
  @IsString(translatable(ModerationMessages.resolutionText))
  resolution?: string | null;
}

/** POST /admin/users/{id}/suspend. */
export const suspendBody = restInput(SuspendMemberArgs, { reason: 'reason' });
/** POST /admin/reports/{id}/close: a null resolution is no note, as an absent one. */
export const closeReportBody = restInput(CloseReportArgs, { resolution: 'resolution' });
