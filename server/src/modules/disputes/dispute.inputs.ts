import { ArgsType, Field } from 'type-graphql';
import { IsIn } from 'class-validator';
import { restInput } from '../../common/http/rest-input.js';
import { LengthOnceTrimmed, translatable } from '../../common/validation.js';
import { DisputeMessages } from './dispute.service.js';
import { DisputeAction } from './dispute.types.js';

/** Why a party disputes an exchange or a seat (REST and GraphQL: what is disputed is named beside it). */
@ArgsType()
export class DisputeReasonArgs {
  @Field({ description: 'Why, 20 to 2,000 characters.' })
  @LengthOnceTrimmed(20, 2000, translatable(DisputeMessages.reason))
  reason: string;
}

/** An admin's resolution of a dispute (REST: the dispute in the path). */
@ArgsType()
export class ResolveDisputeArgs {
  @Field(() => DisputeAction, { description: 'REVERSE or DISMISS.' })
  @IsIn(Object.values(DisputeAction), translatable(DisputeMessages.action))
  action: DisputeAction;

  @Field({ description: 'Why, 1 to 2,000 characters (both parties read it).' })
  @LengthOnceTrimmed(1, 2000, translatable(DisputeMessages.note))
  note: string;
}

/** POST /requests/{id}/dispute and POST /group-sessions/{id}/dispute. */
export const disputeReasonBody = restInput(DisputeReasonArgs, { reason: 'reason' });
/** POST /admin/disputes/{id}/resolve. */
export const resolveDisputeBody = restInput(ResolveDisputeArgs, { action: 'action', note: 'note' });
