import { Router } from 'express';
import { body, member, requireAdmin, requireMember } from '../../common/http/rest.js';
import { invalid } from '../../common/errors/domain-error.js';
import { pageParams, sendNamedPage } from '../../common/http/paging.js';
import type { ApiSchema } from '../../common/http/openapi/api-types.js';
import type { MemberAuthenticator } from '../../common/auth/member.js';
import type { AdminRoles } from '../../common/auth/admin-roles.js';
import { disputeReasonBody, resolveDisputeBody } from './dispute.inputs.js';
import { DISPUTES_PAGE, DisputeMessages, type DisputeService, type DisputeView } from './dispute.service.js';
import type { DisputeFilter } from './dispute.types.js';
import type { RequestCardDisputes } from '../exchanges/index.js';

const party = (p: { id: string; fullName: string }) => ({ id: p.id, full_name: p.fullName });
const iso = (d: Date | null) => (d ? new Date(d).toISOString() : null);

export const disputeDto = (d: DisputeView): ApiSchema<'Dispute'> => ({
  id: d.id,
  request_id: d.requestId,
  group_session_id: d.groupSessionId,
  service_title: d.serviceTitle,
  energy_cost: d.energyCost,
  completed_at: new Date(d.completedAt).toISOString(),
  status: d.status,
  reason: d.reason,
  opened_by: party(d.openedBy),
  requester: party(d.requester),
  coach: party(d.coach),
  created_at: new Date(d.createdAt).toISOString(),
  resolved_at: iso(d.resolvedAt),
  resolution_note: d.resolutionNote,
  resolved_by: d.resolvedBy,
  reversed_amount: d.reversedAmount,
  claimed_amount: d.claimedAmount,
  shortfall: d.shortfall,
});

const FILTERS: readonly DisputeFilter[] = ['open', 'resolved', 'all'];

/** The dispute and "may open one" of each request card the exchanges' REST routes answer. */
export function requestCardDisputes(disputes: DisputeService): RequestCardDisputes {
  return async (viewerId, rows) => {
    const trust = await disputes.forCards(viewerId, rows);
    return new Map(
      [...trust].map(([id, { dispute, canDispute }]) => [
        id,
        { can_dispute: canDispute, dispute: dispute && disputeDto(dispute) },
      ]),
    );
  };
}

/** A party disputes a completed exchange; admins work the queue. */
export function disputeRoutes({
  identity,
  adminRoles,
  disputes,
}: {
  identity: MemberAuthenticator;
  adminRoles: AdminRoles;
  disputes: DisputeService;
}): Router {
  const r = Router();
  const adminOnly = requireAdmin(adminRoles);

  r.post('/requests/:id/dispute', requireMember(identity), async (req, res) => {
    const { reason } = await disputeReasonBody.parse(body(req));
    res.status(201).json(disputeDto(await disputes.open(member(req).id, String(req.params.id), reason)));
  });

  r.post('/group-sessions/:id/dispute', requireMember(identity), async (req, res) => {
    const { reason } = await disputeReasonBody.parse(body(req));
    res.status(201).json(disputeDto(await disputes.openForSeat(member(req).id, String(req.params.id), reason)));
  });

  r.get('/admin/disputes', requireMember(identity), adminOnly, async (req, res) => {
    const status = req.query.status ?? 'open';
    if (typeof status !== 'string' || !FILTERS.includes(status as DisputeFilter))
      throw invalid(DisputeMessages.statusFilter);
    const { limit, cursor } = pageParams(req, DISPUTES_PAGE);
    const page = await disputes.queue(status as DisputeFilter, { first: limit, after: cursor });
    sendNamedPage(req, res, 'disputes', page, disputeDto);
  });

  r.post('/admin/disputes/:id/resolve', requireMember(identity), adminOnly, async (req, res) => {
    const { action, note } = await resolveDisputeBody.parse(body(req));
    res.json(disputeDto(await disputes.resolve(member(req).id, String(req.params.id), action, note)));
  });

  return r;
}
