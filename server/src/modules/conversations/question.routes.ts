import { Router } from 'express';
import type { MemberAuthenticator } from '../../common/auth/member.js';
import { body, member, requireMember } from '../../common/http/rest.js';
import { pageParams, sendPageHeaders } from '../../common/http/paging.js';
import type { ApiSchema } from '../../common/http/openapi/api-types.js';
import { questionThread, type ConversationService } from './conversation.service.js';
import { threadRoutes } from './thread.routes.js';
import type { QuestionService, QuestionView } from './question.service.js';
import { askQuestionBody, questionToRequestBody } from './question.types.js';

export const questionDto = (v: QuestionView): ApiSchema<'Question'> => ({
  id: v.id,
  subject: v.subject,
  service_id: v.serviceId,
  need_id: v.needId,
  title: v.title,
  role: v.role,
  coach_id: v.coachId,
  other_member: { id: v.otherMember.id, full_name: v.otherMember.fullName },
  proposed_service: v.proposedService
    ? { id: v.proposedService.id, title: v.proposedService.title, energy_cost: v.proposedService.energyCost }
    : null,
  request_id: v.requestId,
  can_propose: v.canPropose,
  can_confirm: v.canConfirm,
  unread_count: v.unreadCount,
  created_at: new Date(v.createdAt).toISOString(),
  last_message_at: new Date(v.lastMessageAt).toISOString(),
});

/** Questions before an exchange: private to their two members; anyone else gets 404. */
export function questionRoutes({
  identity,
  conversations,
  questions,
}: {
  identity: MemberAuthenticator;
  conversations: ConversationService;
  questions: QuestionService;
}): Router {
  const r = Router();
  // Before the guard below: the thread's routes have their own.
  r.use(threadRoutes({ identity, conversations }, '/questions/:id/messages', questionThread));
  r.use('/questions', requireMember(identity));

  r.post('/questions', async (req, res) => {
    const input = await askQuestionBody.parse(body(req));
    res.status(201).json(questionDto(await questions.ask(member(req).id, input)));
  });

  r.get('/questions', async (req, res) => {
    const { limit, cursor } = pageParams(req, { defaultLimit: 50, maxLimit: 100 });
    const page = await questions.mine(member(req).id, { first: limit, after: cursor });
    sendPageHeaders(req, res, page);
    res.json(page.items.map(questionDto));
  });

  r.get('/questions/:id', async (req, res) => {
    res.json(questionDto(await questions.view(member(req).id, String(req.params.id))));
  });

  r.post('/questions/:id/to-request', async (req, res) => {
    const input = await questionToRequestBody.parse(body(req));
    res.json(questionDto(await questions.toRequest(member(req).id, String(req.params.id), input)));
  });

  return r;
}
