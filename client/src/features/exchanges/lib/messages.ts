/** The texts of the exchange screens, failures and success. */
export const ExchangeMessages = {
  sent: 'Exchange request sent successfully!',
  sendFailed: (detail: string) => `Failed to send exchange request: ${detail}`,
  sendFailedNoDetail: 'Failed to send exchange request: Please try again.',
  insufficient: (have: number, need: number) => `Insufficient Energy Points. You have ${have} EP but need ${need} EP.`,
  defaultMessage: (cost: number, title: string) => `Hi! I'd like to exchange ${cost} EP for your ${title} service.`,

  accepted: 'Exchange request accepted!',
  acceptFailed: 'Failed to accept request. Please try again.',
  declined: 'Exchange request declined.',
  declineFailed: 'Failed to decline request. Please try again.',
  cancelled: 'Exchange request cancelled.',
  cancelFailed: 'Failed to cancel request. Please try again.',
  completed: 'Exchange marked as complete!',
  completeFailed: 'Failed to complete request. Please try again.',

  scheduled: 'Session proposed! They will be asked to confirm it.',
  scheduleFailed: 'Failed to schedule session. Please try again.',
  noSlots: 'No available time slots for this date',
} as const;

/** An accepted request's default session date: this many days after acceptance. */
export const DEFAULT_SESSION_DAYS = 7;
