import { Field, ID, Int, ObjectType } from 'type-graphql';
import { Connection } from '../../common/pagination.js';

@ObjectType('Message', { description: 'One message of the private thread of an exchange request (plain text).' })
export class MessageType {
  @Field(() => ID, { description: 'Unique id of the message.' }) id: string;
  @Field(() => ID, { description: 'The exchange request whose thread it is in.' }) requestId: string;
  @Field(() => ID, { description: 'Who wrote it: one of the two parties.' }) senderId: string;
  @Field({ description: 'The text, 1–2,000 characters, plain (clients must not render it as HTML).' }) body: string;
  @Field({ description: 'When it was sent.' }) createdAt: Date;
}

@ObjectType({ description: 'A page of a thread, newest first.' })
export class MessageConnection extends Connection(MessageType, {
  nodes: 'The messages of this page, newest first.',
  totalCount: 'How many messages the thread has in all.',
  pageInfo: 'Whether older messages follow, and the cursor to read them.',
}) {}

@ObjectType({
  description: 'Live: a new message in one of the member’s threads (theirs too, from another tab or device).',
})
export class MessageEventType {
  @Field(() => MessageType, { description: 'The new message.' }) message: MessageType;
  @Field(() => Int, { description: 'The member’s unread count in that thread after it.' }) threadUnreadCount: number;
}
