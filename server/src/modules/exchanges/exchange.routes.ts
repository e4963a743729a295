import { Router } from 'express';
import { body, claims, member, requireMember, requireToken } from '../../common/http/rest.js';
import {
  proposeSessionBody,
  respondToRequestBody,
  respondToSessionBody,
  seatTestimonialBody,
  sendRequestBody,
  testimonialBody,
} from './exchange.inputs.js';
import { requestDto, sessionDto, testimonialDto } from './exchange.dto.js';
import type { ExchangeService } from './exchange.service.js';
import type { SessionService } from './session.service.js';
import type { TestimonialService } from './testimonial.service.js';
import type { MemberAuthenticator } from '../../common/auth/member.js';
import type { RequestForViewer } from './exchange.service.js';
import type { ApiSchema } from '../../common/http/openapi/api-types.js';

/**
 * What a request card says about its dispute, by request id: the disputes module answers
 * (`requestCardDisputes`, which the disputes module makes as the `cardDisputes` service). Disputes are about exchanges, so this
 * module names what it needs instead of importing that one.
 */
export type RequestCardDisputes = (
  viewerId: string,
  rows: readonly RequestForViewer[],
) => Promise<Map<string, { can_dispute: boolean; dispute: ApiSchema<'Dispute'> | null }>>;

/** Requests, sessions and testimonials. */
export function exchangeRoutes({
  identity,
  exchanges,
  sessions,
  testimonials,
  cardDisputes,
}: {
  identity: MemberAuthenticator;
  exchanges: ExchangeService;
  sessions: SessionService;
  testimonials: TestimonialService;
  cardDisputes: RequestCardDisputes;
}): Router {
  const r = Router();
  // Request cards with their dispute and whether the viewer may open one (one query per answer).
  const cards = async (me: string, rows: RequestForViewer[]) => {
    const trust = await cardDisputes(me, rows);
    return rows.map((row) => ({ ...requestDto(row), ...trust.get(row.id)! }));
  };
  const card = async (me: string, row: RequestForViewer) => (await cards(me, [row]))[0];

  // Before requireMember: the settlement checks the caller's session in its own statement (one
  // round trip for the whole completion, docs/ledger.md).
  r.post('/requests/:id/complete', requireToken(identity), async (req, res) => {
    const { userId: me, sessionId } = claims(req);
    res.json(await card(me, await exchanges.complete(me, String(req.params.id), sessionId)));
  });

  r.use(['/requests', '/sessions', '/testimonials'], requireMember(identity));

  r.post('/requests', async (req, res) => {
    const input = await sendRequestBody.parse(body(req), { clientKey: req.get('Idempotency-Key') });
    const me = member(req).id;
    const sent = await exchanges.send(me, {
      serviceId: input.serviceId,
      message: input.message,
      clientKey: input.clientKey,
    });
    res.status(201).json(await card(me, sent));
  });

  r.get('/requests/received', async (req, res) => {
    const me = member(req).id;
    res.json(await cards(me, await exchanges.received(me)));
  });

  r.get('/requests/sent', async (req, res) => {
    const me = member(req).id;
    res.json(await cards(me, await exchanges.sent(me)));
  });

  r.post('/requests/respond', async (req, res) => {
    const input = await respondToRequestBody.parse(body(req));
    const me = member(req).id;
    const done = await exchanges.respond(me, {
      requestId: input.requestId,
      action: input.action,
      sessionDate: input.sessionDate ? new Date(input.sessionDate) : null,
    });
    res.json(await card(me, done));
  });

  r.post('/requests/:id/cancel', async (req, res) => {
    const me = member(req).id;
    res.json(await card(me, await exchanges.cancel(me, String(req.params.id))));
  });

  r.get('/requests/:id/can-testimonial', async (req, res) => {
    res.json({ can_create: await exchanges.canReview(member(req).id, String(req.params.id)) });
  });

  r.get('/sessions', async (req, res) => {
    const me = member(req).id;
    res.json((await sessions.list(me)).map(sessionDto));
  });

  r.post('/sessions', async (req, res) => {
    const input = await proposeSessionBody.parse(body(req));
    const me = member(req).id;
    const s = await sessions.propose(me, {
      requestId: input.exchangeRequestId,
      proposedDate: input.proposedDate,
      proposedTimeSlot: input.proposedTimeSlot,
      notes: input.notes,
    });
    res.status(201).json(sessionDto(s));
  });

  r.post('/sessions/:id/respond', async (req, res) => {
    const { sessionId, action } = await respondToSessionBody.parse(body(req), { sessionId: String(req.params.id) });
    res.json(sessionDto(await sessions.respond(member(req).id, sessionId, action)));
  });

  r.post('/sessions/:id/complete', async (req, res) => {
    const me = member(req).id;
    res.json(sessionDto(await sessions.complete(me, String(req.params.id))));
  });

  r.post('/testimonials', async (req, res) => {
    const input = await testimonialBody.parse(body(req));
    const t = await testimonials.create(member(req).id, {
      requestId: input.exchangeRequestId,
      rating: input.rating,
      content: input.content,
      isPublic: input.isPublic,
    });
    res.status(201).json(testimonialDto(t));
  });

  // An attended group-session seat's testimonial: the same reward path as an exchange's.
  r.post('/group-sessions/:id/testimonial', requireMember(identity), async (req, res) => {
    const input = await seatTestimonialBody.parse(body(req));
    const t = await testimonials.createForSeat(member(req).id, {
      groupSessionId: String(req.params.id),
      rating: input.rating,
      content: input.content,
      isPublic: input.isPublic,
    });
    res.status(201).json(testimonialDto(t));
  });

  r.get('/testimonials/received', async (req, res) => {
    res.json((await testimonials.received(member(req).id)).map(testimonialDto));
  });

  r.get('/testimonials/given', async (req, res) => {
    res.json((await testimonials.given(member(req).id)).map(testimonialDto));
  });

  return r;
}
