import { defineMessages } from '@formatjs/intl';
import { english } from '../../common/i18n/index.js';

/**
 * The exchange refusals that have catalog ids (docs/i18n.md): answered in the caller's language.
 * The others below follow by moving them here, one id each.
 */
export const ExchangeMessages = defineMessages({
  insufficient: {
    id: 'exchange.insufficientBalance',
    defaultMessage: "You don't have enough Energy Points for this exchange!",
  },
});

/** The exchange domain's user-facing refusals, in one place so both transports say the same. */
export const ExchangeText = {
  insufficient: english(ExchangeMessages.insufficient),
  ownService: 'You cannot request your own service',
  serviceNotFound: 'Service not found',
  requestNotFound: 'Exchange request not found',
  onlyCoachResponds: 'Only the coach can accept or decline this request',
  onlyRequesterCancels: 'Only the requester can cancel this request',
  notPending: 'This request is no longer pending',
  notParty: 'You are not part of this exchange',
  notAccepted: 'Only an accepted request can be completed',
  noSessionDate: 'Set a session date before completing this exchange',
  sessionDatePast: 'The session date must be in the future',
  sessionNotFound: 'Session not found',
  requestNotAccepted: 'Sessions can only be scheduled for an accepted request',
  datePast: 'The date cannot be before today',
  slotPassed: 'This time slot has already passed',
  slotUnavailable: 'This time slot is not in their availability',
  onlyOtherResponds: 'Only the other party can accept or reject this session',
  sessionNotPending: 'This session is no longer pending',
  sessionNotAccepted: 'Only an accepted session can be completed',
  sessionCancelled: 'This session was cancelled when its exchange was completed',
  doubleBooked: 'One of you already has a session at that time',
  notCompleted: 'You can review an exchange once it is completed',
  reversed: 'This exchange was reversed after a dispute: it can no longer be reviewed',
  alreadyReviewed: 'You have already written a testimonial for this exchange',
  partOfSwap: 'This request is part of a swap: answer the swap',
} as const;
