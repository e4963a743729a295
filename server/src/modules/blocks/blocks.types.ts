import { Field, ID, ObjectType } from 'type-graphql';
import { Connection } from '../../common/pagination.js';

@ObjectType('BlockedMember', {
  description: 'A member I blocked: no questions, requests or messages between us until I unblock them.',
})
export class BlockedMemberType {
  @Field(() => ID, { description: 'The member.' }) id: string;
  @Field({ description: 'Their full name.' }) fullName: string;
  @Field({ description: 'When I blocked them.' }) blockedAt: Date;
}

@ObjectType({ description: 'A page of the members I blocked, the newest block first.' })
export class BlockedMemberConnection extends Connection(BlockedMemberType, {
  nodes: 'The members of this page, the newest block first.',
  totalCount: 'How many members I blocked in all.',
}) {}
