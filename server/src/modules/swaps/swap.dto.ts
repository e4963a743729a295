import type { ApiSchema } from '../../common/http/openapi/api-types.js';
import type { SwapSide, SwapView } from './swap.service.js';
import type { SwapSuggestion } from './match.service.js';

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
