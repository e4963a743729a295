import { Field, ID, Int, ObjectType } from 'type-graphql';
import { storedEnum } from '../../common/graphql/enums.js';
import { Connection } from '../../common/pagination.js';

@ObjectType('Message', {
  description: 'One message of the private thread of an exchange request, a group session or a question (plain text).',
})
export class MessageType {
  @Field(() => ID, { description: 'Unique id of the message.' }) id: string;
  @Field(() => ID, {
    nullable: true,
    description: 'The exchange request whose thread it is in; null in a group session’s thread (groupSessionId).',
  })
  requestId: string | null;
  @Field(() => ID, {
    nullable: true,
    description: 'The group session whose thread it is in; null in an exchange request’s thread.',
  })
  groupSessionId: string | null;
  @Field(() => ID, {
    nullable: true,
    description:
      'The question whose thread it was written in; it keeps it once the question became a request (requestId then says which).',
  })
  questionId: string | null;
  @Field(() => ID, { description: 'Who wrote it: one of the members of the thread.' }) senderId: string;
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

export const ThreadRole = storedEnum('ThreadRole', 'Who a member of a thread is in it.', {
  coach: 'The coach (of the request, or of the group session).',
  member: 'The requester, or a member holding a seat in the group session.',
});

@ObjectType('ThreadMember', { description: 'One member of a thread.' })
export class ThreadMemberType {
  @Field(() => ID, { description: 'The member.' }) id: string;
  @Field({ description: 'Their full name.' }) fullName: string;
  @Field(() => ThreadRole, { description: 'COACH or MEMBER.' }) role: string;
}

@ObjectType('GroupSessionThread', {
  description:
    'The conversation thread of a group session, as one of its members sees it: its coach and the members holding a seat (booked, attended or absent) — not those who only wait, left or were released.',
})
export class GroupSessionThreadType {
  @Field(() => ID, { description: 'The group session.' }) groupSessionId: string;
  @Field({ description: "The service's title." }) title: string;
  @Field(() => [ThreadMemberType], { description: 'Its coach first, then the seat holders in booking order.' })
  members: ThreadMemberType[];
  @Field(() => Int, { description: 'How many messages it has.' }) messageCount: number;
  @Field(() => Int, { description: 'Messages from the others I have not marked read.' }) unreadCount: number;
}
