import { ArgsType, Field, ID, InputType, Int } from 'type-graphql';
import { IsBoolean, IsIn, IsISO8601, IsOptional, IsString, MaxLength } from 'class-validator';
import { namedEnum, type EnumValue } from '../../common/graphql/enums.js';
import {
  fieldRule,
  IsIdempotencyKey,
  IsRequiredString,
  IsRequiredText,
  IsWholeNumberBetween,
  translatable,
} from '../../common/validation.js';
import { restInput } from '../../common/http/rest-input.js';
import { ExchangeLabels } from './exchange.labels.js';
import { ExchangeMessages } from './exchange.errors.js';

/** A rating is one range, whether it is not whole or outside it. */
const RATING_RANGE = { notWhole: ExchangeLabels.ratingRange, outOfRange: ExchangeLabels.ratingRange };

export const RequestAction = namedEnum('RequestAction', "The coach's answer to a pending exchange request.", {
  ACCEPT: ['accept', 'Accept: the request becomes accepted with a session date and contacts are shown.'],
  DECLINE: ['decline', "Decline: the request ends and the requester's held EP come back."],
});
export type RequestAction = EnumValue<typeof RequestAction>;

export const SessionAction = namedEnum(
  'SessionAction',
  'The answer to a proposed session, given by the party who did not propose it.',
  {
    ACCEPT: ['accept', 'Accept the proposed date and time slot.'],
    REJECT: ['reject', 'Reject it; the request stays accepted and a new session can be proposed.'],
  },
);
export type SessionAction = EnumValue<typeof SessionAction>;

@InputType({ description: 'Ask for a service in exchange for its EP cost.' })
export class SendRequestInput {
  @Field(() => ID, { description: 'Id of the service to request; not your own.' })
  @IsRequiredString('service_id')
  serviceId: string;

  @Field(() => String, {
    nullable: true,
    description:
      "Message to the coach, at most 2000 characters. Empty = 'Hi! I'd like to exchange N EP for your T service.'",
  })
  @IsOptional()
  @IsString(fieldRule('text', ExchangeLabels.message))
  @MaxLength(2000, fieldRule('tooLong', ExchangeLabels.message, { max: 2000 }))
  message?: string | null;

  @Field({
    nullable: true,
    description:
      'Optional idempotency key (1–100 letters, digits, - or _): a retried send with the same key answers the first request and never holds EP twice.',
  })
  @IsOptional()
  @IsString(fieldRule('string', 'clientKey'))
  @IsIdempotencyKey()
  clientKey?: string;
}

@InputType({ description: "The coach's answer to a pending exchange request." })
export class RespondToRequestInput {
  @Field(() => ID, { description: 'Id of the pending request.' })
  @IsRequiredString('request_id')
  requestId: string;

  @Field(() => RequestAction, { description: 'ACCEPT or DECLINE.' })
  @IsIn(Object.values(RequestAction), translatable(ExchangeMessages.requestAction))
  action: RequestAction;

  @Field(() => String, {
    nullable: true,
    description: 'ISO 8601 date-time of the session, in the future; 7 days ahead when absent. Ignored on DECLINE.',
  })
  @IsOptional()
  @IsISO8601({ strict: true }, translatable(ExchangeLabels.sessionDate))
  sessionDate?: string | null;
}

@InputType({ description: "Propose a session in a slot of the other party's availability." })
export class ProposeSessionInput {
  @Field(() => ID, { description: 'Id of the accepted exchange request to schedule.' })
  @IsRequiredString('exchange_request_id')
  exchangeRequestId: string;

  @Field({ description: 'YYYY-MM-DD in the other party’s timezone; not before today.' })
  @IsRequiredString('date', ExchangeLabels.dateAndTimeRequired)
  proposedDate: string;

  @Field({ description: '"HH:00", 07:00–19:00, one of the other party’s slots for that weekday.' })
  @IsRequiredString('date', ExchangeLabels.dateAndTimeRequired)
  proposedTimeSlot: string;

  @Field(() => String, { nullable: true, description: 'Optional notes for the other party, at most 2000 characters.' })
  @IsOptional()
  @IsString(fieldRule('string', 'notes'))
  @MaxLength(2000, fieldRule('tooLong', ExchangeLabels.notes, { max: 2000 }))
  notes?: string | null;
}

/** The other party's answer to a proposed session (REST: the session in the path). */
@ArgsType()
export class RespondToSessionArgs {
  @Field(() => ID, { description: 'Id of the pending session.' })
  sessionId: string;

  @Field(() => SessionAction, { description: 'ACCEPT or REJECT.' })
  @IsIn(Object.values(SessionAction), translatable(ExchangeMessages.sessionAction))
  action: SessionAction;
}

// Both refusals of a rating read alike to the member.

@InputType({ description: 'A testimonial about the other party of a completed exchange.' })
export class TestimonialInput {
  @Field(() => ID, { description: 'Id of the completed exchange request to review.' })
  @IsRequiredString('exchange_request_id')
  exchangeRequestId: string;

  @Field(() => Int, { defaultValue: 5, description: 'Stars, a whole number 1–5.' })
  @IsWholeNumberBetween('Rating', 1, 5, RATING_RANGE)
  rating: number = 5;

  @Field({ description: 'What you want to say, required, at most 2000 characters.' })
  @IsRequiredText(ExchangeLabels.content, 2000)
  content: string;

  @Field({ defaultValue: true, description: 'Whether it may appear on the coach profile.' })
  @IsBoolean(fieldRule('trueOrFalse', 'is_public'))
  isPublic: boolean = true;
}

@InputType({ description: 'A testimonial about the coach of a group session I attended (my seat).' })
export class SeatTestimonialInput {
  @Field(() => Int, { defaultValue: 5, description: 'Stars, a whole number 1–5.' })
  @IsWholeNumberBetween('Rating', 1, 5, RATING_RANGE)
  rating: number = 5;

  @Field({ description: 'What you want to say, required, at most 2000 characters.' })
  @IsRequiredText(ExchangeLabels.content, 2000)
  content: string;

  @Field({ defaultValue: true, description: 'Whether it may appear on the coach profile.' })
  @IsBoolean(fieldRule('trueOrFalse', 'is_public'))
  isPublic: boolean = true;
}

// The REST bodies of these inputs: each snake_case field and the input field it fills. The routes
// parse with them and the OpenAPI document describes the bodies from them.
/** POST /requests; the idempotency key comes from the Idempotency-Key header. */
export const sendRequestBody = restInput(SendRequestInput, { service_id: 'serviceId', message: 'message' });
/** POST /requests/respond. */
export const respondToRequestBody = restInput(RespondToRequestInput, {
  request_id: 'requestId',
  action: 'action',
  session_date: 'sessionDate',
});
/** POST /sessions/{id}/respond. */
export const respondToSessionBody = restInput(RespondToSessionArgs, { action: 'action' });
/** POST /sessions. */
export const proposeSessionBody = restInput(ProposeSessionInput, {
  exchange_request_id: 'exchangeRequestId',
  proposed_date: 'proposedDate',
  proposed_time_slot: 'proposedTimeSlot',
  notes: 'notes',
});
/** POST /testimonials. */
export const testimonialBody = restInput(TestimonialInput, {
  exchange_request_id: 'exchangeRequestId',
  rating: 'rating',
  content: 'content',
  is_public: 'isPublic',
});
/** POST /group-sessions/{id}/testimonial; the group session comes from the path. */
export const seatTestimonialBody = restInput(SeatTestimonialInput, {
  rating: 'rating',
  content: 'content',
  is_public: 'isPublic',
});
