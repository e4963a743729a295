import { arrayOf, bool, dateTime, int, nullable, obj, oneOfStrings, ref, str, uuid } from './shapes.js';

/** The schemas of group sessions (modules/group-sessions): an occurrence with its seats and waitlist. */

const SEAT_STATUSES = ['booked', 'waitlisted', 'left', 'attended', 'absent', 'released', 'skipped'] as const;

const GroupSessionSeat = obj(
  {
    member_id: uuid(),
    full_name: str(),
    status: oneOfStrings(SEAT_STATUSES, 'booked, waitlisted, attended or absent.'),
    waitlist_rank: nullable(int({ minimum: 1, description: 'Their place on the waitlist (1 = next).' })),
  },
  { description: "A member's seat, as the coach sees it in the roster." },
);

const GroupSession = obj(
  {
    id: uuid(),
    service_id: uuid(),
    service_title: str(),
    duration_minutes: int({ minimum: 15, maximum: 240 }),
    coach_id: uuid(),
    coach_name: str(),
    starts_at: dateTime(),
    session_date: str({ pattern: '^\\d{4}-\\d{2}-\\d{2}$', description: 'Its date in the coach’s timezone.' }),
    time_slot: str({ pattern: '^\\d{2}:00$', description: 'Its hourly slot in the coach’s timezone.' }),
    seats: int({ minimum: 1, maximum: 10 }),
    seats_taken: int({ minimum: 0, maximum: 10 }),
    seats_left: int({ minimum: 0, maximum: 10 }),
    waitlisted: int({ minimum: 0, description: 'Members waiting for a seat.' }),
    energy_cost: int({ minimum: 1, maximum: 20, description: 'EP a seat costs.' }),
    notes: nullable(str()),
    status: oneOfStrings(['scheduled', 'cancelled', 'completed', 'expired']),
    my_status: nullable(oneOfStrings(SEAT_STATUSES, 'My seat; null: none.')),
    my_waitlist_rank: nullable(int({ minimum: 1 })),
    can_join: bool('Whether I may book a seat (or join the waitlist) now.'),
    can_leave: bool('Whether I may leave now (a booked seat up to 24 hours before the start).'),
    can_cancel: bool('Whether I may cancel it (its coach, while scheduled).'),
    can_complete: bool('Whether I may complete it (its coach, from its start).'),
    can_review: bool(
      'Whether I may write my testimonial of it now (my seat attended, not yet reviewed, not reversed): `POST /group-sessions/{id}/testimonial`.',
    ),
    can_dispute: bool(
      'Whether I may dispute my seat now (attended, within 7 days of the completion, no dispute yet): `POST /group-sessions/{id}/dispute`.',
    ),
    roster: nullable(arrayOf(ref(GroupSessionSeat), { description: 'For its coach only: who booked, who waits.' })),
    created_at: dateTime(),
  },
  {
    description:
      'One occurrence of a service for several participants, with its seat counts and my seat (docs/ledger.md "Group sessions").',
  },
);

const GroupSessionThread = obj(
  {
    group_session_id: uuid(),
    title: str({ description: "The service's title." }),
    members: arrayOf(
      obj({
        id: uuid(),
        full_name: str(),
        role: oneOfStrings(['coach', 'member'] as const, 'Its coach, or a member holding a seat.'),
      }),
      {
        description: 'Its coach first, then the members holding a seat (booked, attended or absent), in booking order.',
      },
    ),
    message_count: int({ minimum: 0 }),
    unread_count: int({ minimum: 0, description: 'Messages from the others the caller has not marked read.' }),
  },
  {
    description:
      "A group session's conversation thread, as one of its members sees it: its coach and the members holding a seat (not those who only wait, left or were released).",
  },
);

export const groupSchemas = { GroupSession, GroupSessionSeat, GroupSessionThread };
