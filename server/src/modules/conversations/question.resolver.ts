import { Arg, Args, Authorized, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../common/graphql/context.js';
import { connectionOf, pageArgs, type PageArgs } from '../../common/pagination.js';
import { questionThread } from './conversation.service.js';
import type { QuestionService } from './question.service.js';
import { threadResolvers } from './thread.resolver.js';
import { AskQuestionInput, QuestionConnection, QuestionToRequestInput, QuestionType } from './question.types.js';

declare module '../../common/graphql/context.js' {
  interface ContextServices {
    questions: QuestionService;
  }
}

const QUESTION_ID = { description: 'Id of the question.' };

// A question belongs to its two members: every operation needs a member, ownership is the service's.
@Authorized()
@Resolver(() => QuestionType)
export class QuestionResolver {
  @Query(() => QuestionConnection, {
    description: 'My questions, asked or asked of me, the latest activity first.',
  })
  async myQuestions(
    @Args(pageArgs({ defaultSize: 20 })) list: PageArgs,
    @Ctx() ctx: GraphQLContext,
  ): Promise<QuestionConnection> {
    return connectionOf(await ctx.services.questions.mine(ctx.member!.id, list.page));
  }

  @Query(() => QuestionType, {
    description: 'One of my questions. NOT_FOUND for anyone but its two members (admins included).',
  })
  question(@Arg('id', () => ID, QUESTION_ID) id: string, @Ctx() ctx: GraphQLContext) {
    return ctx.services.questions.view(ctx.member!.id, id);
  }

  @Mutation(() => QuestionType, {
    description:
      'Asks a member a question, privately: about one of their services, one of their needs or them (exactly one; BAD_USER_INPUT otherwise). One thread per asker, member asked and subject: asking again writes into the same one. The text is a message (1–2,000 characters; 30 messages a minute, TOO_MANY_REQUESTS). FORBIDDEN when either blocked the other; NOT_FOUND for a subject that is not there.',
  })
  askQuestion(
    @Arg('input', () => AskQuestionInput, { description: 'The subject (one of three) and the question.' })
    input: AskQuestionInput,
    @Ctx() ctx: GraphQLContext,
  ) {
    return ctx.services.questions.ask(ctx.member!.id, input);
  }

  @Mutation(() => QuestionType, {
    description:
      'Turns the question into a request. Its coach proposes one of their services (a message in the thread says what it costs); the other member then confirms, which sends the request as Request Exchange does (balance check and hold, the default message unless one is given) — the question’s messages continue on the request’s thread (requestId). CONFLICT once it is a request, or to confirm before a proposal.',
  })
  questionToRequest(
    @Arg('questionId', () => ID, QUESTION_ID) questionId: string,
    @Arg('input', () => QuestionToRequestInput, { nullable: true, description: 'The service (coach) or the message.' })
    input: QuestionToRequestInput | null,
    @Ctx() ctx: GraphQLContext,
  ) {
    return ctx.services.questions.toRequest(ctx.member!.id, questionId, input ?? {});
  }
}

/** A question's thread: its two members only; once it became a request, the request's thread. */
export const questionThreadResolvers = threadResolvers({
  refOf: questionThread,
  on: QuestionType,
  id: { name: 'questionId', ...QUESTION_ID },
  send: {
    name: 'sendQuestionMessage',
    description:
      'Writes to a question’s thread (its two members only; NOT_FOUND for anyone else). Once the question became a request, the message goes to the request’s thread. The limits and refusals of sendMessage.',
  },
  markRead: {
    name: 'markQuestionThreadRead',
    description: 'Marks a question’s thread read for me (unreadCount 0, its message notification read).',
    returns: () => QuestionType,
    answer: (ctx, memberId, questionId) => ctx.services.questions.view(memberId, questionId),
  },
  messages: {
    description:
      'Its thread, newest first, a page at a time (read it for one question at a time). Once it became a request, the request’s thread.',
  },
});
