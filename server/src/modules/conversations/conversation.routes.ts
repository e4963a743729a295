import { Router } from 'express';
import { body, member, requireMember } from '../../common/http/rest.js';
import { pageParams, sendPageHeaders } from '../../common/http/paging.js';
import type { ApiSchema } from '../../common/http/openapi/api-types.js';
import type { MemberAuthenticator } from '../../common/auth/member.js';
import { groupThread, type ConversationService, type MessageView, type ThreadView } from './conversation.service.js';

export const messageDto = (m: MessageView): ApiSchema<'Message'> => ({
  id: m.id,
  sender_id: m.senderId,
  body: m.body,
  created_at: new Date(m.createdAt).toISOString(),
});

/** The private threads of a request (its two parties only) and of a group session (its members); anyone else gets 404. */
export function conversationRoutes({
  identity,
  conversations,
}: {
  identity: MemberAuthenticator;
  conversations: ConversationService;
}): Router {
  const r = Router();
  r.use('/requests/:id/messages', requireMember(identity));

  r.get('/requests/:id/messages', async (req, res) => {
    const me = member(req).id;
    const { limit, cursor } = pageParams(req, { defaultLimit: 50, maxLimit: 100 });
    const page = await conversations.messages(me, String(req.params.id), { first: limit, after: cursor });
    const unread = await conversations.unreadCount(me, String(req.params.id));
    sendPageHeaders(req, res, page);
    res.json({ messages: page.items.map(messageDto), unread_count: unread } satisfies ApiSchema<'MessagePage'>);
  });

  r.post('/requests/:id/messages', async (req, res) => {
    const sent = await conversations.send(member(req).id, String(req.params.id), body(req).body);
    res.status(201).json(messageDto(sent));
  });

  r.post('/requests/:id/messages/read', async (req, res) => {
    await conversations.markRead(member(req).id, String(req.params.id));
    res.json({ unread_count: 0 } satisfies ApiSchema<'ThreadRead'>);
  });

  // The thread of a group session: its coach and the members holding a seat; anyone else gets 404.
  r.use('/group-sessions/:id/thread', requireMember(identity));
  r.use('/group-sessions/:id/messages', requireMember(identity));

  r.get('/group-sessions/:id/thread', async (req, res) => {
    res.json(groupThreadDto(await conversations.groupThreadOf(member(req).id, String(req.params.id))));
  });

  r.get('/group-sessions/:id/messages', async (req, res) => {
    const me = member(req).id;
    const thread = groupThread(String(req.params.id));
    const { limit, cursor } = pageParams(req, { defaultLimit: 50, maxLimit: 100 });
    const page = await conversations.page(me, thread, { first: limit, after: cursor });
    const unread = await conversations.unreadIn(me, thread);
    sendPageHeaders(req, res, page);
    res.json({ messages: page.items.map(messageDto), unread_count: unread } satisfies ApiSchema<'MessagePage'>);
  });

  r.post('/group-sessions/:id/messages', async (req, res) => {
    const sent = await conversations.post(member(req).id, groupThread(String(req.params.id)), body(req).body);
    res.status(201).json(messageDto(sent));
  });

  r.post('/group-sessions/:id/messages/read', async (req, res) => {
    await conversations.markThreadRead(member(req).id, groupThread(String(req.params.id)));
    res.json({ unread_count: 0 } satisfies ApiSchema<'ThreadRead'>);
  });

  return r;
}

export const groupThreadDto = (t: ThreadView): ApiSchema<'GroupSessionThread'> => ({
  group_session_id: t.ref.id,
  title: t.title,
  members: t.members.map((m) => ({ id: m.id, full_name: m.fullName, role: m.role })),
  message_count: t.messageCount,
  unread_count: t.unreadCount,
});
