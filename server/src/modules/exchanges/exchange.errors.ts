import { defineMessages } from '@formatjs/intl';
import { englishTexts } from '../../common/i18n/index.js';

/**
 * The exchange domain's user-facing refusals, in one place so both transports say the same, each
 * with a catalog id (docs/i18n.md): answered in the caller's language.
 */
export const ExchangeMessages = defineMessages({
  requestAction: { id: 'exchange.requestAction', defaultMessage: 'action must be accept or decline' },
  sessionAction: { id: 'exchange.sessionAction', defaultMessage: 'action must be accept or reject' },
  insufficient: {
    id: 'exchange.insufficientBalance',
    defaultMessage: "You don't have enough Energy Points for this exchange!",
  },
  alreadySent: { id: 'exchange.alreadySent', defaultMessage: 'This request was already sent' },
  ownService: { id: 'exchange.ownService', defaultMessage: 'You cannot request your own service' },
  serviceNotFound: { id: 'exchange.serviceNotFound', defaultMessage: 'Service not found' },
  requestNotFound: { id: 'exchange.requestNotFound', defaultMessage: 'Exchange request not found' },
  onlyCoachResponds: {
    id: 'exchange.onlyCoachResponds',
    defaultMessage: 'Only the coach can accept or decline this request',
  },
  onlyRequesterCancels: {
    id: 'exchange.onlyRequesterCancels',
    defaultMessage: 'Only the requester can cancel this request',
  },
  notPending: { id: 'exchange.notPending', defaultMessage: 'This request is no longer pending' },
  notParty: { id: 'exchange.notParty', defaultMessage: 'You are not part of this exchange' },
  notAccepted: { id: 'exchange.notAccepted', defaultMessage: 'Only an accepted request can be completed' },
  noSessionDate: { id: 'exchange.noSessionDate', defaultMessage: 'Set a session date before completing this exchange' },
  sessionDatePast: { id: 'exchange.sessionDatePast', defaultMessage: 'The session date must be in the future' },
  sessionNotFound: { id: 'exchange.sessionNotFound', defaultMessage: 'Session not found' },
  requestNotAccepted: {
    id: 'exchange.requestNotAccepted',
    defaultMessage: 'Sessions can only be scheduled for an accepted request',
  },
  datePast: { id: 'exchange.datePast', defaultMessage: 'The date cannot be before today' },
  slotPassed: { id: 'exchange.slotPassed', defaultMessage: 'This time slot has already passed' },
  slotUnavailable: { id: 'exchange.slotUnavailable', defaultMessage: 'This time slot is not in their availability' },
  onlyOtherResponds: {
    id: 'exchange.onlyOtherResponds',
    defaultMessage: 'Only the other party can accept or reject this session',
  },
  sessionNotPending: { id: 'exchange.sessionNotPending', defaultMessage: 'This session is no longer pending' },
  sessionNotAccepted: {
    id: 'exchange.sessionNotAccepted',
    defaultMessage: 'Only an accepted session can be completed',
  },
  sessionCancelled: {
    id: 'exchange.sessionCancelled',
    defaultMessage: 'This session was cancelled when its exchange was completed',
  },
  doubleBooked: { id: 'exchange.doubleBooked', defaultMessage: 'One of you already has a session at that time' },
  notCompleted: { id: 'exchange.notCompleted', defaultMessage: 'You can review an exchange once it is completed' },
  reversed: {
    id: 'exchange.reversed',
    defaultMessage: 'This exchange was reversed after a dispute: it can no longer be reviewed',
  },
  alreadyReviewed: {
    id: 'exchange.alreadyReviewed',
    defaultMessage: 'You have already written a testimonial for this exchange',
  },
  partOfSwap: { id: 'exchange.partOfSwap', defaultMessage: 'This request is part of a swap: answer the swap' },
});

/** Their English words (what tests and the other modules' tables compare). */
export const ExchangeText = englishTexts(ExchangeMessages);
