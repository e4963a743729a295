import { defineMessages } from '@formatjs/intl';
import { type MessageDescriptor } from '../../common/i18n/index.js';
import type { DataSource } from 'typeorm';
import { conflict, forbidden, invalid, notFound } from '../../common/errors/domain-error.js';
import { decodeCursor, isPgTimestamp, pageOf, type Page, assertPageSize } from '../../common/pagination.js';
import { isUuid } from '../../common/validation.js';
import { inTransaction } from '../../db/transaction.js';
import { many, one, run } from '../../db/typed-query.js';
import { refuseIfBlocked } from '../blocks/index.js';
import type { ExchangeService } from '../exchanges/index.js';
import { messageBody, questionThread, type ConversationService, type ThreadMembers } from './conversation.service.js';
import * as q from './questions.queries.js';

export const QuestionMessages = defineMessages({
  notFound: { id: 'question.notFound', defaultMessage: 'Question not found' },
  oneSubject: {
    id: 'question.oneSubject',
    defaultMessage: 'Ask about one of: a service (service_id), a need (need_id) or a member (member_id)',
  },
  serviceNotFound: { id: 'question.serviceNotFound', defaultMessage: 'Service not found' },
  needNotFound: { id: 'question.needNotFound', defaultMessage: 'Need not found' },
  memberNotFound: { id: 'question.memberNotFound', defaultMessage: 'Member not found' },
  own: { id: 'question.own', defaultMessage: 'You cannot ask yourself a question' },
  onlyCoachProposes: {
    id: 'question.onlyCoachProposes',
    defaultMessage: 'Only the coach can turn the question into a request',
  },
  alreadyRequest: {
    id: 'question.alreadyRequest',
    defaultMessage: 'This question is already a request: its thread continues there',
  },
  nothingToConfirm: { id: 'question.nothingToConfirm', defaultMessage: 'The coach has not proposed a request yet' },
  chooseService: { id: 'question.chooseService', defaultMessage: 'Choose one of your services to propose' },
});

export type QuestionSubject = 'service' | 'need' | 'member';

/** A question thread as one of its two members sees it. */
export interface QuestionView {
  id: string;
  subject: QuestionSubject;
  serviceId: string | null;
  needId: string | null;
  title: string;
  role: 'asker' | 'answerer';
  coachId: string;
  otherMember: { id: string; fullName: string };
  proposedService: { id: string; title: string; energyCost: number } | null;
  requestId: string | null;
  canPropose: boolean;
  canConfirm: boolean;
  unreadCount: number;
  createdAt: Date;
  lastMessageAt: Date;
}

export interface AskInput {
  serviceId?: string | null;
  needId?: string | null;
  memberId?: string | null;
  body: unknown;
}

function viewOf(viewerId: string, r: q.QuestionRow): QuestionView {
  const asker = viewerId === r.asker_id;
  const open = r.exchange_request_id === null;
  return {
    id: r.id,
    subject: r.service_id ? 'service' : r.need_id ? 'need' : 'member',
    serviceId: r.service_id,
    needId: r.need_id,
    title: r.title,
    role: asker ? 'asker' : 'answerer',
    coachId: r.coach_id,
    otherMember: asker ? { id: r.answerer_id, fullName: r.answerer_name } : { id: r.asker_id, fullName: r.asker_name },
    proposedService:
      r.proposed_id === null ? null : { id: r.proposed_id, title: r.proposed_title!, energyCost: r.proposed_cost! },
    requestId: r.exchange_request_id,
    canPropose: open && viewerId === r.coach_id,
    canConfirm: open && viewerId !== r.coach_id && r.proposed_id !== null,
    unreadCount: r.unread,
    createdAt: r.created_at,
    lastMessageAt: r.last_message_at,
  };
}

