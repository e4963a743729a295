/** The texts of group sessions: successes, and what a failure says when the server gave no reason. */
export const GroupSessionMessages = {
  booked: 'You booked a seat!',
  waitlisted: 'You joined the waitlist.',
  left: 'You left the group session.',
  cancelled: 'Group session cancelled.',
  completed: 'Group session completed!',
  scheduled: 'Group session scheduled!',
  notesSaved: 'Notes saved.',
  scheduleFailed: 'Failed to schedule the group session. Please try again.',
  notesFailed: 'Failed to save the notes. Please try again.',
  noSlots: 'You have no slots on this day: pick another date or add slots in Availability.',
  failed: {
    join: 'Failed to join. Please try again.',
    leave: 'Failed to leave. Please try again.',
    cancel: 'Failed to cancel the group session. Please try again.',
    complete: 'Failed to complete the group session. Please try again.',
  },
} as const;
