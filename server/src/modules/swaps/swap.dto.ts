import type { ApiSchema } from '../../common/http/openapi/api-types.js';
import type { SwapSide, SwapView } from './swap.service.js';
import type { RingSuggestion, SwapSuggestion } from './match.service.js';
import type { RingSide, RingView } from './ring.service.js';

const sideDto = (s: SwapSide): ApiSchema<'SwapSide'> => ({
  request_id: s.requestId,
  request_status: s.requestStatus as ApiSchema<'SwapSide'>['request_status'],
  service_id: s.serviceId,
  service_title: s.serviceTitle,
  energy_cost: s.energyCost,
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
    created_at: new Date(s.createdAt).toISOString(),
    expires_at: new Date(s.expiresAt).toISOString(),
    can_accept: s.canAccept,
    can_decline: s.canDecline,
    can_cancel: s.canCancel,
  };
}

export function swapSuggestionDto(s: SwapSuggestion): ApiSchema<'SwapSuggestion'> {
  return {
    partner_id: s.partnerId,
    partner_name: s.partnerName,
    my_service: { id: s.myOfferId, title: s.myOfferTitle, energy_cost: s.myCost },
    their_service: { id: s.theirOfferId, title: s.theirOfferTitle, energy_cost: s.theirCost },
    my_need: { id: s.myNeedId, title: s.myNeedTitle },
    their_need: { id: s.theirNeedId, title: s.theirNeedTitle },
  };
}

const ringSideDto = (s: RingSide): ApiSchema<'RingSide'> => ({
  request_id: s.requestId,
  request_status: s.requestStatus as ApiSchema<'RingSide'>['request_status'],
  service_id: s.serviceId,
  service_title: s.serviceTitle,
  energy_cost: s.energyCost,
  giver_id: s.giverId,
  giver_name: s.giverName,
  receiver_id: s.receiverId,
  receiver_name: s.receiverName,
});

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
    created_at: new Date(r.createdAt).toISOString(),
    expires_at: new Date(r.expiresAt).toISOString(),
    can_accept: r.canAccept,
    can_decline: r.canDecline,
    can_cancel: r.canCancel,
  };
}

export function ringSuggestionDto(r: RingSuggestion): ApiSchema<'RingSuggestion'> {
  return {
    second_member: { id: r.secondId, full_name: r.secondName },
    third_member: { id: r.thirdId, full_name: r.thirdName },
    my_service: { id: r.myOfferId, title: r.myOfferTitle, energy_cost: r.myCost },
    second_service: { id: r.secondOfferId, title: r.secondOfferTitle, energy_cost: r.secondCost },
    third_service: { id: r.thirdOfferId, title: r.thirdOfferTitle, energy_cost: r.thirdCost },
    my_need: { id: r.myNeedId, title: r.myNeedTitle },
    second_need: { id: r.secondNeedId, title: r.secondNeedTitle },
    third_need: { id: r.thirdNeedId, title: r.thirdNeedTitle },
  };
}
