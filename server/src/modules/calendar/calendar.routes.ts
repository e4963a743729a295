import { Router } from 'express';
import { member, requireMember } from '../../common/http/rest.js';
import type { ApiSchema } from '../../common/http/openapi/api-types.js';
import type { MemberAuthenticator } from '../../common/auth/member.js';
import type { CalendarService } from './calendar.service.js';
import { requestLocale, translate } from '../../common/i18n/index.js';
import { CalendarRefusals } from './calendar.messages.js';

/** `/api/user/calendar-feed`: the member's feed address; POST revokes it for a new one. */
export function calendarRoutes({
  identity,
  calendar,
}: {
  identity: MemberAuthenticator;
  calendar: CalendarService;
}): Router {
  const r = Router();
  r.use('/user/calendar-feed', requireMember(identity));
  r.get('/user/calendar-feed', async (req, res) => {
    res.json({ url: await calendar.feedUrl(member(req).id) } satisfies ApiSchema<'CalendarFeed'>);
  });
  r.post('/user/calendar-feed', async (req, res) => {
    res.json({ url: await calendar.resetFeed(member(req).id) } satisfies ApiSchema<'CalendarFeed'>);
  });
  return r;
}

/**
 * `GET /calendar/<token>.ics`, outside /api: what calendar apps subscribe to. The token is the only
 * credential (calendar apps send no header); an unknown or revoked one is a plain 404, in the
 * `Accept-Language` language (a calendar app's own, or English when it says none).
 */
export function calendarFeedFiles({ calendar }: { calendar: CalendarService }): Router {
  const r = Router();
  r.get('/calendar/:file', async (req, res, next) => {
    try {
      const match = /^(.+)\.ics$/.exec(String(req.params.file));
      const content = match ? await calendar.feed(match[1]) : null;
      if (content === null) {
        res
          .status(404)
          .type('text/plain')
          .send(translate(requestLocale(req), CalendarRefusals.feedNotFound));
        return;
      }
      res.setHeader('Cache-Control', 'private, max-age=300');
      res.setHeader('X-Robots-Tag', 'noindex');
      res.type('text/calendar; charset=utf-8').send(content);
    } catch (err) {
      next(err);
    }
  });
  return r;
}
