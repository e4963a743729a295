import { Field, ID, InputType, Int, ObjectType } from 'type-graphql';
import { IsOptional, IsString, MaxLength } from 'class-validator';
import { storedEnum } from '../../common/graphql/enums.js';
import { restInput } from '../../common/http/rest-input.js';
import { Connection } from '../../common/pagination.js';
import { QuestionLabels } from './question.labels.js';
import { fieldRule, translatable } from '../../common/validation.js';

export const QuestionSubject = storedEnum('QuestionSubject', 'What a question is about.', {
  service: 'One of the asked member’s services (asked on its card).',
  need: 'A need the asked member posted.',
  member: 'The asked member themselves (asked on their coach profile).',
});

export const QuestionRole = storedEnum('QuestionRole', 'Whether I asked a question or was asked it.', {
  asker: 'I asked it.',
  answerer: 'I was asked it.',
});

@ObjectType('QuestionMember', { description: 'The other member of a question thread.' })
export class QuestionMemberType {
  @Field(() => ID, { description: 'The member.' }) id: string;
  @Field({ description: 'Their full name.' }) fullName: string;
}

@ObjectType('ProposedService', { description: 'The service the coach proposed to turn a question into.' })
export class ProposedServiceType {
  @Field(() => ID, { description: 'The service.' }) id: string;
  @Field({ description: 'Its title.' }) title: string;
  @Field(() => Int, { description: 'What the request will cost (held from a free member’s balance).' })
  energyCost: number;
}

@ObjectType('Question', {
  description:
    'A private question thread between two members, before (or instead of) an exchange request. Only its two members see it.',
})
export class QuestionType {
  @Field(() => ID, { description: 'Unique id of the question.' }) id: string;
  @Field(() => QuestionSubject, { description: 'What it is about: SERVICE, NEED or MEMBER.' }) subject: string;
  @Field(() => ID, { nullable: true, description: 'The service it is about.' }) serviceId: string | null;
  @Field(() => ID, { nullable: true, description: 'The need it is about.' }) needId: string | null;
  @Field({ description: 'The service’s or need’s title; for a member, “A question to <name>”.' }) title: string;
  @Field(() => QuestionRole, { description: 'Whether I asked it or was asked.' }) role: string;
  @Field(() => ID, { description: 'Who would coach: the member asked, or the asker of a need.' }) coachId: string;
  @Field(() => QuestionMemberType, { description: 'The other member of the thread.' })
  otherMember: QuestionMemberType;
  @Field(() => ProposedServiceType, {
    nullable: true,
    description: 'The service the coach proposed to turn it into a request; null until they do.',
  })
  proposedService: ProposedServiceType | null;
  @Field(() => ID, {
    nullable: true,
    description: 'The exchange request it became; its thread continues there, with the question’s messages.',
  })
  requestId: string | null;
  @Field({ description: 'I am its coach and it has not become a request: I may propose a service.' })
  canPropose: boolean;
  @Field({ description: 'The coach proposed a service and I am the other member: confirming sends the request.' })
  canConfirm: boolean;
  @Field(() => Int, { description: 'Messages from the other member I have not marked read.' }) unreadCount: number;
  @Field({ description: 'When it was first asked.' }) createdAt: Date;
  @Field({ description: 'When its latest message was written.' }) lastMessageAt: Date;
}

@ObjectType({ description: 'A page of my questions, the latest activity first.' })
export class QuestionConnection extends Connection(QuestionType, {
  nodes: 'The questions of this page, the latest activity first.',
  totalCount: 'How many questions I asked or was asked in all.',
}) {}

@InputType({
  description: 'Ask a member a question: about one of their services, one of their needs, or them (exactly one).',
})
export class AskQuestionInput {
  @Field(() => ID, { nullable: true, description: 'The service it is about (its coach is asked).' })
  @IsOptional()
  @IsString(fieldRule('text', 'service_id'))
  serviceId?: string | null;

  @Field(() => ID, { nullable: true, description: 'The need it is about (its author is asked).' })
  @IsOptional()
  @IsString(fieldRule('text', 'need_id'))
  needId?: string | null;

  @Field(() => ID, { nullable: true, description: 'The member asked, from their profile.' })
  @IsOptional()
  @IsString(fieldRule('text', 'member_id'))
  memberId?: string | null;

  @Field({ description: 'The question, 1–2,000 characters once trimmed.' })
  // Its length is the conversations' rule (messageBody: trimmed, counted in characters, not UTF-16 units).
  @IsString(translatable(QuestionLabels.writeFirst))
  body: string;
}
export const askQuestionBody = restInput(AskQuestionInput, {
  service_id: 'serviceId',
  need_id: 'needId',
  member_id: 'memberId',
  body: 'body',
});

@InputType({ description: 'Turning a question into a request: the coach proposes, the other member confirms.' })
export class QuestionToRequestInput {
  @Field(() => ID, {
    nullable: true,
    description:
      'The coach only: which of their services to propose (the question’s own service when absent; required for a question about a need or a member).',
  })
  @IsOptional()
  @IsString(fieldRule('text', 'service_id'))
  serviceId?: string | null;

  @Field(() => String, {
    nullable: true,
    description:
      "The other member only: the request's message, at most 2000 characters. Empty = 'Hi! I'd like to exchange N EP for your T service.'",
  })
  @IsOptional()
  @IsString(fieldRule('text', QuestionLabels.message))
  @MaxLength(2000, fieldRule('tooLong', QuestionLabels.message, { max: 2000 }))
  message?: string | null;
}
export const questionToRequestBody = restInput(QuestionToRequestInput, { service_id: 'serviceId', message: 'message' });
