import { Arg, Authorized, Ctx, FieldResolver, ID, Query, Resolver, Root, Subscription } from 'type-graphql';
import type DataLoader from 'dataloader';
import type { GraphQLContext } from '../../common/graphql/context.js';
import { notFound, unauthenticated } from '../../common/errors/domain-error.js';
import {
  type ExchangeService,
  type RequestForViewer,
  ExchangeMessages,
  ExchangeRequestType,
  SessionType,
} from '../exchanges/index.js';
import {
  groupThread,
  questionThread,
  requestThread,
  type ConversationService,
  type MessagePosted,
  type ThreadView,
} from './conversation.service.js';
import { GroupSessionThreadType, MessageEventType } from './conversation.types.js';
import { GroupSessionType } from '../group-sessions/index.js';
import { asMessage, threadResolvers } from './thread.resolver.js';

// What this module's resolvers use from the context (see common/graphql/context.ts).
declare module '../../common/graphql/context.js' {
  interface ContextServices {
    conversations: ConversationService;
    exchanges: ExchangeService;
  }
  interface ContextLoaders {
    /** The viewer's unread messages per thread. */
    threadUnread: DataLoader<string, number>;
    /** The viewer's unread messages per group session's thread (0 where they are not a member). */
    groupThreadUnread: DataLoader<string, number>;
    /** Requests as the viewer sees them, by id (a session's request). */
    requestForViewer: DataLoader<string, RequestForViewer | undefined>;
  }
}

const asThread = (t: ThreadView): GroupSessionThreadType => ({
  groupSessionId: t.ref.id,
  title: t.title,
  members: t.members,
  messageCount: t.messageCount,
  unreadCount: t.unreadCount,
});
const GROUP_ID = { description: 'Id of the group session.' };

// Threads belong to the two parties of a request, or to a group session's members: every operation here needs a member.
@Authorized()
@Resolver()
export class ConversationResolver {
  @Query(() => ExchangeRequestType, {
    description:
      'One exchange request of the signed-in member (its thread, for example). NOT_FOUND when they are not one of its parties.',
  })
  exchangeRequest(@Arg('id', () => ID, { description: 'Id of the request.' }) id: string, @Ctx() ctx: GraphQLContext) {
    return ctx.services.exchanges.view(ctx.member!.id, id);
  }

  @Query(() => GroupSessionThreadType, {
    description:
      "A group session's thread: its members (its coach and the members holding a seat) and counts. Every group session has one from its scheduling on. NOT_FOUND for anyone else (admins, members who only wait or who left included).",
  })
  async groupSessionThread(@Arg('groupSessionId', () => ID, GROUP_ID) id: string, @Ctx() ctx: GraphQLContext) {
    return asThread(await ctx.services.conversations.groupThreadOf(ctx.member!.id, id));
  }

  @Subscription(() => MessageEventType, {
    description:
      "New messages in the signed-in member's threads, live: of one request (`requestId`), of one group session (`groupSessionId`), of one question (`questionId`) — NOT_FOUND when not a member — or of all of them.",
    subscribe: async ({
      args,
      context,
    }: {
      args: { requestId?: string | null; groupSessionId?: string | null; questionId?: string | null };
      context: GraphQLContext;
    }) => {
      if (!context.member) throw unauthenticated();
      const thread = args.requestId
        ? requestThread(args.requestId)
        : args.groupSessionId
          ? groupThread(args.groupSessionId)
          : args.questionId
            ? questionThread(args.questionId)
            : null;
      if (thread) await context.services.conversations.members(context.member.id, thread);
      return context.services.conversations.live(context.member.id, thread);
    },
  })
  async messageEvents(
    @Root() posted: MessagePosted,
    @Ctx() ctx: GraphQLContext,
    @Arg('requestId', () => ID, {
      nullable: true,
      description: 'Only this request’s thread; absent (and no groupSessionId) for all of the member’s threads.',
    })
    _requestId?: string,
    @Arg('groupSessionId', () => ID, {
      nullable: true,
      description: 'Only this group session’s thread.',
    })
    _groupSessionId?: string,
    @Arg('questionId', () => ID, {
      nullable: true,
      description: 'Only this question’s thread.',
    })
    _questionId?: string,
  ): Promise<MessageEventType> {
    const event = await ctx.services.conversations.eventFor(ctx.member!.id, posted);
    return { ...event, message: asMessage(event.message) };
  }
}

@Resolver(() => SessionType)
export class SessionThreadResolver {
  @FieldResolver(() => ExchangeRequestType, {
    description: 'The exchange request the session belongs to, as the viewer sees it (its thread, for example).',
  })
  async exchangeRequest(
    @Root() session: { exchangeRequestId: string },
    @Ctx() ctx: GraphQLContext,
  ): Promise<RequestForViewer> {
    const request = await ctx.loaders.requestForViewer.load(session.exchangeRequestId);
    if (!request) throw notFound(ExchangeMessages.requestNotFound);
    return request;
  }
}

/** A request's thread: its two parties only. */
export const requestThreadResolvers = threadResolvers({
  refOf: requestThread,
  on: ExchangeRequestType,
  id: { name: 'requestId', description: 'Id of the exchange request.' },
  send: {
    name: 'sendMessage',
    description:
      'Writes to the private thread of a request (its two parties only; NOT_FOUND for anyone else). Plain text, trimmed, 1–2,000 characters (BAD_USER_INPUT); at most 30 a minute per member (TOO_MANY_REQUESTS).',
  },
  markRead: {
    name: 'markThreadRead',
    description:
      'Marks the thread read for the signed-in member (its unreadCount becomes 0, its message notification read); answers the request. Reading messages does not mark them read.',
    returns: () => ExchangeRequestType,
    answer: (ctx, memberId, requestId) => ctx.services.exchanges.view(memberId, requestId),
  },
  messages: {
    description:
      'The private thread of the request, newest first, a page at a time (read it for one request at a time).',
  },
  unreadCount: {
    description: 'Messages from the other party the viewer has not read yet (markThreadRead clears it).',
    loader: (ctx) => ctx.loaders.threadUnread,
  },
});

/** A group session's thread, on the group session itself: its coach and seat holders only. */
export const groupThreadResolvers = threadResolvers({
  refOf: groupThread,
  on: GroupSessionType,
  id: { name: 'groupSessionId', ...GROUP_ID },
  send: {
    name: 'sendGroupSessionMessage',
    description:
      "Writes to a group session's thread (its members only; NOT_FOUND for anyone else). Plain text, trimmed, 1–2,000 characters (BAD_USER_INPUT); at most 30 a minute per member (TOO_MANY_REQUESTS).",
  },
  markRead: {
    name: 'markGroupSessionThreadRead',
    description:
      "Marks a group session's thread read for the signed-in member (unreadCount 0, its message notification read); answers the thread.",
    returns: () => GroupSessionThreadType,
    answer: async (ctx, memberId, id) => asThread(await ctx.services.conversations.groupThreadOf(memberId, id)),
  },
  messages: {
    description:
      'Its thread, newest first, a page at a time (read it for one group session at a time). NOT_FOUND unless I am its coach or hold a seat in it.',
  },
  unreadCount: {
    description: 'Messages of its thread from the others I have not read yet; 0 when I am not one of its members.',
    loader: (ctx) => ctx.loaders.groupThreadUnread,
  },
});
