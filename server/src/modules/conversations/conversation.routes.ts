import { Router } from 'express';
import { member, requireMember } from '../../common/http/rest.js';
import type { ApiSchema } from '../../common/http/openapi/api-types.js';
import type { MemberAuthenticator } from '../../common/auth/member.js';
import { groupThread, requestThread, type ConversationService, type ThreadView } from './conversation.service.js';
import { threadRoutes } from './thread.routes.js';

/** The private threads of a request (its two parties only) and of a group session (its members); anyone else gets 404. */
export function conversationRoutes(services: {
  identity: MemberAuthenticator;
  conversations: ConversationService;
}): Router {
  const { identity, conversations } = services;
  const r = Router();
  r.use(threadRoutes(services, '/requests/:id/messages', requestThread));

  // The thread of a group session: its coach and the members holding a seat; anyone else gets 404.
  r.use('/group-sessions/:id/thread', requireMember(identity));
  r.get('/group-sessions/:id/thread', async (req, res) => {
    res.json(groupThreadDto(await conversations.groupThreadOf(member(req).id, String(req.params.id))));
  });
  r.use(threadRoutes(services, '/group-sessions/:id/messages', groupThread));

  return r;
}

export const groupThreadDto = (t: ThreadView): ApiSchema<'GroupSessionThread'> => ({
  group_session_id: t.ref.id,
  title: t.title,
  members: t.members.map((m) => ({ id: m.id, full_name: m.fullName, role: m.role })),
  message_count: t.messageCount,
  unread_count: t.unreadCount,
});
