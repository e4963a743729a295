import { Field, ID, Int, ObjectType } from 'type-graphql';
import { CappedConnection } from '../../common/pagination.js';

@ObjectType('Need', { simpleResolvers: true, description: 'Something a member is looking for, on the Needs board.' })
export class NeedType {
  @Field(() => ID, { description: 'Unique id of the need.' }) id: string;
  @Field(() => ID, { description: 'Id of the member who posted it.' }) authorId: string;
  @Field({ description: "The author's full name." }) authorName: string;
  @Field({ description: 'What they are looking for (at most 120 characters).' }) title: string;
  @Field({ description: 'More about it (at most 5000 characters).' }) description: string;
  @Field({ description: 'Category value, e.g. marketing (see `categories`).' }) category: string;
  @Field(() => Int, { description: 'The most EP the author would spend, 1–20.' }) maxEnergy: number;
  @Field(() => String, {
    nullable: true,
    description: 'The last day it is open (YYYY-MM-DD); null: open until closed.',
  })
  endsOn: string | null;
  @Field({ description: 'Open: not closed by its author and not past its last day.' }) open: boolean;
  @Field(() => Int, { description: 'How many services were offered for it ("I can help").' }) answerCount: number;
  @Field({ description: 'When it was posted.' }) createdAt: Date;
}

@ObjectType('NeedAnswer', {
  description: 'A service a member offered for a need ("I can help"); only the need\'s author sees them.',
})
export class NeedAnswerType {
  @Field(() => ID, { description: 'The need answered.' }) needId: string;
  @Field(() => ID, { description: 'The service offered: request it like any other.' })
  serviceId: string;
  @Field(() => ID, { description: 'The member who offered it.' }) helperId: string;
  @Field({ description: "The helper's full name." }) helperName: string;
  @Field({ description: "The service's title." }) serviceTitle: string;
  @Field(() => Int, { description: "The service's price in EP." }) energyCost: number;
  @Field(() => Int, { description: "The service's session length in minutes." }) durationMinutes: number;
  @Field({ description: 'Whether the service can still be requested (not deleted since).' }) active: boolean;
  @Field({ description: 'When the help was offered.' }) createdAt: Date;
}

@ObjectType({ description: 'A page of needs.' })
export class NeedConnection extends CappedConnection(NeedType, {
  nodes: 'The needs of this page, in list order.',
  totalCount:
    'How many needs match, on all pages, counted up to 1000: when more match it is 1000 and totalCountIsCapped is true.',
  totalCountIsCapped: 'True when more than totalCount (1000) needs match: show "1,000+".',
  pageInfo: 'Where this page ends.',
}) {}

@ObjectType({ description: 'What became of a deleted need.' })
export class DeleteNeedResult {
  @Field(() => ID, { description: 'Id of the deleted need.' }) id: string;
}
