import { Router, type Request } from 'express';
import type { Services } from '../../app/services.js';
import { body, member, requireMember } from '../../common/http/rest.js';
import { invalid } from '../../common/errors/domain-error.js';
import { parseInput } from '../../common/validation.js';
import { CoachFilter, OfferFilter, OfferInput } from './offer.inputs.js';
import { MAX_PAGE } from './offer.service.js';
import { coachDto, serviceDto } from './offer.dto.js';

/** A whole-number query parameter, or undefined when absent; anything else is a 400. */
function intParam(req: Request, name: string): number | string | undefined {
  const raw = req.query[name];
  if (raw === undefined || raw === '') return undefined;
  if (typeof raw !== 'string') throw invalid(`${name} must be given once`);
  return /^-?\d+$/.test(raw) ? Number(raw) : raw; // a non-number is left for the validator to name
}

function stringParam(req: Request, name: string): string | undefined {
  const raw = req.query[name];
  if (raw === undefined || raw === '') return undefined;
  if (typeof raw !== 'string') throw invalid(`${name} must be given once`);
  return raw;
}

function limitParam(req: Request): number {
  const limit = intParam(req, 'limit') ?? 50;
  if (typeof limit !== 'number' || limit < 1 || limit > MAX_PAGE) throw invalid(`limit must be between 1 and ${MAX_PAGE}`);
  return limit;
}

/** Services and coaches — spec §7 "Services, coaches and categories". */
export function offerRoutes(services: Services): Router {
  const r = Router();
  const auth = requireMember(services.identity);
  const { offers, catalogue } = services;
  const labeler = async () => {
    const map = new Map((await catalogue.categories()).map((c) => [c.value, c.label]));
    return (value: string) => map.get(value) ?? value;
  };
  const offerBody = (req: Request) => {
    const b = body(req);
    return parseInput(OfferInput, {
      title: b.title,
      description: b.description,
      category: b.category,
      durationMinutes: b.duration_minutes ?? undefined,
      energyCost: b.energy_cost ?? undefined,
      maxParticipants: b.max_participants ?? undefined,
    });
  };

  r.get('/services', async (req, res) => {
    const coachType = stringParam(req, 'coach_type');
    if (coachType !== undefined && coachType !== 'premium' && coachType !== 'all') throw invalid('coach_type must be premium');
    const filter = await parseInput(OfferFilter, {
      search: stringParam(req, 'search'),
      category: stringParam(req, 'category'),
      minCost: intParam(req, 'min_cost'),
      maxCost: intParam(req, 'max_cost'),
      premiumOnly: coachType === 'premium' ? true : undefined,
    });
    const page = await offers.search(filter, { first: limitParam(req) });
    const label = await labeler();
    res.setHeader('X-Total-Count', String(page.totalCount));
    res.json(page.items.map((o) => serviceDto(o, label(o.category))));
  });

  r.get('/coaches', async (req, res) => {
    const coachType = stringParam(req, 'coach_type');
    if (coachType !== undefined && coachType !== 'premium' && coachType !== 'all') throw invalid('coach_type must be premium');
    const skills = stringParam(req, 'skills')?.split(',').map((s) => s.trim()).filter(Boolean);
    const filter = await parseInput(CoachFilter, { premiumOnly: coachType === 'premium' ? true : undefined, skills });
    const page = await offers.coaches(filter, { first: limitParam(req) });
    const label = await labeler();
    res.setHeader('X-Total-Count', String(page.totalCount));
    res.json(page.items.map((c) => coachDto(c, label)));
  });

  r.get('/user/services', auth, async (req, res) => {
    const label = await labeler();
    res.json((await offers.listMine(member(req).id)).map((o) => serviceDto(o, label(o.category))));
  });

  r.post('/services', auth, async (req, res) => {
    const created = await offers.create(member(req).id, await offerBody(req));
    res.status(201).json(serviceDto(created, (await labeler())(created.category)));
  });

  r.put('/services/:id', auth, async (req, res) => {
    const updated = await offers.update(member(req).id, String(req.params.id), await offerBody(req));
    res.json(serviceDto(updated, (await labeler())(updated.category)));
  });

  r.delete('/services/:id', auth, async (req, res) => {
    const { archived } = await offers.remove(member(req).id, String(req.params.id));
    res.json({ message: archived ? 'Service archived' : 'Service deleted', archived });
  });

  return r;
}