/**
 * Questions before an exchange: a private thread between two members, not tied to a request, about
 * one of the asked member's services, one of their needs, or them. One per asker, member asked and
 * subject: asking again writes into the same thread. Its messages, limits, live events, unread
 * counts and notifications are the conversations' (a `question` thread). The coach turns it into a
 * request in two steps: they propose one of their services (`toRequest` by the coach), the other
 * member confirms the cost (`toRequest` by them), which sends the request through the exchanges'
 * own rules (balance, hold, default message); the question's messages then belong to the request's
 * thread too, where it continues.
 */
export class QuestionService {
  constructor(
    private readonly db: DataSource,
    private readonly conversations: ConversationService,
    private readonly exchanges: ExchangeService,
  ) {}

  async ask(askerId: string, input: AskInput): Promise<QuestionView> {
    const given = [input.serviceId, input.needId, input.memberId].filter((v) => v !== undefined && v !== null);
    if (given.length !== 1) throw invalid(QuestionMessages.oneSubject);
    const body = messageBody(input.body);
    const { answererId, coachId } = await this.subject(askerId, input);
    await refuseIfBlocked(this.db, askerId, answererId);
    const subject = [askerId, answererId, input.serviceId ?? null, input.needId ?? null] as const;
    const asked = await one(this.db, q.questionAbout, [...subject]);
    if (asked?.exchange_request_id) {
      // Asked again after it became a request: the conversation goes on in the request's thread.
      await this.conversations.post(askerId, questionThread(asked.id), body);
      return this.view(askerId, asked.id);
    }
    await this.conversations.countMessage(askerId);
    const id = await inTransaction(this.db, async (tx, afterCommit) => {
      const opened = (await one(tx, q.openQuestion, [askerId, answererId, coachId, subject[2], subject[3]]))!;
      const row = (await one(tx, q.questionFor, [askerId, opened.id]))!;
      if (row.exchange_request_id) throw conflict(QuestionMessages.alreadyRequest);
      await this.conversations.postIn(tx, afterCommit, askerId, threadOf(row), body);
      return opened.id;
    });
    return this.view(askerId, id);
  }

  /** One question, for one of its two members; 404 for anyone else (admins included). */
  async view(memberId: string, questionId: string): Promise<QuestionView> {
    if (!isUuid(questionId)) throw notFound(QuestionMessages.notFound);
    const row = await one(this.db, q.questionFor, [memberId, questionId]);
    if (!row) throw notFound(QuestionMessages.notFound);
    return viewOf(memberId, row);
  }

  /** My questions, asked or asked of me, the latest activity first. */
  async mine(memberId: string, opts: { first: number; after?: string | null }): Promise<Page<QuestionView>> {
    assertPageSize(opts.first);
    const cursor = decodeCursor<{ t: string; i: string }>(
      opts.after,
      (v) => isPgTimestamp(v.t) && typeof v.i === 'string' && isUuid(v.i),
    );
    const limit = opts.first + 1;
    const rows = cursor
      ? await many(this.db, q.myQuestions.after, [memberId, limit, cursor.t, cursor.i])
      : await many(this.db, q.myQuestions.first, [memberId, limit]);
    const { n } = (await one(this.db, q.myQuestionCount, [memberId]))!;
    return pageOf(
      rows,
      opts.first,
      n,
      (last) => ({ t: last.cursor_at, i: last.id }),
      (r) => viewOf(memberId, r),
    );
  }

  /**
   * Turning the question into a request. By its coach: proposes one of their services (the
   * question's own when it is about one; `serviceId` otherwise, or to propose another), with a
   * message in the thread saying what it costs. By the other member, once proposed: confirms it,
   * which sends the request (`ExchangeService.send`: the balance check and hold, the default
   * message unless `message` is given) and links the question to it in the same transaction.
   */
  async toRequest(
    memberId: string,
    questionId: string,
    input: { serviceId?: string | null; message?: string | null } = {},
  ): Promise<QuestionView> {
    const question = await this.view(memberId, questionId);
    if (question.requestId) throw conflict(QuestionMessages.alreadyRequest);
    await refuseIfBlocked(this.db, memberId, question.otherMember.id);
    if (memberId === question.coachId) await this.propose(memberId, question, input.serviceId ?? null);
    else await this.confirm(memberId, question, input.message ?? null);
    return this.view(memberId, questionId);
  }

