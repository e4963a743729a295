import { Router } from 'express';
import { body, member, requireMember } from '../../common/http/rest.js';
import type { AvailabilityService } from './availability.service.js';
import type { MemberAuthenticator } from '../../common/auth/member.js';
import { availabilityBody } from './availability.inputs.js';

/** GET/PUT /api/user/availability, GET /api/users/{id}/availability. */
export function availabilityRoutes({
  identity,
  availability,
}: {
  identity: MemberAuthenticator;
  availability: AvailabilityService;
}): Router {
  const r = Router();
  const auth = requireMember(identity);

  r.get('/user/availability', auth, async (req, res) => {
    res.json(await availability.get(member(req).id));
  });

  r.put('/user/availability', auth, async (req, res) => {
    const { availability: week, timezone } = await availabilityBody.parse(body(req));
    res.json(await availability.set(member(req).id, week, timezone));
  });

  r.get('/users/:id/availability', auth, async (req, res) => {
    res.json(await availability.get(String(req.params.id)));
  });

  return r;
}
