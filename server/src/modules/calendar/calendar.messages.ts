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

/**
 * What the calendar refuses, in its caller's language: an invitation asked for a session that is not
 * there, and a feed address that is not (or no longer) one.
 */
export const CalendarRefusals = defineMessages({
  sessionNotFound: { id: 'calendar.sessionNotFound', defaultMessage: 'Session not found' },
  groupSessionNotFound: { id: 'calendar.groupSessionNotFound', defaultMessage: 'Group session not found' },
  feedNotFound: { id: 'calendar.feedNotFound', defaultMessage: 'Not found' },
});
