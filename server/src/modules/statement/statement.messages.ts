import { defineMessages } from '@formatjs/intl';

/**
 * A statement's words in its member's language: the CSV's header row and what each entry says
 * happened (the page and the CSV say the same). Titles and names are values, as written.
 */
export const StatementMessages = defineMessages({
  headerDate: { id: 'statement.csv.date', defaultMessage: 'Date' },
  headerWhat: { id: 'statement.csv.whatHappened', defaultMessage: 'What happened' },
  headerOther: { id: 'statement.csv.otherParty', defaultMessage: 'Other party' },
  headerAmount: { id: 'statement.csv.amount', defaultMessage: 'Amount (EP)' },
  headerBalance: { id: 'statement.csv.balance', defaultMessage: 'Balance (EP)' },
  headerKind: { id: 'statement.csv.kind', defaultMessage: 'Kind' },
  headerEntry: { id: 'statement.csv.entry', defaultMessage: 'Entry' },

  seatPaid: {
    id: 'statement.seat.paid',
    defaultMessage: 'Paid for your seat in the group session “{title}” (held until it took place)',
  },
  seatHeld: { id: 'statement.seat.held', defaultMessage: 'Held for your seat in the group session “{title}”' },
  seatReleased: {
    id: 'statement.seat.released',
    defaultMessage: 'Hold released: your seat in the group session “{title}” was not used',
  },
  seatSettled: { id: 'statement.seat.settled', defaultMessage: 'Group session completed: a seat in “{title}”' },
  seatReward: {
    id: 'statement.seat.testimonialReward',
    defaultMessage: 'Reward for your testimonial on the group session “{title}”',
  },
  seatReversed: {
    id: 'statement.seat.reversed',
    defaultMessage: 'Reversed after a dispute: a seat in the group session “{title}”',
  },
  seatRefund: {
    id: 'statement.seat.refund',
    defaultMessage: 'Refund after a dispute: your seat in the group session “{title}”',
  },

  anExchange: { id: 'statement.exchange.unnamed', defaultMessage: 'an exchange' },
  quoted: { id: 'statement.exchange.quoted', defaultMessage: '“{title}”' },
  signupBonus: { id: 'statement.signupBonus', defaultMessage: 'Welcome bonus' },
  requestPaid: {
    id: 'statement.request.paid',
    defaultMessage: 'Paid for your request for {title} (held until it was completed)',
  },
  requestHeld: { id: 'statement.request.held', defaultMessage: 'Held for your request for {title}' },
  requestReleased: {
    id: 'statement.request.released',
    defaultMessage: 'Hold released: your request for {title} did not go ahead',
  },
  exchangeSettled: { id: 'statement.exchange.settled', defaultMessage: 'Exchange completed: {title}' },
  testimonialReward: { id: 'statement.testimonialReward', defaultMessage: 'Reward for your testimonial on {title}' },
  referralReward: { id: 'statement.referralReward', defaultMessage: 'Reward for a member you referred' },
  openingBalance: { id: 'statement.openingBalance', defaultMessage: 'Opening balance (imported account)' },
  adminCorrection: { id: 'statement.adminCorrection', defaultMessage: 'Correction by an admin' },
  adminCorrectionWithReason: {
    id: 'statement.adminCorrection.withReason',
    defaultMessage: 'Correction by an admin: {reason}',
  },
  reversed: { id: 'statement.reversed', defaultMessage: 'Reversed after a dispute: {title}' },
  refund: { id: 'statement.refund', defaultMessage: 'Refund after a dispute: {title}' },
});
