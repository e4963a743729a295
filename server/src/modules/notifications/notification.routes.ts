import { Router, type Request } from 'express';
import { body, member, requireMember } from '../../common/http/rest.js';
import { invalid, translatableError } from '../../common/errors/domain-error.js';
import { HttpMessages } from '../../common/http/http.messages.js';
import { NotificationMessages, type NotificationView, type NotificationService } from './notification.service.js';
import { markReadBody } from './notification.inputs.js';
import type { MemberAuthenticator } from '../../common/auth/member.js';
import type { ApiSchema } from '../../common/http/openapi/api-types.js';

const dto = (n: NotificationView): ApiSchema<'Notification'> => ({
  id: n.id,
  type: n.type,
  title: n.title,
  message: n.message,
  read: n.read,
  reference: n.reference,
  url: n.url,
  created_at: new Date(n.createdAt).toISOString(),
});

function limit(req: Request): number {
  const raw = req.query.limit;
  if (raw === undefined) return 50;
  const n = typeof raw === 'string' && /^\d+$/.test(raw) ? Number(raw) : NaN;
  if (!(n >= 1 && n <= 100)) throw translatableError('VALIDATION', HttpMessages.limitRange, { max: 100 });
  return n;
}

/** The notification routes: a member's own notifications only. */
export function notificationRoutes({
  identity,
  notifications,
}: {
  identity: MemberAuthenticator;
  notifications: NotificationService;
}): Router {
  const r = Router();
  r.use('/notifications', requireMember(identity));

  r.get('/notifications/recent', async (req, res) => {
    const { notifications: list, unreadCount } = await notifications.recent(member(req));
    res.json({ notifications: list.map(dto), unread_count: unreadCount });
  });

  r.get('/notifications', async (req, res) => {
    const unread = req.query.unread_only;
    if (unread !== undefined && unread !== 'true' && unread !== 'false') throw invalid(NotificationMessages.unreadOnly);
    const page = await notifications.list(member(req), {
      unreadOnly: unread === 'true',
      first: limit(req),
      after: typeof req.query.after === 'string' ? req.query.after : undefined,
    });
    res.setHeader('X-Total-Count', String(page.totalCount));
    if (page.hasNextPage && page.endCursor) res.setHeader('X-Next-Cursor', page.endCursor);
    res.json(page.items.map(dto));
  });

  r.post('/notifications/mark-all-read', async (req, res) => {
    res.json({ updated: await notifications.markAllRead(member(req).id) });
  });

  r.put('/notifications/:id', async (req, res) => {
    const { id, read } = await markReadBody.parse(body(req), { id: String(req.params.id) });
    res.json(dto(await notifications.setRead(member(req), id, read)));
  });

  r.delete('/notifications/:id', async (req, res) => {
    await notifications.remove(member(req).id, String(req.params.id));
    res.json({ message: 'Notification deleted' });
  });

  return r;
}
