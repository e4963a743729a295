import { defineMessages, type NoMessageValues } from 'react-intl';

/** The texts of the exchange screens, failures and success (catalog messages, docs/i18n.md). */
export const ExchangeMessages = defineMessages<{
  sent: NoMessageValues;
  sendFailed: { detail: string };
  sendFailedNoDetail: NoMessageValues;
  insufficient: { have: number; need: number };
  defaultMessage: { cost: number; title: string };
  accepted: NoMessageValues;
  acceptFailed: NoMessageValues;
  declined: NoMessageValues;
  declineFailed: NoMessageValues;
  cancelled: NoMessageValues;
  cancelFailed: NoMessageValues;
  completed: NoMessageValues;
  completeFailed: NoMessageValues;
  scheduled: NoMessageValues;
  scheduleFailed: NoMessageValues;
  noSlots: NoMessageValues;
}>({
  sent: { id: 'exchanges.request.sent', defaultMessage: 'Exchange request sent successfully!' },
  sendFailed: { id: 'exchanges.request.sendFailed', defaultMessage: 'Failed to send exchange request: {detail}' },
  sendFailedNoDetail: {
    id: 'exchanges.request.sendFailedNoDetail',
    defaultMessage: 'Failed to send exchange request: Please try again.',
  },
  insufficient: {
    id: 'exchanges.request.insufficient',
    defaultMessage: 'Insufficient Energy Points. You have {have} EP but need {need} EP.',
  },
  /**
   * The message a request carries when the member writes none. English is the server's own default
   * (it writes it for an empty message); another language's is sent as the message itself.
   */
  defaultMessage: {
    id: 'exchanges.request.defaultMessage',
    defaultMessage: "Hi! I'd like to exchange {cost} EP for your {title} service.",
  },

  accepted: { id: 'exchanges.card.accepted', defaultMessage: 'Exchange request accepted!' },
  acceptFailed: { id: 'exchanges.card.acceptFailed', defaultMessage: 'Failed to accept request. Please try again.' },
  declined: { id: 'exchanges.card.declined', defaultMessage: 'Exchange request declined.' },
  declineFailed: { id: 'exchanges.card.declineFailed', defaultMessage: 'Failed to decline request. Please try again.' },
  cancelled: { id: 'exchanges.card.cancelled', defaultMessage: 'Exchange request cancelled.' },
  cancelFailed: { id: 'exchanges.card.cancelFailed', defaultMessage: 'Failed to cancel request. Please try again.' },
  completed: { id: 'exchanges.card.completed', defaultMessage: 'Exchange marked as complete!' },
  completeFailed: {
    id: 'exchanges.card.completeFailed',
    defaultMessage: 'Failed to complete request. Please try again.',
  },

  scheduled: {
    id: 'exchanges.schedule.scheduled',
    defaultMessage: 'Session proposed! They will be asked to confirm it.',
  },
  scheduleFailed: { id: 'exchanges.schedule.failed', defaultMessage: 'Failed to schedule session. Please try again.' },
  noSlots: { id: 'exchanges.schedule.noSlots', defaultMessage: 'No available time slots for this date' },
});

/** An accepted request's default session date: this many days after acceptance. */
export const DEFAULT_SESSION_DAYS = 7;
