import { routes } from '../operation.js';
import { pageHeaders, pagingParams } from '../paging.js';
import { arrayOf, dateTime, int, nullable, obj, oneOfStrings, ref, str, uuid, type JsonSchema } from '../schema-kit.js';

/**
 * Issue 20 (modules/statement, modules/disputes, reliability and categories): the EP statement,
 * disputes and their resolution. Its schemas are merged into the components by document.ts.
 */

const ENTRY_KINDS = ['signup_bonus', 'request_hold', 'hold_release', 'settlement', 'testimonial_reward', 'referral_reward', 'import_opening_balance', 'admin_adjustment', 'reversal'];
const party = obj({ id: uuid(), full_name: str() }, { description: 'A member, by id and name.' });

export const trustSchemas: Record<string, JsonSchema> = {
  LedgerEntry: obj(
    {
      id: str({ pattern: '^\\d+$', description: 'The entry number (entries are numbered in the order they were written).' }),
      created_at: dateTime(),
      kind: oneOfStrings(ENTRY_KINDS, 'What the entry was for.'),
      description: str({ minLength: 1, description: 'What happened, in words.' }),
      other_party: nullable({ ...party, description: 'The other member of the exchange; null when the platform is the other side.' }),
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
      holds: arrayOf(ref('LedgerHold'), { description: 'Every open hold (not paged: a member has few open requests).' }),
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
    query: pagingParams({ max: 200, default: 50 }),
    ok: { description: 'A page of the statement.', schema: ref('LedgerStatement'), headers: pageHeaders },
  },
  'GET /user/ledger.csv': {
    summary: 'My EP statement as CSV',
    description:
      'The whole statement as one RFC 4180 file (UTF-8, CRLF, a header row): Date, What happened, Other party, Amount (EP), Balance (EP), Kind, Entry. Text cells that look like formulas are prefixed with a quote.',
    access: 'member',
    ok: { description: 'The CSV file (Content-Disposition: attachment).', schema: str(), contentType: 'text/csv' },
  },
});
