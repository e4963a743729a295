import { Field, ID, InputType, Int, registerEnumType } from 'type-graphql';
import { IsBoolean, IsDefined, IsIn, IsInt, IsISO8601, IsOptional, IsString, Matches, Max, MaxLength, Min } from 'class-validator';

export enum RequestAction {
  ACCEPT = 'accept',
  DECLINE = 'decline',
}
registerEnumType(RequestAction, { name: 'RequestAction' });

export enum SessionAction {
  ACCEPT = 'accept',
  REJECT = 'reject',
}
registerEnumType(SessionAction, { name: 'SessionAction' });

@InputType({ description: 'Ask for a service in exchange for its EP cost.' })
export class SendRequestInput {
  @Field(() => ID)
  @IsDefined({ message: 'service_id is required' })
  @IsString({ message: 'service_id is required' })
  serviceId: string;

  @Field(() => String, { nullable: true, description: "Empty = 'Hi! I'd like to exchange N EP for your T service.'" })
  @IsOptional()
  @IsString({ message: 'Message must be text' })
  @MaxLength(2000, { message: 'Message must be at most 2000 characters long' })
  message?: string | null;

  @Field({ nullable: true, description: 'Optional idempotency key: a retried send with the same key never holds EP twice.' })
  @IsOptional()
  @IsString()
  @Matches(/^[\w-]{1,100}$/, { message: 'Idempotency key must be 1–100 letters, digits, - or _' })
  clientKey?: string;
}

@InputType()
export class RespondToRequestInput {
  @Field(() => ID)
  @IsDefined({ message: 'request_id is required' })
  @IsString({ message: 'request_id is required' })
  requestId: string;

  @Field(() => RequestAction)
  @IsIn(Object.values(RequestAction), { message: 'action must be accept or decline' })
  action: RequestAction;

  @Field(() => String, { nullable: true, description: 'ISO date-time of the session; about 7 days ahead when absent.' })
  @IsOptional()
  @IsISO8601({ strict: true }, { message: 'session_date must be an ISO date-time' })
  sessionDate?: string | null;
}

@InputType({ description: "Propose a session in a slot of the other party's availability." })
export class ProposeSessionInput {
  @Field(() => ID)
  @IsDefined({ message: 'exchange_request_id is required' })
  @IsString({ message: 'exchange_request_id is required' })
  exchangeRequestId: string;

  @Field({ description: 'YYYY-MM-DD, in the other party’s calendar.' })
  @IsDefined({ message: 'Date and time are required' })
  @IsString({ message: 'Date and time are required' })
  proposedDate: string;

  @Field({ description: '"HH:00", 07:00–19:00.' })
  @IsDefined({ message: 'Date and time are required' })
  @IsString({ message: 'Date and time are required' })
  proposedTimeSlot: string;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @IsString()
  @MaxLength(2000, { message: 'Notes must be at most 2000 characters long' })
  notes?: string | null;
}

@InputType()
export class TestimonialInput {
  @Field(() => ID)
  @IsDefined({ message: 'exchange_request_id is required' })
  @IsString({ message: 'exchange_request_id is required' })
  exchangeRequestId: string;

  @Field(() => Int, { defaultValue: 5 })
  @IsInt({ message: 'Rating must be a whole number from 1 to 5' })
  @Min(1, { message: 'Rating must be a whole number from 1 to 5' })
  @Max(5, { message: 'Rating must be a whole number from 1 to 5' })
  rating: number = 5;

  @Field()
  @IsDefined({ message: 'Content is required' })
  @IsString({ message: 'Content is required' })
  @Matches(/\S/, { message: 'Content is required' })
  @MaxLength(2000, { message: 'Content must be at most 2000 characters long' })
  content: string;

  @Field({ defaultValue: true })
  @IsBoolean({ message: 'is_public must be true or false' })
  isPublic: boolean = true;
}
