import { Router } from 'express';
import { body, member, optionalMember, queryText, readerLocale, requireMember } from '../../common/http/rest.js';
import { pageParams, sendPageHeaders } from '../../common/http/paging.js';
import { parseInput } from '../../common/validation.js';
import { answerNeedBody, closeNeedBody, NeedFilter, needBody } from './need.inputs.js';
import { NEEDS_MAX_PAGE, type NeedService } from './needs.service.js';
import { needDto } from './needs.dto.js';
import type { CatalogueService } from '../catalogue/index.js';
import type { MemberAuthenticator } from '../../common/auth/member.js';

/** The Needs board answers 50 items unless asked for fewer or more (at most 100), like Discover. */
const LIST_PAGE = { defaultLimit: 50, maxLimit: NEEDS_MAX_PAGE };

/** Needs, what members look for: the board, my needs, post/edit/close/delete, and "I can help". */
export function needRoutes({
  identity,
  catalogue,
  needs,
}: {
  identity: MemberAuthenticator;
  catalogue: CatalogueService;
  needs: NeedService;
}): Router {
  const r = Router();
  const auth = requireMember(identity);
  r.get('/needs', optionalMember(identity), async (req, res) => {
    const { limit, cursor } = pageParams(req, LIST_PAGE);
    const rawBudget = queryText(req, 'min_budget');
    const filter = await parseInput(NeedFilter, {
      search: queryText(req, 'search'),
      category: queryText(req, 'category'),
      minBudget: rawBudget === undefined ? undefined : /^-?\d+$/.test(rawBudget) ? Number(rawBudget) : rawBudget,
    });
    const page = await needs.board(filter, { first: limit, after: cursor });
    const label = await catalogue.labels(readerLocale(req));
    sendPageHeaders(req, res, page);
    res.json(page.items.map((n) => needDto(n, label(n.category))));
  });

  r.get('/user/needs', auth, async (req, res) => {
    const mine = await needs.mine(member(req).id);
    const [label, answers] = await Promise.all([
      catalogue.labels(readerLocale(req)),
      needs.answersOf(member(req).id, mine),
    ]);
    res.json(mine.map((n) => needDto(n, label(n.category), answers.get(n.id))));
  });

  r.post('/needs', auth, async (req, res) => {
    const created = await needs.create(member(req).id, await needBody.parse(body(req)));
    res.status(201).json(needDto(created, (await catalogue.labels(readerLocale(req)))(created.category), []));
  });

  r.put('/needs/:id', auth, async (req, res) => {
    const updated = await needs.update(member(req).id, String(req.params.id), await needBody.parse(body(req)));
    const answers = await needs.answersOf(member(req).id, [updated]);
    res.json(needDto(updated, (await catalogue.labels(readerLocale(req)))(updated.category), answers.get(updated.id)));
  });

  r.post('/needs/:id/close', auth, async (req, res) => {
    const { id, closed } = await closeNeedBody.parse(body(req), { id: String(req.params.id) });
    const need = await needs.setClosed(member(req).id, id, closed);
    const answers = await needs.answersOf(member(req).id, [need]);
    res.json(needDto(need, (await catalogue.labels(readerLocale(req)))(need.category), answers.get(need.id)));
  });

  r.delete('/needs/:id', auth, async (req, res) => {
    await needs.remove(member(req).id, String(req.params.id));
    res.json({ message: 'Need deleted' });
  });

  r.post('/needs/:id/answers', auth, async (req, res) => {
    const { id, serviceId } = await answerNeedBody.parse(body(req), { id: String(req.params.id) });
    const need = await needs.answer(member(req).id, id, serviceId);
    res.status(201).json(needDto(need, (await catalogue.labels(readerLocale(req)))(need.category)));
  });

  return r;
}
