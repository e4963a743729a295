import { defineMessages } from '@formatjs/intl';

/**
 * The words of the `.ics` invitations and the private feed, in the calendar's reader's language
 * (the feed's owner, an invitation's recipient). Names, titles and notes are the members' own
 * words and go in as values, untranslated.
 */
export const CalendarMessages = defineMessages({
  feedName: { id: 'calendar.feed.name', defaultMessage: 'Energy Exchange sessions ({name})' },
  sessionSummary: { id: 'calendar.session.summary', defaultMessage: '{title}: {coach} and {student}' },
  sessionCoach: { id: 'calendar.session.coach', defaultMessage: 'Coach: {name}' },
  sessionStudent: { id: 'calendar.session.student', defaultMessage: 'Student: {name}' },
  notes: { id: 'calendar.notes', defaultMessage: 'Notes: {notes}' },
  groupSummary: { id: 'calendar.group.summary', defaultMessage: '{title}: group session with {coach}' },
  groupWith: { id: 'calendar.group.with', defaultMessage: 'Group session with {coach}' },
  groupWaitlisted: { id: 'calendar.group.waitlisted', defaultMessage: 'You are on the waitlist.' },
});
