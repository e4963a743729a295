import type { ApiSchema } from '../../common/http/openapi/api-types.js';
import type { SwapSide, SwapView } from './swap.service.js';
import type { RingSuggestion, SwapSuggestion } from './match.service.js';
import type { RingSide, RingView } from './ring.service.js';
import type { ProposalState } from './member-swap-reader.js';

/** One request of a swap or a ring: a ring's side is a swap's side that also names who gives to whom. */
const sideDto = (s: SwapSide): ApiSchema<'SwapSide'> => ({
  request_id: s.requestId,
  request_status: s.requestStatus,
  service_id: s.serviceId,
  service_title: s.serviceTitle,
  energy_cost: s.energyCost,
});

const ringSideDto = (s: RingSide): ApiSchema<'RingSide'> => ({
  ...sideDto(s),
  giver_id: s.giverId,
  giver_name: s.giverName,
  receiver_id: s.receiverId,
  receiver_name: s.receiverName,
});

/** The fields a swap and a ring share last: when it was proposed and lapses, and what the viewer may answer. */
const proposalStateDto = (p: ProposalState) => ({
  created_at: new Date(p.createdAt).toISOString(),
  expires_at: new Date(p.expiresAt).toISOString(),
  can_accept: p.canAccept,
  can_decline: p.canDecline,
  can_cancel: p.canCancel,
});

/** The REST facade's swap, as one of its parties sees it. */
export function swapDto(s: SwapView): ApiSchema<'Swap'> {
  return {
    id: s.id,
    status: s.status,
    my_role: s.myRole === 'PROPOSER' ? 'proposer' : 'partner',
    partner_id: s.partnerId,
    partner_name: s.partnerName,
    i_give: sideDto(s.iGive),
    i_receive: sideDto(s.iReceive),
    difference: s.difference,
    i_pay: s.iPay,
    i_earn: s.iEarn,
    held: s.held,
    ...proposalStateDto(s),
  };
}

/** The REST facade's ring, as one of its members sees it. */
export function ringDto(r: RingView): ApiSchema<'Ring'> {
  return {
    id: r.id,
    status: r.status,
    my_role: r.myRole === 'PROPOSER' ? 'proposer' : 'member',
    members: r.members.map((m) => ({ id: m.memberId, full_name: m.fullName, accepted: m.accepted })),
    sides: r.sides.map(ringSideDto),
    i_give: ringSideDto(r.iGive),
    i_receive: ringSideDto(r.iReceive),
    ...proposalStateDto(r),
  };
}

// A suggestion names each service, need and member it would join by id and title (or name).
const serviceRef = (id: string, title: string, energyCost: number) => ({ id, title, energy_cost: energyCost });
const needRef = (id: string, title: string) => ({ id, title });
const memberRef = (id: string, fullName: string) => ({ id, full_name: fullName });

export function swapSuggestionDto(s: SwapSuggestion): ApiSchema<'SwapSuggestion'> {
  return {
    partner_id: s.partnerId,
    partner_name: s.partnerName,
    my_service: serviceRef(s.myServiceId, s.myServiceTitle, s.myCost),
    their_service: serviceRef(s.theirServiceId, s.theirServiceTitle, s.theirCost),
    my_need: needRef(s.myNeedId, s.myNeedTitle),
    their_need: needRef(s.theirNeedId, s.theirNeedTitle),
  };
}

export function ringSuggestionDto(r: RingSuggestion): ApiSchema<'RingSuggestion'> {
  return {
    second_member: memberRef(r.secondId, r.secondName),
    third_member: memberRef(r.thirdId, r.thirdName),
    my_service: serviceRef(r.myServiceId, r.myServiceTitle, r.myCost),
    second_service: serviceRef(r.secondServiceId, r.secondServiceTitle, r.secondCost),
    third_service: serviceRef(r.thirdServiceId, r.thirdServiceTitle, r.thirdCost),
    my_need: needRef(r.myNeedId, r.myNeedTitle),
    second_need: needRef(r.secondNeedId, r.secondNeedTitle),
    third_need: needRef(r.thirdNeedId, r.thirdNeedTitle),
  };
}
