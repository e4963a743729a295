import { Router } from 'express';
import { body, member, requireAdmin, requireMember } from '../../common/http/rest.js';
import { notFound } from '../../common/errors/domain-error.js';
import { pageParams, sendPageHeaders } from '../../common/http/paging.js';
import type { ApiSchema } from '../../common/http/openapi/api-types.js';
import type { MemberAuthenticator } from '../../common/auth/member.js';
import type { AdminRoles } from '../../common/auth/admin-roles.js';
import type { MailPreference, MailService } from './mail.service.js';
import type { DeadMail, OutboxService } from './outbox.js';
import { topicWords } from '../../common/mail/topics.js';
import {
  formatText,
  type MessageDescriptor,
  type MessageValues,
  translate,
  textDirection,
} from '../../common/i18n/index.js';
import { UnsubscribePageText as PageText } from './mail.texts.js';
import { preferencesBody } from './mail.inputs.js';

const preferencesDto = (list: MailPreference[]): ApiSchema<'NotificationPreferences'> => ({
  preferences: list.map((p) => ({ kind: p.kind, delivery: p.delivery, push: p.push })),
});

const mailDto = (m: DeadMail): ApiSchema<'OutboxMail'> => ({
  id: m.id,
  status: m.status,
  message_id: m.messageId,
  recipient: m.recipient,
  subject: m.subject,
  template: m.template,
  attempts: m.attempts,
  last_error: m.lastError,
  created_at: new Date(m.createdAt).toISOString(),
});

const INVALID_LINK = 'This unsubscribe link is not valid';

export const DEAD_MAILS_PAGE = { defaultLimit: 50, maxLimit: 100 };

/**
 * A tiny page for a person who opened an unsubscribe link (no script, no style: the strict CSP
 * holds), in the language of the member whose link it is. Its texts are the catalog's and topic
 * words, never a member's input.
 */
function page(locale: string, title: string, paragraphs: string[], form?: string): string {
  const p = paragraphs.map((t) => `<p>${t}</p>`).join('');
  const dir = textDirection(locale) === 'rtl' ? ' dir="rtl"' : '';
  return `<!doctype html><html lang="${locale}"${dir}><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${title} · Energy Exchange</title></head><body><main><h1>${title}</h1>${p}${form ?? ''}</main></body></html>`;
}

/**
 * Mail preferences (members), the one-click unsubscribe (anyone holding a genuine link: signed out
 * on purpose, RFC 8058) and the admins' dead mails (docs/notifications.md).
 */
export function mailRoutes({
  identity,
  adminRoles,
  mail,
  outbox,
}: {
  identity: MemberAuthenticator;
  adminRoles: AdminRoles;
  mail: MailService;
  outbox: OutboxService;
}): Router {
  const r = Router();

  r.get('/user/notification-preferences', requireMember(identity), async (req, res) => {
    res.json(preferencesDto(await mail.preferences(member(req).id)));
  });

  r.put('/user/notification-preferences', requireMember(identity), async (req, res) => {
    const { preferences } = await preferencesBody.parse(body(req));
    res.json(preferencesDto(await mail.setPreferences(member(req).id, preferences)));
  });

  // A person opening the link: says what it stops and asks to confirm (a GET changes nothing, so a
  // mail scanner following links unsubscribes no one).
  r.get('/unsubscribe/:token', async (req, res) => {
    const link = await mail.tokenTopic(String(req.params.token));
    if (!link) throw notFound(INVALID_LINK);
    const say = (d: MessageDescriptor, values?: MessageValues) => translate(link.locale, d, values);
    res
      .type('html')
      .send(
        page(
          link.locale,
          say(PageText.title),
          [say(PageText.question, { what: topicWords(link.topic, link.locale) })],
          `<form method="post"><button type="submit">${say(PageText.button)}</button></form>`,
        ),
      );
  });

  // RFC 8058 one-click: the mail client POSTs `List-Unsubscribe=One-Click`; the page's button too.
  r.post('/unsubscribe/:token', async (req, res) => {
    const done = await mail.unsubscribe(String(req.params.token));
    if (!done) throw notFound(INVALID_LINK);
    const wantsPage = req.accepts(['json', 'html']) === 'html';
    if (wantsPage)
      res
        .type('html')
        .send(
          page(done.locale, formatText(done.locale, PageText.doneTitle), [
            formatText(done.locale, { ...PageText.done, values: { what: topicWords(done.kind, done.locale) } }),
          ]),
        );
    else res.json({ kind: done.kind, delivery: done.delivery });
  });

  const adminOnly = requireAdmin(adminRoles);

  r.get('/admin/mail/dead', requireMember(identity), adminOnly, async (req, res) => {
    const { limit, cursor } = pageParams(req, DEAD_MAILS_PAGE);
    const result = await outbox.deadMails({ first: limit, after: cursor });
    sendPageHeaders(req, res, result);
    res.json({ mails: result.items.map(mailDto), total: result.totalCount });
  });

  r.post('/admin/mail/:id/retry', requireMember(identity), adminOnly, async (req, res) => {
    res.json(mailDto(await outbox.retry(String(req.params.id))));
  });

  return r;
}
