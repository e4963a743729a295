import type { RequestCard_RequestFragment } from '../../../gql/graphql';

export type RequestCardAction =
  | 'accept'
  | 'decline'
  | 'cancel'
  | 'schedule'
  | 'viewSessions'
  | 'noAvailability'
  | 'complete'
  | 'review'
  | 'answerSwap';

type RequestState = Pick<RequestCard_RequestFragment, 'status' | 'myRole' | 'canComplete' | 'canReview'> & {
  swapId?: string | null;
  otherParty: Pick<RequestCard_RequestFragment['otherParty'], 'hasAvailability'>;
};

/**
 * What a request card offers (docs/design.md §3): the coach accepts or declines a pending
 * request, the requester cancels it; an accepted one is scheduled (only when the other party set
 * availability — else 'No Availability Set'), or its sessions viewed once one is under way; it is
 * completed when the server says it can be; a completed one is reviewed when the server allows.
 */
export function requestActions(request: RequestState, hasOpenSession: boolean): RequestCardAction[] {
  const actions: RequestCardAction[] = [];
  if (request.status === 'PENDING') {
    // A swap's or ring's requests are answered together, in For you: the server refuses them one by one.
    if (request.swapId) return ['answerSwap'];
    actions.push(...(request.myRole === 'COACH' ? (['accept', 'decline'] as const) : (['cancel'] as const)));
  }
  if (request.status === 'ACCEPTED') {
    if (!request.otherParty.hasAvailability) actions.push('noAvailability');
    else actions.push(hasOpenSession ? 'viewSessions' : 'schedule');
    if (request.canComplete) actions.push('complete');
  }
  if (request.status === 'COMPLETED' && request.canReview) actions.push('review');
  return actions;
}
