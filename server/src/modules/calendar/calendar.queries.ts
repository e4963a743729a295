import { defineQuery } from '../../db/typed-query.js';
import type { CalendarGroupSession, CalendarSession } from './ical.js';
import { SESSIONS_WITH_PARTIES } from '../exchanges/index.js';
import { activeMember } from '../identity/index.js';

/** The calendar module's SQL (`calendar_feeds`). Runs through `db/typed-query.ts`. */

/**
 * Read model of the exchanges module: sessions as a calendar shows them (the service's title and
 * length, both parties' names and addresses — the addresses go only into an invitation mailed to
 * those parties, never into a feed).
 */
const CALENDAR_SESSION_SQL = `
  SELECT s.id, s.exchange_request_id AS "requestId", s.status, s.starts_at AS "startsAt", o.duration_minutes AS "durationMinutes",
         o.title, s.notes,
         json_build_object('name', co.full_name, 'email', co.email) AS coach,
         json_build_object('name', st.full_name, 'email', st.email) AS student
    FROM ${SESSIONS_WITH_PARTIES}`;

export const calendarSession = defineQuery<[sessionId: string], CalendarSession>(
  'calendarSession',
  `${CALENDAR_SESSION_SQL} WHERE s.id = $1`,
);

/**
 * A member's sessions of the last 30 days and to come, not rejected ones (the indexes
 * `sessions_coach_idx` and `sessions_student_idx` on (member, starts_at)).
 */
export const feedSessions = defineQuery<[memberId: string, limit: number], CalendarSession>(
  'feedSessions',
  `${CALENDAR_SESSION_SQL}
    WHERE (s.coach_id = $1 OR s.student_id = $1) AND s.starts_at > now() - interval '30 days' AND s.status <> 'rejected'
    ORDER BY s.starts_at, s.id LIMIT $2`,
);

/**
 * Read model of the group sessions module: the member's group sessions of the last 30 days and to
 * come, as their coach or with a seat, and what they are to it (`coach`, or their latest seat's
 * status: a seat left or released stays in the feed, cancelled, so calendars drop the event).
 */
export const feedGroupSessions = defineQuery<[memberId: string, limit: number], CalendarGroupSession>(
  'feedGroupSessions',
  `SELECT g.id, g.status, g.starts_at AS "startsAt", o.duration_minutes AS "durationMinutes", o.title, g.notes,
          co.full_name AS "coachName", CASE WHEN g.coach_id = $1 THEN 'coach' ELSE seat.status END AS part
     FROM group_sessions g
     JOIN services o ON o.id = g.service_id
     JOIN users co ON co.id = g.coach_id
     LEFT JOIN LATERAL (
       SELECT s.status FROM group_session_seats s WHERE s.group_session_id = g.id AND s.member_id = $1
        ORDER BY s.joined_at DESC, s.id DESC LIMIT 1) seat ON true
    WHERE (g.coach_id = $1 OR g.id IN (SELECT m.group_session_id FROM group_session_seats m
                                        WHERE m.member_id = $1 AND m.status <> 'skipped'))
      AND g.starts_at > now() - interval '30 days'
    ORDER BY g.starts_at, g.id LIMIT $2`,
);

/** One group session with its coach's and one seat holder's names and addresses (for that member's invitation only). */
export const groupInvitation = defineQuery<
  [groupSessionId: string, memberId: string],
  CalendarGroupSession & { coachEmail: string; memberName: string; memberEmail: string; memberLocale: string }
>(
  'groupInvitation',
  `SELECT g.id, g.status, g.starts_at AS "startsAt", o.duration_minutes AS "durationMinutes", o.title, g.notes,
          co.full_name AS "coachName", 'booked' AS part, co.email AS "coachEmail",
          m.full_name AS "memberName", m.email AS "memberEmail", m.locale AS "memberLocale"
     FROM group_sessions g
     JOIN services o ON o.id = g.service_id
     JOIN users co ON co.id = g.coach_id
     JOIN users m ON m.id = $2
    WHERE g.id = $1`,
);

export const feedOf = defineQuery<[memberId: string], { nonce: string }>(
  'feedOf',
  `SELECT nonce FROM calendar_feeds WHERE user_id = $1`,
);

/** Creates the member's feed unless they have one; answers the nonce in force either way. */
export const ensureFeed = defineQuery<[memberId: string, nonce: string, tokenHash: string], { nonce: string }>(
  'ensureFeed',
  `WITH created AS (
     INSERT INTO calendar_feeds (user_id, nonce, token_hash) VALUES ($1, $2, $3) ON CONFLICT (user_id) DO NOTHING RETURNING nonce
   )
   SELECT nonce FROM created UNION ALL SELECT nonce FROM calendar_feeds WHERE user_id = $1 LIMIT 1`,
);

export const replaceFeed = defineQuery<[memberId: string, nonce: string, tokenHash: string]>(
  'replaceFeed',
  `INSERT INTO calendar_feeds (user_id, nonce, token_hash) VALUES ($1, $2, $3)
   ON CONFLICT (user_id) DO UPDATE SET nonce = EXCLUDED.nonce, token_hash = EXCLUDED.token_hash, created_at = now()`,
);

/**
 * The member a feed token opens, if their account is active: a deleted member's feed is gone
 * (`removeFeedOf`), and a suspended member's answers nothing while they cannot sign in (it comes
 * back with the same address when the suspension is lifted).
 */
export const feedOwner = defineQuery<[tokenHash: string], { user_id: string; full_name: string; locale: string }>(
  'feedOwner',
  `SELECT f.user_id, u.full_name, u.locale FROM calendar_feeds f JOIN users u ON u.id = f.user_id
    WHERE f.token_hash = $1 AND ${activeMember('f.user_id')}`,
);

/** Deleting an account: the member's feed address stops for good (the account module runs it in its transaction). */
export const removeFeedOf = defineQuery<[memberId: string]>(
  'removeFeedOf',
  `DELETE FROM calendar_feeds WHERE user_id = $1`,
);
