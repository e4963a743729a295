import { Router } from 'express';
import { body, member, requireMember } from '../../common/http/rest.js';
import { pageParams, sendNamedPage } from '../../common/http/paging.js';
import type { ApiSchema } from '../../common/http/openapi/api-types.js';
import type { MemberAuthenticator } from '../../common/auth/member.js';
import type { PushDevice, PushService } from './push.service.js';
import { pushSubscriptionBody } from './push.inputs.js';

export const deviceDto = (d: PushDevice): ApiSchema<'PushSubscription'> => ({
  id: d.id,
  browser: d.browser,
  created_at: new Date(d.createdAt).toISOString(),
  last_used_at: d.lastUsedAt ? new Date(d.lastUsedAt).toISOString() : null,
});

export const DEVICES_PAGE = { defaultLimit: 50, maxLimit: 100 };

/** Web Push (docs/notifications.md): the server's public key, and a member's devices with push on. */
export function pushRoutes({ identity, push }: { identity: MemberAuthenticator; push: PushService }): Router {
  const r = Router();

  r.get('/push/public-key', (_req, res) => {
    res.json({ public_key: push.publicKey() });
  });

  r.get('/push/subscriptions', requireMember(identity), async (req, res) => {
    const { limit, cursor } = pageParams(req, DEVICES_PAGE);
    sendNamedPage(
      req,
      res,
      'subscriptions',
      await push.devices(member(req).id, { first: limit, after: cursor }),
      deviceDto,
    );
  });

  r.post('/push/subscriptions', requireMember(identity), async (req, res) => {
    // Push off on this server is said before anything about the body (503, then 400).
    push.publicKey();
    const subscription = await pushSubscriptionBody.parse(body(req));
    res.status(201).json(deviceDto(await push.subscribe(member(req).id, subscription, req.get('user-agent'))));
  });

  r.delete('/push/subscriptions/:id', requireMember(identity), async (req, res) => {
    await push.remove(member(req).id, String(req.params.id));
    res.json({ message: 'Device removed' });
  });

  return r;
}
