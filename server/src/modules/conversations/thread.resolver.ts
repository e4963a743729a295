import {
  Arg,
  Args,
  Authorized,
  Ctx,
  FieldResolver,
  ID,
  Int,
  Mutation,
  Resolver,
  Root,
  type ClassType,
} from 'type-graphql';
import type DataLoader from 'dataloader';
import type { GraphQLContext } from '../../common/graphql/context.js';
import { unauthenticated } from '../../common/errors/domain-error.js';
import { connectionOf, pageArgs, type PageArgs } from '../../common/pagination.js';
import type { MessageView, ThreadRef } from './conversation.service.js';
import { MessageConnection, MessageType } from './conversation.types.js';
import { MessageBodyArgs } from './conversation.inputs.js';

export const asMessage = (m: MessageView): MessageType => ({ ...m, createdAt: new Date(m.createdAt) });

/**
 * One kind of thread as GraphQL names it: the type that holds it, the argument naming it and each
 * operation's name and description. The schema keeps the names each kind always had
 * (`sendMessage(requestId)`, `sendGroupSessionMessage(groupSessionId)`, …); what they do is
 * written once, in `threadResolvers`.
 */
export interface ThreadOperations<Answer> {
  /** Which thread an id names. */
  refOf: (id: string) => ThreadRef;
  /** The type holding the thread: its `messages` (and `unreadCount`) fields are added to it. */
  on: ClassType;
  /** The mutations' argument naming the thread (`requestId`, `groupSessionId`, `questionId`). */
  id: { name: string; description: string };
  send: { name: string; description: string };
  markRead: {
    name: string;
    description: string;
    returns: () => ClassType;
    /** What the mutation answers once the thread is read: the thing that holds it, for the member. */
    answer: (ctx: GraphQLContext, memberId: string, id: string) => Promise<Answer>;
  };
  messages: { description: string };
  /** The viewer's unread count as a field, batched per list; absent where the type carries it already. */
  unreadCount?: { description: string; loader: (ctx: GraphQLContext) => DataLoader<string, number> };
}

const MESSAGES_PAGE = pageArgs({
  defaultSize: 30,
  after: 'The endCursor of the previous page (older messages); absent for the newest.',
});

/**
 * A thread's messages page, send, mark-read and unread count, for one kind of thread. Privacy is the
 * service's: only the thread's members read or write it (NOT_FOUND for anyone else).
 */
export function threadResolvers<Answer>(kind: ThreadOperations<Answer>): ClassType[] {
  const { refOf, id, send, markRead, messages, unreadCount } = kind;

  // The page is a field of a type other queries reach too: it asks for a member itself, the
  // mutations through @Authorized.
  @Resolver(() => kind.on)
  class ThreadTransport {
    @FieldResolver(() => MessageConnection, { description: messages.description })
    async messages(
      @Root() holder: { id: string },
      @Ctx() ctx: GraphQLContext,
      @Args(MESSAGES_PAGE) list: PageArgs,
    ): Promise<MessageConnection> {
      if (!ctx.member) throw unauthenticated();
      const page = await ctx.services.conversations.page(ctx.member.id, refOf(holder.id), list.page);
      return connectionOf(page, asMessage);
    }

    @Authorized()
    @Mutation(() => MessageType, { name: send.name, description: send.description })
    async send(
      @Arg(id.name, () => ID, { description: id.description }) threadId: string,
      @Args() { body }: MessageBodyArgs,
      @Ctx() ctx: GraphQLContext,
    ): Promise<MessageType> {
      return asMessage(await ctx.services.conversations.post(ctx.member!.id, refOf(threadId), body));
    }

    @Authorized()
    @Mutation(markRead.returns, { name: markRead.name, description: markRead.description })
    async markRead(
      @Arg(id.name, () => ID, { description: id.description }) threadId: string,
      @Ctx() ctx: GraphQLContext,
    ): Promise<Answer> {
      await ctx.services.conversations.markThreadRead(ctx.member!.id, refOf(threadId));
      unreadCount?.loader(ctx).clear(threadId);
      return markRead.answer(ctx, ctx.member!.id, threadId);
    }
  }
  Object.defineProperty(ThreadTransport, 'name', { value: `${send.name}Thread` });
  if (!unreadCount) return [ThreadTransport];
  const unread = unreadCount;

  @Resolver(() => kind.on)
  class ThreadUnread {
    @FieldResolver(() => Int, { description: unread.description })
    unreadCount(@Root() holder: { id: string }, @Ctx() ctx: GraphQLContext): Promise<number> {
      return unread.loader(ctx).load(holder.id);
    }
  }
  Object.defineProperty(ThreadUnread, 'name', { value: `${send.name}ThreadUnread` });
  return [ThreadTransport, ThreadUnread];
}
