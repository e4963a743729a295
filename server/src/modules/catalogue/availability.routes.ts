import { Router } from 'express';
import type { Services } from '../../app/services.js';
import { body, member, requireMember } from '../../common/http/rest.js';
import { invalid } from '../../common/errors/domain-error.js';

/** GET/PUT /api/user/availability, GET /api/users/{id}/availability. */
export function availabilityRoutes(services: Services): Router {
  const r = Router();
  const auth = requireMember(services.identity);
  const { availability } = services;

  r.get('/user/availability', auth, async (req, res) => {
    res.json(await availability.get(member(req).id));
  });

  r.put('/user/availability', auth, async (req, res) => {
    const b = body(req);
    if (b.availability === undefined) throw invalid('availability is required');
    if (b.timezone !== undefined && typeof b.timezone !== 'string') throw invalid('timezone must be an IANA timezone such as Europe/Paris');
    res.json(await availability.set(member(req).id, b.availability, b.timezone as string | undefined));
  });

  r.get('/users/:id/availability', auth, async (req, res) => {
    res.json(await availability.get(String(req.params.id)));
  });

  return r;
}
