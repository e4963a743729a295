import { componentSchemas as S } from '../components.js';
import { routes } from '../operation.js';
import { pagedList } from '../paging.js';
import { oneOfStrings, ref, str } from '../shapes.js';
import { disputeId, groupSessionId, requestId } from './resources.js';

/**
 * Trust (modules/statement, modules/disputes): the EP statement, disputes and their resolution.
 * Their schemas are in trust-components.ts.
 */

export const trustPaths = routes('Profile, user and dashboard', {
  'GET /user/ledger': {
    summary: 'My EP statement',
    description:
      'Every ledger entry of the caller’s wallet, newest first, with the running balance after each (right on every page), and the EP on hold listed apart. Only ever the caller’s own.',
    access: 'member',
    ...pagedList({ schema: S.LedgerStatement, description: 'A page of the statement.' }, { max: 200 }),
  },
  'GET /user/ledger.csv': {
    summary: 'My EP statement as CSV',
    description:
      'The whole statement as one RFC 4180 file (UTF-8, CRLF, a header row): Date, What happened, Other party, Amount (EP), Balance (EP), Kind, Entry. Text cells that look like formulas are prefixed with a quote.',
    access: 'member',
    ok: { description: 'The CSV file (Content-Disposition: attachment).', schema: str(), contentType: 'text/csv' },
  },
});

export const disputePaths = {
  ...routes('Requests, sessions and testimonials', {
    'POST /requests/{id}/dispute': {
      summary: 'Dispute a completed exchange',
      description:
        'A party of a completed exchange, within 7 days of its completion, once per exchange (whoever opens it). Both parties are notified.',
      access: 'member',
      params: requestId,
      body: { input: 'DisputeReasonArgs' },
      ok: { status: 201, description: 'The dispute, open.', schema: ref(S.Dispute) },
      errors: {
        400: '`The reason must be 20 to 2,000 characters`.',
        403: '`You are not part of this exchange`.',
        409: "`Only a completed exchange can be disputed`, `A dispute can be opened within 7 days of the exchange's completion`, `A dispute was already opened for this exchange`.",
      },
    },
    'POST /group-sessions/{id}/dispute': {
      summary: 'Dispute my seat of a group session',
      description:
        "The attendee of an attended seat, within 7 days of the group session's completion, once per seat. The same lifecycle as an exchange's dispute: an admin reverses it (the seat's settlement given back as new ledger entries) or dismisses it. The attendee and the coach are notified.",
      access: 'member',
      params: groupSessionId,
      body: { input: 'DisputeReasonArgs' },
      ok: { status: 201, description: 'The dispute, open.', schema: ref(S.Dispute) },
      errors: {
        400: '`The reason must be 20 to 2,000 characters`.',
        403: '`Only a member who attended this group session can dispute their seat` (the coach, anyone without a seat).',
        404: '`Group session not found`.',
        409: "`Only an attended seat can be disputed` (booked, waitlisted or absent), `A seat can be disputed within 7 days of the group session's completion`, `A dispute was already opened for this seat`.",
      },
    },
  }),
  ...routes('Admin', {
    'GET /admin/disputes': {
      summary: 'The disputes queue',
      description: 'Oldest first, paged (limit, cursor, Link rel="next", X-Total-Count).',
      access: 'admin',
      ...pagedList(
        { schema: S.DisputeQueue, description: 'A page of disputes.' },
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
      body: { input: 'ResolveDisputeArgs' },
      ok: { description: 'The dispute, resolved.', schema: ref(S.Dispute) },
      errors: {
        400: '`action must be reverse or dismiss`, `The note must be 1 to 2,000 characters`.',
        409: '`This dispute was already resolved`.',
      },
    },
  }),
};