  private async propose(coachId: string, question: QuestionView, serviceId: string | null): Promise<void> {
    const chosen = serviceId ?? question.serviceId;
    if (!chosen) throw invalid(QuestionMessages.chooseService);
    if (!isUuid(chosen)) throw notFound(QuestionMessages.serviceNotFound);
    const service = await one(this.db, q.coachService, [chosen, coachId]);
    if (!service) throw notFound(QuestionMessages.serviceNotFound);
    const thread = await this.conversations.members(coachId, questionThread(question.id));
    await this.conversations.countMessage(coachId);
    await inTransaction(this.db, async (tx, afterCommit) => {
      const locked = (await one(tx, q.lockQuestion, [question.id]))!;
      if (locked.exchange_request_id) throw conflict(QuestionMessages.alreadyRequest);
      await run(tx, q.proposeService, [question.id, service.id]);
      // Said in the thread, by the coach: the other member hears it live and by notification like any message.
      await this.conversations.postIn(
        tx,
        afterCommit,
        coachId,
        thread,
        `I can offer this as an exchange: "${service.title}" for ${service.energy_cost} EP. Confirm it to send the request.`,
      );
    });
  }

  private async confirm(memberId: string, question: QuestionView, message: string | null): Promise<void> {
    if (!question.proposedService) throw conflict(QuestionMessages.nothingToConfirm);
    const serviceId = question.proposedService.id;
    // The request is the member's own, sent as Request Exchange sends it; the key makes a
    // repeated confirmation answer the first request instead of holding EP twice.
    await this.exchanges.send(
      memberId,
      { serviceId, message, clientKey: `question-${question.id}` },
      async (tx, requestId) => {
        const locked = (await one(tx, q.lockQuestion, [question.id]))!;
        if (locked.exchange_request_id) throw conflict(QuestionMessages.alreadyRequest);
        if (locked.proposed_service_id !== serviceId) throw conflict(QuestionMessages.nothingToConfirm);
        await run(tx, q.linkQuestionToRequest, [question.id, requestId]);
      },
    );
  }

  /** Who is asked, and who would coach, for a subject; 404 for one that is not there to ask about. */
  private async subject(askerId: string, input: AskInput): Promise<{ answererId: string; coachId: string }> {
    const asked = async (id: string, statement: typeof q.serviceToAsk, missing: MessageDescriptor): Promise<string> => {
      if (!isUuid(id)) throw notFound(missing);
      const row = await one(this.db, statement, [id]);
      if (!row || !row.active) throw notFound(missing);
      if (row.answerer_id === askerId) throw forbidden(QuestionMessages.own);
      return row.answerer_id;
    };
    if (input.serviceId) {
      const answererId = await asked(input.serviceId, q.serviceToAsk, QuestionMessages.serviceNotFound);
      return { answererId, coachId: answererId };
    }
    if (input.needId) {
      // The member who posted a need is the one who would receive the service: the asker would coach.
      const answererId = await asked(input.needId, q.needToAsk, QuestionMessages.needNotFound);
      return { answererId, coachId: askerId };
    }
    const answererId = await asked(String(input.memberId), q.memberToAsk, QuestionMessages.memberNotFound);
    return { answererId, coachId: answererId };
  }
}

/** A question's thread members from its row: the coach first. */
function threadOf(r: q.QuestionRow): ThreadMembers {
  const asker = { id: r.asker_id, fullName: r.asker_name };
  const answerer = { id: r.answerer_id, fullName: r.answerer_name };
  const [coach, other] = r.coach_id === r.asker_id ? [asker, answerer] : [answerer, asker];
  return {
    ref: questionThread(r.id),
    title: r.title,
    members: [
      { ...coach, role: 'coach' },
      { ...other, role: 'member' },
    ],
  };
}
