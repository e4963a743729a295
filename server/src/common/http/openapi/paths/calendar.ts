import { componentSchemas as S } from '../components.js';
import { routes } from '../operation.js';
import { ref } from '../shapes.js';

const TAG = 'Profile, user and dashboard';

/** The member's private calendar feed (modules/calendar). The feed itself, `/calendar/<token>.ics`, is outside /api. */
export const calendarPaths = routes(TAG, {
  'GET /user/calendar-feed': {
    summary: 'My calendar feed address',
    description:
      'A private `webcal://…/calendar/<token>.ics` address of the caller’s sessions (the last 30 days and to come) as iCalendar, for any calendar app. Created on first use; the same address until revoked.',
    access: 'member',
    ok: { description: 'The feed address.', schema: ref(S.CalendarFeed) },
  },
  'POST /user/calendar-feed': {
    summary: 'Revoke my calendar feed address',
    description: 'The old address answers 404 from now on; the answer is the new one.',
    access: 'member',
    ok: { description: 'The new feed address.', schema: ref(S.CalendarFeed) },
  },
});
