import { ArgsType, Field, ID } from 'type-graphql';
import { IsDefined, IsIn, IsOptional, IsString, Matches, MaxLength, MinLength } from 'class-validator';
import { restInput } from '../../common/http/rest-input.js';
import { storedEnum, type EnumValue } from '../../common/graphql/enums.js';
import { MaxLengthOnceTrimmed, MinLengthOnceTrimmed, translatable } from '../../common/validation.js';
import { ModerationMessages } from './moderation.messages.js';

export const ReportSubjectType = storedEnum('ReportSubjectType', 'What a report is about.', {
  member: 'A member.',
  service: "One of a member's services.",
});

/** A report's reason: long enough to act on, short enough to read in the queue. */
export const REPORT_REASON_MIN = 10;
export const REPORT_REASON_MAX = 1000;

/**
 * A report on a member or a service. The subject's id has no rule here: one that cannot be an id is
 * a subject not found (404), said before the reason is checked (`knownSubjectId`), on both transports.
 */
@ArgsType()
export class ReportSubjectArgs {
  @Field(() => ReportSubjectType, { description: 'MEMBER or SERVICE.' })
  @IsIn(Object.values(ReportSubjectType), translatable(ModerationMessages.subjectType))
  subjectType: EnumValue<typeof ReportSubjectType>;

  @Field(() => ID, { description: 'The member or service.' })
  subjectId: string;

  // Registered bottom-up: anything but text says a reason is required before any length.
  @Field({ description: 'What is wrong (10–1,000 characters).' })
  @MaxLengthOnceTrimmed(REPORT_REASON_MAX, translatable(ModerationMessages.reasonTooLong, { max: REPORT_REASON_MAX }))
  @MinLengthOnceTrimmed(REPORT_REASON_MIN, translatable(ModerationMessages.reasonTooShort, { min: REPORT_REASON_MIN }))
  @IsString(translatable(ModerationMessages.reasonRequired))
  reason: string;
}

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

/** POST /reports: the subject's id is asked about first (`knownSubjectId`). */
export const reportSubjectBody = restInput(ReportSubjectArgs, {
  subject_type: 'subjectType',
  subject_id: 'subjectId',
  reason: 'reason',
});
/** POST /admin/users/{id}/suspend. */
export const suspendBody = restInput(SuspendMemberArgs, { reason: 'reason' });
/** POST /admin/reports/{id}/close: a null resolution is no note, as an absent one. */
export const closeReportBody = restInput(CloseReportArgs, { resolution: 'resolution' });
