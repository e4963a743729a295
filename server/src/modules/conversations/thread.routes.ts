import { Router } from 'express';
import { body, member, requireMember } from '../../common/http/rest.js';
import { pageParams, sendPageHeaders } from '../../common/http/paging.js';
import type { ApiSchema } from '../../common/http/openapi/api-types.js';
import type { MemberAuthenticator } from '../../common/auth/member.js';
import type { ConversationService, MessageView, ThreadRef } from './conversation.service.js';
import { messageBodyInput } from './conversation.inputs.js';

export const messageDto = (m: MessageView): ApiSchema<'Message'> => ({
  id: m.id,
  sender_id: m.senderId,
  body: m.body,
  created_at: new Date(m.createdAt).toISOString(),
});

/**
 * A thread's routes, the same for every kind: `GET path` (a page and the caller's unread count),
 * `POST path` (send) and `POST path/read`. `path` names the thread by `:id`, which `refOf` turns into
 * the thread. Only its members read or write it: the service answers 404 to anyone else.
 */
export function threadRoutes(
  { identity, conversations }: { identity: MemberAuthenticator; conversations: ConversationService },
  path: `/${string}/:id/messages`,
  refOf: (id: string) => ThreadRef,
): Router {
  const r = Router();
  r.use(path, requireMember(identity));

  r.get(path, async (req, res) => {
    const { limit, cursor } = pageParams(req, { defaultLimit: 50, maxLimit: 100 });
    const thread = refOf(String(req.params.id));
    const { page, unreadCount } = await conversations.pageWithUnread(member(req).id, thread, {
      first: limit,
      after: cursor,
    });
    sendPageHeaders(req, res, page);
    res.json({ messages: page.items.map(messageDto), unread_count: unreadCount } satisfies ApiSchema<'MessagePage'>);
  });

  r.post(path, async (req, res) => {
    const message = await messageBodyInput.parse(body(req));
    const sent = await conversations.post(member(req).id, refOf(String(req.params.id)), message.body);
    res.status(201).json(messageDto(sent));
  });

  r.post(`${path}/read`, async (req, res) => {
    await conversations.markThreadRead(member(req).id, refOf(String(req.params.id)));
    res.json({ unread_count: 0 } satisfies ApiSchema<'ThreadRead'>);
  });

  return r;
}
