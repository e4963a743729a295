import { Router, type Request, type Response } from 'express';
import { body, member, optionalMember, queryText, readerLocale, requireMember } from '../../common/http/rest.js';
import { pageParams, sendPageHeaders } from '../../common/http/paging.js';
import { ContactVisibility, type Counterparts } from '../profiles/index.js';
import { invalid } from '../../common/errors/domain-error.js';
import { parseInput } from '../../common/validation.js';
import { CatalogueMessages } from './catalogue.messages.js';
import { CoachFilter, type CoachSort, ServiceFilter, serviceBody } from './service.inputs.js';
import { MAX_PAGE, type ServiceService } from './service.service.js';
import { coachDto, serviceDto } from './service.dto.js';
import type { AdminRoles } from '../../common/auth/admin-roles.js';
import type { CatalogueService } from './catalogue.service.js';
import type { MemberAuthenticator } from '../../common/auth/member.js';
import { PublicAnswers } from '../../common/http/public-answers.js';
import { type ReliabilityService, reliabilityDto } from '../reliability/index.js';

/** A whole-number query parameter, or undefined when absent; anything else is a 400. */
function intParam(req: Request, name: string): number | string | undefined {
  const raw = req.query[name];
  if (raw === undefined || raw === '') return undefined;
  if (typeof raw !== 'string') throw invalid(`${name} must be given once`);
  return /^-?\d+$/.test(raw) ? Number(raw) : raw; // a non-number is left for the validator to name
}

/** Discover and Browse Coaches answer 50 items unless asked for fewer or more (at most 100). */
const LIST_PAGE = { defaultLimit: 50, maxLimit: MAX_PAGE };

/** Services, coaches and categories. */
export function serviceRoutes({
  identity,
  adminRoles,
  catalogue,
  services,
  counterparts,
  reliability,
  publicAnswers,
}: {
  identity: MemberAuthenticator;
  adminRoles: AdminRoles;
  catalogue: CatalogueService;
  services: ServiceService;
  /** Contact privacy's "has an exchange with the viewer" (the exchanges module's contactCounterparts). */
  counterparts: Counterparts;
  /** Each /coaches row, and GET /users/{id}, carries its reliability, one statement per page. */
  reliability: ReliabilityService;
  /** Discover's first page for visitors: kept a second, with an ETag (never for a signed-in caller). */
  publicAnswers: PublicAnswers;
}): Router {
  const r = Router();
  const auth = requireMember(identity);
  // The lists are public; a signed-in caller may see more contacts (ContactVisibility).
  const caller = optionalMember(identity);
  /** A coach card's categories and skills in `locale`, from one read of the categories. */
  const coachWords = async (locale: string) => {
    const [label, skill] = await Promise.all([catalogue.labels(locale), catalogue.skillLabels(locale)]);
    return { label, skill };
  };
  r.get('/services', caller, async (req, res) => {
    const { cursor } = pageParams(req, LIST_PAGE);
    // The same answer to every visitor of a language: the first page to a caller without a token is
    // kept a second (by key: the language of its category labels and the whole query string). A
    // signed-in caller's answer is never stored.
    if (cursor === undefined && req.headers.authorization === undefined)
      await publicAnswers.send(req, res, `services:${readerLocale(req)}${req.url}`, () => discover(req, res));
    else PublicAnswers.sendUncached(res, await discover(req, res));
  });

  /** A page of Discover (the headers on `res`, the body answered). */
  async function discover(req: Request, res: Response): Promise<unknown> {
    const { limit, cursor } = pageParams(req, LIST_PAGE);
    const coachType = queryText(req, 'coach_type');
    if (coachType !== undefined && coachType !== 'premium' && coachType !== 'all')
      throw invalid(CatalogueMessages.coachType);
    const filter = await parseInput(ServiceFilter, {
      search: queryText(req, 'search'),
      category: queryText(req, 'category'),
      minCost: intParam(req, 'min_cost'),
      maxCost: intParam(req, 'max_cost'),
      premiumOnly: coachType === 'premium' ? true : undefined,
      coachId: queryText(req, 'coach_id'),
    });
    const page = await services.search(filter, { first: limit, after: cursor });
    const label = await catalogue.labels(readerLocale(req));
    sendPageHeaders(req, res, page);
    return page.items.map((o) => serviceDto(o, label(o.category)));
  }

  r.get('/coaches', caller, async (req, res) => {
    const { limit, cursor } = pageParams(req, LIST_PAGE);
    const coachType = queryText(req, 'coach_type');
    if (coachType !== undefined && coachType !== 'premium' && coachType !== 'all')
      throw invalid(CatalogueMessages.coachType);
    const skills = queryText(req, 'skills')
      ?.split(',')
      .map((s) => s.trim())
      .filter(Boolean);
    const sort = queryText(req, 'sort') ?? 'relevance';
    if (sort !== 'relevance' && sort !== 'reliability') throw invalid(CatalogueMessages.coachSort);
    const filter = await parseInput(CoachFilter, { premiumOnly: coachType === 'premium' ? true : undefined, skills });
    const page = await services.coaches(filter, { first: limit, after: cursor }, sort.toUpperCase() as CoachSort);
    const [words, emails, reliable] = await Promise.all([
      coachWords(readerLocale(req)),
      new ContactVisibility(counterparts, adminRoles, req.member ?? null).emailsOf(page.items),
      reliability.of(page.items.map((c) => c.id)),
    ]);
    sendPageHeaders(req, res, page);
    res.json(page.items.map((c) => coachDto(c, words, emails.get(c.id) ?? null, reliabilityDto(reliable.get(c.id)!))));
  });

  // One member's coach card, with the same contact privacy and reliability as a /coaches row.
  r.get('/users/:id', auth, async (req, res) => {
    const coach = await services.coachById(String(req.params.id));
    const [words, email, reliable] = await Promise.all([
      coachWords(readerLocale(req)),
      new ContactVisibility(counterparts, adminRoles, member(req)).emailOf(coach),
      reliability.of([coach.id]),
    ]);
    res.json(coachDto(coach, words, email, reliabilityDto(reliable.get(coach.id)!)));
  });

  r.get('/user/services', auth, async (req, res) => {
    const label = await catalogue.labels(readerLocale(req));
    res.json((await services.listMine(member(req).id)).map((o) => serviceDto(o, label(o.category))));
  });

  r.post('/services', auth, async (req, res) => {
    // Optional Idempotency-Key: the same key publishes once (a double-clicked or retried save).
    const created = await services.create(
      member(req).id,
      await serviceBody.parse(body(req)),
      req.get('Idempotency-Key'),
    );
    res.status(201).json(serviceDto(created, (await catalogue.labels(readerLocale(req)))(created.category)));
  });

  r.put('/services/:id', auth, async (req, res) => {
    const updated = await services.update(member(req).id, String(req.params.id), await serviceBody.parse(body(req)));
    res.json(serviceDto(updated, (await catalogue.labels(readerLocale(req)))(updated.category)));
  });

  r.delete('/services/:id', auth, async (req, res) => {
    const { archived } = await services.remove(member(req).id, String(req.params.id));
    res.json({ message: archived ? 'Service archived' : 'Service deleted', archived });
  });

  return r;
}
