import { Router } from 'express';
import { body, member, requireMember } from '../../common/http/rest.js';
import { pageParams, sendPageHeaders } from '../../common/http/paging.js';
import { invalid } from '../../common/errors/domain-error.js';
import { SWAPS_MAX_PAGE, type SwapService } from './swap.service.js';
import { RINGS_MAX_PAGE } from './ring.service.js';
import type { MatchService } from './match.service.js';
import type { CatalogueService } from '../catalogue/catalogue.service.js';
import type { IdentityService } from '../identity/identity.service.js';
import { serviceDto } from '../catalogue/offer.dto.js';
import { needDto } from '../needs/needs.dto.js';
import { ringDto, ringSuggestionDto, swapDto, swapSuggestionDto } from './swap.dto.js';

/** Matches ("For you"), reciprocal swaps and swap rings (issue 19). */
export function swapRoutes({ identity, catalogue, swaps, matches }: {
  identity: IdentityService;
  catalogue: CatalogueService;
  swaps: SwapService;
  matches: MatchService;
}): Router {
  const r = Router();
  const auth = requireMember(identity);

  r.get('/matches', auth, async (req, res) => {
    const [m, categories] = await Promise.all([matches.forMember(member(req).id), catalogue.allCategories()]);
    const label = (value: string) => categories.find((c) => c.value === value)?.label ?? value;
    res.json({
      services: m.services.map(({ needId, ...o }) => ({ ...serviceDto(o, label(o.category)), need_id: needId })),
      needs: m.needs.map((n) => needDto(n, label(n.category))),
      swaps: m.swaps.map(swapSuggestionDto),
      rings: m.rings.map(ringSuggestionDto),
    });
  });

  r.get('/swaps', auth, async (req, res) => {
    const { limit, cursor } = pageParams(req, { defaultLimit: 20, maxLimit: SWAPS_MAX_PAGE });
    const page = await swaps.mine(member(req).id, { first: limit, after: cursor });
    sendPageHeaders(req, res, page);
    res.json(page.items.map(swapDto));
  });

  r.post('/swaps', auth, async (req, res) => {
    const b = body(req);
    if (typeof b.my_service_id !== 'string' || !b.my_service_id) throw invalid('my_service_id is required');
    if (typeof b.their_service_id !== 'string' || !b.their_service_id) throw invalid('their_service_id is required');
    res.status(201).json(swapDto(await swaps.propose(member(req).id, { myServiceId: b.my_service_id, theirServiceId: b.their_service_id })));
  });

  r.get('/swaps/:id', auth, async (req, res) => {
    res.json(swapDto(await swaps.view(member(req).id, String(req.params.id))));
  });

  r.post('/swaps/:id/accept', auth, async (req, res) => {
    res.json(swapDto(await swaps.accept(member(req).id, String(req.params.id))));
  });

  r.post('/swaps/:id/decline', auth, async (req, res) => {
    res.json(swapDto(await swaps.decline(member(req).id, String(req.params.id))));
  });

  r.post('/swaps/:id/cancel', auth, async (req, res) => {
    res.json(swapDto(await swaps.cancel(member(req).id, String(req.params.id))));
  });

  const rings = swaps.rings;
  const ringServiceId = (b: Record<string, unknown>, key: string) => {
    const v = b[key];
    if (typeof v !== 'string' || !v) throw invalid(`${key} is required`);
    return v;
  };

  r.get('/rings', auth, async (req, res) => {
    const { limit, cursor } = pageParams(req, { defaultLimit: 20, maxLimit: RINGS_MAX_PAGE });
    const page = await rings.mine(member(req).id, { first: limit, after: cursor });
    sendPageHeaders(req, res, page);
    res.json(page.items.map(ringDto));
  });

  r.post('/rings', auth, async (req, res) => {
    const b = body(req);
    const input = { myServiceId: ringServiceId(b, 'my_service_id'), secondServiceId: ringServiceId(b, 'second_service_id'), thirdServiceId: ringServiceId(b, 'third_service_id') };
    res.status(201).json(ringDto(await rings.propose(member(req).id, input)));
  });

  r.get('/rings/:id', auth, async (req, res) => {
    res.json(ringDto(await rings.view(member(req).id, String(req.params.id))));
  });

  r.post('/rings/:id/accept', auth, async (req, res) => {
    res.json(ringDto(await rings.accept(member(req).id, String(req.params.id))));
  });

  r.post('/rings/:id/decline', auth, async (req, res) => {
    res.json(ringDto(await rings.decline(member(req).id, String(req.params.id))));
  });

  r.post('/rings/:id/cancel', auth, async (req, res) => {
    res.json(ringDto(await rings.cancel(member(req).id, String(req.params.id))));
  });

  return r;
}
