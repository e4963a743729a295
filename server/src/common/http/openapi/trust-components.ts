import { arrayOf, bool, dateTime, int, nullable, num, obj, oneOfStrings, ref, str, uuid } from './shapes.js';

/**
 * The schemas of trust: the EP statement (modules/statement), disputes and their resolution
 * (modules/disputes), and how a member keeps their word (modules/reliability).
 */

const ENTRY_KINDS = [
  'signup_bonus',
  'request_hold',
  'hold_release',
  'settlement',
  'testimonial_reward',
  'referral_reward',
  'import_opening_balance',
  'admin_adjustment',
  'reversal',
] as const;
/** A member, by id and name. */
const party = (description = 'A member, by id and name.') => obj({ id: uuid(), full_name: str() }, { description });

const LedgerEntry = obj(
  {
    id: str({
      pattern: '^\\d+$',
      description: 'The entry number (entries are numbered in the order they were written).',
    }),
    created_at: dateTime(),
    kind: oneOfStrings(ENTRY_KINDS, 'What the entry was for.'),
    description: str({ minLength: 1, description: 'What happened, in words.' }),
    other_party: nullable(party('The other member of the exchange; null when the platform is the other side.')),
    amount: int({ description: 'Signed from the member’s side: positive credited, negative debited. Never 0.' }),
    balance: int({ minimum: 0, description: 'The available balance right after this entry.' }),
    request_id: nullable(uuid('The exchange request the entry is about.')),
  },
  { description: "One entry of the caller's EP statement." },
);

const LedgerHold = obj(
  {
    id: uuid('The hold: the request’s id, or the seat’s.'),
    request_id: nullable(uuid('The request holding the EP; null for a group-session seat.')),
    group_session_id: nullable(uuid('The group session whose booked seat holds the EP; null for a request.')),
    service_title: str(),
    coach: party(),
    amount: int({ minimum: 1 }),
    status: oneOfStrings(
      ['pending', 'accepted', 'booked'],
      '`pending` or `accepted` for a request, `booked` for a group-session seat.',
    ),
    since: dateTime('When the request was sent, or the seat booked.'),
  },
  { description: 'EP held in escrow for one of the caller’s open requests or booked group-session seats.' },
);

const LedgerStatement = obj(
  {
    entries: arrayOf(ref(LedgerEntry)),
    holds: arrayOf(ref(LedgerHold), {
      description: 'Every open hold, requests and seats, newest first (not paged: a member has few at a time).',
    }),
    next_cursor: nullable(str({ description: 'Pass as `cursor` for the next page; null on the last one.' })),
  },
  { description: 'A page of the EP statement, newest first, and the holds apart.' },
);

export const Dispute = obj(
  {
    id: uuid(),
    request_id: nullable(uuid('The disputed exchange request; null when a group-session seat is disputed.')),
    group_session_id: nullable(
      uuid('The group session whose attended seat is disputed (the attendee is `requester`); null for an exchange.'),
    ),
    service_title: str(),
    energy_cost: int({ minimum: 1 }),
    completed_at: dateTime('When the exchange was completed.'),
    status: oneOfStrings(['open', 'reversed', 'dismissed']),
    reason: str({ minLength: 20, maxLength: 2000 }),
    opened_by: party(),
    requester: party(),
    coach: party(),
    created_at: dateTime(),
    resolved_at: nullable(dateTime()),
    resolution_note: nullable(str()),
    resolved_by: nullable(str({ description: 'The admin who resolved it (admins only; null for the parties).' })),
    reversed_amount: nullable(
      int({ minimum: 0, description: "Reversed: EP taken back from the coach's available balance." }),
    ),
    claimed_amount: nullable(
      int({
        minimum: 0,
        description:
          'Reversed: EP claimed on what the coach had on hold for their own open exchanges, taken back when those holds come back to the coach (docs/ledger.md).',
      }),
    ),
    shortfall: nullable(
      int({
        minimum: 0,
        description:
          'Reversed: EP the coach had already spent on settled exchanges; the platform covered them for a held exchange (docs/ledger.md).',
      }),
    ),
  },
  { description: 'A dispute of a completed exchange or of an attended group-session seat, and its resolution.' },
);
const DisputeQueue = obj(
  { disputes: arrayOf(ref(Dispute)), total: int({ minimum: 0 }), next_cursor: nullable(str()) },
  { description: 'A page of the disputes queue, oldest first.' },
);

export const Reliability = obj(
  {
    response_rate: nullable(
      num({
        minimum: 0,
        maximum: 1,
        description: 'Share of requests received answered within 48 h; null before any was due.',
      }),
    ),
    completion_rate: nullable(
      num({
        minimum: 0,
        maximum: 1,
        description:
          'Share of agreed exchanges completed (an accepted one counts against only after 14 days open; reversed ones are not completed); null before any counted.',
      }),
    ),
    average_rating: nullable(
      num({ minimum: 1, maximum: 5, description: 'Average public rating, to one decimal; null without one.' }),
    ),
    rating_count: int({ minimum: 0 }),
    completed_exchanges: int({
      minimum: 0,
      description: 'As coach or requester, and group sessions held as coach (docs/ledger.md "Reliability").',
    }),
    new_member: bool('True below 3 completed exchanges: shown as "New member" instead of rates.'),
    median_response_minutes: nullable(
      int({
        minimum: 0,
        description:
          'Median time, in whole minutes, the member took to answer first the questions asked of them and the requests they received in the last 90 days (a question: their first message in it; a request: accepting or declining it); null when they answered none.',
      }),
    ),
  },
  { description: 'How a member keeps their word, computed from their exchanges (GraphQL `Coach.reliability`).' },
);

/** The trust schemas, in the order the document lists them. */
export const trustSchemas = { LedgerEntry, LedgerHold, LedgerStatement, Dispute, DisputeQueue, Reliability };
