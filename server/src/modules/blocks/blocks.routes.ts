import { Router } from 'express';
import type { MemberAuthenticator } from '../../common/auth/member.js';
import { member, requireMember } from '../../common/http/rest.js';
import { pageParams, sendPageHeaders } from '../../common/http/paging.js';
import type { ApiSchema } from '../../common/http/openapi/api-types.js';
import type { BlockedMember, BlockService } from './blocks.service.js';

export const blockedMemberDto = (b: BlockedMember): ApiSchema<'BlockedMember'> => ({
  member_id: b.id,
  full_name: b.fullName,
  blocked_at: new Date(b.blockedAt).toISOString(),
});

/** A member's own blocks: block, unblock, and the list of the members they blocked. */
export function blockRoutes({ identity, blocks }: { identity: MemberAuthenticator; blocks: BlockService }): Router {
  const r = Router();
  r.use('/members/:id/block', requireMember(identity));
  r.use('/blocked-members', requireMember(identity));

  r.post('/members/:id/block', async (req, res) => {
    res.status(201).json(blockedMemberDto(await blocks.block(member(req).id, String(req.params.id))));
  });

  r.delete('/members/:id/block', async (req, res) => {
    await blocks.unblock(member(req).id, String(req.params.id));
    res.json({ message: 'Member unblocked' });
  });

  r.get('/blocked-members', async (req, res) => {
    const { limit, cursor } = pageParams(req, { defaultLimit: 50, maxLimit: 100 });
    const page = await blocks.blocked(member(req).id, { first: limit, after: cursor });
    sendPageHeaders(req, res, page);
    res.json(page.items.map(blockedMemberDto));
  });

  return r;
}
