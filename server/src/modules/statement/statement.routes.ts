import { Router } from 'express';
import { member, readerLocale, requireMember } from '../../common/http/rest.js';
import { pageParams, sendPageHeaders } from '../../common/http/paging.js';
import type { ApiSchema } from '../../common/http/openapi/api-types.js';
import type { MemberAuthenticator } from '../../common/auth/member.js';
import { STATEMENT_PAGE, type StatementEntry, type StatementHold, type StatementService } from './statement.service.js';

const entryDto = (e: StatementEntry): ApiSchema<'LedgerEntry'> => ({
  id: e.id,
  created_at: new Date(e.createdAt).toISOString(),
  kind: e.kind,
  description: e.description,
  other_party: e.otherParty ? { id: e.otherParty.id, full_name: e.otherParty.fullName } : null,
  amount: e.amount,
  balance: e.balance,
  request_id: e.requestId,
});

const holdDto = (h: StatementHold): ApiSchema<'LedgerHold'> => ({
  id: h.id,
  request_id: h.requestId,
  group_session_id: h.groupSessionId,
  service_title: h.serviceTitle,
  coach: { id: h.coach.id, full_name: h.coach.fullName },
  amount: h.amount,
  status: h.status,
  since: new Date(h.since).toISOString(),
});

/** The signed-in member's own EP statement, as JSON pages or one CSV file. */
export function statementRoutes({
  identity,
  statement,
}: {
  identity: MemberAuthenticator;
  statement: StatementService;
}): Router {
  const r = Router();
  r.use('/user/ledger', requireMember(identity));
  r.use('/user/ledger.csv', requireMember(identity));

  r.get('/user/ledger', async (req, res) => {
    const { limit, cursor } = pageParams(req, STATEMENT_PAGE);
    const s = await statement.statement(member(req).id, { first: limit, after: cursor }, readerLocale(req));
    sendPageHeaders(req, res, {
      totalCount: s.totalCount,
      hasNextPage: s.nextCursor !== null,
      endCursor: s.nextCursor,
    });
    res.json({ entries: s.entries.map(entryDto), holds: s.holds.map(holdDto), next_cursor: s.nextCursor });
  });

  r.get('/user/ledger.csv', async (req, res) => {
    const csv = await statement.csv(member(req).id, readerLocale(req));
    res.setHeader('Content-Type', 'text/csv; charset=utf-8');
    res.setHeader(
      'Content-Disposition',
      `attachment; filename="energy-points-${new Date().toISOString().slice(0, 10)}.csv"`,
    );
    res.setHeader('Cache-Control', 'no-store');
    // A byte-order mark first: Excel reads the file as UTF-8 only with it (else “é” and curly quotes garble).
    res.send(`\uFEFF${csv}`);
  });

  return r;
}
