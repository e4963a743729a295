import { defineQuery } from '../../db/typed-query.js';
import type { RequestStatus } from '../exchanges/index.js';

/**
 * The statement module's SQL. It has no table of its own: it reads the ledger through
 * `LedgerService.statement` and, here, documented read models of the exchanges module's tables
 * (`exchange_requests`, `testimonials`, with the service title from `services` and the parties' names
 * from `users`) and of the group sessions module's seats (`group_session_seats`, `group_sessions`)
 * to say in words what each entry was about and who the other party was.
 */

/** The exchange an entry is about: a request by its id, or the request of a testimonial by the testimonial's id. */
export interface ExchangeSummaryRow {
  reference: string;
  request_id: string;
  title: string;
  requester_id: string;
  requester_name: string;
  coach_id: string;
  coach_name: string;
  /** Where the request stands now (a hold reads differently once its exchange completed). */
  status: RequestStatus;
}

export const exchangeSummaries = defineQuery<[references: readonly string[]], ExchangeSummaryRow>(
  'exchangeSummaries',
  `WITH refs AS (
     SELECT r.id AS reference, r.id AS request_id FROM exchange_requests r WHERE r.id = ANY($1::uuid[])
     UNION ALL
     SELECT t.id, t.exchange_request_id FROM testimonials t WHERE t.id = ANY($1::uuid[])
   )
   SELECT refs.reference::text AS reference, r.id AS request_id, o.title,
          r.requester_id, rq.full_name AS requester_name, r.coach_id, co.full_name AS coach_name, r.status
     FROM refs
     JOIN exchange_requests r ON r.id = refs.request_id
     JOIN services o ON o.id = r.service_id
     JOIN users rq ON rq.id = r.requester_id
     JOIN users co ON co.id = r.coach_id`,
);

export interface HoldRow {
  request_id: string;
  title: string;
  amount: number;
  status: 'pending' | 'accepted';
  since: Date;
  coach_id: string;
  coach_name: string;
}

/**
 * EP the member has on hold now: their open requests that hold EP (the same rows as the exchanges
 * module's `openHoldsOfRequester`). Through `exchange_requests_requester_idx`; a member
 * has few open requests at a time.
 */
export const openHoldsOf = defineQuery<[memberId: string], HoldRow>(
  'openHoldsOf',
  `SELECT r.id AS request_id, o.title, r.energy_cost AS amount, r.status, r.requested_at AS since,
          r.coach_id, co.full_name AS coach_name
     FROM exchange_requests r
     JOIN services o ON o.id = r.service_id
     JOIN users co ON co.id = r.coach_id
    WHERE r.requester_id = $1 AND r.held AND r.status IN ('pending', 'accepted')
    ORDER BY r.requested_at DESC, r.id DESC`,
);

/** A group-session seat an entry is about (its hold, release or settlement carry the seat's id). */
export interface SeatSummaryRow {
  reference: string;
  title: string;
  member_id: string;
  member_name: string;
  coach_id: string;
  coach_name: string;
  /** Where the seat stands now (a hold reads differently once the seat was attended). */
  status: string;
}

/** The seat an entry is about: by the seat's id (hold, release, settlement, reversal) or its testimonial's (reward). */
export const seatSummaries = defineQuery<[references: readonly string[]], SeatSummaryRow>(
  'seatSummaries',
  `WITH refs AS (
     SELECT s.id AS reference, s.id AS seat_id FROM group_session_seats s WHERE s.id = ANY($1::uuid[])
     UNION ALL
     SELECT t.id, t.seat_id FROM testimonials t WHERE t.id = ANY($1::uuid[]) AND t.seat_id IS NOT NULL
   )
   SELECT refs.reference::text AS reference, o.title, s.member_id, m.full_name AS member_name,
          g.coach_id, co.full_name AS coach_name, s.status
     FROM refs
     JOIN group_session_seats s ON s.id = refs.seat_id
     JOIN group_sessions g ON g.id = s.group_session_id
     JOIN services o ON o.id = g.service_id
     JOIN users m ON m.id = s.member_id
     JOIN users co ON co.id = g.coach_id`,
);

/** EP held for one of the member's booked group-session seats (the seat's id is its hold's reference). */
export interface SeatHoldRow {
  seat_id: string;
  group_session_id: string;
  title: string;
  amount: number;
  since: Date;
  coach_id: string;
  coach_name: string;
}

/**
 * EP the member has on hold now for booked seats (the same rows as the group sessions module's
 * `openSeatHoldsOfMember`): through `group_session_seats_member_idx`; a member has few at a time.
 */
export const openSeatHoldsOf = defineQuery<[memberId: string], SeatHoldRow>(
  'openSeatHoldsOf',
  `SELECT s.id AS seat_id, g.id AS group_session_id, o.title, s.energy_cost AS amount, s.booked_at AS since,
          g.coach_id, co.full_name AS coach_name
     FROM group_session_seats s
     JOIN group_sessions g ON g.id = s.group_session_id
     JOIN services o ON o.id = g.service_id
     JOIN users co ON co.id = g.coach_id
    WHERE s.member_id = $1 AND s.held AND s.status = 'booked'
    ORDER BY s.booked_at DESC, s.id DESC`,
);
