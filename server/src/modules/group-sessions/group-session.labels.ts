import { defineMessages } from '@formatjs/intl';

/** The group-session inputs' fields as their rules name them ("Seats must be between 1 and 10"). */
export const GroupSessionLabels = defineMessages({
  notes: { id: 'groupSessions.field.notes', defaultMessage: 'Notes' },
  seats: { id: 'groupSessions.field.seats', defaultMessage: 'Seats' },
  attendedIds: { id: 'groupSessions.rule.attendedIds', defaultMessage: 'attended must be a list of member ids' },
  attendedList: {
    id: 'groupSession.attendedList',
    defaultMessage: 'attended must be a list of at most {max, number} member ids',
  },
});
