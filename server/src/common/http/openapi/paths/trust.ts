import { input, routes } from '../operation.js';
import { pagedList } from '../paging.js';
import { arrayOf, dateTime, int, nullable, obj, oneOfStrings, ref, str, uuid, type JsonSchema } from '../schema-kit.js';
import { disputeId, requestId } from './resources.js';

/**
 * Trust (modules/statement, modules/disputes, reliability and categories): the EP statement,
 * disputes and their resolution. Its schemas are merged into the components by document.ts.
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
];
const party = obj({ id: uuid(), full_name: str() }, { description: 'A member, by id and name.' });

export const trustSchemas: Record<string, JsonSchema> = {
  LedgerEntry: obj(
    {
      id: str({
        pattern: '^\\d+$',
        description: 'The entry number (entries are numbered in the order they were written).',
      }),
      created_at: dateTime(),
      kind: oneOfStrings(ENTRY_KINDS, 'What the entry was for.'),
      description: str({ minLength: 1, description: 'What happened, in words.' }),
      other_party: nullable({
        ...party,
        description: 'The other member of the exchange; null when the platform is the other side.',
      }),
      amount: int({ description: 'Signed from the member’s side: positive credited, negative debited. Never 0.' }),
      balance: int({ minimum: 0, description: 'The available balance right after this entry.' }),
      request_id: nullable(uuid('The exchange request the entry is about.')),
    },
    { description: "One entry of the caller's EP statement." },
  ),
  LedgerHold: obj(
    {
      request_id: uuid(),
      service_title: str(),
      coach: party,
      amount: int({ minimum: 1 }),
      status: oneOfStrings(['pending', 'accepted']),
      since: dateTime('When the request was sent.'),
    },
    { description: 'EP held in escrow for one of the caller’s open requests.' },
  ),
  LedgerStatement: obj(
    {
      entries: arrayOf(ref('LedgerEntry')),
      holds: arrayOf(ref('LedgerHold'), {
        description: 'Every open hold (not paged: a member has few open requests).',
      }),
      next_cursor: nullable(str({ description: 'Pass as `cursor` for the next page; null on the last one.' })),
    },
    { description: 'A page of the EP statement, newest first, and the holds apart.' },
  ),
};

export const trustPaths = routes('Profile, user and dashboard', {
  'GET /user/ledger': {
    summary: 'My EP statement',
    description:
      'Every ledger entry of the caller’s wallet, newest first, with the running balance after each (right on every page), and the EP on hold listed apart. Only ever the caller’s own.',
    access: 'member',
    ...pagedList({ schema: 'LedgerStatement', description: 'A page of the statement.' }, { max: 200 }),
  },
  'GET /user/ledger.csv': {
    summary: 'My EP statement as CSV',
    description:
      'The whole statement as one RFC 4180 file (UTF-8, CRLF, a header row): Date, What happened, Other party, Amount (EP), Balance (EP), Kind, Entry. Text cells that look like formulas are prefixed with a quote.',
    access: 'member',
    ok: { description: 'The CSV file (Content-Disposition: attachment).', schema: str(), contentType: 'text/csv' },
  },
});

trustSchemas.Dispute = obj(
  {
    id: uuid(),
    request_id: uuid('The disputed exchange request.'),
    service_title: str(),
    energy_cost: int({ minimum: 1 }),
    completed_at: dateTime('When the exchange was completed.'),
    status: oneOfStrings(['open', 'reversed', 'dismissed']),
    reason: str({ minLength: 20, maxLength: 2000 }),
    opened_by: party,
    requester: party,
    coach: party,
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
  { description: 'A dispute of a completed exchange, and its resolution.' },
);
trustSchemas.DisputeQueue = obj(
  { disputes: arrayOf(ref('Dispute')), total: int({ minimum: 0 }), next_cursor: nullable(str()) },
  { description: 'A page of the disputes queue, oldest first.' },
);

export const disputePaths = {
  ...routes('Requests, sessions and testimonials', {
    'POST /requests/{id}/dispute': {
      summary: 'Dispute a completed exchange',
      description:
        'A party of a completed exchange, within 7 days of its completion, once per exchange (whoever opens it). Both parties are notified.',
      access: 'member',
      params: requestId,
      body: { schema: input({ reason: str({ minLength: 20, maxLength: 2000 }) }, ['reason']) },
      ok: { status: 201, description: 'The dispute, open.', schema: ref('Dispute') },
      errors: {
        400: '`The reason must be 20 to 2,000 characters`.',
        403: '`You are not part of this exchange`.',
        409: "`Only a completed exchange can be disputed`, `A dispute can be opened within 7 days of the exchange's completion`, `A dispute was already opened for this exchange`.",
      },
    },
  }),
  ...routes('Admin', {
    'GET /admin/disputes': {
      summary: 'The disputes queue',
      description: 'Oldest first, paged (limit, cursor, Link rel="next", X-Total-Count).',
      access: 'admin',
      ...pagedList(
        { schema: 'DisputeQueue', description: 'A page of disputes.' },
        {
          filters: {
            status: {
              description: 'open (default), resolved or all.',
              schema: oneOfStrings(['open', 'resolved', 'all']),
            },
          },
          default: 20,
        },
      ),
      errors: { 400: '`status must be open, resolved or all`, a bad limit or cursor.' },
    },
    'POST /admin/disputes/{id}/resolve': {
      summary: 'Resolve a dispute',
      description:
        'Once: `reverse` writes new ledger entries that give the EP back (the coach returns what they still have; for a held exchange the platform covers the rest — docs/ledger.md), `dismiss` moves nothing. Both parties are notified.',
      access: 'admin',
      params: disputeId,
      body: {
        schema: input({ action: oneOfStrings(['reverse', 'dismiss']), note: str({ minLength: 1, maxLength: 2000 }) }, [
          'action',
          'note',
        ]),
      },
      ok: { description: 'The dispute, resolved.', schema: ref('Dispute') },
      errors: {
        400: '`action must be reverse or dismiss`, `The note must be 1 to 2,000 characters`.',
        409: '`This dispute was already resolved`.',
      },
    },
  }),
};
