import { defineMessages } from 'react-intl';

/** The texts of group sessions: successes, and what a failure says when the server gave no reason. */
export const GroupSessionMessages = defineMessages({
  booked: { id: 'groupSessions.toast.booked', defaultMessage: 'You booked a seat!' },
  waitlisted: { id: 'groupSessions.toast.waitlisted', defaultMessage: 'You joined the waitlist.' },
  left: { id: 'groupSessions.toast.left', defaultMessage: 'You left the group session.' },
  cancelled: { id: 'groupSessions.toast.cancelled', defaultMessage: 'Group session cancelled.' },
  completed: { id: 'groupSessions.toast.completed', defaultMessage: 'Group session completed!' },
  scheduled: { id: 'groupSessions.toast.scheduled', defaultMessage: 'Group session scheduled!' },
  notesSaved: { id: 'groupSessions.toast.notesSaved', defaultMessage: 'Notes saved.' },
  scheduleFailed: {
    id: 'groupSessions.toast.scheduleFailed',
    defaultMessage: 'Failed to schedule the group session. Please try again.',
  },
  notesFailed: { id: 'groupSessions.toast.notesFailed', defaultMessage: 'Failed to save the notes. Please try again.' },
  noSlots: {
    id: 'groupSessions.schedule.noSlots',
    defaultMessage: 'You have no slots on this day: pick another date or add slots in Availability.',
  },
  joinFailed: { id: 'groupSessions.toast.joinFailed', defaultMessage: 'Failed to join. Please try again.' },
  leaveFailed: { id: 'groupSessions.toast.leaveFailed', defaultMessage: 'Failed to leave. Please try again.' },
  cancelFailed: {
    id: 'groupSessions.toast.cancelFailed',
    defaultMessage: 'Failed to cancel the group session. Please try again.',
  },
  completeFailed: {
    id: 'groupSessions.toast.completeFailed',
    defaultMessage: 'Failed to complete the group session. Please try again.',
  },
});
