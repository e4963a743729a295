import { defineMessages } from '@formatjs/intl';

/** The exchange inputs' fields as their rules name them, and the rules a field words itself. */
export const ExchangeLabels = defineMessages({
  message: { id: 'exchanges.field.message', defaultMessage: 'Message' },
  notes: { id: 'exchanges.field.notes', defaultMessage: 'Notes' },
  content: { id: 'exchanges.field.content', defaultMessage: 'Content' },
  ratingRange: {
    id: 'exchanges.rule.ratingRange',
    defaultMessage: 'Rating must be a whole number from {min, number} to {max, number}',
  },
  dateAndTimeRequired: { id: 'exchanges.rule.dateAndTimeRequired', defaultMessage: 'Date and time are required' },
  sessionDate: { id: 'exchanges.rule.sessionDate', defaultMessage: 'session_date must be an ISO date-time' },
});
