import { Router, type RequestHandler } from 'express';
import { body, claims, member, requireMember, requireToken } from '../../common/http/rest.js';
import { pageParams, sendPageHeaders } from '../../common/http/paging.js';
import type { Page } from '../../common/pagination.js';
import { SWAPS_MAX_PAGE, type SwapService } from './swap.service.js';
import { RINGS_MAX_PAGE } from './ring.service.js';
import type { MatchService } from './match.service.js';
import { type CatalogueService, serviceDto } from '../catalogue/index.js';
import type { MemberAuthenticator } from '../../common/auth/member.js';
import { needDto } from '../needs/index.js';
import { ringDto, ringSuggestionDto, swapDto, swapSuggestionDto } from './swap.dto.js';
import { proposeRingBody, proposeSwapBody } from './swap.inputs.js';

/** Matches ("For you"), reciprocal swaps and swap rings. */
export function swapRoutes({
  identity,
  catalogue,
  swaps,
  matches,
}: {
  identity: MemberAuthenticator;
  catalogue: CatalogueService;
  swaps: SwapService;
  matches: MatchService;
}): Router {
  const r = Router();
  const auth = requireMember(identity);

  // The visit's one statement checks the session itself (a kept list: one round trip).
  r.get('/matches', requireToken(identity), async (req, res) => {
    const { userId, sessionId } = claims(req);
    // The visit's statement answers the member's language too: the labels are in it, as everywhere.
    const m = await matches.forMember(userId, sessionId);
    const label = await catalogue.labels(m.locale);
    res.json({
      services: m.services.map(({ needId, ...o }) => ({ ...serviceDto(o, label(o.category)), need_id: needId })),
      needs: m.needs.map((n) => needDto(n, label(n.category))),
      swaps: m.swaps.map(swapSuggestionDto),
      rings: m.rings.map(ringSuggestionDto),
    });
  });

  r.post('/swaps', auth, async (req, res) => {
    const input = await proposeSwapBody.parse(body(req));
    res.status(201).json(swapDto(await swaps.propose(member(req).id, { ...input })));
  });
  proposalRoutes(r, auth, '/swaps', swaps, swapDto, SWAPS_MAX_PAGE);

  const rings = swaps.rings;
  r.post('/rings', auth, async (req, res) => {
    const input = await proposeRingBody.parse(body(req));
    res.status(201).json(ringDto(await rings.propose(member(req).id, { ...input })));
  });
  proposalRoutes(r, auth, '/rings', rings, ringDto, RINGS_MAX_PAGE);

  return r;
}

/** What a swap and a ring both offer their members once proposed: a page of mine, one of them, and the three answers while it is pending. */
interface ProposalService<View> {
  mine(memberId: string, page: { first: number; after?: string }): Promise<Page<View>>;
  view(memberId: string, id: string): Promise<View>;
  accept(memberId: string, id: string): Promise<View>;
  decline(memberId: string, id: string): Promise<View>;
  cancel(memberId: string, id: string): Promise<View>;
}

/**
 * The routes a swap and a ring share, under `path` (`/swaps`, `/rings`): the member's list
 * (paginated with Link headers), one of them, and accept / decline / cancel, each answering the
 * proposal as the member now sees it. Only proposing differs between the two (its body).
 */
function proposalRoutes<View, Dto>(
  r: Router,
  auth: RequestHandler,
  path: string,
  proposals: ProposalService<View>,
  toDto: (v: View) => Dto,
  maxPage: number,
) {
  r.get(path, auth, async (req, res) => {
    const { limit, cursor } = pageParams(req, { defaultLimit: 20, maxLimit: maxPage });
    const page = await proposals.mine(member(req).id, { first: limit, after: cursor });
    sendPageHeaders(req, res, page);
    res.json(page.items.map(toDto));
  });

  r.get(`${path}/:id`, auth, async (req, res) => {
    res.json(toDto(await proposals.view(member(req).id, String(req.params.id))));
  });

  for (const answer of ['accept', 'decline', 'cancel'] as const) {
    r.post(`${path}/:id/${answer}`, auth, async (req, res) => {
      res.json(toDto(await proposals[answer](member(req).id, String(req.params.id))));
    });
  }
}
